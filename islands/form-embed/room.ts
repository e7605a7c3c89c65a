/**
 * The room a form keeps on the page while it loads, so nothing below it moves when it arrives:
 * the server's placeholder when the page has one (src/forms/embed/placeholder.ts), else the height
 * the same form took at this width the last time this browser showed it (localStorage, per
 * portal, form and width: ./hold.ts keeps them), else 200 px. Small on purpose: the script of
 * HubSpot's snippet (./v2.ts) reserves the remembered height with it before the widget arrives.
 */
import { PLACEHOLDER_TAG } from '../../src/forms/embed/placeholder';

/** What a target keeps when nothing better is known (HubSpot's embed keeps as much). */
export const RESERVED_HEIGHT = 200;
export const STORAGE_KEY = 'shop-islands:form-heights';
/** Beyond this a remembered height is not believed (a frame is 1000 px at most, a page's form rarely more). */
const MAX_HEIGHT = 5000;
/** Set on a target while it is reserved: what its own min-height was. */
const RESERVED_ATTR = 'data-form-reserved';

export interface FormIds {
  portalId?: unknown;
  formId?: unknown;
}

/** Where a form's height at a width is kept. */
export const entryKey = ({ portalId, formId }: FormIds, width: number): string => `${String(portalId)}/${String(formId).toLowerCase()}@${Math.round(width)}`;
export const isHeight = (value: unknown): value is number => typeof value === 'number' && value > 0 && value <= MAX_HEIGHT;

/**
 * The height this form took at this width on an earlier visit, if this browser remembers one
 * (storage off, unreadable or holding something else: none).
 *
 * @example rememberedHeight(window, { portalId: '48201937', formId }, 343) // 912
 */
export function rememberedHeight(win: Window, ids: FormIds, width: number): number | undefined {
  try {
    // A key of ours always holds a '/': never one of Object.prototype's.
    const height: unknown = JSON.parse(win.localStorage.getItem(STORAGE_KEY) ?? '{}')?.[entryKey(ids, width)];
    return isHeight(height) ? height : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Keeps the remembered height (else 200 px) in `target` until `release`: its
 * min-height, its own one kept aside on the element, so a second reservation (the snippet's
 * script, then the widget) keeps the first one's and `release` puts the page's back. Returns
 * the height kept.
 *
 * @example const kept = reserve(target, ids); … release(target);
 */
export function reserve(target: HTMLElement, ids: FormIds): number {
  const win = target.ownerDocument.defaultView;
  const kept = (win && rememberedHeight(win, ids, target.getBoundingClientRect().width)) ?? RESERVED_HEIGHT;
  if (!target.hasAttribute(RESERVED_ATTR)) target.setAttribute(RESERVED_ATTR, target.style.minHeight);
  target.style.minHeight = `${kept}px`;
  return kept;
}

/** Gives the target its own min-height back (see `reserve`). */
export function release(target: HTMLElement): void {
  const own = target.getAttribute(RESERVED_ATTR);
  if (own === null) return;
  target.style.minHeight = own;
  target.removeAttribute(RESERVED_ATTR);
}

/** The server's placeholder in a target: its height, and what puts its fallback in its place. */
export interface Placeholder {
  height: number;
  /** Replaces the placeholder by the fallback it holds (the server's link or form). */
  unwrap(): void;
}

/**
 * The placeholder the server printed in `target`, laid out (a browser with declarative shadow
 * roots, and the placeholder shown); undefined otherwise.
 */
export function findPlaceholder(target: HTMLElement): Placeholder | undefined {
  const host = Array.from(target.children).find((child) => child.localName === PLACEHOLDER_TAG);
  const height = host?.shadowRoot ? host.getBoundingClientRect().height : 0;
  if (!host || !height) return undefined;
  return { height, unwrap: () => host.isConnected && host.replaceWith(...Array.from(host.childNodes)) };
}
