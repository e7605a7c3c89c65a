import AxeBuilder from '@axe-core/playwright';
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSession, hydrated, watch } from './harness';

const session = browserSession();

/** A simple, in-stock product of the demo catalogue, and its category's listing. */
const BOX = 'GVSG-TC3-201510';
const BOX_NAME = 'Thùng carton 3 lớp 20x15x10 cm';
const BOXES_URL = '/product-category/thung-carton/';

/** The quick-view link on the card of the product with that SKU. */
const quickViewOf = (page: Page, sku: string) =>
  page.locator(`li.product:has(.add_to_cart_button[data-product_sku="${sku}"]) a.quick-view`);
const dialog = (page: Page) => page.locator('dialog.si-quick-view');
const badge = (page: Page) => page.locator('.header .cart-icon strong');

/** Every quick-view request the page sends: method and body. */
function quickViews(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request: Request) => {
    if (new URL(request.url()).pathname === '/wp-admin/admin-ajax.php') seen.push(`${request.method()} ${request.postData() ?? ''}`);
  });
  return seen;
}

async function listing(page: Page): Promise<void> {
  await page.goto(`${session.store.url}${BOXES_URL}`);
  await hydrated(page);
}

/** Whether focus is inside the open quick view. */
const focusInDialog = (page: Page): Promise<boolean> =>
  page.evaluate(() => !!document.activeElement?.closest('dialog.si-quick-view[open]'));

