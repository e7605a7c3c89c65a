import type { Db } from './index';
import { randomToken, sha256 } from '../lib/crypto';
import { parseLines, type CartLine } from '../cart';

const HOUR_MS = 60 * 60 * 1000;

/**
 * WooCommerce keeps a guest's cart two days (`WC_Session_Handler`: 48 hours, renewed by a request
 * made after 47 of them), and a login without "remember me" lasts as long.
 */
export const SESSION_TTL_MS = 48 * HOUR_MS;
/** A guest session with items is renewed by a request coming when less than this is left (WooCommerce's 47-hour mark). */
export const SESSION_RENEW_WITHIN_MS = HOUR_MS;
export const REMEMBER_TTL_MS = 14 * 24 * HOUR_MS;
/**
 * What a guest session without items gets: notices alone, or an emptied cart, are nothing to keep
 * two days. A session with items keeps its cookie's two days from the first item on, whether or
 * not the cookie has come back yet: a shopper may add from a listing and close the tab, and
 * WooCommerce would have the cart the next day.
 */
export const BRIEF_SESSION_TTL_MS = HOUR_MS;
/**
 * New guest sessions an address may start in an hour whose cookie has not come back (yet): past
 * it, starting another is refused until the oldest of them is an hour old. A script posting adds
 * without cookies starts a session each time and never returns, so this bounds what it leaves;
 * shoppers behind one carrier address each send their cookie back with their next page, so they
 * hardly count against each other.
 */
export const MAX_PENDING_SESSIONS = 20;

export interface Session {
  /** SHA-256 of the cookie value: the database never holds the token itself. */
  id: string;
  userId: number | null;
  cart: CartLine[];
  /** When the session ends: the cookie's end, or sooner for a guest session not worth keeping (see guestLifetime). */
  expiresAt: number;
  /** When its cookie ends, as the browser was told; the session never outlives it. */
  cookieExpiresAt: number;
  /** A guest session whose cookie has not come back yet (see startGuest): started by this request, or abandoned. */
  pending: boolean;
}

interface SessionRow {
  id_hash: string;
  user_id: number | null;
  cart: string;
  expires_at: number;
  /** Null for sessions from before it was kept: their cookie's end was theirs. */
  cookie_expires_at: number | null;
  /** The address that started a pending session, forgotten once its cookie comes back. */
  pending_ip: string | null;
}

/**
 * A guest session's ends after a request that brought its cookie back at `now`. The cookie's are
 * WooCommerce's: two days, renewed for two more by a request in the last hour, if that request's
 * answer can carry the cookie (`renewCookie`). The session's are the cookie's with items in its
 * cart; with none (notices only, an emptied cart), an hour after the last request (renewed once
 * half of it is gone), never past the cookie's. A logged-in session keeps the ends its login gave it.
 *
 * @example guestLifetime({ ...session, cart: [], expiresAt: now + 40 * HOUR_MS, cookieExpiresAt: now + 40 * HOUR_MS }, now)
 * // { expiresAt: now + HOUR_MS, cookieExpiresAt: now + 40 * HOUR_MS }: the cart was just emptied
 */
export function guestLifetime(session: Session, now: number, renewCookie = true): { expiresAt: number; cookieExpiresAt: number } {
  if (session.userId !== null) return { expiresAt: session.expiresAt, cookieExpiresAt: session.cookieExpiresAt };
  const renew = renewCookie && session.cookieExpiresAt - now < SESSION_RENEW_WITHIN_MS;
  const cookieExpiresAt = renew ? now + SESSION_TTL_MS : session.cookieExpiresAt;
  if (session.cart.length) return { expiresAt: cookieExpiresAt, cookieExpiresAt };
  const left = session.expiresAt - now;
  const expiresAt = left < BRIEF_SESSION_TTL_MS / 2 || left > BRIEF_SESSION_TTL_MS ? now + BRIEF_SESSION_TTL_MS : session.expiresAt;
  return { expiresAt: Math.min(expiresAt, cookieExpiresAt), cookieExpiresAt };
}

