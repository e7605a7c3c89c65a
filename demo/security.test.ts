import Database from 'better-sqlite3';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BRIEF_SESSION_TTL_MS, MAX_PENDING_SESSIONS, SESSION_TTL_MS } from './db/sessions';
import { SWEEP_INTERVAL_MS } from './server';
import { browse, CookieJar, hiddenValue, multipartBody, startShop, TEST_PASSWORD_COST, type TestShop } from './test-helpers';

let shop: TestShop;
afterEach(() => shop?.close());

/** Direct access to the shop's database, to arrange stock the way time would. */
const db = (s: TestShop) => new Database(join(s.dir, 'data', 'shop.sqlite'));
const simpleInStock = (s: TestShop): { id: number; stock: number } => {
  const conn = db(s);
  const row = conn
    .prepare(`SELECT id, stock_quantity AS stock FROM products WHERE type = 'simple' AND stock_status = 'instock' AND stock_quantity >= 10 ORDER BY id LIMIT 1`)
    .get() as { id: number; stock: number };
  conn.close();
  return row;
};

async function register(email: string, password: string): Promise<void> {
  const page = await browse(shop, '/my-account/');
  await browse(shop, '/my-account/', {
    form: { email, password, register: '1', 'woocommerce-register-nonce': hiddenValue(page.body, 'woocommerce-register-nonce') },
  });
}

describe('stored passwords', () => {
  const hashOf = (s: TestShop, email: string): string => {
    const conn = db(s);
    const { hash } = conn.prepare('SELECT password_hash AS hash FROM users WHERE email = ?').get(email) as { hash: string };
    conn.close();
    return hash;
  };

  it('are hashed at the cost the server is given: the tests’ low one', async () => {
    shop = await startShop();
    await register('an@example.com', 'mat-khau-dung-123');
    expect(hashOf(shop, 'an@example.com')).toMatch(new RegExp(`^scrypt\\$${TEST_PASSWORD_COST}\\$8\\$1\\$`));
  });

  // Two hashes at the production cost (the demo customer's and this one): slow on a busy machine.
  it('are hashed at the production cost when the server is given none', { timeout: 60_000 }, async () => {
    shop = await startShop({ passwordCost: undefined });
    await register('an@example.com', 'mat-khau-dung-123');
    expect(hashOf(shop, 'an@example.com')).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(hashOf(shop, 'khachhang@example.com')).toMatch(/^scrypt\$16384\$8\$1\$/);
  });
});

describe('forms of visitors without a session', () => {
  const logIn = (s: TestShop, nonce: string, headers: Record<string, string> = {}) =>
    browse(s, '/my-account/', { form: { username: 'ke-gian@example.com', password: 'mat-khau-ke-gian', login: '1', 'woocommerce-login-nonce': nonce }, headers });
  const newVisitor = (s: TestShop): TestShop => ({ ...s, jar: new CookieJar() });

  it('carry nonces of their own: a login form posted with another visitor’s nonce is refused (login CSRF)', async () => {
    shop = await startShop();
    await register('ke-gian@example.com', 'mat-khau-ke-gian');
    const attacker = newVisitor(shop);
    const attackerNonce = hiddenValue((await browse(attacker, '/my-account/')).body, 'woocommerce-login-nonce');
    const victim = newVisitor(shop);
    const victimNonce = hiddenValue((await browse(victim, '/my-account/')).body, 'woocommerce-login-nonce');
    expect(victimNonce).not.toBe(attackerNonce);
    expect(victim.jar.get('shop_visitor')).toMatch(/^[\w-]{43}$/);

    for (const target of [victim, newVisitor(shop)]) {
      const forged = await logIn(target, attackerNonce);
      expect(forged.statusCode).toBe(403);
      expect((await browse(target, '/my-account/')).body).toContain('id="customer_login"');
    }
    expect((await logIn(victim, victimNonce)).statusCode).toBe(303);
    expect((await browse(victim, '/my-account/')).body).not.toContain('id="customer_login"');
  });

  it('still work when a session started meanwhile, in another tab', async () => {
    shop = await startShop();
    const { id } = simpleInStock(shop);
    await register('ke-gian@example.com', 'mat-khau-ke-gian');
    const visitor = newVisitor(shop);
    const nonce = hiddenValue((await browse(visitor, '/my-account/')).body, 'woocommerce-login-nonce');
    await browse(visitor, `/shop/?add-to-cart=${id}`);
    expect((await logIn(visitor, nonce)).statusCode).toBe(303);
  });
});

