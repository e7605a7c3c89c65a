import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TEST_PASSWORD_COST } from '../test-helpers';
import { openDatabase, type Db } from './index';
import { Users } from './users';

/** Every scrypt key derivation, synchronous or not, counted and then done for real. */
const derivations = vi.hoisted(() => ({ count: 0 }));
vi.mock('node:crypto', async (importOriginal) => {
  const crypto = await importOriginal<typeof import('node:crypto')>();
  return {
    ...crypto,
    scrypt: (...args: Parameters<typeof crypto.scrypt>) => {
      derivations.count++;
      return crypto.scrypt(...args);
    },
    scryptSync: (...args: Parameters<typeof crypto.scryptSync>) => {
      derivations.count++;
      return crypto.scryptSync(...args);
    },
  };
});

let dir: string;
let db: Db;
let users: Users;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'shop-users-'));
  db = openDatabase(dir);
  users = new Users(db, TEST_PASSWORD_COST);
  await users.create('an@example.com', 'mat-khau-dung-123');
});
afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Key derivations one call makes. */
async function derivationsOf(run: () => unknown): Promise<number> {
  await run(); // the first unknown login also makes the dummy hash, once
  const before = derivations.count;
  await run();
  return derivations.count - before;
}

describe('password checks', () => {
  it('cost an unknown login what a wrong password costs: one scrypt derivation each', async () => {
    const known = await derivationsOf(() => users.authenticate('an@example.com', 'sai-mat-khau'));
    const unknown = await derivationsOf(() => users.authenticate('khong-ai@example.com', 'sai-mat-khau'));
    expect(known).toBe(1);
    expect(unknown).toBe(known);
    expect(await users.authenticate('khong-ai@example.com', 'sai-mat-khau')).toBeUndefined();
    expect((await users.authenticate('an@example.com', 'mat-khau-dung-123'))?.email).toBe('an@example.com');
  });

  it('hash off the event loop: work queued behind a check runs before the check ends', async () => {
    const order: string[] = [];
    const check = Promise.resolve(users.authenticate('an@example.com', 'sai-mat-khau')).then(() => order.push('checked'));
    setImmediate(() => order.push('other work'));
    await check;
    expect(order).toEqual(['other work', 'checked']);
  });

  it('refuse a stored hash whose parameters are out of bounds, without deriving a key', async () => {
    const user = (await users.create('ngoai-gioi-han@example.com', 'mat-khau-dung-123'))!;
    const stored = (db.prepare('SELECT password_hash FROM users WHERE id = ?').get(user.id) as { password_hash: string }).password_hash;
    const [, , , , salt, key] = stored.split('$');
    const planted = [
      `scrypt$${2 ** 20}$8$1$${salt}$${key}`, // a gigabyte
      `scrypt$16384$8$1000$${salt}$${key}`, // a thousand times the work
      `scrypt$16384$1024$1$${salt}$${key}`,
      `scrypt$1000$8$1$${salt}$${key}`, // N not a power of two
      `scrypt$16$0$1$${salt}$${key}`,
      `scrypt$16$8$1$${salt}$${Buffer.alloc(1 << 20).toString('base64')}`, // a megabyte of key
      `scrypt$16$8$1$${salt}`,
      `scrypt$1e3$8$1$${salt}$${key}`,
    ];
    for (const hash of planted) {
      db.prepare('UPDATE users SET password_hash = ? WHERE id = ?').run(hash, user.id);
      const before = derivations.count;
      expect(await users.checkPassword(user.id, 'mat-khau-dung-123'), hash.slice(0, 30)).toBe(false);
      expect(derivations.count - before, hash.slice(0, 30)).toBe(0);
    }
    db.prepare('UPDATE users SET password_hash = ? WHERE id = ?').run(stored, user.id);
    expect(await users.checkPassword(user.id, 'mat-khau-dung-123')).toBe(true);
  });

  it('refuse to register an e-mail taken while the password was being hashed', async () => {
    const [first, second] = await Promise.all([users.create('hai@example.com', 'mat-khau-1234'), users.create('hai@example.com', 'mat-khau-5678')]);
    expect([first?.email, second?.email].filter(Boolean)).toEqual(['hai@example.com']);
  });
});

describe('reset tokens', () => {
  it('are valid for an hour, once, and a newer one voids the older', async () => {
    const user = (await users.create('reset-token@example.com', 'mat-khau-dung-123'))!;
    const start = Date.UTC(2026, 5, 1, 8);
    const first = users.createResetToken(user.id, start);
    expect(users.checkResetToken('reset-token@example.com', first, start + 59 * 60 * 1000)?.id).toBe(user.id);
    expect(users.checkResetToken('reset-token@example.com', first, start + 60 * 60 * 1000)).toBeUndefined();
    // Only the hash is stored.
    expect(JSON.stringify(db.prepare('SELECT * FROM password_resets').all())).not.toContain(first);

    const second = users.createResetToken(user.id, start + 1000);
    expect(users.checkResetToken('reset-token@example.com', first, start + 2000)).toBeUndefined();
    expect(users.checkResetToken(user.username, second, start + 2000)?.id).toBe(user.id);
    // Another account's login with this token: refused.
    expect(users.checkResetToken('an@example.com', second, start + 2000)).toBeUndefined();
    users.consumeResetTokens(user.id, start + 3000);
    expect(users.checkResetToken(user.username, second, start + 4000)).toBeUndefined();
  });
});
