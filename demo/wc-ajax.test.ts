import Database from 'better-sqlite3';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readAddToCart, readCartUpdate } from '../src/cart/responses';
import { CART_FRAGMENTS, type CartData } from '../src/cart/contents';
import { cartItemKey } from './cart';
import { browse, CookieJar, startShop, type TestShop } from './test-helpers';

/** One recorded exchange of real WooCommerce 7.8 (see its README). */
interface Exchange {
  request: { method: 'GET' | 'POST'; path: string; headers: Record<string, string>; body_fields: Record<string, string> | null };
  response: { status: number; headers: Array<[string, string]>; body: string; body_json?: Record<string, unknown> };
  cookies_after: Record<string, string>;
}
const EXCHANGES = resolve(__dirname, '../tests/fixtures/woocommerce/exchanges');
const recorded = (name: string): Exchange => JSON.parse(readFileSync(join(EXCHANGES, `${name}.json`), 'utf8')) as Exchange;

/** The recorded shop's address: asked for by its Host, the demo names its cookies as WooCommerce did there. */
const SITE = 'http://127.0.0.1:8089';

/** `name → 'set' | 'expired'` of a response's Set-Cookie lines (WooCommerce repeats some; the last one counts). */
function cookieEffects(lines: string[], now: number): Record<string, 'set' | 'expired'> {
  const effects: Record<string, 'set' | 'expired'> = {};
  for (const line of lines) {
    const name = line.slice(0, line.indexOf('='));
    const expires = /;\s*expires=([^;]+)/i.exec(line)?.[1];
    const expired = /;\s*max-age=0(?:;|$)/i.test(line) || (expires !== undefined && Date.parse(expires) <= now);
    effects[name] = expired ? 'expired' : 'set';
  }
  return effects;
}
const setCookieLines = (res: LightMyRequestResponse): string[] => {
  const value = res.headers['set-cookie'];
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
};
const recordedHeader = (ex: Exchange, name: string): string | undefined =>
  ex.response.headers.find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1];
const directives = (value: unknown): string[] => String(value ?? '').split(',').map((d) => d.trim()).filter(Boolean);

/** The demo's products standing in for the recorded shop's, found by their SKUs and kinds. */
interface Product {
  id: number;
  sku: string;
  slug: string;
}
interface Products {
  simple: Product;
  simple2: Product;
  simple3: Product;
  sale: Product;
  variable: Product;
  saleVariation: Product;
  variation: Product;
  outOfStock: Product;
  outOfStockVariation: Product;
  lowStock: Product & { stock: number };
  soldIndividually: Product;
}
function findProducts(shop: TestShop): Products {
  const conn = new Database(join(shop.dir, 'data', 'shop.sqlite'), { readonly: true });
  const one = <T = Product>(where: string, ...params: unknown[]): T =>
    conn.prepare(`SELECT id, sku, slug, stock_quantity AS stock FROM products WHERE ${where} ORDER BY id LIMIT 1`).get(...params) as T;
  const variable = one("type = 'variable'");
  const products: Products = {
    simple: one('sku = ?', 'GVSG-BK-T48100'),
    simple2: one('sku = ?', 'GVSG-BK-GIAY24'),
    simple3: one('sku = ?', 'GVSG-PE-MINI10'),
    sale: one('sku = ?', 'GVSG-TC3-302020'),
    variable,
    saleVariation: one('parent_id = ? AND sale_price IS NOT NULL AND stock_status = ?', variable.id, 'instock'),
    variation: one("parent_id = ? AND sku LIKE '%-NHO-3-LOP'", variable.id),
    outOfStock: one("type = 'simple' AND stock_status = 'outofstock'"),
    outOfStockVariation: one("parent_id = ? AND stock_status = 'outofstock'", variable.id),
    lowStock: one<Product & { stock: number }>("type = 'simple' AND stock_quantity BETWEEN 2 AND 15 AND sold_individually = 0"),
    soldIndividually: one('sold_individually = 1'),
  };
  conn.close();
  return products;
}

