/**
 * What WooCommerce's cart endpoints answer, read strictly: the shapes recorded from a real
 * WooCommerce 7.8 shop (tests/fixtures/woocommerce/exchanges), odd ones included. Anything else is
 * a `RequestError` of kind `answer`, so a broken server never half-updates the page.
 */
import { isRecord } from '../types/guards';
import { RequestError } from '../http/errors';

/** Page-element selector → replacement markup, as `add_to_cart` and the refresh answer them. */
export type Fragments = Readonly<Record<string, string>>;

/** A cart change the page should show: new fragments and the cart's new hash (`""` when empty). */
export interface CartUpdate {
  fragments: Fragments;
  hash: string;
}

/**
 * The outcome of `add_to_cart`:
 * - `added`: the line is in the cart;
 * - `refused`: WooCommerce said no (out of stock, over stock, sold individually, a variable
 *   product without its variation); `productUrl` is the product page to send the shopper to, or
 *   `false` when the product does not exist.
 */
export type AddToCartResult = ({ type: 'added' } & CartUpdate) | { type: 'refused'; productUrl: string | false };

/** The answer was not one WooCommerce gives: a `RequestError` of kind `answer`, `body` what came. */
const wrongAnswer = (message: string, body: unknown): RequestError => new RequestError('answer', message, { body });


/** Fragments must be selector → string; a non-string value would be written into the page. */
function readFragments(value: unknown, body: unknown): Fragments {
  if (!isRecord(value)) throw wrongAnswer('cart answer has no fragments object', body);
  const fragments: Record<string, string> = Object.create(null);
  for (const [selector, html] of Object.entries(value)) {
    if (typeof html !== 'string') throw wrongAnswer(`fragment "${selector}" is not a string`, body);
    fragments[selector] = html;
  }
  return fragments;
}

function readUpdate(body: Record<string, unknown>): CartUpdate {
  const hash = body['cart_hash'];
  if (typeof hash !== 'string') throw wrongAnswer('cart answer has no cart_hash string', body);
  return { fragments: readFragments(body['fragments'], body), hash };
}

/**
 * Reads an `add_to_cart` answer.
 *
 * @example readAddToCart({ error: true, product_url: false }) // { type: 'refused', productUrl: false }
 */
export function readAddToCart(body: unknown): AddToCartResult {
  if (!isRecord(body)) throw wrongAnswer('add_to_cart answer is not an object', body);
  if (body['error'] === true) {
    const url = body['product_url'];
    if (url === false || (typeof url === 'string' && url !== '')) return { type: 'refused', productUrl: url };
    throw wrongAnswer('add_to_cart error without a product_url', body);
  }
  return { type: 'added', ...readUpdate(body) };
}

/**
 * Reads a `remove_from_cart` or `get_refreshed_fragments` answer; `undefined` for WooCommerce's
 * `{success: false}` (an unknown cart item key), after which the shopper follows the remove link.
 *
 * @example readCartUpdate({ success: false }) // undefined
 */
export function readCartUpdate(body: unknown): CartUpdate | undefined {
  if (!isRecord(body)) throw wrongAnswer('cart answer is not an object', body);
  if (body['success'] === false && !('fragments' in body)) return undefined;
  return readUpdate(body);
}
