import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSession, hydrated, watch } from './harness';

const session = browserSession();

/** A simple, in-stock product of the demo catalogue, and the one sold individually. */
const BOX = 'GVSG-TC3-201510';
const BOX_NAME = 'Thùng carton 3 lớp 20x15x10 cm';
const BOXES_URL = '/product-category/thung-carton/';
const EXPRESS = 'GVSG-DV-HOATOC';
const EXPRESS_URL = '/product-category/dich-vu-van-chuyen/';

/** Every request a page makes to WooCommerce's cart endpoints, by endpoint name. */
function cartRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request: Request) => {
    const endpoint = new URL(request.url()).searchParams.get('wc-ajax');
    if (endpoint) seen.push(endpoint);
  });
  return seen;
}
const addButton = (page: Page, sku: string) => page.locator(`.ajax_add_to_cart[data-product_sku="${sku}"]`);
const badge = (page: Page) => page.locator('.header .cart-icon strong');
const growl = (page: Page) => page.locator('section.si-growls .si-growl');
/** Counts the growl messages that appear on the page from now on, however briefly. */
const countGrowls = (page: Page): Promise<void> =>
  page.evaluate(() => {
    const counted = new Set<Element>();
    const seen = window as unknown as { growls: number };
    seen.growls = 0;
    new MutationObserver(() => {
      for (const message of document.querySelectorAll('.si-growl')) if (!counted.has(message)) counted.add(message), seen.growls++;
    }).observe(document.documentElement, { childList: true, subtree: true });
  });
const growlsSeen = (page: Page): Promise<number> => page.evaluate(() => (window as unknown as { growls: number }).growls);
/** The cart islands are in charge: every add button and cart widget hydrated. */
async function ready(page: Page, path: string): Promise<void> {
  await page.goto(`${session.store.url}${path}`);
  await hydrated(page);
}

