// @vitest-environment happy-dom
// The client's cart code (src/cart, in a DOM) reading what the demo store's wc-ajax endpoints
// answer: both sides of one contract, tested together so neither drifts from the other.
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { applyFragments } from '../src/cart/apply';
import { parseInert } from '../src/sanitize/sanitize';
import { CART_FRAGMENTS, cartDataIn } from '../src/cart/contents';
import { readItemCount } from '../src/cart/count';
import { readAddToCart, readCartUpdate } from '../src/cart/responses';
import { startShop, type TestShop } from './test-helpers';

let shop: TestShop;
afterEach(() => shop?.close());

const idOf = (s: TestShop, sku: string): number => {
  const conn = new Database(join(s.dir, 'data', 'shop.sqlite'), { readonly: true });
  const id = conn.prepare('SELECT id FROM products WHERE sku = ?').pluck().get(sku) as number;
  conn.close();
  return id;
};

async function post(s: TestShop, endpoint: string, form: Record<string, string>): Promise<unknown> {
  const res = await s.app.inject({
    method: 'POST',
    url: `/?wc-ajax=${endpoint}`,
    headers: { cookie: s.jar.header(), 'content-type': 'application/x-www-form-urlencoded; charset=UTF-8' },
    payload: new URLSearchParams(form).toString(),
  });
  s.jar.store(res);
  return res.json();
}

describe("the cart islands' code on the demo store's answers", () => {
  it('reads adds and removes, counts the items, and applies the fragments to the pages the store renders', async () => {
    shop = await startShop();
    const id = idOf(shop, 'GVSG-BK-T48100');
    const first = readAddToCart(await post(shop, 'add_to_cart', { product_id: String(id), quantity: '2' }));
    expect(first.type).toBe('added');
    if (first.type !== 'added') return;
    expect(readItemCount(first.fragments)).toBe(2);
    // The structured cart of the answer reads strictly, and says the same.
    const contents = cartDataIn(parseInert(first.fragments[CART_FRAGMENTS.data]!));
    expect(contents).toMatchObject({ count: 2, items: [{ product_id: id, quantity: 2, sku: 'GVSG-BK-T48100' }] });
    expect(contents?.cart_hash).toBe(first.hash);
    const second = readAddToCart(await post(shop, 'add_to_cart', { product_id: String(id), quantity: '3' }));
    expect(second.type === 'added' && readItemCount(second.fragments)).toBe(5);

    // Every fragment has an element to replace on a page of the store, and replaces it.
    const page = await shop.app.inject({ method: 'GET', url: '/shop/', headers: { cookie: shop.jar.header() } });
    // The body only: the head's stylesheet and module script would make happy-dom fetch them.
    document.body.innerHTML = /<body[^>]*>([\s\S]*)<\/body>/.exec(page.body)![1]!;
    for (const selector of Object.values(CART_FRAGMENTS)) expect(document.querySelectorAll(selector).length, selector).toBeGreaterThan(0);
    const refreshed = readCartUpdate(await post(shop, 'get_refreshed_fragments', { time: String(Date.now()) }));
    expect(refreshed?.hash).toMatch(/^[0-9a-f]{32}$/);
    applyFragments(refreshed!.fragments);
    expect(document.querySelector('.header .cart-icon')?.textContent).toContain('5');

    const key = /data-cart_item_key="([0-9a-f]{32})"/.exec(refreshed!.fragments[CART_FRAGMENTS.miniCart]!)?.[1];
    const removed = readCartUpdate(await post(shop, 'remove_from_cart', { cart_item_key: key! }));
    expect(removed?.hash).toBe('');
    expect(readItemCount(removed!.fragments)).toBe(0);
    expect(readCartUpdate(await post(shop, 'remove_from_cart', { cart_item_key: key! }))).toBeUndefined();
  });

  it('reads a refusal with the product page to go to, and an unknown product as false', async () => {
    shop = await startShop();
    expect(readAddToCart(await post(shop, 'add_to_cart', { product_id: '999999', quantity: '1' }))).toEqual({ type: 'refused', productUrl: false });
  });
});
