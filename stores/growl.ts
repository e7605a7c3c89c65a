import { atom } from 'nanostores';

/** A link after a growl message: "Xem giỏ hàng" to the cart, say. */
export interface GrowlLink {
  readonly href: string;
  readonly text: string;
}

/** A growl message shown: text only, never parsed as HTML. */
export interface Growl {
  readonly id: number;
  readonly message: string;
  readonly link?: GrowlLink | undefined;
}

export interface GrowlOptions {
  link?: GrowlLink | undefined;
}

/**
 * The growl messages shown, oldest first: short notes in a corner of the screen that go by
 * themselves. The shop runtime loads their component (`islands/growl`) with the first one, which
 * shows them, reads each out and closes it when its time is up.
 */
export const $growls = atom<readonly Growl[]>([]);

let lastId = 0;

/**
 * Shows `message` for `GROWL_DURATION` ms (src/growl/growl.ts) and reads it out politely; returns its
 * id, for `closeGrowl`.
 *
 * @example growl(t('cart.added', { name }), { link: { href: cart.cart_url, text: t('cart.viewCart') } });
 */
export function growl(message: string, { link }: GrowlOptions = {}): number {
  const id = ++lastId;
  $growls.set([...$growls.get(), { id, message, link }]);
  return id;
}

/** Takes a message away now: its close button, or its time is up. */
export function closeGrowl(id: number): void {
  const shown = $growls.get();
  if (shown.some((growl) => growl.id === id)) $growls.set(shown.filter((growl) => growl.id !== id));
}
