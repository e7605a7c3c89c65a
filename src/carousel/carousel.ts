/**
 * Flatsome's carousels without the DOM: the Flickity options its markup carries
 * (`data-flickity-options`) read defensively, the columns of a product row, the embla options
 * they make, and the autoplay state machine. The island is `islands/carousel`.
 */
import type { EmblaOptionsType } from 'embla-carousel';
import { realTimers, type Timers } from '../dom/motion';
import { isRecord } from '../types/guards';

/** `autoPlay: true` advances every 3000 ms (spec §9). */
export const AUTOPLAY_DELAY = 3000;
/** Flatsome's breakpoints: small below 550 px, medium from 550, large from 850 (spec §9). */
export const MEDIUM_QUERY = '(min-width: 550px)';
export const LARGE_QUERY = '(min-width: 850px)';

/** The Flickity options we honour, with Flickity's defaults where the markup says nothing. */
export interface CarouselSettings {
  /** Milliseconds between slides; 0 for none. */
  autoplay: number;
  pauseOnHover: boolean;
  /** Flickity's `wrapAround`. */
  loop: boolean;
  align: 'start' | 'center' | 'end';
  /** Flickity's `groupCells`: `true` moves a row's worth of cells at a time, a number that many. */
  groupCells: boolean | number;
  draggable: boolean;
  prevNextButtons: boolean;
  pageDots: boolean;
  freeScroll: boolean;
  rtl: boolean;
}

export const DEFAULT_SETTINGS: Readonly<CarouselSettings> = {
  autoplay: 0,
  pauseOnHover: true,
  loop: false,
  align: 'center',
  groupCells: false,
  draggable: true,
  prevNextButtons: true,
  pageDots: true,
  freeScroll: false,
  rtl: false,
};

const ALIGN: Readonly<Record<string, CarouselSettings['align']>> = { left: 'start', center: 'center', right: 'end' };

/** A boolean option: JSON's booleans, and WordPress's `1`/`0` and `'1'`/`''`; anything else is the default. */
function flag(value: unknown, fallback: boolean): boolean {
  if (typeof value === 'boolean') return value;
  if (value === 1 || value === '1') return true;
  if (value === 0 || value === '0' || value === '') return false;
  return fallback;
}

/** A positive number, or a string of one; `undefined` otherwise. */
function positive(value: unknown): number | undefined {
  const n = typeof value === 'string' && /^\s*\d+(?:\.\d+)?\s*$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : undefined;
}

/**
 * Reads a `data-flickity-options` value. Broken JSON, a value that is not an object, an option of
 * the wrong type: each gives Flickity's default for what it spoils, never an error.
 * `autoPlay: true` is 3000 ms; `wrapAround` is `loop`; `cellAlign` left/center/right is
 * start/center/end; `draggable: ">1"` (Flickity's default) is true.
 *
 * @example parseCarouselOptions('{"autoPlay":true,"wrapAround":true}') // { autoplay: 3000, loop: true, … }
 */
export function parseCarouselOptions(text: string | null | undefined): CarouselSettings {
  let raw: unknown;
  try {
    raw = JSON.parse(text ?? '');
  } catch {
    raw = undefined;
  }
  const o = isRecord(raw) ? raw : {};
  const d = DEFAULT_SETTINGS;
  const group = o['groupCells'];
  return {
    autoplay: o['autoPlay'] === true ? AUTOPLAY_DELAY : Math.round(positive(o['autoPlay']) ?? 0),
    pauseOnHover: flag(o['pauseAutoPlayOnHover'], d.pauseOnHover),
    loop: flag(o['wrapAround'], d.loop),
    align: (typeof o['cellAlign'] === 'string' && Object.hasOwn(ALIGN, o['cellAlign']) && ALIGN[o['cellAlign']]) || d.align,
    // A percentage ("100%") groups what fits, as `true` does.
    groupCells: typeof group === 'string' && /^\s*\d+(?:\.\d+)?%\s*$/.test(group) ? true : Math.floor(positive(group) ?? 0) || flag(group, false),
    draggable: o['draggable'] === '>1' ? true : flag(o['draggable'], d.draggable),
    prevNextButtons: flag(o['prevNextButtons'], d.prevNextButtons),
    pageDots: flag(o['pageDots'], d.pageDots),
    freeScroll: flag(o['freeScroll'], d.freeScroll),
    rtl: flag(o['rightToLeft'], d.rtl),
  };
}

/** Cells in view at each of Flatsome's sizes. */
export interface Columns {
  small: number;
  medium: number;
  large: number;
}

/** Flatsome's default row: 3 large, 3 medium, 2 small (spec §9). */
export const DEFAULT_COLUMNS: Readonly<Columns> = { small: 2, medium: 3, large: 3 };

/**
 * The columns of a Flatsome row from its classes (`large-columns-4 medium-columns-3 small-columns-2`),
 * each missing or out-of-range one (1 to 12) taken from the default.
 *
 * @example columnsOf('row large-columns-4 slider') // { small: 2, medium: 3, large: 4 }
 */
