import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { browse, hiddenValue, startShop, TEST_PASSWORD_COST, type TestShop } from './test-helpers';

let shop: TestShop;
beforeEach(async () => {
  shop = await startShop();
});
afterEach(async () => shop.close());

type Cookie = { name: string; value: string; httpOnly?: boolean; sameSite?: string; path?: string; maxAge?: number; expires?: Date };

async function register(email: string, password: string) {
  const page = await browse(shop, '/my-account/');
  return browse(shop, '/my-account/', {
    form: { email, password, register: '1', 'woocommerce-register-nonce': hiddenValue(page.body, 'woocommerce-register-nonce') },
  });
}

describe('accounts', () => {
  it('shows login and register side by side, registers, logs out and logs in again', async () => {
    const page = await browse(shop, '/my-account/');
    expect(page.body).toContain('<div class="u-columns col2-set" id="customer_login">');
    expect(page.body).toContain('class="woocommerce-form woocommerce-form-login login"');
    expect(page.body).toContain('class="woocommerce-form woocommerce-form-register register"');

    const res = await register('lan@example.com', 'mat-khau-dai-123');
    expect(res.statusCode).toBe(303);
    const session = (res.cookies as Cookie[]).find((c) => c.name.startsWith('wp_woocommerce_session_'));
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe('Lax');

    const dashboard = await browse(shop, '/my-account/');
    expect(dashboard.body).toContain('Tài khoản đã được tạo. Chào mừng bạn!');
    expect(dashboard.body).toContain('Xin chào lan');
    expect((await browse(shop, '/my-account/orders/')).body).toContain('Chưa có đơn hàng nào.');
    expect((await browse(shop, '/my-account/edit-account/')).body).toContain('name="account_email"');

    const logoutHref = /href="(\/my-account\/customer-logout\/\?_wpnonce=[0-9a-f]{10})"/.exec(dashboard.body)![1]!;
    expect((await browse(shop, '/my-account/customer-logout/?_wpnonce=0000000000')).statusCode).toBe(403);
    const out = await browse(shop, logoutHref);
    expect(out.statusCode).toBe(303);
    expect(shop.jar.get('wp_woocommerce_session_')).toBeUndefined();
    expect((await browse(shop, '/my-account/')).body).toContain('id="customer_login"');

    const login = await browse(shop, '/my-account/');
    const nonce = hiddenValue(login.body, 'woocommerce-login-nonce');
    const wrong = await browse(shop, '/my-account/', { form: { username: 'lan@example.com', password: 'sai', login: '1', 'woocommerce-login-nonce': nonce } });
    expect(wrong.body).toContain('Tên tài khoản hoặc mật khẩu không đúng.');
    const ok = await browse(shop, '/my-account/', { form: { username: 'lan@example.com', password: 'mat-khau-dai-123', login: '1', 'woocommerce-login-nonce': nonce } });
    expect(ok.statusCode).toBe(303);
    expect((await browse(shop, '/my-account/')).body).toContain('Xin chào lan');
  });

  it('stores only a salted scrypt hash of the password', async () => {
    await register('hash@example.com', 'mat-khau-dai-123');
    const Database = (await import('better-sqlite3')).default;
    const { join } = await import('node:path');
    const db = new Database(join(shop.dir, 'data', 'shop.sqlite'), { readonly: true });
    const row = db.prepare('SELECT password_hash FROM users WHERE email = ?').get('hash@example.com') as { password_hash: string };
    db.close();
    // At the tests' cost (security.test.ts checks that a server told none stores the production one).
    expect(row.password_hash).toMatch(new RegExp(`^scrypt\\$${TEST_PASSWORD_COST}\\$8\\$1\\$[A-Za-z0-9+/=]+\\$[A-Za-z0-9+/=]+$`));
    expect(row.password_hash).not.toContain('mat-khau-dai-123');
  });

  it('rejects a login or register POST without a valid nonce', async () => {
    const res = await browse(shop, '/my-account/', { form: { email: 'x@example.com', password: 'mat-khau-dai-123', register: '1' } });
    expect(res.statusCode).toBe(403);
    expect(res.body).toContain('Mã bảo mật của biểu mẫu hoặc liên kết không hợp lệ');
  });

  it('resets a lost password with a one-time token from the outbox', async () => {
    await register('reset@example.com', 'mat-khau-cu-123');
    const logout = /href="(\/my-account\/customer-logout\/\?_wpnonce=[0-9a-f]{10})"/.exec((await browse(shop, '/my-account/')).body)![1]!;
    await browse(shop, logout);
    const lost = await browse(shop, '/my-account/lost-password/');
    const sent = await browse(shop, '/my-account/lost-password/', {
      form: { user_login: 'reset@example.com', wc_reset_password: 'true', 'woocommerce-lost-password-nonce': hiddenValue(lost.body, 'woocommerce-lost-password-nonce') },
    });
    expect(sent.body).toContain('Email khôi phục mật khẩu đã được gửi.');
    const outbox = await browse(shop, '/dev/outbox');
    const link = /(http:\/\/[^\s<]+\/my-account\/reset-password\/\?key=[^\s<]+)/.exec(outbox.body)![1]!.replace(/&amp;/g, '&');
    const url = new URL(link);
    expect((await browse(shop, `/my-account/reset-password/?key=wrong&login=${url.searchParams.get('login')}`)).body).toContain('không hợp lệ hoặc đã hết hạn');
    const form = await browse(shop, url.pathname + url.search);
    expect(form.body).toContain('name="password_1"');
    const done = await browse(shop, '/my-account/reset-password/', {
      form: {
        password_1: 'mat-khau-moi-456',
        password_2: 'mat-khau-moi-456',
        reset_key: hiddenValue(form.body, 'reset_key'),
        reset_login: hiddenValue(form.body, 'reset_login'),
        wc_reset_password: 'true',
        'woocommerce-reset-password-nonce': hiddenValue(form.body, 'woocommerce-reset-password-nonce'),
      },
    });
    expect(done.body).toContain('Mật khẩu của bạn đã được đặt lại.');
    // The token works once.
    expect((await browse(shop, url.pathname + url.search)).body).toContain('không hợp lệ hoặc đã hết hạn');
    const login = await browse(shop, '/my-account/');
    const ok = await browse(shop, '/my-account/', {
      form: { username: 'reset@example.com', password: 'mat-khau-moi-456', login: '1', 'woocommerce-login-nonce': hiddenValue(login.body, 'woocommerce-login-nonce') },
    });
    expect(ok.statusCode).toBe(303);
  });
});

