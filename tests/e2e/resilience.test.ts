import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { aProductUrl, browserSession, hydrated, watch } from './harness';

const session = browserSession();

/** Records shop-islands:error events from the start of every page. */
const recordIslandErrors = (target: Page) =>
  target.addInitScript(() => {
    const w = window as unknown as { islandErrors: string[] };
    w.islandErrors = [];
    document.addEventListener('shop-islands:error', (event) => {
      const detail = (event as CustomEvent<{ name: string; error: unknown }>).detail;
      w.islandErrors.push(`${detail.name}: ${String(detail.error)}`);
    });
  });

describe('an island that fails', () => {
  it('whose chunk answers 500 leaves its server markup working and reports the error', async () => {
    await recordIslandErrors(session.page);
    await session.page.route(/\/assets\/store-notice-[A-Z0-9]+\.js$/, (route) => route.fulfill({ status: 500, body: 'boom' }));
    await session.page.goto(`${session.store.url}/shop/`);
    await session.page.waitForFunction(() => (window as unknown as { islandErrors: string[] }).islandErrors.length > 0);
    const errors = await session.page.evaluate(() => (window as unknown as { islandErrors: string[] }).islandErrors);
    expect(errors[0]).toMatch(/^store-notice: /);
    await expect(session.page.locator('[data-island="store-notice"]').getAttribute('data-island-state')).resolves.toBe('error');
    // The no-JavaScript dismiss link still works.
    await session.page.locator('.woocommerce-store-notice__dismiss-link').click();
    await session.page.waitForURL(/\/shop\/$/);
    await expect(session.page.locator('.woocommerce-store-notice').count()).resolves.toBe(0);
  });

  it('that throws while mounting puts its server markup back; the other islands still hydrate', async () => {
    await recordIslandErrors(session.page);
    await session.page.route(/\/assets\/store-notice-[A-Z0-9]+\.js$/, (route) =>
      route.fulfill({ contentType: 'text/javascript', body: 'export default { mount() { throw new Error("mount failed"); } };' }),
    );
    await session.page.goto(await aProductUrl(session.store));
    await hydrated(session.page);
    await expect(session.page.evaluate(() => (window as unknown as { islandErrors: string[] }).islandErrors)).resolves.toEqual([
      'store-notice: Error: mount failed',
    ]);
    await expect(session.page.locator('.woocommerce-store-notice a.woocommerce-store-notice__dismiss-link').count()).resolves.toBe(1);
    await expect(session.page.locator('form.cart .quantity .plus').count()).resolves.toBe(1);
  });
});

describe('dropped onto a real WooCommerce page', () => {
  it('enhances the quantity inputs of recorded pages whose old scripts are removed', async () => {
    const loaderSrc = /src="(\/assets\/loader-[A-Z0-9]+\.js)"/.exec(await (await fetch(`${session.store.url}/`)).text())?.[1];
    // The recorded shop's own images and links point at its host, which is not here.
    await session.page.route(/^http:\/\/127\.0\.0\.1:8089\//, (route) => route.fulfill({ status: 204, body: '' }));
    for (const name of ['product-simple', 'cart-with-items']) {
      const html = readFileSync(path.resolve(import.meta.dirname, `../fixtures/woocommerce/pages/${name}.html`), 'utf8')
        // The theme's old scripts go, the recorded shop's stylesheets are not reachable here; ours comes in.
        .replace(/<script\b[\s\S]*?<\/script>/gi, '')
        .replace(/<link\b[^>]*>/gi, '')
        .replace('</head>', `<script type="module" src="${loaderSrc}"></script></head>`);
      await session.page.route(`${session.store.url}/recorded/${name}/`, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: html }));
      const problems = watch(session.page);
      await session.page.goto(`${session.store.url}/recorded/${name}/`);
      // The steppers start when seen; the gallery's stylesheet, which the loader brings, can push
      // them below the fold after the page is shown: brought into view until one has started.
      const quantity = session.page.locator('.quantity input.qty:not([type=hidden])').first();
      await expect
        .poll(async () => {
          await quantity.scrollIntoViewIfNeeded();
          return quantity.getAttribute('data-island-state');
        })
        .toBe('hydrated');
      const inputs = session.page.locator('.quantity input.qty:not([type=hidden])');
      const count = await inputs.count();
      expect(count).toBeGreaterThan(0);
      await expect(session.page.locator('.quantity .plus').count()).resolves.toBe(count);
      const first = inputs.first();
      const before = Number(await first.inputValue());
      await session.page.locator('.quantity .plus').first().click();
      await expect(first.inputValue()).resolves.toBe(String(before + 1));
      expect(problems.errors).toEqual([]);
    }
  });
});
