import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { migrate, openDatabase, setOption, type Db } from './index';
import { MIGRATIONS } from './migrations';
import { Catalogue, HIDE_OUT_OF_STOCK_OPTION, type CatalogVisibility } from './products';
import { matchPhrases, suggestIds, tierExpressions, windowSize } from './search';
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

interface Row {
  id: number;
  type: string;
  parent_id: number | null;
  catalog_visibility: CatalogVisibility;
  stock_status: string;
  category_id: number | null;
}

/** Adds a variable product and its variations (“<name> - <option>”), the variations first in stock. */
function addVariable(name: string, options: string[], fields: { category?: string; visibility?: CatalogVisibility; outOfStock?: number[] } = {}): number {
  const category = catalogue.categoryBySlug(fields.category ?? 'pallet')!.id;
  const sku = `V-${Math.random().toString(36).slice(2, 10)}`;
  const insert = db.prepare(
    `INSERT INTO products (type, parent_id, slug, name, sku, regular_price, stock_status, category_id, created_at, catalog_visibility)
     VALUES (?, ?, ?, ?, ?, 100000, ?, ?, '2026-01-01', ?)`,
  );
  const parent = Number(insert.run('variable', null, sku.toLowerCase(), name, sku, 'instock', category, fields.visibility ?? 'visible').lastInsertRowid);
  options.forEach((option, i) =>
    insert.run('variation', parent, null, `${name} - ${option}`, `${sku}-${i}`, fields.outOfStock?.includes(i) ? 'outofstock' : 'instock', null, 'visible'),
  );
  return parent;
}

/**
 * The suggestions by the rules alone, ranking every matching row (no window): tier by tier, rows
 * by bm25 (the same weights) then rowid, each product at its first row, the rows of products
 * search may not show left out.
 */
function rankingEveryRow(search: string, limit: number, filter: { hideOutOfStock: boolean; categoryId?: number }): number[] {
  const products = new Map((db.prepare('SELECT id, type, parent_id, catalog_visibility, stock_status, category_id FROM products').all() as Row[]).map((r) => [r.id, r]));
  const unlisted = (p: Row) =>
    p.catalog_visibility === 'catalog' || p.catalog_visibility === 'hidden' || (filter.hideOutOfStock && p.stock_status === 'outofstock' && p.type !== 'variation');
  const inCategory = (p: Row) =>
    p.category_id === filter.categoryId && (p.catalog_visibility === 'visible' || p.catalog_visibility === 'search') && (!filter.hideOutOfStock || p.stock_status === 'instock');
  const shows = (row: Row) => {
    const parent = row.parent_id === null ? undefined : products.get(row.parent_id)!;
    return filter.categoryId === undefined ? !unlisted(row) && !(parent && unlisted(parent)) : inCategory(row) || (!!parent && inCategory(parent));
  };
  const ranked = db.prepare('SELECT rowid FROM product_search WHERE product_search MATCH ? ORDER BY bm25(product_search, 0, 10.0, 6.0, 2.0, 1.0), rowid').pluck();
  const found: number[] = [];
  for (const match of tierExpressions(matchPhrases(search))) {
    for (const rowid of ranked.all(match) as number[]) {
      const row = products.get(rowid)!;
      const product = row.parent_id ?? row.id;
      if (shows(row) && !found.includes(product)) found.push(product);
    }
  }
  return found.slice(0, limit);
}

