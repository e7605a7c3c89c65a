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

describe('product gallery', () => {
  const GALLERY_PRODUCT = '/product/xe-day-hang-4-banh-san-thep-300kg/';
  /** Each gallery image's alt text and full-size URL, in page order. */
  const images = (html: string) =>
    [...html.matchAll(/<img [^>]*alt="([^"]*)"[^>]*data-large_image="([^"]*)"/g)].map((m) => ({ alt: m[1]!, url: m[2]! }));
  /** What an SVG draws, leaving out its words and the angle it is turned at. */
  const drawing = (svg: string) =>
    svg.replace(/<text[\s\S]*?<\/text>/g, '').replace(/ (transform|aria-label)="[^"]*"/g, '');

  it('draws a different picture for each image, each with its own alt text in the page language', async () => {
    const vi = images((await browse(shop, GALLERY_PRODUCT)).body);
    expect(vi.length).toBe(5);
    const drawings = await Promise.all(vi.map(async ({ url }) => drawing((await browse(shop, url)).body)));
    expect(new Set(drawings).size).toBe(vi.length);
    expect(new Set(vi.map((image) => image.alt)).size).toBe(vi.length);
    const en = images((await browse(shop, `${GALLERY_PRODUCT}?lang=en`)).body);
    await browse(shop, '/?lang=vi');
    expect(en.map((image) => image.url)).toEqual(vi.map((image) => image.url));
    expect(new Set(en.map((image) => image.alt)).size).toBe(en.length);
    en.slice(1).forEach((image, i) => expect(image.alt).not.toBe(vi[i + 1]!.alt));
  });

  it('links each thumbnail to its slide in the page, and each slide to its full-size image', async () => {
    const html = (await browse(shop, GALLERY_PRODUCT)).body;
    const slides = [...html.matchAll(/<div id="([^"]+)" [^>]*class="woocommerce-product-gallery__image"[^>]*><a href="([^"]+)"/g)].map((m) => ({ id: m[1]!, href: m[2]! }));
    expect(slides.map((slide) => slide.href)).toEqual(images(html).map((image) => image.url));
    const thumbnails = /<div class="product-thumbnails thumbnails">([\s\S]*?)<\/div><\/div>/.exec(html)?.[1] ?? '';
    const targets = [...thumbnails.matchAll(/<a href="([^"]+)"[^>]*><img [^>]*src="([^"]+)"/g)].map((m) => ({ href: m[1]!, src: m[2]! }));
    expect(targets).toEqual(slides.map((slide) => ({ href: `#${slide.id}`, src: slide.href })));
  });
});
