import { raiseToMin, readBounds, stepQuantity } from '../../src/quantity/quantity';

/** Sets the value as a visitor would, so WooCommerce's and other plugins' listeners hear it. */
function setValue(input: HTMLInputElement, value: number): void {
  input.value = String(value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

/**
 * A press of minus (`-1`) or plus (`+1`) on the field: one step within its bounds, read from it on
 * each press (WooCommerce's variation script changes them), nothing on a disabled or read-only
 * field. The start-up part and the component both step through it.
 */
export function step(input: HTMLInputElement, direction: 1 | -1, event: Event): void {
  event.preventDefault();
  if (input.disabled || input.readOnly) return;
  const bounds = readBounds(input.getAttribute('min'), input.getAttribute('max'), input.getAttribute('step'));
  const next = stepQuantity(input.value, direction, bounds);
  if (String(next) !== input.value) setValue(input, next);
}

/** Raises a value below the field's `min` to it. */
export function raise(input: HTMLInputElement): void {
  const raised = raiseToMin(input.value, input.getAttribute('min'));
  if (raised !== undefined) setValue(input, raised);
}

/** What the stepper is for, in words: the field's own label ("Thùng carton 3 lớp số lượng"). */
export function describe(input: HTMLInputElement): string {
  const label = input.labels?.[0]?.textContent?.trim();
  return label || input.getAttribute('aria-label') || '';
}
