/**
 * The cart store's listener for WooCommerce's events, through the one jQuery bridge
 * (`../events/jquery.ts`): it fires what WooCommerce's add-to-cart and cart-fragments scripts fire,
 * once each, in their order and with their arguments, and hears what other scripts ask of the cart.
 */
import { dispatch, type Dispose } from '../events/index';
import { onWooEvent, triggerWooEvent, type WooEventArgs } from '../events/jquery';
import type { CartListener, CartStore } from './listener';

/**
 * WooCommerce's events for the cart store. It fires `adding_to_cart`, `added_to_cart` and
 * `removed_from_cart [fragments, cart_hash, $button]` for the store's own adds and removes (with
 * WooCommerce Blocks' `wc-blocks_added_to_cart` / `wc-blocks_removed_from_cart`), and
 * `wc_fragments_loaded`, `wc_fragments_refreshed`, `wc_fragments_ajax_error`. It asks for the cart
 * on `wc_fragment_refresh` and `updated_wc_div`, and shows the updates other scripts announce with
 * `added_to_cart` / `removed_from_cart`, read as strictly as an answer. It never takes back an
 * announcement of its own: it knows when it is the one firing.
 *
 * @example listenCart(wooCartEvents(cartStore));
 */
export function wooCartEvents(cart: CartStore): CartListener {
  /** True while this listener is announcing: what its own listeners hear then is ours. */
  let firing = false;
  const fire = <K extends string>(name: K, args: WooEventArgs<K>): void => {
    firing = true;
    try {
      triggerWooEvent(name, args);
    } finally {
      firing = false;
    }
  };

  /** Another script's `added_to_cart` / `removed_from_cart [fragments, cart_hash]`. */
  async function take(fragments: unknown, hash: unknown): Promise<void> {
    try {
      // The reader loads with the request code.
      const { readCartUpdate } = await import('./responses');
      const update = readCartUpdate({ fragments, cart_hash: hash });
      if (update) await cart.show(update, 'loaded');
    } catch {
      // Not WooCommerce's arguments: another script's event of the same name.
    }
  }

  return {
    start() {
      const stops: Dispose[] = [];
      for (const name of ['wc_fragment_refresh', 'updated_wc_div'] as const) stops.push(onWooEvent(name, () => void cart.refresh()));
      const taken = (...[fragments, hash]: WooEventArgs<'added_to_cart'>): void => {
        if (!firing) void take(fragments, hash);
      };
      stops.push(onWooEvent('added_to_cart', taken), onWooEvent('removed_from_cart', taken));
      return () => stops.forEach((stop) => stop());
    },
    adding: (fields, button) => fire('adding_to_cart', [button, fields]),
    shown: (_update, origin) => fire(origin === 'refreshed' ? 'wc_fragments_refreshed' : 'wc_fragments_loaded', []),
    failed: () => fire('wc_fragments_ajax_error', []),
    added({ fragments, hash }, button) {
      fire('added_to_cart', [fragments, hash, button]);
      // WooCommerce Blocks' name for it (its mini-cart block listens), never bubbling, as Blocks sends it.
      dispatch(document.body, 'wc-blocks_added_to_cart', { preserveCartData: false }, { bubbles: false });
    },
    removed({ fragments, hash }, button) {
      fire('removed_from_cart', [fragments, hash, button]);
      dispatch(document.body, 'wc-blocks_removed_from_cart', { preserveCartData: false }, { bubbles: false });
    },
  };
}
