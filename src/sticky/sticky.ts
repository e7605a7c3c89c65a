/**
 * The sticky header's and the sticky add-to-cart bar's state, without the DOM: what the scroll
 * position and the observers say, turned into the classes Flatsome's theme sets.
 */

/** Flatsome's modes: `on` sticks the header once scrolled past it; `hide` also hides it while scrolling down. */
export type StickyMode = 'on' | 'hide';

export interface StickyHeaderState {
  /** The header is out of view above: its bar is fixed at the top (`.stuck`). */
  stuck: boolean;
  /** In hide-on-scroll mode, scrolled down while stuck: the bar slides away. */
  hidden: boolean;
  /** The scroll position the last decision was made at. */
  y: number;
}

/** How far (px) the page must move before the direction counts: a trackpad's jitter does not flicker the bar. */
export const SCROLL_TOLERANCE = 8;

export const INITIAL_STICKY: StickyHeaderState = { stuck: false, hidden: false, y: 0 };

/**
 * The header's next state. `past` is what the observer says (the header has left the view above);
 * `y` is the window's scroll position, read without a layout.
 *
 * @example nextHeaderState({ stuck: true, hidden: false, y: 900 }, { past: true, y: 960 }, 'hide') // hidden: true
 */
export function nextHeaderState(state: StickyHeaderState, { past, y }: { past: boolean; y: number }, mode: StickyMode): StickyHeaderState {
  if (!past) return { stuck: false, hidden: false, y };
  const moved = y - state.y;
  if (mode !== 'hide' || Math.abs(moved) < SCROLL_TOLERANCE) return { ...state, stuck: true, y: Math.abs(moved) < SCROLL_TOLERANCE ? state.y : y };
  return { stuck: true, hidden: moved > 0, y };
}

/**
 * Whether the add-to-cart bar is active: the observed wrapper is out of view, and above the view
 * (scrolled past it), not below it (not reached yet).
 *
 * @example barActive({ isIntersecting: false, top: -420 }) // true
 */
export const barActive = ({ isIntersecting, top }: { isIntersecting: boolean; top: number }): boolean => !isIntersecting && top < 0;