describe('requests from another site', () => {
  const contact = async (s: TestShop, headers: Record<string, string>) => {
    const nonce = hiddenValue((await browse(s, '/contact/')).body, '_wpnonce');
    return browse(s, '/contact/', { form: { _wpnonce: nonce, name: 'An', email: 'an@example.com', message: 'Xin báo giá' }, headers });
  };

  it('are refused when they change something, with a page that says why, whatever their nonce', async () => {
    shop = await startShop();
    const refused: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { origin: 'http://localhost.evil.example' },
      { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
      { 'sec-fetch-site': 'same-site', origin: 'https://blog.localhost' },
    ];
    for (const headers of refused) {
      const res = await contact(shop, headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.body).toContain('Yêu cầu này được gửi từ một trang web khác nên đã bị từ chối.');
    }
    const en = await browse(shop, '/contact/?lang=en', { form: { name: 'An' }, headers: { 'sec-fetch-site': 'cross-site' } });
    expect(en.body).toContain('This request was sent from another website, so it was refused.');
    // Before the body is read: an upload from another site is refused as cross-site, not as too large.
    const upload = await shop.app.inject({
      method: 'POST',
      url: '/contact/',
      headers: { origin: 'https://evil.example', 'content-type': 'multipart/form-data; boundary=B' },
      payload: '--B\r\nContent-Disposition: form-data; name="f"; filename="a.txt"\r\n\r\nhi\r\n--B--\r\n',
    });
    expect(upload.statusCode).toBe(403);
  });

  it('are accepted from the shop itself, from clients that are not browsers, and as links from anywhere', async () => {
    shop = await startShop();
    const accepted: Record<string, string>[] = [{}, { 'sec-fetch-site': 'same-origin', origin: 'http://localhost' }, { origin: 'http://localhost' }, { 'sec-fetch-site': 'none' }];
    for (const headers of accepted) {
      expect((await contact(shop, headers)).statusCode, JSON.stringify(headers)).toBe(303);
    }
    expect((await browse(shop, '/shop/', { headers: { 'sec-fetch-site': 'cross-site' } })).statusCode).toBe(200);
  });

  it('are accepted from the configured site address, as a proxy in front passes them', async () => {
    shop = await startShop({ siteUrl: 'https://shop.example.vn/' });
    expect((await contact(shop, { origin: 'https://shop.example.vn' })).statusCode).toBe(303);
    expect((await contact(shop, { origin: 'http://shop.example.vn.evil.example' })).statusCode).toBe(403);
  });
});

describe('wrong passwords', () => {
  const logIn = async (s: TestShop, username: string, password: string, init: { url?: string; remoteAddress?: string } = {}) => {
    const nonce = hiddenValue((await browse(s, '/my-account/')).body, 'woocommerce-login-nonce');
    const res = await s.app.inject({
      method: 'POST',
      url: init.url ?? '/my-account/',
      headers: { cookie: s.jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username, password, login: '1', 'woocommerce-login-nonce': nonce }).toString(),
      ...(init.remoteAddress ? { remoteAddress: init.remoteAddress } : {}),
    });
    s.jar.store(res);
    return res;
  };

  it('are limited per account: past 5 in 15 minutes a login is refused with 429, a translated notice and Retry-After', async () => {
    shop = await startShop();
    await register('an@example.com', 'mat-khau-dung-123');
    await browse(shop, /href="(\/my-account\/customer-logout\/\?_wpnonce=[0-9a-f]{10})"/.exec((await browse(shop, '/my-account/')).body)![1]!);
    for (let i = 0; i < 5; i++) {
      const wrong = await logIn(shop, i % 2 ? 'AN@example.com' : 'an', 'sai-mat-khau', { remoteAddress: `10.0.0.${i + 1}` });
      expect(wrong.statusCode).toBe(200);
      expect(wrong.body).toContain('Tên tài khoản hoặc mật khẩu không đúng.');
    }
    const refused = await logIn(shop, 'an@example.com', 'mat-khau-dung-123', { remoteAddress: '10.0.0.9' });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    expect(refused.body).toContain('Mật khẩu đã bị nhập sai quá nhiều lần. Vui lòng thử lại sau 15 phút.');
    expect((await browse(shop, '/my-account/')).body).toContain('id="customer_login"');
    const english = await logIn(shop, 'an@example.com', 'mat-khau-dung-123', { url: '/my-account/?lang=en' });
    expect(english.statusCode).toBe(429);
    expect(english.body).toContain('Too many wrong passwords. Please try again in 15 min.');
  });

  it('are limited per IP across accounts, and only for that IP', async () => {
    shop = await startShop();
    for (let i = 0; i < 20; i++) expect((await logIn(shop, `khach${i}@example.com`, 'sai-mat-khau')).statusCode).toBe(200);
    expect((await logIn(shop, 'khach-moi@example.com', 'sai-mat-khau')).statusCode).toBe(429);
    expect((await logIn(shop, 'khach-moi@example.com', 'sai-mat-khau', { remoteAddress: '10.0.0.2' })).statusCode).toBe(200);
  });

  it('count against the current-password check of the account details too', async () => {
    shop = await startShop();
    await register('ba@example.com', 'mat-khau-dung-123');
    const change = async (current: string) => {
      const edit = await browse(shop, '/my-account/edit-account/');
      return browse(shop, '/my-account/edit-account/', {
        form: {
          account_display_name: 'ba',
          account_email: 'ba@example.com',
          password_current: current,
          password_1: 'mat-khau-moi-456',
          password_2: 'mat-khau-moi-456',
          'save-account-details-nonce': hiddenValue(edit.body, 'save-account-details-nonce'),
        },
      });
    };
    for (let i = 0; i < 5; i++) expect((await change('doan-mo')).body).toContain('Mật khẩu hiện tại không đúng.');
    const refused = await change('mat-khau-dung-123');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });
});

