import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectGoodLayout, hydrated, shopBrowser, WIDTHS } from './browser';
import { expectCleanDebugLog, phpJson, productUrl, shop, skipped } from './context';
import { savedItems } from './session';

/** Two simple products of the test shop: a box (4.500 ₫) and a tape (18.000 ₫). */
const BOX = 'thung-carton-3-lop-30x20x15';
const TAPE = 'bang-keo-trong-100-yard';

/** Puts `quantity` of a product in the page's cart, through WooCommerce's own `?add-to-cart=` link, and waits until the server has saved it. */
async function add(page: Page, slug: string, quantity = 1): Promise<void> {
  const before = await savedItems(page.context());
  await page.goto(`/?add-to-cart=${shop().products[slug]!.id}&quantity=${quantity}`);
  await expect.poll(() => savedItems(page.context())).toBe(before + quantity);
}

/** The cart page, hydrated. */
async function openCart(page: Page): Promise<void> {
  await page.goto(shop().pages.cart);
  await hydrated(page);
}

/** The cart form's posts, as the server got them (`update_cart`, `apply_coupon`…). */
function formPosts(page: Page): string[] {
  const posts: string[] = [];
  page.on('request', (request: Request) => {
    if (request.method() === 'POST' && request.url().startsWith(new URL(shop().pages.cart).origin)) posts.push(request.postData() ?? '');
  });
  return posts;
}

const line = (page: Page, slug: string) => page.locator('.woocommerce-cart-form .cart_item').filter({ has: page.locator(`a[href*="/${slug}/"]`) });
const quantityOf = (page: Page, slug: string) => line(page, slug).locator('input.qty');
const total = (page: Page) => page.locator('.cart_totals .order-total .amount').innerText();
/** Waits until WooCommerce's cart script has answered and the form is free again. */
const settled = (page: Page) => page.waitForFunction(() => !document.querySelector('.woocommerce-cart-form.processing, .cart_totals.processing'));

/** What the server's cart holds for this browser, after a reload. */
async function reloaded(page: Page, slug: string): Promise<string> {
  await page.reload();
  await hydrated(page);
  return quantityOf(page, slug).inputValue();
}

