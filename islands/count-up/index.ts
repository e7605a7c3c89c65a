import { COUNT_UP_DURATION, countAt, formatCount, parseCount } from '../../src/count-up/count-up';
import { prefersReducedMotion } from '../../src/dom/motion';
import type { IslandModule } from '../../src/runtime/types';

/**
 * Flatsome's count-up figures (`.count-up`): the number counts from zero to its value over two
 * seconds (`data-duration` in ms to change it) once it is on screen, in the shape it is written.
 * Screen readers get the final figure only, and visitors who prefer reduced motion see it at once.
 */
const countUp: IslandModule = {
  mount(element) {
    const doc = element.ownerDocument;
    const win = doc.defaultView;
    const text = element.textContent ?? '';
    const figure = parseCount(text);
    if (!figure || !win || prefersReducedMotion(win) || !('IntersectionObserver' in win)) return;
    const duration = Number(element.dataset['duration']) || COUNT_UP_DURATION;
    const spoken = doc.createElement('span');
    spoken.className = 'screen-reader-text';
    spoken.textContent = text;
    let frame = 0;
    const finish = () => {
      win.cancelAnimationFrame(frame);
      element.textContent = text;
      element.removeAttribute('aria-hidden');
      spoken.remove();
    };
    const run = () => {
      let start: number | undefined;
      const step = (now: number) => {
        start ??= now;
        const elapsed = now - start;
        if (elapsed >= duration) return finish();
        element.textContent = formatCount(figure, countAt(figure.value, elapsed, duration));
        frame = win.requestAnimationFrame(step);
      };
      element.setAttribute('aria-hidden', 'true');
      element.before(spoken);
      element.textContent = formatCount(figure, 0);
      frame = win.requestAnimationFrame(step);
    };
    const observer = new IntersectionObserver(([entry]) => {
      if (!entry?.isIntersecting) return;
      observer.disconnect();
      run();
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      finish();
    };
  },
};

export default countUp;
