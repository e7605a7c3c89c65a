/**
 * Server-side validation of a submission against its form: the same rules as the widget (one
 * module, src/forms/rules, on both sides), answered in the server's vocabulary: the upper-case
 * `formSubmissionValidationType` keys of spec §5 with a message in the form's language.
 */
import freeEmailDomains from 'free-email-domains';
import { own } from '../../src/forms/keys';
import { allFields } from '../../src/forms/logic/tree';
import { consentCheckboxes } from '../../src/forms/logic/consent';
import { visibility } from '../../src/forms/logic/filters';
import { en, type Catalog } from '../../src/forms/messages/en';
import { vi } from '../../src/forms/messages/locales/vi';
import { interpolate } from '../../src/forms/messages/index';
import { maxLength, validateField } from '../../src/forms/rules/validate';
import type { FieldError, FieldErrorKey, FieldValue, FileLike, FormDefinition, FormField } from '../../src/forms/types';
import type { FormFields, UploadedFile } from '../lib/multipart';

/** One rejection, as the submission answer lists it (spec §3, submission validation result). */
export interface ValidationResult {
  fieldName: string;
  formSubmissionValidationType: string;
  localizedVisitorErrorMessage: string;
}

/** What arrived: text fields, files, and which were cut at the size limits. */
export interface Submitted {
  fields: FormFields;
  files: readonly UploadedFile[];
  truncatedFields: readonly string[];
  /** `hs_context`, parsed; {} when absent or broken. */
  context: Record<string, unknown>;
}

// The widget's own keys → the server's (spec §5). The server names the range keys after their
// bound (MIN_NUMBER / MAX_NUMBER), whose digits the widget reads back from the message.
const SERVER_KEY: Partial<Record<FieldErrorKey, string>> = {
  required: 'REQUIRED_FIELD',
  missingSelect: 'REQUIRED_FIELD',
  missingOptionSelection: 'REQUIRED_FIELD',
  invalidEmailFormat: 'INVALID_EMAIL_FORMAT',
  invalidEmail: 'INVALID_EMAIL',
  manuallyBlockedEmailDomain: 'BLOCKED_EMAIL',
  forbiddenEmailDomain: 'BLOCKED_EMAIL',
  invalidNumber: 'INVALID_NUMBER',
  invalidNumberRangeTooSmall: 'MIN_NUMBER',
  invalidNumberRangeTooLarge: 'MAX_NUMBER',
  numberOutOfRange: 'NUMBER_OUT_OF_RANGE',
  phoneInvalidCharacters: 'PHONE_INVALID_CHARACTERS',
  invalidDate: 'INVALID_DATE',
  fileTooLarge: 'FILE_TOO_LARGE',
  inputTooLarge: 'INPUT_TOO_LARGE',
};
// The message of MIN_NUMBER / MAX_NUMBER is the widget's short form, which carries the bound.
const MESSAGE_KEY: Partial<Record<FieldErrorKey, keyof Catalog>> = {
  invalidNumberRangeTooSmall: 'minNumber',
  invalidNumberRangeTooLarge: 'maxNumber',
};

const FREE_MAIL: ReadonlySet<string> = new Set(freeEmailDomains);
/**
 * Whether a domain is a free-mail provider's (the `free-email-domains` list). Server-side only: the
 * widget learns it from the `emailcheck` answer's `emailFree`, and submissions are judged with it.
 */
export const isFreeMail = (domain: string): boolean => FREE_MAIL.has(domain.trim().toLowerCase());

/** The catalog of the form's language: Vietnamese for the demo forms, English for the others. */
export const catalogFor = (lang: string): Catalog => (lang.toLowerCase().startsWith('vi') ? vi : en);

/** One result from a widget error; undefined for keys the server never sends. */
export function toResult(fieldName: string, error: FieldError, catalog: Catalog): ValidationResult | undefined {
  const type = SERVER_KEY[error.key];
  if (!type) return undefined;
  const message = interpolate(catalog[MESSAGE_KEY[error.key] ?? (error.key as keyof Catalog)] ?? '', error.vars ?? {});
  return { fieldName, formSubmissionValidationType: type, localizedVisitorErrorMessage: message };
}

