/**
 * What the form loads on demand (spec §7): Google reCAPTCHA (invisible, inline badge) as the
 * engine's `CaptchaProvider`, and the web-font stylesheet.
 */
import { captchaScriptUrl, webFontUrl } from '../../../src/forms/embed/scripts';
import type { CaptchaProvider } from '../../../src/forms/submit/captcha';

/** The part of `window.grecaptcha` the form uses. */
export interface Grecaptcha {
  render(container: HTMLElement, parameters: Record<string, unknown>): number;
  execute(widgetId?: number): void;
  reset(widgetId?: number): void;
  ready?(callback: () => void): void;
}

export interface RecaptchaOptions {
  /** Where the badge renders: the element, or a function finding it when the widget renders. */
  container: HTMLElement | (() => HTMLElement | null);
  /** The form's locale, for the challenge's language. */
  locale?: string;
  /** The visitor's country code, when known (CN loads from reCAPTCHA's alternate host). */
  country?: string;
  /** Another script with the same interface (the demo store's `/forms/test-captcha.js`). */
  scriptUrl?: string;
  /** The window whose document holds the container (the shell's, for a form in a shell). */
  win?: Window;
}

type CaptchaWindow = Window & { grecaptcha?: Partial<Grecaptcha> } & Record<string, unknown>;

// One script per window: a second reCAPTCHA script on a page breaks the first.
const loads = new WeakMap<Window, Promise<Grecaptcha>>();
let callbacks = 0;

const isReady = (g: Partial<Grecaptcha> | undefined): g is Grecaptcha => typeof g?.render === 'function';
/** Settles a load with the window's grecaptcha, once the script has said it is ready. */
const settle = (win: CaptchaWindow, resolve: (g: Grecaptcha) => void, reject: (error: Error) => void): void =>
  isReady(win.grecaptcha) ? resolve(win.grecaptcha) : reject(new Error('[forms] grecaptcha is not usable'));

function loadRecaptcha(win: CaptchaWindow, o: RecaptchaOptions): Promise<Grecaptcha> {
  const pending = loads.get(win);
  if (pending) return pending;
  const promise = new Promise<Grecaptcha>((resolve, reject) => {
    const existing = win.grecaptcha;
    // The page loaded reCAPTCHA itself: use it, once it is ready.
    if (isReady(existing)) return resolve(existing);
    if (typeof existing?.ready === 'function') return existing.ready(() => settle(win, resolve, reject));

    const onload = `__shopIslandsCaptchaLoaded${++callbacks}`;
    win[onload] = () => {
      delete win[onload];
      settle(win, resolve, reject);
    };
    const script = win.document.createElement('script');
    script.src = captchaScriptUrl({ locale: o.locale, country: o.country, scriptUrl: o.scriptUrl, onload });
    script.async = true;
    script.onerror = () => {
      delete win[onload];
      script.remove();
      reject(new Error(`[forms] the captcha script failed to load: ${script.src}`));
    };
    win.document.head.append(script);
  });
  loads.set(win, promise);
  // A failed load may be retried by the next form (the engine's load timeout covers this one).
  promise.catch(() => loads.get(win) === promise && loads.delete(win));
  return promise;
}

/**
 * The invisible reCAPTCHA for the engine (`FormEnvironment.captcha`). `load` adds the script once
 * per window (`render=explicit`, the locale as `hl`, its `onload` callback), `render` draws the
 * invisible widget with its badge inline in `container`, `execute` and `reset` drive it.
 * The widget lives in its own id space (`isolated`), so the page's own reCAPTCHA is not disturbed.
 *
 * @example
 * const captcha = createRecaptchaProvider({ container: () => form.querySelector('.hs_recaptcha'), locale: 'vi' });
 * createFormEngine(options, { ...environment, captcha, captchaSiteKey });
 */
export function createRecaptchaProvider(o: RecaptchaOptions): CaptchaProvider {
  const win = (o.win ?? window) as CaptchaWindow;
  let api: Grecaptcha | undefined;
  return {
    load: () => loadRecaptcha(win, o).then((g) => (api = g)),
    render(siteKey, { success, expired }) {
      const container = typeof o.container === 'function' ? o.container() : o.container;
      if (!api || !container) throw new Error('[forms] captcha: render() before load() or without a container');
      return api.render(container, {
        sitekey: siteKey,
        size: 'invisible',
        badge: 'inline',
        isolated: true,
        callback: success,
        'expired-callback': expired,
        // A network error in the challenge leaves no usable token: as good as expired.
        'error-callback': expired,
      });
    },
    execute: (widgetId) => api?.execute(widgetId as number),
    reset: (widgetId) => api?.reset(widgetId as number),
  };
}

/**
 * Adds the web-font stylesheet for a CSS `font-family` value to `doc`, once per URL (weights 400,
 * 500 and 700). Fonts every system has load nothing. Returns the link, new or already there.
 *
 * @example loadWebFont('"Be Vietnam Pro", sans-serif', shell.document);
 */
export function loadWebFont(family: string, doc: Document = document): HTMLLinkElement | undefined {
  const href = webFontUrl(family);
  if (!href) return undefined;
  const existing = [...doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].find((l) => l.getAttribute('href') === href);
  if (existing) return existing;
  const link = doc.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  doc.head.append(link);
  return link;
}
