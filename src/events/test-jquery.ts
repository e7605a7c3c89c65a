/**
 * A tiny stand-in for jQuery in unit tests, faithful where the bridge depends on it:
 * - `.triggerHandler(name, args)` calls the element's own handlers and returns the last result;
 * - `.trigger(name, args)` calls jQuery handlers on the element and its ancestors with
 *   `(event, ...args)` and dispatches no native event;
 * - `.on()` also registers a native listener, as jQuery does, so a native dispatch of the same
 *   name reaches jQuery handlers too (with `originalEvent`, no extra args) unless
 *   `jQuery.event.triggered` equals the event's type.
 * Every trigger/on/off call is recorded in `calls`.
 */
type Handler = (event: { type: string; originalEvent?: Event }, ...args: unknown[]) => unknown;

export interface FakeCollection {
  jquery: string;
  0: EventTarget;
  length: 1;
  trigger(name: string, args?: unknown[]): FakeCollection;
  /** Calls the element's own handlers only, and answers the last one's return value. */
  triggerHandler(name: string, args?: unknown[]): unknown;
  on(name: string, handler: Handler): FakeCollection;
  off(name: string, handler: Handler): FakeCollection;
}

export interface FakeJQuery {
  (target: EventTarget): FakeCollection;
  event: { triggered: string | undefined };
  calls: Array<{ method: 'trigger' | 'triggerHandler' | 'on' | 'off'; target: EventTarget; name: string; args?: unknown[] }>;
}

export function installFakeJQuery(): FakeJQuery {
  const handlers = new Map<EventTarget, Map<string, Handler[]>>();
  const nativeHooks = new Map<EventTarget, Set<string>>();
  const listFor = (target: EventTarget, name: string): Handler[] => {
    let byName = handlers.get(target);
    if (!byName) handlers.set(target, (byName = new Map()));
    let list = byName.get(name);
    if (!list) byName.set(name, (list = []));
    return list;
  };

  const $ = ((target: EventTarget): FakeCollection => {
    const collection: FakeCollection = {
      jquery: '3.7.1-fake',
      0: target,
      length: 1,
      trigger(name, args = []) {
        $.calls.push({ method: 'trigger', target, name, args });
        const event = { type: name };
        const path: EventTarget[] = [];
        for (let node: Node | null = target as Node; node; node = node.parentNode) path.push(node);
        if (path.at(-1) === document) path.push(window);
        for (const element of path) for (const handler of [...listFor(element, name)]) handler(event, ...args);
        return collection;
      },
      triggerHandler(name, args = []) {
        $.calls.push({ method: 'triggerHandler', target, name, args });
        let result: unknown;
        for (const handler of [...listFor(target, name)]) result = handler({ type: name }, ...args);
        return result;
      },
      on(name, handler) {
        $.calls.push({ method: 'on', target, name });
        listFor(target, name).push(handler);
        let hooked = nativeHooks.get(target);
        if (!hooked) nativeHooks.set(target, (hooked = new Set()));
        if (!hooked.has(name)) {
          hooked.add(name);
          target.addEventListener(name, (native) => {
            if ($.event.triggered === native.type) return;
            for (const h of [...listFor(target, name)]) h({ type: native.type, originalEvent: native });
          });
        }
        return collection;
      },
      off(name, handler) {
        $.calls.push({ method: 'off', target, name });
        const list = listFor(target, name);
        const index = list.indexOf(handler);
        if (index >= 0) list.splice(index, 1);
        return collection;
      },
    };
    return collection;
  }) as FakeJQuery;
  $.event = { triggered: undefined };
  $.calls = [];
  (globalThis as { jQuery?: unknown }).jQuery = $;
  return $;
}

export function uninstallFakeJQuery(): void {
  delete (globalThis as { jQuery?: unknown }).jQuery;
}
