import { readSearchAnswer, SearchAnswerError, type SearchResults } from './answer';

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

/** The part of `fetch` the request uses (tests hand in their own). */
export type Fetch = (url: string, init: RequestInit) => Promise<Pick<Response, 'ok' | 'status' | 'text'>>;

export interface RequestOptions {
  /** Aborts the request: a newer search took over. */
  signal?: AbortSignal;
  timeout?: number;
  fetch?: Fetch;
}

/**
 * GETs the search's answer and reads it strictly. Rejects when `signal` aborts or the time-out
 * passes (an `AbortError` from fetch), on a network failure, with a `SearchAnswerError` for a
 * non-2xx status or an answer of the wrong shape, and with a `SyntaxError` for one that is not JSON.
 * The theme's own script sends no cart or session state here; cookies go along as for any
 * same-origin request (the shop's language may live in one).
 *
 * @example const results = await requestSuggestions(searchUrl(config.ajaxurl, 'thung carton', ''), { signal });
 */
export async function requestSuggestions(url: string, { signal, timeout = SEARCH_TIMEOUT, fetch: send = fetch }: RequestOptions = {}): Promise<SearchResults> {
  const controller = new AbortController();
  const abort = (): void => controller.abort();
  if (signal?.aborted) abort();
  signal?.addEventListener('abort', abort);
  const timer = setTimeout(abort, timeout);
  try {
    const response = await send(url, {
      credentials: 'same-origin',
      signal: controller.signal,
      // What jQuery sends, as Flatsome's script does: caches and plugins tell ajax by it.
      headers: { Accept: 'application/json, text/javascript, */*; q=0.01', 'X-Requested-With': 'XMLHttpRequest' },
    });
    const text = await response.text();
    if (!response.ok) throw new SearchAnswerError(`HTTP ${response.status}`, text);
    // Older Flatsome versions echo the JSON as text/html: the body is read whatever its type says.
    return readSearchAnswer(JSON.parse(text));
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abort);
  }
}
