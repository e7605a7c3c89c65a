import type { CaptchaProvider, FormEnvironment } from '../../src/forms/index';
import { readCookie } from '../../src/dom/cookies';
import { isRequestError } from '../../src/http/errors';
import { fetchText } from '../../src/http/fetch';
import { parseJsonResponse } from '../../src/http/parse';
import type { HttpRequest } from '../../src/http/queue';
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

/** A request that gives up after `timeout` ms, with no cookies: the forms host is another site. */
const request = (what: HttpRequest, timeout = TIMEOUT) => fetchText(what, { timeout, credentials: 'omit' });

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
    transport: (definition) => request(definition),
    send: async (url, body) => {
      try {
        return await request({ url, method: 'POST', body: body as FormData }, 10 * 60_000);
      } catch (error) {
        // The request never reached the forms host (offline, a proxy, no CORS): the native post
        // into a hidden frame may (spec §7). A time-out or an abort is not retried that way.
        if (!isRequestError(error) || error.kind !== 'network') throw error;
        const { submitThroughFrame } = await import('./frame-fallback');
        return submitThroughFrame(url, body as FormData, document);
      }
    },
    post: async (url, body) => parseJsonResponse(await request({ url, method: 'POST', headers: { 'Content-Type': 'text/plain' }, body })),
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