const texts = (value: string | string[] | undefined): string[] => (value === undefined ? [] : [value].flat());

/** A field's value as the widget held it, from what was posted. */
function valueOf(field: FormField, submitted: Submitted): FieldValue {
  if (field.fieldType === 'file') {
    return submitted.files.filter((file) => file.field === field.id && (file.size > 0 || file.name)).map((file): FileLike => ({ name: file.name, size: file.size }));
  }
  const posted = texts(own(submitted.fields, field.id));
  if (field.fieldType === 'booleancheckbox') return posted[0] === 'true';
  if (field.fieldType === 'checkbox') return posted.filter((text) => text !== '');
  return posted[0] ?? '';
}

/**
 * The names a submission of the form may carry as fields: its fields' ids and its consent
 * checkboxes' (a form posted without script sends those as fields). Any other name is not the
 * form's: it is neither stored nor exported.
 *
 * @example definedFieldNames(contactForm).has('email') // true
 */
export function definedFieldNames(form: FormDefinition): Set<string> {
  return new Set([...allFields(form.groups).map((field) => field.id), ...consentCheckboxes(form.legalConsentOptions).map((box) => box.id)]);
}

/** The consent the visitor gave: hs_context's `legalConsentOptions`, or fields of the same names (the no-script post). */
function consentGiven(id: string, submitted: Submitted): boolean {
  if (texts(own(submitted.fields, id))[0] === 'true') return true;
  const consent = (submitted.context['legalConsentOptions'] as { consent?: { consentToProcess?: unknown; communications?: unknown } } | undefined)?.consent;
  if (id === 'LEGAL_CONSENT.processing') return consent?.consentToProcess === true;
  const typeId = id.slice('LEGAL_CONSENT.subscription_type_'.length);
  const communications = Array.isArray(consent?.communications) ? (consent.communications as Array<{ value?: unknown; subscriptionTypeId?: unknown }>) : [];
  return communications.some((c) => String(c.subscriptionTypeId) === typeId && c.value === true);
}

/**
 * Every rejection of a submission: required fields (consent too), formats, ranges, sizes. A
 * field counts only when the visitor could see it: not hidden, not a smart field the portal
 * already knew (hs_context `knownSmartFields`), and, for a dependent, with its parent's value
 * passing the filters. `maxFileSize` is the upload limit (100 MB in production).
 *
 * @example validateSubmission(form, { fields: { email: 'x' }, files: [], truncatedFields: [], context: {} }, 104857600, now)
 * // [{ fieldName: 'email', formSubmissionValidationType: 'INVALID_EMAIL_FORMAT', … }, …]
 */
export function validateSubmission(form: FormDefinition, submitted: Submitted, maxFileSize: number, now: number): ValidationResult[] {
  const catalog = catalogFor(form.lang);
  const known = new Set(String(submitted.context['knownSmartFields'] ?? '').split(',').filter(Boolean));
  const fields = allFields(form.groups);
  const values = new Map(fields.map((field) => [field.id, valueOf(field, submitted)]));
  const shown = visibility(form.groups, Object.fromEntries(values), { now, hide: (field) => field.hidden || known.has(field.id) });
  const results: ValidationResult[] = [];
  const add = (fieldName: string, error: FieldError) => {
    const result = toResult(fieldName, error, catalog);
    if (result) results.push(result);
  };
  for (const field of fields) {
    if (!own(shown, field.id)) continue;
    if (field.fieldType === 'file' && submitted.files.some((file) => file.field === field.id && (file.truncated || file.size > maxFileSize))) {
      add(field.id, { key: 'fileTooLarge' });
      continue;
    }
    if (submitted.truncatedFields.includes(field.id)) {
      add(field.id, { key: 'inputTooLarge', vars: { length: maxLength(field) } });
      continue;
    }
    const [error] = validateField(field, values.get(field.id) ?? '', { isFreeMail });
    if (error) add(field.id, error);
  }
  for (const box of consentCheckboxes(form.legalConsentOptions)) {
    if (box.required && !consentGiven(box.id, submitted)) add(box.id, { key: 'required' });
  }
  return results;
}
