import { describe, expect, it } from 'vitest';
import type { RequestError } from '../http/errors';
import { readSearchAnswer, safeUrl } from './answer';

const PRICE = '<span class="woocommerce-Price-amount amount"><bdi>3.500&nbsp;<span class="woocommerce-Price-currencySymbol">&#8363;</span></bdi></span>';
/** A product line as Flatsome's handler writes it. */
const product = (id: number, extra: Record<string, unknown> = {}) => ({
  type: 'Product',
  id,
  value: `Thùng carton ${id}`,
  url: `https://shop.example/product/thung-${id}/`,
  img: `https://shop.example/wp-content/uploads/thung-${id}-100x100.jpg`,
  price: PRICE,
  ...extra,
});

describe('safeUrl', () => {
  it.each(['https://shop.example/p/', 'http://shop.example/p/', '/product/thung/', '?s=thung', 'product/thung/', '//cdn.example/a.jpg'])(
    'keeps %s',
    (url) => expect(safeUrl(url)).toBe(url),
  );

  it.each(['javascript:alert(1)', ' JaVaScRiPt:alert(1)', 'java\tscript:alert(1)', 'java\nscript:alert(1)', '\u0001javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:x', 'file:///etc/passwd', 'blob:https://shop.example/1', 'http://[::1', '', '  '])(
    'refuses %j',
    (url) => expect(safeUrl(url)).toBeUndefined(),
  );

  it('refuses what is not a string', () => {
    for (const value of [false, null, undefined, 0, {}, ['https://x/']]) expect(safeUrl(value)).toBeUndefined();
  });
});

describe('reading the search answer', () => {
  it("reads Flatsome's products, with their thumbnail and price HTML", () => {
    const results = readSearchAnswer({ suggestions: [product(11), product(12)] });
    expect(results).toEqual({
      products: [
        { id: 11, value: 'Thùng carton 11', url: 'https://shop.example/product/thung-11/', img: 'https://shop.example/wp-content/uploads/thung-11-100x100.jpg', price: PRICE },
        { id: 12, value: 'Thùng carton 12', url: 'https://shop.example/product/thung-12/', img: 'https://shop.example/wp-content/uploads/thung-12-100x100.jpg', price: PRICE },
      ],
    });
  });

  it("reads Flatsome's no-products line as no products", () => {
    expect(readSearchAnswer({ suggestions: [{ id: -1, value: 'No products found.', url: '' }] })).toEqual({ products: [] });
    expect(readSearchAnswer({ suggestions: [] })).toEqual({ products: [] });
  });

  it('reads the demo store’s view-all line apart from the products, and drops it when there are none', () => {
    const viewAll = { id: -2, value: 'Xem tất cả kết quả', url: '/?s=thung&post_type=product' };
    const results = readSearchAnswer({ suggestions: [product(11), viewAll] });
    expect(results.products.map((p) => p.id)).toEqual([11]);
    expect(results.viewAll).toEqual({ ...viewAll, img: '', price: '' });
    expect(readSearchAnswer({ suggestions: [viewAll] })).toEqual({ products: [] });
  });

  it('takes a product without an image (Flatsome sends false) or a price, and string ids', () => {
    const results = readSearchAnswer({ suggestions: [product(11, { img: false, price: null }), { id: '12', value: 'Trang', url: '/p/' }] });
    expect(results.products).toEqual([
      { id: 11, value: 'Thùng carton 11', url: 'https://shop.example/product/thung-11/', img: '', price: '' },
      { id: '12', value: 'Trang', url: '/p/', img: '', price: '' },
    ]);
  });

  it('leaves out a product whose link is not http(s) or relative, and an image that is not', () => {
    const results = readSearchAnswer({
      suggestions: [product(11, { url: 'javascript:alert(1)' }), product(12, { img: 'javascript:alert(1)' }), product(13, { url: '' }), product(14, { img: 'data:image/svg+xml,<svg onload=alert(1)>' })],
    });
    expect(results.products.map((p) => [p.id, p.img])).toEqual([
      [12, ''],
      [14, ''],
    ]);
  });

  it('skips other marker lines (negative ids) whatever they say', () => {
    expect(readSearchAnswer({ suggestions: [{ id: -7, value: 'x', url: '/x/' }, product(11)] }).products.map((p) => p.id)).toEqual([11]);
  });

  it.each([
    ['null', null],
    ['a string', 'No products found.'],
    ['an array', [product(11)]],
    ['an object without suggestions', { results: [product(11)] }],
    ['suggestions that are not an array', { suggestions: { 0: product(11) } }],
    ['a line that is not an object', { suggestions: [product(11), 'Thùng'] }],
    ['a line without an id', { suggestions: [{ value: 'Thùng', url: '/p/' }] }],
    ['a line with an empty id', { suggestions: [{ id: '', value: 'Thùng', url: '/p/' }] }],
    ['a line with an object id', { suggestions: [{ id: { n: 1 }, value: 'Thùng', url: '/p/' }] }],
    ['a line whose value is not a string', { suggestions: [{ id: 11, value: 11, url: '/p/' }] }],
    ['a line whose value is HTML in an object', { suggestions: [{ id: 11, value: { html: '<b>x</b>' }, url: '/p/' }] }],
  ])('refuses %s', (_, body) => {
    expect(() => readSearchAnswer(body)).toThrow(expect.objectContaining({ name: 'RequestError', kind: 'answer' }));
  });

  it('keeps what came with the error, for the console', () => {
    try {
      readSearchAnswer({ nope: true });
      expect.unreachable();
    } catch (error) {
      expect((error as RequestError).body).toEqual({ nope: true });
    }
  });
});
