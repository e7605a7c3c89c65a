/**
 * Product search as WordPress on MySQL does it (`utf8mb4_unicode_ci`): every word of the query
 * must appear, with case and accents ignored, so "thung" finds "Thùng". The words are looked up
 * in the FTS5 table `product_search` (migration 6), whose columns hold the product's name, SKU,
 * category and short description with đ/Đ made d; its tokenizer (`unicode61
 * remove_diacritics 2`) folds case and every other diacritic, stacked Vietnamese ones included.
 */

/** The most words a query is searched by; the rest are ignored, so a pasted essay stays cheap. */
export const MAX_SEARCH_WORDS = 12;

/**
 * Folds text as the search compares it: lower case, no diacritics, and đ/Đ as d (Unicode gives
 * đ no decomposition, so NFD alone leaves it, while MySQL's collation treats it as d).
 *
 * @example foldText('Xe ĐẨY hàng') // 'xe day hang'
 */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}+/gu, '').replace(/[đĐ]/g, 'd').toLowerCase();
}

/**
 * The FTS5 MATCH expression for what a shopper typed, or null when it holds no word at all.
 * Each whitespace-separated word becomes a quoted phrase of its letters and digits with a prefix
 * star, so "GVSG-TC5" is `"gvsg tc5"*`: SKUs match by prefix, and quotes, stars, colons, dashes,
 * brackets and the words OR, AND, NOT, NEAR reach FTS5 only as text inside quotes.
 *
 * @example matchExpression('băng keo "48mm"') // '"bang"* "keo"* "48mm"*'
 */
export function matchExpression(input: string): string | null {
  const phrases = foldText(input)
    .split(/\s+/)
    .map((word) => word.split(/[^\p{L}\p{N}]+/u).filter(Boolean))
    .filter((tokens) => tokens.length > 0)
    .slice(0, MAX_SEARCH_WORDS)
    .map((tokens) => `"${tokens.join(' ')}"*`);
  return phrases.length > 0 ? phrases.join(' ') : null;
}
