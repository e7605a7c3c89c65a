import type { FieldType, FormField } from '../types';

/** A minimal field definition for tests; `overrides` set what a test is about. */
export const makeField = (fieldType: FieldType, overrides: Partial<FormField> = {}): FormField => ({
  id: overrides.name ?? fieldType,
  name: fieldType,
  label: fieldType,
  description: '',
  fieldType,
  type: 'string',
  required: false,
  hidden: false,
  labelHidden: false,
  defaultValue: '',
  selectedOptions: [],
  options: [],
  objectTypeId: '0-1',
  dependentFieldIds: [],
  dependentFieldFilters: [],
  metaData: {},
  validation: { data: '', useDefaultBlockList: false, blockedEmailAddresses: [] },
  ...overrides,
});
