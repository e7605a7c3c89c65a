import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hydrated, launchBrowser, startStore, watch, type Store } from './harness';

let store: Store;
let browser: Browser;
const pages: [string, string][] = [];

/** Absolute links of a page's HTML that match a pattern. */
async function links(path: string, pattern: RegExp): Promise<string[]> {
  const html = await (await fetch(`${store.url}${path}`)).text();
  return [...new Set([...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&')))].filter((href) => pattern.test(href));
}

/** Finds, by their markup, a simple, a variable and a gallery product page, and a category. */
async function discover(): Promise<void> {
  const products: string[] = [];
  for (const path of ['/shop/', '/shop/page/2/', '/shop/page/3/', '/shop/page/4/']) products.push(...(await links(path, /\/product\/[^/]+\/$/)));
  let simple: string | undefined, variable: string | undefined, gallery: string | undefined;
  for (const href of products) {
    const html = await (await fetch(new URL(href, store.url))).text();
    const images = (html.match(/woocommerce-product-gallery__image/g) ?? []).length;
    if (simple && variable && gallery) break;
    if (!variable && html.includes('variations_form')) variable = href;
    else if (!gallery && images >= 4) gallery = href;
    else if (!simple && !html.includes('variations_form')) simple = href;
  }
  const category = (await links('/shop/', /\/product-category\/[^/]+\/$/))[0];
  for (const [name, href] of Object.entries({ simple, variable, gallery, category })) {
    if (!href) throw new Error(`the demo store has no ${name} page linked from the shop listing`);
  }
  pages.push(
    ['home', '/'],
    ['shop', '/shop/'],
    ['shop page 2, by price', '/shop/page/2/?orderby=price'],
    ['category', new URL(category!, store.url).pathname],
    ['simple product', new URL(simple!, store.url).pathname],
    ['variable product', new URL(variable!, store.url).pathname],
    ['gallery product', new URL(gallery!, store.url).pathname],
    ['cart (empty)', '/cart/'],
    ['checkout', '/checkout/'],
    ['my account', '/my-account/'],
    ['lost password', '/my-account/lost-password/'],
    ['contact', '/contact/'],
    ['search', '/?s=th%C3%B9ng&post_type=product'],
    ['english shop', '/shop/?lang=en'],
  );
}

beforeAll(async () => {
  [store, browser] = await Promise.all([startStore(), launchBrowser()]);
  await discover();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await store?.close();
});

/** Axe violations that matter: critical and serious, with where they are. */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'critical' || violation.impact === 'serious')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(', ')}`);
}

describe('every demo page', () => {
  it('renders with no console errors, no failed requests and no critical or serious axe violations', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const report: Record<string, unknown> = {};
    for (const [name, path] of pages) {
      const page = await context.newPage();
      const problems = watch(page);
      const response = await page.goto(`${store.url}${path}`);
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      const violations = await seriousViolations(page);
      const status = response?.status();
      if (status !== 200 || problems.errors.length || problems.failed.length || violations.length) {
        report[name] = { status, ...problems, violations };
      }
      await page.close();
    }
    await context.close();
    expect(report).toEqual({});
  });

  it('fits phones, tablets and desktops with no horizontal scrolling', async () => {
    const overflow: Record<string, number[]> = {};
    for (const width of [375, 768, 1280]) {
      const context = await browser.newContext({ viewport: { width, height: 800 } });
      const page = await context.newPage();
      for (const [name, path] of pages) {
        await page.goto(`${store.url}${path}`);
        const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
        if (scroll > width) (overflow[name] ??= []).push(width);
      }
      await context.close();
    }
    expect(overflow).toEqual({});
  });

  it('works without JavaScript: every page renders its content and carries island mount points', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const [name, path] of pages) {
      const response = await page.goto(`${store.url}${path}`);
      expect(response?.status(), name).toBe(200);
      await expect(page.locator('#shop-islands-config').count(), name).resolves.toBe(1);
      await expect(page.locator('script[type="module"][src*="/assets/loader-"]').count(), name).resolves.toBe(1);
      await expect(page.locator('header').count(), name).resolves.toBeGreaterThan(0);
      await expect(page.locator('footer').count(), name).resolves.toBeGreaterThan(0);
    }
    await context.close();
  });

  it('checks logged-in account pages too', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${store.url}/my-account/`);
    const email = `khach${Date.now()}@example.vn`;
    const register = page.locator('form.woocommerce-form-register, form.register').first();
    await register.locator('input[type="email"]').fill(email);
    const password = register.locator('input[type="password"]');
    if (await password.count()) await password.fill('Mật-khẩu-rất-mạnh-2026!');
    await register.locator('button[type="submit"], input[type="submit"]').first().click();
    await page.waitForLoadState('load');
    const report: Record<string, unknown> = {};
    for (const path of ['/my-account/', '/my-account/orders/', '/my-account/edit-account/']) {
      // A page of its own for each, so nothing still loading on the last one is cut short.
      const account = await context.newPage();
      const problems = watch(account);
      const response = await account.goto(`${store.url}${path}`);
      await hydrated(account);
      await account.waitForLoadState('networkidle');
      await expect(account.locator('form.woocommerce-form-login').count()).resolves.toBe(0);
      const violations = await seriousViolations(account);
      if (response?.status() !== 200 || problems.errors.length || problems.failed.length || violations.length) {
        report[path] = { status: response?.status(), ...problems, violations };
      }
      await account.close();
    }
    await context.close();
    expect(report).toEqual({});
  });
});
