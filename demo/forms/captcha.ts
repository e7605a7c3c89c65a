/**
 * The demo's stand-in for reCAPTCHA, usable offline: `/forms/test-captcha/token` issues a token
 * (what Google's servers do when the invisible challenge passes), the submission endpoint checks
 * it (what `siteverify` does). A token is signed with the shop's secret, lives two minutes as
 * Google's do, and passes once.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { randomToken } from '../lib/crypto';

/** How long a token stays valid, as reCAPTCHA's (two minutes). */
export const CAPTCHA_TOKEN_TTL_MS = 2 * 60 * 1000;
/** Site keys are public; any short one will do for the test provider. */
export const SITE_KEY = /^[A-Za-z0-9_-]{1,100}$/;

export class TestCaptcha {
  /** Ids of tokens already used, with their expiry: a token passes once. */
  private readonly used = new Map<string, number>();

  constructor(
    private readonly secret: string,
    private readonly now: () => number = Date.now,
  ) {}

  private sign(payload: string): string {
    return createHmac('sha256', `test-captcha|${this.secret}`).update(payload).digest('base64url');
  }

  /** A fresh token for a site key. */
  issue(siteKey: string): string {
    const payload = `${randomToken(12)}.${this.now() + CAPTCHA_TOKEN_TTL_MS}.${Buffer.from(siteKey).toString('base64url')}`;
    return `${payload}.${this.sign(payload)}`;
  }

  /** Whether a token is one this shop issued, unexpired and unused; it is used up by passing. */
  verify(token: unknown): boolean {
    if (typeof token !== 'string' || token.length > 400) return false;
    const parts = token.split('.');
    if (parts.length !== 4) return false;
    const [id = '', expires = '', , mac = ''] = parts;
    const expected = Buffer.from(this.sign(parts.slice(0, 3).join('.')));
    const given = Buffer.from(mac);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
    const now = this.now();
    if (!(Number(expires) > now) || this.used.has(id)) return false;
    for (const [usedId, until] of this.used) if (until <= now) this.used.delete(usedId);
    this.used.set(id, Number(expires));
    return true;
  }
}
