import { describe, expect, it } from 'vitest';
import { foldedWords, foldText } from '../text/fold';
import { highlight, type Segment } from './highlight';

/** The segments as text with the matches in brackets, easier to read than objects. */
const marked = (segments: Segment[]): string => segments.map((s) => (s.match ? `[${s.text}]` : s.text)).join('');

describe('folding', () => {
  it('ignores case and every Vietnamese diacritic, đ included', () => {
    expect(foldText('Thùng ĐẨY hàng, Ướt, Quảng Điền')).toBe('thung day hang, uot, quang dien');
  });

  it('reads the words of a query as the server does: runs of letters and digits', () => {
    expect(foldedWords('  Băng-keo "48mm" ')).toEqual(['bang', 'keo', '48mm']);
    expect(foldedWords('*** - "')).toEqual([]);
  });
});

describe('highlight', () => {
  it('marks "Thùng" for "thung", and keeps the text exactly as it was', () => {
    const segments = highlight('Thùng carton 3 lớp 20x15x10 cm', 'thung carton');
    expect(marked(segments)).toBe('[Thùng] [carton] 3 lớp 20x15x10 cm');
    expect(segments.map((s) => s.text).join('')).toBe('Thùng carton 3 lớp 20x15x10 cm');
  });

  it.each([
    ['THÙNG CARTON', '[Thùng] [carton] 3 lớp'],
    ['thùng', '[Thùng] carton 3 lớp'],
    ['lop thu', '[Thù]ng carton 3 [lớp]'],
    ['carton thung', '[Thùng] [carton] 3 lớp'],
  ])('for “%s” marks %s', (query, expected) => {
    expect(marked(highlight('Thùng carton 3 lớp', query))).toBe(expected);
  });

  it('folds đ as d: "xe day" marks "Xe đẩy"', () => {
    expect(marked(highlight('Xe đẩy hàng 4 bánh', 'xe day'))).toBe('[Xe] [đẩy] hàng 4 bánh');
  });

  it('marks where words start, as the search matches word prefixes, not inside a word', () => {
    expect(marked(highlight('Thùng carton', 'arton'))).toBe('Thùng carton');
    expect(marked(highlight('Băng keo 48mm x 100 yard', '48'))).toBe('Băng keo [48]mm x 100 yard');
    expect(marked(highlight('GVSG-TC5-403030', 'tc5'))).toBe('GVSG-[TC5]-403030');
  });

  it('marks every place a word starts, and joins overlapping words into one mark', () => {
    expect(marked(highlight('Băng keo băng dính', 'bang'))).toBe('[Băng] keo [băng] dính');
    expect(marked(highlight('Thùng carton', 'thu thung'))).toBe('[Thùng] carton');
  });

  it('takes a combining mark along with its letter when the text is decomposed (NFD)', () => {
    const nfd = 'Thùng carton'.normalize('NFD');
    const segments = highlight(nfd, 'thung');
    expect(segments[0]).toEqual({ text: 'Thùng'.normalize('NFD'), match: true });
    expect(segments.map((s) => s.text).join('')).toBe(nfd);
  });

  it('keeps characters outside the basic plane whole', () => {
    expect(marked(highlight('📦 Thùng 📦', 'thung'))).toBe('📦 [Thùng] 📦');
  });

  it('marks nothing for an empty query or one without letters or digits, and handles empty text', () => {
    expect(highlight('Thùng carton', '')).toEqual([{ text: 'Thùng carton', match: false }]);
    expect(highlight('Thùng carton', ' *** ')).toEqual([{ text: 'Thùng carton', match: false }]);
    expect(highlight('', 'thung')).toEqual([{ text: '', match: false }]);
  });

  it('treats markup in a name as text', () => {
    expect(marked(highlight('<b>Thùng</b> carton', 'thung'))).toBe('<b>[Thùng]</b> carton');
  });
});
