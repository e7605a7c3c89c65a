import { CLASSIC_ISLANDS_ID, ERROR_EVENT, HYDRATE_ATTR, INLINE_PROPS_ATTR, ISLAND_ATTR, PROPS_ATTR, STATE_ATTR } from './contract';
import { parseHydrate, strategies } from './hydrate/index';
import { islandStyles } from './styles';
import type { Dispose, IslandDefinition, IslandModule } from './types';

/** Where one island is in its life; all but disposed show in `data-island-state`. */
type State = 'pending' | 'loading' | 'hydrated' | 'error' | 'disposed';

export interface IslandsOptions {
  registry: readonly IslandDefinition[];
  root?: ParentNode;
  /**
   * Names of islands that stay off: classic scripts on the page do their work. Their mount points
   * and the markup they enhance are left as the server made them, without a warning.
   */
  off?: readonly string[];
}

export interface Islands {
  /** Looks for new mount points and enhancer targets below `root` (the observer does it too). */
  scan(root?: ParentNode): void;
  /** Stops observing and disposes every island. */
  stop(): void;
}

/** Lets the browser paint and handle input between two islands' mounts. */
const yieldToMain = (): Promise<void> => {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield?.() ?? new Promise((resolve) => setTimeout(resolve));
};

/**
 * Props of a mount point: a child `<script type="application/json" data-island-props>` or a
 * `data-props` attribute; none gives `{}`. Broken JSON throws, which fails that island alone:
 * its server markup stays and the error names the island.
 */
export function readProps(element: HTMLElement): Record<string, unknown> {
  const script = Array.from(element.children).find((child) => child.hasAttribute(PROPS_ATTR));
  const text = script?.textContent ?? element.getAttribute(INLINE_PROPS_ATTR);
  const raw: unknown = text?.trim() ? JSON.parse(text) : {};
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw new TypeError('island props must be a JSON object');
  return raw as Record<string, unknown>;
}

/**
 * The islands the server keeps off on a page (`CLASSIC_ISLANDS_ID`: classic scripts do their work
 * there): none when the element is absent (the demo store, a drop-in on another theme) or unreadable.
 */
export function islandsOff(root: ParentNode = document): string[] {
  try {
    const names: unknown = JSON.parse(root.querySelector(`#${CLASSIC_ISLANDS_ID}`)?.textContent || '[]');
    return Array.isArray(names) ? names : [];
  } catch {
    return [];
  }
}

/**
 * The island runtime: finds mount points (`data-island`) and the classic markup islands enhance,
 * waits for each one's hydration trigger, imports its chunk and mounts it, one island at a time.
 * Each element is hydrated once; an element that leaves the page is disposed; an island that fails
 * is isolated and its server markup stays.
 *
 * @example startIslands({ registry })
 */
