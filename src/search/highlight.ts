import { foldedWords, foldText } from '../text/fold';

/** A piece of a suggestion's text, matched by the query or not. */
export interface Segment {
  text: string;
  match: boolean;
}


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
    const units = foldText(char);
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

const WORD = /[\p{L}\p{N}]/u;


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
  for (const word of foldedWords(query)) {
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
