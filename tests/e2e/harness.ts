import type { FastifyInstance } from 'fastify';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type ConsoleMessage, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { createServer, type ServerOptions } from '../../demo/server';
import { registry } from '../../islands/registry';

/** Debian's Chromium; test tools cannot download their own browser here. */
export const CHROMIUM = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
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

/** What a test file may set on its store: an administrator, say. */
export type StoreOptions = Omit<ServerOptions, 'dataDir' | 'logger'>;

/**
 * Starts the demo store on a free port of 127.0.0.1 with a fresh data directory, serving the
 * production build in dist/ (the e2e script builds it first).
 *
 * @example await startStore({ admin: { email: 'quantri@example.com', password: 'mat-khau-dai-123' } })
 */
export async function startStore(options: StoreOptions = {}): Promise<Store> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-islands-e2e-'));
  // Passwords at the tests' low cost, as the demo's own tests hash them (demo/test-helpers.ts).
  const { TEST_PASSWORD_COST } = await import('../../demo/test-helpers');
  const app: FastifyInstance = await createServer({ passwordCost: TEST_PASSWORD_COST, ...options, dataDir, logger: false });
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
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? '';
    // ERR_ABORTED is a request cut short by the test's own next navigation (a favicon, an idle
    // chunk), not a failure of the page; every other reason counts.
    if (reason !== 'net::ERR_ABORTED') problems.failed.push(`${request.url()} ${reason}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.failed.push(`${response.url()} ${response.status()}`);
  });
  return problems;
}

/**
 * Waits until the loader has settled every island whose moment has come: after the page's load,
 * the idle islands' turn (they asked for it first) and two frames for the visible ones' observers,
 * none is still loading. Islands that wait for a first touch, or off screen, stay pending.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => requestAnimationFrame(() => requestAnimationFrame(() => resolve())))));
  await page.waitForFunction(() => !document.querySelector('[data-island-state="loading"]'));
}

/**
 * Waits until the shell is as tall as its form says (its height follows by a message, a moment
 * after the form changes): a click aimed before that can land where the page has since moved.
 */
export const frameSettled = (page: Page, selector = 'iframe[data-shell-id]'): Promise<unknown> =>
  page.waitForFunction((selector) => {
    const frame = document.querySelector<HTMLIFrameElement>(selector);
    const content = frame?.contentDocument?.body;
    if (!frame || !content) return false;
    const wanted = Math.min(1000, Math.max(200, Math.ceil(content.getBoundingClientRect().height)));
    return Math.abs(frame.getBoundingClientRect().height - wanted) <= 1;
  }, selector);

/**
 * Renders a form with HubSpot's snippet call, `hbspt.forms.create`, into a new element `#id` at the
 * end of the page's body (the page has the embed's classic script).
 */
export async function createForm(page: Page, id: string, options: Record<string, unknown>): Promise<void> {
  await page.evaluate(
    ({ id, options }) => {
      const target = document.createElement('div');
      target.id = id;
      document.body.append(target);
      (window as unknown as { hbspt: { forms: { create(o: object): void } } }).hbspt.forms.create({ ...options, target: `#${id}` });
    },
    { id, options },
  );
}

/**
 * Resolves once the test has heard of every request the page started before this call: the page
 * asks for a marker address (answered here, never by the server), which the browser reports after
 * them. What "asks for nothing" waits on, instead of a fixed time.
 */
export async function requestsHeard(page: Page): Promise<void> {
  const marker = `/__requests-heard-${Math.random().toString(36).slice(2)}`;
  const pattern = `**${marker}`;
  await page.route(pattern, (route) => route.fulfill({ status: 204 }));
  // Its answer, not its request: the route must have answered it before it goes.
  const answered = page.waitForResponse((response) => response.url().endsWith(marker));
  await page.evaluate((marker) => void fetch(marker).catch(() => undefined), marker);
  await answered;
  await page.unroute(pattern);
}

/**
 * Pauses the page's clock (installed with `page.clock.install()`) a moment from now: from then on
 * the page's time moves only when the test runs it. The page's clock runs on while the test reads
 * it, so a moment that has passed by the time the pause arrives is tried again, a little later.
 */
export async function pauseClock(page: Page): Promise<void> {
  for (let ahead = 50; ; ahead *= 2) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + ahead);
      return;
    } catch (error) {
      if (!String(error).includes('to the past')) throw error;
    }
  }
}

/** What a browser test file works with; each test gets a fresh context and page. */
export interface Session {
  store: Store;
  browser: Browser;
  context: BrowserContext;
  page: Page;
}

/**
 * Registers the hooks of a browser test file: one demo store (started with `storeOptions`) and one
 * Chromium for the file, a new context (cookies, storage) and page for each test. Read the fields
 * inside tests, not before.
 */
export function browserSession(viewport = { width: 1280, height: 900 }, storeOptions: StoreOptions = {}): Session {
  const session = {} as Session;
  beforeAll(async () => {
    [session.store, session.browser] = await Promise.all([startStore(storeOptions), launchBrowser()]);
  });
  afterAll(async () => {
    await session.browser?.close();
    await session.store?.close();
  });
  beforeEach(async () => {
    session.context = await session.browser.newContext({ viewport });
    session.page = await session.context.newPage();
  });
  afterEach(() => session.context.close());
  return session;
}

/** The first product page linked from the shop listing (read without the browser, so no page load is cut short). */
export async function aProductUrl(store: Store): Promise<string> {
  const html = await (await fetch(`${store.url}/shop/`)).text();
  const href = /href="([^"]*\/product\/[^"/]+\/)"/.exec(html)?.[1];
  if (!href) throw new Error('the shop lists no product');
  return new URL(href, store.url).href;
}
