import type { Logger } from './env';

/** Every hook of spec §4, in HubSpot's spelling. */
export const HOOKS = [
  'onBeforeFormInit',
  'onBeforeValidationInit',
  'onReady',
  'onFormReady',
  'onFormFailedValidation',
  'onFormDefinitionFetchSuccess',
  'onFormDefinitionFetchError',
  'onBeforeFormSubmit',
  'onFormSubmit',
  'onFormSubmitted',
  'onAnalyticEvent',
  'onFormError',
  'onRenderError',
  'onPageChange',
  'getExtraMetaDataBeforeSubmit',
] as const;
export type HookName = (typeof HOOKS)[number];
export type Handler = (...args: unknown[]) => unknown;

export interface Callbacks {
  /** Adds a handler; an unknown name only warns. A late onReady/onFormReady handler runs at once. */
  on(name: string, handler: Handler): void;
  /** Runs the handlers of `name`; returns what each returned (undefined for one that threw). */
  emit(name: HookName, ...args: unknown[]): unknown[];
}

const READY: readonly string[] = ['onReady', 'onFormReady'];

/**
 * The hook registry. Customer code runs inside try/catch: its errors (sync or rejected promises)
 * are logged and never break the form.
 * @example
 * const callbacks = createCallbacks(console, embedOptions); // picks up embedOptions.onFormSubmitted…
 * callbacks.on('onFormReady', (form) => track(form));
 */
export function createCallbacks(logger: Logger, initial: Record<string, unknown> = {}): Callbacks {
  const handlers = new Map<string, Handler[]>();
  const fired = new Map<string, unknown[]>();
  const call = (name: string, h: Handler, args: unknown[]) => {
    const fail = (e: unknown) => logger.error(`[forms] ${name} callback threw`, e);
    try {
      const r = h(...args);
      if (r instanceof Promise) r.catch(fail);
      return r;
    } catch (e) {
      fail(e);
    }
  };
  const api: Callbacks = {
    on(name, handler) {
      if (!(HOOKS as readonly string[]).includes(name)) return logger.warn(`[forms] invalid event name: ${name}`);
      handlers.set(name, [...(handlers.get(name) ?? []), handler]);
      const args = fired.get(name);
      if (args) call(name, handler, args);
    },
    emit(name, ...args) {
      if (READY.includes(name)) fired.set(name, args);
      return (handlers.get(name) ?? []).map((h) => call(name, h, args));
    },
  };
  for (const name of HOOKS) {
    const h = initial[name];
    if (typeof h === 'function') api.on(name, h as Handler);
  }
  return api;
}

/**
 * The `message` the widget posts to its page for each hook, so page scripts without a handle on
 * the form can listen (HubSpot's documented `hsFormCallback` shape).
 * @example window.postMessage(hsFormCallback('onFormSubmitted', formGuid, values), '*')
 */
export const hsFormCallback = (eventName: string, id: string, data?: unknown) => ({ type: 'hsFormCallback', eventName, id, data });
