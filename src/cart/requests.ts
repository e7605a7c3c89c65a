/**
 * The cart's three requests to WooCommerce, each on the page's one cart queue and read strictly.
 * Import this module on first use (`await import('…/src/cart/requests')`): a page whose cart needs
 * no request (an empty cart, a valid cache) never downloads the request code, and the first add
 * or remove fetches it once.
 */
import { cartQueue } from '../http/cart-queue';
import { wcAjax, type AjaxFields } from '../http/wc-ajax';
import type { ShopConfig } from '../runtime/contract';
import { readAddToCart, readCartUpdate, type AddToCartResult, type CartUpdate } from './responses';

/** How long the fragment refresh may take before it is given up (WooCommerce's `request_timeout`). */
export const REFRESH_TIMEOUT = 5000;

type Endpoints = Pick<ShopConfig, 'wc_ajax_url'>;

/**
 * `add_to_cart` with a button's or a form's fields.
 *
 * @example const result = await requestAdd(config, { product_id: '11', quantity: '1' });
 */
export const requestAdd = async (config: Endpoints, fields: AjaxFields): Promise<AddToCartResult> =>
  readAddToCart(await wcAjax(cartQueue, config, 'add_to_cart', fields));

/** `remove_from_cart`; `undefined` for WooCommerce's `{success: false}` (the key is not in the cart). */
export const requestRemove = async (config: Endpoints, key: string): Promise<CartUpdate | undefined> =>
  readCartUpdate(await wcAjax(cartQueue, config, 'remove_from_cart', { cart_item_key: key }));

/** `get_refreshed_fragments`, given up after WooCommerce's 5000 ms. */
export const requestFragments = async (config: Endpoints): Promise<CartUpdate | undefined> =>
  readCartUpdate(await wcAjax(cartQueue, config, 'get_refreshed_fragments', { time: Date.now() }, { timeout: REFRESH_TIMEOUT }));
