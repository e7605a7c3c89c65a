// Builders for tests: a definition's fields and groups with every required key filled in.
import { blankField } from '../testing';
import type { DependentFilter, FieldGroup, FieldState, FieldType, FormField } from '../types';

export const field = (id: string, fieldType: FieldType = 'text', extra: Partial<FormField> = {}): FormField =>
  blankField(id, fieldType, { label: id.toUpperCase(), ...extra });

/** `parent` with `child` shown under `filters`. */
export const withDependent = (parent: FormField, child: FormField, ...filters: DependentFilter[]): FormField => ({
  ...parent,
  dependentFieldIds: [...parent.dependentFieldIds, child.id],
  dependentFieldFilters: [...parent.dependentFieldFilters, { filters, dependentField: child }],
});

export const group = (fields: FormField[], extra: Partial<FieldGroup> = {}): FieldGroup => ({
  fields,
  isPageBreak: false,
  isDependentFieldGroup: false,
  isSmartGroup: false,
  default: true,
  ...extra,
});

export const fieldState = (extra: Partial<FieldState> = {}): FieldState => ({
  value: '',
  errors: [],
  infos: [],
  shown: true,
  groupIndex: 0,
  dependentFieldIds: [],
  inputState: {},
  validationRequestState: 'NOT_REQUESTED',
  isErrorVisible: false,
  ...extra,
});

/**
 * A filter as HubSpot's definition APIs serialise it: every operand key, at its default when
 * unused (boolValue false, numberValue 0, empty lists), so only the operator and the parent's
 * property type tell which one holds the rule.
 */
export const v2Filter = (operator: DependentFilter['operator'], operand: Partial<DependentFilter> = {}): DependentFilter => ({
  operator,
  strValue: '',
  boolValue: false,
  numberValue: 0,
  strValues: [],
  numberValues: [],
  ...operand,
});
