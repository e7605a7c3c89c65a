import { fetchText } from '../http/fetch';
import { parseJsonResponse } from '../http/parse';
import { ajaxHeaders } from '../http/wc-ajax';
import { readSearchAnswer, type SearchResults } from './answer';

/** Flatsome's admin-ajax action for the live product search. */
export const SEARCH_ACTION = 'flatsome_ajax_search_products';
/** The spec's minimum: search starts once 3 characters are typed. */
export const MIN_CHARS = 3;
/** Longer input is cut here before it is sent (the server cuts it too). */
export const MAX_CHARS = 200;
/** How long an answer may take before the suggestions are given up, in ms. */
export const SEARCH_TIMEOUT = 5000;

/**
 * What is searched for: the input trimmed, runs of whitespace made one space, at most MAX_CHARS
 * characters. Case and diacritics stay: the server ignores them, the highlight reads them.
 *
 * @example normalizeQuery('  thùng   carton ') // 'thùng carton'
 */
export const normalizeQuery = (input: string): string => [...input.trim().replace(/\s+/g, ' ')].slice(0, MAX_CHARS).join('').trimEnd();

/** Whether a normalized query is long enough to search: MIN_CHARS characters (not UTF-16 units). */
export const isSearchable = (query: string): boolean => [...query].length >= MIN_CHARS;

/**
 * The search's URL: `ajaxurl` (which may carry a query of its own, `?lang=en`) with Flatsome's
 * parameters in its order, `action`, `query`, and `product_cat` only when a category is chosen.
 *
 * @example searchUrl('/wp-admin/admin-ajax.php', 'băng keo', 'bang-keo') // '/wp-admin/admin-ajax.php?action=flatsome_ajax_search_products&query=b%C4%83ng+keo&product_cat=bang-keo'
 */
export function searchUrl(ajaxurl: string, query: string, category: string): string {
  const params = new URLSearchParams({ action: SEARCH_ACTION, query });
  if (category) params.set('product_cat', category);
  return `${ajaxurl}${ajaxurl.includes('?') ? '&' : '?'}${params}`;
}

export interface RequestOptions {
  /** Aborts the request: a newer search took over. */
  signal?: AbortSignal;
  timeout?: number;
}

/**
 * GETs the search's answer and reads it strictly, with jQuery's ajax headers as Flatsome's script
 * sends them (caches and plugins tell ajax by them). Rejects with a `RequestError` whose kind says
 * why: `abort` (a newer search took over), `timeout`, `network`, `http` (an error status), `empty`,
 * `parse` (not JSON) or `answer` (JSON of the wrong shape). Older Flatsome versions echo the JSON
 * as text/html: the body is read whatever its type says. Cookies go along as for any same-origin
 * request (the shop's language may live in one).
 *
 * @example const results = await requestSuggestions(searchUrl(config.ajaxurl, 'thung carton', ''), { signal });
 */
export async function requestSuggestions(url: string, { signal, timeout = SEARCH_TIMEOUT }: RequestOptions = {}): Promise<SearchResults> {
  return readSearchAnswer(parseJsonResponse(await fetchText({ url, method: 'GET', headers: ajaxHeaders('GET', 'json') }, { signal, timeout })));
}
