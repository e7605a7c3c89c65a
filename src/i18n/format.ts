export interface NumberFormat {
  decimals?: number;
  thousandSep?: string;
  decimalSep?: string;
}

/**
 * Groups and rounds a number the way WooCommerce's settings describe (defaults: Vietnamese dong).
 * The sign is left off: callers put it where their format wants it.
 */
function digits(value: number, decimals: number, thousandSep: string, decimalSep: string): string {
  const [int = '0', frac] = Math.abs(value).toFixed(decimals).split('.');
  return int.replace(/\B(?=(\d{3})+(?!\d))/g, thousandSep) + (frac ? decimalSep + frac : '');
}

// "-0" would read as a negative price once rounding has eaten the digits.
const isNegative = (value: number, decimals: number): boolean => value < 0 && Number(value.toFixed(decimals)) !== 0;

/**
 * @example formatNumber(1250000) // '1.250.000'
 * @example formatNumber(-1234.5, { decimals: 2, thousandSep: ',', decimalSep: '.' }) // '-1,234.50'
 */
export function formatNumber(
  value: number,
  { decimals = 0, thousandSep = '.', decimalSep = ',' }: NumberFormat = {},
): string {
  const safe = Number.isFinite(value) ? value : 0;
  return (isNegative(safe, decimals) ? '-' : '') + digits(safe, decimals, thousandSep, decimalSep);
}