/** A replayed request: the recorded one's method, fields and headers, with the demo's products. */
interface Replay {
  path?: string;
  fields?: Record<string, string | number>;
}

async function replay(shop: TestShop, ex: Exchange, { path = ex.request.path, fields }: Replay): Promise<LightMyRequestResponse> {
  const sent = fields && Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)]));
  // The same kind of request: the same field names as WooCommerce's scripts and forms sent.
  expect(Object.keys(sent ?? {}).sort()).toEqual(Object.keys(ex.request.body_fields ?? {}).sort());
  const { Host: _host, Cookie: _cookie, 'Content-Length': _length, ...headers } = ex.request.headers;
  const res = await shop.app.inject({
    method: ex.request.method,
    url: path,
    headers: { ...headers, host: '127.0.0.1:8089', cookie: shop.jar.header() },
    ...(sent ? { payload: new URLSearchParams(sent).toString() } : {}),
  });
  shop.jar.store(res);
  return res;
}

/**
 * Asserts the demo answered as WooCommerce did: status, content type, WooCommerce's cache
 * headers (plus the store's private, no-store), body keys and value types with their odd values
 * (`product_url: false`, `cart_hash: ""`, an empty body), the cookies set and expired, and the
 * cookies the browser holds afterwards; then that the client's strict readers accept the answer.
 */
function expectSameAnswer(res: LightMyRequestResponse, ex: Exchange, jar: CookieJar): Record<string, unknown> | undefined {
  expect(res.statusCode).toBe(ex.response.status);
  expect(String(res.headers['content-type']).toLowerCase()).toBe(recordedHeader(ex, 'Content-Type')!.toLowerCase());
  const ajax = ex.request.path.includes('wc-ajax=');
  if (ajax) {
    expect(res.headers['content-type']).toBe(recordedHeader(ex, 'Content-Type'));
    expect(res.headers['expires']).toBe(recordedHeader(ex, 'Expires'));
    expect(res.headers['x-robots-tag']).toBe(recordedHeader(ex, 'X-Robots-Tag'));
    expect(directives(res.headers['cache-control'])).toEqual(expect.arrayContaining([...directives(recordedHeader(ex, 'Cache-Control')), 'private', 'no-store']));
  }
  const recordedCookies = ex.response.headers.filter(([k]) => k === 'Set-Cookie').map(([, v]) => v);
  expect(cookieEffects(setCookieLines(res), Date.now())).toEqual(cookieEffects(recordedCookies, Date.parse(recordedHeader(ex, 'Date')!)));
  expect([...jar.values.keys()].sort()).toEqual(Object.keys(ex.cookies_after).sort());
  if (!ajax) return undefined;

  const want = ex.response.body_json;
  if (want === undefined) {
    expect(ex.response.body).toBe('');
    expect(res.body).toBe('');
    return undefined;
  }
  const body = res.json<Record<string, unknown>>();
  expect(Object.keys(body).sort()).toEqual(Object.keys(want).sort());
  for (const [key, value] of Object.entries(want)) expect(typeof body[key], key).toBe(typeof value);
  if ('fragments' in want) {
    const fragments = body['fragments'] as Record<string, unknown>;
    expect(Object.keys(fragments)).toEqual(expect.arrayContaining(Object.keys(want['fragments'] as object)));
    expect(Object.keys(fragments).sort()).toEqual(Object.values(CART_FRAGMENTS).sort());
    for (const html of Object.values(fragments)) expect(typeof html).toBe('string');
    expect(body['cart_hash'] === '').toBe(want['cart_hash'] === '');
    if (body['cart_hash'] !== '') {
      expect(body['cart_hash']).toMatch(/^[0-9a-f]{32}$/);
      // As recorded: the hash cookie ends up equal to the answer's cart_hash.
      expect(jar.values.get('woocommerce_cart_hash')).toBe(body['cart_hash']);
    }
  }
  if ('product_url' in want) {
    if (want['product_url'] === false) expect(body['product_url']).toBe(false);
    else expect(body['product_url']).toMatch(new RegExp(`^${SITE}/product/[a-z0-9-]+/$`));
  }
  if ('error' in want) expect(body['error']).toBe(true);
  if ('success' in want) expect(body['success']).toBe(false);

  if (ex.request.path.includes('add_to_cart')) {
    const read = readAddToCart(body);
    expect(read.type).toBe(want['error'] ? 'refused' : 'added');
  } else {
    const read = readCartUpdate(body);
    expect(read === undefined).toBe(want['success'] === false);
    if (read) expect(read.hash).toBe(body['cart_hash']);
  }
  return body;
}

