import type { ShopConfig } from '../runtime/contract';
import { parseHtmlResponse, parseJsonResponse } from './parse';
import type { HttpMethod, HttpRequest, RequestOptions, RequestQueue } from './queue';

export type AjaxFields = Record<string, string | number>;

export interface AjaxOptions extends RequestOptions {
  method?: HttpMethod;
  /** How to read the answer: JSON (WooCommerce, search) or HTML (quick view). */
  as?: 'json' | 'html';
}

/**
 * The headers jQuery.ajax sends, as recorded in WooCommerce's own exchanges: some plugins and
 * caches look at X-Requested-With to tell ajax from page loads.
 */
export const ajaxHeaders = (method: HttpMethod, as: 'json' | 'html'): Record<string, string> => ({
  Accept: as === 'html' ? 'text/html, */*; q=0.01' : 'application/json, text/javascript, */*; q=0.01',
  'X-Requested-With': 'XMLHttpRequest',
  ...(method === 'POST' && { 'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8' }),
});

/** Form-encodes fields like jQuery.param does for flat objects (spaces as `+`). */
export const encodeFields = (fields: AjaxFields): string =>
  new URLSearchParams(Object.entries(fields).map(([key, value]) => [key, String(value)])).toString();

/** Builds a request; GET carries the fields in the query, POST in a form-encoded body. */
function buildRequest(url: string, fields: AjaxFields, method: HttpMethod, as: 'json' | 'html'): HttpRequest {
  const encoded = encodeFields(fields);
  if (method === 'GET') {
    const query = encoded && (url.includes('?') ? '&' : '?') + encoded;
    return { url: url + query, method, headers: ajaxHeaders(method, as) };
  }
  return { url, method, headers: ajaxHeaders(method, as), body: encoded };
}

function send<T>(queue: RequestQueue, request: HttpRequest, as: 'json' | 'html', options: RequestOptions): Promise<T> {
  return queue
    .add(request, options)
    .then((response) => (as === 'html' ? (parseHtmlResponse(response) as T) : parseJsonResponse<T>(response)));
}

/**
 * WooCommerce's endpoint URL: `%%endpoint%%` in `config.wc_ajax_url` replaced, as its scripts do.
 *
 * @example wcAjaxUrl(config, 'add_to_cart') // '/?wc-ajax=add_to_cart'
 */
export const wcAjaxUrl = (config: Pick<ShopConfig, 'wc_ajax_url'>, endpoint: string): string =>
  config.wc_ajax_url.replace('%%endpoint%%', encodeURIComponent(endpoint));

/**
 * Calls a WooCommerce `/?wc-ajax=` endpoint through the queue: POST, form-encoded, JSON answer.
 *
 * @example
 * const res = await wcAjax<AddToCartResponse>(queue, config, 'add_to_cart', { product_id: 11, quantity: 1 });
 */
export function wcAjax<T = unknown>(
  queue: RequestQueue,
  config: Pick<ShopConfig, 'wc_ajax_url'>,
  endpoint: string,
  fields: AjaxFields = {},
  { method = 'POST', as = 'json', ...options }: AjaxOptions = {},
): Promise<T> {
  return send<T>(queue, buildRequest(wcAjaxUrl(config, endpoint), fields, method, as), as, options);
}

/**
 * Calls an admin-ajax `action=` handler of the theme. Give search its own queue (and abort stale
 * queries through `signal`) so typing never waits behind cart requests.
 *
 * @example
 * adminAjax<SearchResponse>(searchQueue, config, 'flatsome_ajax_search_products', { query: 'áo' }, { method: 'GET', signal });
 * adminAjax(queue, config, 'flatsome_quickview', { product: 11 }, { as: 'html' }); // Promise<string>
 */
export function adminAjax(
  queue: RequestQueue,
  config: Pick<ShopConfig, 'ajaxurl'>,
  action: string,
  fields: AjaxFields,
  options: AjaxOptions & { as: 'html' },
): Promise<string>;
export function adminAjax<T = unknown>(
  queue: RequestQueue,
  config: Pick<ShopConfig, 'ajaxurl'>,
  action: string,
  fields?: AjaxFields,
  options?: AjaxOptions & { as?: 'json' },
): Promise<T>;
export function adminAjax<T>(
  queue: RequestQueue,
  config: Pick<ShopConfig, 'ajaxurl'>,
  action: string,
  fields: AjaxFields = {},
  { method = 'POST', as = 'json', ...options }: AjaxOptions = {},
): Promise<T> {
  return send<T>(queue, buildRequest(config.ajaxurl, { action, ...fields }, method, as), as, options);
}