describe('personal pages', () => {
  const cacheOf = async (s: TestShop, url: string) => (await browse(s, url)).headers['cache-control'];
  const PRIVATE = 'private, no-store';

  it('are private and never stored: cart, checkout, account, forms, and every page once there is a cart or a login', async () => {
    shop = await startShop();
    const { id } = simpleInStock(shop);
    expect(await cacheOf(shop, '/shop/')).toBe('no-cache, must-revalidate, max-age=0');
    expect(await cacheOf(shop, '/')).toBe('no-cache, must-revalidate, max-age=0');
    for (const url of ['/cart/', '/checkout/', '/my-account/', '/my-account/lost-password/', '/contact/']) expect(await cacheOf(shop, url), url).toBe(PRIVATE);
    await browse(shop, `/shop/?add-to-cart=${id}`);
    for (const url of ['/', '/shop/', '/khong-co-trang-nay/']) expect(await cacheOf(shop, url), url).toBe(PRIVATE);

    const member = { ...shop, jar: new CookieJar() };
    const page = await browse(member, '/my-account/');
    await browse(member, '/my-account/', { form: { email: 'tu@example.com', password: 'mat-khau-dung-123', register: '1', 'woocommerce-register-nonce': hiddenValue(page.body, 'woocommerce-register-nonce') } });
    for (const url of ['/', '/shop/', '/my-account/orders/']) expect(await cacheOf(member, url), url).toBe(PRIVATE);
  });
});

describe('the content security policy', () => {
  it('is sent with every page, whose markup has no inline script or event handler for it to refuse', async () => {
    shop = await startShop();
    const { id } = simpleInStock(shop);
    await browse(shop, `/?add-to-cart=${id}`);
    const product = /href="(\/product\/[^"]+\/)"/.exec((await browse(shop, '/shop/')).body)![1]!;
    const policies = new Set<string | undefined>();
    for (const url of ['/', '/shop/', product, '/cart/', '/checkout/', '/my-account/', '/contact/', '/khong-co/', '/dev/outbox']) {
      const res = await browse(shop, url);
      policies.add(res.headers['content-security-policy'] as string | undefined);
      const scripts = [...res.body.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]!);
      expect(scripts.filter((attrs) => !/type="application\/json"/.test(attrs) && !/type="module" src="\/assets\//.test(attrs)), url).toEqual([]);
      expect(res.body, url).not.toMatch(/<[^>]+\son[a-z]+=/i);
      expect(res.body, url).not.toMatch(/<style\b|javascript:/i);
    }
    expect(policies.size).toBe(1);
    const policy = [...policies][0] ?? '';
    const directives = Object.fromEntries(policy.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name, values.join(' ')]));
    expect(directives).toEqual({
      'default-src': "'self'",
      'script-src': "'self'",
      'style-src': "'self'",
      'style-src-attr': "'unsafe-inline'",
      'object-src': "'none'",
      'base-uri': "'self'",
      'frame-ancestors': "'self'",
      'form-action': "'self'",
    });
  });
});

