import type { Statement } from 'better-sqlite3';
import type { Db } from './index';
import { isGalleryView, type CategoryShape, type GalleryView } from './catalogue';
import { matchExpression, suggestIds } from './search';

export interface AttributeOption {
  slug: string;
  name: string;
}
export interface AttributeDef {
  /** Taxonomy name, e.g. `pa_kich-thuoc`; the form field is `attribute_<name>`. */
  name: string;
  label: string;
  options: AttributeOption[];
}

export interface Category {
  id: number;
  slug: string;
  name: string;
  description: string;
  color: string;
  shape: CategoryShape;
}

/**
 * WooCommerce's catalog visibility: listed in the shop and in search results (`visible`), in the
 * shop only (`catalog`), in search results only (`search`), or in neither (`hidden`, reached by
 * its link alone).
 */
export type CatalogVisibility = 'visible' | 'catalog' | 'search' | 'hidden';

/** WooCommerce's option (`yes`/`no`, in `options`) that hides out-of-stock products from listings and search. */
export const HIDE_OUT_OF_STOCK_OPTION = 'woocommerce_hide_out_of_stock_items';

export interface Product {
  id: number;
  type: 'simple' | 'variable' | 'variation';
  parentId: number | null;
  slug: string;
  name: string;
  sku: string;
  shortDescription: string;
  description: string;
  regularPrice: number | null;
  salePrice: number | null;
  stockStatus: 'instock' | 'outofstock';
  stockQuantity: number | null;
  /** WooCommerce's "sold individually": a cart holds at most one (a variation asks its parent). */
  soldIndividually: boolean;
  categoryId: number | null;
  menuOrder: number;
  totalSales: number;
  createdAt: string;
  /** Attribute definitions of a variable product. */
  attributeDefs: AttributeDef[];
  /** `attribute_<name>` → option slug, for a variation. */
  variationValues: Record<string, string>;
  /** What the extra gallery images show (the main image is not counted). */
  gallery: GalleryView[];
  unit: string;
  catalogVisibility: CatalogVisibility;
}

interface ProductRow {
  id: number;
  type: Product['type'];
  parent_id: number | null;
  slug: string | null;
  name: string;
  sku: string;
  short_description: string;
  description: string;
  regular_price: number | null;
  sale_price: number | null;
  stock_status: Product['stockStatus'];
  stock_quantity: number | null;
  sold_individually: number;
  category_id: number | null;
  menu_order: number;
  total_sales: number;
  created_at: string;
  attributes: string;
  gallery: string;
  unit: string;
  catalog_visibility: CatalogVisibility;
}

function toProduct(row: ProductRow): Product {
  const attributes = JSON.parse(row.attributes) as { defs?: AttributeDef[]; values?: Record<string, string> };
  return {
    id: row.id,
    type: row.type,
    parentId: row.parent_id,
    slug: row.slug ?? '',
    name: row.name,
    sku: row.sku,
    shortDescription: row.short_description,
    description: row.description,
    regularPrice: row.regular_price,
    salePrice: row.sale_price,
    stockStatus: row.stock_status,
    stockQuantity: row.stock_quantity,
    soldIndividually: row.sold_individually === 1,
    categoryId: row.category_id,
    menuOrder: row.menu_order,
    totalSales: row.total_sales,
    createdAt: row.created_at,
    attributeDefs: attributes.defs ?? [],
    variationValues: attributes.values ?? {},
    gallery: (JSON.parse(row.gallery) as unknown[]).filter(isGalleryView),
    unit: row.unit,
    catalogVisibility: row.catalog_visibility,
  };
}

/** The price a buyer pays now. */
export const activePrice = (p: Product): number => p.salePrice ?? p.regularPrice ?? 0;
export const isOnSale = (p: Product): boolean => p.salePrice !== null && p.regularPrice !== null && p.salePrice < p.regularPrice;
export const isInStock = (p: Product): boolean => p.stockStatus === 'instock';

export type OrderBy = 'menu_order' | 'popularity' | 'date' | 'price' | 'price-desc';
export const ORDER_BY: readonly OrderBy[] = ['menu_order', 'popularity', 'date', 'price', 'price-desc'];
export const parseOrderBy = (value: unknown): OrderBy =>
  ORDER_BY.includes(value as OrderBy) ? (value as OrderBy) : 'menu_order';

// A variable product sorts by its cheapest variation, as WooCommerce's lookup table does.
const SORT_PRICE = `COALESCE(p.sale_price, p.regular_price,
  (SELECT MIN(COALESCE(v.sale_price, v.regular_price)) FROM products v WHERE v.parent_id = p.id))`;
