/**
 * Submission, captcha, callbacks and reporting of the form engine (spec §4, §7, §8). DOM-free:
 * the transport, timers, page, cookies, captcha provider, navigator and logger are injected.
 */
export { createSubmitState, type SubmitState } from './flags';
export { submit, type SubmitOptions, type SubmitOutcome, type SubmitTransport } from './submit';
export {
  createCaptcha,
  CAPTCHA_LOAD_TIMEOUT,
  CAPTCHA_TEST_SITE_KEY,
  type Captcha,
  type CaptchaProvider,
  type CaptchaState,
  type CaptchaStatus,
} from './captcha';
export { buildContext, buildPayload, submissionValues, type ContextInput, type FormDataLike, type PageInfo } from './payload';
export {
  failureNotice,
  multipartUrl,
  readResponse,
  rollup,
  serverFieldErrors,
  type Notice,
  type ResponseData,
  type SubmitResponse,
  type ValidationMapper,
  type ValidationResult,
} from './response';
export { redirectAfterSubmit, reloadOnRestore, trackedUrl, REDIRECT_WARNING_DELAY, type PageNavigator, type RedirectOptions } from './redirect';
export { createCallbacks, hsFormCallback, HOOKS, type Callbacks, type Handler, type HookName } from './callbacks';
export { createReporting, isReportable, MAX_ERROR_REPORTS, type Beacon } from './reporting';
export type { Logger, Timers, TrackingCookies } from './env';
