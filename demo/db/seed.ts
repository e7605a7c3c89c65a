import type { Db } from './index';
import {
  CATEGORIES,
  FILM_PRODUCT,
  filmVariations,
  PRODUCTS,
  REVIEWS,
  SIMPLE_GALLERIES,
  VARIABLE_PRODUCT,
} from './catalogue';
import { slugify } from '../lib/format';

const DAY = 24 * 60 * 60 * 1000;

/** Products a cart holds at most one of (WooCommerce's "sold individually"): charged per order. */
export const SOLD_INDIVIDUALLY_SKUS: readonly string[] = ['GVSG-DV-HOATOC'];
const START = Date.UTC(2026, 0, 5, 8, 0, 0);

/** Fills an empty database with the demo catalogue, in one transaction. */
export function seedCatalogue(db: Db): void {
  db.transaction(() => {
    const insertCategory = db.prepare(
      'INSERT INTO categories (slug, name, description, color, shape, menu_order) VALUES (?, ?, ?, ?, ?, ?)',
    );
    const categoryIds = new Map<string, number>();
    CATEGORIES.forEach((c, i) => {
      const info = insertCategory.run(c.slug, c.name, c.description, c.color, c.shape, i);
      categoryIds.set(c.slug, Number(info.lastInsertRowid));
    });
    const categoryId = (slug: string): number => {
      const id = categoryIds.get(slug);
      if (id === undefined) throw new Error(`Unknown category ${slug}`);
      return id;
    };

    const insertProduct = db.prepare(`INSERT INTO products
      (type, parent_id, slug, name, sku, short_description, description, regular_price, sale_price,
       stock_status, stock_quantity, category_id, menu_order, total_sales, created_at, attributes, gallery, unit)
      VALUES (@type, @parent_id, @slug, @name, @sku, @short, @description, @regular, @sale,
       @stock_status, @stock, @category_id, @menu_order, @sales, @created_at, @attributes, @gallery, @unit)`);

    const all = [...PRODUCTS];
    // The variable product sits among the cartons in the default order.
    const variableIndex = 2;
    let order = 0;
    const addSimple = (p: (typeof PRODUCTS)[number]): void => {
      order += 1;
      insertProduct.run({
        type: 'simple',
        parent_id: null,
        slug: slugify(p.name),
        name: p.name,
        sku: p.sku,
        short: p.short,
        description: `${p.short} ${p.detail}`,
        regular: p.price,
        sale: p.sale ?? null,
        stock_status: p.stock === 0 ? 'outofstock' : 'instock',
        stock: p.stock ?? null,
        category_id: categoryId(p.category),
        menu_order: order,
        sales: p.sales,
        // Spread over the year so "newest first" differs from the default order.
        created_at: new Date(START + ((order * 7) % 97) * DAY).toISOString(),
        attributes: '{}',
        gallery: JSON.stringify(SIMPLE_GALLERIES[p.sku] ?? []),
        unit: p.unit ?? '',
      });
    };
    all.slice(0, variableIndex).forEach(addSimple);

    order += 1;
    const v = VARIABLE_PRODUCT;
    const parent = insertProduct.run({
      type: 'variable',
      parent_id: null,
      slug: slugify(v.name),
      name: v.name,
      sku: v.sku,
      short: v.short,
      description: `${v.short} ${v.detail}`,
      regular: null,
      sale: null,
      stock_status: 'instock',
      stock: null,
      category_id: categoryId(v.category),
      menu_order: order,
      sales: v.sales,
      created_at: new Date(START + 100 * DAY).toISOString(),
      attributes: JSON.stringify({ defs: v.attributes }),
      gallery: JSON.stringify(v.gallery),
      unit: 'thùng',
    });
    const parentId = Number(parent.lastInsertRowid);
    for (const [size, layers, price, sale, stock] of v.variations) {
      const sizeName = v.attributes[0].options.find((o) => o.slug === size)?.name ?? size;
      const layerName = v.attributes[1].options.find((o) => o.slug === layers)?.name ?? layers;
      insertProduct.run({
        type: 'variation',
        parent_id: parentId,
        slug: null,
        name: `${v.name} - ${sizeName}, ${layerName}`,
        sku: `${v.sku}-${size.toUpperCase()}-${layers.toUpperCase()}`,
        short: '',
        description: '',
        regular: price,
        sale: sale ?? null,
        stock_status: stock === 0 ? 'outofstock' : 'instock',
        stock,
        category_id: null,
        menu_order: 0,
        sales: 0,
        created_at: new Date(START + 100 * DAY).toISOString(),
        attributes: JSON.stringify({ values: { 'attribute_pa_kich-thuoc': size, 'attribute_pa_so-lop': layers } }),
        gallery: '[]',
        unit: 'thùng',
      });
    }
    all.slice(variableIndex).forEach(addSimple);

    // The stretch film made to order, last in the default order (databases seeded before it get it
    // from migration 10, where it is last too).
    const film = filmRows();
    const filmId = Number(insertProduct.run({ ...film.parent, parent_id: null, category_id: categoryId(FILM_PRODUCT.category), menu_order: order + 1 }).lastInsertRowid);
    for (const row of film.variations) insertProduct.run({ ...row, parent_id: filmId, category_id: null, menu_order: 0 });

    const insertReview = db.prepare(
      'INSERT INTO reviews (product_id, author, rating, content, created_at) VALUES (?, ?, ?, ?, ?)',
    );
    REVIEWS.forEach(([sku, author, rating, content], i) => {
      const row = db.prepare('SELECT id FROM products WHERE sku = ?').get(sku) as { id: number } | undefined;
      if (row) insertReview.run(row.id, author, rating, content, new Date(START + (120 + i) * DAY).toISOString());
    });
  })();
}

