import Database from 'better-sqlite3';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HIDE_OUT_OF_STOCK_OPTION } from '../../db/products';
import { browse, startShop, type TestShop } from '../../test-helpers';
import { ADMIN_AJAX_PATH } from '../admin-ajax';
import { MAX_QUERY_CHARS, NO_RESULTS_ID, SUGGESTION_LIMIT, VIEW_ALL_ID, type SearchAnswer, type Suggestion } from './search';

let shop: TestShop;
beforeAll(async () => {
  shop = await startShop();
});
afterAll(() => shop.close());

const db = () => new Database(join(shop.dir, 'data', 'shop.sqlite'));
const searchPath = (query: string, category?: string): string => {
  const params = new URLSearchParams({ action: 'flatsome_ajax_search_products', query });
  if (category !== undefined) params.set('product_cat', category);
  return `${ADMIN_AJAX_PATH}?${params}`;
};
async function search(query: string, category?: string, headers: Record<string, string> = {}): Promise<SearchAnswer> {
  const res = await shop.app.inject({ method: 'GET', url: searchPath(query, category), headers });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/json; charset=UTF-8');
  return res.json<SearchAnswer>();
}
const products = (answer: SearchAnswer): Suggestion[] => answer.suggestions.filter((s) => s.id > 0);
const names = (answer: SearchAnswer): string[] => products(answer).map((s) => s.value);
const NO_RESULTS = { suggestions: [{ id: NO_RESULTS_ID, value: 'Không tìm thấy sản phẩm nào.', url: '' }] };

