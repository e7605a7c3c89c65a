/**
 * Field validation of spec §5. Rules are data (`RULES`: field type → validators, first failure
 * wins); each validator is one small function of the trimmed text. Sync: whatever is async (the
 * live e-mail check, whose answer says whether an address is free mail) is handed in through the
 * context once it has arrived.
 */
import { dict, own } from '../keys';
import type { FieldError, FieldType, FieldValue, FormField } from '../types';
import { isCalendarDate } from './date';

/** Largest file a file field accepts, in bytes (100 MB). */
export const MAX_FILE_SIZE = 104857600;
/** Default text limit, in characters. */
export const MAX_TEXT_LENGTH = 65536;
/** Limit of the follow-up textareas of feedback submissions (object 0-19). */
export const FEEDBACK_FOLLOWUP_LENGTH = 1500;
/** Decimals a number field accepts. */
export const NUMBER_DECIMALS = 2;

/** A live e-mail check's answer (spec §3, e-mail validation response). */
export interface EmailCheckResult {
  email: string;
  success: boolean;
  emailShouldResubscribe?: boolean;
  emailSuggestion?: string;
  emailFree?: boolean;
}

export interface ValidationContext {
  /** Blocked domains of the form's context (hs_context / embed option `blockedDomains`). */
  blockedDomains?: readonly string[];
  /** Embed option `manuallyBlockedEmailDomain`: one domain or several. */
  manuallyBlockedEmailDomain?: string | readonly string[];
  /**
   * Whether a domain is free mail, for a caller that holds the list (the server). The browser has
   * no list (DESIGN.md budgets): it learns the same from the live check's `emailFree`.
   */
  isFreeMail?: (domain: string) => boolean;
  /**
   * The live check's cached answer for an address (`EmailChecker.result`); none: not checked yet,
   * or the check failed. Its `success` and `emailFree` feed the invalidEmail and free-mail rules.
   */
  emailResult?: (email: string) => EmailCheckResult | undefined;
}

type Rule = (text: string, field: FormField, context: ValidationContext) => FieldError | undefined;

