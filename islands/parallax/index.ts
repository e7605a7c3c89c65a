import { createDisposer } from '../../src/events/index';
import { debounce, prefersReducedMotion, RESIZE_DEBOUNCE } from '../../src/dom/motion';
import { parallaxOffset } from '../../src/parallax/parallax';
import type { IslandModule } from '../../src/runtime/types';

/**
 * Flatsome's parallax sections (`[data-parallax]`, a speed from -10 to 10): the element's
 * background layer (`[data-parallax-background]` inside it, or the element) drifts as the page
 * scrolls. The element's place is measured on mount and after a resize; the scroll path reads
 * only `scrollY`, and runs only while the element is on screen. Off for reduced motion.
 */
const parallax: IslandModule = {
  mount(section) {
    const win = section.ownerDocument.defaultView;
    const speed = Number(section.dataset['parallax']);
    if (!win || !Number.isFinite(speed) || speed === 0 || prefersReducedMotion(win) || !('IntersectionObserver' in win)) return;
    const layer = section.querySelector<HTMLElement>('[data-parallax-background]') ?? section;
    const disposer = createDisposer();
    let top = 0;
    let height = 0;
    let frame = 0;
    let onScreen = false;
    const measure = () => {
      layer.style.transform = '';
      const box = section.getBoundingClientRect();
      top = box.top + win.scrollY;
      height = box.height;
    };
    const draw = () => {
      frame = 0;
      layer.style.transform = `translate3d(0, ${parallaxOffset({ top, height, scrollY: win.scrollY, viewport: win.innerHeight, speed }).toFixed(1)}px, 0)`;
    };
    const schedule = () => {
      if (onScreen) frame ||= win.requestAnimationFrame(draw);
    };
    measure();
    const observer = new IntersectionObserver(([entry]) => {
      onScreen = !!entry?.isIntersecting;
      schedule();
    });
    observer.observe(section);
    disposer.add(() => observer.disconnect());
    disposer.listen(win, 'scroll', schedule, { passive: true });
    const resized = debounce(() => (measure(), schedule()), RESIZE_DEBOUNCE);
    disposer.listen(win, 'resize', resized, { passive: true });
    disposer.add(resized.cancel);
    return () => {
      disposer.dispose();
      win.cancelAnimationFrame(frame);
      layer.style.transform = '';
    };
  },
};

export default parallax;