const fragmentsOf = (body: Record<string, unknown> | undefined): Record<string, string> => body?.['fragments'] as Record<string, string>;
/** The structured cart of an answer's JSON fragment. */
const cartOf = (body: Record<string, unknown> | undefined): CartData => {
  const html = fragmentsOf(body)[CART_FRAGMENTS.data]!;
  return JSON.parse(/^<script type="application\/json" id="shop-islands-cart">(.*)<\/script>$/s.exec(html)![1]!) as CartData;
};
const quantities = (cart: CartData) => Object.fromEntries(cart.items.map((i) => [i.variation_id || i.product_id, i.quantity]));
const miniCartOf = (body: Record<string, unknown> | undefined): string => fragmentsOf(body)[CART_FRAGMENTS.miniCart]!;

let shop: TestShop;
let P: Products;
beforeAll(async () => {
  shop = await startShop();
  P = findProducts(shop);
});
afterAll(async () => shop.close());

describe('the wc-ajax cart endpoints replay the recorded WooCommerce exchanges, in their order', () => {
  const time = () => String(Date.now());
  const ajax = (endpoint: string) => `/?wc-ajax=${endpoint}`;
  let previous: Record<string, unknown> | undefined;

  /** Each recorded step, the demo's request for it, and what this step must show beyond the shape. */
  const steps: Array<[name: string, request: () => Replay, check?: (body: Record<string, unknown> | undefined) => void]> = [
    ['01-get-refreshed-fragments-empty', () => ({ fields: { time: time() } }), (body) => {
      expect(miniCartOf(body)).toContain('<p class="woocommerce-mini-cart__empty-message">Chưa có sản phẩm trong giỏ hàng.</p>');
      expect(cartOf(body)).toMatchObject({ items: [], count: 0, subtotal: 0, cart_hash: '' });
    }],
    ['02-add-to-cart-simple', () => ({ fields: { product_sku: P.simple.sku, product_id: P.simple.id, quantity: 1 } }), (body) => {
      expect(quantities(cartOf(body))).toEqual({ [P.simple.id]: 1 });
      expect(miniCartOf(body)).toContain(`data-product_id="${P.simple.id}" data-cart_item_key="${cartItemKey(P.simple.id, 0, {})}"`);
    }],
    ['03-add-to-cart-simple-on-sale-qty2', () => ({ fields: { product_sku: P.sale.sku, product_id: P.sale.id, quantity: 2 } }), (body) => {
      expect(quantities(cartOf(body))).toEqual({ [P.simple.id]: 1, [P.sale.id]: 2 });
      expect(cartOf(body).items[1]!.price).toBe(4700);
    }],
    ['04-add-to-cart-same-product-again', () => ({ fields: { product_sku: P.simple.sku, product_id: P.simple.id, quantity: 1 } }), (body) => {
      expect(quantities(cartOf(body))).toEqual({ [P.simple.id]: 2, [P.sale.id]: 2 });
    }],
    ['05-add-to-cart-variation', () => ({ fields: { product_id: P.saleVariation.id, quantity: 1 } }), (body) => {
      const line = cartOf(body).items[2]!;
      expect(line).toMatchObject({ product_id: P.variable.id, variation_id: P.saleVariation.id, quantity: 1, price: 6900 });
      expect(line.attributes.map((a) => a.label)).toEqual(['Kích thước', 'Số lớp']);
      expect(miniCartOf(body)).toContain('<dl class="variation">');
    }],
    ['06-get-refreshed-fragments-with-cart', () => ({ fields: { time: time() } }), (body) => {
      expect(body).toEqual(previous);
    }],
    ['07-get-refreshed-fragments-GET', () => ({}), (body) => {
      expect(body).toEqual(previous);
    }],
    ['08-remove-from-cart', () => ({ fields: { cart_item_key: cartItemKey(P.simple.id, 0, {}) } }), (body) => {
      expect(quantities(cartOf(body))).toEqual({ [P.sale.id]: 2, [P.saleVariation.id]: 1 });
      expect(body?.['cart_hash']).not.toBe(previous?.['cart_hash']);
    }],
    ['09-remove-from-cart-unknown-key', () => ({ fields: { cart_item_key: '00000000000000000000000000000000' } })],
    ['10-add-to-cart-invalid-product-id', () => ({ fields: { product_sku: '', product_id: 999999, quantity: 1 } })],
    ['11-add-to-cart-out-of-stock', () => ({ fields: { product_sku: P.outOfStock.sku, product_id: P.outOfStock.id, quantity: 1 } }), (body) => {
      expect(body?.['product_url']).toBe(`${SITE}/product/${P.outOfStock.slug}/`);
    }],
    ['12-add-to-cart-variable-parent', () => ({ fields: { product_sku: P.variable.sku, product_id: P.variable.id, quantity: 1 } }), (body) => {
      // WooCommerce adds the parent as a line of its own, priced as its cheapest variation.
      const line = cartOf(body).items.at(-1)!;
      expect(line).toMatchObject({ product_id: P.variable.id, variation_id: 0, attributes: [], quantity: 1, price: 4200 });
    }],
    ['13-add-to-cart-out-of-stock-variation', () => ({ fields: { product_id: P.outOfStockVariation.id, quantity: 1 } }), (body) => {
      expect(body?.['product_url']).toBe(`${SITE}/product/${P.variable.slug}/`);
    }],
    ['14-add-to-cart-over-stock', () => ({ fields: { product_sku: P.lowStock.sku, product_id: P.lowStock.id, quantity: P.lowStock.stock + 1 } }), (body) => {
      expect(body?.['product_url']).toBe(`${SITE}/product/${P.lowStock.slug}/`);
    }],
    ['15-add-to-cart-sold-individually-1st', () => ({ fields: { product_sku: P.soldIndividually.sku, product_id: P.soldIndividually.id, quantity: 1 } }), (body) => {
      expect(quantities(cartOf(body))[P.soldIndividually.id]).toBe(1);
    }],
    ['16-add-to-cart-sold-individually-2nd', () => ({ fields: { product_sku: P.soldIndividually.sku, product_id: P.soldIndividually.id, quantity: 1 } }), (body) => {
      expect(body?.['product_url']).toBe(`${SITE}/product/${P.soldIndividually.slug}/`);
    }],
    ['17-add-to-cart-missing-product-id', () => ({ fields: {} })],
    ['18-add-to-cart-GET', () => ({ path: `${ajax('add_to_cart')}&quantity=1&product_id=${P.simple2.id}` })],
    ['20-remove-from-cart-last-item', () => ({ fields: { cart_item_key: cartItemKey(P.soldIndividually.id, 0, {}) } }), (body) => {
      expect(miniCartOf(body)).toContain('woocommerce-mini-cart__empty-message');
      expect(cartOf(body)).toMatchObject({ items: [], count: 0, cart_hash: '' });
    }],
    ['21-get-refreshed-fragments-after-empty', () => ({ fields: { time: time() } })],
  ];

  it.each(steps)('%s', async (name, request, check) => {
    const ex = recorded(name);
    if (name === '20-remove-from-cart-last-item') {
      // Off the record: the lines other than the last one were removed before exchange 20.
      const refresh = await shop.app.inject({ url: ajax('get_refreshed_fragments'), headers: { host: '127.0.0.1:8089', cookie: shop.jar.header() } });
      for (const item of cartOf(refresh.json()).items.filter((i) => i.product_id !== P.soldIndividually.id)) {
        await browse(shop, ajax('remove_from_cart'), { form: { cart_item_key: item.key }, headers: { host: '127.0.0.1:8089' } });
      }
    }
    const before = new Map(shop.jar.values);
    const body = expectSameAnswer(await replay(shop, ex, request()), ex, shop.jar);
    check?.(body);
    if (body?.['error'] || body?.['success'] === false || ex.response.body === '') expect(shop.jar.values).toEqual(before);
    if (body?.['fragments']) previous = body;
  });

  it('answers the same for a visitor who added without JavaScript (exchanges 22 to 25)', async () => {
    const visitor: TestShop = { ...shop, jar: new CookieJar() };
    // The recorded variable product had other attributes: the demo's form posts its own.
    const pages: Array<[string, string, Record<string, string | number>?]> = [
      ['22-nojs-add-to-cart-link', `/shop/?add-to-cart=${P.simple2.id}`],
      ['23-nojs-single-product-form-post', `/product/${P.simple3.slug}/`, { quantity: 3, 'add-to-cart': P.simple3.id }],
      [
        '24-nojs-variable-form-post',
        `/product/${P.variable.slug}/`,
        {
          'attribute_pa_kich-thuoc': 'nho',
          'attribute_pa_so-lop': '3-lop',
          quantity: 1,
          'add-to-cart': P.variable.id,
          product_id: P.variable.id,
          variation_id: P.variation.id,
        },
      ],
    ];
    for (const [name, path, fields] of pages) {
      const ex = recorded(name);
      const form = fields && Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)]));
      const res = await browse(visitor, path, { ...(form ? { form } : {}), headers: { host: '127.0.0.1:8089', accept: 'text/html' } });
      expectSameAnswer(res, ex, visitor.jar);
      expect(res.body, name).toContain('class="woocommerce-message"');
    }
    const ex = recorded('25-get-refreshed-fragments-after-nojs-adds');
    const body = expectSameAnswer(await replay(visitor, ex, { fields: { time: Date.now() } }), ex, visitor.jar);
    expect(quantities(cartOf(body))).toEqual({ [P.simple2.id]: 1, [P.simple3.id]: 3, [P.variation.id]: 1 });
  });
});