describe('quick view on the demo store', () => {
  it('opens from the keyboard, keeps focus inside, adds to the cart from inside, and closes on Esc back to its link', async () => {
    const { page } = session;
    const problems = watch(page);
    const requests = quickViews(page);
    await listing(page);
    const link = quickViewOf(page, BOX);
    const id = await link.getAttribute('data-prod');
    // Until the first touch it is a plain link to the product page.
    await expect(link.getAttribute('data-island-state')).resolves.toBe('pending');
    await link.focus();
    await page.waitForFunction((prod) => document.querySelector(`a.quick-view[data-prod="${prod}"]`)?.getAttribute('data-island-state') === 'hydrated', id);
    await page.keyboard.press('Enter');

    await dialog(page).locator('.product-quick-view-container').waitFor();
    expect(page.url()).toBe(`${session.store.url}${BOXES_URL}`);
    expect(requests).toEqual([`POST action=flatsome_quickview&product=${id}`]);
    await expect(page.evaluate(() => document.querySelector('dialog.si-quick-view')?.matches(':modal'))).resolves.toBe(true);
    await expect(focusInDialog(page)).resolves.toBe(true);
    // Named by the product title inside it.
    const labelledBy = await dialog(page).getAttribute('aria-labelledby');
    await expect(page.locator(`[id="${labelledBy}"]`).textContent()).resolves.toBe(BOX_NAME);
    await expect(dialog(page).locator('.product-lightbox').getAttribute('data-drag-threshold')).resolves.toBe('15');
    await expect(dialog(page).locator('.si-quick-view__close').getAttribute('aria-label')).resolves.toBe('Đóng (Esc)');

    // The islands inside found: the quantity stepper hydrated, the add-to-cart form (hydrated on its first touch).
    await dialog(page).locator('.quantity .plus').waitFor();
    await page.waitForFunction(() => document.querySelector('dialog.si-quick-view form.cart')?.hasAttribute('data-island-state'));

    // Tab cycles within the dialog, through every stop and around.
    const stops = await dialog(page).evaluate(
      (d) => d.querySelectorAll('a[href], button:not([disabled]), input:not([type="hidden"]):not([disabled]), select, textarea').length,
    );
    const seen = new Set<string>();
    for (let i = 0; i < stops + 3; i++) {
      await page.keyboard.press('Tab');
      await expect(focusInDialog(page), `Tab ${i + 1}`).resolves.toBe(true);
      seen.add(await page.evaluate(() => document.activeElement!.outerHTML.slice(0, 80)));
    }
    expect(seen.size).toBeGreaterThan(3);
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press('Shift+Tab');
      await expect(focusInDialog(page), `Shift+Tab ${i + 1}`).resolves.toBe(true);
    }

    await expect(badge(page).textContent()).resolves.toBe('0');
    await dialog(page).locator('form.cart .quantity .plus').click();
    await dialog(page).locator('form.cart button.single_add_to_cart_button').click();
    await page.locator('.header .cart-icon strong', { hasText: '2' }).waitFor();
    expect(page.url()).toBe(`${session.store.url}${BOXES_URL}`);

    await dialog(page).locator('form.cart button.single_add_to_cart_button').focus();
    const closedAt = await page.evaluate(() => {
      const shown = document.querySelector('dialog.si-quick-view')!;
      (window as unknown as { removedAfter: Promise<number> }).removedAfter = new Promise((resolve) => {
        const start = performance.now();
        new MutationObserver((_, observer) => {
          if (shown.isConnected) return;
          observer.disconnect();
          resolve(performance.now() - start);
        }).observe(document.body, { childList: true });
      });
      return true;
    });
    expect(closedAt).toBe(true);
    await page.keyboard.press('Escape');
    await expect(page.evaluate((prod) => document.activeElement?.matches(`a.quick-view[data-prod="${prod}"]`), id)).resolves.toBe(true);
    await expect(dialog(page).getAttribute('open')).resolves.toBeNull();
    // It leaves the page about 300 ms after closing, and its islands with it.
    const removedAfter = await page.evaluate(() => (window as unknown as { removedAfter: Promise<number> }).removedAfter);
    expect(removedAfter).toBeGreaterThanOrEqual(250);
    expect(removedAfter).toBeLessThan(2000);
    await expect(page.locator('dialog').count()).resolves.toBe(0);
    expect(problems).toEqual({ errors: [], failed: [] });
  });

  it('opens a variable product with its variations form, and a double click sends one request', async () => {
    const { page } = session;
    const requests = quickViews(page);
    await listing(page);
    const link = page.locator('li.product-type-variable a.quick-view').first();
    await link.hover();
    await page.waitForFunction(() => document.querySelector('li.product-type-variable a.quick-view')?.getAttribute('data-island-state') === 'hydrated');
    await link.dblclick();
    await dialog(page).locator('form.variations_form').waitFor();
    await page.waitForLoadState('networkidle');
    expect(requests).toHaveLength(1);
    // The open popup and what hydrated in it pass axe's critical and serious checks.
    const { violations } = await new AxeBuilder({ page }).include('dialog.si-quick-view').analyze();
    expect(violations.filter((v) => v.impact === 'critical' || v.impact === 'serious').map((v) => v.id)).toEqual([]);
    expect(page.url()).toBe(`${session.store.url}${BOXES_URL}`);
    await dialog(page).locator('.si-quick-view__close').click();
    await page.locator('dialog').waitFor({ state: 'detached' });
  });

  it('says the content could not be loaded when the server fails, and the link shows processing until then', async () => {
    const { page } = session;
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/wp-admin/admin-ajax.php', async (route) => {
      await answered;
      await route.fulfill({ status: 500, contentType: 'text/html; charset=UTF-8', body: '<p>Fatal error</p>' });
    });
    await listing(page);
    const link = quickViewOf(page, BOX);
    await link.hover();
    await page.waitForFunction(() => document.querySelector('a.quick-view')?.closest('ul')?.querySelector('a.quick-view[data-island-state="hydrated"]'));
    await link.click();
    await expect(dialog(page).locator('.product-lightbox').textContent()).resolves.toBe('Đang tải...');
    await expect(link.getAttribute('class')).resolves.toContain('processing');
    await expect(link.getAttribute('aria-busy')).resolves.toBe('true');
    release();
    await dialog(page).locator('[role="alert"]', { hasText: 'Không thể tải nội dung' }).waitFor();
    await expect(dialog(page).textContent()).resolves.not.toContain('Fatal error');
    await expect(link.getAttribute('class')).resolves.not.toContain('processing');
    await page.keyboard.press('Escape');
    await page.locator('dialog').waitFor({ state: 'detached' });
    await expect(page.evaluate(() => document.activeElement?.matches('a.quick-view'))).resolves.toBe(true);
  });

  it('is a link to the product page without JavaScript', async () => {
    const noJs = await session.browser.newContext({ javaScriptEnabled: false });
    const page = await noJs.newPage();
    await page.goto(`${session.store.url}${BOXES_URL}`);
    await quickViewOf(page, BOX).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/product\/thung-carton-3-lop-20x15x10-cm\/$/);
    await expect(page.locator('h1.product_title').textContent()).resolves.toBe(BOX_NAME);
    await noJs.close();
  });
});
