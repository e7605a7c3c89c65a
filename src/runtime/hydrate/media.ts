import type { HydrateStrategy } from '../types';

/**
 * Hydrate once the media query in `option` matches, e.g. `media((max-width: 849px))` for an island
 * only phones need. It waits for a later match (a rotated tablet) if it does not match now.
 */
export const media: HydrateStrategy = (run, option) => {
  if (!option) {
    queueMicrotask(run);
    return () => {};
  }
  const query = window.matchMedia(option);
  if (query.matches) {
    queueMicrotask(run);
    return () => {};
  }
  const change = (event: MediaQueryListEvent): void => {
    if (!event.matches) return;
    query.removeEventListener('change', change);
    run();
  };
  query.addEventListener('change', change);
  return () => query.removeEventListener('change', change);
};
