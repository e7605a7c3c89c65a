/** A piece of a suggestion's text, matched by the query or not. */
export interface Segment {
  text: string;
  match: boolean;
}

/**
 * Folds one character as the shop's search compares text: lower case, no diacritics, đ/Đ as d
 * (Unicode gives đ no decomposition, so NFD alone would leave it).
 */
const foldChar = (char: string): string => char.normalize('NFD').replace(/\p{M}+/gu, '').replace(/[đĐ]/g, 'd').toLowerCase();

/** A text folded, with where each folded character came from in the original. */
interface Folded {
  text: string;
  /** Start (UTF-16 index) in the original of the character each folded UTF-16 unit comes from. */
  from: number[];
  /** End of that original character. */
  to: number[];
}

function fold(text: string): Folded {
  const folded: Folded = { text: '', from: [], to: [] };
  let at = 0;
  for (const char of text) {
    const end = at + char.length;
    const units = foldChar(char);
    folded.text += units;
    // One entry per UTF-16 unit, as `indexOf` counts them.
    for (let i = 0; i < units.length; i++) {
      folded.from.push(at);
      folded.to.push(end);
    }
    // A lone combining mark (text in NFD) folds to nothing: it belongs to the character before it,
    // so a match ending there takes the mark along.
    for (let i = folded.to.length - 1; !units && i >= 0 && folded.to[i] === at; i--) folded.to[i] = end;
    at = end;
  }
  return folded;
}

/**
 * Folds text for comparison: lower case, without diacritics, đ as d.
 *
 * @example foldText('Thùng ĐẨY') // 'thung day'
 */
export const foldText = (text: string): string => fold(text).text;

const WORD = /[\p{L}\p{N}]/u;

/** The words of a query as the server searches them: runs of letters and digits, folded. */
export const queryWords = (query: string): string[] => foldText(query).split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/**
 * Splits a suggestion's text into the parts the query matched and the rest. The comparison ignores
 * case and diacritics (typing "thung" marks "Thùng"), and each word of the query marks where a
 * word of the text starts with it, as the search itself matches word prefixes.
 *
 * @example highlight('Thùng carton 3 lớp', 'thung lop') // [{ text: 'Thùng', match: true }, { text: ' carton 3 ', match: false }, { text: 'lớp', match: true }]
 */
export function highlight(text: string, query: string): Segment[] {
  const folded = fold(text);
  const ranges: Array<[number, number]> = [];
  for (const word of queryWords(query)) {
    let index = folded.text.indexOf(word);
    while (index !== -1) {
      if (index === 0 || !WORD.test(folded.text[index - 1] ?? '')) {
        ranges.push([folded.from[index] ?? 0, folded.to[index + word.length - 1] ?? text.length]);
      }
      index = folded.text.indexOf(word, index + 1);
    }
  }
  ranges.sort((a, b) => a[0] - b[0]);
  const segments: Segment[] = [];
  let at = 0;
  for (const [start, end] of ranges) {
    if (end <= at) continue;
    if (start > at) segments.push({ text: text.slice(at, start), match: false });
    const from = Math.max(start, at);
    const last = segments[segments.length - 1];
    // Touching or overlapping matches ("thung" and "thu") become one.
    if (last?.match && from === at) last.text += text.slice(from, end);
    else segments.push({ text: text.slice(from, end), match: true });
    at = end;
  }
  if (at < text.length || !segments.length) segments.push({ text: text.slice(at), match: false });
  return segments;
}
