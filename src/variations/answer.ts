/**
 * The shape check of a variation, shared by the form's list (`data-product_variations`) and the
 * server's `get_variation` answer, which only the form that asks the server reads.
 */
import { isRecord } from '../types/guards';
import type { Variation } from './variations';

/** Whether a value has the shape the form relies on: string attributes and a numeric id. */
export function isVariation(value: unknown): value is Variation {
  if (!isRecord(value) || !isRecord(value['attributes'])) return false;
  const id = value['variation_id'];
  return typeof id === 'number' && Number.isFinite(id) && Object.values(value['attributes']).every((v) => typeof v === 'string');
}

/**
 * Reads a `get_variation` answer: the variation, or `false` for WooCommerce's "no match"
 * (`false`, or an empty body, which jQuery hands over as `''`). Anything else is not an answer
 * WooCommerce gives, and throws.
 */
export function readVariationAnswer(value: unknown): Variation | false {
  if (value === false || value === '' || value === null) return false;
  if (isVariation(value)) return value;
  throw new TypeError('get_variation answered neither a variation nor false');
}

