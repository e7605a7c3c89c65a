/**
 * The blocking overlay (WooCommerce's blockUI, spec §8: "Please wait..."): an element that is
 * busy with a request shows it, says so to screen readers, and takes no more input meanwhile.
 */

/**
 * Covers `element` with the overlay (`.blockUI.blockOverlay`, as WooCommerce's CSS expects) and a
 * status with `text`; returns how to lift it. Blocking a blocked element does nothing more.
 *
 * @example const unblock = block(form, t('common.pleaseWait')); … unblock();
 */
export function block(element: HTMLElement, text: string): () => void {
  if (element.classList.contains('processing')) return () => {};
  const overlay = element.ownerDocument.createElement('div');
  overlay.className = 'blockUI blockOverlay si-block-overlay';
  const status = element.ownerDocument.createElement('span');
  status.setAttribute('role', 'status');
  status.textContent = text;
  overlay.append(status);
  element.classList.add('processing');
  element.setAttribute('aria-busy', 'true');
  element.append(overlay);
  return () => {
    overlay.remove();
    element.classList.remove('processing');
    element.removeAttribute('aria-busy');
  };
}
