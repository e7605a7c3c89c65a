import type { HydrateStrategy } from '../types';

/** The first signs that a visitor is about to use the element. */
const EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

/**
 * Hydrate on the first pointer, touch, focus or key inside the element. The event itself is not
 * replayed: server markup must stay usable until the island takes over (a link still navigates).
 */
export const interaction: HydrateStrategy = (run, _option, element) => {
  const options: AddEventListenerOptions = { capture: true, passive: true };
  const stop = (): void => {
    for (const type of EVENTS) element.removeEventListener(type, fire, options);
  };
  function fire(): void {
    stop();
    run();
  }
  for (const type of EVENTS) element.addEventListener(type, fire, options);
  return stop;
};