describe.skipIf(skipped)('the cart page on real WooCommerce', () => {
  expectCleanDebugLog();
  const browser = shopBrowser();

  for (const width of WIDTHS) {
    it(`saves the stepper's quantity with Update cart at ${width} px`, async () => {
      const { page, problems } = await browser.open(width);
      await add(page, BOX);
      await openCart(page);
      await expectGoodLayout(page, 'cart');
      const posts = formPosts(page);
      const before = await total(page);
      const update = page.locator('button[name="update_cart"]');
      // WooCommerce's script keeps the button off until a quantity changes.
      await expect(update.isDisabled()).resolves.toBe(true);
      await line(page, BOX).locator('button.plus').click();
      await line(page, BOX).locator('button.plus').click();
      await expect(quantityOf(page, BOX).inputValue()).resolves.toBe('3');
      await update.click();
      await expect.poll(() => posts.some((body) => /(^|&)update_cart=/.test(body) && body.includes('%5Bqty%5D=3'))).toBe(true);
      await settled(page);
      await expect.poll(() => total(page)).not.toBe(before);
      await expect(reloaded(page, BOX)).resolves.toBe('3');
      expect(problems).toEqual({ errors: [], failed: [] });
    });

    it(`saves a typed quantity with Update cart and with Enter at ${width} px`, async () => {
      const { page, problems } = await browser.open(width);
      await add(page, BOX);
      await openCart(page);
      const posts = formPosts(page);
      await quantityOf(page, BOX).fill('4');
      await page.locator('button[name="update_cart"]').click();
      await expect.poll(() => posts.length).toBe(1);
      await settled(page);
      await expect(reloaded(page, BOX)).resolves.toBe('4');

      await quantityOf(page, BOX).fill('6');
      await quantityOf(page, BOX).press('Enter');
      await expect.poll(() => posts.some((body) => body.includes('%5Bqty%5D=6'))).toBe(true);
      await settled(page);
      await expect(reloaded(page, BOX)).resolves.toBe('6');
      expect(problems).toEqual({ errors: [], failed: [] });
    });

    it(`removes a line at ${width} px`, async () => {
      const { page, problems } = await browser.open(width);
      await add(page, BOX);
      await add(page, TAPE);
      await openCart(page);
      await line(page, TAPE).locator('.product-remove > a').click();
      await line(page, TAPE).waitFor({ state: 'detached' });
      await settled(page);
      await expect(line(page, BOX).count()).resolves.toBe(1);
      await page.reload();
      await hydrated(page);
      await expect(page.locator('.woocommerce-cart-form .cart_item').count()).resolves.toBe(1);
      expect(problems).toEqual({ errors: [], failed: [] });
    });

    it(`applies the coupon and removes it at ${width} px`, async () => {
      const { page, problems } = await browser.open(width);
      await add(page, TAPE, 2);
      await openCart(page);
      const before = await total(page);
      await page.locator('#coupon_code').fill(shop().coupon);
      await page.locator('button[name="apply_coupon"]').click();
      const discount = page.locator(`.cart_totals tr.cart-discount.coupon-${shop().coupon}`);
      await discount.waitFor();
      await settled(page);
      await expect(total(page)).resolves.not.toBe(before);
      await page.reload();
      await hydrated(page);
      await discount.waitFor();
      await expectGoodLayout(page, 'cart-coupon');

      await discount.locator('a.woocommerce-remove-coupon').click();
      await discount.waitFor({ state: 'detached' });
      await settled(page);
      await expect(total(page)).resolves.toBe(before);
      await page.reload();
      await hydrated(page);
      await expect(discount.count()).resolves.toBe(0);
      expect(problems).toEqual({ errors: [], failed: [] });
    });

    it(`checks out to an order with cash on delivery at ${width} px`, async () => {
      const { page, problems } = await browser.open(width);
      await add(page, BOX, 2);
      await openCart(page);
      await page.locator('.wc-proceed-to-checkout a.checkout-button').click();
      await page.waitForURL(shop().pages.checkout);
      await hydrated(page);
      const email = `cart-${width}-${Date.now()}@example.com`;
      await page.locator('#billing_first_name').fill('An');
      await page.locator('#billing_last_name').fill('Nguyễn');
      await page.locator('#billing_address_1').fill('12 Lê Lợi');
      await page.locator('#billing_city').fill('Huế');
      await page.locator('#billing_phone').fill('0905123456');
      await page.locator('#billing_email').fill(email);
      // WooCommerce's checkout script refreshes the review table as fields change; wait for it.
      await page.waitForFunction(() => !document.querySelector('.woocommerce-checkout .blockUI'));
      await page.locator('#payment_method_cod').check();
      await page.locator('#place_order').click();
      await page.waitForURL(/order-received/);
      await page.locator('.woocommerce-order-overview, .woocommerce-thankyou-order-received').first().waitFor();
      const orders = await phpJson<Array<{ method: string; quantity: number; status: string }>>(
        `echo wp_json_encode( array_map( fn ( $o ) => array( 'method' => $o->get_payment_method(), 'quantity' => $o->get_item_count(), 'status' => $o->get_status() ), wc_get_orders( array( 'billing_email' => '${email}' ) ) ) );`,
      );
      expect(orders).toEqual([{ method: 'cod', quantity: 2, status: 'processing' }]);
      expect(problems).toEqual({ errors: [], failed: [] });
    });
  }

  it('raises a quantity typed below its minimum to the minimum when the field is left', async () => {
    const { page, problems } = await browser.open(1280);
    await page.goto(productUrl(BOX));
    await hydrated(page);
    const input = page.locator('form.cart input.qty');
    await input.fill('0');
    await input.press('Tab');
    await expect(input.inputValue()).resolves.toBe('1');
    expect(problems).toEqual({ errors: [], failed: [] });
  });

  it('updates the cart without JavaScript: the form posts and the page says the new quantity', async () => {
    const { page } = await browser.open(375, { javaScript: false });
    await add(page, BOX);
    await page.goto(shop().pages.cart);
    await quantityOf(page, BOX).fill('5');
    await Promise.all([page.waitForURL(shop().pages.cart), page.locator('button[name="update_cart"]').click()]);
    await expect(quantityOf(page, BOX).inputValue()).resolves.toBe('5');
    await page.locator('#coupon_code').fill(shop().coupon);
    await Promise.all([page.waitForLoadState('load'), page.locator('button[name="apply_coupon"]').click()]);
    await page.locator(`.cart_totals tr.cart-discount.coupon-${shop().coupon}`).waitFor();
  });
});
