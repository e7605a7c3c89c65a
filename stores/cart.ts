import { atom, onMount } from 'nanostores';
import type { CartListener, CartOrigin, CartRead, CartState, CartStore } from '../src/cart/listener';
import type { CartUpdate, Fragments } from '../src/cart/responses';
import type { AjaxFields } from '../src/http/wc-ajax';
import type { AddOptions, AddOutcome, RemoveOutcome } from './cart-actions';
import { $config } from './config';

export type { AddOptions, AddOutcome, RemoveOutcome } from './cart-actions';
export type { CartData, CartDataItem } from '../src/cart/contents';
export type { CartListener, CartOrigin, CartState, CartStatus } from '../src/cart/listener';
export type { CartUpdate, Fragments };

/**
 * The shopper's cart, shared by every island of the page, and its actions: `addToCart`,
 * `removeFromCart`, `refreshCart`. Each action sends its request through the page's one cart
 * queue, reads the answer once, and has the update shown once. The store holds state and actions
 * only: its effects are its listeners' (`listenCart`), which the shop runtime registers once per
 * page: the page (`src/cart/page.ts`: fragments into the page, the cache, the refresh after a day,
 * another tab's change, the back-forward cache) and WooCommerce's events (`src/cart/woo-events.ts`).
 * The first island that subscribes starts it (and its listeners).
 *
 * @example const { count } = useStore($cart);
 */
export const $cart = atom<CartState>({ fragments: {}, hash: undefined, count: undefined, status: 'idle' });

// Read without `get()`, which would start the store (and its page-load request) just to look.
const current = (): CartState => $cart.value as CartState;
const patch = (changes: Partial<CartState>): void => $cart.set({ ...current(), ...changes });

const listeners: CartListener[] = [];

/**
 * Registers a listener of the cart (`src/cart/listener.ts`) for the page's life; the shop runtime
 * registers the page's and WooCommerce's events', once per page.
 *
 * @example listenCart({ failed: () => console.warn('cart not refreshed') });
 */
export const listenCart = (listener: CartListener): void => void listeners.push(listener);

/** Calls every listener's `name`; one that throws is logged and the others still run. */
function emit<K extends keyof CartListener>(name: K, ...args: Parameters<NonNullable<CartListener[K]>>): unknown[] {
  return [...listeners].map((listener) => {
    try {
      return (listener[name] as ((...a: unknown[]) => unknown) | undefined)?.(...args);
    } catch (error) {
      console.error('[shop-islands] cart listener failed', error);
      return undefined;
    }
  });
}

/** Updates wait for the one before them: a triple click's answers are shown in the order they came. */
let showing: Promise<unknown> = Promise.resolve();

/**
 * Shows an update: the listeners put its fragments into the page (and say what they hold), then
 * the state changes, then the listeners hear it is shown (the cache, `wc_fragments_loaded`).
 * Resolves once all that is done.
 */
function show(update: CartUpdate, origin: CartOrigin, cache = true): Promise<void> {
  const done = showing.then(async () => {
    // What the page's listener read in the fragments (none: count and contents not known).
    const read: CartRead = Object.assign({ count: undefined, contents: undefined }, ...(await Promise.all(emit('show', update))));
    patch({ fragments: update.fragments, hash: update.hash, ...read, status: 'idle' });
    emit('shown', update, origin, cache);
  });
  showing = done.catch(() => undefined);
  return done;
}

/** The request code loads on first use: most pages never need it. */
const requests = (): Promise<typeof import('../src/cart/requests')> => import('../src/cart/requests');

/**
 * Asks WooCommerce for the cart (`get_refreshed_fragments`, through the one cart queue) and shows
 * it. A failure of any kind (HTTP error, time-out, network, an answer WooCommerce never gives)
 * changes nothing on the page and sets `status: 'error'`; the listeners hear it
 * (`wc_fragments_ajax_error`), as WooCommerce does.
 *
 * @example await refreshCart();
 */
export async function refreshCart(): Promise<void> {
  patch({ status: 'refreshing' });
  emit('refreshing');
  let update: CartUpdate | undefined;
  try {
    update = await (await requests()).requestFragments($config.get());
  } catch {
    // The kind of failure changes nothing: the page keeps what it shows.
  }
  if (update) return show(update, 'refreshed');
  patch({ status: 'error' });
  emit('failed');
}

/** The add and remove code loads with the first add or remove, with the request code: most pages never need it. */
const actions = (): Promise<typeof import('./cart-actions')> => import('./cart-actions');
const core = { current, read: patch, refresh: refreshCart, show, emit, config: () => $config.get() };
/** What the store's actions (`./cart-actions.ts`) need of it. */
export type CartCore = typeof core;

/**
 * Adds to the cart with a button's or a form's fields (`src/cart/add.ts`), as WooCommerce's
 * add-to-cart script does: `adding_to_cart`, the request through the page's one cart queue, the new
 * cart into the page, `onShown` (where the island shows its button added, as WooCommerce's
 * `updateButton` does first), then `added_to_cart [fragments, cart_hash, $button]`. Rapid adds wait
 * their turn in the queue and each one counts. See `AddOutcome` for what it resolves to.
 *
 * @example
 * const outcome = await addToCart({ product_id: '11', quantity: '1' }, { button, onShown: () => showAdded(button) });
 * if (outcome.type === 'redirect') location.assign(outcome.url);
 */
export const addToCart = async (fields: AjaxFields, options?: AddOptions): Promise<AddOutcome> => (await actions()).add(core, fields, options);

/**
 * Removes a cart line by its key (`data-cart_item_key`), as WooCommerce's mini-cart does: the new
 * cart into the page, then `removed_from_cart`. `failed` when the request fails or WooCommerce
 * does not know the line: the × link's page removes it without us.
 *
 * @example if ((await removeFromCart(key, { button: link })).type === 'failed') location.assign(link.href);
 */
export const removeFromCart = async (key: string, options?: { button?: Element | undefined }): Promise<RemoveOutcome> =>
  (await actions()).remove(core, key, options);

/** What the listeners may ask of the store: its state, and the actions they take part in. */
export const cartStore: CartStore = core;

onMount($cart, () => {
  const stops = emit('start');
  return () => {
    for (const stop of stops) if (typeof stop === 'function') stop();
  };
});
