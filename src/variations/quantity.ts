/**
 * WooCommerce's quantity rules for a chosen variation (`onFoundVariation`), without the DOM.
 */
import type { Variation } from './variations';

/** The quantity field for a variation: its value, bounds, and whether it shows at all. */
export interface QuantityField {
  value: string;
  min: string;
  max: string;
  hidden: boolean;
}

const text = (value: unknown): string => (value === undefined || value === null ? '' : String(value));

/**
 * WooCommerce's quantity rules on `found_variation`: a product sold individually gets 1 and no
 * field; otherwise the shopper's number stays, kept within the variation's `min_qty`/`max_qty`
 * (an empty max is no limit), and a number that is not one becomes the minimum.
 *
 * @example quantityFor({ min_qty: 1, max_qty: 5, … }, '9') // { value: '5', min: '1', max: '5', hidden: false }
 */
export function quantityFor(variation: Variation, current: string): QuantityField {
  if (variation.is_sold_individually === 'yes') return { value: '1', min: '1', max: '', hidden: true };
  const min = text(variation.min_qty);
  const max = text(variation.max_qty);
  let value = Number.parseFloat(current);
  if (Number.isNaN(value)) return { value: min, min, max, hidden: false };
  // Comparisons with a bound that is not a number (an empty max) are false: no limit.
  if (value > Number.parseFloat(max)) value = Number.parseFloat(max);
  if (value < Number.parseFloat(min)) value = Number.parseFloat(min);
  return { value: String(value), min, max, hidden: false };
}
