/**
 * What a product page downloads before anyone touches it, measured in Chromium against the size
 * budget (DESIGN.md: 20 KB gzip), and what the loader does with a tap that comes before the
 * island it is for: held, then done by the island.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: plain .mjs script without types
import { budgets } from '../../scripts/budgets.mjs';
import { browserSession, hydrated, watch } from './harness';

const CARTON = '/product/thung-carton-dat-theo-kich-thuoc/';
const BOXES_URL = '/product-category/thung-carton/';
const BOX = 'GVSG-TC3-201510';
const dist = path.resolve(import.meta.dirname, '../../dist');
const manifest = JSON.parse(readFileSync(path.join(dist, 'manifest.json'), 'utf8')) as { entries: Record<string, { file: string }> };

/** The built files (by name) the page fetches from now on. */
function scripts(page: Page): string[] {
  const files: string[] = [];
  page.on('response', (response) => {
    const name = new URL(response.url()).pathname.split('/').pop() ?? '';
    if (name.endsWith('.js')) files.push(name);
  });
  return files;
}
/** What those files weigh compressed as the size script weighs them (gzip -9, each on its own). */
const gzipped = (files: string[]): number => [...new Set(files)].reduce((sum, file) => sum + gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length, 0);
/** The built file whose content holds `marker` (the lazy chunks have content-hashed names). */
const chunkWith = (marker: string, files: string[]): string | undefined =>
  files.find((file) => readFileSync(path.join(dist, file), 'utf8').includes(marker));

describe.each([
  ['a phone', { width: 390, height: 844 }],
  ['a laptop', { width: 1366, height: 768 }],
])('a variable product page on %s', (_, viewport) => {
  const session = browserSession(viewport);

  it('starts with at most the budget of JavaScript; the variations form and add to cart come with the first touch', async () => {
    const { page } = session;
    const problems = watch(page);
    const files = scripts(page);
    await page.goto(`${session.store.url}${CARTON}`);
    await hydrated(page);
    const atStart = [...files];
    expect(atStart).toContain(manifest.entries['loader']!.file);
    expect(atStart).toContain(manifest.entries['variations']!.file);
    expect(atStart).not.toContain(manifest.entries['add-to-cart']!.file);
    expect(chunkWith('wc_variation_form', atStart)).toBeUndefined();
    expect(gzipped(atStart)).toBeLessThanOrEqual(budgets.pages.product.gzip);
    // The button already waits for a choice.
    await expect(page.locator('form.variations_form .single_add_to_cart_button').getAttribute('class')).resolves.toContain('wc-variation-selection-needed');

    await page.locator('form.variations_form select').first().focus();
    await page.waitForFunction(() => document.querySelector('form.variations_form')?.getAttribute('data-island-state') === 'hydrated');
    await expect.poll(() => chunkWith('wc_variation_form', files)).toBeDefined();
    expect(files).toContain(manifest.entries['add-to-cart']!.file);
    expect(problems).toEqual({ errors: [], failed: [] });
  });
});

describe('a tap that comes before its island', () => {
  const session = browserSession({ width: 390, height: 844 });

  /**
   * A phone's page (touch) whose add-to-cart chunk is held back until `release()`, and what it
   * posts; closed after `test`, which must leave no console error or failed request.
   */
  async function onPhone(test: (page: Page, release: () => void, posts: string[]) => Promise<void>): Promise<void> {
    const context = await session.browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    try {
      const page = await context.newPage();
      const problems = watch(page);
      const release = await slowAddToCart(page);
      const posts: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST') posts.push(new URL(request.url()).searchParams.get('wc-ajax') ?? new URL(request.url()).pathname);
      });
      await test(page, release, posts);
      expect(problems).toEqual({ errors: [], failed: [] });
    } finally {
      await context.close();
    }
  }

  /** Holds back the add-to-cart chunk until the test lets it go. */
  async function slowAddToCart(page: Page): Promise<() => void> {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/${manifest.entries['add-to-cart']!.file}`, async (route) => {
      await released;
      await route.continue();
    });
    return release;
  }

  it('is held while add to cart loads, then adds by ajax: no page load, the header counts it', () =>
    onPhone(async (page, release, posts) => {
      await page.goto(`${session.store.url}${BOXES_URL}`);
      await hydrated(page);
      const button = page.locator(`.ajax_add_to_cart[data-product_sku="${BOX}"]`);
      await button.tap();
      // The chunk is still on its way: the link was not followed, and nothing was sent.
      await expect(button.getAttribute('data-island-state')).resolves.toBe('loading');
      expect(posts).toEqual([]);
      expect(page.url()).toBe(`${session.store.url}${BOXES_URL}`);
      release();
      await page.locator('.header .cart-icon strong', { hasText: '1' }).waitFor();
      expect(posts).toEqual(['add_to_cart']);
      expect(page.url()).toBe(`${session.store.url}${BOXES_URL}`);
    }));

  it('on a product page: the form is not posted, the island sends it', () =>
    onPhone(async (page, release, posts) => {
      await page.goto(`${session.store.url}${BOXES_URL}`);
      const href = await page
        .locator(`.ajax_add_to_cart[data-product_sku="${BOX}"]`)
        .evaluate((link) => link.closest('.product')!.querySelector<HTMLAnchorElement>('a[href*="/product/"]')!.href);
      await page.goto(href);
      await hydrated(page);
      await page.locator('form.cart .single_add_to_cart_button').tap();
      await expect(page.locator('form.cart').getAttribute('data-island-state')).resolves.toBe('loading');
      expect(posts).toEqual([]);
      release();
      await page.locator('.header .cart-icon strong', { hasText: '1' }).waitFor();
      expect(posts).toEqual(['add_to_cart']);
      expect(page.url()).toBe(href);
    }));

  it('on a variable product with nothing chosen, a first tap on the button points to the choice to make, and posts nothing', () =>
    onPhone(async (page, release, posts) => {
      await page.goto(`${session.store.url}${CARTON}`);
      await hydrated(page);
      release();
      // `aria-disabled` (the button explains itself when pressed), which Playwright's tap refuses.
      await page.locator('form.variations_form .single_add_to_cart_button').tap({ force: true });
      await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLSelectElement | null)?.name)).toBe('attribute_pa_kich-thuoc');
      await expect(page.locator('form.variations_form select').first().evaluate((field: HTMLSelectElement) => field.validationMessage)).resolves.toBe(
        'Chọn các tùy chọn cho sản phẩm trước khi cho sản phẩm vào giỏ hàng của bạn.',
      );
      expect(posts).toEqual([]);
      expect(page.url()).toBe(`${session.store.url}${CARTON}`);
    }));
});
