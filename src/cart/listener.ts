/**
 * The cart's state and the contract between the cart store (`stores/cart.ts`, state and actions
 * only) and its listeners, the modules that do its effects: the page (`./page.ts`: fragments into
 * the page, the cache, the page's own events) and WooCommerce's events (`./woo-events.ts`). Types
 * only: the store and its listeners meet here, so neither imports the other.
 */
import type { AjaxFields } from '../http/wc-ajax';
import type { CartData } from './contents';
import type { CartUpdate, Fragments } from './responses';

/** `refreshing` while a fragment refresh is out; `error` after one failed (the page is unchanged). */
export type CartStatus = 'idle' | 'refreshing' | 'error';

export interface CartState {
  /** The fragments last shown (selector → HTML); `{}` until then. */
  fragments: Fragments;
  /** The cart's hash: `''` for an empty cart, `undefined` while not known yet. */
  hash: string | undefined;
  /** Items in the cart, quantities summed (see `readItemCount`); `undefined` while not known. */
  count: number | undefined;
  status: CartStatus;
  /**
   * The structured cart (`./contents.ts`), from the page and then from each answer; absent where
   * the server does not send it (WooCommerce without this project's theme).
   */
  contents?: CartData | undefined;
}

/** What the page says about the cart shown: its count and its structured cart. */
export type CartRead = Pick<CartState, 'count' | 'contents'>;

/**
 * Where a cart shown came from, named after the event WooCommerce fires once it is in the page:
 * `loaded` for an add, a remove, another script's update or the cache, `refreshed` for the answer
 * to `get_refreshed_fragments`.
 */
export type CartOrigin = 'loaded' | 'refreshed';

/**
 * A listener of the cart store; every method optional. The store calls them in the order they
 * were registered, and one that throws does not stop the others.
 */
export interface CartListener {
  /** The store has started (its first subscriber came): listen to the page; the disposer runs when it stops. */
  start?(): (() => void) | void;
  /** An add is about to be sent. */
  adding?(fields: AjaxFields, button: Element | undefined): void;
  /**
   * Put this update into the page, and say what it holds. The store waits for every listener's
   * promise before it changes its state, so the page shows a cart before anyone hears of it.
   */
  show?(update: CartUpdate): Promise<CartRead | void> | CartRead | void;
  /** The state is this update now; `cache` is false when it came from the cache itself. */
  shown?(update: CartUpdate, origin: CartOrigin, cache: boolean): void;
  /** An add of ours is in the page; `button` is the one it came from. */
  added?(update: CartUpdate, button: Element | undefined): void;
  /** A remove of ours is in the page; `button` is the × it came from. */
  removed?(update: CartUpdate, button: Element | undefined): void;
  /** A fragment refresh has been sent. */
  refreshing?(): void;
  /** A fragment refresh failed; the page is as it was. */
  failed?(): void;
}

/** What the cart's listeners may ask of the store (the store's own actions and state). */
export interface CartStore {
  /** The state, read without starting the store. */
  current(): CartState;
  /** What the page says about the cart, outside any update (the server's structured cart at start, an empty cart). */
  read(changes: Partial<Pick<CartState, 'count' | 'contents' | 'hash'>>): void;
  /** Asks WooCommerce for the cart. */
  refresh(): Promise<void>;
  /** Shows an update that did not come from the store's own requests (the cache, another script's). */
  show(update: CartUpdate, origin: CartOrigin, cache?: boolean): Promise<void>;
}
