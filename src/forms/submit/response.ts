import { dict } from '../keys';
import type { FieldError, FieldErrorKey, SubmissionState } from '../types';
import { isRecord } from '../../types/guards';

/** One server-side field rejection (spec §3, submission validation result). */
export interface ValidationResult {
  fieldName: string;
  formSubmissionValidationType: string;
  localizedVisitorErrorMessage?: string;
}
/** Maps a server validation key to a field error (the table lives with the messages). */
export type ValidationMapper = (result: ValidationResult) => FieldError | undefined;

/** The response fields the widget reads (spec §7); anything else is dropped. */
export interface ResponseData {
  conversionId?: string;
  formGuid?: string;
  inlineMessage?: string;
  redirectUrl?: string;
  automaticLinker?: boolean;
  validationResults?: ValidationResult[];
  localizedVisitorWarningMessage?: string;
  formSubmissionError?: string;
  localizedVisitorErrorMessage?: string;
  status?: string | number;
}

export interface SubmitResponse {
  ok: boolean;
  /** HTTP status; 0 when there was no answer (network error, time-out). */
  status: number;
  data: ResponseData;
}

/** Either a message key for the messages module or text the server already localized. */
export type Notice = { key: string } | { text: string };

// Server codes of spec §8 that have their own message; any other code shows SERVER_ERROR.
const OWN_MESSAGE = /^(RECAPTCHA_VALIDATION_ERROR|OUT_OF_DATE|SUBMISSION_NOT_ALLOWED|FORM_(NOT_PUBLISHED|NEVER_EXISTED|TYPE_MISMATCH)|MISSING_SCOPE|FILE_TOO_LARGE)$/;

/** @example multipartUrl('https://forms.hsforms.com', '498900', guid) */
export const multipartUrl = (formsHost: string, portalId: string, formGuid: string) =>
  `${formsHost}/submissions/v3/public/submit/formsnext/multipart/${portalId}/${formGuid}`;

// The answer's text fields of spec §7; the first four are those only a success answer carries,
// and a success names at least one of them.
const STRINGS = [
  'conversionId',
  'formGuid',
  'inlineMessage',
  'redirectUrl',
  'localizedVisitorWarningMessage',
  'formSubmissionError',
  'localizedVisitorErrorMessage',
] as const;

/**
 * One entry of the newer error shape (`{"status":"error","errors":[{"message":"Error in
 * 'fields.email'. …","errorType":"INVALID_EMAIL"}]}`) as the older shape's validation result, when
 * it names a field. Its message is for developers (English, about the request), so it is not shown:
 * the field's own message for the error type is.
 */
function fromNewerError(e: unknown): ValidationResult[] {
  const { message, errorType } = (e ?? {}) as { message?: unknown; errorType?: unknown };
  const fieldName = typeof message === 'string' && /'fields\.([^']+)'/.exec(message)?.[1];
  return fieldName && typeof errorType === 'string' ? [{ fieldName, formSubmissionValidationType: errorType }] : [];
}

/**
 * Reads a submission answer defensively: any body (HTML error pages, `null`, junk) gives a result.
 * Success needs a 2xx AND the success answer of spec §7: an object that names the conversion or
 * what comes next, whose fields of the spec have their types (`null` counts as absent), and which
 * is not the API's own error shape (`{"status":"error",…}`). Anything else that comes with a 2xx
 * (a proxy's or a captive portal's page, `null`, `[]`, `{}`) is no proof that the submission was
 * stored: a failure the visitor can retry (status kept, no `formSubmissionError`, so it reads as
 * SERVER_ERROR).
 * @example readResponse(200, '{"inlineMessage":"Thanks!"}') // { ok: true, status: 200, data: { inlineMessage: 'Thanks!' } }
 * @example readResponse(200, '<html>Wi-Fi login</html>').ok // false
 */
export function readResponse(status: number, body: unknown): SubmitResponse {
  if (typeof body === 'string')
    try {
      body = JSON.parse(body);
    } catch {}
  const isObject = isRecord(body);
  const o: Record<string, unknown> = isObject ? (body as Record<string, unknown>) : {};
  const data: Record<string, unknown> = {};
  // Whether every field of the spec present has its type.
  let typed = isObject;
  const take = (key: string, type: string, as = key) => {
    if (typeof o[key] === type) data[as] ??= o[key];
    else typed &&= o[key] == null;
  };
  for (const k of STRINGS) take(k, 'string');
  // The integration API spells it redirectUri.
  take('redirectUri', 'string', 'redirectUrl');
  take('automaticLinker', 'boolean');
  if (typeof o.status === 'string' || typeof o.status === 'number') data.status = o.status;
  if (Array.isArray(o.validationResults))
    data.validationResults = o.validationResults.filter((r) => typeof r?.fieldName === 'string' && typeof r.formSubmissionValidationType === 'string');
  else {
    typed &&= o.validationResults == null;
    const results = Array.isArray(o.errors) ? o.errors.flatMap(fromNewerError) : [];
    if (results.length) data.validationResults = results;
  }
  const ok = status > 199 && status < 300 && typed && o.status !== 'error' && !data.formSubmissionError && STRINGS.slice(0, 4).some((k) => data[k] !== undefined);
  return { ok, status, data };
}

/**
 * The server's field rejections as field errors, by field id.
 * @example serverFieldErrors(response.data, mapServerKey) // { email: [{ key: 'invalidEmail' }] }
 */
export function serverFieldErrors(d: ResponseData, map: ValidationMapper): Record<string, FieldError[]> {
  const out = dict<FieldError[]>();
  for (const r of d.validationResults ?? []) {
    const e = map(r);
    if (e) (out[r.fieldName] ??= []).push(e);
  }
  return out;
}

/**
 * What a failed submission shows: rate limits first, then required/blocked, then the server's own
 * localized text, then its known key, else SERVER_ERROR.
 * @example failureNotice({ ok: false, status: 429, data: {} }) // { key: 'TOO_MANY_REQUESTS' }
 */
export function failureNotice({ status, data: d }: SubmitResponse): Notice {
  const code = d.formSubmissionError ?? '';
  if (status === 429 || code === 'TOO_MANY_REQUESTS') return { key: 'TOO_MANY_REQUESTS' };
  if (code === 'MISSING_REQUIRED_FIELDS' || code === 'BLOCKED_EMAIL') return { key: code };
  if (code && d.localizedVisitorErrorMessage) return { text: d.localizedVisitorErrorMessage };
  return { key: OWN_MESSAGE.test(code) ? code : 'SERVER_ERROR' };
}

const REQUIRED: FieldErrorKey[] = ['required', 'missingSelect', 'missingOptionSelection'];
const BLOCKED: FieldErrorKey[] = ['manuallyBlockedEmailDomain', 'forbiddenEmailDomain'];

/**
 * The error rollup under the form: a required-field error first, then a blocked e-mail, then the
 * server's error, otherwise the visitor warning.
 * @example rollup({ email: [{ key: 'required' }] }, state) // { key: 'MISSING_REQUIRED_FIELDS' }
 */
export function rollup(
  errors: Record<string, FieldError[]>,
  s: SubmissionState & { response?: SubmitResponse },
): Notice | undefined {
  const keys = Object.values(errors).flat().map((e) => e.key);
  if (keys.some((k) => REQUIRED.includes(k))) return { key: 'MISSING_REQUIRED_FIELDS' };
  if (keys.some((k) => BLOCKED.includes(k))) return { key: 'BLOCKED_EMAIL' };
  if (s.error && s.response) return failureNotice(s.response);
  if (s.formSubmissionWarning) return { text: s.formSubmissionWarning };
}
