import { liveRegion } from '../../src/dom/announce';
import { createDisposer } from '../../src/events/index';
import type { I18n } from '../../src/i18n/index';
import { autoClose, linkOf, type Panel } from './panels';

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
