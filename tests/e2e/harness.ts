import type { FastifyInstance } from 'fastify';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type ConsoleMessage, type Page } from 'playwright-core';
import { createServer } from '../../demo/server';

/** Debian's Chromium; test tools cannot download their own browser here. */
export const CHROMIUM = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface Store {
  url: string;
  close(): Promise<void>;
}

/**
 * Starts the demo store on a free port of 127.0.0.1 with a fresh data directory, serving the
 * production build in dist/ (the e2e script builds it first).
 */
export async function startStore(): Promise<Store> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-islands-e2e-'));
  const app: FastifyInstance = await createServer({ dataDir, logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the demo store has no TCP address');
  return {
    url: `http://127.0.0.1:${address.port}`,
    async close() {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
}

/** What went wrong on a page: console errors, uncaught exceptions and failed requests. */
export interface Problems {
  errors: string[];
  failed: string[];
}

/** Records a page's console errors, uncaught exceptions and failed or 4xx/5xx requests. */
export function watch(page: Page): Problems {
  const problems: Problems = { errors: [], failed: [] };
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') problems.errors.push(message.text());
  });
  page.on('pageerror', (error) => problems.errors.push(String(error)));
  page.on('requestfailed', (request) => problems.failed.push(`${request.url()} ${request.failure()?.errorText}`));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.failed.push(`${response.url()} ${response.status()}`);
  });
  return problems;
}

/** Waits until the loader has settled every island it found on the page. */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('[data-island-state="pending"]'));
}
