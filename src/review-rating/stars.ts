/**
 * The review form's rating stars, without the DOM: which of the rating select's options become
 * stars, and where a key moves among them.
 */

/** An option of the rating select: its value and the text the shop gave it. */
export interface RatingOption {
  value: string;
  text: string;
}

/**
 * The options that rate (values 1 to 5), lowest first: one star each, as WooCommerce's script
 * draws them. The placeholder ("Rate…") and anything else a plugin adds are not stars.
 *
 * @example ratingStars([{ value: '', text: 'Rate…' }, { value: '5', text: 'Perfect' }, { value: '4', text: 'Good' }]) // 4, then 5
 */
export function ratingStars(options: readonly RatingOption[]): RatingOption[] {
  return options.filter((option) => /^[1-5]$/.test(option.value)).sort((a, b) => Number(a.value) - Number(b.value));
}

/**
 * The star a row of `stars` is reached by with Tab, the one tab stop of its radio group: the chosen
 * one (`value`, the select's), or the first while none is.
 *
 * @example tabStop(ratingStars(options), '') // 0
 */
export function tabStop(stars: readonly RatingOption[], value: string): number {
  return Math.max(0, stars.findIndex((star) => star.value === value));
}

/**
 * Where a key moves in a row of `count` stars (the arrows mirrored right to left, stopping at the
 * ends; Home and End), or -1 for another key.
 *
 * @example starKeyTarget('ArrowRight', 1, 5, false) // 2
 */
export function starKeyTarget(key: string, index: number, count: number, rtl: boolean): number {
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const back = rtl ? 'ArrowRight' : 'ArrowLeft';
  if (key === forward || key === 'ArrowUp') return Math.min(count - 1, index + 1);
  if (key === back || key === 'ArrowDown') return Math.max(0, index - 1);
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return -1;
}
