/**
 * The theme's PHP folds text as src/text/fold.ts does, so that a word the search's index keeps
 * (`Shop_Islands_Search_Index::fold`, WordPress's `remove_accents`) is the word the islands
 * highlight, and a password the server refuses for a name in it is one the meter warns about
 * (`shop_islands_strip_marks`). Checked on every Vietnamese letter, composed and decomposed,
 * and on the shop's own words.
 */
import { describe, expect, it } from 'vitest';
import { VIETNAMESE_LETTERS } from '../../src/text/fold-cases';
import { foldText, stripMarks } from '../../src/text/fold';
import { phpJson, phpValue, skipped } from './context';

const WORDS = ['Thùng carton 5 lớp', 'Xe ĐẨY hàng', 'Băng keo trong 48mm', 'Màng PE quấn pallet', 'Đặng Thị Thảo', 'Nguyễn Văn Hùng', 'GIAO VẬN SÀI GÒN'];
/** The same texts as a keyboard that types marks apart sends them. */
const cases = [...VIETNAMESE_LETTERS, ...WORDS, ...WORDS.map((text) => text.normalize('NFD'))];

describe.skipIf(skipped)('text folding, in the theme’s PHP and in the islands', () => {
  it('the search index folds every case as foldText does', async () => {
    const folded = await phpJson<string[]>(`echo wp_json_encode( array_map( array( 'Shop_Islands_Search_Index', 'fold' ), ${phpValue(cases)} ) );`);
    expect(folded).toEqual(cases.map(foldText));
  });

  it('the password check strips marks as stripMarks does, case kept', async () => {
    const stripped = await phpJson<string[]>(`echo wp_json_encode( array_map( 'shop_islands_strip_marks', ${phpValue(cases)} ) );`);
    expect(stripped).toEqual(cases.map(stripMarks));
  });
});
