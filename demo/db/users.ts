import type { Db } from './index';
import { hashPassword, PASSWORD_COST, randomToken, sha256, verifyPassword } from '../lib/crypto';

export interface User {
  id: number;
  email: string;
  username: string;
  first_name: string;
  last_name: string;
  display_name: string;
}

const COLUMNS = 'id, email, username, first_name, last_name, display_name';
/** A reset link stays valid this long (WordPress uses a day; an hour is enough for a demo). */
export const RESET_TTL_MS = 60 * 60 * 1000;

export class Users {
  /** `passwordCost`: scrypt's N for new hashes (see PASSWORD_COST); a stored hash is checked at its own. */
  constructor(
    private readonly db: Db,
    private readonly passwordCost = PASSWORD_COST,
  ) {}

  byId(id: number): User | undefined {
    return this.db.prepare(`SELECT ${COLUMNS} FROM users WHERE id = ?`).get(id) as User | undefined;
  }

  /** By e-mail or user name, as WooCommerce's login field accepts either. */
  byLogin(login: string): User | undefined {
    return this.db.prepare(`SELECT ${COLUMNS} FROM users WHERE email = ? OR username = ?`).get(login, login) as
      | User
      | undefined;
  }

  /**
   * A new account, or undefined if the e-mail is taken: checked again after hashing, since another
   * request may have registered it meanwhile (the rest runs without yielding).
   */
  async create(email: string, password: string): Promise<User | undefined> {
    const passwordHash = await hashPassword(password, this.passwordCost);
    if (this.byLogin(email)) return undefined;
    const base = email.split('@')[0]?.replace(/[^a-zA-Z0-9._-]/g, '') || 'khach';
    let username = base;
    for (let i = 2; this.db.prepare('SELECT 1 FROM users WHERE username = ?').get(username); i++) username = `${base}${i}`;
    const info = this.db
      .prepare(
        'INSERT INTO users (email, username, password_hash, display_name, created_at) VALUES (?, ?, ?, ?, ?)',
      )
      .run(email, username, passwordHash, username, new Date().toISOString());
    const user = this.byId(Number(info.lastInsertRowid));
    if (!user) throw new Error('User vanished after insert');
    return user;
  }

  /** The user if the password matches, else undefined; an unknown login takes as long to refuse. */
  async authenticate(login: string, password: string): Promise<User | undefined> {
    const row = this.db
      .prepare(`SELECT ${COLUMNS}, password_hash FROM users WHERE email = ? OR username = ?`)
      .get(login, login) as (User & { password_hash: string }) | undefined;
    if (!(await verifyPassword(password, row?.password_hash, this.passwordCost)) || !row) return undefined;
    const { password_hash: _, ...user } = row;
    return user;
  }

  async checkPassword(id: number, password: string): Promise<boolean> {
    const row = this.db.prepare('SELECT password_hash FROM users WHERE id = ?').get(id) as { password_hash: string } | undefined;
    return verifyPassword(password, row?.password_hash, this.passwordCost);
  }

  async setPassword(id: number, password: string): Promise<void> {
    const passwordHash = await hashPassword(password, this.passwordCost);
    this.db.prepare('UPDATE users SET password_hash = ? WHERE id = ?').run(passwordHash, id);
  }

  update(id: number, fields: Pick<User, 'first_name' | 'last_name' | 'display_name' | 'email'>): void {
    this.db
      .prepare('UPDATE users SET first_name = @first_name, last_name = @last_name, display_name = @display_name, email = @email WHERE id = @id')
      .run({ ...fields, id });
  }

  /** Issues a reset token; only its SHA-256 is stored. Returns the token for the e-mail link. */
  createResetToken(userId: number, now = Date.now()): string {
    const token = randomToken(24);
    this.db.prepare('UPDATE password_resets SET used_at = ? WHERE user_id = ? AND used_at IS NULL').run(now, userId);
    this.db
      .prepare('INSERT INTO password_resets (user_id, token_hash, expires_at) VALUES (?, ?, ?)')
      .run(userId, sha256(token), now + RESET_TTL_MS);
    return token;
  }

  /** The user a valid (unused, unexpired) token belongs to. */
  checkResetToken(login: string, token: string, now = Date.now()): User | undefined {
    const user = this.byLogin(login);
    if (!user || !token) return undefined;
    const row = this.db
      .prepare('SELECT id FROM password_resets WHERE user_id = ? AND token_hash = ? AND used_at IS NULL AND expires_at > ?')
      .get(user.id, sha256(token), now);
    return row ? user : undefined;
  }

  /** Whether the user may see the forms' submissions (`users.is_admin`). */
  isAdmin(id: number): boolean {
    const row = this.db.prepare('SELECT is_admin FROM users WHERE id = ?').get(id) as { is_admin: number } | undefined;
    return row?.is_admin === 1;
  }

  /**
   * The first administrator, from the operator's settings at start-up (ADMIN_EMAIL and
   * ADMIN_PASSWORD): once there is an administrator this does nothing. An existing account with
   * that e-mail is promoted and keeps its password; otherwise the account is created with the
   * given one. There is no default password: without both settings no administrator exists.
   * Returns what it did.
   */
  async ensureAdmin(email: string, password: string): Promise<'exists' | 'promoted' | 'created'> {
    if (this.db.prepare('SELECT 1 FROM users WHERE is_admin = 1').get()) return 'exists';
    const existing = this.byLogin(email);
    if (existing) {
      this.db.prepare('UPDATE users SET is_admin = 1 WHERE id = ?').run(existing.id);
      return 'promoted';
    }
    const user = await this.create(email, password);
    if (!user) return this.ensureAdmin(email, password);
    this.db.prepare('UPDATE users SET is_admin = 1 WHERE id = ?').run(user.id);
    return 'created';
  }

  consumeResetTokens(userId: number, now = Date.now()): void {
    this.db.prepare('UPDATE password_resets SET used_at = ? WHERE user_id = ? AND used_at IS NULL').run(now, userId);
  }
}
