import { blankField } from '../testing';
import type { FieldType, FormField } from '../types';

/** A minimal field definition for tests; `overrides` set what a test is about. */
export const makeField = (fieldType: FieldType, overrides: Partial<FormField> = {}): FormField =>
  blankField(overrides.name ?? fieldType, fieldType, { name: fieldType, ...overrides });
