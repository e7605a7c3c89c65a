/**
 * The branding iframe of free forms (spec §2: `/embedded-viral-link/{linkType}`) sizes itself by
 * posting `{ type: 'SET_IFRAME_HEIGHT', height }` to its parent.
 */
import { isExpectedOrigin, readBrandingHeight } from '../../../src/forms/embed/messages';
import { originOfUrl } from './origin';

/**
 * Applies the branding iframe's height requests, clamped to 200..1000, when they come from that
 * iframe's window and from the origin it was loaded from (its `src`, unless `expectedOrigin`
 * says otherwise). Listens on the window that holds the iframe. Returns the disposer.
 *
 * @example const stop = listenBrandingHeight(brandingFrame);
 */
export function listenBrandingHeight(frame: HTMLIFrameElement, expectedOrigin = originOfUrl(frame.src, frame.baseURI)): () => void {
  const win = frame.ownerDocument.defaultView;
  if (!win) return () => {};
  const onMessage = (event: MessageEvent) => {
    const source = frame.contentWindow;
    if (!source || event.source !== source || !isExpectedOrigin(event.origin, expectedOrigin)) return;
    const height = readBrandingHeight(event.data);
    if (height !== undefined) frame.style.height = `${height}px`;
  };
  win.addEventListener('message', onMessage);
  return () => win.removeEventListener('message', onMessage);
}
