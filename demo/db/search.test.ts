import fc from 'fast-check';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { migrate, openDatabase, type Db } from './index';
import { MIGRATIONS } from './migrations';
import { Catalogue } from './products';
import { foldText, matchExpression } from './search';
import { seedCatalogue } from './seed';

let dir: string;
let db: Db;
let catalogue: Catalogue;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'shop-search-'));
  db = openDatabase(dir);
  catalogue = new Catalogue(db);
});
afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Names of every product a search finds, in the default order. */
const find = (search: string): string[] =>
  catalogue.list({ search, orderBy: 'menu_order', page: 1, perPage: 1000 }).products.map((p) => p.name);

describe('search text', () => {
  it('folds case and every Vietnamese diacritic, đ included', () => {
    expect(foldText('Xe ĐẨY hàng, thùng ƯỚT, Quảng Điền')).toBe('xe day hang, thung uot, quang dien');
  });

  it('quotes each word as a prefix phrase of its letters and digits, or gives null when there is none', () => {
    expect(matchExpression('  Băng keo "48mm"  GVSG-TC5 ')).toBe('"bang"* "keo"* "48mm"* "gvsg tc5"*');
    expect(matchExpression('OR NEAR(a,b) x:y')).toBe('"or"* "near a b"* "x y"*');
    expect(matchExpression(' *** - " ')).toBeNull();
  });
});

describe('product search', () => {
  it.each([
    ['thung', 'thùng', 'Thùng carton 3 lớp 20x15x10 cm'],
    ['bang keo', 'băng keo', 'Băng keo trong 48mm x 100 yard'],
    ['xe day', 'xe đẩy', 'Xe đẩy hàng 4 bánh sàn thép 300kg'],
    ['DAY DAI', 'Dây đai', 'Dây đai PP 15mm cuộn 10kg'],
    ['mang pe quan', 'Màng PE quấn', 'Màng PE quấn pallet 50cm x 2.5kg'],
  ])('finds “%s” as it finds “%s”, ignoring case and Vietnamese diacritics, đ included', (plain, accented, expected) => {
    const found = find(plain);
    expect(found).toContain(expected);
    expect(find(accented)).toEqual(found);
    expect(find(accented.toUpperCase())).toEqual(found);
  });

  it('needs every word of the query, each as a word prefix', () => {
    expect(find('thung 60x40')).toEqual(['Thùng carton 5 lớp 60x40x40 cm']);
    expect(find('carto')).toEqual(find('carton'));
    expect(find('thung')).not.toContain('Băng keo trong 48mm x 100 yard');
  });

  it('finds SKUs by their prefix, from the start or from any dash', () => {
    expect(find('GVSG-TC5')).toEqual(['Thùng carton 5 lớp 40x30x30 cm', 'Thùng carton 5 lớp 60x40x40 cm']);
    expect(find('gvsg-tc3-2015')).toEqual(['Thùng carton 3 lớp 20x15x10 cm']);
    expect(find('tc3-2015')).toEqual(['Thùng carton 3 lớp 20x15x10 cm']);
    expect(find('GVSG-BK').length).toBe(5);
  });

  it('finds a variable product by the SKU of one of its variations', () => {
    expect(find('GVSG-TC-DAT-VUA')).toEqual(['Thùng carton đặt theo kích thước']);
  });

  it('finds products by their category name', () => {
    // “Xe nâng tay thấp” says neither “đẩy” nor “hàng” itself; its category, Xe đẩy hàng, does.
    expect(find('xe day hang')).toContain('Xe nâng tay thấp 2.5 tấn');
  });

  it('treats FTS5 query syntax in the input as plain text and never throws', () => {
    const thung = find('thung');
    for (const input of ['"thung"', 'thung*', '-thung', 'thung:', '(thung)', '^thung', '+thung', '"thung', 'thung"']) {
      expect(find(input), input).toEqual(thung);
    }
    for (const input of ['"', '*', '-', ':', '(', ')', 'OR', 'AND', 'NOT', 'NEAR(a b)', 'thung OR', 'OR thung', 'a AND OR NOT b', 'name:thung', '{name sku}:thung', '""""', "'", '\\', '%', '_', '\u0000']) {
      expect(() => find(input), input).not.toThrow();
    }
    expect(find('***')).toEqual([]);
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('"', '*', '-', ':', '(', ')', '^', '+', '{', '}', ' ', 'OR', 'AND', 'NOT', 'NEAR', 'a', 'đ', 'ù', '1') }), (input) => {
        find(input);
      }),
      { numRuns: 300 },
    );
  });

  it('lists every product for an empty or blank search, as WordPress does', () => {
    const all = catalogue.list({ orderBy: 'menu_order', page: 1, perPage: 1000 }).total;
    expect(catalogue.list({ search: '', orderBy: 'menu_order', page: 1, perPage: 1000 }).total).toBe(all);
    expect(catalogue.list({ search: '   ', orderBy: 'menu_order', page: 1, perPage: 1000 }).total).toBe(all);
  });

  it('keeps the search index in step with products and category names', () => {
    const categoryId = catalogue.categoryBySlug('pallet')!.id;
    const { lastInsertRowid } = db
      .prepare(
        `INSERT INTO products (type, slug, name, sku, short_description, regular_price, category_id, created_at)
         VALUES ('simple', 'ke-sat-vinh-phuoc', 'Kệ sắt Vĩnh Phước', 'VP-KE-01', 'Kệ đựng hàng ở Đồng Xoài.', 1500000, ?, '2026-01-01')`,
      )
      .run(categoryId);
    const id = Number(lastInsertRowid);
    expect(find('vinh phuoc')).toEqual(['Kệ sắt Vĩnh Phước']);
    expect(find('dong xoai')).toEqual(['Kệ sắt Vĩnh Phước']);
    expect(find('vp-ke')).toEqual(['Kệ sắt Vĩnh Phước']);

    db.prepare("UPDATE products SET name = 'Giá đỡ Hưng Thịnh' WHERE id = ?").run(id);
    expect(find('vinh phuoc')).toEqual([]);
    expect(find('hung thinh')).toEqual(['Giá đỡ Hưng Thịnh']);

    db.prepare("UPDATE categories SET name = 'Đồ kê Quảng Điền' WHERE id = ?").run(categoryId);
    expect(find('quang dien')).toContain('Giá đỡ Hưng Thịnh');
    expect(find('quang dien')).toContain('Pallet gỗ thông 1200x1000 mm');

    db.prepare('DELETE FROM products WHERE id = ?').run(id);
    expect(find('hung thinh')).toEqual([]);
  });

  it('indexes the products of a database made before the search index existed', () => {
    const old = new Database(':memory:');
    migrate(old, MIGRATIONS.filter((m) => m.version < 6));
    seedCatalogue(old);
    migrate(old);
    const found = new Catalogue(old).list({ search: 'thung', orderBy: 'menu_order', page: 1, perPage: 1000 }).products.map((p) => p.name);
    expect(found).toEqual(find('thung'));
    old.close();
  });
});
