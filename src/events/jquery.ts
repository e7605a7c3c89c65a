/**
 * The one bridge to WooCommerce's jQuery events. Nothing else in the project knows jQuery: islands
 * see Elements and arrays, third-party scripts see the jQuery events and argument shapes
 * WooCommerce's own scripts produce.
 */
import type { Fragments } from '../cart/responses';
import { dispatch, listen, type Dispose } from './index';

export type { Fragments };

/** WooCommerce's body events and their arguments (jQuery objects arrive here as Elements). */
export interface WooEventMap {
  adding_to_cart: [button: Element | undefined, data: Record<string, unknown>];
  added_to_cart: [fragments: Fragments, cartHash: string, button: Element | undefined];
  removed_from_cart: [fragments: Fragments, cartHash: string, button: Element | undefined];
  wc_cart_button_updated: [button: Element | undefined];
  wc_fragments_refreshed: [];
  wc_fragments_loaded: [];
  wc_fragments_ajax_error: [];
  wc_fragment_refresh: [];
  updated_wc_div: [];
}
export type WooEventName = keyof WooEventMap;
/** Known names get their tuple; any other name takes whatever arguments its trigger passes. */
export type WooEventArgs<K extends string> = K extends WooEventName ? WooEventMap[K] : unknown[];

interface JQueryEventLike {
  type: string;
  /** Set only when jQuery is relaying a native event it heard through its own listener. */
  originalEvent?: Event;
}
type JQueryHandler = (event: JQueryEventLike, ...args: unknown[]) => void;
interface JQueryCollection {
  trigger(name: string, args?: unknown[]): unknown;
  triggerHandler(name: string, args?: unknown[]): unknown;
  on(name: string, handler: JQueryHandler): unknown;
  off(name: string, handler: JQueryHandler): unknown;
}
interface JQueryStatic {
  (target: EventTarget): JQueryCollection;
  event?: { triggered?: string | undefined };
}

// Read at call time, never at import: jQuery may be absent, or loaded by the page after us.
export const getJQuery = (): JQueryStatic | undefined => (globalThis as { jQuery?: JQueryStatic }).jQuery;

const toElement = (value: unknown): unknown =>
  typeof value === 'object' && value !== null && 'jquery' in value ? (value as { 0?: Element })[0] : value;

/** Elements become jQuery objects, as WooCommerce's scripts hand its listeners `$button`. */
const wrap = ($: JQueryStatic, args: readonly unknown[]): unknown[] => args.map((arg) => (arg instanceof Element ? $(arg) : arg));

/** The event name our own jQuery trigger is relaying right now: our jQuery handlers skip it. */
let relaying: string | undefined;

/**
 * Announces a WooCommerce event: always a native `CustomEvent` (detail = the args), and, when
 * jQuery is on the page, also `jQuery(target).trigger(name, args)` with Elements wrapped as jQuery
 * objects, so WooCommerce's cart-fragments and other plugins react as they do to WooCommerce.
 * Every listener, of either kind, hears it exactly once.
 *
 * @example triggerWooEvent('added_to_cart', [fragments, cartHash, button]);
 */
export function triggerWooEvent<K extends string>(
  name: K,
  args: WooEventArgs<K>,
  { target = document.body }: { target?: EventTarget } = {},
): void {
  const $ = getJQuery();
  const jqEvent = $?.event;
  // jQuery hears native events through its own addEventListener and would call its handlers now,
  // without the arguments, and again on the trigger below. `jQuery.event.triggered` is the flag
  // jQuery itself sets to skip exactly that (around `elem.click()` in `.trigger('click')`).
  const previous = jqEvent?.triggered;
  if (jqEvent) jqEvent.triggered = name;
  try {
    dispatch(target, name, args);
  } finally {
    if (jqEvent) jqEvent.triggered = previous;
  }
  if (!$) return;
  const outer = relaying;
  relaying = name;
  try {
    $(target).trigger(name, wrap($, args as unknown[]));
  } finally {
    relaying = outer;
  }
}

/**
 * Asks the page whether an action may go ahead, as WooCommerce asks with
 * `$(document.body).triggerHandler('should_send_ajax_request.adding_to_cart', [$button])`: no when
 * a jQuery handler returns `false`, or a native listener of the (cancelable, non-bubbling) event of
 * the same name calls `preventDefault()`.
 *
 * @example if (!askWooEvent('should_send_ajax_request.adding_to_cart', [button])) return;
 */
export function askWooEvent(name: string, args: readonly unknown[], target: EventTarget = document.body): boolean {
  const allowed = !dispatch(target, name, args, { bubbles: false, cancelable: true }).defaultPrevented;
  const $ = getJQuery();
  return allowed && (!$ || $(target).triggerHandler(name, wrap($, args)) !== false);
}

/**
 * Listens on `target` (`document.body` unless given: the variations form's events are the form's)
 * to a WooCommerce event however it was raised: by `triggerWooEvent`, by a third-party
 * `jQuery(…).trigger()` (which never reaches native listeners: a swatches plugin's
 * `$select.val('m').trigger('change')`), or natively. jQuery objects in the arguments arrive as
 * Elements.
 *
 * @example const stop = onWooEvent('added_to_cart', (fragments, cartHash) => applyFragments(fragments));
 */
export function onWooEvent<K extends string>(
  name: K,
  handler: (...args: WooEventArgs<K>) => void,
  target: EventTarget = document.body,
): Dispose {
  const stopNative = listen<CustomEvent<unknown>>(target, name, ({ detail }) =>
    handler(...((Array.isArray(detail) ? detail : detail == null ? [] : [detail]) as WooEventArgs<K>)),
  );
  const $ = getJQuery();
  if (!$) return stopNative;
  const relay: JQueryHandler = (event, ...args) => {
    // Skip what the native listener above already handled: our own relay, and native events that
    // jQuery passes on (those carry `originalEvent`).
    if (relaying === name || event.originalEvent) return;
    handler(...(args.map(toElement) as WooEventArgs<K>));
  };
  $(target).on(name, relay);
  return () => {
    stopNative();
    $(target).off(name, relay);
  };
}

/** Typed shorthands for the events WooCommerce's own scripts trigger. */
export const triggerAddingToCart = (button: Element | undefined, data: Record<string, unknown>): void =>
  triggerWooEvent('adding_to_cart', [button, data]);
export const triggerAddedToCart = (fragments: Fragments, cartHash: string, button?: Element): void =>
  triggerWooEvent('added_to_cart', [fragments, cartHash, button]);
export const triggerRemovedFromCart = (fragments: Fragments, cartHash: string, button?: Element): void =>
  triggerWooEvent('removed_from_cart', [fragments, cartHash, button]);
export const triggerCartButtonUpdated = (button: Element): void => triggerWooEvent('wc_cart_button_updated', [button]);
export const triggerFragmentsRefreshed = (): void => triggerWooEvent('wc_fragments_refreshed', []);
export const triggerFragmentsLoaded = (): void => triggerWooEvent('wc_fragments_loaded', []);
export const triggerFragmentsAjaxError = (): void => triggerWooEvent('wc_fragments_ajax_error', []);
export const triggerUpdatedWcDiv = (): void => triggerWooEvent('updated_wc_div', []);
