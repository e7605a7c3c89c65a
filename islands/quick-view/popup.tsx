import { useLayoutEffect, useRef, type KeyboardEvent, type MouseEvent, type SyntheticEvent } from 'react';
import { liveRegion } from '../../src/dom/announce';
import { QUICK_VIEW_DRAG_THRESHOLD } from '../../src/quick-view/quick-view';
import { $i18n } from '../../stores/i18n';
import { useStore } from '../../stores/use-store';

/** What the popup holds: "Loading...", the answer's sanitised nodes, or the failure. */
export type Content = { step: 'loading' } | { step: 'failed' } | { step: 'shown'; nodes: DocumentFragment };

/** What Tab stops at, in the order it does (no positive tabindex in the theme's markup). */
const FOCUSABLE = 'a[href],button,input:not([type="hidden"]),select,textarea,summary,iframe,[tabindex],[contenteditable="true"]';
const tabStops = (root: HTMLElement): HTMLElement[] =>
  Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) =>
      element.tabIndex >= 0 &&
      !(element as HTMLButtonElement).disabled &&
      (element as HTMLElement & { checkVisibility?(): boolean }).checkVisibility?.() !== false,
  );

interface PopupProps {
  id: string;
  /** The dialog's name until the answer's product title names it. */
  label: string;
  /** The id of that title in the answer, once it is shown. */
  titleId: string | undefined;
  content: Content;
  /** Set once it has closed: its CSS fades it out until it leaves the page. */
  closing: boolean;
  /** Called when the shopper closes it (Esc, the button, the backdrop, or the dialog closed otherwise). */
  onClose(): void;
}

/**
 * The quick view's modal `<dialog>`: Flatsome's lightbox container (`.product-lightbox`) with
 * "Loading...", the answer or the failure in it, and a close button ('Close (Esc)'), which has the
 * focus. The page behind is inert while it is open. Esc, the button and a click on the backdrop
 * close it. The answer's nodes are put in by an effect, not rendered: the loader hydrates the
 * islands in them (gallery, quantity, variations, add to cart), which then own their markup.
 */
export function Popup({ id, label, titleId, content, closing, onClose }: PopupProps) {
  const { t } = useStore($i18n);
  const dialog = useRef<HTMLDialogElement>(null);
  const closer = useRef<HTMLButtonElement>(null);
  const box = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const element = dialog.current!;
    element.showModal();
    // What is said while it is open (an add from inside it) is said in it: the page behind is inert.
    liveRegion(element);
    closer.current!.focus();
  }, []);
  useLayoutEffect(() => {
    if (content.step === 'shown') box.current!.replaceChildren(content.nodes);
  }, [content]);

  const close = (): void => {
    if (closing) return;
    if (dialog.current!.open) dialog.current!.close();
    onClose();
  };
  // A click on the backdrop lands on the dialog itself: its content fills it edge to edge. The
  // second click of the double click that opened it is not one (`detail` counts the clicks).
  const onClick = (event: MouseEvent<HTMLDialogElement>): void => {
    if (event.target === event.currentTarget && event.detail < 2) close();
  };
  // Esc: closed here, so that it closes the same way as the button does.
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>): void => {
    event.preventDefault();
    close();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>): void => {
    if (event.key === 'Escape') return onCancel(event);
    // Tab goes round inside, past the last stop to the first and back: a modal dialog alone
    // lets it out to the browser's own controls.
    if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
    const stops = tabStops(event.currentTarget);
    const edge = event.shiftKey ? stops[0] : stops[stops.length - 1];
    if (!edge || document.activeElement !== edge) return;
    event.preventDefault();
    (event.shiftKey ? stops[stops.length - 1] : stops[0])!.focus();
  };

  return (
    <dialog
      ref={dialog}
      id={id}
      className={closing ? 'si-quick-view si-closing' : 'si-quick-view'}
      aria-label={titleId ? undefined : label}
      aria-labelledby={titleId}
      onClick={onClick}
      onCancel={onCancel}
      onKeyDown={onKeyDown}
      // Closed some other way (a `method="dialog"` form in the content, another script).
      onClose={close}
    >
      <button ref={closer} type="button" className="si-quick-view__close mfp-close" title={t('lightbox.close')} aria-label={t('lightbox.close')} autoFocus onClick={close}>
        ×
      </button>
      {/* Flatsome's popup container: the gallery inside reads its drag threshold from here. */}
      <div ref={box} className="product-lightbox lightbox-content" data-drag-threshold={QUICK_VIEW_DRAG_THRESHOLD} aria-busy={content.step === 'loading' ? 'true' : undefined}>
        {content.step === 'loading' ? (
          <p className="si-quick-view__status" role="status">
            {t('lightbox.loading')}
          </p>
        ) : content.step === 'failed' ? (
          <p className="si-quick-view__error" role="alert">
            {t('lightbox.contentFailed')}
          </p>
        ) : null}
      </div>
    </dialog>
  );
}
