import { describe, expect, it } from 'vitest';
import { cartItemKey } from '../cart';
import { createNonce, hashPassword, verifyNonce, verifyPassword } from './crypto';
import { formatAmount, slugify } from './format';
import { jsonForScript } from './json';
import { parseMultipartFields } from './multipart';
import { safeRedirectPath } from './redirect';

describe('helpers', () => {
  it('formats VND like WooCommerce', () => {
    expect(formatAmount(1250000)).toBe('1.250.000');
    expect(formatAmount(3500)).toBe('3.500');
    expect(formatAmount(999)).toBe('999');
  });

  it('escapes < in script JSON so </script> cannot close the element', () => {
    const text = jsonForScript({ a: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text)).toEqual({ a: '</script><script>alert(1)</script>' });
  });

  it('builds cart item keys exactly as WooCommerce (fixture cart-with-items)', () => {
    expect(cartItemKey(11, 0, {})).toBe('6512bd43d9caa6e02c990b0a82652dca');
    expect(cartItemKey(35, 40, { 'attribute_pa_mau-sac': 'xanh', 'attribute_pa_kich-thuoc': 'm' })).toBe('ca931bcfcbdc1e3fb04b8e2c8ac6a375');
  });

  it('accepts a nonce for its action and session in this and the previous window only', () => {
    const now = Date.UTC(2026, 5, 1, 13); // an hour into a 12-hour window
    const nonce = createNonce('secret', 'woocommerce-cart', 'sess', now);
    expect(nonce).toMatch(/^[0-9a-f]{10}$/);
    expect(verifyNonce('secret', nonce, 'woocommerce-cart', 'sess', now + 13 * 3600e3)).toBe(true);
    expect(verifyNonce('secret', nonce, 'woocommerce-cart', 'sess', now + 25 * 3600e3)).toBe(false);
    expect(verifyNonce('secret', nonce, 'other', 'sess', now)).toBe(false);
    expect(verifyNonce('secret', nonce, 'woocommerce-cart', 'other', now)).toBe(false);
  });

  it('hashes passwords with a salt', () => {
    const a = hashPassword('correct horse');
    expect(a).toMatch(/^scrypt\$/);
    expect(a).not.toBe(hashPassword('correct horse'));
    expect(verifyPassword('correct horse', a)).toBe(true);
    expect(verifyPassword('wrong', a)).toBe(false);
  });

  it('redirects only to same-origin paths', () => {
    expect(safeRedirectPath('/shop/?a=1')).toBe('/shop/?a=1');
    for (const bad of ['https://evil.example/', '//evil.example/', '/\\evil.example', 'javascript:alert(1)', '']) {
      expect(safeRedirectPath(bad)).toBe('/');
    }
  });

  it('slugifies Vietnamese names and parses multipart text fields', () => {
    expect(slugify('Thùng carton đặt theo kích thước')).toBe('thung-carton-dat-theo-kich-thuoc');
    const body = '--XX\r\nContent-Disposition: form-data; name="quantity"\r\n\r\n3\r\n--XX\r\nContent-Disposition: form-data; name="add-to-cart"\r\n\r\n7\r\n--XX--\r\n';
    expect(parseMultipartFields(body, 'multipart/form-data; boundary=XX')).toEqual({ quantity: '3', 'add-to-cart': '7' });
  });
});
