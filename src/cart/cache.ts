import type { CartUpdate, Fragments } from './responses';

/** WooCommerce refreshes cached fragments after a day (`cart_timeout` in cart-fragments.js). */
export const CART_CACHE_TTL = 86_400_000;
/** sessionStorage key of the time the cached fragments were stored, as WooCommerce names it. */
export const CREATED_KEY = 'wc_cart_created';
/** The fragment every cache must hold: the mini-cart widget's content. */
export const MINI_CART_SELECTOR = 'div.widget_shopping_cart_content';
/** WooCommerce's cookies: the cart's hash and its item count, both gone when the cart is empty. */
export const HASH_COOKIE = 'woocommerce_cart_hash';
export const ITEMS_COOKIE = 'woocommerce_items_in_cart';

/** The part of `Storage` the cache uses; any method may throw (storage disabled or full). */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Storage keys from the page config: `wc_fragments_<hash>` and `wc_cart_hash_<hash>`. */
export interface CacheKeys {
  fragments: string;
  hash: string;
}

/** What the cart cookies say, read by the caller (`undefined`: not set). */
export interface CartCookies {
  hash?: string | undefined;
  items?: string | undefined;
}

/**
 * What to do when a page loads:
 * - `empty`: no cart cookie, so the cart is empty and the server's markup is right: no request;
 * - `cached`: the stored fragments match the cart; apply them, and refresh in `refreshIn` ms;
 * - `refresh`: ask the server; `reason` says why, for debugging: `no-storage` (sessionStorage is
 *   denied), `not-cached`, `other-hash` (the cookie's differs), `no-time`, `expired`, `unreadable`.
 */
export type LoadDecision =
  | { type: 'empty' }
  | { type: 'cached'; fragments: Fragments; hash: string; refreshIn: number }
  | { type: 'refresh'; reason: RefreshReason };

export type RefreshReason = 'no-storage' | 'not-cached' | 'other-hash' | 'no-time' | 'expired' | 'unreadable';

const attempt = <T>(read: () => T): T | undefined => {
  try {
    return read();
  } catch {
    return undefined;
  }
};

/** A cart cookie is "set" when it has a value WooCommerce would write for a non-empty cart. */
export const hasCart = (cookies: CartCookies): boolean =>
  Boolean(cookies.hash) || (cookies.items !== undefined && Number(cookies.items) > 0);

/**
 * Decides, from the cookies and sessionStorage alone, whether the page needs the fragment refresh
 * that WooCommerce sends on every page view. The cache counts only when it holds the mini-cart
 * fragment, its hash equals the `woocommerce_cart_hash` cookie, and it is less than a day old.
 *
 * @example decideOnLoad({ session: sessionStorage, keys, cookies: {}, now: Date.now() }) // { type: 'empty' }
 */
export function decideOnLoad({
  session,
  keys,
  cookies,
  now,
}: {
  session: StorageLike | undefined;
  keys: CacheKeys;
  cookies: CartCookies;
  now: number;
}): LoadDecision {
  if (!hasCart(cookies)) return { type: 'empty' };
  if (!session) return { type: 'refresh', reason: 'no-storage' };
  const stored = attempt(() => ({
    fragments: session.getItem(keys.fragments),
    hash: session.getItem(keys.hash),
    created: session.getItem(CREATED_KEY),
  }));
  if (!stored?.fragments || !stored.hash) return { type: 'refresh', reason: 'not-cached' };
  if (stored.hash !== cookies.hash) return { type: 'refresh', reason: 'other-hash' };
  const created = Number(stored.created);
  if (!stored.created || !Number.isFinite(created)) return { type: 'refresh', reason: 'no-time' };
  const age = now - created;
  if (age >= CART_CACHE_TTL || age < 0) return { type: 'refresh', reason: 'expired' };
  const fragments = attempt(() => JSON.parse(stored.fragments as string) as unknown);
  if (!isFragments(fragments) || !Object.hasOwn(fragments, MINI_CART_SELECTOR)) {
    return { type: 'refresh', reason: 'unreadable' };
  }
  return { type: 'cached', fragments, hash: stored.hash, refreshIn: CART_CACHE_TTL - age };
}

const isFragments = (value: unknown): value is Fragments =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((html) => typeof html === 'string');

/**
 * Stores a cart update under WooCommerce's keys: fragments, hash and the time they were stored in
 * sessionStorage (they expire a day later), and the hash in localStorage too, whose `storage`
 * event tells the shop's other tabs. Storage that throws (private mode, quota) is skipped: the
 * page still works, it just asks the server next time.
 */
export function writeCache({
  session,
  local,
  keys,
  now,
  update,
}: {
  session: StorageLike | undefined;
  local: StorageLike | undefined;
  keys: CacheKeys;
  now: number;
  update: CartUpdate;
}): void {
  attempt(() => {
    if (!session) return;
    session.setItem(CREATED_KEY, String(now));
    session.setItem(keys.fragments, JSON.stringify(update.fragments));
    session.setItem(keys.hash, update.hash);
  });
  attempt(() => local?.setItem(keys.hash, update.hash));
}

/**
 * Whether a `storage` event from another tab means this tab's cart is stale: the hash key
 * changed there and no longer matches what this tab has.
 */
export function isStaleAfterStorageEvent(
  event: { key: string | null; newValue: string | null },
  keys: CacheKeys,
  session: StorageLike | undefined,
): boolean {
  if (event.key !== keys.hash) return false;
  return attempt(() => session?.getItem(keys.hash) ?? null) !== event.newValue;
}
