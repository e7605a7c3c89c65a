/** Bounds of a quantity input, from its `min`, `max` and `step` attributes. */
export interface QuantityBounds {
  /** Lowest value; 0 when the input has none. Minus never goes below zero whatever it says. */
  min: number;
  /** Highest value; `undefined` when the input has none (WooCommerce prints `max=""`). */
  max: number | undefined;
  /** Increment; 1 when the input has none or says `any`. */
  step: number;
}

const parse = (value: string | null | undefined): number | undefined => {
  if (value == null || value.trim() === '') return undefined;
  const number = Number(value.replace(',', '.'));
  return Number.isFinite(number) ? number : undefined;
};

/** Reads bounds from attribute values, with WooCommerce's defaults (min 0, step 1, no max). */
export function readBounds(min: string | null, max: string | null, step: string | null): QuantityBounds {
  const stepValue = parse(step);
  return { min: parse(min) ?? 0, max: parse(max), step: stepValue && stepValue > 0 ? stepValue : 1 };
}

const decimals = (value: number): number => {
  const text = String(value);
  const exponent = /e-(\d+)$/.exec(text);
  if (exponent) return Number(exponent[1]);
  return text.includes('.') ? text.length - text.indexOf('.') - 1 : 0;
};

/** Rounds away binary noise (0.1 + 0.2) to the precision the bounds and the value use. */
const tidy = (value: number, ...sources: number[]): number => {
  const places = Math.min(10, Math.max(...sources.map(decimals)));
  return Number(value.toFixed(places));
};

/**
 * The value after pressing plus (`+1`) or minus (`-1`): one step, kept within max, min and zero.
 * An empty or unreadable value counts as the minimum.
 *
 * @example stepQuantity('1.5', 1, { min: 0, max: 2, step: 0.5 }) // 2
 */
export function stepQuantity(current: string, direction: 1 | -1, bounds: QuantityBounds): number {
  const { min, max, step } = bounds;
  const value = parse(current) ?? min;
  const floor = Math.max(min, 0);
  // The bounds are snapped onto the step grid (min + k·step), as the browser's own validation of
  // a number input wants: max 10 by 3 from 0 tops out at 9, or the form would refuse to submit.
  const top = max === undefined ? Infinity : min + Math.floor(tidy((max - min) / step, max, min, step) + 1e-9) * step;
  const bottom = floor === min ? min : min + Math.ceil(tidy((floor - min) / step, floor, min, step) - 1e-9) * step;
  const next = Math.max(Math.min(value + direction * step, Math.max(top, bottom)), bottom);
  return tidy(next, value, step, min, max ?? 0);
}

/**
 * The value an input must show when the page loads: a value below its min is raised to the min.
 * Returns `undefined` when the value can stay as it is.
 */
export function raiseToMin(current: string, minAttribute: string | null): number | undefined {
  const min = parse(minAttribute);
  const value = parse(current);
  return min !== undefined && value !== undefined && value < min ? min : undefined;
}
