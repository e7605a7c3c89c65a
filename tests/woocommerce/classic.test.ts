import { gzipSync } from 'node:zlib';
import type { Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectGoodLayout, hydrated, requestsHeard, shopBrowser, WIDTHS } from './browser';
import { expectCleanDebugLog, productUrl, shop, skipped, themeOptions } from './context';
import { cartSaved } from './session';

/**
 * The theme's "keep classic scripts" option on real WooCommerce: WooCommerce's scripts run, and
 * the islands whose work they do stay off (theme-php/inc/assets.php,
 * `shop_islands_classic_script_islands()`), never both.
 */

/**
 * WooCommerce's classic scripts on a variable product's page, and the islands each replaces (the
 * mini-cart's also by `cart-fragments`, which WooCommerce 7.8 loads only with its cart widget).
 */
const CLASSIC: Record<string, string[]> = {
  'add-to-cart': ['add-to-cart', 'mini-cart'],
  'add-to-cart-variation': ['variations'],
  'single-product': ['tabs', 'review-rating'],
  woocommerce: ['store-notice', 'shop-forms'],
};
const REPLACED = [...new Set([...Object.values(CLASSIC).flat(), 'mini-cart'])];
const VARIABLE = 'tui-goi-hang-tu-dinh';
const BOX = 'thung-carton-3-lop-30x20x15';

/** WooCommerce's frontend script a URL is (`add-to-cart` for …/frontend/add-to-cart.min.js), if it is one. */
const classicName = (url: string): string | undefined => /\/woocommerce\/assets\/js\/frontend\/([\w-]+?)(?:\.min)?\.js(?:\?|$)/.exec(url)?.[1];
/** The island whose entry chunk a URL is (`variations` for …/dist/variations-27LWUIJU.js), if it is one. */
const islandChunk = (url: string): string | undefined => /\/shop-islands\/dist\/([a-z-]+)-[A-Z0-9]{8}\.js(?:\?|$)/.exec(url)?.[1];

/** Every JavaScript response of the page from now on, with its gzipped size (level 9, as `npm run bench:theme`). */
function scripts(page: Page): { urls: string[]; sizes: Array<Promise<number>> } {
  const seen = { urls: [] as string[], sizes: [] as Array<Promise<number>> };
  page.on('response', (response: Response) => {
    const type = response.headers()['content-type'] ?? '';
    if (response.request().resourceType() !== 'script' && !/javascript|ecmascript/.test(type)) return;
    seen.urls.push(response.url());
    seen.sizes.push(response.body().then((body) => gzipSync(body, { level: 9 }).length, () => 0));
  });
  return seen;
}

async function ready(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await hydrated(page);
  await requestsHeard(page);
}

const count = (page: Page) => page.locator('.header .cart-icon .cart-count').first().innerText();

