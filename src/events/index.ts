/** Undoes one registration. */
export type Dispose = () => void;

export interface DispatchOptions {
  bubbles?: boolean;
  cancelable?: boolean;
}

/**
 * Dispatches a `CustomEvent` and returns it, so the caller can read `defaultPrevented`.
 *
 * @example if (dispatch(button, 'shop:add', { id: 11 }, { cancelable: true }).defaultPrevented) return;
 */
export function dispatch<T>(
  target: EventTarget,
  name: string,
  detail?: T,
  { bubbles = true, cancelable = false }: DispatchOptions = {},
): CustomEvent<T | undefined> {
  const event = new CustomEvent(name, { detail, bubbles, cancelable });
  target.dispatchEvent(event);
  return event;
}

/**
 * `addEventListener` that hands back its own removal (with the same `capture`, or it would not
 * match).
 *
 * @example const stop = listen(button, 'click', (event) => event.preventDefault()); stop();
 */
export function listen<K extends keyof GlobalEventHandlersEventMap>(
  target: EventTarget,
  type: K,
  handler: (event: GlobalEventHandlersEventMap[K]) => void,
  options?: AddEventListenerOptions | boolean,
): Dispose;
export function listen<E extends Event = Event>(
  target: EventTarget,
  type: string,
  handler: (event: E) => void,
  options?: AddEventListenerOptions | boolean,
): Dispose;
export function listen(
  target: EventTarget,
  type: string,
  handler: (event: Event) => void,
  options?: AddEventListenerOptions | boolean,
): Dispose {
  target.addEventListener(type, handler, options);
  return () => target.removeEventListener(type, handler, options);
}

export interface Disposer {
  /** Remembers a clean-up; returns it for convenience. */
  add(dispose: Dispose): Dispose;
  /** `listen()` and remember its removal. */
  listen: typeof listen;
  /** Runs every clean-up once (newest first); one that throws does not stop the rest. */
  dispose(): void;
}

/**
 * Collects an island's clean-ups so unmounting is one call (after embla's EventStore). It can be
 * reused after `dispose()`.
 *
 * @example
 * const disposer = createDisposer();
 * disposer.listen(window, 'resize', onResize);
 * disposer.add(() => observer.disconnect());
 * return () => disposer.dispose();
 */
export function createDisposer(): Disposer {
  let fns: Dispose[] = [];
  const add = (fn: Dispose): Dispose => (fns.push(fn), fn);
  return {
    add,
    listen: ((target: EventTarget, type: string, handler: (event: Event) => void, options?: AddEventListenerOptions | boolean) =>
      add(listen(target, type, handler, options))) as typeof listen,
    dispose() {
      const list = fns;
      fns = [];
      // Newest first: later registrations may depend on earlier ones, like a stack of `using`.
      for (const fn of list.reverse()) {
        try {
          fn();
        } catch (error) {
          console.error('[shop-islands] dispose failed', error);
        }
      }
    },
  };
}
