/**
 * What the theme's live search answers, read strictly: Flatsome's
 * `{"suggestions":[{"type":"Product","id":11,"value":"<name>","url":"…","img":"…","price":"<price HTML>"}]}`,
 * its `{"id":-1,"value":"No products found.","url":""}` line when nothing matches, and the demo
 * store's `{"id":-2,"value":"Xem tất cả kết quả","url":"/?s=…"}` line leading to every result.
 * Anything else is a `SearchAnswerError`: the list stays closed and the form works as a plain one.
 */
import { RequestError } from '../http/errors';
import { isRecord } from '../types/guards';


/** One suggestion to show: text (`value`), a link, and optional thumbnail and price HTML (sanitised where it is shown). */
export interface Suggestion {
  id: number | string;
  value: string;
  url: string;
  /** Thumbnail URL (http, https or relative), `''` when there is none. */
  img: string;
  /** WooCommerce's price HTML as the server sent it, `''` when there is none. */
  price: string;
}

/** An answer: the products (none when nothing matched) and the line leading to every result, if sent. */
export interface SearchResults {
  products: Suggestion[];
  viewAll?: Suggestion;
}

/** Flatsome's id for "nothing matched". */
export const NO_RESULTS_ID = -1;
/** The demo store's id for "view all results". */
export const VIEW_ALL_ID = -2;

/** The answer was not one the theme gives: a `RequestError` of kind `answer`, `body` what came. */
const wrongAnswer = (message: string, body: unknown): RequestError => new RequestError('answer', message, { body });

/**
 * A URL that is safe to put in `href` or `src`: http, https, or relative to the page (which stays
 * on its scheme). `javascript:`, `data:` and every other scheme give `undefined`, however they are
 * disguised (case, whitespace, control characters: the URL parser strips them as browsers do).
 *
 * @example safeUrl('/product/thung/') // '/product/thung/'
 * @example safeUrl(' JaVa\tScript:alert(1)') // undefined
 */
export function safeUrl(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  try {
    const { protocol } = new URL(value, 'https://shop.invalid/');
    return protocol === 'https:' || protocol === 'http:' ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Reads the search's answer (already parsed from JSON).
 *
 * - Each line must be an object with an `id` (a number or a non-empty string) and a string `value`;
 *   otherwise the whole answer is refused.
 * - Lines with a negative id are markers, not products: -1 "nothing matched", -2 "view all".
 * - A product whose `url` is not http(s) or relative is left out (it could not be opened safely);
 *   an unsafe or missing `img` means no image (Flatsome sends `false` for a product without one);
 *   a `price` that is not a string means no price.
 *
 * @example readSearchAnswer({ suggestions: [{ id: -1, value: 'No products found.', url: '' }] }) // { products: [] }
 */
export function readSearchAnswer(body: unknown): SearchResults {
  if (!isRecord(body) || !Array.isArray(body['suggestions'])) throw wrongAnswer('search answer has no suggestions array', body);
  const results: SearchResults = { products: [] };
  for (const line of body['suggestions'] as unknown[]) {
    if (!isRecord(line)) throw wrongAnswer('a suggestion is not an object', body);
    const { id, value } = line;
    if (!((typeof id === 'number' && Number.isFinite(id)) || (typeof id === 'string' && id !== ''))) {
      throw wrongAnswer('a suggestion has no id', body);
    }
    if (typeof value !== 'string') throw wrongAnswer('a suggestion has no value string', body);
    const url = safeUrl(line['url']);
    const suggestion: Suggestion = {
      id,
      value,
      url: url ?? '',
      img: safeUrl(line['img']) ?? '',
      price: typeof line['price'] === 'string' ? line['price'] : '',
    };
    if (id === VIEW_ALL_ID) {
      if (url) results.viewAll = suggestion;
    } else if (!(typeof id === 'number' && id < 0) && url) {
      results.products.push(suggestion);
    }
  }
  // "View all" of nothing would be a dead end.
  if (!results.products.length) delete results.viewAll;
  return results;
}
