import { describe, expect, it } from 'vitest';
import { DEFAULT_DATE_FORMAT, DEFAULT_DATE_SEPARATOR, formatDate, isCalendarDate, parseDisplayDate } from './date';

describe('formatDate', () => {
  it('defaults to YYYY-MM-DD order joined by a slash', () => {
    expect([DEFAULT_DATE_FORMAT, DEFAULT_DATE_SEPARATOR]).toEqual(['YYYY-MM-DD', '/']);
    expect(formatDate('2024-01-31')).toBe('2024/01/31');
  });
  it('orders the parts by the format and joins them by the separator', () => {
    expect(formatDate('2024-01-31', 'MM/DD/YYYY', '/')).toBe('01/31/2024');
    expect(formatDate('2024-01-31', 'DD/MM/YYYY', '.')).toBe('31.01.2024');
    expect(formatDate('2024-01-31', 'DD-MM-YYYY', '-')).toBe('31-01-2024');
  });
  it('leaves text that is not a calendar day, or a format it cannot read, as stored', () => {
    expect(formatDate('2023-02-29', 'MM/DD/YYYY')).toBe('2023-02-29');
    expect(formatDate('2024-01-31', 'LONG')).toBe('2024-01-31');
  });
});

describe('parseDisplayDate', () => {
  it('reads a displayed date back into YYYY-MM-DD, whatever the separator', () => {
    expect(parseDisplayDate('01/31/2024', 'MM/DD/YYYY')).toBe('2024-01-31');
    expect(parseDisplayDate('31.1.2024', 'DD/MM/YYYY')).toBe('2024-01-31');
    expect(parseDisplayDate('2024/01/31')).toBe('2024-01-31');
  });
  it('round-trips formatDate', () => {
    expect(parseDisplayDate(formatDate('2024-02-29', 'DD/MM/YYYY', '-'), 'DD/MM/YYYY')).toBe('2024-02-29');
  });
  it('rejects impossible days and incomplete text', () => {
    expect(parseDisplayDate('02/30/2024', 'MM/DD/YYYY')).toBeUndefined();
    expect(parseDisplayDate('02/2024', 'MM/DD/YYYY')).toBeUndefined();
    expect(parseDisplayDate('', 'MM/DD/YYYY')).toBeUndefined();
  });
});

describe('isCalendarDate', () => {
  it('knows leap years', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2100-02-29')).toBe(false);
  });
});
