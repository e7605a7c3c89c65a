/**
 * The cart store's listener for the page (no jQuery: WooCommerce's events are `./woo-events.ts`'s).
 * It puts each update's fragments into the page and reads what they hold; at start it shows the
 * cart the page should show (nothing to do, the cached cart, or a refresh); it keeps the cache
 * (sessionStorage, and localStorage for the shop's other tabs) and asks for the cart again after a
 * day, when another tab changes it, and when the page comes back from the back-forward cache.
 */
import { readCookie } from '../dom/cookies';
import { webStorage } from '../dom/storage';
import { createDisposer } from '../events/index';
import type { ShopConfig } from '../runtime/contract';
import { CART_CACHE_TTL, HASH_COOKIE, ITEMS_COOKIE, decideOnLoad, isStaleAfterStorageEvent, writeCache, type CacheKeys } from './cache';
import { cartDataIn } from './contents';
import type { CartListener, CartRead, CartStore } from './listener';
import type { CartUpdate } from './responses';

/** The code that puts fragments into the page, with its sanitiser: loaded with the first ones. */
let applying: Promise<typeof import('./apply')> | undefined;
const loadApply = (): Promise<typeof import('./apply')> =>
  (applying ??= import('./apply').catch((error: unknown) => {
    // Asked for again next time: a chunk that failed to load (offline) may load later.
    applying = undefined;
    throw error;
  }));

/**
 * Fragments into the page (sanitised), and what they say (`./apply.ts`). That code loads with the
 * first update shown (its sanitiser weighs more than the rest of the cart, and most pages apply no
 * fragment). If it cannot be loaded, the page keeps its markup, and the state takes the update
 * with its count and contents unknown.
 */
async function showUpdate(update: CartUpdate): Promise<CartRead | void> {
  try {
    return (await loadApply()).showFragments(update.fragments);
  } catch (error) {
    console.error('[shop-islands] cart fragments not shown', error);
  }
}

/**
 * The page's listener of the cart store, reading the storage keys from `config` when it needs them.
 *
 * @example listenCart(cartPage(cartStore, () => $config.get()));
 */
export function cartPage(cart: CartStore, config: () => Pick<ShopConfig, 'cart'>): CartListener {
  const keys = (): CacheKeys => {
    const { fragment_name, cart_hash_key } = config().cart;
    return { fragments: fragment_name, hash: cart_hash_key };
  };

  /** The refresh after a day; armed only while the store is started. */
  let timer: ReturnType<typeof setTimeout> | undefined;
  let started = false;
  const refreshIn = (ms: number): void => {
    clearTimeout(timer);
    if (started) timer = setTimeout(() => void cart.refresh(), ms);
  };

  /** What the page shows at start: nothing to do, the cached cart, or the server's answer. */
  function load(): void {
    const decision = decideOnLoad({
      session: webStorage('sessionStorage'),
      keys: keys(),
      cookies: { hash: readCookie(HASH_COOKIE), items: readCookie(ITEMS_COOKIE) },
      now: Date.now(),
    });
    if (decision.type === 'refresh') return void cart.refresh();
    if (decision.type === 'cached') {
      refreshIn(decision.refreshIn);
      // Started again later in the page's life: what it shows is already this cart.
      if (decision.hash !== cart.current().hash) void cart.show(decision, 'loaded', false);
      return;
    }
    // No cart cookie: the server's markup shows an empty cart, unless this tab showed one with
    // items before and the cart was emptied elsewhere since.
    if (cart.current().hash) void cart.refresh();
    else cart.read({ hash: '', count: 0 });
  }

  return {
    start() {
      started = true;
      const disposer = createDisposer();
      disposer.listen<StorageEvent>(window, 'storage', (event) => {
        if (isStaleAfterStorageEvent(event, keys(), webStorage('sessionStorage'))) void cart.refresh();
      });
      disposer.listen<PageTransitionEvent>(window, 'pageshow', (event) => {
        if (event.persisted) void cart.refresh();
      });
      // What the server rendered; the cached cart or an answer replaces it.
      cart.read({ contents: cartDataIn(document) });
      load();
      return () => {
        started = false;
        clearTimeout(timer);
        disposer.dispose();
      };
    },
    show: showUpdate,
    shown(update, _origin, cache) {
      if (!cache) return;
      writeCache({ session: webStorage('sessionStorage'), local: webStorage('localStorage'), keys: keys(), now: Date.now(), update });
      refreshIn(CART_CACHE_TTL);
    },
    // Armed again now, not on success only: a failed refresh is tried again a day later.
    refreshing: () => refreshIn(CART_CACHE_TTL),
  };
}
