/** The submission response's `validationResults` as field errors (spec §5, server validation keys). */
import { dict, own } from '../keys';
import type { FieldError, FieldErrorKey, FieldValue } from '../types';
import { domainOf } from './validate';

/** One entry of a submission response's `validationResults`. */
export interface ServerValidationResult {
  fieldName: string;
  formSubmissionValidationType: string;
  localizedVisitorErrorMessage?: string;
}

// Field error keys the server may name. Its UPPER_CASE keys are the same words (INVALID_DATE is
// invalidDate), so one list serves both spellings; two keys are named differently.
const KNOWN: ReadonlySet<string> = new Set<FieldErrorKey>([
  'required',
  'missingSelect',
  'missingOptionSelection',
  'invalidEmailFormat',
  'invalidEmail',
  'invalidNumber',
  'invalidDate',
  'phoneInvalidCharacters',
  'fileTooLarge',
  'inputTooLarge',
  'numberOutOfRange',
  'minNumber',
  'maxNumber',
  'forbiddenEmailDomain',
  'manuallyBlockedEmailDomain',
  'invalidNumberRangeTooSmall',
  'invalidNumberRangeTooLarge',
]);
const ALIASES: Readonly<Record<string, FieldErrorKey>> = { requiredField: 'required', blockedEmail: 'manuallyBlockedEmailDomain' };

/**
 * The field error key of a server validation type; unknown types give `serverError`.
 *
 * @example serverErrorKey('PHONE_INVALID_CHARACTERS') // 'phoneInvalidCharacters'
 * @example serverErrorKey('BLOCKED_EMAIL') // 'manuallyBlockedEmailDomain'
 */
export function serverErrorKey(type: string): FieldErrorKey {
  const camel = /^[A-Z_]+$/.test(type) ? type.toLowerCase().replace(/_(.)/g, (_, letter: string) => letter.toUpperCase()) : type;
  const key = Object.hasOwn(ALIASES, camel) ? ALIASES[camel]! : camel;
  return KNOWN.has(key) ? (key as FieldErrorKey) : 'serverError';
}

// Keys whose message carries a number the client's own message needs.
// The number may group its thousands ('1,000'; '1 000' with a space or a narrow no-break space
// in French): a separator counts only when exactly three digits follow.
const BOUND = /-?\d{1,3}(?:[,\s]\d{3})+(?:\.\d+)?(?!\d)|-?\d+(?:\.\d+)?/;
const NUMBER_VAR: Partial<Record<FieldErrorKey, string>> = { minNumber: 'min', maxNumber: 'max', inputTooLarge: 'length' };

/**
 * One result as a field error. The server's localized message is kept as `message` (display it as
 * text, never as HTML); unknown keys become `serverError`. For BLOCKED_EMAIL the domain comes from
 * the submitted value when `values` has it; MIN/MAX_NUMBER read their bound from the message.
 *
 * @example serverFieldError({ fieldName: 'age', formSubmissionValidationType: 'MIN_NUMBER', localizedVisitorErrorMessage: 'greater than or equal to 18' })
 * // { key: 'minNumber', vars: { min: 18 }, message: 'greater than or equal to 18' }
 */
export function serverFieldError(
  { fieldName, formSubmissionValidationType: type, localizedVisitorErrorMessage: message }: ServerValidationResult,
  values: Readonly<Record<string, FieldValue | undefined>> = {},
): FieldError {
  const key = serverErrorKey(type);
  const error: FieldError = { key };
  const bound = message?.match(BOUND)?.[0];
  const name = NUMBER_VAR[key];
  if (name && bound) error.vars = { [name]: +bound.replace(/[^\d.-]/g, '') };
  const value = own(values, fieldName);
  if (key === 'manuallyBlockedEmailDomain' && typeof value === 'string' && value.includes('@')) error.vars = { domain: domainOf(value) };
  if (message) error.message = message;
  return error;
}

/**
 * Field errors by field name (`serverFieldError` of each result).
 *
 * @example serverFieldErrors([{ fieldName: 'age', formSubmissionValidationType: 'MIN_NUMBER', localizedVisitorErrorMessage: 'greater than or equal to 18' }])
 * // { age: [{ key: 'minNumber', vars: { min: 18 }, message: 'greater than or equal to 18' }] }
 */
export function serverFieldErrors(
  results: readonly ServerValidationResult[],
  values: Readonly<Record<string, FieldValue | undefined>> = {},
): Record<string, FieldError[]> {
  const errors = dict<FieldError[]>();
  for (const result of results) (errors[result.fieldName] ??= []).push(serverFieldError(result, values));
  return errors;
}
