import { describe, expect, it } from 'vitest';
import { formatNumber } from './format';

describe('formatNumber', () => {
  it('groups thousands and formats decimals and negatives', () => {
    expect(formatNumber(1250000)).toBe('1.250.000');
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(-1234.5, { decimals: 2, thousandSep: ',', decimalSep: '.' })).toBe('-1,234.50');
    expect(formatNumber(0.5, { decimals: 1 })).toBe('0,5');
  });

  it('does not print a negative zero once rounded, and rounds to its decimals', () => {
    expect(formatNumber(-0.4)).toBe('0');
    expect(formatNumber(1234.567, { decimals: 2 })).toBe('1.234,57');
    expect(formatNumber(1250000.4)).toBe('1.250.000');
  });

  it('prints 0 for values that are not finite rather than NaN', () => {
    expect(formatNumber(Number.NaN)).toBe('0');
  });
});
