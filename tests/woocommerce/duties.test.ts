import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from '../layout';
import { hydrated, shopBrowser, WIDTHS } from './browser';
import { expectCleanDebugLog, php, phpJson, phpValue, productUrl, shop, site, skipped } from './context';

/**
 * The duties of the WooCommerce scripts the theme takes off the page (docs/woocommerce-scripts.md),
 * done on real WooCommerce 7.8.2 by the islands: the review form's stars and its required rating,
 * the review link and a `#reviews` address opening the reviews tab (single-product.js); the
 * ordering select, fields' descriptions and the login form's password toggle (woocommerce.js);
 * and the checkout, whose kept script still finds blockUI and woocommerce.js as its dependencies.
 */

/**
 * A plugin for this file's browsers only (their cookie): the billing phone field gets a
 * description (none has one by default), WordPress's 15 s between two comments from one address
 * is lifted (every test browser is 127.0.0.1), and no avatar is asked of Gravatar (offline here).
 */
const PLUGIN = `<?php
if ( isset( $_COOKIE['duties_test'] ) ) {
	add_filter( 'woocommerce_billing_fields', function ( $fields ) {
		$fields['billing_phone']['description'] = 'Chúng tôi gọi số này khi giao hàng.';
		return $fields;
	} );
	add_action( 'init', function () {
		remove_action( 'check_comment_flood', 'check_comment_flood_db' );
	} );
	add_filter( 'option_show_avatars', '__return_zero' );
}
if ( isset( $_COOKIE['duties_redirect'] ) ) {
	add_filter( 'pre_option_woocommerce_cart_redirect_after_add', fn () => 'yes' );
}
`;

interface Review {
  id: number;
  approved: string;
  rating: string;
  author: string;
}

/** The reviews of a product whose text is `text`, with their rating meta. */
const reviewsWith = (productId: number, text: string): Promise<Review[]> =>
  phpJson<Review[]>(`
    $out = array();
    foreach ( get_comments( array( 'post_id' => ${productId}, 'status' => 'all', 'search' => ${phpValue(text)} ) ) as $c ) {
      $out[] = array( 'id' => (int) $c->comment_ID, 'approved' => $c->comment_approved, 'rating' => get_comment_meta( $c->comment_ID, 'rating', true ), 'author' => $c->comment_author );
    }
    echo wp_json_encode( $out );`);

const product = (slug: string): number => shop().products[slug]!.id;

/** The reviews tab is the one selected, and its panel shows. */
async function expectReviewsTab(page: Page): Promise<void> {
  await expect.poll(() => page.locator('#tab-title-reviews a').getAttribute('aria-selected')).toBe('true');
  expect(await page.locator('#tab-reviews').isVisible()).toBe(true);
  expect(await page.locator('#tab-description').isVisible()).toBe(false);
}

/** Waits for the stars of the review form, the select hidden behind them. */
async function stars(page: Page) {
  const group = page.locator('#respond p.stars[role="radiogroup"]');
  await group.waitFor();
  expect(await page.locator('#rating').isHidden()).toBe(true);
  return group;
}

async function fillReview(page: Page, text: string, name: string): Promise<void> {
  await page.fill('#comment', text);
  await page.fill('#author', name);
  await page.fill('#email', `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`);
}

/** The billing phone's description: hidden, shown while its field has focus, hidden on Escape and elsewhere. */
async function expectDescriptionOnFocus(page: Page): Promise<void> {
  const description = page.locator('#billing_phone-description');
  expect(await page.locator('#billing_phone').getAttribute('aria-describedby')).toContain('billing_phone-description');
  await expect.poll(() => description.isHidden()).toBe(true);
  await page.focus('#billing_phone');
  await expect.poll(() => description.isVisible()).toBe(true);
  await page.keyboard.press('Escape');
  await expect.poll(() => description.isHidden()).toBe(true);
  await page.click('#billing_phone');
  await expect.poll(() => description.isVisible()).toBe(true);
  await page.focus('#billing_email');
  await expect.poll(() => description.isHidden()).toBe(true);
}

