import { atom } from 'nanostores';
import type { IslandModule } from '../../src/runtime/types';
import { barActive } from '../../src/sticky/sticky';
import { onApproach } from '../on-approach';

/**
 * Flatsome's sticky add-to-cart bar (`.sticky-add-to-cart-wrapper > .sticky-add-to-cart`): once
 * the shopper has scrolled past the product form, the form rides along at the bottom of the screen
 * with the product's name, and scrolling back up puts it back.
 *
 * Nothing of it shows when the page loads, so what starts with the page is this part, without the
 * framework: the IntersectionObserver on the wrapper, which says whether the bar is needed (the
 * wrapper scrolled past, above the view) in `$needed`. The component (./StickyAddToCart) loads the
 * first time it is, or on the shopper's first pointer, touch, focus or key in the form if that comes
 * first; from then on it is the component that shows and hides the bar as `$needed` says, once the
 * summary it draws is in the bar. Until then the bar is where the server printed it, in the flow,
 * so nothing is set here: the wrapper takes the form's height when the bar leaves it. Should the
 * component fail to come, the form stays there, as without JavaScript; so it does without
 * IntersectionObserver.
 */
const stickyAddToCart: IslandModule = {
  mount(wrapper, _props, context) {
    const bar = wrapper.querySelector<HTMLElement>(':scope > .sticky-add-to-cart') ?? (wrapper.firstElementChild as HTMLElement | null);
    if (!bar || !('IntersectionObserver' in window)) return undefined;
    const $needed = atom(false);
    const approach = onApproach(
      [wrapper],
      () => import('./StickyAddToCart'),
      ({ default: view }) => view.mount(wrapper, { bar, $needed }, context),
      context.fail,
    );
    const observer = new IntersectionObserver((entries) => {
      // The latest: a fast scroll can bring the wrapper in and out again before the callback runs.
      const entry = entries[entries.length - 1];
      if (!entry) return;
      $needed.set(barActive({ isIntersecting: entry.isIntersecting, top: entry.boundingClientRect.top }));
      if ($needed.get()) void approach.start();
    });
    observer.observe(wrapper);
    return () => {
      observer.disconnect();
      approach.dispose();
    };
  },
};

export default stickyAddToCart;
