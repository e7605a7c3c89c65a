import type { CaptchaProvider, FormEnvironment } from '../../src/forms/index';
import { readCookie } from '../../src/dom/cookies';
import { reloadOnRestore, type PageNavigator } from '../../src/forms/submit/redirect';

/** The widget's version, sent with every request as HubSpot's embed sends its own. */
export const VERSION = '1.0.0';

export interface BrowserEnvironmentOptions {
  formInstanceId: string;
  /** The page the form is on: the top page, even when the form renders inside the iframe shell. */
  window?: Window;
  captcha?: CaptchaProvider;
}

/** Milliseconds before a request is given up; the submission, which may carry a 100 MB upload, gets ten minutes. */
const TIMEOUT = 30_000;

/** `fetch` that gives up after `ms`, with no cookies: the forms host is another site. */
const request = (url: string, init: RequestInit, ms: number): Promise<Response> => fetch(url, { ...init, credentials: 'omit', signal: AbortSignal.timeout(ms) });

/**
 * The engine's world in a browser: `fetch` for the definition, the e-mail check and the
 * multipart submission, the page's URL, title and tracking cookies, real timers, the console,
 * and navigation for redirects.
 *
 * @example createFormEngine(options, browserEnvironment({ formInstanceId: crypto.randomUUID() }))
 */
export function browserEnvironment({ formInstanceId, window: page = window, captcha }: BrowserEnvironmentOptions): FormEnvironment {
  const { location, document } = page;
  const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
  const cookie = (name: string) => readCookie(name, document.cookie);
  const navigator: PageNavigator = {
    redirect(url) {
      // Back from the target, a page restored from the back-forward cache would show the thank-you
      // of a form already sent: it loads again instead (spec §4).
      page.addEventListener('pageshow', reloadOnRestore(navigator), { once: true });
      location.assign(url);
    },
    reload: () => location.reload(),
  };
  return {
    transport: async ({ url, method, headers, body }) => {
      const response = await request(url, { method, headers: headers ?? {}, body: body ?? null }, TIMEOUT);
      return { status: response.status, headers: response.headers, text: await response.text() };
    },
    send: async (url, body) => {
      let response: Response;
      try {
        response = await request(url, { method: 'POST', body: body as FormData }, 10 * 60_000);
      } catch (error) {
        // The request never reached the forms host (offline, a proxy, no CORS): the native post
        // into a hidden frame may (spec §7). A time-out or an abort is not retried that way.
        if (!(error instanceof TypeError)) throw error;
        const { submitThroughFrame } = await import('./frame-fallback');
        return submitThroughFrame(url, body as FormData, document);
      }
      return { status: response.status, text: await response.text() };
    },
    post: async (url, body) => {
      const response = await request(url, { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body }, TIMEOUT);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return response.json() as Promise<unknown>;
    },
    createBody: () => new FormData(),
    page: {
      url: location.href,
      title: document.title,
      referrer: document.referrer,
      userAgent: page.navigator.userAgent,
      path: location.pathname,
      ...(canonical && { canonicalUrl: canonical }),
    },
    urlParams: Object.fromEntries(new URLSearchParams(location.search)),
    cookies: { hutk: cookie('hubspotutk'), __hstc: cookie('__hstc'), __hssc: cookie('__hssc'), __hsfp: cookie('__hsfp') },
    now: Date.now,
    timers: { setTimeout: (run, ms) => setTimeout(run, ms), clearTimeout: (id) => clearTimeout(id as number) },
    logger: console,
    navigator,
    ...(captcha && { captcha }),
    isAutomation: page.navigator.webdriver,
    version: VERSION,
    formInstanceId,
  };
}