/** A new visitor of the shared shop, with a cookie jar of its own, who asks from the shop's own pages. */
const newVisitor = (): TestShop => ({ ...shop, jar: new CookieJar() });
const wcAjax = (visitor: TestShop, endpoint: string, form?: Record<string, string | number>, headers: Record<string, string> = {}) =>
  browse(visitor, `/?wc-ajax=${endpoint}`, {
    method: 'POST',
    form: Object.fromEntries(Object.entries(form ?? {}).map(([k, v]) => [k, String(v)])),
    headers: { host: '127.0.0.1:8089', origin: SITE, ...headers },
  });

describe('the fragments of the wc-ajax answers', () => {
  it('are the markup the pages render for the same cart, selector for selector', async () => {
    const visitor = newVisitor();
    await wcAjax(visitor, 'add_to_cart', { product_id: P.sale.id, quantity: 3 });
    const body = (await wcAjax(visitor, 'add_to_cart', { product_id: P.saleVariation.id, quantity: 1 })).json<Record<string, unknown>>();
    const page = (await browse(visitor, '/cart/', { headers: { host: '127.0.0.1:8089' } })).body;
    const fragments = fragmentsOf(body);
    for (const selector of Object.values(CART_FRAGMENTS)) expect(page, selector).toContain(fragments[selector]);
    expect(fragments[CART_FRAGMENTS.count]).toBe(
      '<span class="cart-icon image-icon"><strong class="cart-count" aria-hidden="true">4</strong><span class="screen-reader-text">4 sản phẩm trong giỏ hàng</span></span>',
    );
    expect(fragments[CART_FRAGMENTS.price]).toContain('<span class="cart-price"><span class="woocommerce-Price-amount amount"><bdi>21.000');
  });

  it('carry the cart as JSON for the islands: lines, subtotal, count and hash', async () => {
    const visitor = newVisitor();
    await wcAjax(visitor, 'add_to_cart', { product_id: P.simple.id, quantity: 2 });
    const body = (await wcAjax(visitor, 'add_to_cart', { product_id: P.variable.id, variation_id: P.saleVariation.id, 'attribute_pa_kich-thuoc': 'vua', 'attribute_pa_so-lop': '3-lop', quantity: 1 })).json<Record<string, unknown>>();
    const cart = cartOf(body);
    expect(cart).toEqual({
      items: [
        {
          key: cartItemKey(P.simple.id, 0, {}),
          product_id: P.simple.id,
          variation_id: 0,
          sku: P.simple.sku,
          name: 'Băng keo trong 48mm x 100 yard',
          attributes: [],
          quantity: 2,
          max_quantity: 8000,
          price: 16500,
          price_html: expect.stringMatching(/^<span class="woocommerce-Price-amount amount"><bdi>16\.500\u00a0<span class="woocommerce-Price-currencySymbol">₫<\/span><\/bdi><\/span>$/),
          subtotal_html: expect.stringContaining('33.000'),
          thumbnail: `/images/product/${P.simple.id}-0.svg`,
          permalink: `/product/${P.simple.slug}/`,
          remove_url: expect.stringMatching(new RegExp(`^/cart/\\?remove_item=${cartItemKey(P.simple.id, 0, {})}&_wpnonce=[0-9a-f]{10}$`)),
        },
        expect.objectContaining({
          product_id: P.variable.id,
          variation_id: P.saleVariation.id,
          attributes: [
            { label: 'Kích thước', value: 'Vừa 35x25x25 cm' },
            { label: 'Số lớp', value: '3 lớp' },
          ],
          quantity: 1,
          price: 6900,
          permalink: `/product/${P.variable.slug}/?attribute_pa_kich-thuoc=vua&attribute_pa_so-lop=3-lop`,
        }),
      ],
      count: 3,
      subtotal: 39900,
      subtotal_html: expect.stringContaining('39.900'),
      cart_hash: body['cart_hash'],
    });
    // The remove link in the JSON is the one the mini cart has, and it works without JavaScript.
    const removeUrl = cart.items[0]!.remove_url;
    expect(miniCartOf(body)).toContain(`href="${removeUrl.replace(/&/g, '&amp;')}"`);
    expect((await browse(visitor, removeUrl, { headers: { host: '127.0.0.1:8089' } })).statusCode).toBe(303);
  });

  it('escape the JSON for a script element: no </script>, <!-- or raw U+2028 gets through', async () => {
    const conn = new Database(join(shop.dir, 'data', 'shop.sqlite'));
    const name = 'Thùng </script><script>alert(1)</script> <!-- \u2028\u2029 "7 lớp"';
    conn.prepare('UPDATE products SET name = ? WHERE sku = ?').run(name, 'GVSG-TC7-605050');
    const { id } = conn.prepare('SELECT id FROM products WHERE sku = ?').get('GVSG-TC7-605050') as { id: number };
    conn.close();
    const visitor = newVisitor();
    const body = (await wcAjax(visitor, 'add_to_cart', { product_id: id, quantity: 1 })).json<Record<string, unknown>>();
    const script = fragmentsOf(body)[CART_FRAGMENTS.data]!;
    expect(script.match(/<\/script/gi)).toHaveLength(1);
    expect(script).not.toContain('<!--');
    expect(script).not.toMatch(/[\u2028\u2029]/);
    expect(cartOf(body).items[0]!.name).toBe(name);
    expect(miniCartOf(body)).toContain('Thùng &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
  });
});

describe('the wc-ajax endpoints and the store', () => {
  it('refuse a cart change posted from another site, and keep the cart as it was', async () => {
    const visitor = newVisitor();
    const added = (await wcAjax(visitor, 'add_to_cart', { product_id: P.simple.id, quantity: 1 })).json<Record<string, unknown>>();
    const key = cartItemKey(P.simple.id, 0, {});
    const forged: Array<[string, Record<string, string | number>, Record<string, string>]> = [
      ['add_to_cart', { product_id: P.simple.id, quantity: 5 }, { origin: 'https://evil.example' }],
      ['add_to_cart', { product_id: P.simple.id, quantity: 5 }, { 'sec-fetch-site': 'cross-site' }],
      ['add_to_cart', { product_id: P.simple.id, quantity: 5 }, { 'sec-fetch-site': 'same-site', origin: 'https://shop.127.0.0.1.nip.io' }],
      ['remove_from_cart', { cart_item_key: key }, { origin: 'null' }],
      ['remove_from_cart', { cart_item_key: key }, { 'sec-fetch-site': 'cross-site' }],
    ];
    for (const [endpoint, form, headers] of forged) {
      const res = await wcAjax(visitor, endpoint, form, headers);
      expect(res.statusCode, `${endpoint} ${JSON.stringify(headers)}`).toBe(403);
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    const after = (await wcAjax(visitor, 'get_refreshed_fragments', { time: Date.now() })).json<Record<string, unknown>>();
    expect(after['cart_hash']).toBe(added['cart_hash']);
    expect(quantities(cartOf(after))).toEqual({ [P.simple.id]: 1 });
    // The shop's own page, in a browser that says so, may.
    const own = await wcAjax(visitor, 'add_to_cart', { product_id: P.simple.id, quantity: 1 }, { 'sec-fetch-site': 'same-origin' });
    expect(quantities(cartOf(own.json()))).toEqual({ [P.simple.id]: 2 });
  });

  it('give a visitor a session on the first add only, not for a refused one or a look at the cart', async () => {
    const visitor = newVisitor();
    for (const [endpoint, form] of [
      ['get_refreshed_fragments', { time: Date.now() }],
      ['add_to_cart', { product_id: P.outOfStock.id, quantity: 1 }],
      ['add_to_cart', { product_id: 999999, quantity: 1 }],
      ['remove_from_cart', { cart_item_key: cartItemKey(P.simple.id, 0, {}) }],
    ] as const) {
      const res = await wcAjax(visitor, endpoint, form);
      expect(res.headers['set-cookie'], endpoint).toBeUndefined();
    }
    const res = await wcAjax(visitor, 'add_to_cart', { product_id: P.simple.id, quantity: 1 });
    const session = (res.cookies as Array<{ name: string; httpOnly?: boolean; maxAge?: number }>).find((c) => c.name.startsWith('wp_woocommerce_session_'));
    expect(session).toMatchObject({ httpOnly: true, maxAge: 2 * 24 * 3600 });
    expect([...visitor.jar.values.keys()].sort()).toEqual(['woocommerce_cart_hash', 'woocommerce_items_in_cart', session!.name]);
  });

  it('leave the reason of a refused add for the product page it sends the shopper to, and take no notice meant for a page', async () => {
    const visitor = newVisitor();
    await wcAjax(visitor, 'add_to_cart', { product_id: P.soldIndividually.id, quantity: 1 });
    const refused = (await wcAjax(visitor, 'add_to_cart', { product_id: P.soldIndividually.id, quantity: 1 })).json<{ product_url: string }>();
    // A refresh in another tab meanwhile shows no notice and keeps it.
    await wcAjax(visitor, 'get_refreshed_fragments', { time: Date.now() });
    const page = await browse(visitor, refused.product_url.slice(SITE.length), { headers: { host: '127.0.0.1:8089' } });
    expect(page.body).toContain('<ul class="woocommerce-error" role="alert"><li>Bạn không thể thêm một “Dịch vụ giao hàng hoả tốc 1 giờ” khác vào giỏ hàng.</li></ul>');
    expect((await browse(visitor, refused.product_url.slice(SITE.length), { headers: { host: '127.0.0.1:8089' } })).body).not.toContain('woocommerce-error');
  });

  it('read quantities, variations and attributes as WooCommerce does', async () => {
    const visitor = newVisitor();
    const add = async (form: Record<string, string | number>) => readAddToCart((await wcAjax(visitor, 'add_to_cart', form)).json());
    // An empty or "0" quantity is one (PHP's empty()); a sold-individually product is added once, whatever the quantity.
    expect(await add({ product_id: P.simple.id, quantity: '' })).toMatchObject({ type: 'added' });
    expect(await add({ product_id: P.simple.id, quantity: 0 })).toMatchObject({ type: 'added' });
    expect(await add({ product_id: P.soldIndividually.id, quantity: 5 })).toMatchObject({ type: 'added' });
    for (const quantity of ['-1', '2.5', 'abc', '99999999']) {
      expect(await add({ product_id: P.simple.id, quantity }), quantity).toEqual({ type: 'refused', productUrl: `${SITE}/product/${P.simple.slug}/` });
    }
    // A variable product with a variation chosen by attributes, by id, or by an id its attributes contradict.
    expect(await add({ product_id: P.variable.id, variation_id: 0, 'attribute_pa_kich-thuoc': 'nho', 'attribute_pa_so-lop': '3-lop', quantity: 1 })).toMatchObject({ type: 'added' });
    expect(await add({ product_id: P.variable.id, variation_id: P.variation.id, quantity: 1 })).toMatchObject({ type: 'added' });
    const incomplete = { type: 'refused', productUrl: `${SITE}/product/${P.variable.slug}/` };
    expect(await add({ product_id: P.variable.id, variation_id: 0, 'attribute_pa_kich-thuoc': 'nho', quantity: 1 })).toEqual(incomplete);
    expect(await add({ product_id: P.variable.id, variation_id: P.variation.id, 'attribute_pa_kich-thuoc': 'lon', quantity: 1 })).toEqual(incomplete);
    expect(await add({ product_id: P.variable.id, variation_id: P.simple.id, quantity: 1 })).toEqual(incomplete);
    expect(await add({ product_id: 'abc', quantity: 1 })).toEqual({ type: 'refused', productUrl: false });

    const cart = cartOf((await wcAjax(visitor, 'get_refreshed_fragments', { time: Date.now() })).json());
    expect(quantities(cart)).toEqual({ [P.simple.id]: 2, [P.soldIndividually.id]: 1, [P.variation.id]: 2 });
  });

  it('answer what they do not know with WooCommerce’s empty answer, and a plain POST to the home page with 404', async () => {
    const visitor = newVisitor();
    const unknown = await wcAjax(visitor, 'khong_co');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe('');
    expect(unknown.headers['content-type']).toBe('text/html; charset=UTF-8');
    // remove_from_cart reads its key from the POST body only: a link cannot remove a line.
    expect((await browse(visitor, '/?wc-ajax=remove_from_cart&cart_item_key=x', { headers: { host: '127.0.0.1:8089' } })).json()).toEqual({ success: false });
    expect((await browse(visitor, '/', { form: { product_id: String(P.simple.id) }, headers: { host: '127.0.0.1:8089' } })).statusCode).toBe(404);
  });
});
