import type { Statement } from 'better-sqlite3';
import type { Db } from './index';
import { foldText } from '../../src/text/fold';

/**
 * Product search as WordPress on MySQL does it (`utf8mb4_unicode_ci`): every word of the query
 * must appear, with case and accents ignored, so "thung" finds "Thùng". The words are looked up
 * in the FTS5 table `product_search` (migration 6), whose columns hold the product's name, SKU,
 * category and short description with đ/Đ made d; its tokenizer (`unicode61
 * remove_diacritics 2`) folds case and every other diacritic, stacked Vietnamese ones included.
 */

/** The most words a query is searched by; the rest are ignored, so a pasted essay stays cheap. */
export const MAX_SEARCH_WORDS = 12;

export { foldText };

/**
 * What a shopper typed as FTS5 phrases, one per whitespace-separated word (at most
 * MAX_SEARCH_WORDS): each a quoted phrase of the word's letters and digits with a prefix star, so
 * "GVSG-TC5" is `"gvsg tc5"*`. Quotes, stars, colons, dashes, brackets and the words OR, AND,
 * NOT, NEAR reach FTS5 only as text inside quotes.
 *
 * @example matchPhrases('băng keo "48mm"') // ['"bang"*', '"keo"*', '"48mm"*']
 */
export function matchPhrases(input: string): string[] {
  return foldText(input)
    .split(/\s+/)
    .map((word) => word.split(/[^\p{L}\p{N}]+/u).filter(Boolean))
    .filter((tokens) => tokens.length > 0)
    .slice(0, MAX_SEARCH_WORDS)
    .map((tokens) => `"${tokens.join(' ')}"*`);
}

/**
 * The FTS5 MATCH expression for what a shopper typed (every word must appear, each as a word
 * prefix: SKUs match by prefix), or null when it holds no word at all.
 *
 * @example matchExpression('băng keo "48mm"') // '"bang"* "keo"* "48mm"*'
 */
export function matchExpression(input: string): string | null {
  const phrases = matchPhrases(input);
  return phrases.length > 0 ? phrases.join(' ') : null;
}

/**
 * The live search's tiers, best first, as MATCH expressions: the name or the SKU starts with the
 * first word and holds the others; the name holds every word; every word is somewhere (name, SKU,
 * category, excerpt).
 *
 * @example tierExpressions(['"thung"*', '"carton"*'])[1] // '{name} : ("thung"* "carton"*)'
 */
export function tierExpressions(phrases: readonly string[]): string[] {
  const all = phrases.join(' ');
  return [`{name} : (^${all}) OR {sku} : (^${all})`, `{name} : (${all})`, all];
}

export interface SuggestFilter {
  /** Only this category's products. */
  categoryId?: number;
  /** WooCommerce's option: out-of-stock products are left out. */
  hideOutOfStock: boolean;
}

/**
 * One tier's best rows, as product ids: the rows matching `@match` whose product search results
 * may show, ordered by FTS5's bm25 with column weights (name 10, SKU 6, category 2, excerpt 1;
 * for the same words a shorter row scores higher, its name, SKU, category and excerpt counted
 * together, so an exact name comes before a longer one), the best `@window` of them or more (see
 * `windowSize`: enough to hold the tier's best `limit` products).
 *
 * Ranking is the one pass over every matching row (bm25 needs each row's length); what else is
 * done for every row decides the cost. A row's rowid is its product's id, or its variation's
 * (whose product is the variation's parent). Reading `product_id` instead would cost a lookup in
 * the index's content table for every matching row, before ranking: at 10,000 matches, more than
 * the ranking itself. So rows are checked by rowid against sets built once per run from indexes
 * (migration 10), the unary `+` keeping SQLite from driving the query by a set (one MATCH per
 * rowid of the set: hundreds of times slower with a category). Only the window's rows are then
 * joined to their product.
 */
const TIER_SQL = (rows: string, dropped?: string) => `
  ${dropped ? `WITH dropped AS (${dropped})` : ''}
  SELECT COALESCE(p.parent_id, p.id) FROM (
    SELECT rowid AS row, bm25(product_search, 0, 10.0, 6.0, 2.0, 1.0) AS score FROM product_search
    WHERE product_search MATCH @match AND ${rows}
    ORDER BY score, rowid LIMIT @window${dropped ? ' + (SELECT COUNT(*) FROM dropped)' : ''}
  ) hit JOIN products p ON p.id = hit.row
  ${dropped ? 'WHERE hit.row NOT IN dropped' : ''}
  ORDER BY hit.score, hit.row`;
