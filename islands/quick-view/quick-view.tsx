import { useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { sanitizeHtml } from '../../src/sanitize/sanitize';
import { createDisposer } from '../../src/events/index';
import { productIdOf, QUICK_VIEW_REMOVAL_DELAY, requestQuickView } from '../../src/quick-view/quick-view';
import { $config } from '../../stores/config';
import { $i18n } from '../../stores/i18n';
import { Popup, type Content } from './popup';

/** The page shows one quick view at a time. */
let showing = false;
/** Popups made so far, for unique ids. */
let count = 0;

/** The product's name on its card, for the dialog's name until the product's title arrives. */
const nameOf = (trigger: HTMLElement): string | undefined =>
  trigger.closest('.product')?.querySelector('.woocommerce-loop-product__title, .product-title, .name')?.textContent?.trim();

/** A click that means "open here": no modifier, the main button (a new tab stays a new tab). */
const plainClick = (event: MouseEvent): boolean =>
  event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;

export interface QuickViewProps {
  /** Flatsome's link (`a.quick-view[data-prod]`), a link to the product page without JavaScript. */
  trigger: HTMLElement;
}

/** The link as the island's trigger; its text and markup stay Flatsome's. */
export const readTrigger = (trigger: HTMLElement): QuickViewProps => ({ trigger });

/** One opening of the popup, from the click until it has left the page. */
interface Opened {
  id: string;
  label: string;
  titleId: string | undefined;
  content: Content;
  closing: boolean;
}

/**
 * Flatsome's quick view on its own markup: a click asks admin-ajax for `flatsome_quickview` and
 * shows the answer's HTML, sanitised, in a modal dialog (./popup). The link shows `processing`
 * (and `aria-busy`) until the answer arrives; a second click meanwhile sends nothing. The dialog
 * says "Loading..." until then, and that the content could not be loaded after a failure or
 * `QUICK_VIEW_TIMEOUT` ms. Closing it puts focus back on the link; it leaves the page
 * `QUICK_VIEW_REMOVAL_DELAY` ms later, and the loader disposes the islands that hydrated inside.
 *
 * The link's own content is Flatsome's (its text, an icon): the component renders no element in
 * it, so hydration leaves it as it is, and the dialog goes to the end of the body through a portal.
 */
export function QuickView({ trigger }: QuickViewProps) {
  const [opened, setOpened] = useState<Opened>();
  /** The opening under way: its request's controller, and whether it has closed. */
  const session = useRef<{ id: string; controller: AbortController; closed: boolean }>();

  const close = (): void => {
    const current = session.current;
    if (!current || current.closed) return;
    current.closed = true;
    current.controller.abort();
    showing = false;
    if (trigger.isConnected) trigger.focus({ preventScroll: true });
    setOpened((shown) => shown && { ...shown, closing: true });
    setTimeout(() => setOpened((shown) => (shown?.id === current.id ? undefined : shown)), QUICK_VIEW_REMOVAL_DELAY);
  };

  useLayoutEffect(() => {
    const disposer = createDisposer();
    let busy = false;

    const open = async (product: number): Promise<void> => {
      busy = true;
      showing = true;
      trigger.classList.add('processing');
      trigger.setAttribute('aria-busy', 'true');
      const id = `si-quick-view-${++count}`;
      const current = { id, controller: new AbortController(), closed: false };
      session.current = current;
      const { t } = $i18n.get();
      const name = nameOf(trigger);
      setOpened({ id, label: name ? t('quickView.openOf', { name }) : t('quickView.open'), titleId: undefined, content: { step: 'loading' }, closing: false });
      const shown = (content: Content, titleId?: string): void => {
        if (!current.closed) setOpened((opened) => opened && { ...opened, content, titleId });
      };
      try {
        const nodes = sanitizeHtml(await requestQuickView({ url: $config.get().ajaxurl, product, signal: current.controller.signal }));
        const title = nodes.querySelector<HTMLElement>('.product-title, .product_title, h1');
        if (title) title.id ||= `${id}-title`;
        shown({ step: 'shown', nodes }, title?.id);
      } catch (error) {
        if (current.controller.signal.aborted) return;
        console.warn('[shop-islands] quick view failed', error);
        shown({ step: 'failed' });
      } finally {
        busy = false;
        trigger.classList.remove('processing');
        trigger.removeAttribute('aria-busy');
      }
    };

    disposer.listen<MouseEvent>(trigger, 'click', (event) => {
      const product = productIdOf(trigger.dataset['prod']);
      if (!product || event.defaultPrevented || !plainClick(event)) return;
      // No modal dialog in this browser: the link goes where it goes without us.
      if (typeof HTMLDialogElement !== 'function' || !('showModal' in HTMLDialogElement.prototype)) return;
      event.preventDefault();
      if (!busy && !showing) void open(product);
    });
    // The link left the page: its popup goes with it, and its request is cancelled.
    disposer.add(() => {
      session.current?.controller.abort();
      if (session.current && !session.current.closed) showing = false;
    });
    return disposer.dispose;
  }, []);

  return opened
    ? createPortal(<Popup key={opened.id} id={opened.id} label={opened.label} titleId={opened.titleId} content={opened.content} closing={opened.closing} onClose={close} />, document.body)
    : null;
}