export function startIslands({ registry, root = document, off = [] }: IslandsOptions): Islands {
  const byName = new Map(registry.map((definition) => [definition.name, definition]));
  for (const name of off) byName.delete(name);
  /** Every element taken in charge, with what disposes its island. */
  const islands = new Map<HTMLElement, Dispose>();
  const warned = new Set<string>();
  let mounting: Promise<void> = Promise.resolve();

  /**
   * Takes charge of one element: its whole life (waiting, mounting, failing, disposal) is this
   * closure's, so a late report from an island already gone can never touch a newer island on
   * the same element.
   */
  const track = (element: HTMLElement, definition: IslandDefinition): void => {
    if (islands.has(element)) return;
    const { name } = definition;
    // Typed wide: the awaits below let `fail` and disposal change it meanwhile.
    let state = 'pending' as State;
    /** Cancels the strategy's wait, or disposes the mounted island. */
    let stop: Dispose | undefined;
    /** The server markup as it was before mount, put back when the island fails (mount points only). */
    let fallback: Node[] | undefined;

    /** Puts a copy of the server markup back, so that it can be put back again later. */
    const restore = (): void => {
      if (fallback) element.replaceChildren(...fallback.map((node) => node.cloneNode(true)));
    };

    const fail = (error: unknown): void => {
      if (state === 'error' || state === 'disposed') return;
      const cancel = stop;
      state = 'error';
      stop = undefined;
      try {
        cancel?.();
      } catch {
        // The island is already broken; what matters is that its markup comes back.
      }
      restore();
      element.setAttribute(STATE_ATTR, 'error');
      console.error(`[shop-islands] island "${name}" failed`, error);
      element.dispatchEvent(new CustomEvent(ERROR_EVENT, { bubbles: true, detail: { name, error } }));
    };

    const hydrate = async (): Promise<void> => {
      state = 'loading';
      stop = undefined;
      element.setAttribute(STATE_ATTR, state);
      try {
        // The island's stylesheets were asked for when its element was found: it mounts once they apply.
        const [loaded] = await Promise.all([definition.load(), styled]);
        const module = loaded.default as IslandModule;
        // Mounts run one after another, yielding in between, so a page of islands never blocks input.
        const turn = mounting.then(yieldToMain);
        mounting = turn;
        await turn;
        if (state !== 'loading' || !element.isConnected) return;
        // An enhancer has no props; a mount point has, and server markup to put back.
        let props = {};
        if (element.hasAttribute(ISLAND_ATTR)) {
          props = readProps(element);
          fallback = Array.from(element.childNodes, (node) => node.cloneNode(true));
        }
        const dispose = await module.mount(element, props as never, { name, fail });
        if (state !== 'loading') {
          // Removed, or failed, while an async mount was under way: undo what it mounted, and for a
          // failure put the server markup back once more (the mount may have replaced it since).
          dispose?.();
          if (state === 'error') restore();
          return;
        }
        state = 'hydrated';
        stop = dispose || undefined;
        element.setAttribute(STATE_ATTR, 'hydrated');
      } catch (error) {
        fail(error);
      }
    };

    islands.set(element, () => {
      const cancel = stop;
      stop = undefined;
      state = 'disposed';
      try {
        cancel?.();
      } catch (error) {
        console.error(`[shop-islands] island "${name}" failed to unmount`, error);
      }
      // Put the server markup (and its props) back, so the element can be mounted again if it
      // returns to the page (moved by a script), and reads as it did when it left.
      restore();
    });
    element.setAttribute(STATE_ATTR, 'pending');
    const styled = islandStyles(name, definition.styles, import.meta.url);
    styled.catch(() => {}); // awaited, and a failure reported, when the island hydrates
    const [strategy, option] =
      parseHydrate(element.getAttribute(HYDRATE_ATTR)) ?? parseHydrate(definition.hydrate) ?? (['idle', undefined] as const);
    try {
      stop = strategies[strategy](() => (state === 'pending' ? hydrate() : undefined), option, element);
    } catch (error) {
      // A bad option (`visible(100)`: IntersectionObserver wants px or %) fails this island only.
      fail(error);
    }
  };

  const scan = (scope: ParentNode = root): void => {
    const within = (selector: string): HTMLElement[] => {
      const found = Array.from(scope.querySelectorAll<HTMLElement>(selector));
      return scope instanceof Element && scope.matches(selector) ? [scope as HTMLElement, ...found] : found;
    };
    for (const element of within(`[${ISLAND_ATTR}]`)) {
      const name = element.getAttribute(ISLAND_ATTR) ?? '';
      const definition = byName.get(name);
      if (definition) track(element, definition);
      else if (process.env.NODE_ENV !== 'production' && !warned.has(name) && !off.includes(name)) {
        // A typo in a template, most likely; the markup stays usable, so production stays quiet.
        warned.add(name);
        console.warn(`[shop-islands] no island is registered as "${name}"; its server markup stays as it is.`);
      }
    }
    for (const definition of byName.values()) {
      for (const selector of definition.enhances ?? []) for (const element of within(selector)) track(element, definition);
    }
  };

  /** Disposes the islands whose element left the page (all of them when `all`). */
  const sweep = (all = false): void => {
    for (const [element, dispose] of islands) {
      if (element.isConnected && !all) continue;
      islands.delete(element);
      dispose();
    }
  };

  const observer = new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      for (const node of mutation.addedNodes) if (node instanceof Element) scan(node);
    }
    if (mutations.some((mutation) => mutation.removedNodes.length)) sweep();
  });
  // The root itself, a document included: its subtree is everything below it.
  observer.observe(root as Node, { childList: true, subtree: true });
  scan();

  return {
    scan,
    stop() {
      observer.disconnect();
      sweep(true);
    },
  };
}