describe('cart islands on the demo store', () => {
  it('adds from a listing with one request, updates the header, and a reload asks for nothing', async () => {
    const { page } = session;
    const problems = watch(page);
    const requests = cartRequests(page);
    await ready(page, BOXES_URL);
    expect(requests).toEqual([]);
    await expect(badge(page).textContent()).resolves.toBe('0');
    await countGrowls(page);

    await addButton(page, BOX).click();
    await page.locator('.header .cart-icon strong', { hasText: '1' }).waitFor();
    expect(requests).toEqual(['add_to_cart']);
    await expect(addButton(page, BOX).getAttribute('class')).resolves.toContain('added');
    await expect(page.locator('a.added_to_cart.wc-forward').first().textContent()).resolves.toBe('Xem giỏ hàng');
    // The dropdown opens with the new line, and says so to screen readers.
    await expect(page.locator('.cart-item.si-open .nav-dropdown').isVisible()).resolves.toBe(true);
    await expect(page.locator('.nav-dropdown .mini_cart_item').count()).resolves.toBe(1);
    await expect(page.locator('[role="status"]').textContent()).resolves.toContain('Số sản phẩm trong giỏ: 1');
    // It closes itself after 5000 ms (the pointer is elsewhere).
    await page.mouse.move(5, 600);
    await page.locator('.cart-item.si-open').waitFor({ state: 'detached' });
    // The dropdown showed the add: no growl message said it again.
    await expect(growlsSeen(page)).resolves.toBe(0);

    await page.reload();
    await hydrated(page);
    await expect(badge(page).textContent()).resolves.toBe('1');
    expect(requests).toEqual(['add_to_cart']);
    expect(problems).toEqual({ errors: [], failed: [] });
  });

  it('on a phone, where the header opens no cart panel, says what was added in a growl message with a view-cart link, gone after 3 s', async () => {
    const { page } = session;
    const problems = watch(page);
    await page.setViewportSize({ width: 375, height: 740 });
    await ready(page, BOXES_URL);
    await addButton(page, BOX).click();
    // Away from where the message shows: a pointer over it would hold it.
    await page.mouse.move(5, 5);
    await growl(page).waitFor();
    await expect(growl(page).locator('.si-growl__message').textContent()).resolves.toBe(`“${BOX_NAME}” đã được thêm vào giỏ hàng.`);
    await expect(page.locator('.header .nav-dropdown').isVisible()).resolves.toBe(false);
    // In the top layer, inside the viewport, read out politely, and focus left where it was.
    const placed = await page.evaluate(() => {
      const stack = document.querySelector('section.si-growls')!;
      const box = stack.getBoundingClientRect();
      return { open: stack.matches(':popover-open'), inView: box.top >= 0 && box.bottom <= innerHeight && box.left >= 0 && box.right <= innerWidth };
    });
    expect(placed).toEqual({ open: true, inView: true });
    await expect(page.locator('.si-live').textContent()).resolves.toContain(`“${BOX_NAME}” đã được thêm vào giỏ hàng.`);
    await expect(page.evaluate(() => document.activeElement?.matches('.ajax_add_to_cart'))).resolves.toBe(true);
    await expect(growl(page).locator('.si-growl__close').getAttribute('aria-label')).resolves.toBe('Đóng thông báo');
    // Gone by itself after 3000 ms.
    await growl(page).waitFor({ state: 'detached' });

    // Its link leads to the cart.
    await addButton(page, BOX).click();
    await page.locator('.header .cart-icon strong', { hasText: '2' }).waitFor();
    const link = growl(page).locator('a.si-growl__link');
    await expect(link.textContent()).resolves.toBe('Xem giỏ hàng');
    await Promise.all([page.waitForURL(/\/cart\/$/), link.click()]);
    await expect(page.locator('.woocommerce-cart-form input.qty').first().inputValue()).resolves.toBe('2');
    expect(problems).toEqual({ errors: [], failed: [] });
  });

  it('shows the growl message above the quick view a product was added from, where the header panel opens out of sight', async () => {
    const { page } = session;
    await ready(page, BOXES_URL);
    const quickView = page.locator(`li.product:has(.add_to_cart_button[data-product_sku="${BOX}"]) a.quick-view`);
    // Its island hydrates on the first touch; then a click opens it.
    await quickView.focus();
    await expect.poll(() => quickView.getAttribute('data-island-state')).toBe('hydrated');
    await quickView.click();
    const dialog = page.locator('dialog.si-quick-view');
    // Found inside the dialog; add to cart comes with the click's pointer.
    await page.waitForFunction(() => document.querySelector('dialog.si-quick-view form.cart')?.hasAttribute('data-island-state'));
    await dialog.locator('form.cart button.single_add_to_cart_button').click();
    await growl(page).waitFor();
    await expect(growl(page).locator('.si-growl__message').textContent()).resolves.toBe(`“${BOX_NAME}” đã được thêm vào giỏ hàng.`);
    // Said in the dialog's own live region: the page's, behind the modal, is inert.
    await expect(page.locator('dialog.si-quick-view > .si-live').textContent()).resolves.toContain(BOX_NAME);
    // On top of the modal dialog and usable: what is under its link is its link.
    const onTop = await growl(page).locator('a.si-growl__link').evaluate((link) => {
      const box = link.getBoundingClientRect();
      return document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2) === link;
    });
    expect(onTop).toBe(true);
    await expect(page.evaluate(() => !!document.activeElement?.closest('dialog.si-quick-view'))).resolves.toBe(true);
    await Promise.all([page.waitForURL(/\/cart\/$/), growl(page).locator('a.si-growl__link').click()]);
  });

  it('adds three for a triple click, one request at a time', async () => {
    const { page } = session;
    const requests = cartRequests(page);
    await ready(page, BOXES_URL);
    await addButton(page, BOX).click({ clickCount: 3 });
    await page.locator('.header .cart-icon strong', { hasText: '3' }).waitFor();
    await page.waitForFunction(() => !document.querySelector('.ajax_add_to_cart.loading'));
    expect(requests).toEqual(['add_to_cart', 'add_to_cart', 'add_to_cart']);
    await expect(page.locator('.nav-dropdown .mini_cart_item .quantity').textContent()).resolves.toMatch(/^3 ×/);
  });

  it('shows a change made in another tab', async () => {
    const { page, context } = session;
    await ready(page, BOXES_URL);
    const other = await context.newPage();
    await other.goto(`${session.store.url}/shop/`);
    await hydrated(other);
    await addButton(page, BOX).click();
    await page.locator('.header .cart-icon strong', { hasText: '1' }).waitFor();
    // The other tab hears the storage event and asks for the cart once.
    await other.locator('.header .cart-icon strong', { hasText: '1' }).waitFor();
    await expect(other.locator('.nav-dropdown .mini_cart_item').count()).resolves.toBe(1);
  });

  it('removes a line from the mini-cart by ajax, keeping focus in the cart', async () => {
    const { page } = session;
    const requests = cartRequests(page);
    await ready(page, BOXES_URL);
    await addButton(page, BOX).click();
    await page.locator('.header .cart-icon strong', { hasText: '1' }).waitFor();
    const remove = page.locator('.nav-dropdown a.remove_from_cart_button');
    await remove.focus();
    await page.keyboard.press('Enter');
    await page.locator('.header .cart-icon strong', { hasText: '0' }).waitFor();
    expect(requests).toEqual(['add_to_cart', 'remove_from_cart']);
    await expect(page.locator('.nav-dropdown .woocommerce-mini-cart__empty-message').count()).resolves.toBe(1);
    await expect(page.evaluate(() => !!document.activeElement?.closest('.widget_shopping_cart'))).resolves.toBe(true);
    // The cart emptied: its cookies are gone, so the next page asks for nothing.
    await page.reload();
    await hydrated(page);
    expect(requests).toEqual(['add_to_cart', 'remove_from_cart']);
  });

  it('sends the shopper to the product page, which says why, when the store refuses the add', async () => {
    const { page } = session;
    await ready(page, EXPRESS_URL);
    await addButton(page, EXPRESS).click();
    await page.locator('.header .cart-icon strong', { hasText: '1' }).waitFor();
    // Sold individually: a second add is refused, and the answer names the product page.
    await Promise.all([page.waitForURL(/\/product\//), addButton(page, EXPRESS).click()]);
    await expect(page.locator('.woocommerce-error').count()).resolves.toBeGreaterThan(0);
  });

  it('keeps the button usable and the cart right after a 500, and after a time-out', async () => {
    const { page } = session;
    await ready(page, BOXES_URL);
    await page.route('**/?wc-ajax=add_to_cart', (route) => route.fulfill({ status: 500, body: '' }));
    await addButton(page, BOX).click();
    await page.locator('.si-cart-error').waitFor();
    await expect(page.locator('.si-cart-error').textContent()).resolves.toBe('Chưa thêm được vào giỏ hàng. Vui lòng thử lại.');
    await expect(addButton(page, BOX).getAttribute('class')).resolves.not.toContain('loading');
    await expect(badge(page).textContent()).resolves.toBe('0');

    // No answer within 5000 ms: given up, and the cart asked for again (the add may have happened).
    await page.unroute('**/?wc-ajax=add_to_cart');
    await page.route('**/?wc-ajax=add_to_cart', () => {});
    await addButton(page, BOX).click();
    await page.locator('.si-cart-error').waitFor();
    await expect(addButton(page, BOX).getAttribute('class')).resolves.not.toContain('loading');

    await page.unroute('**/?wc-ajax=add_to_cart');
    await addButton(page, BOX).click();
    await page.locator('.header .cart-icon strong', { hasText: '1' }).waitFor();
    await expect(page.locator('.si-cart-error').count()).resolves.toBe(0);
  });

  it('adds from the product page form by ajax, with its quantity', async () => {
    const { page } = session;
    const requests = cartRequests(page);
    await ready(page, BOXES_URL);
    await page.locator(`.product:has(.ajax_add_to_cart[data-product_sku="${BOX}"]) h2`).click();
    await hydrated(page);
    await page.locator('form.cart input.qty').fill('4');
    const url = page.url();
    await page.locator('form.cart .single_add_to_cart_button').click();
    await page.locator('.header .cart-icon strong', { hasText: '4' }).waitFor();
    expect(page.url()).toBe(url);
    expect(requests).toEqual(['add_to_cart']);
    await expect(page.locator('form.cart a.added_to_cart').count()).resolves.toBe(1);
  });

  it('updates the cart page by itself when a quantity changes', async () => {
    const { page } = session;
    await ready(page, BOXES_URL);
    await addButton(page, BOX).click();
    await page.locator('.header .cart-icon strong', { hasText: '1' }).waitFor();
    await ready(page, '/cart/');
    await Promise.all([
      page.waitForURL(/\/cart\/$/, { waitUntil: 'load' }),
      page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/cart/'),
      page.locator('.woocommerce-cart-form .quantity .plus').first().click(),
    ]);
    await page.locator('.header .cart-icon strong', { hasText: '2' }).waitFor();
    await expect(page.locator('.woocommerce-cart-form input.qty').first().inputValue()).resolves.toBe('2');
  });

  it('opens the off-canvas cart as a modal dialog: focus inside, Esc closes, focus back on the link', async () => {
    const { page } = session;
    // The demo store's cart is a dropdown; this page asks for the drawer instead.
    await page.route(`${session.store.url}${BOXES_URL}`, async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace('"style":"dropdown"', '"style":"off-canvas"');
      await route.fulfill({ response, body });
    });
    await ready(page, BOXES_URL);
    const link = page.locator('.header-cart-link');
    await expect(link.getAttribute('aria-haspopup')).resolves.toBe('dialog');
    await link.focus();
    await page.keyboard.press('Enter');
    const dialog = page.locator('dialog.si-cart-drawer');
    await expect(dialog.isVisible()).resolves.toBe(true);
    await expect(page.evaluate(() => document.querySelector('dialog.si-cart-drawer')?.contains(document.activeElement))).resolves.toBe(true);
    // Tab never leaves a modal dialog for the page behind it.
    for (let i = 0; i < 6; i++) await page.keyboard.press('Tab');
    await expect(page.evaluate(() => !!document.activeElement?.closest('dialog.si-cart-drawer') || document.activeElement === document.body)).resolves.toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog.isVisible()).resolves.toBe(false);
    await expect(page.evaluate(() => document.activeElement?.classList.contains('header-cart-link'))).resolves.toBe(true);
  });
});
