import Database from 'better-sqlite3';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readAddToCart, readCartUpdate } from '../src/cart/responses';
import { CART_FRAGMENTS, type CartData } from '../src/cart/contents';
import { cartItemKey } from './cart';
import { browse, startShop, type TestShop } from './test-helpers';

let shop: TestShop;
afterEach(() => shop?.close());

const productBySku = (s: TestShop, sku: string): { id: number; stock: number | null } => {
  const conn = new Database(join(s.dir, 'data', 'shop.sqlite'), { readonly: true });
  const row = conn.prepare('SELECT id, stock_quantity AS stock FROM products WHERE sku = ?').get(sku) as { id: number; stock: number | null };
  conn.close();
  return row;
};

/** The structured cart of a wc-ajax answer's JSON fragment. */
const cartOf = (body: { fragments: Record<string, string> }): CartData =>
  JSON.parse(/<script type="application\/json" id="shop-islands-cart">(.*)<\/script>/s.exec(body.fragments[CART_FRAGMENTS.data]!)![1]!) as CartData;
const quantities = (cart: CartData) => Object.fromEntries(cart.items.map((i) => [i.product_id, i.quantity]));
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** A wc-ajax POST with the visitor's cookies as they are now; the answers' cookies are not kept. */
const post = (s: TestShop, endpoint: string, form: Record<string, string>) =>
  s.app.inject({
    method: 'POST',
    url: `/?wc-ajax=${endpoint}`,
    headers: { cookie: s.jar.header(), 'content-type': 'application/x-www-form-urlencoded; charset=UTF-8' },
    payload: new URLSearchParams(form).toString(),
  });

describe('concurrent cart requests of one session', () => {
  it('fifty add_to_cart requests at once, over real connections, all count', async () => {
    shop = await startShop();
    const { id } = productBySku(shop, 'GVSG-BK-T48100');
    await shop.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = shop.app.server.address() as AddressInfo;
    const add = (cookie = '') =>
      fetch(`http://127.0.0.1:${port}/?wc-ajax=add_to_cart`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/x-www-form-urlencoded; charset=UTF-8', 'x-requested-with': 'XMLHttpRequest' },
        body: new URLSearchParams({ product_id: String(id), quantity: '1' }),
      });
    // The first add starts the session; its cookies go with the fifty.
    const cookie = (await add()).headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
    expect(cookie).toMatch(/wp_woocommerce_session_[0-9a-f]{32}=/);

    const answers = await Promise.all(
      range(1, 50).map(async () => {
        const res = await add(cookie);
        expect(res.status).toBe(200);
        return (await res.json()) as { fragments: Record<string, string>; cart_hash: string };
      }),
    );
    for (const body of answers) expect(readAddToCart(body).type).toBe('added');
    // Each answer shows a cart of its own, one more than some other's: no two requests changed the same stored cart.
    expect(answers.map((body) => cartOf(body).count).sort((a, b) => a - b)).toEqual(range(2, 51));
    expect(new Set(answers.map((body) => body.cart_hash)).size).toBe(50);

    const after = await fetch(`http://127.0.0.1:${port}/?wc-ajax=get_refreshed_fragments`, { headers: { cookie } });
    expect(quantities(cartOf((await after.json()) as { fragments: Record<string, string> }))).toEqual({ [id]: 51 });
    const cart = await fetch(`http://127.0.0.1:${port}/cart/`, { headers: { cookie } });
    expect(await cart.text()).toMatch(/name="cart\[[0-9a-f]{32}\]\[qty\]"[^>]*value="51"/);
  });

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
    const after = await post(shop, 'get_refreshed_fragments', { time: String(Date.now()) });
    expect(quantities(cartOf(after.json()))).toEqual({ [id]: 51 });
  });

  it('never let adds at once pass the stock: as many succeed as there are items', async () => {
    shop = await startShop();
    const { id, stock } = productBySku(shop, 'GVSG-XD-NANG25');
    expect(stock).toBe(12);
    await browse(shop, '/?wc-ajax=add_to_cart', { form: { product_id: String(id), quantity: '1' } });
    const answers = await Promise.all(range(1, 20).map(() => post(shop, 'add_to_cart', { product_id: String(id), quantity: '1' }).then((res) => res.json())));
    const results = answers.map((body) => readAddToCart(body));
    expect(results.filter((r) => r.type === 'added')).toHaveLength(11);
    expect(results.filter((r) => r.type === 'refused')).toHaveLength(9);
    const after = await post(shop, 'get_refreshed_fragments', { time: String(Date.now()) });
    expect(quantities(cartOf(after.json()))).toEqual({ [id]: 12 });
  });

  it('stay consistent when adds, removes, refreshes and no-JS adds of one cart come at once', async () => {
    shop = await startShop();
    const [a, b, c, d] = ['GVSG-BK-T48100', 'GVSG-TC3-302020', 'GVSG-PE-MINI10', 'GVSG-BK-GIAY24'].map((sku) => productBySku(shop, sku).id) as [number, number, number, number];
    await browse(shop, '/?wc-ajax=add_to_cart', { form: { product_id: String(a), quantity: '1' } });
    await browse(shop, '/?wc-ajax=add_to_cart', { form: { product_id: String(b), quantity: '1' } });
    const bKey = cartItemKey(b, 0, {});

    const adds = [...range(1, 20).map(() => a), ...range(1, 20).map(() => c)].map((id) => post(shop, 'add_to_cart', { product_id: String(id), quantity: '1' }));
    const removes = range(1, 10).map(() => post(shop, 'remove_from_cart', { cart_item_key: bKey }));
    const refreshes = range(1, 10).map(() => post(shop, 'get_refreshed_fragments', { time: String(Date.now()) }));
    const noJs = range(1, 5).map(() => shop.app.inject({ url: `/shop/?add-to-cart=${d}`, headers: { cookie: shop.jar.header() } }));
    const [added, removed, refreshed, pages] = await Promise.all([adds, removes, refreshes, noJs].map((batch) => Promise.all(batch)));

    const addBodies = added!.map((res) => res.json());
    for (const body of addBodies) expect(readAddToCart(body).type).toBe('added');
    const removeBodies = removed!.map((res) => readCartUpdate(res.json()));
    expect(removeBodies.filter((body) => body !== undefined)).toHaveLength(1);
    for (const res of pages!) expect(res.body).toContain('đã được thêm vào giỏ hàng');
    for (const res of refreshed!) {
      const cart = cartOf(res.json());
      expect(cart.count).toBe(cart.items.reduce((sum, i) => sum + i.quantity, 0));
    }
    // Every change answered a cart no other change answered.
    const mutations = [...addBodies, ...removed!.map((res) => res.json()).filter((body) => 'fragments' in body)];
    expect(new Set(mutations.map((body) => body.cart_hash)).size).toBe(mutations.length);

    const after = cartOf((await post(shop, 'get_refreshed_fragments', { time: String(Date.now()) })).json());
    expect(quantities(after)).toEqual({ [a]: 21, [c]: 20, [d]: 5 });
  });
});
