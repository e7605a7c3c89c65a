export interface NumberFormat {
  decimals?: number;
  thousandSep?: string;
  decimalSep?: string;
}

export interface PriceFormat extends NumberFormat {
  symbol?: string;
  /** WooCommerce's `woocommerce_currency_pos` option. */
  position?: 'left' | 'right' | 'left_space' | 'right_space';
}

// WooCommerce prints `&nbsp;` between amount and symbol, so a price never wraps mid-way.
const NBSP = '\u00a0';

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

/**
 * A price as WooCommerce's `wc_price()` prints it: sign first, then amount and symbol placed by
 * `position`, with a non-breaking space for the `_space` positions.
 *
 * @example formatPrice(1250000) // '1.250.000 ₫' (with U+00A0)
 * @example formatPrice(9.5, { decimals: 2, decimalSep: '.', thousandSep: ',', symbol: '$', position: 'left' }) // '$9.50'
 */
export function formatPrice(
  amount: number,
  { symbol = '₫', position = 'right_space', decimals = 0, thousandSep = '.', decimalSep = ',' }: PriceFormat = {},
): string {
  const safe = Number.isFinite(amount) ? amount : 0;
  const number = digits(safe, decimals, thousandSep, decimalSep);
  const gap = position.endsWith('_space') ? NBSP : '';
  const body = position.startsWith('left') ? symbol + gap + number : number + gap + symbol;
  return (isNegative(safe, decimals) ? '-' : '') + body;
}
