import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browse, startShop, type TestShop } from './test-helpers';

let shop: TestShop;
beforeAll(async () => {
  shop = await startShop();
});
afterAll(async () => shop.close());

const titles = (html: string) => [...html.matchAll(/woocommerce-loop-product__title">([^<]+)</g)].map((m) => m[1]);
const search = (s: string) => browse(shop, `/?s=${encodeURIComponent(s)}&post_type=product`);

describe('search page', () => {
  it.each([
    ['thung', 'thùng', 'Thùng carton 3 lớp 20x15x10 cm'],
    ['bang keo', 'băng keo', 'Băng keo trong 48mm x 100 yard'],
    ['xe day', 'xe đẩy', 'Xe đẩy hàng 4 bánh sàn thép 300kg'],
  ])('finds for “%s” what it finds for “%s”', async (plain, accented, expected) => {
    const withoutMarks = await search(plain);
    expect(withoutMarks.statusCode).toBe(200);
    expect(titles(withoutMarks.body)).toContain(expected);
    expect(titles((await search(accented)).body)).toEqual(titles(withoutMarks.body));
  });

  it('finds a product by the start of its SKU', async () => {
    expect(titles((await search('GVSG-TC5')).body)).toEqual(['Thùng carton 5 lớp 40x30x30 cm', 'Thùng carton 5 lớp 60x40x40 cm']);
  });

  it('answers 200 whatever FTS5 syntax the search box is given', async () => {
    for (const input of ['"', '"thung', 'thung*', '*', '-', '-thung', 'name:thung', ':', 'OR', 'thung OR', 'AND NOT', 'NEAR(a b)', '(', ')', '^', "'"]) {
      const res = await search(input);
      expect(res.statusCode, input).toBe(200);
      expect(res.body, input).toMatch(/woocommerce-loop-product__title|woocommerce-no-products-found/);
    }
  });

  it('keeps the search across result pages', async () => {
    const res = await search('gvsg');
    expect(res.body).toContain('href="/page/2/?s=gvsg&amp;post_type=product"');
    const page2 = await browse(shop, '/page/2/?s=gvsg&post_type=product');
    expect(page2.statusCode).toBe(200);
    expect(titles(page2.body)).not.toEqual(titles(res.body));
  });
});
