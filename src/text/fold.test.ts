import { describe, expect, it } from 'vitest';
import { foldedWords, foldText, stripMarks } from './fold';
import { VIETNAMESE_LETTERS } from './fold-cases';

describe('text folding', () => {
  it('takes both stacked marks off a Vietnamese vowel, composed or decomposed', () => {
    expect(foldText('Thùng carton 3 lớp')).toBe('thung carton 3 lop');
    expect(foldText('Nguye\u0302\u0303n')).toBe('nguyen');
    expect(foldText('NGUYỄN')).toBe(foldText('nguyễn'));
  });

  it('makes đ and Đ a d, which Unicode does not decompose', () => {
    expect('đ'.normalize('NFD')).toBe('đ');
    expect(foldText('Xe ĐẨY đơn')).toBe('xe day don');
    expect(stripMarks('Đặng Đức')).toBe('Dang Duc');
  });

  it('keeps case when only the marks go', () => {
    expect(stripMarks('Phở Bò Hà Nội')).toBe('Pho Bo Ha Noi');
  });

  it('folds every Vietnamese letter to a plain ASCII letter', () => {
    for (const letter of VIETNAMESE_LETTERS) expect(foldText(letter)).toMatch(/^[a-z]$/);
    expect(VIETNAMESE_LETTERS).toHaveLength(2 * (12 * 6 + 1));
  });

  it('splits words on anything but letters and digits', () => {
    expect(foldedWords('Băng keo 48mm, trong/đục')).toEqual(['bang', 'keo', '48mm', 'trong', 'duc']);
    expect(foldedWords(' -- ')).toEqual([]);
  });
});
