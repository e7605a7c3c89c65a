import type { IncomingHttpHeaders } from 'node:http';

/** Methods that change nothing, which any site may send (links, images, top-level navigation). */
export const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

/** `host[:port]` of an address as `Origin` would carry it (default ports dropped); undefined if it is none. */
export const originHost = (url: string): string | undefined => {
  try {
    return new URL(url).host;
  } catch {
    return undefined;
  }
};

/**
 * Whether a request comes from a page of another site, by the headers that browsers set and pages
 * cannot: the algorithm of Go's `http.CrossOriginProtection`.
 *
 * - `Sec-Fetch-Site` decides when present: `same-origin`, and `none` (typed in the address bar, a
 *   bookmark), are the shop's own; `same-site` (a sibling subdomain) and `cross-site` are not —
 *   the shop has no other site that posts to it.
 * - Else `Origin`, when present, must be the shop's own host: the request's `Host`, or the
 *   configured site URL's. `Origin: null` (a sandboxed frame, a `data:` page) is not.
 * - Neither header: not a browser (curl, a test, a server), or one too old to send them. Such a
 *   client carries no visitor's cookies to ride on, so there is nothing to forge; the nonce still
 *   applies.
 *
 * @example isCrossSite({ origin: 'https://evil.example' }, ['127.0.0.1:8080']) // true
 */
export function isCrossSite(headers: IncomingHttpHeaders, ownHosts: readonly string[]): boolean {
  const site = headers['sec-fetch-site'];
  if (site !== undefined) return site !== 'same-origin' && site !== 'none';
  const origin = headers.origin;
  if (origin === undefined) return false;
  const host = originHost(origin);
  return host === undefined || !ownHosts.includes(host);
}

/**
 * POST endpoints any site may call: HubSpot's public forms API as the demo serves it
 * (demo/forms/api.ts). The standalone form embed runs on other sites' pages and posts from there;
 * these endpoints read no cookie and act for no visitor, so there is nothing to forge. Exact
 * paths only (the query aside): every other POST keeps the cross-site check.
 */
const PUBLIC_FORM_ENDPOINTS: readonly RegExp[] = [
  /^\/submissions\/v3\/public\/submit\/formsnext\/multipart\/\d{1,12}\/\{?[0-9A-Fa-f-]{32,36}\}?$/,
  /^\/emailcheck\/v1\/(?:json-ext|form-resubscribe)$/,
  /^\/[a-z0-9-]{1,40}\/raw\/error\.gif$/,
];

/**
 * Whether a request is a POST to one of the public form endpoints, exempt from the cross-site check.
 *
 * @example isPublicFormEndpoint('POST', '/emailcheck/v1/json-ext?portalId=1') // true
 * @example isPublicFormEndpoint('POST', '/contact/') // false
 */
export function isPublicFormEndpoint(method: string, url: string): boolean {
  if (method !== 'POST') return false;
  const path = url.split('?', 1)[0] ?? '';
  return PUBLIC_FORM_ENDPOINTS.some((pattern) => pattern.test(path));
}
