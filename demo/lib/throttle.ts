/** How many failures a key may have within the window. */
export interface ThrottleRule {
  limit: number;
  windowMs: number;
}

/**
 * Failed attempts per key (an IP, an account) in a sliding window, in memory: a key with `limit`
 * failures within `windowMs` is held back until the oldest of them leaves the window. Each kind
 * of key has its own rule, told by the key's prefix (`ip:…` → `rules.ip`).
 *
 * @example
 * const throttle = new Throttle({ ip: { limit: 20, windowMs: 900_000 }, account: { limit: 5, windowMs: 900_000 } });
 * if (throttle.retryAfter(['ip:1.2.3.4', 'account:7']) === 0 && !ok) throttle.fail(['ip:1.2.3.4', 'account:7']);
 */
export class Throttle {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly rules: Record<string, ThrottleRule>,
    private readonly now: () => number = Date.now,
  ) {}

  private rule(key: string): ThrottleRule {
    const rule = this.rules[key.slice(0, key.indexOf(':'))];
    if (!rule) throw new Error(`No throttle rule for ${key}`);
    return rule;
  }

  /** The failures of `key` still inside its window (and forgets the others). */
  private recent(key: string, now: number): number[] {
    const { windowMs } = this.rule(key);
    const times = (this.failures.get(key) ?? []).filter((time) => time > now - windowMs);
    if (times.length) this.failures.set(key, times);
    else this.failures.delete(key);
    return times;
  }

  /** Seconds until every one of `keys` may try again; 0 if none is held back. */
  retryAfter(keys: readonly string[]): number {
    const now = this.now();
    let wait = 0;
    for (const key of keys) {
      const { limit, windowMs } = this.rule(key);
      const times = this.recent(key, now);
      const oldest = times[times.length - limit];
      if (oldest !== undefined) wait = Math.max(wait, Math.ceil((oldest + windowMs - now) / 1000));
    }
    return wait;
  }

  /** Counts a failure against each of `keys`. */
  fail(keys: readonly string[]): void {
    const now = this.now();
    for (const key of keys) {
      const times = this.recent(key, now);
      times.push(now);
      // Only the last `limit` failures decide anything: a flood of them takes no more memory.
      this.failures.set(key, times.slice(-this.rule(key).limit));
    }
  }

  /** Forgets the failures of `key` (an account after its right password). */
  clear(key: string): void {
    this.failures.delete(key);
  }

  /** Forgets every failure that has left its window; run now and then, so idle keys go. */
  prune(): void {
    const now = this.now();
    for (const key of [...this.failures.keys()]) this.recent(key, now);
  }

  /** How many keys have failures remembered. */
  get size(): number {
    return this.failures.size;
  }
}
