import { ERROR_EVENT, HYDRATE_ATTR, INLINE_PROPS_ATTR, ISLAND_ATTR, PROPS_ATTR, STATE_ATTR } from './contract';
import { parseHydrate, strategies } from './hydrate/index';
import type { Dispose, IslandDefinition, IslandModule } from './types';

type State = 'pending' | 'loading' | 'hydrated' | 'error' | 'disposed';

interface IslandRecord {
  element: HTMLElement;
  definition: IslandDefinition;
  state: State;
  /** Cancels the strategy's wait, or disposes the mounted island. */
  stop?: Dispose;
  /** The server markup as it was before mount, put back when the island fails (mount points only). */
  fallback?: Node[];
}

export interface IslandsOptions {
  registry: readonly IslandDefinition[];
  root?: ParentNode;
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
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
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
 * The island runtime: finds mount points (`data-island`) and the classic markup islands enhance,
 * waits for each one's hydration trigger, imports its chunk and mounts it, one island at a time.
 * Each element is hydrated once; an element that leaves the page is disposed; an island that fails
 * is isolated and its server markup stays.
 *
 * @example startIslands({ registry })
 */
export function startIslands({ registry, root = document }: IslandsOptions): Islands {
  const byName = new Map(registry.map((definition) => [definition.name, definition]));
  const enhancers = registry.flatMap((definition) =>
    (definition.enhances ?? []).map((selector) => [selector, definition] as const),
  );
  const records = new Map<HTMLElement, IslandRecord>();
  const warned = new Set<string>();
  let mounting: Promise<void> = Promise.resolve();

  const fail = (record: IslandRecord, error: unknown): void => {
    // A late report from an island already gone must not touch a newer island on that element.
    if (record.state === 'error' || record.state === 'disposed') return;
    const stop = record.stop;
    record.state = 'error';
    record.stop = undefined;
    try {
      stop?.();
    } catch {
      // The island is already broken; what matters is that its markup comes back.
    }
    if (record.fallback) record.element.replaceChildren(...record.fallback);
    record.element.setAttribute(STATE_ATTR, 'error');
    console.error(`[shop-islands] island "${record.definition.name}" failed`, error);
    record.element.dispatchEvent(
      new CustomEvent(ERROR_EVENT, { bubbles: true, detail: { name: record.definition.name, error } }),
    );
  };

  const hydrate = async (record: IslandRecord): Promise<void> => {
    record.state = 'loading';
    record.stop = undefined;
    try {
      const module: IslandModule = (await record.definition.load()).default as IslandModule;
      // Mounts run one after another, yielding in between, so a page of islands never blocks input.
      const turn = mounting.then(yieldToMain);
      mounting = turn;
      await turn;
      if (record.state !== 'loading' || !record.element.isConnected) return;
      const props = record.element.hasAttribute(ISLAND_ATTR) ? readProps(record.element) : {};
      if (record.element.hasAttribute(ISLAND_ATTR)) {
        record.fallback = Array.from(record.element.childNodes, (node) => node.cloneNode(true));
      }
      const dispose = await module.mount(record.element, props as never, {
        name: record.definition.name,
        fail: (error) => fail(record, error),
      });
      if (record.state !== 'loading') {
        // Removed, or failed, while an async mount was under way: undo what it mounted, and for a
        // failure put the server markup back once more (the mount may have replaced it since).
        dispose?.();
        if (record.state === 'error' && record.fallback) record.element.replaceChildren(...record.fallback);
        return;
      }
      record.state = 'hydrated';
      record.stop = dispose || undefined;
      record.element.setAttribute(STATE_ATTR, 'hydrated');
    } catch (error) {
      fail(record, error);
    }
  };

  const track = (element: HTMLElement, definition: IslandDefinition, hydrateValue: string | null): void => {
    if (records.has(element)) return;
    const parsed = parseHydrate(hydrateValue) ?? parseHydrate(definition.hydrate) ?? (['idle', undefined] as const);
    const record: IslandRecord = { element, definition, state: 'pending' };
    records.set(element, record);
    element.setAttribute(STATE_ATTR, 'pending');
    try {
      record.stop = strategies[parsed[0]](() => void (record.state === 'pending' && hydrate(record)), parsed[1], element);
    } catch (error) {
      // A bad option (`visible(100)`: IntersectionObserver wants px or %) fails this island only.
      fail(record, error);
    }
  };

  const scan = (scope: ParentNode = root): void => {
    const within = <E extends Element>(selector: string): E[] => {
      const found = Array.from(scope.querySelectorAll<E>(selector));
      return scope instanceof Element && scope.matches(selector) ? [scope as unknown as E, ...found] : found;
    };
    for (const element of within<HTMLElement>(`[${ISLAND_ATTR}]`)) {
      const name = element.getAttribute(ISLAND_ATTR) ?? '';
      const definition = byName.get(name);
      if (definition) track(element, definition, element.getAttribute(HYDRATE_ATTR));
      else if (process.env.NODE_ENV !== 'production' && !warned.has(name)) {
        // A typo in a template, most likely; the markup stays usable, so production stays quiet.
        warned.add(name);
        console.warn(`[shop-islands] no island is registered as "${name}"; its server markup stays as it is.`);
      }
    }
    for (const [selector, definition] of enhancers) {
      for (const element of within<HTMLElement>(selector)) track(element, definition, element.getAttribute(HYDRATE_ATTR));
    }
  };

  /** Disposes the islands whose element left the page (all of them when `all`). */
  const sweep = (all = false): void => {
    for (const [element, record] of records) {
      if (element.isConnected && !all) continue;
      records.delete(element);
      const stop = record.stop;
      record.stop = undefined;
      record.state = 'disposed';
      try {
        stop?.();
      } catch (error) {
        console.error(`[shop-islands] island "${record.definition.name}" failed to unmount`, error);
      }
      // Put the server markup (and its props) back, so the element can be mounted again if it
      // returns to the page (moved by a script), and reads as it did when it left.
      if (record.fallback) element.replaceChildren(...record.fallback.map((node) => node.cloneNode(true)));
    }
  };

  const observer = new MutationObserver((mutations) => {
    let removed = false;
    for (const mutation of mutations) {
      if (mutation.removedNodes.length) removed = true;
      for (const node of Array.from(mutation.addedNodes)) if (node instanceof Element) scan(node);
    }
    if (removed) sweep();
  });
  observer.observe(root instanceof Document ? root.documentElement : (root as Node), { childList: true, subtree: true });
  scan();

  return {
    scan,
    stop() {
      observer.disconnect();
      sweep(true);
    },
  };
}
