import type { I18n } from '../../src/i18n/index';

/** The stepper's controls, in the order they stand around the field. */
export const KINDS = ['minus', 'plus'] as const;
export type Kind = (typeof KINDS)[number];

/** The stepper's minus or plus control: Flatsome's (`.quantity.buttons_added`), or ours. */
export const findControl = (stepper: Element, kind: Kind): HTMLElement | null => stepper.querySelector<HTMLElement>(`:scope > .${kind}`);

/** Our control, where the markup has none: a real button, so it works from the keyboard. */
export function ownControl(kind: Kind): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = `${kind} button is-form si-qty-button`;
  button.textContent = kind === 'minus' ? '−' : '+';
  return button;
}

/**
 * What names a control for the field (`name`, its label) and ties it to the field, by their HTML
 * names: written on the controls by the start-up part when the page loads, rendered by the
 * component from then on.
 */
export function controlLabels(kind: Kind, input: HTMLInputElement, name: string, t: I18n['t']): Record<string, string> {
  const key = kind === 'minus' ? 'quantity.decrease' : 'quantity.increase';
  return { 'aria-label': name ? t(`${key}Of`, { name }) : t(key), ...(input.id && { 'aria-controls': input.id }) };
}
