/**
 * Text folding, the one way the shop compares text loosely: the search's highlighting, the
 * password meter's list of words a password must not be made of, the demo store's search and
 * slugs, and the test servers. It matches the theme's PHP (`Shop_Islands_Search_Index::fold`,
 * `shop_islands_strip_marks`) on Vietnamese text: tests/wordpress/fold.test.ts runs both on
 * every Vietnamese letter.
 *
 * Vietnamese stacks two marks on a vowel (ệ is e + circumflex + dot below), typed composed or
 * decomposed: canonical decomposition takes both off. Unicode gives đ and Đ no decomposition (they
 * are letters of their own), so they are mapped by hand, to d and D, as MySQL's collation and
 * WordPress's `remove_accents` treat them.
 */

/** Every combining mark, however many follow a letter. */
const MARKS = /\p{M}+/gu;

/**
 * Text without its diacritics, case kept: how people type Vietnamese words without their marks.
 *
 * @example stripMarks('Đặng Nguyễn') // 'Dang Nguyen'
 */
export const stripMarks = (text: string): string => text.normalize('NFD').replace(MARKS, '').replace(/đ/g, 'd').replace(/Đ/g, 'D');

/**
 * Text folded for comparison: without diacritics, lower case.
 *
 * @example foldText('Thùng ĐẨY') // 'thung day'
 */
export const foldText = (text: string): string => stripMarks(text).toLowerCase();

/**
 * The words of a text as the shop's search takes them: runs of letters and digits, folded.
 *
 * @example foldedWords('Băng keo 48mm, trong') // ['bang', 'keo', '48mm', 'trong']
 */
export const foldedWords = (text: string): string[] => foldText(text).split(/[^\p{L}\p{N}]+/u).filter(Boolean);
