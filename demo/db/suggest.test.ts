import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrate, openDatabase, setOption, type Db } from './index';
import { MIGRATIONS } from './migrations';
import { Catalogue, HIDE_OUT_OF_STOCK_OPTION, type CatalogVisibility } from './products';
import { seedCatalogue } from './seed';

let dir: string;
let db: Db;
let catalogue: Catalogue;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'shop-suggest-'));
  db = openDatabase(dir);
  catalogue = new Catalogue(db);
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const suggest = (search: string, limit = 10, categoryId?: number): string[] =>
  catalogue.suggest({ search, limit, ...(categoryId !== undefined ? { categoryId } : {}) }).map((p) => p.name);
const listed = (search?: string): string[] =>
  catalogue.list({ orderBy: 'menu_order', page: 1, perPage: 1000, ...(search !== undefined ? { search } : {}) }).products.map((p) => p.name);

/** Adds a simple product to the “pallet” category, listed last in the default order unless told. */
function addProduct(name: string, excerpt = '', menuOrder = 999): number {
  const category = catalogue.categoryBySlug('pallet')!.id;
  const sku = `T-${name.replace(/\W+/g, '-').slice(0, 20)}-${Math.random().toString(36).slice(2, 8)}`;
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO products (type, slug, name, sku, short_description, regular_price, category_id, menu_order, created_at)
       VALUES ('simple', ?, ?, ?, ?, 100000, ?, ?, '2026-01-01')`,
    )
    .run(sku.toLowerCase(), name, sku, excerpt, category, menuOrder);
  return Number(lastInsertRowid);
}
const setVisibility = (sku: string, visibility: CatalogVisibility) =>
  db.prepare('UPDATE products SET catalog_visibility = ? WHERE sku = ?').run(visibility, sku);

describe('live search suggestions', () => {
  it('find what the search page finds, ignoring case and Vietnamese diacritics', () => {
    for (const [plain, accented] of [
      ['thung carton', 'Thùng carton'],
      ['bang keo', 'BĂNG KEO'],
      ['xe day hang', 'xe đẩy hàng'],
    ] as const) {
      const found = suggest(plain, 100);
      expect(found.length).toBeGreaterThan(0);
      expect(suggest(accented, 100)).toEqual(found);
      expect([...found].sort()).toEqual([...listed(plain)].sort());
    }
    expect(suggest('thung carton')[0]).toMatch(/^Thùng carton/);
    expect(suggest('bang keo')[0]).toMatch(/^Băng keo/);
  });

  it('find SKUs by their prefix, a variation’s SKU finding its product', () => {
    expect(suggest('GVSG-TC5').sort()).toEqual(['Thùng carton 5 lớp 40x30x30 cm', 'Thùng carton 5 lớp 60x40x40 cm']);
    expect(suggest('gvsg-bk')).toHaveLength(5);
    expect(suggest('GVSG-TC-DAT-VUA')).toEqual(['Thùng carton đặt theo kích thước']);
  });

  it('put a name that starts with the query first, however long, and an exact name before a longer one', () => {
    addProduct('Màng co nhiệt POF', '', 1);
    addProduct('Màng co', '', 2);
    expect(suggest('mang co').slice(0, 2)).toEqual(['Màng co', 'Màng co nhiệt POF']);
    // By bm25 alone the short “Hộp carton” and the “Thùng carton …” would come first.
    const long = 'Carton lót góc bảo vệ cạnh thùng hàng xuất khẩu loại dày năm mi li mét màu nâu';
    addProduct(long);
    addProduct('Hộp carton');
    expect(suggest('carton')[0]).toBe(long);
    expect(suggest('carton')[1]).toBe('Hộp carton');
  });

  it('put name matches before matches found only in the excerpt or the category, whatever bm25 says', () => {
    addProduct('Kệ sắt Vĩnh Phước', 'Kệ chứa hàng của xưởng Hưng Thịnh.', 0);
    addProduct('Giá đỡ Hưng Thịnh', '', 999);
    expect(suggest('hung thinh')).toEqual(['Giá đỡ Hưng Thịnh', 'Kệ sắt Vĩnh Phước']);
    // A very long name that says it once, and a short product whose excerpt says nothing else:
    // bm25 would put the excerpt first.
    const long = `Bộ dụng cụ ${'sửa chữa đa năng cho kho hàng '.repeat(12)}của Quảng Điền`;
    addProduct('Kệ', 'Quảng Điền '.repeat(8));
    addProduct(long);
    expect(suggest('quang dien')).toEqual([long, 'Kệ']);
    // The hand pallet truck says “pallet” in its excerpt only; every product named “pallet” comes first.
    const pallet = suggest('pallet', 100);
    const named = pallet.filter((name) => /pallet/i.test(name));
    expect(pallet.slice(0, named.length)).toEqual(named);
    expect(pallet).toContain('Xe nâng tay thấp 2.5 tấn');
  });

  it('answer at most the limit, and only the chosen category', () => {
    expect(suggest('gvsg', 10)).toHaveLength(10);
    expect(suggest('gvsg', 100).length).toBeGreaterThan(40);
    const tape = catalogue.categoryBySlug('bang-keo')!.id;
    const tapes = suggest('gvsg', 100, tape);
    expect(tapes).toHaveLength(5);
    expect(tapes.every((name) => /băng keo/i.test(name))).toBe(true);
    expect(suggest('thung carton', 10, tape)).toEqual([]);
  });

  it('treat FTS5 syntax as text and never throw', () => {
    const thung = suggest('thung', 100);
    for (const input of ['"thung"', 'thung*', '-thung', 'thung:', '(thung)', '^thung']) expect(suggest(input, 100), input).toEqual(thung);
    for (const input of ['"', '*', 'OR', 'AND', 'NOT', 'NEAR(a b)', 'thung OR', 'name:', '{name}:thung', '^', '{', '\u0000', '']) {
      expect(() => suggest(input), input).not.toThrow();
    }
    expect(suggest('***')).toEqual([]);
    expect(suggest('thung', 0)).toEqual([]);
  });
});

describe('catalog visibility and hidden out-of-stock products', () => {
  const TAPE = 'GVSG-BK-T48100';
  const TAPE_NAME = 'Băng keo trong 48mm x 100 yard';

  it.each([
    ['visible', true, true],
    ['search', true, false],
    ['catalog', false, true],
    ['hidden', false, false],
  ] as const)('a product “%s” is in search: %s, in the shop: %s', (visibility, inSearch, inShop) => {
    setVisibility(TAPE, visibility);
    expect(suggest('bang keo', 100).includes(TAPE_NAME)).toBe(inSearch);
    expect(listed('bang keo').includes(TAPE_NAME)).toBe(inSearch);
    expect(listed().includes(TAPE_NAME)).toBe(inShop);
    // Its page stays reachable by its link, as in WooCommerce.
    expect(catalogue.bySlug('bang-keo-trong-48mm-x-100-yard')?.name).toBe(TAPE_NAME);
  });

  it("shows out-of-stock products unless the shop hides them (WooCommerce's option)", () => {
    const OUT = 'Thùng carton 5 lớp 60x40x40 cm';
    expect(suggest('thung carton', 100)).toContain(OUT);
    setOption(db, HIDE_OUT_OF_STOCK_OPTION, 'yes');
    expect(suggest('thung carton', 100)).not.toContain(OUT);
    expect(listed('thung carton')).not.toContain(OUT);
    expect(listed()).not.toContain(OUT);
    expect(suggest('thung carton', 100)).toContain('Thùng carton 3 lớp 20x15x10 cm');
    setOption(db, HIDE_OUT_OF_STOCK_OPTION, 'no');
    expect(suggest('thung carton', 100)).toContain(OUT);
  });

  it('keeps products not in the shop out of its other lists too: best sellers, on sale, related', () => {
    const top = 'GVSG-DV-NOITHANH';
    const topName = 'Dịch vụ giao hàng nhanh nội thành';
    const names = (products: Array<{ name: string }>) => products.map((p) => p.name);
    expect(names(catalogue.featured(3))).toContain(topName);
    const sibling = catalogue.bySlug('dich-vu-giao-hang-lien-tinh-tiet-kiem')!;
    expect(names(catalogue.related(sibling, 10))).toContain(topName);
    setVisibility(top, 'search');
    expect(names(catalogue.featured(3))).not.toContain(topName);
    expect(names(catalogue.related(sibling, 10))).not.toContain(topName);
    const sale = 'GVSG-TC3-302020';
    expect(names(catalogue.onSale(100))).toContain('Thùng carton 3 lớp 30x20x20 cm');
    setVisibility(sale, 'hidden');
    expect(names(catalogue.onSale(100))).not.toContain('Thùng carton 3 lớp 30x20x20 cm');
  });

  it('makes every product of a database from before the column visible', () => {
    const old = new Database(':memory:');
    migrate(old, MIGRATIONS.filter((m) => m.version < 10));
    seedCatalogue(old);
    migrate(old);
    const visibilities = old.prepare('SELECT DISTINCT catalog_visibility FROM products').pluck().all();
    expect(visibilities).toEqual(['visible']);
    expect(() => old.prepare("UPDATE products SET catalog_visibility = 'nowhere'").run()).toThrow(/CHECK/);
    old.close();
  });
});
