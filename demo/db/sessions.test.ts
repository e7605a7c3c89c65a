import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CartLine } from '../cart';
import { openDatabase, type Db } from './index';
import { BRIEF_SESSION_TTL_MS, MAX_PENDING_SESSIONS, SESSION_TTL_MS, Sessions, type Session } from './sessions';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const T0 = Date.UTC(2026, 5, 1, 8);
const LINE: CartLine = { key: '6512bd43d9caa6e02c990b0a82652dca', productId: 11, variationId: 0, variation: {}, quantity: 1 };

let dir: string;
let db: Db;
let sessions: Sessions;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'shop-sessions-'));
  db = openDatabase(dir);
  sessions = new Sessions(db);
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A guest session started at `now` from `ip`, as a first add does: its cart written in the same request. */
function startWithCart(ip: string, now: number, cart: CartLine[] = [LINE]): { token: string; session: Session } {
  const started = sessions.startGuest(ip, now);
  if ('retryAfter' in started) throw new Error(`refused: ${started.retryAfter} s`);
  if (cart.length) sessions.saveCart(started.session, cart);
  return started;
}

/** A request bringing the cookie back at `now`: what the server does before its handler runs. */
function comeBack(token: string, now: number): { session: Session | undefined; cookieSent: boolean } {
  const session = sessions.find(token, now);
  return { session, cookieSent: !!session && sessions.touch(session, now) !== undefined };
}

const rows = (): number => (db.prepare('SELECT COUNT(*) AS n FROM sessions').get() as { n: number }).n;

