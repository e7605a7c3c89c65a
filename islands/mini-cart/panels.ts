import { useLayoutEffect } from 'react';
import { createDisposer } from '../../src/events/index';
import { onWooEvent } from '../../src/events/jquery';
import type { I18n } from '../../src/i18n/index';

/** What each of the header cart's two forms is given: Flatsome's cart item, the widget in it, the strings. */
export interface PanelProps {
  item: HTMLElement;
  widget: HTMLElement;
  t: I18n['t'];
}

/** Flatsome's cart popup closes itself this long after an add (spec §9). */
export const AUTO_CLOSE = 5000;

/** The header's cart link: Flatsome's `.header-cart-link`, or the item's first link. */
export const linkOf = (item: HTMLElement): HTMLAnchorElement | null =>
  item.querySelector<HTMLAnchorElement>('a.header-cart-link') ?? item.querySelector('a');

/**
 * Calls `close` `AUTO_CLOSE` ms after `start()`, or later, once the shopper's pointer and focus
 * have both left `area`: nothing closes under the shopper's hand, or while they read it by keyboard.
 */
export function autoClose(area: HTMLElement, close: () => void, disposer: ReturnType<typeof createDisposer>) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let due = false;
  let hovered = false;
  const check = (focused: Node | null = document.activeElement): void => {
    if (due && !hovered && !area.contains(focused)) stop(), close();
  };
  const stop = (): void => {
    clearTimeout(timer);
    due = false;
  };
  disposer.listen(area, 'pointerenter', () => (hovered = true));
  disposer.listen(area, 'pointerleave', () => ((hovered = false), check()));
  disposer.listen<FocusEvent>(area, 'focusout', (event) => check(event.relatedTarget as Node | null));
  disposer.add(stop);
  return {
    start(): void {
      stop();
      timer = setTimeout(() => ((due = true), check()), AUTO_CLOSE);
    },
    stop,
  };
}

/**
 * The header dropdown (`.nav-dropdown`, shown on hover and keyboard focus by the theme's CSS). It
 * renders nothing: its state is two classes on Flatsome's cart item, which the theme's CSS reads.
 * `si-open` shows it after an add, until it closes itself; Esc closes it, and it stays closed
 * (`si-closed`, whatever `:hover` and `:focus-within` say) until the shopper leaves it, focus back
 * on the cart link.
 */
export function Dropdown({ item, widget }: PanelProps): null {
  useLayoutEffect(() => {
    const disposer = createDisposer();
    const close = (): void => void item.classList.remove('si-open');
    const timer = autoClose(item, close, disposer);
    disposer.listen<KeyboardEvent>(item, 'keydown', (event) => {
      if (event.key !== 'Escape') return;
      const inside = widget.contains(document.activeElement);
      timer.stop();
      close();
      item.classList.add('si-closed');
      if (inside) linkOf(item)?.focus();
    });
    const reopen = (): void => void item.classList.remove('si-closed');
    disposer.listen(item, 'pointerleave', reopen);
    disposer.listen<FocusEvent>(item, 'focusout', (event) => {
      if (!item.contains(event.relatedTarget as Node | null)) reopen();
    });
    disposer.add(
      onWooEvent('added_to_cart', () => {
        reopen();
        item.classList.add('si-open');
        timer.start();
      }),
    );
    disposer.add(() => item.classList.remove('si-open', 'si-closed'));
    return disposer.dispose;
  }, [item, widget]);
  return null;
}
