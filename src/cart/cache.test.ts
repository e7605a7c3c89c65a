import { describe, expect, it } from 'vitest';
import { CART_CACHE_TTL, CREATED_KEY, MINI_CART_SELECTOR, decideOnLoad, isStaleAfterStorageEvent, writeCache, type StorageLike } from './cache';

const keys = { fragments: 'wc_fragments_abc', hash: 'wc_cart_hash_abc' };
const NOW = 1_795_310_036_161;
const fragments = { [MINI_CART_SELECTOR]: '<div class="widget_shopping_cart_content">…</div>', 'span.count': '2' };

/** A Map-backed Storage that records every write. */
function memory(entries: Record<string, string> = {}): StorageLike & { data: Map<string, string> } {
  const data = new Map(Object.entries(entries));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}
const broken: StorageLike = {
  getItem() {
    throw new DOMException('denied', 'SecurityError');
  },
  setItem() {
    throw new DOMException('full', 'QuotaExceededError');
  },
  removeItem() {
    throw new DOMException('denied', 'SecurityError');
  },
};
const cached = (hash = 'h1', created = NOW - 1000, stored: unknown = fragments) =>
  memory({ [keys.fragments]: JSON.stringify(stored), [keys.hash]: hash, [CREATED_KEY]: String(created) });

describe('decideOnLoad', () => {
  it('sends nothing when there is no cart cookie: the cart is empty and the page already says so', () => {
    expect(decideOnLoad({ session: cached(), keys, cookies: {}, now: NOW })).toEqual({ type: 'empty' });
    expect(decideOnLoad({ session: undefined, keys, cookies: { items: '0' }, now: NOW })).toEqual({ type: 'empty' });
  });

  it('uses the cache when it holds the mini-cart, matches the hash cookie and is less than a day old', () => {
    const decision = decideOnLoad({ session: cached(), keys, cookies: { hash: 'h1', items: '2' }, now: NOW });
    expect(decision).toEqual({ type: 'cached', fragments, hash: 'h1', refreshIn: CART_CACHE_TTL - 1000 });
  });

  it('refreshes when the cart changed elsewhere (hash differs), the cache is a day old, or it is missing', () => {
    const cookies = { hash: 'h2', items: '1' };
    expect(decideOnLoad({ session: cached(), keys, cookies, now: NOW }).type).toBe('refresh');
    expect(decideOnLoad({ session: cached('h2', NOW - CART_CACHE_TTL), keys, cookies, now: NOW }).type).toBe('refresh');
    expect(decideOnLoad({ session: cached('h2', NOW - CART_CACHE_TTL + 1), keys, cookies, now: NOW }).type).toBe('cached');
    expect(decideOnLoad({ session: memory(), keys, cookies, now: NOW }).type).toBe('refresh');
    expect(decideOnLoad({ session: undefined, keys, cookies, now: NOW }).type).toBe('refresh');
  });

  it('refreshes on a cache without the mini-cart fragment, with broken JSON, a clock gone backwards or no time', () => {
    const cookies = { hash: 'h1' };
    const noMiniCart = cached('h1', NOW - 1, { 'span.count': '1' });
    expect(decideOnLoad({ session: noMiniCart, keys, cookies, now: NOW })).toMatchObject({ type: 'refresh', reason: 'unreadable' });
    const brokenJson = memory({ [keys.fragments]: '{"div', [keys.hash]: 'h1', [CREATED_KEY]: String(NOW) });
    expect(decideOnLoad({ session: brokenJson, keys, cookies, now: NOW }).type).toBe('refresh');
    expect(decideOnLoad({ session: cached('h1', NOW + 60_000), keys, cookies, now: NOW }).type).toBe('refresh');
    const noTime = memory({ [keys.fragments]: JSON.stringify(fragments), [keys.hash]: 'h1' });
    expect(decideOnLoad({ session: noTime, keys, cookies, now: NOW })).toMatchObject({ reason: 'no-time' });
    const notStrings = cached('h1', NOW - 1, { [MINI_CART_SELECTOR]: { html: 1 } });
    expect(decideOnLoad({ session: notStrings, keys, cookies, now: NOW }).type).toBe('refresh');
  });

  it('refreshes rather than throws when storage itself throws', () => {
    expect(decideOnLoad({ session: broken, keys, cookies: { hash: 'h1' }, now: NOW }).type).toBe('refresh');
  });
});

describe('writeCache', () => {
  it("stores fragments, hash and time under WooCommerce's keys, and the hash for other tabs", () => {
    const session = memory();
    const local = memory();
    writeCache({ session, local, keys, now: NOW, update: { fragments, hash: 'h9' } });
    expect(JSON.parse(session.data.get(keys.fragments)!)).toEqual(fragments);
    expect(session.data.get(keys.hash)).toBe('h9');
    expect(session.data.get(CREATED_KEY)).toBe(String(NOW));
    expect(local.data.get(keys.hash)).toBe('h9');
    expect(decideOnLoad({ session, keys, cookies: { hash: 'h9' }, now: NOW + 10 })).toMatchObject({ type: 'cached', hash: 'h9' });
  });

  it('goes on when storage throws, and still tells other tabs when only sessionStorage fails', () => {
    const local = memory();
    expect(() => writeCache({ session: broken, local, keys, now: NOW, update: { fragments, hash: 'h3' } })).not.toThrow();
    expect(local.data.get(keys.hash)).toBe('h3');
    expect(() => writeCache({ session: undefined, local: broken, keys, now: NOW, update: { fragments, hash: '' } })).not.toThrow();
  });
});

describe('isStaleAfterStorageEvent', () => {
  it('is stale only when another tab wrote a cart hash this tab does not have', () => {
    const session = memory({ [keys.hash]: 'h1' });
    expect(isStaleAfterStorageEvent({ key: keys.hash, newValue: 'h2' }, keys, session)).toBe(true);
    expect(isStaleAfterStorageEvent({ key: keys.hash, newValue: 'h1' }, keys, session)).toBe(false);
    expect(isStaleAfterStorageEvent({ key: 'other', newValue: 'h2' }, keys, session)).toBe(false);
    expect(isStaleAfterStorageEvent({ key: null, newValue: null }, keys, session)).toBe(false);
    expect(isStaleAfterStorageEvent({ key: keys.hash, newValue: '' }, keys, memory())).toBe(true);
  });
});
