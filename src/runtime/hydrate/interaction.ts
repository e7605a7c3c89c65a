import type { HydrateStrategy } from '../types';

/** What a visitor does that the island, still loading, would miss (a link followed, a form posted). */
const HELD = ['click', 'submit'] as const;
/** The first signs that a visitor is about to use the element. */
const SIGNS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;
const PASSIVE: AddEventListenerOptions = { capture: true, passive: true };
/**
 * How long a held click or submit waits for its island: a chunk that neither arrives nor fails by
 * then (a stalled network) gives the page its own action back.
 */
export const HOLD_LIMIT = 5000;

/** A held action: the link to follow, or the form to send with its button. */
type Held = { link: HTMLElement } | { form: HTMLFormElement; submitter: HTMLElement | null };

/**
 * The link whose click would take this tab to another page, if `event` is such a click: not one
 * with a modifier (a new tab, a download: the browser's), nor one for another tab, a download, or
 * a place on this page.
 */
function leavingLink(event: MouseEvent, element: HTMLElement): HTMLAnchorElement | undefined {
  if (event.button || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return undefined;
  const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null;
  if (!link || !element.contains(link) || link.hasAttribute('download') || (link.target && link.target !== '_self')) return undefined;
  // `#…`, and a bare `#` too (WooCommerce's Clear link), whose `hash` is empty.
  const samePage = link.href.includes('#') && link.href.split('#')[0] === link.ownerDocument.location.href.split('#')[0];
  return samePage ? undefined : link;
}

/** Does again what was held; one that cannot be done is reported and the next ones still are. */
function replay(action: Held): void {
  try {
    if ('link' in action) {
      if (action.link.isConnected) action.link.click();
      return;
    }
    const { form, submitter } = action;
    if (!form.isConnected) return;
    // The same button when it is still the form's; without requestSubmit (Safari before 16), the
    // button's own click sends it as the shopper did.
    const button = submitter?.isConnected && (submitter as HTMLButtonElement).form === form ? submitter : null;
    if (typeof form.requestSubmit === 'function') form.requestSubmit(button);
    else if (button) button.click();
    else form.submit();
  } catch (error) {
    console.error('[shop-islands] could not do again what was done while an island loaded', error);
  }
}

/**
 * Hydrate on the first pointer, touch, focus or key inside the element. A tap or a key press can
 * reach a link or a form before its island does: while the island loads, a click on a link that
 * would leave the page, and a form's submit, that nothing else on the page has taken (heard last,
 * on the window, and not cancelled: another island in the element, such as the variations form's
 * Clear link in the cart form, does its work at once) are held: the link is not followed, the form
 * not posted. They are done again, in order, once the island has mounted, or has failed, when the
 * page's own action then happens as it would have without JavaScript; so is a chunk that has not
 * come within HOLD_LIMIT. Every other click (a field, a label, a button) does what it does at once,
 * as do submit events other scripts dispatch.
 */
export const interaction: HydrateStrategy = (run, _option, element) => {
  const view = element.ownerDocument.defaultView ?? window;
  const held: Held[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const hold = (event: Event): void => {
    if (event.defaultPrevented || !(event.target instanceof Node) || !element.contains(event.target)) return;
    let action: Held | undefined;
    if (event.type === 'click') {
      const link = leavingLink(event as MouseEvent, element);
      if (link) action = { link };
    } else if (event.isTrusted !== false && event.target instanceof HTMLFormElement) {
      // A submit event a script dispatches (not trusted) sends nothing: held, it would be made to.
      action = { form: event.target, submitter: (event as SubmitEvent).submitter };
    }
    if (!action) return;
    event.preventDefault();
    held.push(action);
  };
  const release = (): void => {
    clearTimeout(timer);
    for (const type of HELD) view.removeEventListener(type, hold);
  };
  const stop = (): void => {
    for (const type of SIGNS) element.removeEventListener(type, fire, PASSIVE);
    // The use itself wakes the island too, for a click with nothing before it (another script's,
    // or assistive technology's), and is held like the ones after it: the window hears it last.
    for (const type of HELD) element.removeEventListener(type, fire, true);
  };
  function fire(): void {
    stop();
    for (const type of HELD) view.addEventListener(type, hold);
    const after = (): void => {
      release();
      // In order, each one: a triple click on add to cart adds three, as it does once loaded.
      for (const action of held.splice(0)) replay(action);
    };
    timer = setTimeout(after, HOLD_LIMIT);
    Promise.resolve(run()).then(after, after);
  }
  for (const type of SIGNS) element.addEventListener(type, fire, PASSIVE);
  for (const type of HELD) element.addEventListener(type, fire, true);
  return () => {
    stop();
    release();
  };
};