describe.skipIf(skipped)('the duties of the scripts the theme takes off, on real WooCommerce', () => {
  expectCleanDebugLog();
  const shopBrowsers = shopBrowser();
  const browser = {
    async open(width: number) {
      const opened = await shopBrowsers.open(width);
      await opened.context.addCookies([{ name: 'duties_test', value: '1', url: site().url }]);
      return opened;
    },
  };
  const plugin = () => path.join(site().root, 'wp-content/mu-plugins/shop-islands-duties-test.php');
  beforeAll(() => {
    if (skipped) return;
    mkdirSync(path.dirname(plugin()), { recursive: true });
    writeFileSync(plugin(), PLUGIN);
  });
  afterAll(() => {
    if (!skipped) rmSync(plugin(), { force: true });
  });

  const reviewed = { 375: 'dao-roc-giay-sdi', 1280: 'day-dai-nhua-pp' } as const;
  for (const width of WIDTHS) {
    it(`turns the rating into stars a pointer and the keyboard set, posts the review with its rating, and its link opens the reviews at ${width} px`, async () => {
      const slug = reviewed[width];
      const { page, problems } = await browser.open(width);
      // An address on the reviews opens their tab (single-product.js's hash rule).
      await page.goto(`${productUrl(slug)}#reviews`);
      await hydrated(page);
      await expectReviewsTab(page);
      const group = await stars(page);
      expect(await group.getAttribute('aria-required')).toBe('true');
      const radios = group.locator('[role="radio"]');
      expect(await radios.count()).toBe(5);
      // Named by WooCommerce's own option text, in the shop's language.
      expect(await radios.nth(4).getAttribute('aria-label')).toMatch(/^5 sao: \S/);
      // One row of stars, each a target of at least 24 px, inside the page (the header's layout is
      // listings.test.ts's business).
      await screenshot(page, 'woocommerce', `review-form-${width}`);
      const boxes = await radios.evaluateAll((all) => all.map((r) => r.getBoundingClientRect().toJSON() as DOMRect));
      for (const box of boxes) {
        expect(box.width).toBeGreaterThanOrEqual(24);
        expect(box.height).toBeGreaterThanOrEqual(24);
        expect(box.top).toBe(boxes[0]!.top);
        expect(box.right).toBeLessThanOrEqual(width);
      }

      // A pointer picks 2, then the keyboard moves to 4 (one tab stop: the chosen star).
      await radios.nth(1).click();
      expect(await page.locator('#rating').inputValue()).toBe('2');
      expect(await radios.nth(1).getAttribute('aria-checked')).toBe('true');
      expect(await group.getAttribute('class')).toContain('selected');
      expect(await page.evaluate(() => document.activeElement?.className)).toBe('star-2 active');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      expect(await page.locator('#rating').inputValue()).toBe('4');
      expect(await radios.nth(3).getAttribute('aria-checked')).toBe('true');
      expect(await radios.nth(1).getAttribute('aria-checked')).toBe('false');
      expect(await radios.evaluateAll((all) => all.map((r) => (r as HTMLElement).tabIndex))).toEqual([-1, -1, -1, 0, -1]);
      await page.keyboard.press('End');
      await page.keyboard.press('ArrowLeft');
      expect(await page.locator('#rating').inputValue()).toBe('4');

      const text = `Dùng tốt, đóng gói nhanh (${width} px, ${Date.now()})`;
      await fillReview(page, text, `Khách ${width}`);
      await Promise.all([page.waitForURL(/#comment-\d+$/), page.click('#respond #submit')]);
      const posted = await reviewsWith(product(slug), text);
      expect(posted).toEqual([{ id: expect.any(Number), approved: '1', rating: '4', author: `Khách ${width}` }]);
      // WordPress sends the shopper back to the review: its tab opens on it.
      await hydrated(page);
      await expectReviewsTab(page);
      expect(await page.locator(`#comment-${posted[0]!.id}`).isVisible()).toBe(true);

      // The rating's "(1 customer review)" link opens the reviews tab from the summary.
      await page.goto(productUrl(slug));
      await hydrated(page);
      expect(await page.locator('#tab-reviews').isVisible()).toBe(false);
      await page.click('.woocommerce-review-link');
      await expectReviewsTab(page);
      expect(problems.errors).toEqual([]);
    });
  }

  it('refuses a review without a rating in the page, with a message, and posts nothing', async () => {
    const slug = 'goc-bao-ve-carton';
    const { page, problems } = await browser.open(375);
    await page.goto(`${productUrl(slug)}#tab-reviews`);
    await hydrated(page);
    const group = await stars(page);
    const text = `Không chấm sao ${Date.now()}`;
    await fillReview(page, text, 'Khách vội');
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(request.url());
    });
    await page.click('#respond #submit');
    const error = page.locator('#respond .stars-error');
    await expect.poll(() => error.textContent()).toBe('Vui lòng chọn số sao đánh giá.');
    expect(await error.getAttribute('role')).toBe('alert');
    expect(await group.getAttribute('aria-invalid')).toBe('true');
    expect(await group.getAttribute('aria-describedby')).toBe(await error.getAttribute('id'));
    // Focus goes to the stars, where the shopper has something to do.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('radio');
    // Enter in a field submits the form the same way: refused again.
    await page.focus('#author');
    await page.keyboard.press('Enter');
    expect(await error.isVisible()).toBe(true);
    expect(posts).toEqual([]);
    expect(await reviewsWith(product(slug), text)).toEqual([]);
    // Choosing a rating takes the message away.
    await page.keyboard.press('Shift+Tab');
    await group.locator('.star-3').click();
    expect(await error.isHidden()).toBe(true);
    expect(await group.getAttribute('aria-invalid')).toBeNull();
    expect(problems.errors).toEqual([]);
  });

  it('sends the ordering form when its select changes', async () => {
    const { page, problems } = await browser.open(1280);
    await page.goto(shop().pages.shop);
    await hydrated(page);
    await Promise.all([page.waitForURL(/[?&]orderby=price(&|$)/), page.selectOption('.woocommerce-ordering select.orderby', 'price')]);
    expect(await page.locator('.woocommerce-ordering select.orderby').inputValue()).toBe('price');
    // Cheapest first.
    const prices = await page.locator('ul.products li.product').evaluateAll((items) => items.length);
    expect(prices).toBeGreaterThan(1);
    expect(problems.errors).toEqual([]);
  });

  it('opens the cart after an ajax add when the shop says so, as add-to-cart.js does', async () => {
    const { page, context, problems } = await browser.open(375);
    await context.addCookies([{ name: 'duties_redirect', value: '1', url: site().url }]);
    await page.goto(shop().pages.shop);
    await hydrated(page);
    const id = product('dao-roc-giay-sdi');
    await Promise.all([page.waitForURL((url) => url.pathname === new URL(shop().pages.cart, site().url).pathname), page.click(`.add_to_cart_button[data-product_id="${id}"]`)]);
    expect(await page.locator('form.woocommerce-cart-form').textContent()).toContain('Dao rọc giấy SDI');
    expect(problems.errors).toEqual([]);
  });

  it('shows the login form’s password on its toggle, and hides it again', async () => {
    const { page, problems } = await browser.open(375);
    await page.goto(shop().pages.myaccount);
    await hydrated(page);
    const field = page.locator('form.login #password');
    await field.click();
    await field.fill('mat-khau-bi-mat');
    const toggle = page.locator('form.login .password-input #password + button.show-password-input');
    await toggle.waitFor();
    expect(await toggle.getAttribute('aria-label')).toBe('Hiện mật khẩu');
    expect(await toggle.getAttribute('aria-controls')).toBe('password');
    await toggle.click();
    expect(await field.getAttribute('type')).toBe('text');
    expect(await toggle.getAttribute('aria-label')).toBe('Ẩn mật khẩu');
    await toggle.press('Enter');
    expect(await field.getAttribute('type')).toBe('password');
    expect(await field.inputValue()).toBe('mat-khau-bi-mat');
    expect(await page.locator('form.login .show-password-input').count()).toBe(1);
    expect(problems.errors).toEqual([]);
  });

  it('shows a field’s description while its field has focus on the account’s address form', async () => {
    const login = `khach-duties-${Date.now()}`;
    await php(`wp_insert_user( array( 'user_login' => ${phpValue(login)}, 'user_email' => ${phpValue(`${login}@example.com`)}, 'user_pass' => 'Mot-mat-khau-dai-2024!', 'role' => 'customer' ) );`);
    const { page, problems } = await browser.open(375);
    await page.goto(shop().pages.myaccount);
    await page.fill('form.login #username', login);
    await page.fill('form.login #password', 'Mot-mat-khau-dai-2024!');
    // Logged in once the account's page is back with its menu: the login form is on that same
    // address, so a wait for the address alone could end before the login's answer came, and the
    // next navigation then cut it off.
    await page.click('form.login button[name="login"]');
    await page.locator('.woocommerce-MyAccount-navigation').waitFor();
    await page.goto(`${shop().pages.myaccount.replace(/\/$/, '')}/edit-address/billing/`);
    await hydrated(page);
    // No WooCommerce script that needs woocommerce.js here: the island does it.
    expect(await page.evaluate(() => document.getElementById('woocommerce-js'))).toBeNull();
    await expectDescriptionOnFocus(page);
    expect(problems.errors).toEqual([]);
  });

  for (const width of WIDTHS) {
    it(`keeps the checkout's script with its blockUI, one password toggle per field and fields' descriptions shown on focus at ${width} px`, async () => {
      const { page, problems } = await browser.open(width);
      await page.goto(`/?add-to-cart=${product('dao-roc-giay-sdi')}`);
      await page.goto(shop().pages.checkout);
      await hydrated(page);
      // wc-checkout is kept; WordPress prints its dependencies, the dequeued ones included.
      const scripts = await page.evaluate(() => ['wc-checkout-js', 'woocommerce-js', 'jquery-blockui-js'].map((id) => document.getElementById(id) !== null));
      expect(scripts).toEqual([true, true, true]);
      await expect.poll(() => page.evaluate(() => {
        const $ = (window as unknown as { jQuery?: { fn: { block?: unknown }; scroll_to_notices?: unknown } }).jQuery;
        return typeof $?.fn.block === 'function' && typeof $?.scroll_to_notices === 'function';
      })).toBe(true);

      // Here woocommerce.js shows the description; the theme's CSS hides it first, as WooCommerce's does.
      await expectDescriptionOnFocus(page);

      // The account password (create an account): one show/hide button, however many scripts ran.
      await page.check('#createaccount');
      const password = page.locator('#account_password');
      await password.waitFor();
      await password.click();
      await password.fill('Mot-mat-khau-dai-2024!');
      await expect.poll(() => page.locator('#account_password ~ .show-password-input').count()).toBe(1);
      expect(await page.locator('form.checkout .show-password-input').count()).toBe(1);
      expect(await page.locator('form.checkout .password-input').count()).toBe(1);
      await screenshot(page, 'woocommerce', `checkout-duties-${width}`);
      expect(problems.errors).toEqual([]);
    });
  }
});
