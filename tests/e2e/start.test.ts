import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });

let child: ChildProcess;
let output = '';
let dataDir: string;
let url: string;

/** Resolves when the process has printed text matching `pattern`. */
const printed = (pattern: RegExp, timeout = 30_000): Promise<RegExpMatchArray> =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`not printed: ${pattern}\n${output}`)), timeout);
    const check = (): void => {
      const match = pattern.exec(output);
      if (!match) return;
      clearTimeout(timer);
      child.stdout?.off('data', check);
      resolve(match);
    };
    child.stdout?.on('data', check);
    check();
  });

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'shop-islands-start-'));
  const port = await freePort();
  // What `npm start` runs after the build (the e2e script has built dist/ already).
  child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['demo/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  url = (await printed(/Shop running at (http:\/\/127\.0\.0\.1:\d+\/)/))[1]!;
}, 60_000);

afterAll(async () => {
  if (child.exitCode === null) child.kill('SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
});

describe('npm start', () => {
  it('prints its URL on 127.0.0.1 and seeds the data directory on first start', async () => {
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    expect((await readdir(dataDir)).some((file) => file.endsWith('.sqlite') || file.endsWith('.db'))).toBe(true);
  });

  it('compresses pages with brotli or gzip, as the browser asks', async () => {
    const br = await fetch(url, { headers: { 'accept-encoding': 'br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(await br.text()).toContain('id="shop-islands-config"');
    const gzip = await fetch(`${url}shop/`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
  });

  it('serves hashed assets with long-lived cache headers, and never the manifest', async () => {
    const html = await (await fetch(url)).text();
    const loader = /src="(\/assets\/loader-[A-Z0-9]+\.js)"/.exec(html)?.[1];
    expect(loader).toBeDefined();
    const asset = await fetch(new URL(loader!, url), { headers: { 'accept-encoding': 'br' } });
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
    expect((await fetch(new URL('/assets/manifest.json', url))).status).toBe(404);
  });

  it('logs each request on one short line', async () => {
    await fetch(`${url}cart/`);
    await printed(/GET \/cart\/ 200 [\d.]+ ?ms/);
  });

  it('stops cleanly on SIGTERM', async () => {
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    await expect(exited).resolves.toBe(0);
    await expect(fetch(url)).rejects.toThrow();
  });
});
