import { createHash, createHmac, randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

export const md5 = (text: string): string => createHash('md5').update(text).digest('hex');
export const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');
export const randomToken = (bytes = 32): string => randomBytes(bytes).toString('base64url');

/**
 * scrypt's cost (N) for new password hashes in production: 2^14, with r = 8 and p = 1, 16 MB and
 * tens of milliseconds a hash. The server's `passwordCost` option may set another (tests use a
 * low one); every hash stores its own parameters, and verification reads them from it.
 */
export const PASSWORD_COST = 16384;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_BYTES = 64;

/**
 * The most work (N·r·p) a stored hash may ask for: twice the production cost. Verification takes
 * its parameters from the stored string, so without a bound a tampered row (N = 2^24, p = 1000)
 * would hold a thread-pool worker for minutes or ask for gigabytes at each login attempt.
 */
const MAX_WORK = 2 * PASSWORD_COST * BLOCK_SIZE * PARALLELISM;
/** scrypt needs a little over 128·N·r bytes: more than Node's default ceiling (32 MB) at MAX_WORK. */
const MAX_MEMORY = 2 * 128 * MAX_WORK;

interface ScryptParameters {
  N: number;
  r: number;
  p: number;
}

const isPowerOfTwo = (n: number): boolean => Number.isSafeInteger(n) && n >= 2 && n <= MAX_WORK && (n & (n - 1)) === 0;

/** Whether scrypt parameters are within bounds: N a power of two, r and p at least 1, the work at most MAX_WORK. */
const withinBounds = ({ N, r, p }: ScryptParameters): boolean =>
  isPowerOfTwo(N) && Number.isSafeInteger(r) && r >= 1 && Number.isSafeInteger(p) && p >= 1 && N * r * p <= MAX_WORK;

/** Whether `cost` may be the cost (N) of new hashes: a power of two, at most twice the production cost. */
export const isPasswordCost = (cost: number): boolean => withinBounds({ N: cost, r: BLOCK_SIZE, p: PARALLELISM });

/** scrypt on libuv's thread pool: tens of milliseconds of hashing never hold up other requests. */
const deriveKey = (password: string, salt: Buffer, keylen: number, options: ScryptOptions): Promise<Buffer> =>
  new Promise((resolve, reject) =>
    scrypt(password, salt, keylen, { ...options, maxmem: MAX_MEMORY }, (error, key) => (error ? reject(error) : resolve(key))),
  );

/**
 * Salted scrypt hash at `cost` (N), stored as `scrypt$N$r$p$salt$hash` so parameters can change later.
 *
 * @example await hashPassword('mat-khau-dai-123') // 'scrypt$16384$8$1$…$…'
 */
export async function hashPassword(password: string, cost = PASSWORD_COST): Promise<string> {
  if (!isPasswordCost(cost)) throw new RangeError(`scrypt cost ${cost} is not a power of two from 2 to ${2 * PASSWORD_COST}`);
  const salt = randomBytes(16);
  const hash = await deriveKey(password, salt, KEY_BYTES, { N: cost, r: BLOCK_SIZE, p: PARALLELISM });
  return ['scrypt', cost, BLOCK_SIZE, PARALLELISM, salt.toString('base64'), hash.toString('base64')].join('$');
}

const DIGITS = /^\d{1,10}$/;

/** A stored hash's parts, or undefined when it is not one this code wrote or its parameters are out of bounds. */
function parseHash(stored: string): { parameters: ScryptParameters; salt: Buffer; key: Buffer } | undefined {
  const [scheme, n, r, p, salt, key, ...rest] = stored.split('$');
  if (scheme !== 'scrypt' || rest.length || !DIGITS.test(n ?? '') || !DIGITS.test(r ?? '') || !DIGITS.test(p ?? '') || !salt || !key) return undefined;
  const parameters = { N: Number(n), r: Number(r), p: Number(p) };
  const saltBytes = Buffer.from(salt, 'base64');
  const keyBytes = Buffer.from(key, 'base64');
  const sane = withinBounds(parameters) && saltBytes.length >= 8 && saltBytes.length <= 64 && keyBytes.length >= 16 && keyBytes.length <= KEY_BYTES;
  return sane ? { parameters, salt: saltBytes, key: keyBytes } : undefined;
}

/** One dummy hash per cost, made on the first unknown login. */
const dummyHashes = new Map<number, Promise<string>>();
const dummyHash = (cost: number): Promise<string> => {
  let hash = dummyHashes.get(cost);
  if (!hash) dummyHashes.set(cost, (hash = hashPassword(randomToken(), cost)));
  return hash;
};

/**
 * Whether `password` matches the stored hash, at the parameters the hash names; a hash whose
 * parameters are out of bounds matches nothing and costs nothing. With no stored hash (an unknown
 * user) it hashes against a dummy one of `cost`, the cost new hashes get, all the same, and answers
 * false: an unknown login costs what a known one does, so the time of a failed login does not
 * tell which accounts exist.
 */
export async function verifyPassword(password: string, stored: string | undefined, cost = PASSWORD_COST): Promise<boolean> {
  const parsed = parseHash(stored ?? (await dummyHash(cost)));
  if (!parsed) return false;
  const actual = await deriveKey(password, parsed.salt, parsed.key.length, parsed.parameters);
  return timingSafeEqual(actual, parsed.key) && stored !== undefined;
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
