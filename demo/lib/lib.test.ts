import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { multipartBody } from '../test-helpers';
import { cartItemKey } from '../cart';
import { createNonce, hashPassword, verifyNonce, verifyPassword } from './crypto';
import { formatAmount, slugify } from './format';
import { jsonForScript } from './json';
import { MULTIPART_LIMITS, MultipartError, readMultipartFields } from './multipart';
import { safeRedirectPath } from './redirect';
import { Throttle } from './throttle';

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

  it('hashes passwords with a salt', async () => {
    const a = await hashPassword('correct horse');
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(a).not.toBe(await hashPassword('correct horse'));
    expect(await verifyPassword('correct horse', a)).toBe(true);
    expect(await verifyPassword('wrong', a)).toBe(false);
    expect(await verifyPassword('', undefined)).toBe(false);
  });

  it('hashes passwords at the cost asked for, and checks each hash at the cost it names', async () => {
    const cheap = await hashPassword('correct horse', 16);
    expect(cheap).toMatch(/^scrypt\$16\$8\$1\$/);
    // Whatever cost new hashes get, a stored one is checked at its own.
    expect(await verifyPassword('correct horse', cheap)).toBe(true);
    expect(await verifyPassword('correct horse', await hashPassword('correct horse'), 16)).toBe(true);
    expect(await verifyPassword('wrong', cheap, 16)).toBe(false);
    for (const cost of [0, 1, 1000, 2 ** 16, 2 ** 20]) await expect(hashPassword('correct horse', cost), String(cost)).rejects.toThrow(RangeError);
  });

  it('redirects only to same-origin paths', () => {
    expect(safeRedirectPath('/shop/?a=1')).toBe('/shop/?a=1');
    for (const bad of ['https://evil.example/', '//evil.example/', '/\\evil.example', 'javascript:alert(1)', '']) {
      expect(safeRedirectPath(bad)).toBe('/');
    }
  });

  it('slugifies Vietnamese names', () => {
    expect(slugify('Thùng carton đặt theo kích thước')).toBe('thung-carton-dat-theo-kich-thuoc');
  });
});

describe('multipart form bodies', () => {
  /** Reads a body sent in chunks of `size` bytes, so boundaries and fields fall across chunks. */
  const read = (body: string, contentType: string, size = 7, limits = MULTIPART_LIMITS) => {
    const bytes = Buffer.from(body);
    const chunks = Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) => bytes.subarray(i * size, (i + 1) * size));
    return readMultipartFields(Readable.from(chunks), { 'content-type': contentType, 'content-length': String(bytes.length) }, limits);
  };
  const reason = (promise: Promise<unknown>) =>
    promise.then(
      () => 'accepted',
      (error: unknown) => (error instanceof MultipartError ? `${error.statusCode} ${error.reason}` : String(error)),
    );

  it('reads text fields as they stream in, a repeated one as an array, as the urlencoded parser does', async () => {
    const { payload, contentType } = multipartBody([
      ['quantity', '3'],
      ['add-to-cart', '7'],
      ['note', 'Giao trước 9 giờ\r\n--không phải ranh giới'],
      ['attribute', 'a'],
      ['attribute', 'b'],
    ]);
    expect({ ...(await read(payload, contentType)) }).toEqual({
      quantity: '3',
      'add-to-cart': '7',
      note: 'Giao trước 9 giờ\r\n--không phải ranh giới',
      attribute: ['a', 'b'],
    });
  });

  it('refuses a body, a field or a field count past the limits, any file, and what is not multipart', async () => {
    const limits = { ...MULTIPART_LIMITS, body: 400, fieldSize: 50, fields: 3, parts: 3 };
    const body = (fields: [string, string][]) => multipartBody(fields);
    const check = (b: { payload: string; contentType: string }) => reason(read(b.payload, b.contentType, 7, limits));
    expect(await check(body([['a', 'x'.repeat(50)]]))).toBe('accepted');
    expect(await check(body([['a', 'x'.repeat(51)]]))).toBe('413 field_too_large');
    expect(await check(body([[`n${'x'.repeat(MULTIPART_LIMITS.fieldNameSize)}`, '1']]))).toBe('413 field_too_large');
    expect(await check(body([['a', '1'], ['b', '2'], ['c', '3'], ['d', '4']]))).toBe('413 too_many_fields');
    expect(await check(body(Array.from({ length: 9 }, (_, i) => [`f${i}`, 'x'.repeat(40)] as [string, string])))).toBe('413 too_large');
    const upload = '--B\r\nContent-Disposition: form-data; name="f"; filename="a.php"\r\nContent-Type: text/plain\r\n\r\n<?php\r\n--B--\r\n';
    expect(await reason(read(upload, 'multipart/form-data; boundary=B', 7, limits))).toBe('413 upload');
    expect(await reason(read('--B\r\nContent-Disposition: form-data; name="a"\r\n\r\n1', 'multipart/form-data; boundary=B'))).toBe('400 malformed');
    expect(await reason(read('a=1', 'multipart/form-data'))).toBe('400 malformed');
  });

  it('counts the bytes it is sent, not the Content-Length it is told', async () => {
    const { payload, contentType } = multipartBody([['a', 'x'.repeat(40)], ['b', 'x'.repeat(40)]]);
    const stream = Readable.from([Buffer.from(payload)]);
    const refused = readMultipartFields(stream, { 'content-type': contentType, 'content-length': '10' }, { ...MULTIPART_LIMITS, body: 100 });
    expect(await reason(refused)).toBe('413 too_large');
  });
});

describe('throttle', () => {
  const minute = 60_000;
  const make = () => {
    const clock = { now: 0 };
    const throttle = new Throttle({ account: { limit: 3, windowMs: 15 * minute }, ip: { limit: 5, windowMs: 15 * minute } }, () => clock.now);
    return { clock, throttle };
  };

  it('holds a key back once it has `limit` failures in the window, until the oldest leaves it', () => {
    const { clock, throttle } = make();
    for (const at of [0, 1, 2]) {
      clock.now = at * minute;
      expect(throttle.retryAfter(['account:#1'])).toBe(0);
      throttle.fail(['account:#1']);
    }
    expect(throttle.retryAfter(['account:#1'])).toBe(13 * 60);
    expect(throttle.retryAfter(['account:#2'])).toBe(0);
    clock.now = 15 * minute;
    expect(throttle.retryAfter(['account:#1'])).toBe(0);
    throttle.fail(['account:#1']);
    expect(throttle.retryAfter(['account:#1'])).toBe(60);
  });

  it('answers the longest wait of its keys, each by its own rule, and forgets a cleared key', () => {
    const { throttle } = make();
    for (let i = 0; i < 3; i++) throttle.fail(['ip:1.2.3.4', 'account:#1']);
    expect(throttle.retryAfter(['ip:1.2.3.4'])).toBe(0);
    expect(throttle.retryAfter(['ip:1.2.3.4', 'account:#1'])).toBe(15 * 60);
    throttle.clear('account:#1');
    expect(throttle.retryAfter(['ip:1.2.3.4', 'account:#1'])).toBe(0);
  });

  it('prunes the keys whose failures have all expired', () => {
    const { clock, throttle } = make();
    for (let i = 0; i < 1000; i++) throttle.fail(['account:#1', `account:x${i}`]);
    expect(throttle.size).toBe(1001);
    clock.now = 16 * minute;
    throttle.prune();
    expect(throttle.size).toBe(0);
  });
});
