/**
 * How many items the cart holds, read from its fragments: WooCommerce's `woocommerce_items_in_cart`
 * cookie is only a 0/1 flag, and its answers carry no count of their own.
 */
import { parseInert } from '../sanitize/sanitize';
import { MINI_CART_SELECTOR } from './cache';
import type { Fragments } from './responses';

/**
 * Header cart counts as themes send them: Flatsome's `.cart-icon strong` (the demo store's too) and
 * its icon's `data-icon-label`, Storefront's and many themes' `.cart-contents .count` ("3 items").
 */
const HEADER_COUNT = '.cart-icon strong, .cart-contents .count, [data-icon-label]';
/** A mini-cart line's quantity, WooCommerce's `<span class="quantity">2 × 199.000 ₫</span>`. */
const LINE_QUANTITY = '.mini_cart_item span.quantity';

/** The first whole number in a text ("3 sản phẩm" → 3, "2 × 199.000 ₫" → 2). */
const firstNumber = (text: string | null): number | undefined => {
  const digits = /\d+/.exec(text ?? '')?.[0];
  return digits === undefined ? undefined : Number(digits);
};

/**
 * The cart's item count (quantities summed), from the first source present:
 * 1. a header count fragment (the demo store, Flatsome and Storefront send one);
 * 2. the mini-cart fragment: its lines' quantities summed, or 0 for its empty-cart message. The
 *    recorded WooCommerce 7.8 shop (a classic theme) sends this fragment and nothing else.
 * `undefined` when neither says.
 *
 * @example readItemCount({ '.header .cart-icon': '<span class="cart-icon"><strong>3</strong></span>' }) // 3
 */
export const readItemCount = (fragments: Fragments): number | undefined =>
  itemCountIn(new Map(Object.entries(fragments).map(([selector, html]) => [selector, parseInert(html)])));

/**
 * `readItemCount` of fragments already parsed (selector → their markup), as the cart's fragments
 * code parses them once to both read and insert them.
 *
 * @example itemCountIn(new Map([['.header .cart-icon', sanitizeHtml(html)]]))
 */
export function itemCountIn(parsed: ReadonlyMap<string, ParentNode>): number | undefined {
  for (const content of parsed.values()) {
    const found = content.querySelector(HEADER_COUNT);
    const count = found ? firstNumber(found.getAttribute('data-icon-label') ?? found.textContent) : undefined;
    if (count !== undefined) return count;
  }
  const content = parsed.get(MINI_CART_SELECTOR);
  if (content === undefined) return undefined;
  const lines = content.querySelectorAll(LINE_QUANTITY);
  if (!lines.length) return content.querySelector('.woocommerce-mini-cart__empty-message') ? 0 : undefined;
  let total = 0;
  for (const line of lines) {
    const quantity = firstNumber(line.textContent);
    if (quantity === undefined) return undefined;
    total += quantity;
  }
  return total;
}
