// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { settle } from '../../tests/dom';
import { exchange } from '../../tests/exchanges';
import { triggerAddedToCart, triggerWooEvent } from '../events/jquery';
import { installFakeJQuery, uninstallFakeJQuery } from '../events/test-jquery';
import type { CartState, CartStore } from './listener';
import { wooCartEvents } from './woo-events';

const added = (): { fragments: Record<string, string>; hash: string } => {
  const { fragments, cart_hash } = JSON.parse(exchange('02-add-to-cart-simple').response.body);
  return { fragments, hash: cart_hash };
};

/** A cart store that records what the listener asks of it. */
function fakeStore(): CartStore & { shows: unknown[]; refreshes: number } {
  const state: CartState = { fragments: {}, hash: undefined, count: undefined, status: 'idle' };
  const store = {
    shows: [] as unknown[],
    refreshes: 0,
    current: () => state,
    read: () => {},
    refresh: async () => void store.refreshes++,
    show: async (...args: unknown[]) => void store.shows.push(args),
  };
  return store;
}

const stops: Array<() => void> = [];
afterEach(() => {
  stops.splice(0).forEach((stop) => stop());
  uninstallFakeJQuery();
});

function started(): { store: ReturnType<typeof fakeStore>; listener: ReturnType<typeof wooCartEvents> } {
  const store = fakeStore();
  const listener = wooCartEvents(store);
  const stop = listener.start?.();
  if (stop) stops.push(stop);
  return { store, listener };
}

function heard(names: string[]): Array<[string, unknown]> {
  const list: Array<[string, unknown]> = [];
  for (const name of names) {
    const handler = (event: Event): void => void list.push([name, (event as CustomEvent).detail]);
    document.body.addEventListener(name, handler);
    stops.push(() => document.body.removeEventListener(name, handler));
  }
  return list;
}

describe("the cart store's WooCommerce events", () => {
  it("announces the store's add with WooCommerce's arguments, and then WooCommerce Blocks' event", () => {
    const { listener } = started();
    const fired = heard(['added_to_cart', 'wc-blocks_added_to_cart']);
    const button = document.createElement('a');
    listener.added?.(added(), button);
    expect(fired).toEqual([
      ['added_to_cart', [added().fragments, added().hash, button]],
      ['wc-blocks_added_to_cart', { preserveCartData: false }],
    ]);
  });

  it('never takes back what it announces itself, natively or through jQuery', async () => {
    const $ = installFakeJQuery();
    const { store, listener } = started();
    const thirdParty = vi.fn();
    $(document.body).on('added_to_cart', thirdParty);
    listener.added?.(added(), undefined);
    listener.removed?.(added(), undefined);
    await settle();
    expect(store.shows).toEqual([]);
    expect(thirdParty).toHaveBeenCalledOnce();
  });

  it("shows another script's added_to_cart, read as strictly as an answer", async () => {
    const { store } = started();
    triggerAddedToCart(added().fragments, added().hash);
    triggerWooEvent('removed_from_cart', [{ 'div.x': 1 } as never, 'h', undefined]);
    await vi.waitFor(() => expect(store.shows).toEqual([[added(), 'loaded']]));
  });

  it('asks for the cart on wc_fragment_refresh and updated_wc_div, through jQuery or natively, and no more once stopped', async () => {
    const $ = installFakeJQuery();
    const { store } = started();
    $(document.body).trigger('wc_fragment_refresh');
    document.body.dispatchEvent(new CustomEvent('updated_wc_div', { bubbles: true }));
    expect(store.refreshes).toBe(2);
    stops.splice(0).forEach((stop) => stop());
    $(document.body).trigger('wc_fragment_refresh');
    expect(store.refreshes).toBe(2);
  });

  it('fires wc_fragments_loaded or wc_fragments_refreshed as the update came, and wc_fragments_ajax_error', () => {
    const { listener } = started();
    const fired = heard(['wc_fragments_loaded', 'wc_fragments_refreshed', 'wc_fragments_ajax_error']);
    listener.shown?.(added(), 'loaded', true);
    listener.shown?.(added(), 'refreshed', true);
    listener.failed?.();
    expect(fired.map(([name]) => name)).toEqual(['wc_fragments_loaded', 'wc_fragments_refreshed', 'wc_fragments_ajax_error']);
  });
});
