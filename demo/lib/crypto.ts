import { createHash, createHmac, randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

export const md5 = (text: string): string => createHash('md5').update(text).digest('hex');
export const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');
export const randomToken = (bytes = 32): string => randomBytes(bytes).toString('base64url');

const SCRYPT = { N: 16384, r: 8, p: 1, keylen: 64 } as const;

/** scrypt on libuv's thread pool: tens of milliseconds of hashing never hold up other requests. */
const deriveKey = (password: string, salt: Buffer, keylen: number, options: ScryptOptions): Promise<Buffer> =>
  new Promise((resolve, reject) => scrypt(password, salt, keylen, options, (error, key) => (error ? reject(error) : resolve(key))));

/** Salted scrypt hash, stored as `scrypt$N$r$p$salt$hash` so parameters can change later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await deriveKey(password, salt, SCRYPT.keylen, { N: SCRYPT.N, r: SCRYPT.r, p: SCRYPT.p });
  return ['scrypt', SCRYPT.N, SCRYPT.r, SCRYPT.p, salt.toString('base64'), hash.toString('base64')].join('$');
}

let dummyHash: Promise<string> | undefined;

/**
 * Whether `password` matches the stored hash. With no stored hash (an unknown user) it hashes
 * against a dummy one all the same, and answers false: an unknown login costs what a known one
 * does, so the time of a failed login does not tell which accounts exist.
 */
export async function verifyPassword(password: string, stored: string | undefined): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = (stored ?? (await (dummyHash ??= hashPassword(randomToken())))).split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await deriveKey(password, Buffer.from(salt, 'base64'), expected.length, { N: Number(n), r: Number(r), p: Number(p) });
  return timingSafeEqual(actual, expected) && stored !== undefined;
}

/** WordPress's nonce tick: 12-hour windows; a nonce is valid in its window and the next one. */
const TICK_MS = 12 * 60 * 60 * 1000;
const tick = (now: number): number => Math.ceil(now / TICK_MS);

const nonceFor = (secret: string, action: string, sessionId: string, t: number): string =>
  createHmac('sha256', secret).update(`${t}|${action}|${sessionId}`).digest('hex').slice(0, 10);

/**
 * Like WordPress's `wp_create_nonce`: an HMAC of the action, the visitor's session and the time
 * window, 10 hex characters.
 */
export function createNonce(secret: string, action: string, sessionId: string, now = Date.now()): string {
  return nonceFor(secret, action, sessionId, tick(now));
}

export function verifyNonce(
  secret: string,
  nonce: unknown,
  action: string,
  sessionId: string,
  now = Date.now(),
): boolean {
  if (typeof nonce !== 'string' || nonce.length !== 10) return false;
  const t = tick(now);
  return [t, t - 1].some((candidate) => {
    const expected = Buffer.from(nonceFor(secret, action, sessionId, candidate));
    const given = Buffer.from(nonce);
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
}
