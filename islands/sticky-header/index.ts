import { createDisposer } from '../../src/events/index';
import { debounce, RESIZE_DEBOUNCE } from '../../src/dom/motion';
import { INITIAL_STICKY, nextHeaderState, type StickyHeaderState, type StickyMode } from '../../src/sticky/sticky';
import type { IslandModule } from '../../src/runtime/types';
import { $config } from '../../stores/config';


/**
 * Flatsome's sticky header (`#header.has-sticky > .header-wrapper`): once the header has scrolled
 * out of view its bar is fixed at the top (`.stuck`, at `sticky_height`), and back above it the
 * bar returns to its place. With `sticky-hide-on-scroll` the stuck bar slides away while the
 * visitor scrolls down and comes back on the way up, or when focus moves into it.
 * An IntersectionObserver says when the header is out of view; in hide-on-scroll mode a passive
 * scroll listener reads only `scrollY`, once a frame. The header keeps its height while its bar
 * is fixed, so nothing below it moves.
 */
const stickyHeader: IslandModule = {
  mount(header) {
    const bar = header.querySelector<HTMLElement>(':scope > .header-wrapper');
    const win = header.ownerDocument.defaultView;
    if (!bar || !win || !('IntersectionObserver' in win)) return;
    const mode: StickyMode = header.classList.contains('sticky-hide-on-scroll') || bar.classList.contains('sticky-hide-on-scroll') ? 'hide' : 'on';
    const disposer = createDisposer();
    let state: StickyHeaderState = INITIAL_STICKY;
    let past = false;
    let frame = 0;

    const apply = (next: StickyHeaderState) => {
      state = next;
      bar.classList.toggle('stuck', state.stuck);
      bar.classList.toggle('sticky-hide-on-scroll--active', state.hidden);
    };
    const update = () => {
      frame = 0;
      const next = nextHeaderState(state, { past, y: win.scrollY }, mode);
      // A keyboard visitor inside the bar keeps it in view.
      apply(next.hidden && bar.contains(header.ownerDocument.activeElement) ? { ...next, hidden: false } : next);
    };
    const schedule = () => {
      frame ||= win.requestAnimationFrame(update);
    };
    const reserve = () => {
      header.style.minHeight = '';
      header.style.minHeight = `${header.offsetHeight}px`;
    };

    bar.style.setProperty('--sticky-height', `${$config.get().sticky_height}px`);
    reserve();
    const observer = new IntersectionObserver(([entry]) => {
      if (!entry) return;
      past = !entry.isIntersecting && entry.boundingClientRect.bottom <= 0;
      schedule();
    });
    observer.observe(header);
    disposer.add(() => observer.disconnect());
    if (mode === 'hide') disposer.listen(win, 'scroll', schedule, { passive: true });
    disposer.listen(bar, 'focusin', schedule);
    const resized = debounce(() => state.stuck || reserve(), RESIZE_DEBOUNCE);
    disposer.listen(win, 'resize', resized, { passive: true });
    disposer.add(resized.cancel);

    return () => {
      disposer.dispose();
      win.cancelAnimationFrame(frame);
      apply(INITIAL_STICKY);
      header.style.minHeight = '';
      bar.style.removeProperty('--sticky-height');
    };
  },
};

export default stickyHeader;
