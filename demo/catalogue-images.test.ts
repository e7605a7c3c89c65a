/**
 * The demo catalogue's pictures: which products have a gallery and how many pictures, that each
 * picture is served and is a different picture, and that each has its own alt text from the page
 * language's catalog.
 */
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GALLERY_VIEW_LABELS } from './components/images';
import { FILM_PRODUCT, VARIABLE_PRODUCT, type GalleryView } from './db/catalogue';
import { Catalogue, type Product } from './db/products';
import { createT } from './i18n/index';
import { browse, startShop, type TestShop } from './test-helpers';

let shop: TestShop;
let db: Database.Database;
let catalogue: Catalogue;
beforeAll(async () => {
  shop = await startShop();
  db = new Database(join(shop.dir, 'data', 'shop.sqlite'), { readonly: true });
  catalogue = new Catalogue(db);
});
afterAll(async () => {
  db.close();
  await shop.close();
});

/** The products with more than one picture, by slug, with how many pictures each has (the main one counted). */
const GALLERIES: Record<string, number> = {
  'xe-day-hang-4-banh-san-thep-300kg': 5,
  'thung-carton-dat-theo-kich-thuoc': 5,
  'bang-keo-trong-48mm-x-100-yard': 4,
  'pallet-nhua-1200x1000x150-mm': 4,
  [FILM_PRODUCT.slug]: 3,
};

/** Every product a shopper can open (not the variations), from the shop's own database. */
const products = (): Product[] =>
  (db.prepare("SELECT id FROM products WHERE type != 'variation' ORDER BY id").pluck().all() as number[]).map((id) => catalogue.byId(id)!);

/** The gallery's pictures in a product page, in page order: alt text and full-size URL. */
const pictures = (html: string) =>
  [...html.matchAll(/<img [^>]*alt="([^"]*)"[^>]*data-large_image="([^"]*)"/g)].map((m) => ({ alt: m[1]!, url: m[2]! }));
/** The thumbnails' pictures, in page order. */
const thumbnails = (html: string) => {
  const strip = /<div class="product-thumbnails thumbnails">([\s\S]*?)<\/div><\/div>/.exec(html)?.[1] ?? '';
  return [...strip.matchAll(/<img [^>]*src="([^"]+)"/g)].map((m) => m[1]!);
};
/** What an SVG draws, leaving out its words and the angle it is turned at. */
const drawing = (svg: string) => svg.replace(/<text[\s\S]*?<\/text>/g, '').replace(/ (transform|aria-label)="[^"]*"/g, '');
const decode = (text: string) => text.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;/g, "'");

describe('the catalogue’s galleries', () => {
  it('gives 3 to 5 pictures to five products of five categories, two of them variable, and one picture to every other', () => {
    const many = products().filter((p) => p.gallery.length > 0);
    expect(Object.fromEntries(many.map((p) => [p.slug, p.gallery.length + 1]))).toEqual(GALLERIES);
    expect(new Set(many.map((p) => catalogue.category(p.categoryId)?.slug)).size).toBe(5);
    expect(many.filter((p) => p.type === 'variable').map((p) => p.sku).sort()).toEqual([FILM_PRODUCT.sku, VARIABLE_PRODUCT.sku].sort());
    // Each product's views are its own: no picture is shared between two products.
    const views = many.flatMap((p) => p.gallery);
    expect(new Set(views).size).toBe(views.length);
  });

  it.each(Object.entries(GALLERIES))('serves each picture of %s, each different, with thumbnails and alt text of its own', async (slug, count) => {
    const product = catalogue.bySlug(slug)!;
    const page = await browse(shop, `/product/${slug}/`);
    expect(page.statusCode).toBe(200);
    const vi = pictures(page.body);
    expect(vi.map((p) => p.url)).toEqual(Array.from({ length: count }, (_, n) => `/images/product/${product.id}-${n}.svg`));
    expect(thumbnails(page.body)).toEqual(vi.map((p) => p.url));
    expect(page.body).toContain('woocommerce-product-gallery--with-images woocommerce-product-gallery--columns-4 images has-gallery');

    const files = await Promise.all(vi.map(({ url }) => browse(shop, url)));
    for (const file of files) {
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    }
    // Different files, and different pictures, not the same one captioned otherwise.
    expect(new Set(files.map((file) => file.body)).size).toBe(count);
    expect(new Set(files.map((file) => drawing(file.body))).size).toBe(count);
    // One picture past the gallery is not there.
    expect((await browse(shop, `/images/product/${product.id}-${count}.svg`)).statusCode).toBe(404);

    // Alt text: the product's name, then what the view shows, from the page language's catalog.
    for (const [locale, alts] of [
      ['vi', vi.map((p) => p.alt)],
      ['en', pictures((await browse(shop, `/product/${slug}/?lang=en`)).body).map((p) => p.alt)],
    ] as const) {
      const t = createT(locale);
      expect(alts.map(decode)).toEqual([
        product.name,
        ...product.gallery.map((view: GalleryView) => t('product.gallery_caption', { name: product.name, caption: t(GALLERY_VIEW_LABELS[view]) })),
      ]);
      expect(new Set(alts).size).toBe(count);
    }
    await browse(shop, '/?lang=vi');
  });

  it('captions every view in both catalogs, each caption its own', () => {
    for (const locale of ['vi', 'en'] as const) {
      const t = createT(locale);
      const captions = Object.values(GALLERY_VIEW_LABELS).map((key) => t(key));
      expect(captions.every((caption) => caption.trim().length > 0)).toBe(true);
      expect(new Set(captions).size).toBe(captions.length);
    }
    const [vi, en] = [createT('vi'), createT('en')];
    for (const key of Object.values(GALLERY_VIEW_LABELS)) expect(en(key)).not.toBe(vi(key));
  });

  it('keeps the one picture of a product without a gallery, and no thumbnails', async () => {
    const single = products().find((p) => p.gallery.length === 0 && p.type === 'simple' && catalogue.isVisible(p))!;
    const page = await browse(shop, `/product/${single.slug}/`);
    expect(pictures(page.body).map((p) => p.url)).toEqual([`/images/product/${single.id}-0.svg`]);
    expect(page.body).not.toContain('product-thumbnails');
    expect((await browse(shop, `/images/product/${single.id}-1.svg`)).statusCode).toBe(404);
  });
});
