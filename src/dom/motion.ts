/**
 * What every moving part of the theme shares: the visitor's reduced-motion preference, and resize
 * work that waits for the window to settle (spec §9: 150 ms).
 */

/** How long resize work waits after the last resize (spec §9). */
export const RESIZE_DEBOUNCE = 150;

/** Whether the visitor asks for reduced motion: no animation, no autoplay, instant scrolls. */
export const prefersReducedMotion = (win: Window = window): boolean => win.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/** Timers, injectable so timed logic is tested without waiting. */
export interface Timers {
  set(run: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

export const realTimers: Timers = { set: (run, ms) => setTimeout(run, ms), clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>) };

/**
 * Runs `run` once calls have stopped for `ms` (RESIZE_DEBOUNCE for resize work); `cancel` drops a
 * pending run.
 *
 * @example const reInit = debounce(() => embla.reInit(), RESIZE_DEBOUNCE);
 */
export function debounce(run: () => void, ms: number, timers: Timers = realTimers): { (): void; cancel(): void } {
  let timer: unknown;
  const call = (): void => {
    timers.clear(timer);
    timer = timers.set(run, ms);
  };
  call.cancel = (): void => timers.clear(timer);
  return call;
}