const ORDER_SQL: Record<OrderBy, string> = {
  menu_order: 'p.menu_order ASC, p.name ASC',
  popularity: 'p.total_sales DESC, p.id DESC',
  date: 'p.created_at DESC, p.id DESC',
  price: `${SORT_PRICE} ASC, p.id ASC`,
  'price-desc': `${SORT_PRICE} DESC, p.id DESC`,
};

/**
 * The SQL condition for products a listing may show (`p` the products row's alias): their catalog
 * visibility allows the shop (`catalog`) or search results (`search`), and, when the shop hides
 * out-of-stock products, they are in stock. Variations are never listed.
 */
const listable = (p: string, where: 'catalog' | 'search', hideOutOfStock: boolean): string =>
  [
    `${p}.type IN ('simple', 'variable')`,
    `${p}.catalog_visibility IN ('visible', '${where}')`,
    ...(hideOutOfStock ? [`${p}.stock_status = 'instock'`] : []),
  ].join(' AND ');

export interface SuggestQuery {
  /** What the shopper typed. */
  search: string;
  /** Only products of this category. */
  categoryId?: number;
  /** The most products answered. */
  limit: number;
}

export interface ListQuery {
  categoryId?: number;
  search?: string;
  orderBy: OrderBy;
  page: number;
  perPage: number;
}

export interface ProductPage {
  products: Product[];
  total: number;
  page: number;
  pages: number;
  perPage: number;
}

/** Repository of the catalogue: every read the pages and the cart need. */
export class Catalogue {
  /** Read on every listing and every live search: compiled once. */
  private optionStatement: Statement | undefined;
  /** The live search's products by id (a JSON array), on every pause in typing: compiled once. */
  private byIdsStatement: Statement | undefined;

  constructor(private readonly db: Db) {}

  /** Whether the shop hides out-of-stock products from listings and search (WooCommerce's option). */
  hidesOutOfStock(): boolean {
    this.optionStatement ??= this.db.prepare('SELECT value FROM options WHERE name = ?').pluck();
    return this.optionStatement.get(HIDE_OUT_OF_STOCK_OPTION) === 'yes';
  }

  /**
   * WooCommerce's `WC_Product::is_visible()` outside a search (an admin-ajax request never is
   * one): a product the shop's listings show, `visible` or `catalog`, and in stock when the shop
   * hides out-of-stock products. What `listable(…, 'catalog', …)` asks of a row.
   */
  isVisible(product: Product): boolean {
    if (product.type === 'variation' || (product.catalogVisibility !== 'visible' && product.catalogVisibility !== 'catalog')) return false;
    return isInStock(product) || !this.hidesOutOfStock();
  }

  list(query: ListQuery): ProductPage {
    const searching = !!query.search?.trim();
    const where = [listable('p', searching ? 'search' : 'catalog', this.hidesOutOfStock())];
    const params: Record<string, unknown> = {};
    if (query.categoryId !== undefined) {
      where.push('p.category_id = @category');
      params['category'] = query.categoryId;
    }
    if (searching && query.search) {
      // A blank search lists everything, as WordPress does; one of only punctuation finds nothing.
      const match = matchExpression(query.search);
      where.push(match === null ? 'FALSE' : 'p.id IN (SELECT product_id FROM product_search WHERE product_search MATCH @match)');
      if (match !== null) params['match'] = match;
    }
    const whereSql = where.join(' AND ');
    const { n } = this.db.prepare(`SELECT COUNT(*) AS n FROM products p WHERE ${whereSql}`).get(params) as { n: number };
    const pages = Math.max(1, Math.ceil(n / query.perPage));
    const page = Math.min(Math.max(1, query.page), pages);
    const rows = this.db
      .prepare(`SELECT p.* FROM products p WHERE ${whereSql} ORDER BY ${ORDER_SQL[query.orderBy]} LIMIT @limit OFFSET @offset`)
      .all({ ...params, limit: query.perPage, offset: (page - 1) * query.perPage }) as ProductRow[];
    return { products: rows.map(toProduct), total: n, page, pages, perPage: query.perPage };
  }