describe('flatsome_ajax_search_products', () => {
  it("answers Flatsome's shape: each product's name, link, thumbnail and price HTML as the shop shows it", async () => {
    const answer = await search('thung carton');
    expect(names(answer).every((name) => /^(Thùng|Hộp) carton/.test(name))).toBe(true);
    const first = products(answer).find((s) => s.value === 'Thùng carton 3 lớp 20x15x10 cm')!;
    expect(Object.keys(first)).toEqual(['type', 'id', 'value', 'url', 'img', 'price']);
    expect(first).toMatchObject({ type: 'Product', value: 'Thùng carton 3 lớp 20x15x10 cm', url: '/product/thung-carton-3-lop-20x15x10-cm/' });
    const page = await browse(shop, first.url);
    expect(page.statusCode).toBe(200);
    expect((await browse(shop, first.img!)).headers['content-type']).toMatch(/^image\//);
    // The same price markup as the product's box in the listing.
    const listing = (await browse(shop, '/product-category/thung-carton/')).body;
    expect(listing).toContain(`<span class="price">${first.price}</span>`);
    expect(first.price).toBe('<span class="woocommerce-Price-amount amount"><bdi>3.500\u00a0<span class="woocommerce-Price-currencySymbol">₫</span></bdi></span>');
    const sale = products(await search('GVSG-TC3-302020'))[0]!;
    expect(sale.price).toMatch(/^<del aria-hidden="true">.*<\/del> <ins>.*<\/ins>$/);
  });

  it.each([
    ['thung carton', 'thùng carton', /^Thùng carton/],
    ['bang keo', 'Băng keo', /^Băng keo/],
    ['xe day', 'XE ĐẨY', /^Xe đẩy/],
  ])('finds for “%s” what it finds for “%s”, diacritics and case aside', async (plain, accented, first) => {
    const answer = await search(plain);
    expect(names(answer)[0]).toMatch(first);
    expect(names(await search(accented))).toEqual(names(answer));
  });

  it('finds products by the start of their SKU', async () => {
    expect(names(await search('GVSG-TC5')).sort()).toEqual(['Thùng carton 5 lớp 40x30x30 cm', 'Thùng carton 5 lớp 60x40x40 cm']);
    expect(names(await search('gvsg-bk'))).toHaveLength(5);
  });

  it('keeps to the category chosen in product_cat, and finds nothing in one that does not exist', async () => {
    const tapes = names(await search('gvsg', 'bang-keo'));
    expect(tapes).toHaveLength(5);
    expect(tapes.every((name) => /băng keo/i.test(name))).toBe(true);
    expect(await search('thung carton', 'bang-keo')).toEqual(NO_RESULTS);
    expect(await search('thung carton', 'khong-co')).toEqual(NO_RESULTS);
    expect(names(await search('thung carton', ''))).toEqual(names(await search('thung carton')));
  });

  it(`answers at most ${SUGGESTION_LIMIT} products, then a line leading to every result`, async () => {
    const answer = await search('gvsg');
    expect(products(answer)).toHaveLength(SUGGESTION_LIMIT);
    expect(answer.suggestions).toHaveLength(SUGGESTION_LIMIT + 1);
    const viewAll = answer.suggestions[SUGGESTION_LIMIT]!;
    expect(viewAll).toEqual({ id: VIEW_ALL_ID, value: 'Xem tất cả kết quả', url: '/?s=gvsg&post_type=product' });
    const page = await browse(shop, viewAll.url);
    expect(page.body).toContain('Kết quả tìm kiếm: “gvsg”');
    expect(titlesOf(page.body)).toHaveLength(12);
    const inCategory = (await search('gvsg', 'bang-keo')).suggestions.at(-1)!;
    expect(inCategory.url).toBe('/?s=gvsg&post_type=product&product_cat=bang-keo');
    expect(titlesOf((await browse(shop, inCategory.url)).body)).toHaveLength(5);
  });

  it('says "No products found." in Flatsome\'s shape when nothing matches, in the shop\'s language', async () => {
    expect(await search('khong co gi ca')).toEqual(NO_RESULTS);
    const english = await search('nothing at all here', undefined, { cookie: 'shop_lang=en' });
    expect(english).toEqual({ suggestions: [{ id: NO_RESULTS_ID, value: 'No products found.', url: '' }] });
    expect((await search('gvsg', undefined, { cookie: 'shop_lang=en' })).suggestions.at(-1)!.value).toBe('View all results');
  });

  it.each([
    ['no query at all', `${ADMIN_AJAX_PATH}?action=flatsome_ajax_search_products`],
    ['an empty query', searchPath('')],
    ['2 characters', searchPath('th')],
    ['2 characters among spaces', searchPath('   th   ')],
    ['only punctuation', searchPath('*** ---')],
    ['a query sent as an array', `${ADMIN_AJAX_PATH}?action=flatsome_ajax_search_products&query[]=thung&query[]=carton`],
  ])('answers no products, without an error, for %s', async (_, url) => {
    const res = await shop.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(NO_RESULTS);
  });

  it('reads the first of a repeated query parameter', async () => {
    const res = await shop.app.inject({ method: 'GET', url: `${searchPath('thung')}&query=zzzz` });
    expect(names(res.json())).toEqual(names(await search('thung')));
  });

  it('treats FTS5 query syntax as text', async () => {
    const thung = names(await search('thung'));
    for (const input of ['"thung"', 'thung*', '(thung)', '-thung', '^thung']) expect(names(await search(input)), input).toEqual(thung);
    for (const input of ['"', '""""', '*', 'OR', 'AND NOT', 'NEAR(a b)', 'name:thung', '{name sku}:thung', "'; DROP TABLE products; --", '\u0000\u0000\u0000']) {
      const answer = await search(input);
      expect(Array.isArray(answer.suggestions), input).toBe(true);
    }
  });

  it('cuts a very long query instead of failing on it', async () => {
    const long = `thung carton ${'x'.repeat(20_000)}`;
    const res = await shop.app.inject({ method: 'GET', url: searchPath(long) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(NO_RESULTS);
    const words = Array.from({ length: 400 }, () => 'thung').join(' ');
    expect(names(await search(words))).toEqual(names(await search('thung')));
    expect(MAX_QUERY_CHARS).toBeLessThan(long.length);
  });

  it('takes the query from a POST body too, as Flatsome reads $_REQUEST', async () => {
    const res = await shop.app.inject({
      method: 'POST',
      url: ADMIN_AJAX_PATH,
      payload: 'action=flatsome_ajax_search_products&query=bang+keo&product_cat=bang-keo',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(names(res.json())).toEqual(names(await search('bang keo', 'bang-keo')));
  });

  it('says how long the search took in Server-Timing, and is never cached', async () => {
    const res = await shop.app.inject({ method: 'GET', url: searchPath('thung carton') });
    expect(res.headers['server-timing']).toMatch(/^search;dur=\d+\.\d\d$/);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('leaves out products hidden from search, and out-of-stock ones when the shop hides them', async () => {
    const conn = db();
    try {
      conn.prepare("UPDATE products SET catalog_visibility = 'catalog' WHERE sku = 'GVSG-BK-T48100'").run();
      expect(names(await search('bang keo'))).not.toContain('Băng keo trong 48mm x 100 yard');
      conn.prepare("UPDATE products SET catalog_visibility = 'search' WHERE sku = 'GVSG-BK-T48100'").run();
      expect(names(await search('bang keo'))).toContain('Băng keo trong 48mm x 100 yard');
      const out = 'Thùng carton 5 lớp 60x40x40 cm';
      expect(names(await search('thung carton'))).toContain(out);
      conn.prepare('INSERT INTO options (name, value) VALUES (?, ?)').run(HIDE_OUT_OF_STOCK_OPTION, 'yes');
      expect(names(await search('thung carton'))).not.toContain(out);
    } finally {
      conn.prepare("UPDATE products SET catalog_visibility = 'visible'").run();
      conn.prepare('DELETE FROM options WHERE name = ?').run(HIDE_OUT_OF_STOCK_OPTION);
      conn.close();
    }
  });
});

const titlesOf = (html: string) => [...html.matchAll(/woocommerce-loop-product__title">([^<]+)</g)].map((m) => m[1]);
