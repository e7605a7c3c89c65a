import { useLayoutEffect, useRef } from 'react';
import { raiseToMin, readBounds, stepQuantity } from '../../src/shop/quantity';
import { listen } from '../../src/events/index';
import { $i18n } from '../../stores/i18n';
import { useStore } from '../../stores/use-store';

export interface QuantityProps {
  /** WooCommerce's `input.qty`, the drop-in field: its name, value and bounds stay the server's. */
  input: HTMLInputElement;
  /** What the field is for, from its label ("Thùng carton 3 lớp số lượng"); empty when it has none. */
  name: string;
  /** Flatsome's own controls (`.quantity.buttons_added`), or null where the markup has none. */
  minus: HTMLElement | null;
  plus: HTMLElement | null;
}

/** Sets the value as a visitor would, so WooCommerce's and other plugins' listeners hear it. */
function setValue(input: HTMLInputElement, value: number): void {
  input.value = String(value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

interface ControlProps {
  kind: 'minus' | 'plus';
  input: HTMLInputElement;
  /** Flatsome's control (`input.minus`, `input.plus`), already in the page; null where there is none. */
  element: HTMLElement | null;
  label: string;
  onStep: () => void;
}

/**
 * One control. Flatsome's, already in the page, is named and wired where it is. For WooCommerce's
 * markup, which has none, it renders a real button (so it works from the keyboard) and moves it to
 * its side of the input, where WooCommerce's and other plugins' markup around the field cannot be
 * rendered by us: a layout effect places it before paint, and gives it back to the root on unmount
 * for the root to remove.
 */
function Control({ kind, input, element, label, onStep }: ControlProps) {
  const ref = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    const button = ref.current;
    if (!button) return undefined;
    const root = button.parentNode!;
    if (kind === 'minus') input.before(button);
    else input.after(button);
    return () => void root.appendChild(button);
  }, [input, kind]);
  useLayoutEffect(() => {
    if (!element) return undefined;
    element.setAttribute('aria-label', label);
    if (input.id) element.setAttribute('aria-controls', input.id);
    return listen(element, 'click', (event) => {
      event.preventDefault();
      onStep();
    });
  });
  if (element) return null;
  return (
    <button
      ref={ref}
      type="button"
      className={`${kind} button is-form si-qty-button`}
      aria-label={label}
      aria-controls={input.id || undefined}
      onClick={onStep}
    >
      {kind === 'minus' ? '−' : '+'}
    </button>
  );
}

/**
 * Quantity plus/minus for WooCommerce's `.quantity input.qty`: steps within min (default 0), max
 * and step (default 1, decimals allowed), never below zero; a value under its min is raised to it
 * on mount, and when a typed one is committed (`change`: the shopper leaves the field, or presses
 * Enter), so "0" on a product page becomes 1 rather than a refused form. Every change fires `input`
 * and `change` on the field. The field stays the source of truth: WooCommerce's variation script
 * changes its value and bounds, so they are read from it on each press.
 */
export function Quantity({ input, name, minus, plus }: QuantityProps) {
  const { t } = useStore($i18n);

  useLayoutEffect(() => {
    const raise = (): void => {
      const raised = raiseToMin(input.value, input.getAttribute('min'));
      if (raised !== undefined) setValue(input, raised);
    };
    raise();
    // Flatsome's class for a stepper with buttons: the theme's styles lay ours out by it.
    const wrapper = input.parentElement;
    const added = wrapper && !wrapper.classList.contains('buttons_added');
    if (added) wrapper.classList.add('buttons_added');
    // On the field itself, so page scripts listening higher up (WooCommerce's cart script) hear
    // the corrected value's change too.
    const stop = listen(input, 'change', raise);
    return () => {
      stop();
      if (added) wrapper.classList.remove('buttons_added');
    };
  }, [input]);

  const step = (direction: 1 | -1) => (): void => {
    if (input.disabled || input.readOnly) return;
    const bounds = readBounds(input.getAttribute('min'), input.getAttribute('max'), input.getAttribute('step'));
    const next = stepQuantity(input.value, direction, bounds);
    if (String(next) !== input.value) setValue(input, next);
  };
  const label = (key: 'quantity.decrease' | 'quantity.increase'): string => (name ? t(`${key}Of`, { name }) : t(key));

  return (
    <>
      <Control kind="minus" input={input} element={minus} label={label('quantity.decrease')} onStep={step(-1)} />
      <Control kind="plus" input={input} element={plus} label={label('quantity.increase')} onStep={step(1)} />
    </>
  );
}
