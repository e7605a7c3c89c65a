import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readVariationAnswer } from '../src/variations/answer';
import { exchange } from '../tests/exchanges';
import { FILM_PRODUCT } from './db/catalogue';
import type { Product } from './db/products';
import { AJAX_VARIATION_THRESHOLD } from './pages/product/VariationsForm';
import { absint, matchPostedVariation } from './routes/wc-ajax';
import { browse, startShop, type TestShop } from './test-helpers';
import { Catalogue } from './db/products';
import Database from 'better-sqlite3';
import { join } from 'node:path';

const RECORDED = exchange('19-get-variation') as ReturnType<typeof exchange> & {
  request: { headers: Record<string, string> };
  response: { headers: Array<[string, string]>; body_json: Record<string, unknown> };
};
const recordedHeader = (name: string): string | undefined => RECORDED.response.headers.find(([key]) => key.toLowerCase() === name)?.[1];

let shop: TestShop;
let db: Database.Database;
let products: Catalogue;
beforeAll(async () => {
  shop = await startShop();
  db = new Database(join(shop.dir, 'data', 'shop.sqlite'), { readonly: true });
  products = new Catalogue(db);
});
afterAll(async () => {
  db.close();
  await shop.close();
});

const catalogue = (): Catalogue => products;
/** The carton made to order (its variations in its page) and the film made to order (too many for that). */
const carton = (): Product => catalogue().bySlug('thung-carton-dat-theo-kich-thuoc')!;
const film = (): Product => catalogue().bySlug(FILM_PRODUCT.slug)!;

/** POSTs get_variation as WooCommerce's script does (its recorded headers), with `fields`. */
async function ask(fields: Record<string, string | number>, method: 'GET' | 'POST' = 'POST'): Promise<LightMyRequestResponse> {
  const { Host: _host, Cookie: _cookie, 'Content-Length': _length, ...headers } = RECORDED.request.headers;
  const body = new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString();
  return shop.app.inject({
    method,
    url: method === 'POST' ? '/?wc-ajax=get_variation' : `/?wc-ajax=get_variation&${body}`,
    headers: { ...headers, host: '127.0.0.1:8089' },
    ...(method === 'POST' ? { payload: body } : {}),
  });
}
/** The structure of a JSON value: keys and value types, nested (arrays and values by type only). */
const shapeOf = (value: unknown): unknown =>
  value === null ? 'null' : typeof value !== 'object' ? typeof value : Array.isArray(value) ? 'array' : Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shapeOf(v)]).sort());

describe('get_variation, as WooCommerce answers it', () => {
  it('answers a full choice with the variation’s data, in the recorded answer’s shape and headers', async () => {
    const variation = catalogue().variations(carton().id).find((v) => v.sku.endsWith('-VUA-3-LOP'))!;
    const res = await ask({ 'attribute_pa_kich-thuoc': 'vua', 'attribute_pa_so-lop': '3-lop', product_id: carton().id });
    expect(res.statusCode).toBe(RECORDED.response.status);
    expect(res.headers['content-type']).toBe(recordedHeader('content-type'));
    expect(res.headers['expires']).toBe(recordedHeader('expires'));
    expect(res.headers['x-robots-tag']).toBe(recordedHeader('x-robots-tag'));
    const body = res.json<Record<string, unknown>>();
    // Every key of WooCommerce's answer, each value of the same type (srcset: false where the
    // demo has one size of each picture, as WooCommerce answers for such an image).
    // The attributes are each product's own.
    const { srcset: _srcset, ...image } = shapeOf(RECORDED.response.body_json['image']) as Record<string, unknown>;
    const { attributes: _recorded, ...recorded } = shapeOf(RECORDED.response.body_json) as Record<string, unknown>;
    const { attributes: _demo, ...demo } = shapeOf(body) as Record<string, unknown>;
    expect(demo).toEqual({ ...recorded, max_qty: 'number', image: { ...image, srcset: 'boolean' } });
    expect(body).toMatchObject({
      variation_id: variation.id,
      attributes: { 'attribute_pa_kich-thuoc': 'vua', 'attribute_pa_so-lop': '3-lop' },
      sku: variation.sku,
      display_price: 6900,
      display_regular_price: 7500,
      is_in_stock: true,
      image: { src: `/images/variation/${variation.id}.svg`, thumb_src: `/images/variation/${variation.id}.svg`, gallery_thumbnail_src: `/images/variation/${variation.id}.svg` },
    });
    expect(body['price_html']).toContain('<del aria-hidden="true">');
    // The island reads it as it reads WooCommerce's.
    expect(readVariationAnswer(body)).toMatchObject({ variation_id: variation.id });
  });

  it('answers false for a choice no variation has, and for a choice left incomplete', async () => {
    const choices: Array<Record<string, string>> = [
      { 'attribute_pa_kich-thuoc': 'vua', 'attribute_pa_so-lop': '7-lop' },
      { 'attribute_pa_kich-thuoc': 'vua' },
      { 'attribute_pa_kich-thuoc': 'vua', 'attribute_pa_so-lop': '' },
    ];
    for (const fields of choices) {
      const res = await ask({ ...fields, product_id: carton().id });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=UTF-8');
      expect(res.body).toBe('false');
    }
  });

  it('answers false for a product without variations: a simple one, or a variation’s own id', async () => {
    const simple = catalogue().bySlug('bang-keo-trong-48mm-x-100-yard')!;
    expect((await ask({ product_id: simple.id })).body).toBe('false');
    const variation = catalogue().variations(carton().id)[0]!;
    expect((await ask({ 'attribute_pa_kich-thuoc': 'nho', 'attribute_pa_so-lop': '3-lop', product_id: variation.id })).body).toBe('false');
  });

  it('answers nothing, as its wp_die() does, without a product id, for no such product, and to a GET', async () => {
    const nothing = async (res: Promise<LightMyRequestResponse>): Promise<void> => {
      const answer = await res;
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('text/html; charset=UTF-8');
      expect(answer.body).toBe('');
    };
    await nothing(ask({ 'attribute_pa_kich-thuoc': 'vua', 'attribute_pa_so-lop': '3-lop' }));
    await nothing(ask({ 'attribute_pa_kich-thuoc': 'vua', 'attribute_pa_so-lop': '3-lop', product_id: 999999 }));
    await nothing(ask({ product_id: 'abc' }));
    await nothing(ask({ 'attribute_pa_kich-thuoc': 'vua', 'attribute_pa_so-lop': '3-lop', product_id: carton().id }, 'GET'));
  });

  it('reads the product id as PHP’s absint does, and a repeated attribute field as no value', async () => {
    expect((await ask({ 'attribute_pa_kich-thuoc': 'vua', 'attribute_pa_so-lop': '3-lop', product_id: ` ${carton().id}abc` })).json()).toMatchObject({ sku: 'GVSG-TC-DAT-VUA-3-LOP' });
    const repeated = `attribute_pa_kich-thuoc=vua&attribute_pa_kich-thuoc=lon&attribute_pa_so-lop=3-lop&product_id=${carton().id}`;
    const res = await shop.app.inject({ method: 'POST', url: '/?wc-ajax=get_variation', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: repeated });
    expect(res.body).toBe('false');
  });

  it('answers each of the film’s 36 variations, whose page leaves them out, and false for a width it is not made in', async () => {
    const variations = catalogue().variations(film().id);
    expect(variations.length).toBeGreaterThan(AJAX_VARIATION_THRESHOLD);
    for (const variation of variations) {
      const body = (await ask({ ...variation.variationValues, product_id: film().id })).json<Record<string, unknown>>();
      expect(body['variation_id']).toBe(variation.id);
      expect(body['variation_description']).toBe(`<p>${variation.description}</p>\n`);
    }
    const none = await ask({ 'attribute_pa_kho-mang': '25-cm', 'attribute_pa_do-day': '23-mic', 'attribute_pa_trong-luong-cuon': '5-kg', product_id: film().id });
    expect(none.body).toBe('false');
  });
});

