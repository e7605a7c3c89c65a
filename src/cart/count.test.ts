// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { recordedAnswer } from '../../tests/exchanges';
import { MINI_CART_SELECTOR } from './cache';
import { readItemCount } from './count';
import { readCartUpdate } from './responses';

const recorded = (name: string) => readCartUpdate(recordedAnswer(name))!.fragments;

describe('readItemCount', () => {
  it("sums the quantities of the recorded mini-carts, WooCommerce 7.8's only fragment", () => {
    expect(readItemCount(recorded('06-get-refreshed-fragments-with-cart'))).toBe(5); // 2 + 2 + 1
    expect(readItemCount(recorded('08-remove-from-cart'))).toBe(3); // 2 + 1
    expect(readItemCount(recorded('25-get-refreshed-fragments-after-nojs-adds'))).toBe(5); // 1 + 3 + 1
  });

  it("reads 0 from the recorded empty mini-cart's message", () => {
    expect(readItemCount(recorded('01-get-refreshed-fragments-empty'))).toBe(0);
    expect(readItemCount(recorded('20-remove-from-cart-last-item'))).toBe(0);
  });

  it('prefers a header count fragment, as the demo store, Flatsome and Storefront send it', () => {
    const miniCart = recorded('06-get-refreshed-fragments-with-cart');
    // The demo store's header (demo/components/Header.tsx), Flatsome's image icon.
    expect(readItemCount({ ...miniCart, '.header .cart-icon': '<span class="cart-icon image-icon"><strong class="cart-count">7</strong></span>' })).toBe(7);
    // Flatsome's font icon.
    expect(readItemCount({ 'i.icon-shopping-bag': '<i class="icon-shopping-bag" data-icon-label="4"></i>', ...miniCart })).toBe(4);
    // Storefront: a link whose count reads "3 items" (translated).
    expect(readItemCount({ 'a.cart-contents': '<a class="cart-contents" href="/cart/"><span class="amount">10 ₫</span> <span class="count">3 sản phẩm</span></a>' })).toBe(3);
  });

  it('says nothing when no fragment tells, rather than guess', () => {
    expect(readItemCount({})).toBeUndefined();
    expect(readItemCount({ 'span.cart-price': '<span class="cart-price">199.000 ₫</span>' })).toBeUndefined();
    expect(readItemCount({ [MINI_CART_SELECTOR]: '<div class="widget_shopping_cart_content"></div>' })).toBeUndefined();
    // A plugin's filtered line quantity without a number.
    const unreadable = '<div class="widget_shopping_cart_content"><ul><li class="mini_cart_item"><span class="quantity">×</span></li></ul></div>';
    expect(readItemCount({ [MINI_CART_SELECTOR]: unreadable })).toBeUndefined();
  });
});
