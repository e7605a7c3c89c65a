import type { HydrateStrategy } from '../types';

/** Hydrate right away (on the next microtask, so a scan finishes first). */
export const load: HydrateStrategy = (run) => {
  let cancelled = false;
  queueMicrotask(() => cancelled || run());
  return () => {
    cancelled = true;
  };
};
