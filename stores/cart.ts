import { atom, onMount } from 'nanostores';
import {
  CART_CACHE_TTL,
  HASH_COOKIE,
  ITEMS_COOKIE,
  decideOnLoad,
  isStaleAfterStorageEvent,
  writeCache,
  type CacheKeys,
} from '../src/cart/cache';
import { CART_FRAGMENTS, cartDataIn, type CartData } from '../src/cart/contents';
import { readItemCount } from '../src/cart/count';
import type { CartUpdate, Fragments } from '../src/cart/responses';
import { readCookie } from '../src/dom/cookies';
import { parseHtml } from '../src/dom/parse-html';
import { webStorage } from '../src/dom/storage';
import { createDisposer } from '../src/events/index';
import { onWooEvent, triggerWooEvent } from '../src/events/jquery';
import { $config } from './config';

export type { CartData, CartDataItem } from '../src/cart/contents';
export type { CartUpdate, Fragments };

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
   * The structured cart (`src/cart/contents.ts`), from the page and then from each answer; absent
   * where the server does not send it (WooCommerce without this project's theme).
   */
  contents?: CartData | undefined;
}

/**
 * The shopper's cart, shared by every island of the page. The first island that subscribes starts
 * it: it shows the cart from sessionStorage, or asks WooCommerce only when it must (never for an
 * empty cart, nor when the cache matches the `woocommerce_cart_hash` cookie), and from then on
 * refreshes after a day, on `wc_fragment_refresh` and `updated_wc_div`, when another tab changes
 * the cart, and when the page comes back from the back-forward cache. It also takes the updates
 * other scripts announce with jQuery's `added_to_cart` / `removed_from_cart`. To ask for a
 * refresh, do what WooCommerce's scripts do: `triggerWooEvent('wc_fragment_refresh', [])`.
 *
 * @example const { count } = useStore($cart);
 */
export const $cart = atom<CartState>({ fragments: {}, hash: undefined, count: undefined, status: 'idle' });

// Read without `get()`, which would start the store (and its page-load request) just to look.
const current = (): CartState => $cart.value as CartState;
const patch = (changes: Partial<CartState>): void => $cart.set({ ...current(), ...changes });

const cacheKeys = (): CacheKeys => {
  const { cart } = $config.get();
  return { fragments: cart.fragment_name, hash: cart.cart_hash_key };
};

/** The 24-hour refresh; armed only while the store is started. */
let timer: ReturnType<typeof setTimeout> | undefined;
let started = false;
const refreshIn = (ms: number): void => {
  clearTimeout(timer);
  if (started) timer = setTimeout(refresh, ms);
};

/**
 * Every set of fragments the store has shown or is showing. The islands announce an update with
 * `added_to_cart` once it is in, when later ones may be in already (a triple click's three answers
 * wait for the same first load of the fragments' code): the store's own listener must know each of
 * them, not only the last, or it would put an older cart back.
 */
const shown = new WeakSet<Fragments>();

/** The code that puts fragments into the page, with its sanitiser: loaded with the first ones. */
let applying: Promise<typeof import('../src/cart/apply')> | undefined;
const loadApply = (): Promise<typeof import('../src/cart/apply')> =>
  (applying ??= import('../src/cart/apply').catch((error: unknown) => {
    // Asked for again next time: a chunk that failed to load (offline) may load later.
    applying = undefined;
    throw error;
  }));

/**
 * Shows an update: fragments into the page (sanitised, src/cart/apply.ts), then the state, the
 * cache (unless it came from there) and the event WooCommerce's own scripts fire at that point;
 * resolves once all that is done. The fragments' code loads with the first update shown (its
 * sanitiser weighs more than the rest of the cart store, and most pages apply no fragment), and
 * updates go in in the order they came, as they all wait for that one load. If it cannot be
 * loaded, the page keeps its markup and the rest is done all the same: the state is the cart's.
 */
async function show(update: CartUpdate, event: 'wc_fragments_loaded' | 'wc_fragments_refreshed', cache = true): Promise<void> {
  shown.add(update.fragments);
  try {
    (await loadApply()).applyFragments(update.fragments);
  } catch (error) {
    console.error('[shop-islands] cart fragments not shown', error);
  }
  const data = update.fragments[CART_FRAGMENTS.data];
  const contents = data === undefined ? undefined : cartDataIn(parseHtml(data));
  patch({ fragments: update.fragments, hash: update.hash, count: contents?.count ?? readItemCount(update.fragments), contents, status: 'idle' });
  if (cache) {
    writeCache({ session: webStorage('sessionStorage'), local: webStorage('localStorage'), keys: cacheKeys(), now: Date.now(), update });
    refreshIn(CART_CACHE_TTL);
  }
  triggerWooEvent(event, []);
}

