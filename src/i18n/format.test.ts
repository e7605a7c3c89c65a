import { describe, expect, it } from 'vitest';
import { formatNumber, formatPrice } from './format';

const NBSP = '\u00a0';

describe('formatPrice', () => {
  it('prints dong the way WooCommerce does, with a non-breaking space before ₫', () => {
    expect(formatPrice(1250000)).toBe(`1.250.000${NBSP}₫`);
    expect(formatPrice(999)).toBe(`999${NBSP}₫`);
  });

  it('prints zero', () => {
    expect(formatPrice(0)).toBe(`0${NBSP}₫`);
  });

  it('puts the minus sign before the whole price', () => {
    expect(formatPrice(-1250000)).toBe(`-1.250.000${NBSP}₫`);
    expect(formatPrice(-5, { symbol: '$', position: 'left' })).toBe('-$5');
  });

  it('does not print a negative zero once rounded', () => {
    expect(formatPrice(-0.4)).toBe(`0${NBSP}₫`);
  });

  it('rounds to the configured decimals with the configured separators', () => {
    expect(formatPrice(1234.5, { decimals: 2, thousandSep: ',', decimalSep: '.', symbol: '$', position: 'left' })).toBe(
      '$1,234.50',
    );
    expect(formatPrice(1234.567, { decimals: 2 })).toBe(`1.234,57${NBSP}₫`);
    expect(formatPrice(1250000.4)).toBe(`1.250.000${NBSP}₫`);
  });

  it('places the symbol for each WooCommerce currency position', () => {
    expect(formatPrice(10, { symbol: '€', position: 'left' })).toBe('€10');
    expect(formatPrice(10, { symbol: '€', position: 'left_space' })).toBe(`€${NBSP}10`);
    expect(formatPrice(10, { symbol: '€', position: 'right' })).toBe('10€');
    expect(formatPrice(10, { symbol: '€', position: 'right_space' })).toBe(`10${NBSP}€`);
  });
});

describe('formatNumber', () => {
  it('groups thousands and formats decimals and negatives', () => {
    expect(formatNumber(1250000)).toBe('1.250.000');
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(-1234.5, { decimals: 2, thousandSep: ',', decimalSep: '.' })).toBe('-1,234.50');
    expect(formatNumber(0.5, { decimals: 1 })).toBe('0,5');
  });

  it('prints 0 for values that are not finite rather than NaN', () => {
    expect(formatNumber(Number.NaN)).toBe('0');
  });
});
