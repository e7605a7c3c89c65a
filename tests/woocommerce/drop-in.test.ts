/**
 * The islands as companion scripts on a theme that is not ours: Twenty Twenty-Three (Debian's
 * WordPress default, a block theme printing WooCommerce's classic templates) on the real shop,
 * WooCommerce's classic scripts taken off and the config element and loader put on by the
 * drop-in plugin (theme-php/drop-in/shop-islands-drop-in.php, copied from the theme as its zip
 * installed it into the must-use plugins for this file). In Chromium at 375 and 1280 px: ajax adds from the loop and the product form (a
 * variation too), quantity steppers, tabs, the gallery with its thumbnails and lightbox (its
 * stylesheet brought by the island, nothing moving as it arrives), and WooCommerce's own store
 * notice, shown and dismissible. Also what JavaScript a variable product's page downloads.
 */
import { copyFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { layoutProblems, screenshot } from '../layout';
import { hydrated, serverCart, shopBrowser, wcAjax, WIDTHS } from './browser';
import { expectCleanDebugLog, php, phpJson, productUrl, shop, site, skipped } from './context';

/** The drop-in as the theme's zip ships it. */
const PLUGIN = (): string => path.join(site().root, 'wp-content/themes/shop-islands/drop-in/shop-islands-drop-in.php');
const installed = (name: string) => path.join(site().root, 'wp-content/mu-plugins', name);

/** Records the page's layout shifts (Layout Instability API) from its first paint, before its scripts. */
async function recordShifts(page: Page): Promise<() => Promise<Array<{ value: number; sources: string[] }>>> {
  await page.addInitScript(() => {
    const shifts: Array<{ value: number; sources: string[] }> = [];
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; sources?: Array<{ node?: Node }> }>) {
        shifts.push({ value: entry.value, sources: (entry.sources ?? []).map((source) => (source.node instanceof Element ? `${source.node.localName}.${[...source.node.classList].join('.')}` : String(source.node?.nodeName))) });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { __shifts: Array<{ value: number; sources: string[] }> }).__shifts);
}

/**
 * The layout check (tests/layout.ts), screenshot kept, but for the product grid: Twenty
 * Twenty-Three's and WooCommerce's own stylesheets lay it out (a flex row with WooCommerce's
 * clearfix pseudo-elements in it), which no island touches.
 */
async function expectGoodLayout(page: Page, name: string): Promise<void> {
  await screenshot(page, 'woocommerce', name);
  expect((await layoutProblems(page)).filter((problem) => !problem.startsWith('ul.products')), name).toEqual([]);
}

/** WooCommerce's classic front-end scripts, which the drop-in takes off. */
const CLASSIC = /\/plugins\/woocommerce\/assets\/js\/(frontend|jquery-blockui|flexslider|zoom|photoswipe)\//;

