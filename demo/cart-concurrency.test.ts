import Database from 'better-sqlite3';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { browse, startShop, type TestShop } from './test-helpers';

let shop: TestShop;
afterEach(() => shop?.close());

const productBySku = (s: TestShop, sku: string): { id: number; stock: number | null } => {
  const conn = new Database(join(s.dir, 'data', 'shop.sqlite'), { readonly: true });
  const row = conn.prepare('SELECT id, stock_quantity AS stock FROM products WHERE sku = ?').get(sku) as { id: number; stock: number | null };
  conn.close();
  return row;
};

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('concurrent cart requests of one session', () => {
  it('fifty no-JS add-to-cart links followed at once all count', async () => {
    shop = await startShop();
    const { id } = productBySku(shop, 'GVSG-BK-T48100');
    await browse(shop, `/shop/?add-to-cart=${id}`);
    // GETs have no body to wait for: each request's context (and the cart it read) is built before
    // any of their handlers runs, so a cart written from that snapshot would keep one add of fifty.
    const pages = await Promise.all(range(1, 50).map(() => shop.app.inject({ url: `/shop/?add-to-cart=${id}`, headers: { cookie: shop.jar.header() } })));
    for (const res of pages) expect(res.body).toContain('đã được thêm vào giỏ hàng');
    const counts = pages.map((res) => Number(/<strong class="cart-count" aria-hidden="true">(\d+)<\/strong>/.exec(res.body)![1]));
    expect(counts.sort((x, y) => x - y)).toEqual(range(2, 51));
    expect((await browse(shop, '/cart/')).body).toMatch(/name="cart\[[0-9a-f]{32}\]\[qty\]"[^>]*value="51"/);
  });
});
