import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { browse, hiddenValue, startShop, type TestShop } from './test-helpers';

let shop: TestShop;
beforeEach(async () => {
  shop = await startShop();
});
afterEach(async () => shop.close());

const SIMPLE = '/product/bang-keo-trong-48mm-x-100-yard/';
const VARIABLE = '/product/thung-carton-dat-theo-kich-thuoc/';
const idOf = (html: string) => Number(/<button type="submit" name="add-to-cart" value="(\d+)"/.exec(html)![1]);
const cartKeys = (html: string) => [...html.matchAll(/name="cart\[([a-f0-9]{32})\]\[qty\]"/g)].map((m) => m[1]!);

describe('no-JS cart', () => {
  it('adds with ?add-to-cart=ID and sets WooCommerce cookies and an HttpOnly session', async () => {
    const id = idOf((await browse(shop, SIMPLE)).body);
    const res = await browse(shop, `/shop/?add-to-cart=${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div class="woocommerce-message" role="alert"><a href="/cart/" class="button wc-forward">Xem giỏ hàng</a> “Băng keo trong 48mm x 100 yard” đã được thêm vào giỏ hàng.</div>');
    const cookies = res.cookies as Array<{ name: string; value: string; httpOnly?: boolean; sameSite?: string; path?: string }>;
    expect(cookies.find((c) => c.name === 'woocommerce_items_in_cart')?.value).toBe('1');
    expect(cookies.find((c) => c.name === 'woocommerce_cart_hash')?.value).toMatch(/^[0-9a-f]{32}$/);
    const session = cookies.find((c) => c.name.startsWith('wp_woocommerce_session_'));
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe('Lax');
    expect(res.body).toContain('<strong class="cart-count" aria-hidden="true">1</strong>');
    expect(res.body).toContain('<span class="cart-price"><span class="woocommerce-Price-amount amount"><bdi>16.500');
    expect(res.body).toMatch(/<script type="application\/json" id="shop-islands-cart">\{"items":\[\{"key":"[0-9a-f]{32}","product_id":\d+,/);
    expect(res.body).toMatch(/<a href="\/cart\/\?remove_item=[0-9a-f]{32}&amp;_wpnonce=[0-9a-f]{10}" class="remove remove_from_cart_button"/);
  });

  it('adds from the single product form (urlencoded and multipart) and refuses out-of-stock products', async () => {
    const id = idOf((await browse(shop, SIMPLE)).body);
    const res = await browse(shop, SIMPLE, { form: { quantity: '3', 'add-to-cart': String(id) } });
    expect(res.body).toContain('3 × “Băng keo trong 48mm x 100 yard” đã được thêm vào giỏ hàng.');
    const before = shop.jar.values.get('woocommerce_cart_hash');
    const boundary = 'XyZ';
    const multi = await shop.app.inject({
      method: 'POST',
      url: SIMPLE,
      headers: { cookie: shop.jar.header(), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="quantity"\r\n\r\n2\r\n--${boundary}\r\nContent-Disposition: form-data; name="add-to-cart"\r\n\r\n${id}\r\n--${boundary}--\r\n`,
    });
    shop.jar.store(multi);
    expect(multi.body).toContain('2 × “Băng keo trong 48mm x 100 yard”');
    expect(shop.jar.values.get('woocommerce_cart_hash')).not.toBe(before);
    const cart = await browse(shop, '/cart/');
    expect(cart.body).toContain('class="input-text qty text" name="cart[');
    expect(cart.body).toMatch(/name="cart\[[0-9a-f]{32}\]\[qty\]"[^>]*value="5"/);

    const outOfStock = await browse(shop, '/product/thung-carton-5-lop-60x40x40-cm/');
    expect(outOfStock.body).toContain('<p class="stock out-of-stock">Hết hàng</p>');
    const oosId = /id="product-(\d+)"/.exec(outOfStock.body)![1];
    const refused = await browse(shop, `/shop/?add-to-cart=${oosId}`);
    expect(refused.body).toContain('<ul class="woocommerce-error" role="alert"><li>Bạn không thể thêm “Thùng carton 5 lớp 60x40x40 cm” vào giỏ hàng vì sản phẩm hiện đã hết hàng.</li></ul>');
  });

  it('adds a variation from the variations form by its attributes', async () => {
    const page = await browse(shop, VARIABLE);
    const parentId = hiddenValue(page.body, 'product_id');
    const res = await browse(shop, VARIABLE, {
      form: { 'attribute_pa_kich-thuoc': 'vua', 'attribute_pa_so-lop': '3-lop', quantity: '2', 'add-to-cart': parentId, product_id: parentId, variation_id: '0' },
    });
    expect(res.body).toContain('2 × “Thùng carton đặt theo kích thước” đã được thêm vào giỏ hàng.');
    const cart = await browse(shop, '/cart/');
    expect(cart.body).toContain('<dt>Kích thước:</dt><dd>Vừa 35x25x25 cm</dd><dt>Số lớp:</dt><dd>3 lớp</dd>');
    expect(cart.body).toContain('13.800'); // 2 × 6.900 sale price
    const missing = await browse(shop, VARIABLE, { form: { quantity: '1', 'add-to-cart': parentId, variation_id: '0' } });
    expect(missing.body).toContain('Vui lòng chọn các tùy chọn');
  });

  it('updates quantities and removes lines only with a valid nonce', async () => {
    const id = idOf((await browse(shop, SIMPLE)).body);
    await browse(shop, `/?add-to-cart=${id}`);
    let cart = await browse(shop, '/cart/');
    const [key] = cartKeys(cart.body);
    const nonce = hiddenValue(cart.body, 'woocommerce-cart-nonce');

    const forged = await browse(shop, '/cart/', { form: { [`cart[${key}][qty]`]: '9', update_cart: '1', 'woocommerce-cart-nonce': '0000000000' } });
    expect(forged.statusCode).toBe(403);
    expect(forged.body).toContain('Yêu cầu không hợp lệ');

    const updated = await browse(shop, '/cart/', { form: { [`cart[${key}][qty]`]: '4', update_cart: '1', 'woocommerce-cart-nonce': nonce } });
    expect(updated.statusCode).toBe(303);
    expect(updated.headers['location']).toBe('/cart/');
    cart = await browse(shop, '/cart/');
    expect(cart.body).toContain('Giỏ hàng đã được cập nhật.');
    expect(cart.body).toMatch(/\[qty\]"[^>]*value="4"/);
    expect(cart.body).toContain('<strong class="cart-count" aria-hidden="true">4</strong>');

    expect((await browse(shop, `/cart/?remove_item=${key}&_wpnonce=bad`)).statusCode).toBe(403);
    const removeHref = /href="(\/cart\/\?remove_item=[^"]+)" class="remove"/.exec(cart.body)![1]!.replace(/&amp;/g, '&');
    const removed = await browse(shop, removeHref);
    expect(removed.statusCode).toBe(303);
    // Removing the last line expires the cart cookies, as WooCommerce does.
    expect(shop.jar.values.has('woocommerce_items_in_cart')).toBe(false);
    expect(shop.jar.values.has('woocommerce_cart_hash')).toBe(false);
    cart = await browse(shop, '/cart/');
    expect(cart.body).toContain('Đã xóa “Băng keo trong 48mm x 100 yard” khỏi giỏ hàng.');
    expect(cart.body).toContain('Giỏ hàng của bạn hiện đang trống.');
  });

  it('keeps the cart cookies as WooCommerce does: sent when they change, expired with Max-Age=0 when the cart empties', async () => {
    const cartCookies = (res: { headers: Record<string, unknown> }) =>
      ([] as string[]).concat((res.headers['set-cookie'] as string[] | string | undefined) ?? []).filter((line) => line.startsWith('woocommerce_'));
    const id = idOf((await browse(shop, SIMPLE)).body);
    await browse(shop, `/shop/?add-to-cart=${id}`);
    const hash = shop.jar.values.get('woocommerce_cart_hash');
    // Another add: the items cookie is already right, only the hash changes (recorded exchange 23).
    const again = await browse(shop, SIMPLE, { form: { quantity: '2', 'add-to-cart': String(id) } });
    expect(cartCookies(again)).toEqual([`woocommerce_cart_hash=${shop.jar.values.get('woocommerce_cart_hash')}; Path=/; SameSite=Lax`]);
    expect(shop.jar.values.get('woocommerce_cart_hash')).not.toBe(hash);
    expect(cartCookies(await browse(shop, '/shop/'))).toEqual([]);
    // A hash cookie the cart no longer matches (changed in another browser tab's session, repriced) is put right by any page.
    shop.jar.values.set('woocommerce_cart_hash', hash!);
    const healed = await browse(shop, '/');
    expect(cartCookies(healed)).toHaveLength(1);
    expect(shop.jar.values.get('woocommerce_cart_hash')).not.toBe(hash);

    const cart = await browse(shop, '/cart/');
    const removeHref = /href="(\/cart\/\?remove_item=[^"]+)" class="remove"/.exec(cart.body)![1]!.replace(/&amp;/g, '&');
    const removed = await browse(shop, removeHref);
    expect(cartCookies(removed).sort()).toEqual([
      expect.stringMatching(/^woocommerce_cart_hash=0; Max-Age=0; Path=\/; Expires=/),
      expect.stringMatching(/^woocommerce_items_in_cart=0; Max-Age=0; Path=\/; Expires=/),
    ]);
    // Leftover cookies of a cart that is gone are expired by the next page.
    shop.jar.values.set('woocommerce_items_in_cart', '1');
    expect(cartCookies(await browse(shop, '/shop/'))).toEqual([expect.stringMatching(/^woocommerce_items_in_cart=0; Max-Age=0;/)]);
    expect(cartCookies(await browse(shop, '/shop/'))).toEqual([]);
  });

  it('sells a sold-individually product one at a time, without JavaScript too', async () => {
    const url = '/product/dich-vu-giao-hang-hoa-toc-1-gio/';
    const page = await browse(shop, url);
    expect(page.body).toMatch(/name="quantity"[^>]*min="1" max="1"/);
    const id = String(idOf(page.body));
    expect((await browse(shop, url, { form: { quantity: '3', 'add-to-cart': id } })).body).toContain('“Dịch vụ giao hàng hoả tốc 1 giờ” đã được thêm vào giỏ hàng.');
    expect((await browse(shop, `/shop/?add-to-cart=${id}`)).body).toContain('Bạn không thể thêm một “Dịch vụ giao hàng hoả tốc 1 giờ” khác vào giỏ hàng.');
    const cart = await browse(shop, '/cart/');
    expect(cart.body).toMatch(/name="cart\[[0-9a-f]{32}\]\[qty\]"[^>]*min="0" max="1"[^>]*value="1"/);
    const [key] = cartKeys(cart.body);
    await browse(shop, '/cart/', { form: { [`cart[${key}][qty]`]: '2', update_cart: '1', 'woocommerce-cart-nonce': hiddenValue(cart.body, 'woocommerce-cart-nonce') } });
    expect((await browse(shop, '/cart/')).body).toMatch(/\[qty\]"[^>]*value="1"/);
  });

  it('places an order at checkout and shows the order-received page', async () => {
    const id = idOf((await browse(shop, SIMPLE)).body);
    await browse(shop, SIMPLE, { form: { quantity: '2', 'add-to-cart': String(id) } });
    const checkout = await browse(shop, '/checkout/');
    const nonce = hiddenValue(checkout.body, 'woocommerce-process-checkout-nonce');
    const invalid = await browse(shop, '/checkout/', { form: { 'woocommerce-process-checkout-nonce': nonce, billing_first_name: 'An' } });
    expect(invalid.statusCode).toBe(200);
    expect(invalid.body).toContain('Địa chỉ là mục bắt buộc.');
    const placed = await browse(shop, '/checkout/', {
      form: {
        'woocommerce-process-checkout-nonce': nonce,
        billing_first_name: 'An',
        billing_last_name: 'Nguyễn',
        billing_address_1: '1 Lê Lợi',
        billing_city: 'TP.HCM',
        billing_phone: '0901234567',
        billing_email: 'an@example.com',
        payment_method: 'cod',
      },
    });
    expect(placed.statusCode).toBe(303);
    const location = placed.headers['location'] as string;
    expect(location).toMatch(/^\/checkout\/order-received\/\d+\/\?key=wc_order_/);
    const received = await browse(shop, location);
    expect(received.body).toContain('Cảm ơn bạn. Đơn hàng của bạn đã được nhận.');
    expect(received.body).toContain('33.000'); // 2 × 16.500
    expect(shop.jar.values.has('woocommerce_items_in_cart')).toBe(false);
    expect((await browse(shop, location.replace(/key=.*/, 'key=wrong'))).statusCode).toBe(404);
  });
});
