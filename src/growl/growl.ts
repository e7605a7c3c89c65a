/**
 * The theme's growl messages (spec §9: 3000 ms): how long one stays, and the countdown that holds
 * while the shopper is reading it (WCAG 2.2.1). DOM-free; the messages themselves are the growl
 * store's (`stores/growl.ts`), shown by `islands/growl`.
 */
import { realTimers, type Timers } from '../dom/motion';

/** How long a growl message stays on screen (spec §9). */
export const GROWL_DURATION = 3000;

/** Why a countdown is holding: the pointer is over the messages, or focus is in them. */
export type GrowlHold = 'hover' | 'focus';

export interface Countdown {
  hold(reason: GrowlHold): void;
  /** Lets go of one hold; once none is left, a full `ms` runs again. */
  release(reason: GrowlHold): void;
  /** Never ends: the message was closed another way. */
  cancel(): void;
}

/**
 * Calls `done` once, `ms` after it starts or after the last hold is released: a message the
 * shopper is pointing at or reading by keyboard never goes, and they get the whole time again
 * once they leave it (as the carousel's autoplay does after a hold).
 *
 * @example
 * const countdown = createCountdown(GROWL_DURATION, () => message.remove());
 * stack.addEventListener('pointerenter', () => countdown.hold('hover'));
 */
export function createCountdown(ms: number, done: () => void, holds: Iterable<GrowlHold> = [], timers: Timers = realTimers): Countdown {
  const held = new Set(holds);
  let timer: unknown;
  let over = false;
  const update = (): void => {
    timers.clear(timer);
    if (over || held.size) return;
    timer = timers.set(() => {
      over = true;
      done();
    }, ms);
  };
  update();
  return {
    hold(reason) {
      held.add(reason);
      update();
    },
    release(reason) {
      // Releasing what was not held changes nothing: the time left is not started over.
      if (held.delete(reason)) update();
    },
    cancel() {
      over = true;
      update();
    },
  };
}

/** The countdowns of the messages shown, held and released together, as the stack is. */
export interface Countdowns {
  /**
   * Follows the messages shown: starts a countdown for each new id (held by whatever holds the
   * others), drops those of ids gone, and returns the new ids. With none left nothing holds any
   * more: the pointer or focus may have left with the last message, and no event says so.
   */
  update(ids: readonly number[]): number[];
  hold(reason: GrowlHold): void;
  release(reason: GrowlHold): void;
}

/**
 * One countdown per message shown (`createCountdown`), `done(id)` when one's time is up.
 *
 * @example
 * const countdowns = createCountdowns(GROWL_DURATION, closeGrowl);
 * for (const id of countdowns.update(shown.map((growl) => growl.id))) announce(textOf(id));
 */
export function createCountdowns(ms: number, done: (id: number) => void, timers: Timers = realTimers): Countdowns {
  const counting = new Map<number, Countdown>();
  const holds = new Set<GrowlHold>();
  return {
    update(ids) {
      for (const [id, countdown] of counting) {
        if (ids.includes(id)) continue;
        countdown.cancel();
        counting.delete(id);
      }
      if (!ids.length) holds.clear();
      const added = ids.filter((id) => !counting.has(id));
      for (const id of added) counting.set(id, createCountdown(ms, () => done(id), holds, timers));
      return added;
    },
    hold(reason) {
      holds.add(reason);
      for (const countdown of counting.values()) countdown.hold(reason);
    },
    release(reason) {
      holds.delete(reason);
      for (const countdown of counting.values()) countdown.release(reason);
    },
  };
}
