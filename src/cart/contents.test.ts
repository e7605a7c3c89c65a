// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { parseInert } from '../sanitize/sanitize';
import { CART_FRAGMENTS, cartDataIn, readCartData, type CartData } from './contents';

const line = {
  key: '6512bd43d9caa6e02c990b0a82652dca',
  product_id: 11,
  variation_id: 0,
  sku: 'GVSG-BK-T48100',
  name: 'Băng keo trong 48mm x 100 yard',
  attributes: [],
  quantity: 2,
  max_quantity: 8000,
  price: 16500,
  price_html: '<span class="amount">16.500&nbsp;₫</span>',
  subtotal_html: '<span class="amount">33.000&nbsp;₫</span>',
  thumbnail: '/images/product/11.svg',
  permalink: '/product/bang-keo-trong-48mm/',
  remove_url: '/cart/?remove_item=6512bd43d9caa6e02c990b0a82652dca&_wpnonce=abc',
};
const cart: CartData = { items: [line], count: 2, subtotal: 33000, subtotal_html: '33.000 ₫', cart_hash: 'f'.repeat(32) };
const script = (json: string): string => `<script type="application/json" id="shop-islands-cart">${json}</script>`;

describe('readCartData', () => {
  it('reads a cart with every field of the contract', () => {
    expect(readCartData(cart)).toEqual(cart);
    expect(readCartData({ ...cart, items: [{ ...line, max_quantity: null, attributes: [{ label: 'Màu', value: 'Đỏ' }] }] })).toBeDefined();
  });

  it.each([
    ['not an object', 'cart'],
    ['no items', { ...cart, items: undefined }],
    ['a count as text', { ...cart, count: '2' }],
    ['no hash', { ...cart, cart_hash: undefined }],
    ['a line without its key', { ...cart, items: [{ ...line, key: undefined }] }],
    ['a quantity as text', { ...cart, items: [{ ...line, quantity: '2' }] }],
    ['attributes that are not label/value pairs', { ...cart, items: [{ ...line, attributes: ['Đỏ'] }] }],
    ['a max quantity as text', { ...cart, items: [{ ...line, max_quantity: '8000' }] }],
  ])('refuses %s', (_, value) => {
    expect(readCartData(value)).toBeUndefined();
  });
});

describe('cartDataIn', () => {
  it('reads the script element of a page or of a parsed fragment', () => {
    expect(cartDataIn(parseInert(script(JSON.stringify(cart))))).toEqual(cart);
    document.body.innerHTML = `<header class="header">${script(JSON.stringify(cart))}</header>`;
    expect(document.querySelectorAll(CART_FRAGMENTS.data)).toHaveLength(1);
    expect(cartDataIn(document)?.count).toBe(2);
  });

  it('gives nothing for a page without it, or with JSON that does not read', () => {
    expect(cartDataIn(parseInert('<div class="widget_shopping_cart_content"></div>'))).toBeUndefined();
    expect(cartDataIn(parseInert(script('{"items": [')))).toBeUndefined();
  });
});
