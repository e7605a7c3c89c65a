import { useLayoutEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { createPortal } from 'react-dom';
import { liveRegion } from '../../src/dom/announce';
import { createDisposer } from '../../src/events/index';
import { onWooEvent } from '../../src/events/jquery';
import type { I18n } from '../../src/i18n/index';
import { autoClose, linkOf } from './panels';

export interface DrawerProps {
  /** Flatsome's header cart item, the widget in it, the strings. */
  item: HTMLElement;
  widget: HTMLElement;
  t: I18n['t'];
  /** Whether an add to cart came before the component. */
  added: boolean;
}

let drawers = 0;

/**
 * Flatsome's off-canvas cart: a `<dialog>` at the end of the body, which the widget moves into
 * (and back home when the island goes). The cart link opens it as a modal dialog (focus inside,
 * the page inert, Esc or × or the backdrop closes it, focus back on the link); without JavaScript
 * the link still leads to the cart page. After an add it slides in without taking focus, and
 * closes itself (after an add that came before the component too). Whether it is open is the dialog's own state, as the browser keeps it (it closes
 * a modal dialog on Esc by itself): the component renders the dialog and opens and closes it.
 */
export function Drawer({ item, widget, t, added }: DrawerProps) {
  const [id] = useState(() => `si-cart-drawer-${++drawers}`);
  const ref = useRef<HTMLDialogElement>(null);
  const close = (): void => {
    if (ref.current?.open) ref.current.close();
  };

  useLayoutEffect(() => {
    const dialog = ref.current!;
    const disposer = createDisposer();
    const link = linkOf(item);
    const home = document.createComment('mini-cart');
    widget.before(home);
    dialog.append(widget);
    item.classList.add('si-off-canvas');

    let opener: HTMLElement | null = null;
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
        // The page behind is inert: what is said meanwhile (a line removed) is said in the drawer.
        liveRegion(dialog);
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
    if (link) {
      link.setAttribute('aria-haspopup', 'dialog');
      link.setAttribute('aria-controls', id);
      link.setAttribute('aria-expanded', 'false');
      disposer.listen(link, 'click', (event) => {
        event.preventDefault();
        open(true);
      });
    }
    const reveal = (): void => {
      open(false);
      timer.start();
    };
    disposer.add(onWooEvent('added_to_cart', reveal));
    if (added) reveal();
    disposer.add(() => {
      close();
      home.replaceWith(widget);
      item.classList.remove('si-off-canvas');
      for (const name of ['aria-haspopup', 'aria-controls', 'aria-expanded']) link?.removeAttribute(name);
    });
    return disposer.dispose;
  }, [item, widget, id]);

  return createPortal(
    <dialog
      ref={ref}
      className="si-cart-drawer"
      id={id}
      aria-labelledby={`${id}-title`}
      // A click on the backdrop lands on the dialog itself (its content fills it edge to edge).
      onClick={(event: MouseEvent) => event.target === event.currentTarget && close()}
      // A modal dialog closes on Esc by itself; the one shown after an add is not modal.
      onKeyDown={(event: KeyboardEvent) => event.key === 'Escape' && close()}
    >
      <div className="si-cart-drawer__head">
        <h2 id={`${id}-title`}>{t('cart.title')}</h2>
        <button type="button" className="si-cart-drawer__close" aria-label={t('cart.close')} onClick={close}>
          ×
        </button>
      </div>
    </dialog>,
    document.body,
  );
}
