/**
 * The cart store's add and remove, loaded with the first of them (`addToCart` and
 * `removeFromCart` in `./cart.ts` import this module, with the request code): a page where the
 * shopper adds nothing never downloads either. What they need of the store, the config included,
 * comes from it (`CartCore`): a module of the store's own imported here would leave the shop
 * runtime's chunk for one of its own (esbuild groups modules by who imports them).
 */
import { requestAdd, requestRemove } from '../src/cart/requests';
import type { AddToCartResult, CartUpdate } from '../src/cart/responses';
import type { AjaxFields } from '../src/http/wc-ajax';
import type { CartCore } from './cart';

/**
 * What an add came to:
 * - `added`: the line is in the cart, the new cart in the page, and the add announced;
 * - `redirect`: go to `url`: the product page, which says why WooCommerce refused, or the cart,
 *   where the shop sends shoppers after an add;
 * - `refused`: WooCommerce said no and has no page to show why (the product does not exist);
 * - `failed`: no answer, or one WooCommerce never gives; the add may have happened all the same,
 *   so the store asks for the cart again.
 */
export type AddOutcome = ({ type: 'added' } & CartUpdate) | { type: 'redirect'; url: string } | { type: 'refused' } | { type: 'failed' };

export interface AddOptions {
  /** The button (or form's button) the add came from: `$button` in WooCommerce's events. */
  button?: Element | undefined;
  /** Called once the new cart is in the page, before `added_to_cart` is announced. */
  onShown?: (() => void) | undefined;
}

/** `failed`: the request failed, or WooCommerce does not know the line. */
export type RemoveOutcome = { type: 'removed' | 'failed' };

export async function add({ emit, show, refresh, config }: CartCore, fields: AjaxFields, { button, onShown }: AddOptions = {}): Promise<AddOutcome> {
  emit('adding', fields, button);
  let result: AddToCartResult | undefined;
  try {
    result = await requestAdd(config(), fields);
  } catch (error) {
    console.error('[shop-islands] add to cart failed', error);
  }
  if (!result) {
    void refresh();
    return { type: 'failed' };
  }
  if (result.type === 'refused') return result.productUrl ? { type: 'redirect', url: result.productUrl } : { type: 'refused' };
  const update: CartUpdate = { fragments: result.fragments, hash: result.hash };
  await show(update, 'loaded');
  // The shop's "redirect to the cart after an add", as WooCommerce's script does it: before the events.
  const { cart } = config();
  if (cart.redirect_after_add) return { type: 'redirect', url: cart.cart_url };
  onShown?.();
  emit('added', update, button);
  return { type: 'added', ...update };
}

export async function remove({ emit, show, config }: CartCore, key: string, { button }: { button?: Element | undefined } = {}): Promise<RemoveOutcome> {
  let update: CartUpdate | undefined;
  try {
    update = await requestRemove(config(), key);
  } catch (error) {
    console.error('[shop-islands] remove from cart failed', error);
  }
  if (!update) return { type: 'failed' };
  await show(update, 'loaded');
  emit('removed', update, button);
  return { type: 'removed' };
}
