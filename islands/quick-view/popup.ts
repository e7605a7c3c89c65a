import { liveRegion } from '../../src/dom/announce';
import { sanitizeHtml } from '../../src/dom/sanitize';
import { createDisposer } from '../../src/events/index';
import type { I18n } from '../../src/i18n/index';
import { QUICK_VIEW_DRAG_THRESHOLD, QUICK_VIEW_REMOVAL_DELAY } from '../../src/shop/quick-view';

/** The quick view's popup, from the moment it opens until it has left the page. */
export interface Popup {
  /** Shows the answer's HTML, sanitised; its product title names the dialog. */
  fill(html: string): void;
  /** Says the content could not be loaded. */
  fail(): void;
  /** Closes the popup (focus back on the trigger); it leaves the page `QUICK_VIEW_REMOVAL_DELAY` ms later. */
  close(): void;
}

/** What Tab stops at, in the order it does (no positive tabindex in the theme's markup). */
const FOCUSABLE = 'a[href],button,input:not([type="hidden"]),select,textarea,summary,iframe,[tabindex],[contenteditable="true"]';
const tabStops = (root: HTMLElement): HTMLElement[] =>
  Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) =>
      element.tabIndex >= 0 &&
      !(element as HTMLButtonElement).disabled &&
      (element as HTMLElement & { checkVisibility?(): boolean }).checkVisibility?.() !== false,
  );

/** Popups made so far, for unique ids. */
let count = 0;

const paragraph = (className: string, text: string, role: string): HTMLParagraphElement => {
  const p = document.createElement('p');
  p.className = className;
  p.setAttribute('role', role);
  p.textContent = text;
  return p;
};

/**
 * Opens the quick view's modal `<dialog>` at the end of the body: Flatsome's lightbox container
 * (`.product-lightbox`) with "Loading..." in it, and a close button ('Close (Esc)'), which has the
 * focus. The page behind is inert while it is open. Esc, the button and a click on the backdrop
 * close it; closing puts focus back on `trigger`, marks the dialog `si-closing` (its CSS fades it
 * out) and removes it `QUICK_VIEW_REMOVAL_DELAY` ms later, when the loader disposes the islands
 * that hydrated inside it. `onClose` runs once, when it closes.
 */
export function openPopup(trigger: HTMLElement, label: string, t: I18n['t'], onClose: () => void): Popup {
  const disposer = createDisposer();
  const dialog = document.createElement('dialog');
  dialog.className = 'si-quick-view';
  dialog.id = `si-quick-view-${++count}`;
  dialog.setAttribute('aria-label', label);
  const closer = document.createElement('button');
  closer.type = 'button';
  closer.className = 'si-quick-view__close mfp-close';
  closer.title = t('lightbox.close');
  closer.setAttribute('aria-label', closer.title);
  closer.autofocus = true;
  closer.textContent = '×';
  const content = document.createElement('div');
  // Flatsome's popup container: the gallery inside reads its drag threshold from here.
  content.className = 'product-lightbox lightbox-content';
  content.dataset['dragThreshold'] = String(QUICK_VIEW_DRAG_THRESHOLD);
  content.setAttribute('aria-busy', 'true');
  content.append(paragraph('si-quick-view__status', t('lightbox.loading'), 'status'));
  dialog.append(closer, content);

  let closed = false;
  const close = (): void => {
    if (closed) return;
    closed = true;
    disposer.dispose();
    dialog.classList.add('si-closing');
    if (dialog.open) dialog.close();
    if (trigger.isConnected) trigger.focus({ preventScroll: true });
    onClose();
    setTimeout(() => dialog.remove(), QUICK_VIEW_REMOVAL_DELAY);
  };
  const show = (node: Node): void => {
    if (closed) return;
    content.replaceChildren(node);
    content.removeAttribute('aria-busy');
  };

  disposer.listen(closer, 'click', close);
  // A click on the backdrop lands on the dialog itself: its content fills it edge to edge. The
  // second click of the double click that opened it is not one (`detail` counts the clicks).
  disposer.listen<MouseEvent>(dialog, 'click', (event) => event.target === dialog && event.detail < 2 && close());
  // Esc: closed here, so that it closes the same way as the button does.
  disposer.listen(dialog, 'cancel', (event) => {
    event.preventDefault();
    close();
  });
  disposer.listen<KeyboardEvent>(dialog, 'keydown', (event) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      return close();
    }
    // Tab goes round inside, past the last stop to the first and back: a modal dialog alone
    // lets it out to the browser's own controls.
    if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
    const stops = tabStops(dialog);
    const edge = event.shiftKey ? stops[0] : stops[stops.length - 1];
    if (!edge || document.activeElement !== edge) return;
    event.preventDefault();
    (event.shiftKey ? stops[stops.length - 1] : stops[0])!.focus();
  });
  // Closed some other way (a `method="dialog"` form in the content, another script).
  disposer.listen(dialog, 'close', close);

  document.body.append(dialog);
  dialog.showModal();
  // What is said while it is open (an add from inside it) is said in it: the page behind is inert.
  liveRegion(dialog);
  closer.focus();

  return {
    fill(html) {
      const nodes = sanitizeHtml(html);
      const title = nodes.querySelector<HTMLElement>('.product-title, .product_title, h1');
      show(nodes);
      if (title && !closed) {
        title.id ||= `${dialog.id}-title`;
        dialog.removeAttribute('aria-label');
        dialog.setAttribute('aria-labelledby', title.id);
      }
    },
    fail() {
      show(paragraph('si-quick-view__error', t('lightbox.contentFailed'), 'alert'));
    },
    close,
  };
}
