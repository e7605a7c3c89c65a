import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { createServer, type ServerOptions } from './server';

export interface TestShop {
  app: FastifyInstance;
  dir: string;
  jar: CookieJar;
  close: () => Promise<void>;
}

/**
 * scrypt's cost (N) for passwords in tests: a hash takes microseconds instead of the production
 * cost's tens of milliseconds, which a busy machine makes seconds. security.test.ts checks that
 * a server told nothing stores the production cost.
 */
export const TEST_PASSWORD_COST = 16;

/**
 * A shop on a temporary data directory and a stub build (a hand-made manifest and dist files, as
 * the build would write them); `/dev/outbox` on and passwords at TEST_PASSWORD_COST unless told
 * otherwise.
 */
export async function startShop(options: Partial<ServerOptions> = {}): Promise<TestShop> {
  const dir = mkdtempSync(join(tmpdir(), 'shop-demo-'));
  const dist = join(dir, 'dist');
  const manifestPath = join(dist, 'manifest.json');
  mkdirSync(dist);
  writeFileSync(
    manifestPath,
    JSON.stringify({
      entries: {
        loader: { file: 'loader-T3ST.js', imports: ['chunk-AAAA.js'], css: [] },
        theme: { file: 'theme-B33F.css', imports: [], css: [] },
        'store-notice': { file: 'store-notice-CCCC.js', imports: ['chunk-AAAA.js'], css: [] },
      },
    }),
  );
  writeFileSync(join(dist, 'loader-T3ST.js'), 'export {};');
  writeFileSync(join(dist, 'chunk-AAAA.js'), 'export {};');
  writeFileSync(join(dist, 'theme-B33F.css'), 'body{}');
  const app = await createServer({ dataDir: join(dir, 'data'), manifestPath, devOutbox: true, passwordCost: TEST_PASSWORD_COST, ...options });
  return {
    app,
    dir,
    jar: new CookieJar(),
    close: async () => {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A minimal browser cookie jar over light-my-request's parsed `cookies`. */
export class CookieJar {
  readonly values = new Map<string, string>();

  store(res: LightMyRequestResponse): void {
    for (const c of res.cookies as Array<{ name: string; value: string; expires?: Date; maxAge?: number }>) {
      const expired = (c.expires && c.expires.getTime() <= Date.now()) || c.maxAge === 0;
      if (expired) this.values.delete(c.name);
      else this.values.set(c.name, c.value);
    }
  }

  header(): string {
    return [...this.values].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  get(prefix: string): string | undefined {
    for (const [k, v] of this.values) if (k.startsWith(prefix)) return v;
    return undefined;
  }
}

/** Sends a request with the jar's cookies and stores what comes back. */
export async function browse(
  shop: TestShop,
  url: string,
  init: { method?: 'GET' | 'POST'; form?: Record<string, string>; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  const res = await shop.app.inject({
    method: init.method ?? (init.form ? 'POST' : 'GET'),
    url,
    headers: {
      cookie: shop.jar.header(),
      ...(init.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      ...init.headers,
    },
    ...(init.form ? { payload: new URLSearchParams(init.form).toString() } : {}),
  });
  shop.jar.store(res);
  return res;
}

/** A `multipart/form-data` body of text fields, as a browser sends a form with that enctype. */
export function multipartBody(fields: Record<string, string> | [string, string][], boundary = 'XyZ'): { payload: string; contentType: string } {
  const parts = (Array.isArray(fields) ? fields : Object.entries(fields)).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return { payload: `${parts.join('')}--${boundary}--\r\n`, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Value of a hidden input by name in some HTML. */
export function hiddenValue(html: string, name: string): string {
  const match = new RegExp(`name="${name.replace(/[[\]]/g, '\\$&')}" value="([^"]*)"`).exec(html) ?? new RegExp(`value="([^"]*)"[^>]*name="${name}"`).exec(html);
  if (!match?.[1]) throw new Error(`No hidden input ${name}`);
  return match[1];
}
