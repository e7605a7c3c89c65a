import type { HydrateStrategy } from '../types';

/**
 * Hydrate when the element comes near the viewport. `option` is the root margin (default 200px:
 * hydrate a little before it shows). A mount point with `display: contents` has no box of its
 * own, so its children are observed too.
 */
export const visible: HydrateStrategy = (run, option, element) => {
  if (!('IntersectionObserver' in window)) {
    queueMicrotask(run);
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      run();
    },
    { rootMargin: option || '200px' },
  );
  observer.observe(element);
  for (const child of Array.from(element.children)) observer.observe(child);
  return () => observer.disconnect();
};