/** Products not in search results whatever the options: catalog visibility `catalog` or `hidden`. */
const HIDDEN = `SELECT id FROM products WHERE catalog_visibility IN ('catalog', 'hidden')`;
/** Products left out of search results when the shop hides out-of-stock products. */
const OUT_OF_STOCK = `SELECT id FROM products WHERE stock_status = 'outofstock' AND type != 'variation'`;
/** A category's products search results may show. */
const LISTED_IN_CATEGORY = `SELECT id FROM products WHERE category_id = @category AND catalog_visibility IN ('visible', 'search')
  AND (@hideOutOfStock = 0 OR stock_status = 'instock')`;
/** Some products' ids and their variations'. */
const withVariations = (products: string) => `${products} UNION ALL SELECT id FROM products WHERE parent_id IN (${products})`;
/**
 * Without a category: the products search may not show are few (a shop hides a product now and
 * then) unless the shop hides out-of-stock products. So the hidden ones and their variations are
 * dropped from the window rather than checked for every match: the window grows by their number,
 * so it still holds `@window` rows that may show. Out-of-stock ones, which may be many, are
 * checked for every match, and only when the shop hides them.
 */
const ANY_CATEGORY = TIER_SQL(`(@hideOutOfStock = 0 OR +rowid NOT IN (${withVariations(OUT_OF_STOCK)}))`, withVariations(HIDDEN));
/** With a category: most matches are in other categories, so each is checked against the category's products. */
const ONE_CATEGORY = TIER_SQL(`+rowid IN (${withVariations(LISTED_IN_CATEGORY)})`);

/**
 * The most search rows `limit` products can have: a product has a row of its own and one per
 * variation, so `limit` plus the variations of the `limit` products that have the most. The best
 * rows of a tier up to its `limit`-th product belong to its first `limit` products only, so a
 * window of this many rows holds them all. Read from the parent index (migration 1).
 */
const WINDOW_SQL = `SELECT @limit + COALESCE(SUM(n), 0) FROM (
  SELECT COUNT(*) AS n FROM products WHERE parent_id IS NOT NULL GROUP BY parent_id ORDER BY n DESC LIMIT @limit
)`;

/** Each database's statements, compiled on first use: they run on every pause in typing. */
const prepared = new WeakMap<Db, { any: Statement; one: Statement; window: Statement }>();

/**
 * How many of a tier's best rows `suggestIds` reads for `limit` products (see WINDOW_SQL).
 *
 * @example windowSize(db, 10) // 52 in the demo catalogue: 10, and the film's 36 and a box's 6 variations
 */
export function windowSize(db: Db, limit: number): number {
  return statementsOf(db).window.get({ limit }) as number;
}

function statementsOf(db: Db): { any: Statement; one: Statement; window: Statement } {
  let statements = prepared.get(db);
  if (!statements) {
    statements = {
      any: db.prepare(ANY_CATEGORY).pluck(),
      one: db.prepare(ONE_CATEGORY).pluck(),
      window: db.prepare(WINDOW_SQL).pluck(),
    };
    prepared.set(db, statements);
  }
  return statements;
}

/**
 * The ids of the products a live search suggests, best first, at most `limit`. Tier by tier (see
 * `tierExpressions`), until `limit` products are found, each tier is read once: the window of its
 * best rows that holds its best `limit` products, in bm25 order. A product found in a better tier
 * is not counted again; the ones a tier adds are among its best `limit`, which hold at most the
 * products found before. A query that matches every product (`gvsg`) costs one ranking pass of its
 * first tier, not a sort of the whole catalogue.
 *
 * @example suggestIds(db, 'thung carton', 10, { hideOutOfStock: false })
 */
export function suggestIds(db: Db, search: string, limit: number, filter: SuggestFilter): number[] {
  const phrases = matchPhrases(search);
  if (!phrases.length || limit < 1) return [];
  const statements = statementsOf(db);
  const statement = filter.categoryId === undefined ? statements.any : statements.one;
  const params = {
    window: windowSize(db, limit),
    hideOutOfStock: filter.hideOutOfStock ? 1 : 0,
    category: filter.categoryId ?? null,
  };
  const found: number[] = [];
  const seen = new Set<number>();
  for (const match of tierExpressions(phrases)) {
    for (const id of statement.all({ ...params, match }) as number[]) {
      if (seen.has(id)) continue;
      seen.add(id);
      found.push(id);
    }
    if (found.length >= limit) break;
  }
  return found.slice(0, limit);
}
