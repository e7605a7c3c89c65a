/**
 * The product tabs' rules, without the DOM (spec §2, "URL hash behaviour"): which tab a URL hash
 * selects, or which anchor it scrolls to, and where the arrow keys move in a tab list.
 */

/** The tab WooCommerce's reviews live in (`#tab-reviews`, `#tab-title-reviews`). */
export const REVIEWS_TAB = 'reviews';

/** What a hash asks of the tabs: select a tab, scroll to an anchor of that name, or nothing. */
export type HashTarget = { tab: string; scroll?: string } | { anchor: string } | null;

/**
 * What a URL hash asks for, given the ids of the tabs (`description`, `reviews`, …):
 * - `#comment-…` opens the reviews tab, and scrolls to that comment;
 * - `#reviews` selects the reviews tab;
 * - `#tab-{id}`, `#tab-title-{id}` or `#{id}` selects that tab;
 * - any other hash is an anchor of that name to scroll to.
 *
 * @example hashTarget('#comment-12', ['description', 'reviews']) // { tab: 'reviews', scroll: 'comment-12' }
 * @example hashTarget('#size-guide', ['description']) // { anchor: 'size-guide' }
 */
export function hashTarget(hash: string, tabs: readonly string[]): HashTarget {
  let name = hash.replace(/^#/, '');
  try {
    name = decodeURIComponent(name);
  } catch {
    // a malformed escape: the hash as written
  }
  if (!name) return null;
  if (/^comment-/.test(name)) return tabs.includes(REVIEWS_TAB) ? { tab: REVIEWS_TAB, scroll: name } : { anchor: name };
  const id = name.replace(/^tab-(title-)?/, '');
  if (tabs.includes(id)) return { tab: id };
  return { anchor: name };
}

/**
 * The index a key moves the selection to in a tab list of `count` tabs, or -1 for a key tabs do
 * not use: the arrows wrap around (mirrored right to left), Home and End go to the ends.
 *
 * @example tabKeyTarget('ArrowRight', 2, 3, false) // 0
 */
export function tabKeyTarget(key: string, index: number, count: number, rtl: boolean): number {
  const step = key === 'ArrowRight' ? 1 : key === 'ArrowLeft' ? -1 : 0;
  if (step) return (index + (rtl ? -step : step) + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return -1;
}
