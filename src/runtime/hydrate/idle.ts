import type { HydrateStrategy } from '../types';

/** Longest wait for an idle period before hydrating anyway (a busy page still gets its islands). */
const IDLE_TIMEOUT = 2000;

/**
 * Hydrate when the browser is idle after the page's `load` event, so islands never compete with
 * the first paint and the page's own resources. Falls back to a short timeout where
 * requestIdleCallback is missing (Safari).
 */
export const idle: HydrateStrategy = (run) => {
  let cancel: (() => void) | undefined;
  const schedule = (): void => {
    // Typed as always present, but Safari has none (read through `window`: a bare name would throw).
    if (window.requestIdleCallback as Window['requestIdleCallback'] | undefined) {
      const handle = requestIdleCallback(run, { timeout: IDLE_TIMEOUT });
      cancel = () => cancelIdleCallback(handle);
    } else {
      const handle = setTimeout(run, 200);
      cancel = () => clearTimeout(handle);
    }
  };
  if (document.readyState === 'complete') schedule();
  else addEventListener('load', schedule, { once: true });
  return () => {
    removeEventListener('load', schedule);
    cancel?.();
  };
};
