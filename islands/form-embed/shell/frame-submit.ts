/**
 * The non-script submit path (spec §7): the form posts natively into a hidden iframe, and the
 * answer page in it posts the result to this window.
 */
import { isExpectedOrigin, readFrameSubmitResult, type FrameSubmitResult } from '../../../src/forms/embed/messages';

export type { FrameSubmitResult };

/** How long after its frame has loaded an answer may still come (its script posts it on load). */
const LOADED_GRACE = 2000;

/** HubSpot's name for the hidden iframe (`target_iframe_{guid}`), which site CSS may address. */
export const frameTargetName = (guid: string): string => `target_iframe_${guid}`;

/**
 * Submits `form` natively into a new hidden `iframe[name=target_iframe_{guid}]` and resolves with
 * the first result message from that iframe's window and `expectedOrigin` (the forms host that
 * answers). Messages from any other window or origin, and ones that are no result, are ignored.
 * Rejects with a `TimeoutError` DOMException after `timeoutMs`. The iframe is removed either
 * way; the form keeps the frame as its `target` (it is made for this post and removed after it).
 *
 * `form.submit()` is used, so the form's submit handlers do not run again and the browser's
 * constraint validation does not interrupt (the engine has validated already).
 *
 * @example
 * const result = await postIntoFrame(form, guid, 'https://forms.hsforms.com', 30000);
 * if (!result.accepted) showError(result.localizedVisitorErrorMessage);
 */
export function postIntoFrame(form: HTMLFormElement, guid: string, expectedOrigin: string, timeoutMs: number): Promise<FrameSubmitResult> {
  const doc = form.ownerDocument;
  const win = doc.defaultView!;

  const frame = doc.createElement('iframe');
  frame.name = frameTargetName(guid);
  frame.hidden = true;
  frame.tabIndex = -1;
  doc.body.append(frame);
  const source = frame.contentWindow;

  return new Promise<FrameSubmitResult>((resolve, reject) => {
    let timer: number | undefined;
    const done = () => {
      win.removeEventListener('message', onMessage);
      win.clearTimeout(timer);
      frame.remove();
    };
    const onMessage = (event: MessageEvent) => {
      if (!source || event.source !== source || !isExpectedOrigin(event.origin, expectedOrigin)) return;
      const result = readFrameSubmitResult(event.data);
      if (!result) return;
      done();
      resolve(result);
    };
    win.addEventListener('message', onMessage);
    timer = win.setTimeout(() => {
      done();
      reject(new DOMException(`[forms] no answer from the submit frame within ${timeoutMs} ms`, 'TimeoutError'));
    }, timeoutMs);
    // The answer's page posts its message as it loads. A frame that has loaded and said nothing
    // soon after holds an error page (the network failed, the server answered something else): the
    // submission failed, which is better said now than after the time-out.
    frame.addEventListener('load', () => {
      // The frame's first, empty document loads too; only what the post brought counts.
      try {
        if (frame.contentWindow?.location.href === 'about:blank') return;
      } catch {
        // Another origin's page (the answer, or an error page): it counts.
      }
      win.setTimeout(() => {
        if (!frame.isConnected) return;
        done();
        reject(new DOMException('[forms] the submit frame loaded without an answer', 'NetworkError'));
      }, LOADED_GRACE);
    });

    form.target = frame.name;
    try {
      form.submit();
    } catch (error) {
      done();
      reject(error);
    }
  });
}