describe.skipIf(skipped)('the islands as a drop-in on Twenty Twenty-Three, WooCommerce’s classic scripts off', () => {
  expectCleanDebugLog();
  const browser = shopBrowser();

  beforeAll(async () => {
    if (skipped) return;
    copyFileSync(PLUGIN(), installed('shop-islands-drop-in.php'));
    await expect(php(`switch_theme( 'twentytwentythree' ); echo get_stylesheet();`)).resolves.toBe('twentytwentythree');
  });
  afterAll(async () => {
    if (skipped) return;
    rmSync(installed('shop-islands-drop-in.php'), { force: true });
    await php(`switch_theme( 'shop-islands' ); echo get_stylesheet();`);
  });

  for (const width of WIDTHS) {
    describe(`at ${width} px`, () => {
      it('adds from the loop by ajax, with the loader and none of WooCommerce’s classic scripts', async () => {
        const { page, problems } = await browser.open(width);
        const scripts: string[] = [];
        page.on('request', (request) => void (request.resourceType() === 'script' && scripts.push(request.url())));
        const calls = wcAjax(page);
        await page.goto(shop().pages.shop);
        await hydrated(page);
        await expect(page.locator('script#shop-islands-config').count()).resolves.toBe(1);
        await expectGoodLayout(page, 'drop-in-shop');
        const id = shop().products['bang-keo-trong-100-yard']!.id;
        const button = page.locator(`.ajax_add_to_cart[data-product_id="${id}"]`);
        await button.click();
        // WooCommerce's "View cart" link after the button: the add went by ajax, the page stayed.
        await page.locator(`.ajax_add_to_cart[data-product_id="${id}"] ~ a.added_to_cart`).waitFor();
        await expect(button.getAttribute('class')).resolves.toContain('added');
        expect(calls).toEqual(['add_to_cart']);
        expect(await serverCart(page)).toEqual({ [id]: 1 });
        expect(scripts.some((url) => url.includes('/shop-islands/dist/loader-'))).toBe(true);
        expect(scripts.filter((url) => CLASSIC.test(url))).toEqual([]);
        expect(problems).toEqual({ errors: [], failed: [] });
      });

      it('adds from a product’s form by ajax, with the quantity its stepper set; its tabs switch', async () => {
        const { page, problems } = await browser.open(width);
        const calls = wcAjax(page);
        await page.goto(productUrl('thung-carton-3-lop-30x20x15'));
        await hydrated(page);
        const form = page.locator('form.cart');
        const quantity = form.locator('input.qty');
        await quantity.scrollIntoViewIfNeeded();
        // The quantity island's − and + on either side of WooCommerce's input.
        const plus = form.locator('.quantity button', { hasText: '+' });
        await plus.waitFor();
        const [minusBox, inputBox, plusBox] = await Promise.all([form.locator('.quantity button').first().boundingBox(), quantity.boundingBox(), plus.boundingBox()]);
        expect(minusBox!.x).toBeLessThan(inputBox!.x);
        expect(plusBox!.x).toBeGreaterThan(inputBox!.x);
        await plus.click();
        await plus.click();
        await expect(quantity.inputValue()).resolves.toBe('3');
        await form.locator('.single_add_to_cart_button').click();
        await expect.poll(() => calls).toEqual(['add_to_cart']);
        await expect.poll(() => serverCart(page)).toEqual({ [shop().products['thung-carton-3-lop-30x20x15']!.id]: 3 });
        expect(new URL(page.url()).pathname).toBe(new URL(productUrl('thung-carton-3-lop-30x20x15')).pathname);

        // The tabs: WooCommerce's markup, made a tab list by the tabs island.
        const tabs = page.locator('.woocommerce-tabs');
        await tabs.scrollIntoViewIfNeeded();
        const reviews = tabs.locator('[role="tab"]', { hasText: 'Đánh giá' });
        await reviews.waitFor();
        await reviews.click();
        await expect.poll(() => tabs.locator('#tab-reviews').isVisible()).toBe(true);
        await expect(tabs.locator('#tab-description').isVisible()).resolves.toBe(false);
        await expect(reviews.getAttribute('aria-selected')).resolves.toBe('true');
        expect(problems).toEqual({ errors: [], failed: [] });
      });

      it('chooses a variation and adds it by ajax', async () => {
        const { page, problems } = await browser.open(width);
        const calls = wcAjax(page);
        await page.goto(productUrl('tui-goi-hang-tu-dinh'));
        await hydrated(page);
        const form = page.locator('form.variations_form');
        await form.scrollIntoViewIfNeeded();
        const button = form.locator('.single_add_to_cart_button');
        await form.locator('select[name="attribute_pa_kich-thuoc"]').selectOption({ label: 'Vừa' });
        await form.locator('select[name="attribute_pa_mau-sac"]').selectOption({ label: 'Trắng' });
        await expect.poll(() => form.locator('.woocommerce-variation-price').textContent()).toContain('40.000');
        await expect.poll(() => button.getAttribute('class')).not.toContain('disabled');
        const variation = await form.locator('input.variation_id').inputValue();
        expect(variation).toMatch(/^\d+$/);
        await button.click();
        await expect.poll(() => serverCart(page)).toEqual({ [variation]: 1 });
        expect(calls).toEqual(['add_to_cart']);
        expect(problems).toEqual({ errors: [], failed: [] });
      });

      it('lays the gallery out as a slider with thumbnails, from its first paint, and opens the lightbox', async () => {
        const { page, problems } = await browser.open(width);
        const shifts = await recordShifts(page);
        const stylesheets: string[] = [];
        page.on('request', (request) => void (request.resourceType() === 'stylesheet' && stylesheets.push(request.url())));
        const response = await page.goto(productUrl('thung-carton-5-lop-40x30x30'));
        expect(await response!.text()).toMatch(/<link rel="stylesheet" href="[^"]*\/shop-islands\/dist\/gallery-[A-Z0-9]+\.css">/);
        await hydrated(page);
        // Linked in the head; the loader, finding it applied, fetched it no second time.
        expect(stylesheets.filter((url) => url.includes('/shop-islands/dist/'))).toHaveLength(1);
        const gallery = page.locator('.woocommerce-product-gallery');
        await expect(gallery.getAttribute('data-island-state')).resolves.toBe('hydrated');
        await expectGoodLayout(page, 'drop-in-product');
        // Five pictures side by side, one in view, and five thumbnails under them.
        const slides = gallery.locator('.woocommerce-product-gallery__image');
        await expect(slides.count()).resolves.toBe(5);
        const [first, second, box] = await Promise.all([slides.nth(0).boundingBox(), slides.nth(1).boundingBox(), gallery.boundingBox()]);
        expect(second!.y).toBe(first!.y);
        expect(second!.x).toBeGreaterThanOrEqual(first!.x + first!.width - 1);
        expect(Math.abs(first!.width - box!.width)).toBeLessThanOrEqual(1);
        const thumbnails = gallery.locator('.product-thumbnails button');
        await expect(thumbnails.count()).resolves.toBe(5);
        const thumb = await thumbnails.nth(4).boundingBox();
        expect(thumb!.y).toBeGreaterThanOrEqual(first!.y + first!.height);
        expect(thumb!.y + thumb!.height).toBeLessThanOrEqual(box!.y + box!.height + 1);
        // Its stylesheet was in the head: nothing on the page moved as the islands came.
        expect((await shifts()).filter((shift) => shift.sources.some((source) => /gallery|summary|tabs/.test(source)))).toEqual([]);

        // A thumbnail brings its picture; the keyboard reaches it as a button.
        await thumbnails.nth(2).focus();
        await page.keyboard.press('Enter');
        await expect.poll(() => thumbnails.nth(2).getAttribute('aria-current')).toBe('true');
        await expect.poll(async () => Math.round((await slides.nth(2).boundingBox())!.x - box!.x)).toBe(0);
        // The lightbox opens on the slide shown, moves with the keys and closes with Esc.
        await slides.nth(2).locator('a').click();
        await expect.poll(() => page.evaluate(() => !!document.querySelector('.pswp')?.contains(document.activeElement))).toBe(true);
        await expect(page.locator('.pswp__counter').textContent()).resolves.toBe('3 / 5');
        await page.keyboard.press('ArrowRight');
        await expect.poll(() => page.locator('.pswp__counter').textContent()).toBe('4 / 5');
        await page.keyboard.press('Escape');
        await page.locator('.pswp').waitFor({ state: 'detached' });
        expect(problems).toEqual({ errors: [], failed: [] });
      });

      it('shows WooCommerce’s own store notice and dismisses it for the session', async () => {
        const { page, problems } = await browser.open(width);
        await page.goto('/');
        await hydrated(page);
        const notice = page.locator('p.woocommerce-store-notice');
        await expect.poll(() => notice.isVisible()).toBe(true);
        await expect(notice.getAttribute('role')).resolves.toBe('region');
        await expect(notice.getAttribute('aria-label')).resolves.toBe('Thông báo của cửa hàng');
        await expect(notice.textContent()).resolves.toContain('Miễn phí giao hàng nội thành');
        const dismiss = notice.getByRole('button', { name: 'Bỏ qua' });
        await dismiss.focus();
        await page.keyboard.press('Space');
        await expect.poll(() => notice.isVisible()).toBe(false);
        const noticeId = await notice.getAttribute('data-notice-id');
        expect((await page.context().cookies()).find((cookie) => cookie.name === `store_notice${noticeId}`)?.value).toBe('hidden');
        expect(new URL(page.url()).hash).toBe('');
        // The next page keeps it hidden.
        await page.goto(shop().pages.shop);
        await hydrated(page);
        await expect(notice.isVisible()).resolves.toBe(false);
        expect(problems).toEqual({ errors: [], failed: [] });
      });
    });
  }

  it('takes over a gallery whose stylesheet the page does not have: the loader brings it before the island mounts', async () => {
    // A page that links nothing for the gallery (the drop-in's filter): the loader fetches the
    // island's stylesheet when it finds the gallery, and the gallery shows once it applies.
    const filter = installed('shop-islands-drop-in-unstyled.php');
    writeFileSync(filter, `<?php\nadd_filter( 'shop_islands_drop_in_islands_styled', '__return_empty_array' );\n`);
    try {
      const { page, problems } = await browser.open(1280);
      const stylesheets: string[] = [];
      page.on('request', (request) => void (request.resourceType() === 'stylesheet' && stylesheets.push(request.url())));
      const response = await page.goto(productUrl('thung-carton-5-lop-40x30x30'));
      expect(await response!.text()).not.toMatch(/<link rel="stylesheet" href="[^"]*\/shop-islands\/dist\//);
      await hydrated(page);
      const gallery = page.locator('.woocommerce-product-gallery');
      await expect.poll(() => gallery.getAttribute('data-island-state')).toBe('hydrated');
      expect(stylesheets.filter((url) => /\/shop-islands\/dist\/gallery-[A-Z0-9]+\.css$/.test(url))).toHaveLength(1);
      await expect(gallery.evaluate((element) => getComputedStyle(element.querySelector('.woocommerce-product-gallery__wrapper')!).display)).resolves.toBe('flex');
      await expect(gallery.locator('.product-thumbnails button').count()).resolves.toBe(5);
      expect(problems).toEqual({ errors: [], failed: [] });
    } finally {
      rmSync(filter, { force: true });
    }
  });

  it('downloads this much JavaScript on a variable product’s page (reported)', async () => {
    const { page, problems } = await browser.open(1280);
    const sizes: Array<Promise<[string, number]>> = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script' || response.status() !== 200) return;
      sizes.push(response.body().then((body) => [new URL(response.url()).pathname, gzipSync(body, { level: 9 }).length]));
    });
    await page.goto(productUrl('tui-goi-hang-tu-dinh'));
    await hydrated(page);
    const files = await Promise.all(sizes);
    const total = files.reduce((sum, [, size]) => sum + size, 0);
    const ours = files.filter(([file]) => file.includes('/shop-islands/dist/')).reduce((sum, [, size]) => sum + size, 0);
    console.log(`[drop-in] a variable product on Twenty Twenty-Three: ${files.length} scripts, ${(total / 1024).toFixed(1)} KB gzip (the islands' ${(ours / 1024).toFixed(1)} KB, WordPress's own the rest)`);
    expect(files.filter(([file]) => CLASSIC.test(file))).toEqual([]);
    expect(problems).toEqual({ errors: [], failed: [] });
  });
});