  /**
   * The products a live search suggests for what a shopper typed, best first (see `suggestIds`):
   * found as the search page finds them (every word a prefix of a word of the name, SKU, category
   * or excerpt, case and diacritics ignored), among those search results may show.
   *
   * @example catalogue.suggest({ search: 'thung carton', limit: 10 })[0]?.name // 'Thùng carton 3 lớp 20x15x10 cm'
   */
  suggest(query: SuggestQuery): Product[] {
    const ids = suggestIds(this.db, query.search, query.limit, {
      hideOutOfStock: this.hidesOutOfStock(),
      ...(query.categoryId !== undefined ? { categoryId: query.categoryId } : {}),
    });
    if (!ids.length) return [];
    this.byIdsStatement ??= this.db.prepare('SELECT * FROM products WHERE id IN (SELECT value FROM json_each(?))');
    const rows = this.byIdsStatement.all(JSON.stringify(ids)) as ProductRow[];
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [toProduct(row)] : [];
    });
  }

  byId(id: number): Product | undefined {
    const row = this.db.prepare('SELECT * FROM products WHERE id = ?').get(id) as ProductRow | undefined;
    return row ? toProduct(row) : undefined;
  }

  bySlug(slug: string): Product | undefined {
    const row = this.db
      .prepare("SELECT * FROM products WHERE slug = ? AND type IN ('simple', 'variable')")
      .get(slug) as ProductRow | undefined;
    return row ? toProduct(row) : undefined;
  }

  variations(parentId: number): Product[] {
    return (this.db.prepare('SELECT * FROM products WHERE parent_id = ? ORDER BY id').all(parentId) as ProductRow[]).map(
      toProduct,
    );
  }

  related(product: Product, limit = 4): Product[] {
    return (
      this.db
        .prepare(
          `SELECT * FROM products p WHERE category_id = ? AND id != ? AND ${listable('p', 'catalog', this.hidesOutOfStock())} ORDER BY total_sales DESC LIMIT ?`,
        )
        .all(product.categoryId, product.id, limit) as ProductRow[]
    ).map(toProduct);
  }

  featured(limit: number): Product[] {
    return (
      this.db
        .prepare(`SELECT * FROM products p WHERE ${listable('p', 'catalog', this.hidesOutOfStock())} ORDER BY total_sales DESC LIMIT ?`)
        .all(limit) as ProductRow[]
    ).map(toProduct);
  }

  onSale(limit: number): Product[] {
    return (
      this.db
        .prepare(
          `SELECT * FROM products p WHERE type = 'simple' AND sale_price IS NOT NULL AND ${listable('p', 'catalog', this.hidesOutOfStock())} ORDER BY menu_order LIMIT ?`,
        )
        .all(limit) as ProductRow[]
    ).map(toProduct);
  }

  categories(): Category[] {
    return this.db.prepare('SELECT id, slug, name, description, color, shape FROM categories ORDER BY menu_order').all() as Category[];
  }

  category(id: number | null): Category | undefined {
    if (id === null) return undefined;
    return this.db.prepare('SELECT id, slug, name, description, color, shape FROM categories WHERE id = ?').get(id) as
      | Category
      | undefined;
  }

  categoryBySlug(slug: string): Category | undefined {
    return this.db.prepare('SELECT id, slug, name, description, color, shape FROM categories WHERE slug = ?').get(slug) as
      | Category
      | undefined;
  }

  /** The category of a product or of its parent. */
  categoryOf(product: Product): Category | undefined {
    if (product.type === 'variation' && product.parentId !== null) {
      const parent = this.byId(product.parentId);
      return parent ? this.category(parent.categoryId) : undefined;
    }
    return this.category(product.categoryId);
  }

  /** Lowest and highest active price of a variable product's variations. */
  priceRange(product: Product): { min: number; max: number; onSale: boolean } {
    const variations = this.variations(product.id);
    const prices = variations.map(activePrice);
    return {
      min: prices.length ? Math.min(...prices) : 0,
      max: prices.length ? Math.max(...prices) : 0,
      onSale: variations.some(isOnSale),
    };
  }

  reviews(productId: number): Array<{ id: number; author: string; rating: number; content: string; created_at: string }> {
    return this.db
      .prepare('SELECT id, author, rating, content, created_at FROM reviews WHERE product_id = ? ORDER BY created_at')
      .all(productId) as Array<{ id: number; author: string; rating: number; content: string; created_at: string }>;
  }

  /**
   * Takes `quantity` off the stock for an order, and marks the product out of stock at zero.
   * Returns false, changing nothing, when the product is out of stock or has too few left.
   */
  reduceStock(productId: number, quantity: number): boolean {
    const tracked = this.db
      .prepare(
        `UPDATE products SET stock_quantity = stock_quantity - @q,
           stock_status = CASE WHEN stock_quantity - @q <= 0 THEN 'outofstock' ELSE stock_status END,
           total_sales = total_sales + @q
         WHERE id = @id AND stock_quantity IS NOT NULL AND stock_quantity >= @q AND stock_status = 'instock'`,
      )
      .run({ id: productId, q: quantity });
    if (tracked.changes > 0) return true;
    const untracked = this.db
      .prepare(`UPDATE products SET total_sales = total_sales + ? WHERE id = ? AND stock_quantity IS NULL AND stock_status = 'instock'`)
      .run(quantity, productId);
    return untracked.changes > 0;
  }
}