describe('expired sessions', () => {
  it('are purged hourly, by a timer that stops when the server closes', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      shop = await startShop();
      const conn = db(shop);
      const count = () => (conn.prepare('SELECT COUNT(*) AS n FROM sessions').get() as { n: number }).n;
      const insert = conn.prepare("INSERT INTO sessions (id_hash, user_id, cart, created_at, expires_at) VALUES (?, NULL, '[]', ?, ?)");
      insert.run('het-han', Date.now() - 3e6, Date.now() - 1);
      insert.run('con-han', Date.now(), Date.now() + 3 * SWEEP_INTERVAL_MS);
      expect(count()).toBe(2);
      vi.advanceTimersByTime(SWEEP_INTERVAL_MS);
      expect(conn.prepare('SELECT id_hash FROM sessions').all()).toEqual([{ id_hash: 'con-han' }]);
      conn.close();
      expect(vi.getTimerCount()).toBe(1);
      await shop.close();
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('guest sessions', () => {
  type Row = { expiresAt: number; cookieExpiresAt: number | null; pendingIp: string | null; cart: string };
  const sessionRows = (s: TestShop): Row[] => {
    const conn = db(s);
    const rows = conn.prepare('SELECT expires_at AS expiresAt, cookie_expires_at AS cookieExpiresAt, pending_ip AS pendingIp, cart FROM sessions ORDER BY created_at').all() as Row[];
    conn.close();
    return rows;
  };
  /** An add to cart by a client that keeps no cookie: each one starts a session afresh. */
  const cookielessAdd = (s: TestShop, id: number, init: { remoteAddress?: string; query?: string } = {}) =>
    s.app.inject({
      method: 'POST',
      url: `/?wc-ajax=add_to_cart${init.query ?? ''}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=UTF-8' },
      payload: `product_id=${id}&quantity=1`,
      ...(init.remoteAddress ? { remoteAddress: init.remoteAddress } : {}),
    });

  it('started by a client that never sends its cookie back are at most 20 an address in an hour; past them, 429 with Retry-After', async () => {
    shop = await startShop();
    const { id } = simpleInStock(shop);
    for (let i = 0; i < MAX_PENDING_SESSIONS; i++) expect((await cookielessAdd(shop, id)).statusCode).toBe(200);
    const lastStarted = Date.now();
    for (let i = 0; i < 10; i++) {
      const refused = await cookielessAdd(shop, id);
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['set-cookie']).toBeUndefined();
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(BRIEF_SESSION_TTL_MS / 1000);
      expect(refused.body).toMatch(/Có quá nhiều giỏ hàng mới được tạo từ mạng của bạn mà chưa được dùng lại\. Vui lòng thử lại sau \d+ phút/);
    }
    const rows = sessionRows(shop);
    expect(rows).toHaveLength(MAX_PENDING_SESSIONS);
    for (const row of rows) {
      expect(row.pendingIp).toBe('127.0.0.1');
      // A cart keeps its cookie's two days, cookie back or not: it may be a shopper who added and left.
      expect(row.expiresAt).toBe(row.cookieExpiresAt);
      expect(row.expiresAt).toBeLessThanOrEqual(lastStarted + SESSION_TTL_MS);
      expect(JSON.parse(row.cart)).toHaveLength(1);
    }
    expect((await cookielessAdd(shop, id, { query: '&lang=en' })).body).toContain('Too many new carts were started from your network and not used again.');
    // Another address is not held back.
    expect((await cookielessAdd(shop, id, { remoteAddress: '203.0.113.9' })).statusCode).toBe(200);
  });

  it('of a shopper whose browser sends the cookie back keep the cart two days, however many others the address starts', async () => {
    shop = await startShop();
    const { id } = simpleInStock(shop);
    const start = Date.now();
    const added = await browse(shop, '/?wc-ajax=add_to_cart', { form: { product_id: String(id), quantity: '1' } });
    expect(added.statusCode).toBe(200);
    // The next thing the browser loads brings the cookie back; WooCommerce's cookie is still right, so none is sent.
    const next = await browse(shop, '/cart/');
    expect(String(next.headers['set-cookie'] ?? '')).not.toContain('wp_woocommerce_session_');
    const [row] = sessionRows(shop);
    expect(row!.pendingIp).toBeNull();
    expect(row!.expiresAt).toBeGreaterThanOrEqual(start + SESSION_TTL_MS);
    expect(row!.expiresAt).toBe(row!.cookieExpiresAt);

    // Clients at the same address that never send their cookie back fill the address's share: the shopper is not one of them.
    for (let i = 0; i < MAX_PENDING_SESSIONS; i++) expect((await cookielessAdd(shop, id)).statusCode).toBe(200);
    expect((await cookielessAdd(shop, id)).statusCode).toBe(429);
    const again = await browse(shop, '/?wc-ajax=add_to_cart', { form: { product_id: String(id), quantity: '1' } });
    expect(again.statusCode).toBe(200);
    expect((await browse(shop, '/cart/')).body).toMatch(/name="cart\[[0-9a-f]{32}\]\[qty\]"[^>]*value="2"/);

    // Emptied, the cart's session has an hour left.
    const key = /name="cart\[([0-9a-f]{32})\]\[qty\]"/.exec((await browse(shop, '/cart/')).body)![1]!;
    await browse(shop, '/?wc-ajax=remove_from_cart', { form: { cart_item_key: key } });
    const emptied = sessionRows(shop).find((r) => r.pendingIp === null)!;
    expect(emptied.expiresAt).toBeLessThanOrEqual(Date.now() + BRIEF_SESSION_TTL_MS);
  });

  it('are renewed in their last hour by a page or a cart answer, never by a picture or script any cache may keep', async () => {
    shop = await startShop();
    const { id } = simpleInStock(shop);
    await browse(shop, '/?wc-ajax=add_to_cart', { form: { product_id: String(id), quantity: '1' } });
    const picture = /src="(\/images\/product\/[^"]+)"/.exec((await browse(shop, '/cart/')).body)![1]!;
    // Two days on, as time would have it: less than an hour left.
    const soon = Date.now() + 10 * 60 * 1000;
    const conn = db(shop);
    conn.prepare('UPDATE sessions SET expires_at = ?, cookie_expires_at = ?').run(soon, soon);
    conn.close();
    for (const url of ['/assets/loader-T3ST.js', picture, '/favicon.svg']) {
      const res = await browse(shop, url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toMatch(/^public/);
      expect(res.headers['set-cookie'], url).toBeUndefined();
    }
    expect(sessionRows(shop)[0]).toMatchObject({ expiresAt: soon, cookieExpiresAt: soon });
    const before = Date.now();
    const fragments = await browse(shop, '/?wc-ajax=get_refreshed_fragments', { form: { time: String(before) } });
    const renewed = (fragments.cookies as Array<{ name: string; maxAge?: number }>).find((c) => c.name.startsWith('wp_woocommerce_session_'));
    expect(renewed?.maxAge).toBe(SESSION_TTL_MS / 1000);
    const [row] = sessionRows(shop);
    expect(row!.cookieExpiresAt).toBeGreaterThanOrEqual(before + SESSION_TTL_MS);
    expect(row!.expiresAt).toBe(row!.cookieExpiresAt);
  });

  it('with a cart stay their two days whether or not the cookie came back, are swept after them, and a shopper who comes back keeps theirs', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    try {
      shop = await startShop();
      const { id } = simpleInStock(shop);
      const start = Date.now();
      await browse(shop, '/?wc-ajax=add_to_cart', { form: { product_id: String(id), quantity: '1' } });
      await browse(shop, '/cart/');
      for (let i = 0; i < 5; i++) await cookielessAdd(shop, id);
      expect(sessionRows(shop)).toHaveLength(6);
      // An hour on: nothing with a cart is swept (a shopper may add and leave without another request).
      vi.setSystemTime(start + BRIEF_SESSION_TTL_MS);
      vi.advanceTimersByTime(SWEEP_INTERVAL_MS);
      expect(sessionRows(shop)).toHaveLength(6);
      // In the two days' last hour the shopper comes back: their cart is renewed; the others are swept at their end.
      vi.setSystemTime(start + SESSION_TTL_MS - BRIEF_SESSION_TTL_MS / 2);
      expect((await browse(shop, '/cart/')).body).toMatch(/name="cart\[[0-9a-f]{32}\]\[qty\]"[^>]*value="1"/);
      vi.setSystemTime(start + SESSION_TTL_MS + 60_000);
      vi.advanceTimersByTime(SWEEP_INTERVAL_MS);
      expect(sessionRows(shop)).toEqual([expect.objectContaining({ pendingIp: null })]);
      expect((await browse(shop, '/cart/')).body).toMatch(/name="cart\[[0-9a-f]{32}\]\[qty\]"[^>]*value="1"/);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('password reset links', () => {
  it('never take their host from the request', async () => {
    shop = await startShop();
    await register('victim@example.com', 'mat-khau-cu-123');
    const logout = /href="(\/my-account\/customer-logout\/\?_wpnonce=[0-9a-f]{10})"/.exec((await browse(shop, '/my-account/')).body)![1]!;
    await browse(shop, logout);
    const lost = await browse(shop, '/my-account/lost-password/');
    const nonce = hiddenValue(lost.body, 'woocommerce-lost-password-nonce');
    for (const headers of [{ host: 'evil.example' }, { 'x-forwarded-host': 'evil.example' }] as Record<string, string>[]) {
      await browse(shop, '/my-account/lost-password/', { form: { user_login: 'victim@example.com', 'woocommerce-lost-password-nonce': nonce }, headers });
    }
    const outbox = (await browse(shop, '/dev/outbox')).body;
    expect(outbox).toContain('/my-account/reset-password/?key=');
    expect(outbox).not.toContain('evil.example');
  });

  it('use the configured site URL when there is one', async () => {
    shop = await startShop({ siteUrl: 'https://shop.example.vn/' });
    await register('an@example.com', 'mat-khau-cu-123');
    const logout = /href="(\/my-account\/customer-logout\/\?_wpnonce=[0-9a-f]{10})"/.exec((await browse(shop, '/my-account/')).body)![1]!;
    await browse(shop, logout);
    const lost = await browse(shop, '/my-account/lost-password/');
    await browse(shop, '/my-account/lost-password/', {
      form: { user_login: 'an@example.com', 'woocommerce-lost-password-nonce': hiddenValue(lost.body, 'woocommerce-lost-password-nonce') },
    });
    expect((await browse(shop, '/dev/outbox')).body).toContain('https://shop.example.vn/my-account/reset-password/?key=');
  });

  /** A shop whose log lines are kept, and a reset link asked for there; the link's key, as the outbox table has it. */
  const resetWithLog = async (devOutbox: boolean): Promise<{ log: string[]; key: string }> => {
    const log: string[] = [];
    shop = await startShop({ devOutbox, logger: { level: 'trace', stream: { write: (line: string) => void log.push(line) } } });
    await register('an@example.com', 'mat-khau-cu-123');
    await browse(shop, /href="(\/my-account\/customer-logout\/\?_wpnonce=[0-9a-f]{10})"/.exec((await browse(shop, '/my-account/')).body)![1]!);
    const lost = await browse(shop, '/my-account/lost-password/');
    const sent = await browse(shop, '/my-account/lost-password/', {
      form: { user_login: 'an@example.com', 'woocommerce-lost-password-nonce': hiddenValue(lost.body, 'woocommerce-lost-password-nonce') },
    });
    expect(sent.body).toContain('Email khôi phục mật khẩu đã được gửi.');
    const conn = db(shop);
    const mails = conn.prepare('SELECT body FROM outbox').pluck().all() as string[];
    conn.close();
    const key = /reset-password\/\?key=([^&\s]+)/.exec(mails.join('\n'))?.[1] ?? '';
    expect(key).not.toBe('');
    return { log, key };
  };

  it('never go to the server log; the outbox shows them when it is on', async () => {
    const { log, key } = await resetWithLog(true);
    // The log was listening: the request itself is there.
    expect(log.some((line) => line.includes('POST /my-account/lost-password/ 200'))).toBe(true);
    expect(log.filter((line) => line.includes(key) || line.includes(decodeURIComponent(key)) || line.includes('reset-password/?'))).toEqual([]);
    expect(log.filter((line) => line.includes('an@example.com'))).toEqual([]);
    expect((await browse(shop, '/dev/outbox')).body).toContain(`/my-account/reset-password/?key=${key}`);
  });

  it('never go to the server log with the outbox off either', async () => {
    const { log, key } = await resetWithLog(false);
    expect(log.some((line) => line.includes('POST /my-account/lost-password/ 200'))).toBe(true);
    expect(log.filter((line) => line.includes(key) || line.includes(decodeURIComponent(key)) || line.includes('reset-password/?'))).toEqual([]);
    expect((await browse(shop, '/dev/outbox')).statusCode).toBe(404);
  });

  it('are not published at /dev/outbox unless the outbox is turned on', async () => {
    shop = await startShop({ devOutbox: false });
    expect((await browse(shop, '/dev/outbox')).statusCode).toBe(404);
  });
});

describe('cart quantities and stock', () => {
  it('refuses an absurd quantity on add to cart and on cart update', async () => {
    shop = await startShop();
    const { id } = simpleInStock(shop);
    const product = await browse(shop, `/?add-to-cart=${id}`);
    expect(product.statusCode).toBeLessThan(400);
    const cart = await browse(shop, '/cart/');
    const key = /name="cart\[([a-f0-9]{32})\]\[qty\]"/.exec(cart.body)![1]!;
    const nonce = hiddenValue(cart.body, 'woocommerce-cart-nonce');
    for (const qty of ['1e300', '99999999', '-5', '2.5']) {
      await browse(shop, '/cart/', { form: { [`cart[${key}][qty]`]: qty, 'woocommerce-cart-nonce': nonce, update_cart: '1' } });
      const after = await browse(shop, '/cart/');
      expect(hiddenValue(after.body.replace(/name="(cart\[[a-f0-9]{32}\]\[qty\])"[^>]*value="(\d+)"/, 'name="$1" value="$2"'), `cart[${key}][qty]`), qty).toBe('1');
      expect(after.body).not.toContain('Infinity');
    }
  });

  it('refuses a cart update above the stock, keeping the line as it was', async () => {
    shop = await startShop();
    const { id, stock } = simpleInStock(shop);
    await browse(shop, `/?add-to-cart=${id}`);
    const cart = await browse(shop, '/cart/');
    const key = /name="cart\[([a-f0-9]{32})\]\[qty\]"/.exec(cart.body)![1]!;
    await browse(shop, '/cart/', { form: { [`cart[${key}][qty]`]: String(stock + 1), 'woocommerce-cart-nonce': hiddenValue(cart.body, 'woocommerce-cart-nonce'), update_cart: '1' } });
    const after = await browse(shop, '/cart/');
    expect(after.body).toContain('không đủ hàng trong kho');
    expect(after.body).toMatch(new RegExp(`name="cart\\[${key}\\]\\[qty\\]"[^>]*value="1"|value="1"[^>]*name="cart\\[${key}\\]\\[qty\\]"`));
  });

  it('refuses a checkout whose item went out of stock meanwhile, and takes no stock', async () => {
    shop = await startShop();
    const { id } = simpleInStock(shop);
    await browse(shop, `/?add-to-cart=${id}`);
    const conn = db(shop);
    conn.prepare(`UPDATE products SET stock_quantity = 0, stock_status = 'outofstock' WHERE id = ?`).run(id);
    const checkout = await browse(shop, '/checkout/');
    const form: Record<string, string> = {
      billing_first_name: 'An',
      billing_last_name: 'Nguyễn',
      billing_phone: '0901234567',
      billing_email: 'an@example.com',
      billing_address_1: '12 Lê Lợi',
      billing_city: 'TP.HCM',
      'woocommerce-process-checkout-nonce': hiddenValue(checkout.body, 'woocommerce-process-checkout-nonce'),
    };
    const placed = await browse(shop, '/checkout/', { form });
    expect(placed.statusCode).toBe(200);
    expect(placed.body).toContain('không đủ hàng trong kho');
    // The demo customer's seeded orders aside, none.
    expect((conn.prepare('SELECT COUNT(*) AS n FROM orders WHERE user_id IS NULL').get() as { n: number }).n).toBe(0);
    expect((conn.prepare('SELECT stock_quantity AS s FROM products WHERE id = ?').get(id) as { s: number }).s).toBe(0);
    conn.close();
  });
});

describe('sessions and odd requests', () => {
  it('ends the other sessions when the password changes', async () => {
    shop = await startShop();
    await register('hai@example.com', 'mat-khau-cu-123');
    const other = { ...shop, jar: new (shop.jar.constructor as new () => typeof shop.jar)() };
    const login = await browse(other, '/my-account/');
    await browse(other, '/my-account/', {
      form: { username: 'hai@example.com', password: 'mat-khau-cu-123', login: '1', 'woocommerce-login-nonce': hiddenValue(login.body, 'woocommerce-login-nonce') },
    });
    expect((await browse(other, '/my-account/')).body).toContain('Xin chào');
    const edit = await browse(shop, '/my-account/edit-account/');
    await browse(shop, '/my-account/edit-account/', {
      form: {
        account_first_name: '',
        account_last_name: '',
        account_display_name: 'hai',
        account_email: 'hai@example.com',
        password_current: 'mat-khau-cu-123',
        password_1: 'mat-khau-moi-456',
        password_2: 'mat-khau-moi-456',
        'save-account-details-nonce': hiddenValue(edit.body, 'save-account-details-nonce'),
      },
    });
    expect((await browse(shop, '/my-account/')).body).toContain('Xin chào');
    expect((await browse(other, '/my-account/')).body).toContain('id="customer_login"');
  });

  it('answers repeated or non-ASCII parameters without a server error', async () => {
    shop = await startShop();
    for (const url of ['/?s=a&s=b', '/my-account/reset-password/?login=a&login=b&key=x', '/store-notice/dismiss/?id=x&redirect=/%E4%BD%A0']) {
      expect((await browse(shop, url)).statusCode, url).toBeLessThan(500);
    }
    const dismissed = await browse(shop, '/store-notice/dismiss/?id=x&redirect=/c%E1%BB%ADa-h%C3%A0ng/');
    expect(dismissed.headers['location']).toBe('/c%E1%BB%ADa-h%C3%A0ng/');
  });

  it('adds to the cart only from a page that answers: a refused (403) or missing (404) one changes nothing', async () => {
    shop = await startShop();
    const { id } = simpleInStock(shop);
    await browse(shop, `/shop/?add-to-cart=${id}`);
    const cart = await browse(shop, '/cart/');
    const lines = () => browse(shop, '/cart/').then((res) => [...res.body.matchAll(/name="cart\[([a-f0-9]{32})\]\[qty\]"[^>]*value="(\d+)"/g)].map((m) => `${m[1]}×${m[2]}`));
    const before = await lines();
    expect(before).toHaveLength(1);
    const cartNonce = hiddenValue(cart.body, 'woocommerce-cart-nonce');
    const refused: [string, () => Promise<{ statusCode: number }>][] = [
      ['cart update, bad nonce', () => browse(shop, '/cart/', { form: { 'woocommerce-cart-nonce': 'bad', 'add-to-cart': String(id), quantity: '3' } })],
      ['remove link, bad nonce', () => browse(shop, `/cart/?remove_item=${before[0]!.slice(0, 32)}&_wpnonce=bad&add-to-cart=${id}`)],
      ['contact, bad nonce', () => browse(shop, '/contact/', { form: { _wpnonce: 'bad', 'add-to-cart': String(id) } })],
      ['missing product', () => browse(shop, `/product/khong-co-san-pham-nay/?add-to-cart=${id}`)],
      ['missing shop page', () => browse(shop, `/shop/page/999/?add-to-cart=${id}`)],
      ['missing category', () => browse(shop, `/product-category/khong-co/?add-to-cart=${id}`)],
      ['missing page', () => browse(shop, `/khong-co-trang-nay/?add-to-cart=${id}`)],
    ];
    for (const [name, request] of refused) {
      const res = await request();
      expect(res.statusCode, name).toBeGreaterThanOrEqual(403);
      expect(await lines(), name).toEqual(before);
    }
    // Nor a form or page that has nothing to do with it.
    await browse(shop, '/cart/', { form: { 'woocommerce-cart-nonce': cartNonce, 'add-to-cart': String(id), update_cart: '1' } });
    await browse(shop, `/my-account/?add-to-cart=${id}`);
    expect(await lines()).toEqual(before);
    // The shop's own pages still do.
    for (const url of [`/?add-to-cart=${id}`, `/cart/?add-to-cart=${id}`]) await browse(shop, url);
    expect(await lines()).toEqual([before[0]!.replace(/×1$/, '×3')]);
  });

  it('never adds to the cart from an asset request', async () => {
    shop = await startShop();
    const { id } = simpleInStock(shop);
    const asset = await browse(shop, `/assets/loader-T3ST.js?add-to-cart=${id}`);
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['set-cookie']).toBeUndefined();
  });
});

describe('multipart form bodies', () => {
  const post = (s: TestShop, url: string, body: { payload: string; contentType: string }) =>
    s.app.inject({ method: 'POST', url, headers: { cookie: s.jar.header(), 'content-type': body.contentType }, payload: body.payload });

  it('are read in linear time: a 1 MB contact form is answered, and a page asked for alongside it too', async () => {
    shop = await startShop();
    const nonce = hiddenValue((await browse(shop, '/contact/')).body, '_wpnonce');
    // Part headers that repeat "content-disposition:" took the old parser 40 s a megabyte, blocking every request.
    const headers = 'content-disposition: '.repeat(Math.floor(1_000_000 / 21));
    const payload = `--XyZ\r\nContent-Disposition: form-data; name="_wpnonce"\r\n\r\n${nonce}\r\n--XyZ\r\n${headers}\r\n\r\nx\r\n--XyZ--\r\n`;
    const [contact, page] = await Promise.all([
      post(shop, '/contact/', { payload, contentType: 'multipart/form-data; boundary=XyZ' }),
      browse(shop, '/shop/'),
    ]);
    expect(page.statusCode).toBe(200);
    expect(contact.statusCode).toBe(200);
    expect(contact.body).toContain('Họ và tên là mục bắt buộc.');
  });

  it('past a limit get 413 and a page that says which; an unreadable one 400', async () => {
    shop = await startShop();
    const nonce = hiddenValue((await browse(shop, '/contact/')).body, '_wpnonce');
    const contact = { _wpnonce: nonce, name: 'An', email: 'an@example.com' };
    const cases: [string, { payload: string; contentType: string }, number, string][] = [
      ['whole body', multipartBody({ ...contact, message: 'x'.repeat(60_000), m2: 'x'.repeat(60_000), ...Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`m${i + 3}`, 'x'.repeat(60_000)])) }), 413, 'vượt quá 1 MB'],
      ['one field', multipartBody({ ...contact, message: 'x'.repeat(70_000) }), 413, 'dài quá 64 KB'],
      ['field count', multipartBody(Array.from({ length: 600 }, (_, i) => [`f${i}`, '1'] as [string, string])), 413, 'quá nhiều ô'],
      ['a file', { payload: '--B\r\nContent-Disposition: form-data; name="f"; filename="a.txt"\r\n\r\nhi\r\n--B--\r\n', contentType: 'multipart/form-data; boundary=B' }, 413, 'không nhận tệp tải lên'],
      ['no boundary', { payload: 'a=1', contentType: 'multipart/form-data' }, 400, 'không đọc được dữ liệu biểu mẫu'],
    ];
    for (const [name, body, status, text] of cases) {
      const res = await post(shop, '/contact/', body);
      expect(res.statusCode, name).toBe(status);
      expect(res.body, name).toContain(text);
    }
    const urlencoded = await browse(shop, '/contact/', { form: { ...contact, message: 'x'.repeat(1024 * 1024) } });
    expect(urlencoded.statusCode).toBe(413);
    expect(urlencoded.body).toContain('vượt quá 1 MB');
    const english = await post(shop, '/contact/?lang=en', multipartBody({ ...contact, message: 'x'.repeat(70_000) }));
    expect(english.body).toContain('A field of the form is longer than 64 KB.');
  });
});
