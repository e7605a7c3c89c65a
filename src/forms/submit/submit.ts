import type { FieldError } from '../types';
import type { Callbacks } from './callbacks';
import type { Captcha } from './captcha';
import type { Logger } from './env';
import { isBusy, type SubmitState } from './flags';
import { buildPayload, submissionValues, type ContextInput, type FormDataLike } from './payload';
import { redirectAfterSubmit, type RedirectOptions } from './redirect';
import { readResponse, rollup, serverFieldErrors, type SubmitResponse, type ValidationMapper } from './response';

/**
 * Sends the multipart body; rejects on network failure or time-out (src/http's queue does both).
 * `accepted` is given only by the non-script path (spec §7), whose answer is the forms host's own
 * message, already checked for its origin and window: its verdict then decides instead of the
 * shape of `text` (that message's other fields, as JSON).
 */
export type SubmitTransport = (url: string, body: FormDataLike) => Promise<{ status: number; text: string; accepted?: boolean }>;

export type SubmitOutcome = 'editor' | 'test' | 'duplicate' | 'invalid' | 'misconfigured' | 'submitted' | 'failed';

export interface SubmitOptions {
  state: SubmitState;
  /** The CMS editor: never submit. */
  isEditor?: boolean;
  /** A test page: show the thank-you, send nothing. */
  isTestPage?: boolean;
  /** As configured (embed options over the definition). */
  inlineMessage?: string;
  redirectUrl?: string;
  validate(): Record<string, FieldError[]>;
  /** Read at send time, so it carries the values as they are then. */
  context(): ContextInput;
  url: string;
  send: SubmitTransport;
  createBody(): FormDataLike;
  captcha?: Captcha;
  /** The form has captchaEnabled: without a `captcha` it cannot get a token, so it must not send. */
  captchaRequired?: boolean;
  callbacks: Callbacks;
  logger: Logger;
  mapValidation: ValidationMapper;
  redirect: RedirectOptions;
  /** Called after every change of `state`, for the view. */
  onChange?(): void;
}

/**
 * One submit attempt, spec §4. It never touches field values: whatever happens, what the visitor
 * typed stays. Resolves with how the attempt ended.
 * @example button.onclick = () => void submit(options);
 */
export async function submit(o: SubmitOptions): Promise<SubmitOutcome> {
  const s = o.state;
  const changed = () => o.onChange?.();
  const { callbacks: cb, captcha } = o;
  if (o.isEditor) {
    o.logger.info('[forms] no submit in the editor (preview submits)');
    return 'editor';
  }
  if (o.isTestPage) {
    s.submitted = true;
    s.thankYou = o.inlineMessage ?? '';
    changed();
    return 'test';
  }
  if (isBusy(s)) return 'duplicate';
  s.attempted = true;
  // A new attempt makes the last server error stale.
  s.error = false;
  cb.emit('onBeforeFormSubmit', submissionValues(o.context()));
  const errors = o.validate();
  s.fieldErrors = errors;
  if (Object.values(errors).some((e) => e.length)) {
    s.notice = rollup(errors, s);
    changed();
    cb.emit('onFormFailedValidation', errors);
    cb.emit('onFormError', { code: 'SUBMIT_ATTEMPT_WITH_VALIDATION_ERRORS' });
    return 'invalid';
  }
  // Set up wrongly: the form says why instead of failing silently or sending what the server refuses.
  const refuse = (code: string, formError: string, why: string): SubmitOutcome => {
    o.logger.error(`[forms] ${why}: not submitting`);
    s.error = true;
    s.formSubmissionError = code;
    s.notice = { key: code };
    changed();
    cb.emit('onFormError', { code: formError });
    return 'misconfigured';
  };
  if (o.inlineMessage && o.redirectUrl) return refuse('FORM_MISCONFIGURED', 'UNKNOWN_FORM_ERROR', 'inlineMessage and redirectUrl both set');
  if (o.captchaRequired && !captcha) return refuse('CAPTCHA_UNAVAILABLE', 'RECAPTCHA_VALIDATION_ERROR', 'the form needs a captcha the page lacks');
  const token = captcha?.enabled ? captcha.token || (await captcha.execute()) : undefined;
  // A second click may have waited on the same captcha and got here first.
  if (isBusy(s)) return 'duplicate';
  const extra = Object.assign({}, ...cb.emit('getExtraMetaDataBeforeSubmit').filter((x) => x && typeof x == 'object'));
  cb.emit('onFormSubmit', submissionValues(o.context()));
  s.requested = true;
  changed();

  const input = o.context();
  let r: SubmitResponse;
  try {
    const res = await o.send(o.url, buildPayload(o.createBody(), { ...input, captchaStatus: captcha?.status }, token, extra));
    r = readResponse(res.status, res.text);
    if (typeof res.accepted === 'boolean') r.ok = res.accepted && !r.data.formSubmissionError;
    // A 2xx that is not the forms API's answer (a proxy's page, a captive portal): nothing says the
    // submission was stored, so the visitor is asked to try again rather than thanked.
    else if (!r.ok && r.status > 199 && r.status < 300 && !r.data.formSubmissionError)
      o.logger.warn(`[forms] HTTP ${r.status} without the forms API's answer: a failed submission`);
  } catch {
    r = { ok: false, status: 0, data: {} };
  }
  s.requested = false;
  const d = r.data;
  if (!r.ok) {
    s.error = true;
    s.response = r;
    s.formSubmissionError = d.formSubmissionError ?? 'SERVER_ERROR';
    s.fieldErrors = serverFieldErrors(d, o.mapValidation);
    s.notice = rollup(s.fieldErrors, s);
    captcha?.reset();
    changed();
    cb.emit('onFormError', {
      code: r.status === 429 ? 'RATE_LIMIT_EXCEEDED' : d.formSubmissionError === 'RECAPTCHA_VALIDATION_ERROR' ? d.formSubmissionError : 'SUBMISSION_FAILURE',
    });
    return 'failed';
  }
  s.submitted = true;
  s.formSubmissionWarning = d.localizedVisitorWarningMessage;
  s.notice = rollup({}, s);
  // A configured inline message wins over any redirect; else redirect when there is a target.
  const to = o.inlineMessage ? '' : o.redirectUrl || d.redirectUrl || '';
  s.thankYou = to ? '' : o.inlineMessage || d.inlineMessage || '';
  changed();
  cb.emit('onFormSubmitted', { conversionId: d.conversionId, redirectUrl: to, submissionValues: submissionValues(input) });
  redirectAfterSubmit(to, o.redirect, s.formSubmissionWarning, d.automaticLinker !== false);
  return 'submitted';
}