const fromRow = (row: SessionRow): Session => ({
  id: row.id_hash,
  userId: row.user_id,
  cart: parseLines(row.cart),
  expiresAt: row.expires_at,
  cookieExpiresAt: row.cookie_expires_at ?? row.expires_at,
  pending: row.pending_ip !== null,
});

export class Sessions {
  constructor(private readonly db: Db) {}

  /** The unexpired session of a cookie's token; reads only (see touch). */
  find(token: string | undefined, now = Date.now()): Session | undefined {
    if (!token) return undefined;
    const row = this.db.prepare('SELECT * FROM sessions WHERE id_hash = ? AND expires_at > ?').get(sha256(token), now) as
      | SessionRow
      | undefined;
    return row && fromRow(row);
  }

  /** A session of a login (`userId`), which keeps its cart: `ttlMs` from now, two days unless told. */
  create(init: { userId?: number | null; cart?: CartLine[]; ttlMs?: number } = {}, now = Date.now()): { token: string; session: Session } {
    const token = randomToken();
    const expiresAt = now + (init.ttlMs ?? SESSION_TTL_MS);
    const session: Session = { id: sha256(token), userId: init.userId ?? null, cart: init.cart ?? [], expiresAt, cookieExpiresAt: expiresAt, pending: false };
    this.db
      .prepare('INSERT INTO sessions (id_hash, user_id, cart, created_at, expires_at, cookie_expires_at) VALUES (?, ?, ?, ?, ?, ?)')
      .run(session.id, session.userId, JSON.stringify(session.cart), now, expiresAt, expiresAt);
    return { token, session };
  }

  /**
   * A new guest session for a client at `ip`, its cookie kept two days as WooCommerce's is, but
   * pending until that cookie comes back (touch), and brief (BRIEF_SESSION_TTL_MS) until it gets
   * items (saveCart). With MAX_PENDING_SESSIONS started from that address within the hour and still
   * pending, none: the answer is how many seconds until the oldest of them is an hour old. Counted
   * and written in one transaction, so requests at once cannot pass the limit together.
   *
   * @example const started = sessions.startGuest(request.ip); if ('retryAfter' in started) …
   */
  startGuest(ip: string, now = Date.now()): { token: string; session: Session } | { retryAfter: number } {
    return this.db
      .transaction(() => {
        const pending = this.db
          .prepare('SELECT COUNT(*) AS n, MIN(created_at) AS oldest FROM sessions WHERE pending_ip = ? AND created_at > ? AND expires_at > ?')
          .get(ip, now - BRIEF_SESSION_TTL_MS, now) as { n: number; oldest: number | null };
        if (pending.n >= MAX_PENDING_SESSIONS) return { retryAfter: Math.max(1, Math.ceil(((pending.oldest ?? now) + BRIEF_SESSION_TTL_MS - now) / 1000)) };
        const token = randomToken();
        const session: Session = { id: sha256(token), userId: null, cart: [], expiresAt: now + BRIEF_SESSION_TTL_MS, cookieExpiresAt: now + SESSION_TTL_MS, pending: true };
        this.db
          .prepare("INSERT INTO sessions (id_hash, user_id, cart, created_at, expires_at, cookie_expires_at, pending_ip) VALUES (?, NULL, '[]', ?, ?, ?, ?)")
          .run(session.id, now, session.expiresAt, session.cookieExpiresAt, ip);
        return { token, session };
      })
      .immediate();
  }

