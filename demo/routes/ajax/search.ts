import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { productUrl } from '../../cart';
import { productImageUrl } from '../../components/images';
import { PriceHtml } from '../../components/Price';
import type { PageContext } from '../../context';
import type { Product } from '../../db/products';
import type { AjaxHandler } from '../admin-ajax';
import { query } from '../helpers';

/**
 * Flatsome's live search, `admin-ajax.php?action=flatsome_ajax_search_products&query=…` with an
 * optional `product_cat` (a category slug), answering as Flatsome does:
 * `{"suggestions":[{"type":"Product","id":…,"value":"<name>","url":"<permalink>","img":"<thumbnail>","price":"<price HTML>"}]}`,
 * and `{"suggestions":[{"id":-1,"value":"<no products text>","url":""}]}` when nothing matches.
 *
 * Two choices of ours, on top of Flatsome's shape: at most SUGGESTION_LIMIT products, then one
 * more line, `{"id":-2,"value":"Xem tất cả kết quả","url":"/?s=…&post_type=product"}`, which opens
 * the full search results page (Flatsome has no such line; its script opens any suggestion's
 * `url`, so this one works there too). And a query under MIN_QUERY_CHARS characters, which the
 * theme's script never sends, gets the no-products answer without a search.
 *
 * Products are found by the catalogue's full-text index (demo/db/search.ts), ranked by
 * `Catalogue.suggest`; see the README for how it stays fast. `Server-Timing` says how long the
 * search took (`npm run bench:search` reads it).
 */
export const SEARCH_ACTION = 'flatsome_ajax_search_products';

/** The most products one answer suggests. */
export const SUGGESTION_LIMIT = 10;
/** The spec's minimum: search starts at 3 characters. */
export const MIN_QUERY_CHARS = 3;
/** Longer queries are cut here (and to MAX_SEARCH_WORDS words): a pasted essay stays cheap. */
export const MAX_QUERY_CHARS = 200;
/** Flatsome's id for its "no products" line. */
export const NO_RESULTS_ID = -1;
/** Our id for the "view all results" line. */
export const VIEW_ALL_ID = -2;

/** One line of the answer. */
export interface Suggestion {
  type?: 'Product';
  id: number;
  value: string;
  url: string;
  img?: string;
  price?: string;
}

export interface SearchAnswer {
  suggestions: Suggestion[];
}

/** What a shopper typed, trimmed, inner whitespace made one space, cut to MAX_QUERY_CHARS characters. */
export const cleanQuery = (raw: string): string => [...raw.trim().replace(/\s+/g, ' ')].slice(0, MAX_QUERY_CHARS).join('').trim();

/** The full results page for a query, as the theme's search form submits it. */
export function resultsUrl(search: string, categorySlug?: string): string {
  const params = new URLSearchParams({ s: search, post_type: 'product' });
  if (categorySlug) params.set('product_cat', categorySlug);
  return `/?${params}`;
}

function toSuggestion(ctx: PageContext, product: Product): Suggestion {
  return {
    type: 'Product',
    id: product.id,
    value: product.name,
    url: productUrl(product),
    img: productImageUrl(product),
    price: renderToStaticMarkup(createElement(PriceHtml, { product, catalogue: ctx.app.catalogue })),
  };
}

/**
 * The answer for a query and a category slug (`''` for every category); an unknown category,
 * like WordPress's query for a term that does not exist, finds nothing.
 *
 * @example searchAnswer(ctx, 'thung carton', '').suggestions[0]?.value // 'Thùng carton 3 lớp 20x15x10 cm'
 */
export function searchAnswer(ctx: PageContext, rawQuery: string, categorySlug: string): SearchAnswer {
  const { catalogue } = ctx.app;
  const search = cleanQuery(rawQuery);
  const category = categorySlug ? catalogue.categoryBySlug(categorySlug) : undefined;
  const products =
    [...search].length < MIN_QUERY_CHARS || (categorySlug && !category)
      ? []
      : catalogue.suggest({ search, limit: SUGGESTION_LIMIT, ...(category ? { categoryId: category.id } : {}) });
  if (!products.length) return { suggestions: [{ id: NO_RESULTS_ID, value: ctx.t('search.no_products'), url: '' }] };
  return {
    suggestions: [
      ...products.map((product) => toSuggestion(ctx, product)),
      { id: VIEW_ALL_ID, value: ctx.t('search.view_all'), url: resultsUrl(search, category?.slug) },
    ],
  };
}

/** The admin-ajax handler: GET or POST, `query` and `product_cat` from the query string or the body. */
export const searchProducts: AjaxHandler = (request, reply) => {
  const started = performance.now();
  const params = query(request);
  const body = (request.body ?? {}) as Record<string, unknown>;
  const text = (name: string): string => {
    const value = params[name] ?? body[name];
    return typeof value === 'string' ? value : '';
  };
  const answer = JSON.stringify(searchAnswer(request.shop, text('query'), text('product_cat').trim()));
  return reply
    .header('content-type', 'application/json; charset=UTF-8')
    .header('cache-control', 'no-store')
    .header('x-robots-tag', 'noindex')
    .header('server-timing', `search;dur=${(performance.now() - started).toFixed(2)}`)
    .send(answer);
};
