/**
 * The live e-mail check (spec §7: emailcheck/v1/json-ext) and the resubscribe call. Transport,
 * timer, logger and page data are injected, so this runs without a DOM or network in tests.
 *
 * Free mail is the server's to name: its answer's `emailFree` is what the free-mail rule of a field
 * with the default block list reads (rules/validate.ts); the browser holds no list of domains.
 * A check that fails (network, 5xx, an answer without `success`) is FAILED with no result, as spec
 * §4 says: the field keeps its value and is refused nothing on that account, and the next change
 * asks again. A submit before an answer, or after a failure, goes to the server, which applies the
 * same rules to the submission (BLOCKED_EMAIL) and whose field error then shows.
 */
import type { FieldInfo, ValidationRequestState } from '../types';
import { isEmailFormat, type EmailCheckResult } from '../rules/validate';

/** Quiet time after the last keystroke before the check is sent (spec §9). */
export const EMAIL_CHECK_DEBOUNCE = 500;

/** POSTs a plain-text body to `url` and resolves with the parsed JSON; rejects on failure. */
export type EmailTransport = (url: string, body: string) => Promise<unknown>;

export interface EmailCheckerOptions {
  /** e.g. `https://forms.hsforms.com` (regional). */
  formsHost: string;
  portalId: string;
  formId: string;
  post: EmailTransport;
  setTimer: (run: () => void, ms: number) => unknown;
  clearTimer: (id: unknown) => void;
  logger: Pick<Console, 'warn'>;
  /** Title and URL of the host page, sent with a resubscribe. */
  page?: () => { title: string; url: string };
}

/** What the field's state should become after a check step. */
export interface EmailCheckUpdate {
  state: ValidationRequestState;
  result?: EmailCheckResult;
  infos: FieldInfo[];
}

export interface EmailChecker {
  /**
   * Schedules a check of `email` (trimmed); `listener` hears REQUESTED, then SUCCEEDED or FAILED.
   * A newer call supersedes a pending or in-flight one, whose listener then stays silent. A cached
   * address answers at once. An address the format rule rejects is not sent: NOT_REQUESTED at once.
   */
  check(email: string, useDefaultBlockList: boolean, listener: (update: EmailCheckUpdate) => void): void;
  /** The cached answer for an address: pass as `ValidationContext.emailResult`. */
  result(email: string): EmailCheckResult | undefined;
  /** Opts the address back in; the `emailOptIn` info on success, nothing (a logged warning) on failure. */
  resubscribe(email: string): Promise<FieldInfo[]>;
  /** Drops a pending check. */
  cancel(): void;
}

const key = (email: string) => email.trim().toLowerCase();

/**
 * Infos an answer gives the field: a suggested address, and the resubscribe prompt.
 *
 * @example checkInfos({ email: 'a@gmial.com', success: true, emailSuggestion: 'a@gmail.com' }) // [{ key: 'emailSuggestion', vars: { email: 'a@gmail.com' } }]
 */
export function checkInfos(result: EmailCheckResult): FieldInfo[] {
  const infos: FieldInfo[] = [];
  if (result.emailSuggestion) infos.push({ key: 'emailSuggestion', vars: { email: result.emailSuggestion } });
  if (result.emailShouldResubscribe) infos.push({ key: 'resubscribeMessage' });
  return infos;
}

/**
 * The e-mail checker of one form.
 *
 * @example
 * const checker = createEmailChecker({ formsHost, portalId: '123', formId, post, setTimer: setTimeout, clearTimer: clearTimeout, logger: console });
 * checker.check(value, field.validation.useDefaultBlockList, (update) => show(update.state, update.infos));
 */
export function createEmailChecker(options: EmailCheckerOptions): EmailChecker {
  const { formsHost, portalId, formId, post, setTimer, clearTimer, logger } = options;
  const cache = new Map<string, EmailCheckResult>();
  let timer: unknown;
  // Bumped by every check; an answer for an older one is dropped, as the visitor has moved on.
  let latest = 0;
  const url = (path: string, query: Record<string, string>) =>
    `${formsHost}/emailcheck/v1/${path}?${new URLSearchParams({ portalId, formId, ...query, hs_static_app: 'forms-embed' })}`;
  const cancel = () => timer !== undefined && clearTimer(timer);

  return {
    check(email, useDefaultBlockList, listener) {
      cancel();
      const id = ++latest;
      const body = email.trim();
      const cached = cache.get(key(body));
      // Spec §5: the live check runs only after the format passes; the format error says enough.
      if (!isEmailFormat(body)) return listener({ state: 'NOT_REQUESTED', infos: [] });
      if (cached) return listener({ state: 'SUCCEEDED', result: cached, infos: checkInfos(cached) });
      timer = setTimer(() => {
        timer = undefined;
        listener({ state: 'REQUESTED', infos: [] });
        post(url('json-ext', { includeFreemailSuggestions: String(!useDefaultBlockList) }), body).then(
          (answer) => {
            const result = answer as EmailCheckResult;
            // An answer without `success` is no answer: FAILED, and not cached.
            if (typeof result?.success !== 'boolean') throw result;
            cache.set(key(body), result);
            if (id === latest) listener({ state: 'SUCCEEDED', result, infos: checkInfos(result) });
          },
        ).catch(() => id === latest && listener({ state: 'FAILED', infos: [] }));
      }, EMAIL_CHECK_DEBOUNCE);
    },
    result: (email) => cache.get(key(email)),
    async resubscribe(email) {
      const { title = '', url: address = '' } = options.page?.() ?? {};
      try {
        await post(url('form-resubscribe', { resub_form_name: title, resub_form_address: address }), email.trim());
        return [{ key: 'emailOptIn' }];
      } catch (reason) {
        // Spec §8: a failed resubscribe is only logged; the visitor can still submit.
        logger.warn('[forms] e-mail resubscribe failed', reason);
        return [];
      }
    },
    cancel() {
      cancel();
      timer = undefined;
      latest++;
    },
  };
}
