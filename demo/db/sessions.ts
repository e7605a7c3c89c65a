import type { Db } from './index';
import { randomToken, sha256 } from '../lib/crypto';
import { parseLines, type CartLine } from '../cart';

/** WooCommerce keeps a guest session two days. */
export const SESSION_TTL_MS = 2 * 24 * 60 * 60 * 1000;
export const REMEMBER_TTL_MS = 14 * 24 * 60 * 60 * 1000;

export interface Session {
  /** SHA-256 of the cookie value: the database never holds the token itself. */
  id: string;
  userId: number | null;
  cart: CartLine[];
  expiresAt: number;
}

interface SessionRow {
  id_hash: string;
  user_id: number | null;
  cart: string;
  expires_at: number;
}

export class Sessions {
  constructor(private readonly db: Db) {}

  find(token: string | undefined, now = Date.now()): Session | undefined {
    if (!token) return undefined;
    const row = this.db.prepare('SELECT * FROM sessions WHERE id_hash = ? AND expires_at > ?').get(sha256(token), now) as
      | SessionRow
      | undefined;
    return row ? { id: row.id_hash, userId: row.user_id, cart: parseLines(row.cart), expiresAt: row.expires_at } : undefined;
  }

  create(init: { userId?: number | null; cart?: CartLine[]; ttlMs?: number } = {}, now = Date.now()): { token: string; session: Session } {
    const token = randomToken();
    const session: Session = {
      id: sha256(token),
      userId: init.userId ?? null,
      cart: init.cart ?? [],
      expiresAt: now + (init.ttlMs ?? SESSION_TTL_MS),
    };
    this.db
      .prepare('INSERT INTO sessions (id_hash, user_id, cart, created_at, expires_at) VALUES (?, ?, ?, ?, ?)')
      .run(session.id, session.userId, JSON.stringify(session.cart), now, session.expiresAt);
    return { token, session };
  }

  saveCart(session: Session, cart: CartLine[]): void {
    session.cart = cart;
    this.db.prepare('UPDATE sessions SET cart = ? WHERE id_hash = ?').run(JSON.stringify(cart), session.id);
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