  /**
   * After a request that brought the session's cookie back (`session` found by it, or changed by
   * it since): the session is no longer pending, and its ends are what guestLifetime says; the
   * cookie's moves only with `renewCookie`, for an answer that will carry the cookie. Writes only
   * when something changes: once when the cookie first comes back, then at most every half hour or
   * so. Returns the cookie's new lifetime in milliseconds when its end moved (the cookie must go
   * with the answer), else undefined.
   */
  touch(session: Session, now = Date.now(), renewCookie = true): number | undefined {
    const { expiresAt, cookieExpiresAt } = guestLifetime(session, now, renewCookie);
    if (!session.pending && expiresAt === session.expiresAt && cookieExpiresAt === session.cookieExpiresAt) return undefined;
    this.db
      .prepare('UPDATE sessions SET pending_ip = NULL, expires_at = ?, cookie_expires_at = ? WHERE id_hash = ?')
      .run(expiresAt, cookieExpiresAt, session.id);
    const cookieMoved = cookieExpiresAt !== session.cookieExpiresAt;
    Object.assign(session, { pending: false, expiresAt, cookieExpiresAt });
    return cookieMoved ? cookieExpiresAt - now : undefined;
  }

  /**
   * Writes a session's cart. A guest's first items give the session its cookie's end, cookie
   * back or not (an emptied cart is made brief by the next touch).
   */
  saveCart(session: Session, cart: CartLine[]): void {
    session.cart = cart;
    if (session.userId === null && cart.length && session.expiresAt < session.cookieExpiresAt) session.expiresAt = session.cookieExpiresAt;
    this.db.prepare('UPDATE sessions SET cart = ?, expires_at = ? WHERE id_hash = ?').run(JSON.stringify(cart), session.expiresAt, session.id);
  }

  /**
   * Read-modify-write of a session's cart that never loses an update: `change` gets the lines as
   * stored now (not as the request read them when it began), and what it returns in `lines` is
   * written, all in one `BEGIN IMMEDIATE` transaction. In this process that is one synchronous
   * step no other request can enter; another process on the same database waits for the write
   * lock (busy_timeout) instead of reading lines about to change. No `lines`: nothing is written.
   *
   * @example sessions.updateCart(session, (lines) => removeLine(lines, key))
   */
  updateCart<T extends { lines?: CartLine[] | undefined }>(session: Session, change: (lines: CartLine[]) => T): T {
    return this.db
      .transaction(() => {
        const row = this.db.prepare('SELECT cart FROM sessions WHERE id_hash = ?').get(session.id) as { cart: string } | undefined;
        const current = row ? parseLines(row.cart) : [];
        const outcome = change(current);
        if (outcome.lines) this.saveCart(session, outcome.lines);
        else session.cart = current;
        return outcome;
      })
      .immediate();
  }

  destroy(session: Session): void {
    this.db.prepare('DELETE FROM sessions WHERE id_hash = ?').run(session.id);
  }

  /** Queues notices for the next page this session sees. */
  pushNotices(session: Session, notices: unknown[]): void {
    if (notices.length === 0) return;
    const row = this.db.prepare('SELECT notices FROM sessions WHERE id_hash = ?').get(session.id) as { notices: string } | undefined;
    const queued = row ? (JSON.parse(row.notices) as unknown[]) : [];
    this.db.prepare('UPDATE sessions SET notices = ? WHERE id_hash = ?').run(JSON.stringify([...queued, ...notices]), session.id);
  }

  /** Returns and clears the queued notices. */
  takeNotices(session: Session): unknown[] {
    const row = this.db.prepare('SELECT notices FROM sessions WHERE id_hash = ?').get(session.id) as { notices: string } | undefined;
    if (!row || row.notices === '[]') return [];
    this.db.prepare("UPDATE sessions SET notices = '[]' WHERE id_hash = ?").run(session.id);
    return JSON.parse(row.notices) as unknown[];
  }

  /** Ends every session of a user (after a password reset). */
  destroyForUser(userId: number): void {
    this.db.prepare('DELETE FROM sessions WHERE user_id = ?').run(userId);
  }

  purgeExpired(now = Date.now()): void {
    this.db.prepare('DELETE FROM sessions WHERE expires_at <= ?').run(now);
  }
}
