// For tests only (nothing shipped imports it): a field definition with every key a normalised
// definition has, at its default; a test sets what it is about.
import type { FieldType, FormField } from './types';

export const blankField = (id: string, fieldType: FieldType = 'text', extra: Partial<FormField> = {}): FormField => ({
  id,
  name: id,
  label: id,
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
  ...extra,
});
