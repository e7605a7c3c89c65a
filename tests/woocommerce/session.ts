import type { BrowserContext } from 'playwright-core';
import { expect } from 'vitest';
import { phpJson } from './context';

/**
 * How many items WooCommerce has saved in the browser's cart session. WooCommerce writes the
 * session when the request ends, after WordPress has sent the page; the test server answers four
 * requests at once, so a page asked for as soon as the previous one shows can read the session
 * before it is written, and write the empty cart it found over it. Tests wait for this first.
 */
export async function savedItems(context: BrowserContext): Promise<number> {
  const cookie = (await context.cookies()).find((c) => c.name.startsWith('wp_woocommerce_session_'));
  if (!cookie) return 0;
  const key = decodeURIComponent(cookie.value).split('||')[0] ?? '';
  return phpJson<number>(
    `$s = ( new WC_Session_Handler() )->get_session( ${JSON.stringify(key)}, array() ); $c = isset( $s['cart'] ) ? maybe_unserialize( $s['cart'] ) : array(); echo (int) array_sum( wp_list_pluck( (array) $c, 'quantity' ) );`,
  );
}

/** Waits until the server has saved a cart of `count` items for the browser. */
export const cartSaved = (context: BrowserContext, count: number): Promise<void> => expect.poll(() => savedItems(context)).toBe(count);