describe('the product pages’ variations forms', () => {
  const attribute = (html: string): string => /data-product_variations="([^"]*)"/.exec(html)![1]!;

  it('carry the variations of a product with at most 30 of them, as get_variation answers them', async () => {
    const html = (await browse(shop, '/product/thung-carton-dat-theo-kich-thuoc/')).body;
    const inline = JSON.parse(attribute(html).replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&')) as unknown[];
    expect(inline).toHaveLength(6);
    const answer = (await ask({ 'attribute_pa_kich-thuoc': 'lon', 'attribute_pa_so-lop': '5-lop', product_id: carton().id })).json();
    expect(inline).toContainEqual(answer);
  });

  it('leave them out for the film, with 36 (`data-product_variations="false"`)', async () => {
    const html = (await browse(shop, `/product/${FILM_PRODUCT.slug}/`)).body;
    expect(attribute(html)).toBe('false');
    expect(html).toContain(`data-product_id="${film().id}"`);
  });

  it('come with the choice in the address made, as WooCommerce does with $_REQUEST; an unknown value chooses nothing', async () => {
    const html = (await browse(shop, '/product/thung-carton-dat-theo-kich-thuoc/?attribute_pa_kich-thuoc=vua&attribute_pa_so-lop=bogus')).body;
    expect(html).toMatch(/<select id="pa_kich-thuoc"[^>]*>.*?<option value="vua" selected="">/s);
    expect(html).toMatch(/<select id="pa_so-lop"[^>]*><option value="" selected="">/);
  });
});

describe('matchPostedVariation and absint', () => {
  const variation = (id: number, values: Record<string, string>): Product => ({ id, variationValues: values }) as Product;

  it('matches the first variation in order, an empty value being WooCommerce’s “any”', () => {
    const variations = [variation(1, { attribute_size: 'm', attribute_colour: '' }), variation(2, { attribute_size: 'm', attribute_colour: 'do' })];
    expect(matchPostedVariation(variations, { attribute_size: 'm', attribute_colour: 'do' })?.id).toBe(1);
    expect(matchPostedVariation(variations, { attribute_size: 'm' })?.id).toBe(1);
    expect(matchPostedVariation(variations.slice(1), { attribute_size: 'm' })).toBeUndefined();
    expect(matchPostedVariation(variations, { attribute_size: 'l', attribute_colour: 'do' })).toBeUndefined();
    expect(matchPostedVariation(variations.slice(1), { attribute_size: ['m'], attribute_colour: 'do' })).toBeUndefined();
  });

  it('reads numbers as PHP does', () => {
    expect([absint('35'), absint(' 35abc'), absint('-35'), absint('3.9'), absint('1e3'), absint('abc'), absint(''), absint(undefined), absint(['35'])]).toEqual([
      35, 35, 35, 3, 1000, 0, 0, 0, 0,
    ]);
  });
});