/** A products row, named as `seedCatalogue`'s insert names its parameters, without its place in the catalogue. */
export interface ProductRow {
  type: 'variable' | 'variation';
  slug: string | null;
  name: string;
  sku: string;
  short: string;
  description: string;
  regular: number | null;
  sale: number | null;
  stock_status: 'instock' | 'outofstock';
  stock: number | null;
  sales: number;
  created_at: string;
  attributes: string;
  gallery: string;
  unit: string;
}

/** The film product (FILM_PRODUCT) and its variations as rows: for the seed, and for migration 10. */
export function filmRows(): { parent: ProductRow; variations: ProductRow[] } {
  const f = FILM_PRODUCT;
  const common = { short: '', sales: 0, created_at: f.createdAt, gallery: '[]', unit: f.unit };
  return {
    parent: {
      ...common,
      type: 'variable',
      slug: f.slug,
      name: f.name,
      sku: f.sku,
      short: f.short,
      description: `${f.short} ${f.detail}`,
      regular: null,
      sale: null,
      stock_status: 'instock',
      stock: null,
      sales: f.sales,
      attributes: JSON.stringify({ defs: f.attributes }),
      gallery: JSON.stringify(f.gallery),
    },
    variations: filmVariations().map((v) => ({
      ...common,
      type: 'variation',
      slug: null,
      name: `${f.name} - ${v.label}`,
      sku: v.sku,
      description: `Cuộn dài khoảng ${v.length.toLocaleString('vi-VN')} m.`,
      regular: v.price,
      sale: v.sale,
      stock_status: v.stock === 0 ? 'outofstock' : 'instock',
      stock: v.stock,
      attributes: JSON.stringify({ values: v.values }),
    })),
  };
}

/**
 * Flags the products sold one per cart. Kept apart from `seedCatalogue`, which also fills
 * databases built at an older schema (tests of later migrations), where this column is missing;
 * migration 8 flags the same products in databases seeded before it.
 */
export function markSoldIndividually(db: Db): void {
  const mark = db.prepare('UPDATE products SET sold_individually = 1 WHERE sku = ?');
  for (const sku of SOLD_INDIVIDUALLY_SKUS) mark.run(sku);
}