/** Logs out through the dashboard's nonce'd link. */
async function logOut() {
  const logout = /href="(\/my-account\/customer-logout\/\?_wpnonce=[0-9a-f]{10})"/.exec((await browse(shop, '/my-account/')).body)![1]!;
  await browse(shop, logout);
}

/** Asks for a reset link and returns the path of the one the outbox received. */
async function resetLink(login: string): Promise<string> {
  const lost = await browse(shop, '/my-account/lost-password/');
  await browse(shop, '/my-account/lost-password/', {
    form: { user_login: login, wc_reset_password: 'true', 'woocommerce-lost-password-nonce': hiddenValue(lost.body, 'woocommerce-lost-password-nonce') },
  });
  const link = /(http:\/\/[^\s<]+\/my-account\/reset-password\/\?key=[^\s<]+)/.exec((await browse(shop, '/dev/outbox')).body)![1]!.replace(/&amp;/g, '&');
  const url = new URL(link);
  return url.pathname + url.search;
}

async function resetTo(path: string, password: string, confirm = password) {
  const form = await browse(shop, path);
  return browse(shop, '/my-account/reset-password/', {
    form: {
      password_1: password,
      password_2: confirm,
      reset_key: hiddenValue(form.body, 'reset_key'),
      reset_login: hiddenValue(form.body, 'reset_login'),
      wc_reset_password: 'true',
      'woocommerce-reset-password-nonce': hiddenValue(form.body, 'woocommerce-reset-password-nonce'),
    },
  });
}

const WEAK = 'Mật khẩu quá yếu. Vui lòng nhập mật khẩu mạnh hơn';
const errors = (html: string) => [...html.matchAll(/<li>([^<]*)<\/li>/g)].map((m) => m[1]!).filter((text) => /Mật khẩu|password/i.test(text));

