import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { CARTON_VIEWS, FILM_PRODUCT, GALLERY_PRODUCT_SKU, PALLET_PRODUCT_SKU, PALLET_VIEWS, TAPE_PRODUCT_SKU, TAPE_VIEWS, TROLLEY_VIEWS, VARIABLE_PRODUCT } from './catalogue';
import { migrate, openDatabase } from './index';
import { MIGRATIONS } from './migrations';
import { Catalogue } from './products';
import { seedCatalogue } from './seed';

const dirs: string[] = [];
const tempDir = () => {
  const d = mkdtempSync(join(tmpdir(), 'shop-db-'));
  dirs.push(d);
  return d;
};
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('database', () => {
  it('runs every numbered migration once, in WAL mode, and seeds only on first start', () => {
    const dir = tempDir();
    const db = openDatabase(dir);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    const versions = db.prepare('SELECT version FROM schema_migrations ORDER BY version').all().map((r) => (r as { version: number }).version);
    expect(versions).toEqual(MIGRATIONS.map((m) => m.version));
    const count = (db.prepare('SELECT COUNT(*) AS n FROM products').get() as { n: number }).n;
    db.close();
    const again = openDatabase(dir);
    expect((again.prepare('SELECT COUNT(*) AS n FROM products').get() as { n: number }).n).toBe(count);
    again.close();
  });

  it('seeds at least 40 products, some out of stock and some on sale', () => {
    const db = openDatabase(tempDir());
    const catalogue = new Catalogue(db);
    const all = catalogue.list({ orderBy: 'menu_order', page: 1, perPage: 1000 }).products;
    expect(all.length).toBeGreaterThanOrEqual(40);
    expect(all.some((p) => p.stockStatus === 'outofstock')).toBe(true);
    expect(all.some((p) => p.salePrice !== null)).toBe(true);
    expect(new Set(all.map((p) => p.sku)).size).toBe(all.length);
    expect(catalogue.categories().length).toBeGreaterThanOrEqual(8);
    db.close();
  });

  it('has a variable product with two attributes whose variations carry their own price, stock and SKU', () => {
    const db = openDatabase(tempDir());
    const catalogue = new Catalogue(db);
    const all = catalogue.list({ orderBy: 'menu_order', page: 1, perPage: 1000 }).products;
    const variable = all.find((p) => p.type === 'variable');
    expect(variable?.attributeDefs.map((a) => a.name)).toEqual(['pa_kich-thuoc', 'pa_so-lop']);
    const variations = catalogue.variations(variable!.id);
    expect(variations.length).toBe(6);
    expect(new Set(variations.map((v) => v.regularPrice)).size).toBeGreaterThan(1);
    expect(new Set(variations.map((v) => v.sku)).size).toBe(6);
    expect(variations.some((v) => v.stockStatus === 'outofstock')).toBe(true);
    expect(Object.keys(variations[0]!.variationValues)).toEqual(['attribute_pa_kich-thuoc', 'attribute_pa_so-lop']);
    db.close();
  });

  it('has a variable product with more variations than WooCommerce puts in a page, with a gallery', () => {
    const db = openDatabase(tempDir());
    const catalogue = new Catalogue(db);
    const film = catalogue.bySlug(FILM_PRODUCT.slug)!;
    expect(film.type).toBe('variable');
    expect(film.gallery).toEqual(['roll-end', 'on-pallet']);
    const variations = catalogue.variations(film.id);
    expect(variations.length).toBe(36);
    expect(new Set(variations.map((v) => JSON.stringify(v.variationValues))).size).toBe(36);
    expect(variations.filter((v) => v.stockStatus === 'outofstock').map((v) => v.sku)).toEqual(['GVSG-PE-QC-25-20-15', 'GVSG-PE-QC-50-12-5']);
    // 23 micron comes in the 50 cm width only.
    expect(variations.some((v) => v.variationValues['attribute_pa_kho-mang'] === '25-cm' && v.variationValues['attribute_pa_do-day'] === '23-mic')).toBe(false);
    expect(variations.find((v) => v.sku === 'GVSG-PE-QC-50-17-25')).toMatchObject({ regularPrice: 95000, salePrice: 89000, description: 'Cuộn dài khoảng 320 m.' });
    db.close();
  });

  it('gives a database seeded before it the stretch film, once, last in the default order', () => {
    const db = new Database(':memory:');
    migrate(db, MIGRATIONS.filter((m) => m.version < 10));
    seedCatalogue(db);
    // As seeded before the film existed.
    db.prepare("DELETE FROM products WHERE sku LIKE 'GVSG-PE-QC%'").run();
    migrate(db);
    const catalogue = new Catalogue(db);
    const film = catalogue.bySlug(FILM_PRODUCT.slug)!;
    expect(catalogue.variations(film.id)).toHaveLength(36);
    expect(catalogue.category(film.categoryId)?.slug).toBe('mang-pe');
    const last = catalogue.list({ orderBy: 'menu_order', page: 1, perPage: 1000 }).products.at(-1);
    expect(last?.sku).toBe(FILM_PRODUCT.sku);
    // A fresh database has it from the seed; the migration, run before the seed, added nothing.
    const fresh = openDatabase(tempDir());
    expect((fresh.prepare("SELECT COUNT(*) AS n FROM products WHERE sku LIKE 'GVSG-PE-QC%'").get() as { n: number }).n).toBe(37);
    fresh.close();
    db.close();
  });

  it('has a product with a gallery of at least four extra images', () => {
    const db = openDatabase(tempDir());
    const all = new Catalogue(db).list({ orderBy: 'menu_order', page: 1, perPage: 1000 }).products;
    expect(all.some((p) => p.gallery.length >= 4)).toBe(true);
    db.close();
  });

  it('gives a database seeded before them the carton’s, the tape’s and the pallet’s galleries, and leaves a gallery set since alone', () => {
    /** A database as seeded before those galleries, `pallet` the pallet's gallery someone set since. */
    const before = (pallet: string[]) => {
      const db = new Database(':memory:');
      migrate(db, MIGRATIONS.filter((m) => m.version < 13));
      seedCatalogue(db);
      db.prepare('UPDATE products SET gallery = ? WHERE sku IN (?, ?)').run('[]', VARIABLE_PRODUCT.sku, TAPE_PRODUCT_SKU);
      db.prepare('UPDATE products SET gallery = ? WHERE sku = ?').run(JSON.stringify(pallet), PALLET_PRODUCT_SKU);
      migrate(db);
      return db;
    };
    const gallery = (db: Database.Database, sku: string) => JSON.parse(db.prepare('SELECT gallery FROM products WHERE sku = ?').pluck().get(sku) as string) as unknown;
    const old = before([]);
    // What the seed gives a fresh database.
    expect(gallery(old, VARIABLE_PRODUCT.sku)).toEqual(CARTON_VIEWS);
    expect(gallery(old, TAPE_PRODUCT_SKU)).toEqual(TAPE_VIEWS);
    expect(gallery(old, PALLET_PRODUCT_SKU)).toEqual(PALLET_VIEWS);
    old.close();
    const edited = before(['pallet-top']);
    expect(gallery(edited, PALLET_PRODUCT_SKU)).toEqual(['pallet-top']);
    expect(gallery(edited, TAPE_PRODUCT_SKU)).toEqual(TAPE_VIEWS);
    edited.close();
  });

  it('turns the gallery captions of a database made before gallery views into views', () => {
    const db = new Database(':memory:');
    migrate(db, MIGRATIONS.filter((m) => m.version < 7));
    seedCatalogue(db);
    const captions = ['Mặt trước', 'Mặt bên', 'Bánh xe có khoá', 'Tay đẩy gập gọn'];
    db.prepare('UPDATE products SET gallery = ? WHERE sku = ?').run(JSON.stringify(captions), GALLERY_PRODUCT_SKU);
    migrate(db);
    const gallery = db.prepare('SELECT gallery FROM products WHERE sku = ?').pluck().get(GALLERY_PRODUCT_SKU) as string;
    expect(JSON.parse(gallery)).toEqual(TROLLEY_VIEWS);
    db.close();
  });
});
