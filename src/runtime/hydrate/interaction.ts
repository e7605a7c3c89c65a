import type { HydrateStrategy } from '../types';

/** What a visitor does that the island, still loading, would miss (a link followed, a form posted): held, then done again. */
const HELD = ['click', 'submit'] as const;
/** The first signs that a visitor is about to use the element. */
const SIGNS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;
const PASSIVE: AddEventListenerOptions = { capture: true, passive: true };

/** Does again what was held: the same click on the same link, or the same form sent by the same button. */
function replay(event: Event): void {
  const target = event.target;
  if (!(target instanceof HTMLElement) || !target.isConnected) return;
  if (event.type === 'click') target.click();
  else if (target instanceof HTMLFormElement) target.requestSubmit((event as SubmitEvent).submitter);
}

/**
 * Hydrate on the first pointer, touch, focus or key inside the element. A tap or a key press can
 * reach a link or a form before its island does: while the island loads, the element's link
 * clicks and form submits are held (the link is not followed, the form not posted), and they are
 * done again, in order, once the island has mounted, or has failed, when the page's own action
 * then happens as it would have without JavaScript. Other clicks are left alone.
 */
export const interaction: HydrateStrategy = (run, _option, element) => {
  const held: Event[] = [];
  const hold = (event: Event): void => {
    if (event.type === 'click') {
      // Only a link's click, which would leave the page: a click on a field, a label or a button
      // does what it does (a submit button's form is held as its submit), and another island in
      // the element may be the one it is for (a quantity's steppers in the cart form). A click
      // with a modifier (a new tab, a download) is the browser's.
      const mouse = event as MouseEvent;
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!link || !element.contains(link) || mouse.button || mouse.ctrlKey || mouse.metaKey || mouse.shiftKey || mouse.altKey) return;
    }
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(event);
  };
  const release = (): void => {
    for (const type of HELD) element.removeEventListener(type, hold, true);
  };
  const stop = (): void => {
    for (const type of SIGNS) element.removeEventListener(type, fire, PASSIVE);
    // The use itself wakes the island too, for a click with nothing before it (another script's,
    // or assistive technology's), and is held like the ones after it.
    for (const type of HELD) element.removeEventListener(type, fire, true);
  };
  function fire(event: Event): void {
    stop();
    for (const type of HELD) element.addEventListener(type, hold, true);
    if ((HELD as readonly string[]).includes(event.type)) hold(event);
    const after = (): void => {
      release();
      // In order, each one: a triple click on add to cart adds three, as it does once loaded.
      for (const event of held.splice(0)) replay(event);
    };
    Promise.resolve(run()).then(after, after);
  }
  for (const type of SIGNS) element.addEventListener(type, fire, PASSIVE);
  for (const type of HELD) element.addEventListener(type, fire, true);
  return () => {
    stop();
    release();
  };
};
