import { describe, expect, it } from 'vitest';
import { ratingStars, starKeyTarget, tabStop } from './stars';

describe('ratingStars', () => {
  it('keeps the options rated 1 to 5, lowest first, and leaves out the placeholder and other values', () => {
    const options = [
      { value: '', text: 'Xếp hạng…' },
      { value: '5', text: 'Rất tốt' },
      { value: '4', text: 'Tốt' },
      { value: '10', text: 'Mười' },
      { value: '1', text: 'Rất tệ' },
    ];
    expect(ratingStars(options)).toEqual([
      { value: '1', text: 'Rất tệ' },
      { value: '4', text: 'Tốt' },
      { value: '5', text: 'Rất tốt' },
    ]);
  });
});

describe('tabStop', () => {
  it('is the chosen star, or the first while none is', () => {
    const stars = ratingStars([{ value: '1', text: 'Rất tệ' }, { value: '2', text: 'Không tệ' }, { value: '3', text: 'Trung bình' }]);
    expect(tabStop(stars, '3')).toBe(2);
    expect(tabStop(stars, '')).toBe(0);
    expect(tabStop(stars, '9')).toBe(0);
  });
});

describe('starKeyTarget', () => {
  it('moves by one, stops at the ends, mirrors right to left, and ignores other keys', () => {
    expect(starKeyTarget('ArrowRight', 1, 5, false)).toBe(2);
    expect(starKeyTarget('ArrowRight', 4, 5, false)).toBe(4);
    expect(starKeyTarget('ArrowLeft', 0, 5, false)).toBe(0);
    expect(starKeyTarget('ArrowLeft', 2, 5, true)).toBe(3);
    expect(starKeyTarget('ArrowUp', 2, 5, true)).toBe(3);
    expect(starKeyTarget('End', 0, 5, false)).toBe(4);
    expect(starKeyTarget('a', 0, 5, false)).toBe(-1);
  });
});
