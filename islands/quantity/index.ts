import { raiseToMin, readBounds, stepQuantity } from '../../src/quantity/quantity';
import { createDisposer, listen } from '../../src/events/index';
import { quantity as strings } from '../../src/i18n/catalogs/quantity';
import type { IslandModule } from '../../src/runtime/types';
import { $i18n, i18nReady } from '../../stores/i18n';

/** Sets the value as a visitor would, so WooCommerce's and other plugins' listeners hear it. */
function setValue(input: HTMLInputElement, value: number): void {
  input.value = String(value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

/** What the stepper is for, in words: the input's own label ("Thùng carton 3 lớp số lượng"). */
function describe(input: HTMLInputElement): string {
  const label = input.labels?.[0]?.textContent?.trim();
  return label || input.getAttribute('aria-label') || '';
}

/**
 * Finds the minus or plus control already in Flatsome's markup (`.quantity.buttons_added`), or
 * makes one beside the input. Our own are real buttons, so they work from the keyboard.
 */
function control(input: HTMLInputElement, kind: 'minus' | 'plus'): { button: HTMLElement; created: boolean } {
  const existing = input.parentElement?.querySelector<HTMLElement>(`:scope > .${kind}`);
  if (existing) return { button: existing, created: false };
  const button = document.createElement('button');
  button.type = 'button';
  button.className = `${kind} button is-form si-qty-button`;
  button.textContent = kind === 'minus' ? '−' : '+';
  if (kind === 'minus') input.before(button);
  else input.after(button);
  return { button, created: true };
}

/**
 * Quantity plus/minus for `.quantity input.qty`, on any WooCommerce or Flatsome page: steps within
 * min (default 0), max and step (default 1, decimals allowed), never below zero; a value under
 * its min is raised to it on load, and when a typed one is committed (`change`: the shopper
 * leaves the field, or presses Enter), so "0" on a product page becomes 1 rather than a refused
 * form; every change fires `input` and `change`.
 */
const quantity: IslandModule = {
  async mount(element) {
    await i18nReady(strings);
    const input = element as HTMLInputElement;
    const { t } = $i18n.get();
    const disposer = createDisposer();
    const raise = (): void => {
      const raised = raiseToMin(input.value, input.getAttribute('min'));
      if (raised !== undefined) setValue(input, raised);
    };
    raise();
    // On the input itself, so page scripts listening higher up (WooCommerce's cart script) hear
    // the corrected value's change too.
    disposer.add(listen(input, 'change', raise));
    // Flatsome's class for a stepper with buttons; ours comes off again with our buttons.
    const wrapper = input.parentElement;
    if (wrapper && !wrapper.classList.contains('buttons_added')) {
      wrapper.classList.add('buttons_added');
      disposer.add(() => wrapper.classList.remove('buttons_added'));
    }
    const name = describe(input);
    for (const [kind, direction] of [['minus', -1], ['plus', 1]] as const) {
      const { button, created } = control(input, kind);
      const key = kind === 'minus' ? 'quantity.decrease' : 'quantity.increase';
      button.setAttribute('aria-label', name ? t(`${key}Of`, { name }) : t(key));
      if (input.id) button.setAttribute('aria-controls', input.id);
      disposer.add(
        listen(button, 'click', (event) => {
          event.preventDefault();
          if (input.disabled || input.readOnly) return;
          const bounds = readBounds(input.getAttribute('min'), input.getAttribute('max'), input.getAttribute('step'));
          const next = stepQuantity(input.value, direction, bounds);
          if (String(next) !== input.value) setValue(input, next);
        }),
      );
      if (created) disposer.add(() => button.remove());
    }
    return () => disposer.dispose();
  },
};

export default quantity;
