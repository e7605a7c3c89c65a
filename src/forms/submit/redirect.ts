import { parseUrl } from '../definition/url';
import type { Timers, TrackingCookies } from './env';

/** Spec §4: a visitor warning stays readable for 3 s before the redirect. */
export const REDIRECT_WARNING_DELAY = 3000;

/** The page that navigates: the parent page when the form sits in the iframe shell. */
export interface PageNavigator {
  redirect(url: string): void;
  reload(): void;
}

export interface RedirectOptions {
  navigator: PageNavigator;
  timers: Pick<Timers, 'setTimeout'>;
  /** The host page's URL: the target's domain is compared with it. */
  pageUrl: string;
  cookies: TrackingCookies;
  /** The internal context flag that turns redirects off (e.g. a CMS preview). */
  disableRedirect?: boolean;
}

const TRACKING = ['__hstc', '__hssc', '__hsfp'] as const;

/**
 * Carries the visitor's analytics cookies to another domain (they cannot follow it otherwise).
 * Same-host targets are returned unchanged; non-http(s) and unreadable targets give undefined.
 * @example trackedUrl('https://b.com/x', 'https://a.com/', { __hstc: '1' }) // 'https://b.com/x?__hstc=1'
 */
export function trackedUrl(target: string, pageUrl: string, cookies: TrackingCookies): string | undefined {
  // An absolute target stands on its own; a relative one needs the page's URL.
  const u = parseUrl(target) ?? parseUrl(target, pageUrl);
  // Relative to a page URL we cannot read: only a plain path can be trusted as it is.
  if (!u) return /^\/(?!\/)/.test(target) ? target : undefined;
  // The URL comes from the server or the embed options; never run a javascript: URL in the page.
  if (!/^https?:$/.test(u.protocol)) return;
  // An unreadable page URL: no domain to compare with, so no cookies cross.
  const host = parseUrl(pageUrl)?.host;
  if (!host) return u.href;
  if (u.host === host) return target;
  for (const k of TRACKING) if (cookies[k]) u.searchParams.set(k, cookies[k]);
  return u.href;
}

/**
 * Redirects after a successful submission, after REDIRECT_WARNING_DELAY when there is a warning.
 * `linker` is the response's automaticLinker: false keeps the tracking cookies off the URL.
 * Returns whether a redirect was scheduled.
 * @example redirectAfterSubmit(response.redirectUrl, options, response.localizedVisitorWarningMessage)
 */
export function redirectAfterSubmit(url: string, o: RedirectOptions, warning?: string, linker = true): boolean {
  const to = url && !o.disableRedirect && trackedUrl(url, o.pageUrl, linker ? o.cookies : {});
  if (!to) return false;
  const go = () => o.navigator.redirect(to);
  if (warning) o.timers.setTimeout(go, REDIRECT_WARNING_DELAY);
  else go();
  return true;
}

/**
 * A `pageshow` handler: back from the redirect target, a page restored from the back-forward
 * cache would show a stale thank-you, so it reloads.
 * @example window.addEventListener('pageshow', reloadOnRestore(navigator))
 */
export const reloadOnRestore =
  (navigator: Pick<PageNavigator, 'reload'>) =>
  (event: { persisted?: boolean }): void => {
    if (event.persisted) navigator.reload();
  };
