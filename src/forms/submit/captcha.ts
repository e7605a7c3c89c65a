import type { Timers } from './env';

/** Spec §9: give up waiting for the captcha script after 15 s. */
export const CAPTCHA_LOAD_TIMEOUT = 15000;
/** Google's public test key: always passes, so automated browsers (webdriver) are never challenged. */
export const CAPTCHA_TEST_SITE_KEY = '6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI';

export type CaptchaState = 'disabled' | 'loading' | 'loaded' | 'executing' | 'success' | 'expired' | 'reset' | 'load-timeout';
/** `captchaStatus` of hs_context, spelt as HubSpot sends it. */
export type CaptchaStatus = 'NOT_APPLICABLE' | 'NOT_LOADED' | 'LOADED' | 'INVOKED' | 'PASSED' | 'LOAD_TIMEOUT';

const STATUS: Record<CaptchaState, CaptchaStatus> = {
  disabled: 'NOT_APPLICABLE',
  loading: 'NOT_LOADED',
  loaded: 'LOADED',
  executing: 'INVOKED',
  success: 'PASSED',
  expired: 'LOADED',
  reset: 'LOADED',
  'load-timeout': 'LOAD_TIMEOUT',
};

/** An invisible captcha (reCAPTCHA v2 in HubSpot's case); the adapter owns the script and the badge. */
export interface CaptchaProvider {
  /** Loads the script; rejects when it cannot (the form gives up at once), or never settles (the load timeout covers that). */
  load(): Promise<unknown>;
  /** Renders the widget and returns its id. */
  render(siteKey: string, callbacks: { success(token: string): void; expired(): void }): unknown;
  execute(widgetId: unknown): void;
  reset(widgetId: unknown): void;
}

export interface CaptchaOptions {
  enabled: boolean;
  siteKey: string;
  /** `navigator.webdriver`: use the test key. */
  isAutomation?: boolean;
  provider: CaptchaProvider;
  timers: Timers;
  onChange?(): void;
}

export interface Captcha {
  readonly state: CaptchaState;
  readonly status: CaptchaStatus;
  readonly enabled: boolean;
  readonly token: string;
  /** A submit is waiting for the captcha (its script, or its challenge). */
  readonly waiting: boolean;
  /**
   * Resolves with a token once the captcha passes. Resolves with '' when there is nothing to wait
   * for: captcha disabled, or its script timed out or failed to load (the server then decides,
   * seeing LOAD_TIMEOUT).
   * Calls made while one is pending share its promise, so a double click cannot send twice.
   */
  execute(): Promise<string>;
  /** Clears the token after a failed submission: reCAPTCHA tokens are single-use. */
  reset(): void;
  /** Stops waiting for the script; one that loads later renders nothing (the form is gone). */
  dispose(): void;
}

/**
 * The captcha state machine. Loading starts at once when enabled.
 * @example
 * const captcha = createCaptcha({ enabled: true, siteKey, provider, timers: globalThis });
 * const token = await captcha.execute();
 */
export function createCaptcha(o: CaptchaOptions): Captcha {
  let state: CaptchaState = o.enabled ? 'loading' : 'disabled';
  let token = '';
  let widgetId: unknown;
  let waiter: Promise<string> | undefined;
  let resolve: (token: string) => void = () => {};
  let timer: unknown;
  let disposed = false;

  const set = (next: CaptchaState, value = '') => {
    state = next;
    token = value;
    o.onChange?.();
  };
  const settle = (value: string) => {
    waiter = undefined;
    resolve(value);
  };
  // The script is not coming: a submit waiting for it goes without a token, and the server decides.
  const giveUp = () => {
    if (state !== 'loading') return;
    o.timers.clearTimeout(timer);
    // Settled first, so the change the view hears already says nothing waits.
    settle('');
    set('load-timeout');
  };
  const run = () => {
    set('executing');
    o.provider.execute(widgetId);
  };

  if (o.enabled) {
    timer = o.timers.setTimeout(giveUp, CAPTCHA_LOAD_TIMEOUT);
    o.provider.load().then(() => {
      o.timers.clearTimeout(timer);
      // A late load after the timeout still arms the captcha for the next attempt.
      if (disposed || (state !== 'loading' && state !== 'load-timeout')) return;
      try {
        widgetId = o.provider.render(o.isAutomation ? CAPTCHA_TEST_SITE_KEY : o.siteKey, {
          success: (value) => {
            settle(value);
            set('success', value);
          },
          expired: () => set('expired'),
        });
      } catch {
        // A widget that cannot be drawn is as good as a script that did not load.
        return giveUp();
      }
      set('loaded');
      if (waiter) run();
    }, () => {
      // A script that failed (blocked, offline) will not load later: no point waiting out the timeout.
      if (!disposed) giveUp();
    });
  }

  return {
    get state() {
      return state;
    },
    get status() {
      return STATUS[state];
    },
    get token() {
      return token;
    },
    get waiting() {
      return waiter !== undefined;
    },
    enabled: o.enabled,
    execute() {
      if (state === 'disabled' || state === 'load-timeout' || state === 'success') return Promise.resolve(token);
      if (!waiter) {
        waiter = new Promise((r) => (resolve = r));
        // While loading, the load callback runs it (the view says the form waits for it).
        if (state === 'loading') o.onChange?.();
      }
      // Kept here: a challenge that passes at once settles (and forgets) the waiter before run returns.
      const answer = waiter;
      // Otherwise (re)open the challenge.
      if (state !== 'loading') run();
      return answer;
    },
    reset() {
      if (widgetId === undefined) return;
      o.provider.reset(widgetId);
      set('reset');
    },
    dispose() {
      disposed = true;
      o.timers.clearTimeout(timer);
    },
  };
}