/**
 * Asks WooCommerce for the cart (`get_refreshed_fragments`, through the one cart queue) and shows
 * it. A failure of any kind (HTTP error, time-out, network, an answer WooCommerce never gives)
 * fires `wc_fragments_ajax_error` and changes nothing on the page, as WooCommerce does.
 */
async function refresh(): Promise<void> {
  // Armed again now, not on success only: a failed refresh is tried again a day later.
  refreshIn(CART_CACHE_TTL);
  patch({ status: 'refreshing' });
  let update: CartUpdate | undefined;
  try {
    // The request code loads on first use: most pages never need it.
    const { requestFragments } = await import('../src/cart/requests');
    update = await requestFragments($config.get());
  } catch {
    // The kind of failure changes nothing: the page keeps what it shows.
  }
  if (update) return show(update, 'wc_fragments_refreshed');
  patch({ status: 'error' });
  triggerWooEvent('wc_fragments_ajax_error', []);
}

/** What the page shows at start: nothing to do, the cached cart, or the server's answer. */
function load(): void {
  const decision = decideOnLoad({
    session: webStorage('sessionStorage'),
    keys: cacheKeys(),
    cookies: { hash: readCookie(HASH_COOKIE), items: readCookie(ITEMS_COOKIE) },
    now: Date.now(),
  });
  if (decision.type === 'refresh') return void refresh();
  if (decision.type === 'cached') {
    refreshIn(decision.refreshIn);
    // Started again later in the page's life: what it shows is already this cart.
    if (decision.hash !== current().hash) void show(decision, 'wc_fragments_loaded', false);
    return;
  }
  // No cart cookie: the server's markup shows an empty cart, unless this tab showed one with items
  // before and the cart was emptied elsewhere since.
  if (current().hash) void refresh();
  else patch({ hash: '', count: 0 });
}

/**
 * An update another script announced with jQuery's `added_to_cart` / `removed_from_cart
 * [fragments, cart_hash]`, read as strictly as an answer (the reader loads with the request code).
 */
async function take(fragments: unknown, hash: unknown): Promise<void> {
  // Ours: `applyCartUpdate` has shown these very fragments already.
  if (typeof fragments === 'object' && fragments !== null && shown.has(fragments as Fragments)) return;
  try {
    const { readCartUpdate } = await import('../src/cart/responses');
    const update = readCartUpdate({ fragments, cart_hash: hash });
    if (update) await show(update, 'wc_fragments_loaded');
  } catch {
    // Not WooCommerce's arguments: another script's event of the same name.
  }
}

onMount($cart, () => {
  started = true;
  const disposer = createDisposer();
  for (const name of ['wc_fragment_refresh', 'updated_wc_div'] as const) disposer.add(onWooEvent(name, () => void refresh()));
  disposer.add(onWooEvent('added_to_cart', (fragments, hash) => void take(fragments, hash)));
  disposer.add(onWooEvent('removed_from_cart', (fragments, hash) => void take(fragments, hash)));
  disposer.listen<StorageEvent>(window, 'storage', (event) => {
    if (isStaleAfterStorageEvent(event, cacheKeys(), webStorage('sessionStorage'))) void refresh();
  });
  disposer.listen<PageTransitionEvent>(window, 'pageshow', (event) => {
    if (event.persisted) void refresh();
  });
  // What the server rendered; the cached cart or an answer replaces it.
  patch({ contents: cartDataIn(document) });
  load();
  return () => {
    started = false;
    clearTimeout(timer);
    disposer.dispose();
  };
});

/**
 * Shows a cart change that add-to-cart or remove code got from its own request (`src/cart/requests`):
 * applies the fragments to the page, updates hash and count, writes the cache (which tells the
 * shop's other tabs) and fires `wc_fragments_loaded`, as WooCommerce's add-to-cart script does
 * once fragments are in. Resolves when all that is done (the fragments wait for their sanitiser
 * the first time): announce the change with `added_to_cart` / `removed_from_cart` after that, and
 * the store knows those fragments and does not take them a second time. It works whether or not an
 * island has started the store, and never starts it.
 *
 * @example
 * const result = await requestAdd($config.get(), fields); // src/cart/requests
 * if (result.type === 'added') {
 *   await applyCartUpdate(result);
 *   triggerAddedToCart(result.fragments, result.hash, button);
 * }
 */
// An action with effects, unlike the other stores': the fragments must be in the page before the
// caller announces `added_to_cart`, whose listeners read the new markup.
export async function applyCartUpdate(update: CartUpdate): Promise<void> {
  if (!shown.has(update.fragments)) await show(update, 'wc_fragments_loaded');
}
