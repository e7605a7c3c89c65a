/**
 * Count-up numbers (Flatsome's `.count-up`): a figure counts from zero to its value when it comes
 * into view. DOM-free: reading the figure from its text and writing the intermediate ones in the
 * same shape ("12.000+" counts through "6.000+").
 */

/** How long a count takes (spec §9: 2 seconds by default). */
export const COUNT_UP_DURATION = 2000;

export interface CountFigure {
  prefix: string;
  value: number;
  /** Digits after the decimal mark. */
  decimals: number;
  /** The thousands separator the text used ('' if none). */
  thousands: string;
  /** The decimal mark ('.' or ','). */
  decimal: string;
  suffix: string;
}

/**
 * Reads the first number in a text, with its separators as written: Vietnamese "12.000" is twelve
 * thousand, English "12,000" too; "4,5" and "4.5" are four and a half. Null when there is none.
 *
 * @example parseCount('12.000+ khách hàng') // { prefix: '', value: 12000, thousands: '.', suffix: '+ khách hàng', … }
 */
export function parseCount(text: string): CountFigure | null {
  const match = /^(\D*?)(\d{1,3}(?:([.,\u00a0 ])\d{3})+|\d+)(?:([.,])(\d+))?(.*)$/s.exec(text);
  if (!match) return null;
  const [, prefix = '', whole = '', separator = '', mark = '', fraction = '', suffix = ''] = match;
  // "4.500" with a thousands group and no fraction; "4.5" (one or two digits after) is a decimal.
  const thousands = separator;
  if (thousands && mark === thousands) return null;
  const value = Number(whole.split(thousands || '\u0000').join('') + (fraction ? `.${fraction}` : ''));
  if (!Number.isFinite(value)) return null;
  return { prefix, value, decimals: fraction.length, thousands, decimal: mark || (thousands === '.' ? ',' : '.'), suffix };
}

/**
 * The figure's text at `n`, in the shape it was written.
 *
 * @example formatCount(parseCount('12.000+')!, 6000) // '6.000+'
 */
export function formatCount(figure: CountFigure, n: number): string {
  const [whole = '0', fraction] = n.toFixed(figure.decimals).split('.');
  const grouped = figure.thousands ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, figure.thousands) : whole;
  return `${figure.prefix}${grouped}${fraction ? figure.decimal + fraction : ''}${figure.suffix}`;
}

/** Where the count is at `elapsed` ms: eased out, so it slows as it lands. */
export const countAt = (value: number, elapsed: number, duration = COUNT_UP_DURATION): number => {
  const t = Math.min(1, Math.max(0, elapsed / duration));
  return value * (1 - (1 - t) ** 3);
};
