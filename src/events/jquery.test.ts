// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dispatch } from './index';
import { onWooEvent, triggerAddedToCart, triggerFragmentsRefreshed, triggerWooEvent } from './jquery';
import { installFakeJQuery, uninstallFakeJQuery, type FakeCollection } from './test-jquery';

afterEach(uninstallFakeJQuery);

const button = () => {
  const element = document.body.appendChild(document.createElement('a'));
  element.className = 'add_to_cart_button ajax_add_to_cart';
  return element;
};
const FRAGMENTS = { 'div.widget_shopping_cart_content': '<div class="widget_shopping_cart_content"></div>' };

describe('triggerWooEvent without jQuery', () => {
  it('dispatches a native event on body with the args as detail, and throws nothing', () => {
    const heard = vi.fn();
    document.body.addEventListener('added_to_cart', (event) => heard((event as CustomEvent).detail));
    const el = button();
    expect(() => triggerAddedToCart(FRAGMENTS, 'abc', el)).not.toThrow();
    expect(heard).toHaveBeenCalledWith([FRAGMENTS, 'abc', el]);
  });

  it('lets onWooEvent hear it once, with the args spread', () => {
    const handler = vi.fn();
    const stop = onWooEvent('added_to_cart', handler);
    triggerAddedToCart(FRAGMENTS, 'abc');
    expect(handler).toHaveBeenCalledExactlyOnceWith(FRAGMENTS, 'abc', undefined);
    stop();
    triggerAddedToCart(FRAGMENTS, 'abc');
    expect(handler).toHaveBeenCalledOnce();
  });
});

describe('triggerWooEvent with jQuery', () => {
  it('also triggers through jQuery on body, with Element args as jQuery objects', () => {
    const $ = installFakeJQuery();
    const el = button();
    triggerWooEvent('adding_to_cart', [el, { product_id: '11', quantity: 1 }]);
    const trigger = $.calls.find((call) => call.method === 'trigger')!;
    expect(trigger.target).toBe(document.body);
    expect(trigger.name).toBe('adding_to_cart');
    const [$button, data] = trigger.args as [FakeCollection, unknown];
    expect($button.jquery).toBeDefined();
    expect($button[0]).toBe(el);
    expect(data).toEqual({ product_id: '11', quantity: 1 });
  });

  it('still dispatches the native event', () => {
    installFakeJQuery();
    const heard = vi.fn();
    document.body.addEventListener('wc_fragments_refreshed', heard);
    triggerFragmentsRefreshed();
    expect(heard).toHaveBeenCalledOnce();
  });

  it("calls a third-party jQuery handler exactly once, with WooCommerce's argument shapes", () => {
    const $ = installFakeJQuery();
    const el = button();
    const thirdParty = vi.fn();
    $(document.body).on('added_to_cart', thirdParty);
    triggerAddedToCart(FRAGMENTS, 'abc', el);
    expect(thirdParty).toHaveBeenCalledOnce();
    const [event, fragments, hash, $button] = thirdParty.mock.calls[0]!;
    expect(event.type).toBe('added_to_cart');
    expect(fragments).toBe(FRAGMENTS);
    expect(hash).toBe('abc');
    expect(($button as FakeCollection)[0]).toBe(el);
    expect($.event.triggered).toBeUndefined();
  });

  it('calls an onWooEvent handler exactly once for one trigger, with Elements', () => {
    installFakeJQuery();
    const el = button();
    const handler = vi.fn();
    onWooEvent('added_to_cart', handler);
    triggerAddedToCart(FRAGMENTS, 'abc', el);
    expect(handler).toHaveBeenCalledExactlyOnceWith(FRAGMENTS, 'abc', el);
  });
});

describe('onWooEvent with jQuery', () => {
  it("hears a third-party jQuery trigger, which never reaches native listeners, with jQuery args unwrapped", () => {
    const $ = installFakeJQuery();
    const el = button();
    const handler = vi.fn();
    onWooEvent('removed_from_cart', handler);
    // What WooCommerce's add-to-cart.js does:
    $(document.body).trigger('removed_from_cart', [FRAGMENTS, 'def', $(el)]);
    expect(handler).toHaveBeenCalledExactlyOnceWith(FRAGMENTS, 'def', el);
  });

  it('hears a third-party native dispatch once, though jQuery also relays it', () => {
    installFakeJQuery();
    const handler = vi.fn();
    onWooEvent('wc_fragment_refresh', handler);
    dispatch(document.body, 'wc_fragment_refresh');
    expect(handler).toHaveBeenCalledExactlyOnceWith();
  });

  it('hears a jQuery trigger raised by a jQuery handler while our own trigger is being relayed', () => {
    const $ = installFakeJQuery();
    $(document.body).on('added_to_cart', () => $(document.body).trigger('wc_fragments_loaded'));
    const handler = vi.fn();
    onWooEvent('wc_fragments_loaded', handler);
    triggerAddedToCart(FRAGMENTS, 'abc');
    expect(handler).toHaveBeenCalledOnce();
  });

  it('detaches both the native and the jQuery listener when disposed', () => {
    const $ = installFakeJQuery();
    const handler = vi.fn();
    const stop = onWooEvent('updated_wc_div', handler);
    stop();
    expect($.calls.filter((call) => call.method === 'off').map((call) => call.name)).toEqual(['updated_wc_div']);
    $(document.body).trigger('updated_wc_div');
    triggerWooEvent('updated_wc_div', []);
    expect(handler).not.toHaveBeenCalled();
  });

  it('listens on another target when given one: a form’s events, triggered on it or below it', () => {
    const $ = installFakeJQuery();
    const form = document.body.appendChild(document.createElement('form'));
    const select = form.appendChild(document.createElement('select'));
    const handler = vi.fn();
    const stop = onWooEvent('found_variation', handler, form);
    triggerWooEvent('found_variation', [{ variation_id: 40 }], { target: form });
    $(select).trigger('found_variation', [{ variation_id: 41 }]);
    triggerWooEvent('found_variation', [{ variation_id: 42 }]);
    expect(handler.mock.calls).toEqual([[{ variation_id: 40 }], [{ variation_id: 41 }]]);
    stop();
    expect($.calls.filter((call) => call.method === 'off').map((call) => call.target)).toEqual([form]);
  });
});
