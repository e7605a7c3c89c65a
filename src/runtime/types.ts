/** Undoes whatever a mount did: listeners, roots, timers. */
export type Dispose = () => void;

/** What the loader hands an island when it mounts it. */
export interface IslandContext {
  /** The island's registered name. */
  name: string;
  /**
   * Reports an error that happens after mount (an effect, an event handler, a render): the loader
   * disposes the island, puts its server markup back, logs and dispatches `shop-islands:error`.
   */
  fail(error: unknown): void;
}

/**
 * An island module's default export. `mount` receives the mount point (or, for an enhancer, the
 * matched element of classic markup) and the props read from it, and returns a disposer (or a
 * promise of one: an island may wait for its strings). Shared state, the page config included,
 * comes from `stores/`.
 */
export interface IslandModule<P = Record<string, unknown>> {
  mount(element: HTMLElement, props: P, context: IslandContext): Dispose | void | Promise<Dispose | void>;
}

/** One line of the island registry, which the loader carries: names, triggers and importers only. */
export interface IslandDefinition {
  name: string;
  /** Strategy when the markup does not say (`data-hydrate`); defaults to `idle`. */
  hydrate?: string;
  /**
   * CSS selectors of classic WooCommerce/Flatsome markup this island enhances with no template
   * change; each matching element is mounted on its own, its props read from its markup.
   */
  enhances?: readonly string[];
  /**
   * The island's own stylesheets, as `?url` imports give them (relative to the loader's modules):
   * what it needs from CSS on markup whose theme does not style it. Fetched when the island's
   * element is found, applied before it mounts (src/runtime/styles.ts).
   */
  styles?: readonly string[];
  load(): Promise<{ default: IslandModule<never> }>;
}

/**
 * A hydration strategy: call `load` when the trigger fires (it settles once the island has mounted
 * or failed); return a function that cancels the wait (the element left the page first). `option`
 * is the text in parentheses, e.g. a media query.
 */
export type HydrateStrategy = (load: () => Promise<void> | void, option: string | undefined, element: HTMLElement) => Dispose;