describe('the server’s password strength check (the meter’s rules, for visitors without JavaScript)', () => {
  it('refuses a weak password at registration, says why in Vietnamese, and keeps the e-mail but not the password', async () => {
    const res = await register('lan@example.com', 'password123');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(WEAK);
    expect(res.body).toContain('value="lan@example.com"');
    expect(res.body).not.toContain('password123');
    expect(shop.jar.get('wp_woocommerce_session_')).toBeUndefined();
    const empty = await register('lan@example.com', '');
    expect(empty.body).toContain('Vui lòng nhập mật khẩu.');
  });

  it('counts the form’s values as blacklist words, as the meter does: the e-mail’s name is no password', async () => {
    // Strong enough alone; not beside the same e-mail.
    const { passwordScore } = await import('../src/password/strength');
    expect(passwordScore('nguyenvanhung2024')).toBeGreaterThanOrEqual(3);
    const res = await register('nguyenvanhung@example.com', 'nguyenvanhung2024');
    expect(res.body).toContain(WEAK);
    expect((await register('nguyenvanhung@example.com', 'Xe-day-hang-2025!')).statusCode).toBe(303);
  });

  it('says it in English on an English page', async () => {
    const page = await browse(shop, '/my-account/?lang=en');
    const res = await browse(shop, '/my-account/?lang=en', {
      form: { email: 'en@example.com', password: 'qwerty123', register: '1', 'woocommerce-register-nonce': hiddenValue(page.body, 'woocommerce-register-nonce') },
    });
    expect(res.body).toContain('The password is too weak. Please enter a stronger password');
  });

  it('refuses a weak new password in the account details, keeping what was typed but the passwords', async () => {
    await register('binh@example.com', 'mat-khau-dai-123');
    const edit = await browse(shop, '/my-account/edit-account/');
    const form = {
      account_first_name: 'Bình',
      account_last_name: 'Trần',
      account_display_name: 'Bình Trần',
      account_email: 'binh@example.com',
      password_current: 'mat-khau-dai-123',
      password_1: 'binhtran1',
      password_2: 'binhtran1',
      'save-account-details-nonce': hiddenValue(edit.body, 'save-account-details-nonce'),
    };
    const weak = await browse(shop, '/my-account/edit-account/', { form });
    expect(errors(weak.body)).toEqual([expect.stringContaining(WEAK)]);
    expect(weak.body).toContain('value="Bình"');
    expect(weak.body).toContain('value="Trần"');
    expect(weak.body).not.toContain('binhtran1');
    expect(weak.body).not.toContain('mat-khau-dai-123');
    // Nothing was saved.
    expect((await browse(shop, '/my-account/edit-account/')).body).not.toContain('value="Trần"');

    const mismatch = await browse(shop, '/my-account/edit-account/', { form: { ...form, password_1: 'Xe-day-hang-2025!', password_2: 'Xe-day-hang-2026!' } });
    expect(errors(mismatch.body)).toEqual(['Mật khẩu mới không khớp.']);
    const strong = await browse(shop, '/my-account/edit-account/', { form: { ...form, password_1: 'Xe-day-hang-2025!', password_2: 'Xe-day-hang-2025!' } });
    expect(strong.statusCode).toBe(303);
    await logOut();
    const login = await browse(shop, '/my-account/');
    const ok = await browse(shop, '/my-account/', {
      form: { username: 'binh@example.com', password: 'Xe-day-hang-2025!', login: '1', 'woocommerce-login-nonce': hiddenValue(login.body, 'woocommerce-login-nonce') },
    });
    expect(ok.statusCode).toBe(303);
  });

  it('refuses a weak password on reset and leaves the link usable', async () => {
    await register('chi@example.com', 'mat-khau-dai-123');
    await logOut();
    const link = await resetLink('chi@example.com');
    const weak = await resetTo(link, '12345678');
    expect(weak.body).toContain(WEAK);
    expect(weak.body).toContain('name="reset_key"');
    expect((await resetTo(link, 'Xe-day-hang-2025!', 'khac')).body).toContain('Mật khẩu mới không khớp.');
    const done = await resetTo(link, 'Xe-day-hang-2025!');
    expect(done.body).toContain('Mật khẩu của bạn đã được đặt lại.');
  });

  it('lets a guest open an account at the checkout, the order theirs, a weak password passing as on WooCommerce’s checkout', async () => {
    const id = /data-product_id="(\d+)"/.exec((await browse(shop, '/shop/')).body)![1]!;
    await browse(shop, `/?add-to-cart=${id}`);
    const checkout = await browse(shop, '/checkout/');
    expect(checkout.body).toContain('id="createaccount"');
    expect(checkout.body).toMatch(/<input type="password" [^>]*id="account_password" name="account_password" autocomplete="new-password"/i);
    const form = {
      billing_first_name: 'Dung',
      billing_last_name: 'Lê',
      billing_phone: '0901234567',
      billing_email: 'dung@example.com',
      billing_address_1: '12 Lê Lợi',
      billing_city: 'TP.HCM',
      payment_method: 'cod',
      createaccount: '1',
      account_password: '',
      'woocommerce-process-checkout-nonce': hiddenValue(checkout.body, 'woocommerce-process-checkout-nonce'),
    };
    const missing = await browse(shop, '/checkout/', { form });
    expect(missing.body).toContain('Vui lòng nhập mật khẩu.');
    expect(missing.body).toMatch(/id="createaccount"[^>]*checked|checked=""[^>]*id="createaccount"/);
    const placed = await browse(shop, '/checkout/', { form: { ...form, account_password: 'dung1234' } });
    expect(placed.statusCode).toBe(303);
    const orders = await browse(shop, '/my-account/orders/');
    expect(orders.body.match(/<tr class="woocommerce-orders-table__row/g)).toHaveLength(1);
    // Taken now: a second guest with that e-mail is told to log in.
    await logOut();
    await browse(shop, `/?add-to-cart=${id}`);
    const again = await browse(shop, '/checkout/');
    const taken = await browse(shop, '/checkout/', { form: { ...form, account_password: 'Xe-day-hang-2025!', 'woocommerce-process-checkout-nonce': hiddenValue(again.body, 'woocommerce-process-checkout-nonce') } });
    expect(taken.body).toContain('Đã có tài khoản đăng ký với địa chỉ email của bạn.');
  });

  it('sends the meter its rules and the site name in the page config', async () => {
    const page = await browse(shop, '/my-account/');
    const config = JSON.parse(/<script type="application\/json" id="shop-islands-config">(.*?)<\/script>/.exec(page.body)![1]!) as Record<string, unknown>;
    expect(config['site_name']).toBe('Giao Vận Sài Gòn');
    expect(config['password']).toEqual({ min_strength: 3, stop_checkout: false });
  });
});

describe('my account', () => {
  it('shows the demo customer’s seeded orders, each cell titled for the stacked table', async () => {
    const link = await resetLink('khachhang@example.com');
    expect((await resetTo(link, 'Xe-day-hang-2025!')).body).toContain('Mật khẩu của bạn đã được đặt lại.');
    const login = await browse(shop, '/my-account/');
    await browse(shop, '/my-account/', {
      form: { username: 'khachhang@example.com', password: 'Xe-day-hang-2025!', login: '1', 'woocommerce-login-nonce': hiddenValue(login.body, 'woocommerce-login-nonce') },
    });
    const orders = (await browse(shop, '/my-account/orders/')).body;
    expect(orders).toContain('shop_table shop_table_responsive my_account_orders');
    expect(orders.match(/<tr class="woocommerce-orders-table__row/g)).toHaveLength(3);
    expect(orders.match(/data-title="Trạng thái"/g)).toHaveLength(3);
    expect(orders).toContain('Đã hoàn thành');
    expect(orders).toContain('Đang xử lý');
  });

  it('sends at most 3 reset mails an account in 15 minutes, then answers 429 with when to try again', async () => {
    await register('gui-nhieu@example.com', 'mat-khau-dai-123');
    await logOut();
    const ask = async () => {
      const lost = await browse(shop, '/my-account/lost-password/');
      return browse(shop, '/my-account/lost-password/', {
        form: { user_login: 'gui-nhieu@example.com', 'woocommerce-lost-password-nonce': hiddenValue(lost.body, 'woocommerce-lost-password-nonce') },
      });
    };
    for (let i = 0; i < 3; i++) expect((await ask()).statusCode).toBe(200);
    const refused = await ask();
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(800);
    expect(refused.body).toContain('Đã có quá nhiều yêu cầu đặt lại mật khẩu. Vui lòng thử lại sau 15 phút.');
    const mails = (await browse(shop, '/dev/outbox')).body.match(/<article class="outbox-mail">/g) ?? [];
    expect(mails).toHaveLength(3);
  });

  it('puts a nonce in every form that posts, and in the log-out link', async () => {
    const postForms = (html: string) => html.match(/<form\b[^>]*method="post"[\s\S]*?<\/form>/g) ?? [];
    const check = (html: string, where: string) => {
      const forms = postForms(html);
      expect(forms.length, where).toBeGreaterThan(0);
      for (const form of forms) expect(form, where).toMatch(/name="[^"]*(nonce|_wpnonce)[^"]*" value="[0-9a-f]{10}"/);
    };
    check((await browse(shop, '/my-account/')).body, 'login and register');
    check((await browse(shop, '/my-account/lost-password/')).body, 'lost password');
    await register('em@example.com', 'mat-khau-dai-123');
    check((await browse(shop, '/my-account/edit-account/')).body, 'account details');
    expect((await browse(shop, '/my-account/')).body).toMatch(/href="\/my-account\/customer-logout\/\?_wpnonce=[0-9a-f]{10}"/);
    await logOut();
    check((await browse(shop, await resetLink('em@example.com'))).body, 'reset password');
  });
});

describe('contact form and store notice', () => {
  it('has the form-embed mount point around a working no-JS form that stores messages', async () => {
    const page = await browse(shop, '/contact/');
    expect(page.body).toMatch(
      /<div data-island="form-embed" data-hydrate="visible"><script type="application\/json" data-island-props="">\{"portalId":"\d+","formId":"[0-9a-f-]{36}","formsBaseUrl":"http:\/\/[^"]+","captchaScriptUrl":"\/forms\/test-captcha\.js"\}<\/script><shop-islands-form-placeholder><template shadowrootmode="open">.*?<\/template><form method="post" action="\/contact\/"/,
    );
    const nonce = hiddenValue(page.body, '_wpnonce');
    const invalid = await browse(shop, '/contact/', { form: { name: '', email: 'khong-hop-le', message: '', _wpnonce: nonce } });
    expect(invalid.body).toContain('Họ và tên là mục bắt buộc.');
    expect(invalid.body).toContain('Địa chỉ email không hợp lệ.');
    const sent = await browse(shop, '/contact/', { form: { name: 'Bình', email: 'binh@example.com', phone: '0909', message: 'Báo giá 1000 thùng <b>gấp</b>', _wpnonce: nonce } });
    expect(sent.statusCode).toBe(303);
    expect((await browse(shop, sent.headers['location'] as string)).body).toContain('Cảm ơn bạn đã liên hệ');
    const { Messages } = await import('./db/messages');
    const Database = (await import('better-sqlite3')).default;
    const { join } = await import('node:path');
    const db = new Database(join(shop.dir, 'data', 'shop.sqlite'));
    expect(new Messages(db).contacts()).toEqual([{ id: 1, name: 'Bình', email: 'binh@example.com', phone: '0909', message: 'Báo giá 1000 thùng <b>gấp</b>' }]);
    db.close();
    expect((await browse(shop, '/contact/', { form: { name: 'x', email: 'x@example.com', message: 'y' } })).statusCode).toBe(403);
  });

  it('dismisses the store notice without JS and then omits the mount point', async () => {
    const page = await browse(shop, '/shop/');
    const mount = /<div data-island="store-notice" data-hydrate="idle"><script type="application\/json" data-island-props="">(.*?)<\/script><p class="woocommerce-store-notice demo_store" data-notice-id="([0-9a-f]{32})" role="region" aria-label="[^"]+">/.exec(page.body);
    expect(mount).not.toBeNull();
    const props = JSON.parse(mount![1]!) as { text: string; noticeId: string };
    expect(props.noticeId).toBe(mount![2]);
    const { createHash } = await import('node:crypto');
    expect(props.noticeId).toBe(createHash('md5').update(props.text).digest('hex'));

    const href = /href="(\/store-notice\/dismiss\/[^"]+)" class="woocommerce-store-notice__dismiss-link"/.exec(page.body)![1]!.replace(/&amp;/g, '&');
    const res = await browse(shop, href);
    expect(res.statusCode).toBe(303);
    expect(res.headers['location']).toBe('/shop/');
    const cookie = (res.cookies as Cookie[]).find((c) => c.name === `store_notice${props.noticeId}`)!;
    expect(cookie.value).toBe('hidden');
    expect(cookie.httpOnly).toBeFalsy();
    expect(cookie.maxAge).toBeUndefined();
    expect(cookie.expires).toBeUndefined();
    expect(cookie.path).toBe('/');
    expect(cookie.sameSite).toBe('Lax');
    const after = await browse(shop, '/shop/');
    expect(after.body).not.toContain('data-island="store-notice"');

    const offsite = await browse(shop, `/store-notice/dismiss/?id=${props.noticeId}&redirect=${encodeURIComponent('//evil.example/')}`);
    expect(offsite.headers['location']).toBe('/');
  });
});