const EMAIL = /^[^\s@"(),:;<>[\\\]]+@(?:[a-z\d](?:[a-z\d-]*[a-z\d])?\.)+[a-z]{2,}$/i;
// At most NUMBER_DECIMALS (2) decimals; no exponent, plus sign or thousands separator (spec §5).
const NUMBER = /^-?(\d+(\.\d{0,2})?|\.\d{1,2})$/;
const PHONE = /^[\d+().\-x ]*$/i;
const FOLLOWUP = /(negative|neutral|positive)_?follow_?up/i;

/**
 * A phone value as stored: every whitespace removed, the country extension kept.
 *
 * @example normalizePhone(' +84 912 345 678 ') // '+84912345678'
 */
export const normalizePhone = (value: string): string => value.replace(/\s+/g, '');

/**
 * `min:max:true` of `validation.data` as bounds; either side may be empty, and without the
 * trailing `true` the range is off.
 *
 * @example parseRange('1:10:true') // { min: 1, max: 10 }
 */
export function parseRange(data: string | undefined): { min?: number; max?: number } | undefined {
  const [min = '', max = '', on] = (data ?? '').split(':');
  if (on !== 'true') return undefined;
  const bound = (text: string) => (text.trim() && Number.isFinite(+text) ? +text : undefined);
  return { min: bound(min), max: bound(max) };
}

const error = (key: FieldError['key'], vars?: FieldError['vars']): FieldError => (vars ? { key, vars } : { key });
/**
 * The domain of an address, as block lists name it.
 *
 * @example domainOf(' Ann@Gmail.COM ') // 'gmail.com'
 */
export const domainOf = (email: string): string => email.slice(email.lastIndexOf('@') + 1).trim().toLowerCase();

type Kind = Pick<FormField, 'fieldType' | 'type' | 'name'>;
/**
 * Whether a field holds an e-mail address. Real definitions send the contact's address as a text
 * field named `email` (every shared fixture does), so the name counts as much as the type.
 *
 * @example isEmailField({ fieldType: 'text', type: 'string', name: 'email' }) // true
 */
export const isEmailField = ({ fieldType, name }: Kind): boolean => fieldType === 'email' || (fieldType === 'text' && name === 'email');
/**
 * Whether a field holds a phone number: a phone field type, or a text field for a phone property
 * (type `phone_number`, or the contact's `phone` and `mobilephone`, which real definitions send
 * as text with a phone digit range such as `7:20:true`).
 *
 * @example isPhoneField({ fieldType: 'text', type: 'string', name: 'phone' }) // true
 */
export const isPhoneField = ({ fieldType, type, name }: Kind): boolean =>
  fieldType === 'phone' || fieldType === 'phonenumber' || (fieldType === 'text' && (type === 'phone_number' || name === 'phone' || name === 'mobilephone'));

/**
 * Fields of the choice kinds (radio, multi-checkbox, payment link), which render as a fieldset
 * with a legend (one label per option) and, required, ask for an option.
 *
 * @example isChoiceGroup({ fieldType: 'radio' }) // true
 */
export const isChoiceGroup = ({ fieldType }: Pick<FormField, 'fieldType'>): boolean =>
  fieldType === 'radio' || fieldType === 'checkbox' || fieldType === 'payment_link_radio';

/** Text limit of a field: follow-up textareas of feedback submissions are shorter. */
export const maxLength = ({ objectTypeId, name }: FormField): number =>
  objectTypeId === '0-19' && FOLLOWUP.test(name) ? FEEDBACK_FOLLOWUP_LENGTH : MAX_TEXT_LENGTH;

const length: Rule = (text, field) => {
  const limit = maxLength(field);
  return text.length > limit ? error('inputTooLarge', { length: limit }) : undefined;
};
/**
 * Whether text looks like an address (trimmed): the gate of the live e-mail check too.
 *
 * @example isEmailFormat(' a@b.co ') // true
 */
export const isEmailFormat = (text: string): boolean => EMAIL.test(text.trim());
const emailFormat: Rule = (text) => (isEmailFormat(text) ? undefined : error('invalidEmailFormat'));
const blockedDomain: Rule = (text, field, { blockedDomains = [], manuallyBlockedEmailDomain = [] }) => {
  const domain = domainOf(text);
  const blocked = [...field.validation.blockedEmailAddresses, ...blockedDomains, ...[manuallyBlockedEmailDomain].flat()];
  // Lists are typed by people: '@Example.com' means example.com.
  return blocked.some((entry) => entry.trim().replace(/^@/, '').toLowerCase() === domain)
    ? error('manuallyBlockedEmailDomain', { domain })
    : undefined;
};
// Spec §7: the live check's `emailFree` says free mail. No answer (not yet, or the check failed)
// refuses nothing: the server applies the same rule to the submission.
const freeMail: Rule = (text, field, { isFreeMail, emailResult }) =>
  field.validation.useDefaultBlockList && (isFreeMail?.(domainOf(text)) || emailResult?.(text)?.emailFree === true)
    ? error('forbiddenEmailDomain', { domain: domainOf(text) })
    : undefined;
const liveCheck: Rule = (text, _field, { emailResult }) =>
  emailResult?.(text)?.success === false ? error('invalidEmail') : undefined;
const number: Rule = (text) => (NUMBER.test(text) ? undefined : error('invalidNumber'));
const numberRange: Rule = (text, field) => {
  const { min, max } = parseRange(field.validation.data) ?? {};
  if (max !== undefined && +text > max) return error('invalidNumberRangeTooLarge', { max });
  return min !== undefined && +text < min ? error('invalidNumberRangeTooSmall', { min }) : undefined;
};
const phone: Rule = (text) => (PHONE.test(text) ? undefined : error('phoneInvalidCharacters'));
// Digits of the number itself: a phone-line extension ('x123') does not count towards the range.
const phoneRange: Rule = (text, field) => {
  const range = parseRange(field.validation.data);
  const digits = text.split(/x/i)[0]!.replace(/\D/g, '').length;
  return range && (digits < (range.min ?? 0) || digits > (range.max ?? Infinity)) ? error('numberOutOfRange') : undefined;
};
const date: Rule = (text) => (isCalendarDate(text) ? undefined : error('invalidDate'));

/**
 * Validators per field type, in order; the first failure is the field's error. E-mail and phone
 * rules apply to every field `isEmailField` and `isPhoneField` recognise (phonenumber too).
 */
export const RULES: Partial<Record<FieldType, readonly Rule[]>> = {
  text: [length],
  textarea: [length],
  email: [length, emailFormat, blockedDomain, freeMail, liveCheck],
  number: [number, numberRange],
  phone: [length, phone, phoneRange],
  date: [date],
};

/** What `required` sees as empty, per type; strings are trimmed and phones lose the bare extension. */
function isEmpty(field: FormField, value: FieldValue): boolean {
  if (typeof value === 'boolean') return !value;
  if (Array.isArray(value)) return !value.some((item) => typeof item === 'object' || String(item).trim());
  let text = value.trim();
  if (isPhoneField(field)) {
    text = normalizePhone(text);
    const extension = normalizePhone(field.countryCodeExtension ?? '');
    if (extension && text.startsWith(extension)) text = text.slice(extension.length);
    // With the dial-code dropdown the value always starts with an extension, maybe another country's.
    else if (field.useCountryCodeSelect && /^\+\d{1,4}$/.test(text)) text = '';
  }
  return !text;
}


/**
 * The errors of one field's value: `[]` when it is valid; otherwise the first failing rule's
 * error. Empty optional fields are valid. Fields logic hides are the caller's to leave out: the
 * visitor cannot fix them.
 *
 * @example validateField(emailField, ' a@gmail.com ', { emailResult: () => ({ email: 'a@gmail.com', success: true, emailFree: true }) })
 * // [{ key: 'forbiddenEmailDomain', vars: { domain: 'gmail.com' } }] when the field uses the default block list
 */
export function validateField(field: FormField, value: FieldValue, context: ValidationContext = {}): FieldError[] {
  if (isEmpty(field, value))
    return field.required ? [error(field.fieldType === 'select' ? 'missingSelect' : isChoiceGroup(field) ? 'missingOptionSelection' : 'required')] : [];
  // Chosen options pass as they are; files must not be too large.
  if (Array.isArray(value)) return value.some((item) => typeof item === 'object' && item.size > MAX_FILE_SIZE) ? [error('fileTooLarge')] : [];
  if (typeof value !== 'string') return [];
  const phone = isPhoneField(field);
  const text = phone ? normalizePhone(value) : value.trim();
  for (const rule of RULES[isEmailField(field) ? 'email' : phone ? 'phone' : field.fieldType] ?? []) {
    const found = rule(text, field, context);
    if (found) return [found];
  }
  return [];
}

/**
 * Validates several fields (a page, or the whole form before submit) against a value map.
 * Returns only the fields with errors, keyed by field id.
 *
 * @example validateFields(page.fields, { email: '' }, context) // { email: [{ key: 'required' }] }
 */
export function validateFields(
  fields: readonly FormField[],
  values: Readonly<Record<string, FieldValue | undefined>>,
  context: ValidationContext = {},
): Record<string, FieldError[]> {
  const result = dict<FieldError[]>();
  for (const field of fields) {
    const errors = validateField(field, own(values, field.id) ?? '', context);
    if (errors.length) result[field.id] = errors;
  }
  return result;
}
