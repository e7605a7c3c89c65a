import { describe, expect, it } from 'vitest';
import { isRequestError } from './errors';
import { parseHtmlResponse, parseJsonResponse } from './parse';
import type { HttpResponse } from './queue';

// Answers as recorded from WooCommerce (shared/fixtures/woocommerce/exchanges), trimmed.
const ADD_TO_CART: HttpResponse = {
  status: 200,
  headers: { 'Content-Type': 'application/json; charset=UTF-8' },
  text: '{"fragments":{"div.widget_shopping_cart_content":"<div class=\\"widget_shopping_cart_content\\"><\\/div>"},"cart_hash":"6601e6e9edaaaac582bc430df4723582"}',
};
// 17-add-to-cart-missing-product-id: 200, text/html, empty body.
const MISSING_PRODUCT_ID: HttpResponse = { status: 200, headers: { 'Content-Type': 'text/html; charset=UTF-8' }, text: '' };

describe('parseJsonResponse', () => {
  it('returns the parsed body of a 2xx answer', () => {
    const body = parseJsonResponse<{ fragments: Record<string, string>; cart_hash: string }>(
      ADD_TO_CART,
    );
    expect(body.cart_hash).toMatch(/^[0-9a-f]{32}$/);
    expect(Object.keys(body.fragments)).toContain('div.widget_shopping_cart_content');
  });

  it("throws an `empty` RequestError for WooCommerce's blank answer to add_to_cart without product_id", () => {
    const error = (() => {
      try {
        parseJsonResponse(MISSING_PRODUCT_ID);
      } catch (e) {
        return e;
      }
    })();
    expect(isRequestError(error) && error.kind).toBe('empty');
  });

  it('throws an `http` RequestError with status and body for a non-2xx answer', () => {
    expect(() => parseJsonResponse({ status: 400, headers: {}, text: '0' })).toThrow(expect.objectContaining({ kind: 'http', status: 400 }));
    try {
      parseJsonResponse({ status: 500, headers: {}, text: 'boom' });
    } catch (error) {
      expect(error).toMatchObject({ kind: 'http', status: 500, body: 'boom' });
    }
  });

  it('throws a `parse` RequestError with the body when the answer is not JSON', () => {
    expect(() => parseJsonResponse({ status: 200, headers: {}, text: '<html>' })).toThrow(expect.objectContaining({ kind: 'parse' }));
    try {
      parseJsonResponse({ status: 200, headers: {}, text: '<html>' });
    } catch (error) {
      expect(error).toMatchObject({ kind: 'parse', body: '<html>' });
    }
  });
});

describe('parseHtmlResponse', () => {
  it('returns the markup of a 2xx answer', () => {
    expect(parseHtmlResponse({ status: 200, headers: {}, text: '<div>quick view</div>' })).toBe('<div>quick view</div>');
  });

  it('throws an `http` RequestError for non-2xx and an `empty` one for a blank body', () => {
    expect(() => parseHtmlResponse({ status: 404, headers: {}, text: 'nope' })).toThrow(expect.objectContaining({ kind: 'http', status: 404 }));
    expect(() => parseHtmlResponse({ status: 200, headers: {}, text: '  \n' })).toThrow(expect.objectContaining({ kind: 'empty' }));
  });
});

describe('isRequestError', () => {
  it('rejects plain errors and non-errors', () => {
    expect(isRequestError(new Error('x'))).toBe(false);
    expect(isRequestError({ kind: 'http' })).toBe(false);
  });
});