describe('live search on a broad query', () => {
  /**
   * A variable product whose 30 variations rank before every other product that may show, two
   * more, 120 products that may not show ranked before them all, and products of every visibility.
   */
  function addBroadCatalogue(): { film: number } {
    const film = addVariable('Tân Phú', Array.from({ length: 30 }, (_, i) => `${i + 1} m`), { outOfStock: [0, 1, 2] });
    addVariable('Tân Phú kệ', ['nhỏ', 'vừa', 'lớn', 'rất lớn'], { visibility: 'hidden' });
    addVariable('Tân Phú giá', ['A', 'B', 'C', 'D', 'E', 'F'], { category: 'bang-keo' });
    // More products search may not show than the window has room for, ranked first: short rows.
    const pallet = catalogue.categoryBySlug('pallet')!.id;
    for (let i = 0; i < 120; i++) {
      db.prepare(
        `INSERT INTO products (type, slug, name, sku, regular_price, category_id, created_at, catalog_visibility)
         VALUES ('simple', ?, 'Tân Phú', ?, 100000, ?, '2026-01-01', ?)`,
      ).run(`an-${i}`, `AN${i}`, pallet, i % 2 ? 'catalog' : 'hidden');
    }
    const visibilities: CatalogVisibility[] = ['visible', 'visible', 'visible', 'search', 'catalog', 'hidden'];
    for (let i = 0; i < 80; i++) {
      // Names that start with the words, names that hold them, and products whose excerpt alone does.
      const name = i < 60 ? `${i % 3 ? 'Kệ Tân' : 'Tân'} Phú ${'sắt '.repeat(1 + (i % 7))}số ${i}` : `Giá đỡ số ${i}`;
      const id = addProduct(name, i < 60 ? '' : 'Giao tại Tân Phú.', 200 + i);
      db.prepare('UPDATE products SET catalog_visibility = ?, stock_status = ? WHERE id = ?').run(visibilities[i % 6], i % 5 ? 'instock' : 'outofstock', id);
    }
    return { film };
  }

  it('suggests exactly what ranking every matching row would, however many variations or unlisted products rank first', () => {
    addBroadCatalogue();
    const categories = [undefined, catalogue.categoryBySlug('pallet')!.id, catalogue.categoryBySlug('bang-keo')!.id];
    let compared = 0;
    for (const search of ['tan phu', 'tan', 'phu sat', 'ke phu', 'giao tai', 'gvsg', 'v-', 'thung carton', 'sat so 1'])
      for (const limit of [1, 3, 10, 40])
        for (const hideOutOfStock of [false, true])
          for (const categoryId of categories) {
            const filter = { hideOutOfStock, ...(categoryId !== undefined ? { categoryId } : {}) };
            const expected = rankingEveryRow(search, limit, filter);
            expect(suggestIds(db, search, limit, filter), `${search} ${limit} ${JSON.stringify(filter)}`).toEqual(expected);
            if (expected.length === limit) compared++;
          }
    // Most cases fill the limit, so the window, not the catalogue's end, is what stops them.
    expect(compared).toBeGreaterThan(60);
  });

  it('reads each tier once: a window of a tier’s best rows always holds its best products', () => {
    const { film } = addBroadCatalogue();
    const runs: string[] = [];
    const prepare = db.prepare.bind(db);
    vi.spyOn(db, 'prepare').mockImplementation(((sql: string) => {
      const statement = prepare(sql);
      if (!sql.includes('product_search MATCH')) return statement;
      const all = statement.all.bind(statement);
      return Object.assign(statement, {
        all: (params: { match: string }) => {
          runs.push(params.match);
          return all(params);
        },
      });
    }) as typeof db.prepare);
    // 10 products, and the variations of the 10 that have the most: the film's 30, the demo's
    // stretch film's 36 and box's 6, our shelf's 4 and rack's 6.
    expect(windowSize(db, 10)).toBe(10 + 30 + 36 + 6 + 4 + 6);
    expect(windowSize(db, 1)).toBe(1 + 36);
    // The film's 30 variations are the best rows of the first tier, before 10 other products.
    const found = suggestIds(db, 'tan phu', 10, { hideOutOfStock: false });
    expect(found[0]).toBe(film);
    expect(found).toHaveLength(10);
    expect(runs).toEqual([tierExpressions(matchPhrases('tan phu'))[0]]);
    // Too few in the first two tiers: each of the three read once.
    runs.length = 0;
    expect(suggestIds(db, 'giao tai', 10, { hideOutOfStock: false }).length).toBeGreaterThan(0);
    expect(runs).toEqual(tierExpressions(matchPhrases('giao tai')));
  });

  it('ranks a broad query sensibly: the exact name, names that start with it, names that hold it, then excerpts; each product once', () => {
    addBroadCatalogue();
    const found = suggest('tan phu', 100);
    expect(new Set(found).size).toBe(found.length);
    expect(found[0]).toBe('Tân Phú');
    const tier = (name: string) => (/^Tân Phú/.test(name) ? 1 : /Tân Phú/.test(name) ? 2 : 3);
    const tiers = found.map(tier);
    expect(tiers).toEqual([...tiers].sort());
    // Of the 60 shelves, the 20 “Tân Phú …” and the 20 “Kệ Tân Phú …” that search may show; of the
    // 20 stands, the 14 it may show.
    expect(tiers.filter((t) => t === 1)).toHaveLength(2 + 20);
    expect(tiers.filter((t) => t === 2)).toHaveLength(20);
    expect(tiers.filter((t) => t === 3)).toHaveLength(14);
    // The variable product shows once however many of its variations match, and the hidden one not at all.
    expect(found.filter((name) => name === 'Tân Phú')).toHaveLength(1);
    expect(found).not.toContain('Tân Phú kệ');
    // Ten at most, as the live search shows them: the best ten.
    expect(suggest('tan phu')).toEqual(found.slice(0, 10));
  });
});
