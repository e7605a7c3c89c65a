import { createDisposer, type Disposer } from '../src/events/index';
import type { Dispose } from '../src/runtime/types';

/** Signs that the shopper is coming to an element, as the loader's `interaction` strategy hears them. */
export const APPROACH = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

export interface Approach {
  /**
   * Listeners for what the shopper may do before the component is there (a click on a link it
   * handles, a key): they call `hold`. Removed once the component has mounted or failed, before
   * anything held is done again.
   */
  readonly holding: Pick<Disposer, 'listen'>;
  /**
   * Cancels `event`, keeps `again` to do it once the component has mounted, and starts loading it.
   * If the component fails to load, `again` still runs: the page's own action then happens, the
   * no-JavaScript way.
   */
  hold(event: Event, again: () => void): void;
  /** Loads and mounts the component now, whatever the shopper does; resolves once it has mounted or failed. */
  start(): Promise<void>;
  /** Stops waiting and unmounts the component. */
  dispose: Dispose;
}

/**
 * An island whose component comes on the shopper's first approach (a pointer, touch, focus or
 * key in one of `areas`) instead of with the page: what the shopper must see at load is the
 * island's plain start-up part, and the framework stays off the page until someone comes.
 * `mount` imports and mounts the component and returns its disposer; a failure goes to `fail`
 * (the loader's report), and the island stays as the server printed it.
 *
 * @example
 * const approach = onApproach([list], () => import('./Tabs').then(({ default: view }) => view.mount(list, {}, context)), context.fail);
 * approach.holding.listen(list, 'click', (event) => approach.hold(event, () => link.click()));
 * return approach.dispose;
 */
export function onApproach(areas: readonly EventTarget[], mount: () => Promise<Dispose | void>, fail: (error: unknown) => void): Approach {
  const waiting = createDisposer();
  const holding = createDisposer();
  const held: (() => void)[] = [];
  let stopped = false;
  let unmount: Dispose | void;
  let started: Promise<void> | undefined;

  const start = (): Promise<void> =>
    (started ??= (async () => {
      waiting.dispose();
      let failed = false;
      try {
        unmount = await mount();
        if (stopped) unmount?.();
      } catch (error) {
        failed = true;
        fail(error);
      } finally {
        holding.dispose();
        // Gone before the component came: nothing is done for a page that no longer has the island.
        if (failed || !stopped) for (const again of held.splice(0)) again();
      }
    })());

  for (const area of areas) for (const type of APPROACH) waiting.listen(area, type, () => void start(), { passive: true });

  return {
    holding,
    hold(event, again) {
      event.preventDefault();
      held.push(again);
      void start();
    },
    start,
    dispose() {
      stopped = true;
      waiting.dispose();
      holding.dispose();
      unmount?.();
    },
  };
}
