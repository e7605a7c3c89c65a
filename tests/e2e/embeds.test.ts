/**
 * WordPress post embeds from another site, on the recorded WooCommerce shop page
 * (tests/classic-server.ts): an embed server on another origin plays WordPress's embed page.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { start, type ClassicServer } from '../classic-server';
import { hydrated, launchBrowser, watch } from './harness';

/**
 * WordPress's embed page, as far as the host sees it: on "ready" it asks for the height its
 * query names, then sends one message with the wrong secret; a click asks to open `?link=`.
 */
const EMBED_PAGE = `<!doctype html><meta charset="utf-8"><title>Bài viết</title><p style="height:100px">Bài viết được nhúng</p><script>
  const secret = (location.hash.match(/secret=(\\w+)/) || [])[1];
  const params = new URLSearchParams(location.search);
  addEventListener('message', (event) => {
    if (!event.data || event.data.message !== 'ready' || event.data.secret !== secret) return;
    if (params.get('height')) parent.postMessage({ secret, message: 'height', value: params.get('height') }, '*');
    parent.postMessage({ secret: 'wrongSecret', message: 'height', value: 300 }, '*');
  });
  // A click on a link in the post asks the host to open it (the embed has focus then).
  addEventListener('click', () => parent.postMessage({ secret, message: 'link', value: params.get('link') }, '*'));
</script>`;

let server: ClassicServer;
let embedServer: Server;
let embedOrigin: string;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  embedServer = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
    response.end(EMBED_PAGE);
  });
  await new Promise<void>((resolve) => embedServer.listen(0, '127.0.0.1', resolve));
  // Another origin than the shop's (127.0.0.1): the same server, named localhost.
  embedOrigin = `http://localhost:${(embedServer.address() as AddressInfo).port}`;
  [server, browser] = await Promise.all([start(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await new Promise((resolve) => embedServer?.close(resolve));
});
beforeEach(async () => {
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
});
afterEach(() => context.close());

/** Opens the shop page and puts a WordPress embed (iframe and fallback quote) at its top. */
async function embed(query: string, secret = 'Ab12Cd34', sandboxed = true): Promise<void> {
  await page.goto(`${server.url}/`);
  await hydrated(page);
  await page.evaluate(
    ({ src, secret, sandboxed }) => {
      const quote = document.createElement('blockquote');
      quote.className = 'wp-embedded-content';
      quote.dataset['secret'] = secret;
      quote.textContent = 'Bài viết được nhúng';
      const frame = document.createElement('iframe');
      frame.className = 'wp-embedded-content';
      frame.dataset['secret'] = secret;
      // WordPress's own attributes: a sandbox without allow-same-origin, so an opaque origin.
      if (sandboxed) frame.setAttribute('sandbox', 'allow-scripts');
      frame.setAttribute('style', 'position: absolute; clip: rect(1px, 1px, 1px, 1px);');
      frame.src = `${src}#?secret=${secret}`;
      document.body.prepend(quote, frame);
    },
    { src: `${embedOrigin}/bai-viet/embed/?${query}`, secret, sandboxed },
  );
}
const frame = () => page.locator('iframe.wp-embedded-content');

describe('WordPress embeds from another site', () => {
  it('take the height their page asks for, clamped to 1000 px, and replace their fallback quote', async () => {
    const problems = watch(page);
    await embed('height=1800');
    await expect.poll(() => frame().getAttribute('height')).toBe('1000');
    await expect(frame().getAttribute('style')).resolves.toBeNull();
    await expect(page.locator('blockquote.wp-embedded-content').isVisible()).resolves.toBe(false);
    expect(problems).toEqual({ errors: [], failed: [] });
  });

  it('clamp a small height to 200 px, and ignore the message with another secret (an embed that is not sandboxed too)', async () => {
    await embed('height=40', 'Ab12Cd34', false);
    await expect.poll(() => frame().getAttribute('height')).toBe('200');
  });

  it('ignore a message the page itself posts with the right secret: it is not the embed', async () => {
    await embed('height=40', 'Zz99');
    await expect.poll(() => frame().getAttribute('height')).toBe('200');
    // A marker posted after it arrives after it: once the marker is heard, the message was handled.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const marker = `marker-${Math.random()}`;
          addEventListener('message', function heard(event) {
            if (event.data !== marker) return;
            removeEventListener('message', heard);
            resolve();
          });
          window.postMessage({ secret: 'Zz99', message: 'height', value: 900 }, '*');
          window.postMessage(marker, '*');
        }),
    );
    await expect(frame().getAttribute('height')).resolves.toBe('200');
  });

  it('open a page of the embedded site when the focused embed asks, and never another site’s', async () => {
    await embed(`height=400&link=${encodeURIComponent('https://evil.example/')}`);
    await expect.poll(() => frame().getAttribute('height')).toBe('400');
    // The page hears the embed's link message (a listener added now runs after the page's own), then a task more.
    await page.evaluate(() => {
      const page = window as unknown as { __asked?: boolean };
      addEventListener('message', (event) => (page.__asked ||= (event.data as { message?: string } | null)?.message === 'link'));
    });
    await frame().contentFrame().locator('p').click();
    await page.waitForFunction(() => (window as unknown as { __asked?: boolean }).__asked === true);
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(page.url()).toBe(`${server.url}/`);

    await embed(`height=400&link=${encodeURIComponent(`${embedOrigin}/bai-viet/`)}`);
    await expect.poll(() => frame().getAttribute('height')).toBe('400');
    await Promise.all([page.waitForURL(`${embedOrigin}/bai-viet/`), frame().contentFrame().locator('p').click()]);
  });
});
