import { RequestError } from './errors';
import type { HttpResponse } from './queue';

function checked(response: HttpResponse): string {
  if (response.status < 200 || response.status > 299) throw new RequestError('http', `HTTP ${response.status}`, { status: response.status, body: response.text });
  // WooCommerce's add_to_cart without a product_id answers 200 with nothing at all.
  if (response.text.trim() === '') throw new RequestError('empty', 'Empty response', { status: response.status });
  return response.text;
}

/**
 * Reads a JSON answer. Throws a `RequestError` of kind `http` (non-2xx), `empty` (blank body) or
 * `parse` (not JSON). The shape is the caller's claim: `T` is not validated.
 *
 * @example const { fragments, cart_hash } = parseJsonResponse<CartResponse>(await queue.add(req));
 */
export function parseJsonResponse<T = unknown>(response: HttpResponse): T {
  const text = checked(response);
  try {
    return JSON.parse(text) as T;
  } catch (error) {
    throw new RequestError('parse', 'Response is not valid JSON', { body: text, cause: error });
  }
}

/**
 * Reads an HTML answer (the theme's quick view). Throws a `RequestError` of kind `http` or `empty`.
 *
 * @example popup.innerHTML = parseHtmlResponse(await queue.add(req));
 */
export const parseHtmlResponse = (response: HttpResponse): string => checked(response);
