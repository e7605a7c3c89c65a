/**
 * Animated scrolling as the theme does it (spec §9: 1000 ms with a 100 px offset to an anchor,
 * 300 to 500 ms elsewhere), instant for visitors who prefer reduced motion. A wheel, touch or key
 * from the visitor stops the animation where it is.
 */

import { prefersReducedMotion } from './motion';

/** An anchor's scroll: 1000 ms, landing 100 px above it (below a sticky header). */
export const ANCHOR_SCROLL = { duration: 1000, offset: 100 } as const;
/** Other scrolls (to a form's selection, to the tabs): 400 ms. */
export const SHORT_SCROLL = { duration: 400, offset: 100 } as const;

/** Ease in and out (the theme's "swing"), for t from 0 to 1. */
export const swing = (t: number): number => 0.5 - Math.cos(t * Math.PI) / 2;


/**
 * Scrolls the window so `element` sits `offset` px below the top, over `duration` ms.
 * Resolves when the scroll ends (or is stopped by the visitor).
 *
 * @example await scrollToElement(document.getElementById('reviews')!, ANCHOR_SCROLL);
 */
export function scrollToElement(element: Element, { duration, offset }: { duration: number; offset: number }): Promise<void> {
  const win = element.ownerDocument.defaultView ?? window;
  const from = win.scrollY;
  const to = Math.max(0, from + element.getBoundingClientRect().top - offset);
  if (prefersReducedMotion(win) || duration <= 0 || Math.abs(to - from) < 1) {
    win.scrollTo(0, to);
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const stops = ['wheel', 'touchstart', 'keydown'] as const;
    let start: number | undefined;
    let frame = 0;
    const done = () => {
      for (const type of stops) win.removeEventListener(type, stop);
      resolve();
    };
    const stop = () => {
      win.cancelAnimationFrame(frame);
      done();
    };
    const step = (now: number) => {
      start ??= now;
      const t = Math.min(1, (now - start) / duration);
      win.scrollTo(0, from + (to - from) * swing(t));
      if (t < 1) frame = win.requestAnimationFrame(step);
      else done();
    };
    for (const type of stops) win.addEventListener(type, stop, { passive: true, once: true });
    frame = win.requestAnimationFrame(step);
  });
}