describe.skipIf(skipped)('"keep classic scripts" on real WooCommerce', () => {
  expectCleanDebugLog();
  themeOptions({ keep_classic_scripts: true });
  const browser = shopBrowser();

  it("loads each of WooCommerce's scripts once on a variable product, and none of the islands they replace", async () => {
    const { page, problems } = await browser.open(1280);
    const loaded = scripts(page);
    await ready(page, productUrl(VARIABLE));
    const classic = loaded.urls.map(classicName).filter((name): name is string => !!name);
    for (const name of Object.keys(CLASSIC)) expect(classic.filter((seen) => seen === name), name).toHaveLength(1);
    const islands = loaded.urls.map(islandChunk).filter((name): name is string => !!name);
    expect(islands.filter((name) => REPLACED.includes(name))).toEqual([]);
    // The islands no classic script replaces still run: the gallery and the quantity stepper.
    expect(islands).toEqual(expect.arrayContaining(['loader', 'gallery', 'quantity']));
    expect(await page.locator('[data-island-state]').evaluateAll((elements) => elements.map((e) => e.getAttribute('data-island-state')))).not.toContain('error');
    // What the replaced islands would enhance is left to WooCommerce's scripts.
    for (const selector of ['.woocommerce-tabs', 'form.variations_form .variations', 'form.cart', '.widget_shopping_cart', '#respond select#rating', '.woocommerce-store-notice']) {
      expect(await page.locator(`${selector}[data-island-state]`).count(), selector).toBe(0);
    }
    // WooCommerce's single-product script made the tabs and the stars.
    await page.locator('.woocommerce-tabs ul.tabs li.active').waitFor({ state: 'attached' });
    await page.locator('#respond p.stars a').first().waitFor({ state: 'attached' });
    const bytes = (await Promise.all(loaded.sizes)).reduce((sum, size) => sum + size, 0);
    console.info(`keep classic scripts, variable product page: ${loaded.urls.length} JavaScript files, ${(bytes / 1024).toFixed(1)} KB gzip`);
    expect(problems).toEqual({ errors: [], failed: [] });
  });

  for (const width of WIDTHS) {
    it(`adds from the loop with WooCommerce's script at ${width} px`, async () => {
      const { page, problems } = await browser.open(width);
      const loaded = scripts(page);
      const adds: string[] = [];
      page.on('request', (request) => {
        const endpoint = new URL(request.url()).searchParams.get('wc-ajax');
        if (endpoint) adds.push(endpoint);
      });
      await ready(page, shop().pages.shop);
      await expectGoodLayout(page, 'classic-shop');
      const button = page.locator(`.ajax_add_to_cart[data-product_id="${shop().products[BOX]!.id}"]`);
      await button.click();
      // WooCommerce's script marks the button and adds its "View cart" link after it.
      await page.locator(`.ajax_add_to_cart.added[data-product_id="${shop().products[BOX]!.id}"]`).waitFor();
      await page.locator('a.added_to_cart.wc-forward').first().waitFor({ state: 'attached' });
      await expect.poll(() => count(page)).toBe('1');
      expect(adds).toEqual(['add_to_cart']);
      expect(loaded.urls.map(islandChunk).filter((name) => name && REPLACED.includes(name))).toEqual([]);
      expect(problems).toEqual({ errors: [], failed: [] });
    });

    it(`adds a variation with WooCommerce's variations script at ${width} px`, async () => {
      const { page, problems } = await browser.open(width);
      await ready(page, productUrl(VARIABLE));
      await expectGoodLayout(page, 'classic-variable');
      const form = page.locator('form.variations_form');
      const button = form.locator('.single_add_to_cart_button');
      // WooCommerce's script holds the button until a whole variation is chosen.
      await expect(button.getAttribute('class')).resolves.toContain('disabled');
      await form.locator('select#pa_kich-thuoc').selectOption({ index: 2 });
      await form.locator('select#pa_mau-sac').selectOption({ index: 1 });
      await page.waitForFunction(() => Number(document.querySelector<HTMLInputElement>('form.variations_form input.variation_id')?.value) > 0);
      await form.locator('.woocommerce-variation-price .amount').waitFor();
      await expect(button.getAttribute('class')).resolves.not.toContain('disabled');
      await Promise.all([page.waitForLoadState('load'), button.click()]);
      await page.locator('.woocommerce-message').first().waitFor();
      await expect(count(page)).resolves.toBe('1');
      await cartSaved(page.context(), 1);
      await page.goto(shop().pages.cart);
      await expect(page.locator('.woocommerce-cart-form .cart_item .variation').first().innerText()).resolves.toMatch(/Kích thước:\s*(Nhỏ|Vừa|Lớn)/);
      expect(problems).toEqual({ errors: [], failed: [] });
    });
  }

  it("saves Update cart with WooCommerce's cart script, and removes a mini-cart line with one request", async () => {
    const { page, problems } = await browser.open(1280);
    await page.goto(`/?add-to-cart=${shop().products[BOX]!.id}`);
    await cartSaved(page.context(), 1);
    await ready(page, shop().pages.cart);
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(request.postData() ?? '');
    });
    const line = page.locator('.woocommerce-cart-form .cart_item').first();
    await line.locator('button.plus').click();
    await page.locator('button[name="update_cart"]').click();
    await expect.poll(() => posts.some((body) => /(^|&)update_cart=/.test(body) && body.includes('%5Bqty%5D=2'))).toBe(true);
    await page.waitForFunction(() => !document.querySelector('.woocommerce-cart-form.processing'));
    await page.reload();
    await hydrated(page);
    await expect(line.locator('input.qty').inputValue()).resolves.toBe('2');

    // The header's dropdown opens on hover; WooCommerce's add-to-cart script removes the line.
    await ready(page, shop().pages.shop);
    const removes: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).searchParams.get('wc-ajax') === 'remove_from_cart') removes.push(request.url());
    });
    await page.locator('.header .cart-item').first().hover();
    await page.locator('.header .nav-dropdown a.remove_from_cart_button').first().click();
    await expect.poll(() => count(page)).toBe('0');
    await requestsHeard(page);
    expect(removes).toHaveLength(1);
    expect(problems).toEqual({ errors: [], failed: [] });
  });

  it("dismisses the store notice with WooCommerce's script", async () => {
    const { page, context, problems } = await browser.open(375);
    const loaded = scripts(page);
    await ready(page, shop().pages.shop);
    const notice = page.locator('.woocommerce-store-notice');
    await notice.waitFor();
    await notice.locator('.woocommerce-store-notice__dismiss-link').click();
    await notice.waitFor({ state: 'hidden' });
    expect((await context.cookies()).some((cookie) => cookie.name.startsWith('store_notice') && cookie.value === 'hidden')).toBe(true);
    expect(loaded.urls.map(islandChunk)).not.toContain('store-notice');
    expect(page.url()).toBe(shop().pages.shop);
    expect(problems).toEqual({ errors: [], failed: [] });
  });
});
