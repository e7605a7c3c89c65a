import { createDisposer, type Dispose } from '../../src/events/index';

/** The header cart's two forms: each can be revealed after an add, and undone. */
export interface Panel {
  /** Opens after an add, without taking focus; closes itself after `AUTO_CLOSE` ms. */
  reveal(): void;
  dispose: Dispose;
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
 * The header dropdown (`.nav-dropdown`, shown on hover and keyboard focus by the theme's CSS):
 * `si-open` shows it after an add; Esc closes it, and it stays closed (`si-closed`, whatever
 * `:hover` and `:focus-within` say) until the shopper leaves it, focus back on the cart link.
 */
export function dropdown(item: HTMLElement, widget: HTMLElement): Panel {
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
  disposer.add(() => item.classList.remove('si-open', 'si-closed'));
  return {
    reveal() {
      reopen();
      item.classList.add('si-open');
      timer.start();
    },
    dispose: disposer.dispose,
  };
}
