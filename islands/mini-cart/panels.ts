import { createDisposer, type Dispose } from '../../src/events/index';
import type { I18n } from '../../src/i18n/index';

/** The header cart's two forms: each can be revealed after an add, and undone. */
export interface Panel {
  /** Opens after an add, without taking focus; closes itself after `AUTO_CLOSE` ms. */
  reveal(): void;
  dispose: Dispose;
}

/** Flatsome's cart popup closes itself this long after an add (spec §9). */
export const AUTO_CLOSE = 5000;

/** The header's cart link: Flatsome's `.header-cart-link`, or the item's first link. */
const linkOf = (item: HTMLElement): HTMLAnchorElement | null =>
  item.querySelector<HTMLAnchorElement>('a.header-cart-link') ?? item.querySelector('a');

/**
 * Calls `close` `AUTO_CLOSE` ms after `start()`, or later, once the shopper's pointer and focus
 * have both left `area`: nothing closes under the shopper's hand, or while they read it by keyboard.
 */
function autoClose(area: HTMLElement, close: () => void, disposer: ReturnType<typeof createDisposer>) {
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

let drawers = 0;

/**
 * Flatsome's off-canvas cart, as a `<dialog>` at the end of the body holding the cart widget. The
 * cart link opens it as a modal dialog (focus inside, the page inert, Esc or × or the backdrop
 * closes it, focus back on the link); without JavaScript the link still leads to the cart page.
 * After an add it slides in without taking focus, and closes itself.
 */
export function drawer(item: HTMLElement, widget: HTMLElement, t: I18n['t']): Panel {
  const disposer = createDisposer();
  const link = linkOf(item);
  const dialog = document.createElement('dialog');
  dialog.className = 'si-cart-drawer';
  dialog.id = `si-cart-drawer-${++drawers}`;
  const head = document.createElement('div');
  head.className = 'si-cart-drawer__head';
  const title = document.createElement('h2');
  title.id = `${dialog.id}-title`;
  title.textContent = t('cart.title');
  const closer = document.createElement('button');
  closer.type = 'button';
  closer.className = 'si-cart-drawer__close';
  closer.setAttribute('aria-label', t('cart.close'));
  closer.textContent = '×';
  head.append(title, closer);
  dialog.setAttribute('aria-labelledby', title.id);
  // The widget moves into the drawer and back home when the island goes.
  const home = document.createComment('mini-cart');
  widget.before(home);
  dialog.append(head, widget);
  document.body.append(dialog);
  item.classList.add('si-off-canvas');

  let opener: HTMLElement | null = null;
  const close = (): void => {
    if (dialog.open) dialog.close();
  };
  const timer = autoClose(dialog, close, disposer);
  const open = (modal: boolean): void => {
    timer.stop();
    if (dialog.open) {
      if (!modal || dialog.matches(':modal')) return;
      dialog.close();
    }
    if (modal) {
      opener = document.activeElement as HTMLElement | null;
      dialog.showModal();
    } else dialog.show();
    link?.setAttribute('aria-expanded', 'true');
  };
  disposer.listen(dialog, 'close', () => {
    timer.stop();
    link?.setAttribute('aria-expanded', 'false');
    const back = opener;
    opener = null;
    if (back?.isConnected) back.focus();
  });
  disposer.listen(closer, 'click', close);
  // A click on the backdrop lands on the dialog itself (its content fills it edge to edge).
  disposer.listen(dialog, 'click', (event) => event.target === dialog && close());
  // A modal dialog closes on Esc by itself; the one shown after an add is not modal.
  disposer.listen<KeyboardEvent>(dialog, 'keydown', (event) => event.key === 'Escape' && close());
  if (link) {
    link.setAttribute('aria-haspopup', 'dialog');
    link.setAttribute('aria-controls', dialog.id);
    link.setAttribute('aria-expanded', 'false');
    disposer.listen(link, 'click', (event) => {
      event.preventDefault();
      open(true);
    });
  }
  disposer.add(() => {
    close();
    home.replaceWith(widget);
    dialog.remove();
    item.classList.remove('si-off-canvas');
    for (const name of ['aria-haspopup', 'aria-controls', 'aria-expanded']) link?.removeAttribute(name);
  });
  return {
    reveal() {
      open(false);
      timer.start();
    },
    dispose: disposer.dispose,
  };
}