describe('guest sessions', () => {
  it('whose cookie never comes back end within the hour without items, and keep a cart the cookie’s two days (a shopper who added and left); both are swept then', () => {
    const shopper = startWithCart('203.0.113.7', T0);
    const { token } = startWithCart('203.0.113.7', T0, []);
    expect(sessions.find(token, T0 + BRIEF_SESSION_TTL_MS - 1)).toBeDefined();
    expect(sessions.find(token, T0 + BRIEF_SESSION_TTL_MS)).toBeUndefined();
    expect(sessions.find(shopper.token, T0 + SESSION_TTL_MS - 1)?.cart).toEqual([LINE]);
    expect(sessions.find(shopper.token, T0 + SESSION_TTL_MS)).toBeUndefined();
    sessions.purgeExpired(T0 + BRIEF_SESSION_TTL_MS - 1);
    expect(rows()).toBe(2);
    sessions.purgeExpired(T0 + BRIEF_SESSION_TTL_MS);
    expect(rows()).toBe(1);
    sessions.purgeExpired(T0 + SESSION_TTL_MS);
    expect(rows()).toBe(0);
  });

  it('with items keep WooCommerce’s two days once the cookie comes back, renewed in their last hour, without resending the cookie before', () => {
    const { token, session } = startWithCart('203.0.113.7', T0);
    expect(session.cookieExpiresAt).toBe(T0 + SESSION_TTL_MS);
    const back = comeBack(token, T0 + 5 * MINUTE);
    // As WooCommerce: the cookie the browser has is still right, so none is sent.
    expect(back.cookieSent).toBe(false);
    expect(back.session).toMatchObject({ pending: false, expiresAt: T0 + SESSION_TTL_MS });
    // The shopper leaves for a day and a half: the cart is there.
    expect(comeBack(token, T0 + 36 * HOUR)).toMatchObject({ cookieSent: false, session: { cart: [LINE] } });
    const renewed = sessions.find(token, T0 + 47 * HOUR + 30 * MINUTE)!;
    // Not by an answer that cannot carry the cookie: the browser's would end first.
    expect(sessions.touch(renewed, T0 + 47 * HOUR + 30 * MINUTE, false)).toBeUndefined();
    expect(sessions.find(token, T0 + 47 * HOUR + 30 * MINUTE)).toMatchObject({ expiresAt: T0 + SESSION_TTL_MS, cookieExpiresAt: T0 + SESSION_TTL_MS });
    expect(sessions.touch(renewed, T0 + 47 * HOUR + 30 * MINUTE)).toBe(SESSION_TTL_MS);
    expect(renewed).toMatchObject({ expiresAt: T0 + 95 * HOUR + 30 * MINUTE, cookieExpiresAt: T0 + 95 * HOUR + 30 * MINUTE });
    sessions.purgeExpired(T0 + 90 * HOUR);
    expect(sessions.find(token, T0 + 90 * HOUR)?.cart).toEqual([LINE]);
  });

  it('that only get items after the cookie came back keep them two days from then too', () => {
    const { token } = startWithCart('203.0.113.7', T0, []);
    const { session } = comeBack(token, T0 + 10 * MINUTE);
    expect(session!.expiresAt).toBe(T0 + BRIEF_SESSION_TTL_MS);
    sessions.saveCart(session!, [LINE]);
    sessions.touch(session!, T0 + 10 * MINUTE);
    expect(sessions.find(token, T0 + 40 * HOUR)?.cart).toEqual([LINE]);
  });

  it('without items last an hour after their last request, and one whose cart is emptied an hour from then', () => {
    const { token } = startWithCart('203.0.113.7', T0, []);
    comeBack(token, T0 + 10 * MINUTE);
    // Renewed once half the hour is gone: a visitor browsing keeps it (and their forms' nonces).
    expect(comeBack(token, T0 + 40 * MINUTE).session!.expiresAt).toBe(T0 + 100 * MINUTE);
    expect(sessions.find(token, T0 + 99 * MINUTE)).toBeDefined();
    expect(sessions.find(token, T0 + 100 * MINUTE)).toBeUndefined();

    const shopper = startWithCart('203.0.113.8', T0);
    const { session } = comeBack(shopper.token, T0 + 1 * MINUTE);
    sessions.saveCart(session!, []);
    expect(sessions.touch(session!, T0 + 20 * HOUR)).toBeUndefined();
    expect(session!.expiresAt).toBe(T0 + 21 * HOUR);
    expect(sessions.find(shopper.token, T0 + 21 * HOUR)).toBeUndefined();
  });

  it('pending from one address are at most MAX_PENDING_SESSIONS; one whose cookie came back no longer counts, nor another address', () => {
    const ip = '198.51.100.4';
    const shopper = startWithCart(ip, T0);
    for (let i = 1; i < MAX_PENDING_SESSIONS; i++) startWithCart(ip, T0 + i * MINUTE);
    expect(sessions.startGuest(ip, T0 + 30 * MINUTE)).toEqual({ retryAfter: 30 * 60 });
    expect('token' in sessions.startGuest('198.51.100.5', T0 + 30 * MINUTE)).toBe(true);
    comeBack(shopper.token, T0 + 30 * MINUTE);
    expect('token' in sessions.startGuest(ip, T0 + 30 * MINUTE)).toBe(true);
    expect(sessions.startGuest(ip, T0 + 30 * MINUTE)).toEqual({ retryAfter: 31 * 60 });
    // Ones started over an hour ago do not count, carts kept or not.
    expect('token' in sessions.startGuest(ip, T0 + BRIEF_SESSION_TTL_MS + 1 * MINUTE)).toBe(true);
    // The address is kept only while pending.
    expect(db.prepare('SELECT pending_ip FROM sessions WHERE id_hash = ?').pluck().get(shopper.session.id)).toBeNull();
  });
});

describe('logged-in sessions', () => {
  it('keep the end their login gave them, cart or not', () => {
    const user = db.prepare("INSERT INTO users (email, username, password_hash, display_name, created_at) VALUES ('a@b.co', 'a', 'x', 'a', '')").run();
    const login = sessions.create({ userId: Number(user.lastInsertRowid), ttlMs: 14 * 24 * HOUR }, T0);
    expect(login.session.pending).toBe(false);
    expect(comeBack(login.token, T0 + 13 * 24 * HOUR + 30 * MINUTE)).toMatchObject({ cookieSent: false, session: { expiresAt: T0 + 14 * 24 * HOUR } });
    expect(sessions.find(login.token, T0 + 14 * 24 * HOUR)).toBeUndefined();
  });
});
