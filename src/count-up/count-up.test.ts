import { describe, expect, it } from 'vitest';
import { COUNT_UP_DURATION, countAt, formatCount, parseCount } from './count-up';

describe('parseCount and formatCount', () => {
  it.each([
    ['12.000+ khách hàng', 12000, '6.000+ khách hàng', 6000],
    ['12,000 customers', 12000, '6,000 customers', 6000],
    ['63', 63, '31', 31],
    ['Hơn 15 năm', 15, 'Hơn 7 năm', 7],
    ['4,5 triệu km', 4.5, '2,2 triệu km', 2.2],
    ['99.9%', 99.9, '50.0%', 50],
    ['1 250 000 đơn', 1250000, '625 000 đơn', 625000],
  ])('reads %j and writes it in its own shape', (text, value, half, at) => {
    const figure = parseCount(text)!;
    expect(figure.value).toBe(value);
    expect(formatCount(figure, at)).toBe(half);
    expect(formatCount(figure, value)).toBe(text);
  });

  it('reads no number where there is none', () => {
    expect(parseCount('Liên hệ')).toBeNull();
  });
});

describe('countAt', () => {
  it('starts at zero, lands on the value at the end, and never passes it', () => {
    expect(countAt(500, 0)).toBe(0);
    expect(countAt(500, COUNT_UP_DURATION)).toBe(500);
    expect(countAt(500, COUNT_UP_DURATION * 3)).toBe(500);
    expect(countAt(500, COUNT_UP_DURATION / 2)).toBeGreaterThan(250);
  });
});
