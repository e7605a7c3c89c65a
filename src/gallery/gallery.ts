/**
 * The product gallery's rules, without the DOM: which slide a key or a scroll position means.
 * What its lightbox shows is ./lightbox, and how its slider drags ./slider: each loads with its
 * own chunk.
 */

/**
 * The slide a key asks for, from `current` of `count` slides, or `undefined` for a key the gallery
 * leaves alone. The gallery does not loop, as WooCommerce's does not (`animationLoop: false`);
 * right-to-left pages swap the arrows.
 *
 * @example slideForKey('ArrowRight', 0, 5, false) // 1
 */
export function slideForKey(key: string, current: number, count: number, rtl = false): number | undefined {
  const last = count - 1;
  const step = { ArrowRight: 1, ArrowLeft: -1 }[key];
  if (step !== undefined) return Math.min(last, Math.max(0, current + (rtl ? -step : step)));
  if (key === 'Home') return 0;
  if (key === 'End') return last;
  return undefined;
}

/**
 * The slide the native slider shows: the one whose start is nearest the viewport's start.
 * `offsets` are each slide's distance from it, in pixels (negative: scrolled past).
 *
 * @example nearestSlide([-600, 4, 604]) // 1
 */
export function nearestSlide(offsets: readonly number[]): number {
  let best = 0;
  offsets.forEach((offset, i) => {
    if (Math.abs(offset) < Math.abs(offsets[best]!)) best = i;
  });
  return best;
}
