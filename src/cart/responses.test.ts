import { describe, expect, it } from 'vitest';
import { recordedAnswer as answer } from '../../tests/exchanges';
import type { RequestError } from '../http/errors';
import { readAddToCart, readCartUpdate } from './responses';

describe('readAddToCart on WooCommerce 7.8 answers', () => {
  it('reads every successful add as fragments and the new hash', () => {
    for (const name of ['02-add-to-cart-simple', '03-add-to-cart-simple-on-sale-qty2', '04-add-to-cart-same-product-again', '05-add-to-cart-variation', '12-add-to-cart-variable-parent', '15-add-to-cart-sold-individually-1st']) {
      const result = readAddToCart(answer(name));
      expect(result.type, name).toBe('added');
      if (result.type !== 'added') continue;
      expect(result.hash, name).toMatch(/^[0-9a-f]{32}$/);
      expect(result.fragments['div.widget_shopping_cart_content'], name).toContain('woocommerce-mini-cart');
    }
  });

  it('reads refusals with the product page to go to, and false for a product that does not exist', () => {
    expect(readAddToCart(answer('10-add-to-cart-invalid-product-id'))).toEqual({ type: 'refused', productUrl: false });
    for (const name of ['11-add-to-cart-out-of-stock', '13-add-to-cart-out-of-stock-variation', '14-add-to-cart-over-stock', '16-add-to-cart-sold-individually-2nd']) {
      const result = readAddToCart(answer(name));
      expect(result.type, name).toBe('refused');
      if (result.type === 'refused') expect(result.productUrl, name).toMatch(/^http:\/\/127\.0\.0\.1:8089\/san-pham\//);
    }
  });

  it('rejects what WooCommerce never answers, with the body kept for the report', () => {
    for (const body of [null, 'ok', [], { error: true }, { error: true, product_url: '' }, { fragments: {} }, { cart_hash: 'x' }, { fragments: { 'div.a': 1 }, cart_hash: 'x' }, { fragments: [], cart_hash: 'x' }]) {
      expect(() => readAddToCart(body), JSON.stringify(body)).toThrow(expect.objectContaining({ name: 'RequestError', kind: 'answer' }));
    }
    try {
      readAddToCart({ error: true });
    } catch (error) {
      expect((error as RequestError).body).toEqual({ error: true });
    }
  });

  it('keeps a fragment whose selector is an Object.prototype name as plain data', () => {
    const result = readAddToCart(JSON.parse('{"fragments":{"constructor":"<b>x</b>","__proto__":"y"},"cart_hash":"h"}'));
    expect(result.type === 'added' && result.fragments['constructor']).toBe('<b>x</b>');
    expect(result.type === 'added' && Object.keys(result.fragments)).toEqual(['constructor', '__proto__']);
  });
});

describe('readCartUpdate on WooCommerce 7.8 answers', () => {
  it('reads removes and refreshes, the empty cart answering an empty hash', () => {
    expect(readCartUpdate(answer('08-remove-from-cart'))?.hash).toMatch(/^[0-9a-f]{32}$/);
    expect(readCartUpdate(answer('06-get-refreshed-fragments-with-cart'))?.fragments['div.widget_shopping_cart_content']).toContain('mini_cart_item');
    for (const name of ['01-get-refreshed-fragments-empty', '20-remove-from-cart-last-item', '21-get-refreshed-fragments-after-empty']) {
      const update = readCartUpdate(answer(name));
      expect(update?.hash, name).toBe('');
      expect(update?.fragments['div.widget_shopping_cart_content'], name).toContain('woocommerce-mini-cart__empty-message');
    }
  });

  it('answers undefined for an unknown cart item key, so the remove link is followed', () => {
    expect(readCartUpdate(answer('09-remove-from-cart-unknown-key'))).toBeUndefined();
  });

  it('rejects anything else', () => {
    for (const body of [undefined, 42, { success: true }, { fragments: {}, cart_hash: null }]) {
      expect(() => readCartUpdate(body), JSON.stringify(body)).toThrow(expect.objectContaining({ name: 'RequestError', kind: 'answer' }));
    }
  });
});
