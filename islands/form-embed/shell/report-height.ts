/**
 * The iframe shell, content side: tells the page how tall the form is, whenever that changes.
 */
import { heightMessage } from '../../../src/forms/embed/messages';
import { originOf } from './origin';

/**
 * Posts `root`'s height to the parent window as `{ type: 'shop-islands:form-height', height,
 * shellId }` now and on every resize (ResizeObserver), each distinct height once. The target
 * origin is the shell's own, which is its page's (the shell is same-origin): never '*', so no
 * other page that happened to frame this document learns anything. An opaque origin cannot be
 * addressed at all, so then nothing is posted. Returns the disposer.
 *
 * Measure a wrapper without vertical margins (its margins are outside its box): the shell body
 * has none.
 *
 * @example const stop = reportHeight(document.querySelector('.hs-form-frame')!, shellIdOf(document)!);
 */
export function reportHeight(root: Element, shellId: string): () => void {
  const win = root.ownerDocument.defaultView;
  const parent = win?.parent;
  if (!win || !parent || parent === win) return () => {};
  const targetOrigin = originOf(win);
  if (targetOrigin === 'null') return () => {};

  let last = -1;
  const send = () => {
    const height = Math.ceil(root.getBoundingClientRect().height);
    if (height === last) return;
    last = height;
    parent.postMessage(heightMessage(height, shellId), targetOrigin);
  };
  send();
  if (typeof win.ResizeObserver !== 'function') return () => {};
  const observer = new win.ResizeObserver(send);
  observer.observe(root);
  return () => observer.disconnect();
}