export function columnsOf(className: string): Columns {
  const read = (size: keyof Columns): number => {
    const n = Number(new RegExp(`(?:^|\\s)${size}-columns-(\\d+)(?:\\s|$)`).exec(className)?.[1]);
    return n >= 1 && n <= 12 ? n : DEFAULT_COLUMNS[size];
  };
  return { small: read('small'), medium: read('medium'), large: read('large') };
}

/**
 * embla's options for a carousel: Flickity's wrap, alignment, dragging and free scroll, and how
 * many cells a step moves at each breakpoint (a whole row's worth when cells are grouped).
 *
 * @example emblaOptions(parseCarouselOptions('{"groupCells":"100%"}'), columnsOf('')) // slidesToScroll 2, 3 from 550 px
 */
export function emblaOptions(settings: CarouselSettings, columns: Columns): EmblaOptionsType {
  const step = (n: number): number => (settings.groupCells === true ? n : settings.groupCells || 1);
  return {
    loop: settings.loop,
    align: settings.align,
    dragFree: settings.freeScroll,
    watchDrag: settings.draggable,
    direction: settings.rtl ? 'rtl' : 'ltr',
    slidesToScroll: step(columns.small),
    breakpoints: { [MEDIUM_QUERY]: { slidesToScroll: step(columns.medium) }, [LARGE_QUERY]: { slidesToScroll: step(columns.large) } },
  };
}


/** Why autoplay is holding for now: it goes on once every hold is released. */
export type Hold = 'hover' | 'focus' | 'hidden';

export interface Autoplay {
  /** Advancing now: not stopped and nothing holding it. */
  readonly playing: boolean;
  /** Stopped for good (a shopper's interaction, the pause button), until `play()`. */
  readonly stopped: boolean;
  hold(reason: Hold): void;
  release(reason: Hold): void;
  /** Stops for good: the shopper dragged, clicked an arrow or a dot, pressed a key, or paused it. */
  stop(): void;
  /** The play button: starts again, whatever was holding it (the pointer is on the button). */
  play(): void;
  dispose(): void;
}

export interface AutoplayOptions {
  /** Milliseconds between slides; 0 never advances. */
  delay: number;
  /** Moves to the next slide (or back to the first). */
  advance(): void;
  /** Start stopped (reduced motion): the play button can still start it. */
  stopped?: boolean;
  /** Called when `playing` or `stopped` changes. */
  onChange?(autoplay: Autoplay): void;
  timers?: Timers;
}

/**
 * Flickity's autoplay as a small state machine: every `delay` ms it advances, while nothing holds
 * it (the pointer over the carousel, focus inside, a hidden tab); a hold's release waits a full
 * `delay` again. A shopper's interaction stops it for good; the play button starts it again.
 *
 * @example
 * const autoplay = createAutoplay({ delay: 3000, advance: () => embla.scrollNext() });
 * region.addEventListener('pointerenter', () => autoplay.hold('hover'));
 */
export function createAutoplay({ delay, advance, stopped = false, onChange, timers = realTimers }: AutoplayOptions): Autoplay {
  const holds = new Set<Hold>();
  let timer: unknown;
  let running = false;
  let disposed = false;

  const tick = (): void => {
    timer = timers.set(() => {
      // The next one is scheduled first: an advance that throws does not end the autoplay.
      tick();
      advance();
    }, delay);
  };
  const state = (): string => `${running} ${stopped}`;
  let reported = '';
  let started = false;
  const update = (): void => {
    const next = !disposed && !stopped && delay > 0 && holds.size === 0;
    if (next !== running) {
      running = next;
      if (running) tick();
      else timers.clear(timer);
    }
    if (state() !== reported) {
      reported = state();
      if (started && !disposed) onChange?.(self);
    }
  };
  const self: Autoplay = {
    get playing() {
      return running;
    },
    get stopped() {
      return stopped;
    },
    hold(reason) {
      holds.add(reason);
      update();
    },
    release(reason) {
      holds.delete(reason);
      update();
    },
    stop() {
      stopped = true;
      update();
    },
    play() {
      holds.clear();
      stopped = false;
      update();
    },
    dispose() {
      disposed = true;
      update();
    },
  };
  // The starting state is not a change to report.
  update();
  started = true;
  return self;
}

/**
 * Whether any of the observed sizes changed by half a pixel or more since the last look (a new
 * target counts as unchanged): ResizeObserver reports every target once when observing starts,
 * which must not start resize work, or re-initialising would observe again, and again.
 *
 * @example const changed = sizeWatch<Element>(); if (changed(entries.map((e) => [e.target, e.contentRect.width]))) …
 */
export function sizeWatch<K extends object>(): (sizes: Iterable<readonly [K, number]>) => boolean {
  const last = new WeakMap<K, number>();
  return (sizes) => {
    let changed = false;
    for (const [key, size] of sizes) {
      const before = last.get(key);
      if (before !== undefined && Math.abs(before - size) >= 0.5) changed = true;
      last.set(key, size);
    }
    return changed;
  };
}
