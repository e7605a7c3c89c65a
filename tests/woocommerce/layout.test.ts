import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectGoodLayout, hydrated, shopBrowser, WIDTHS } from './browser';
import { expectCleanDebugLog, php, phpJson, productUrl, shop, skipped, themeOptions } from './context';

/**
 * Every kind of page the theme shows on real WooCommerce, laid out at a phone's and a desktop's
 * width (tests/layout.ts: no sideways scroll, no clipped or overlapping header item, a one-row
 * menu at 1280 px, a grid of equal cards), with its screenshot kept; and what WooCommerce's own
 * stylesheets used to do, which the theme's now does (theme-php/inc/woocommerce.php leaves them off).
 */

/** The product that gets a review here (so its page and its card show star ratings). */
const REVIEWED = 'goc-bao-ve-carton';
const VARIABLE = 'tui-goi-hang-tu-dinh';

const PRODUCTS: Array<[name: string, slug: string]> = [
  ['layout-product-simple-images', 'thung-carton-3-lop-30x20x15'],
  ['layout-product-variable', VARIABLE],
  ['layout-product-variable-36', 'thung-carton-in-logo'],
  ['layout-product-grouped', 'bo-dong-goi-van-phong'],
  ['layout-product-external', 'may-in-nhiet-xprinter'],
  ['layout-product-out-of-stock', 'xop-hoi-chong-soc'],
  ['layout-product-on-sale', 'thung-carton-5-lop-40x30x30'],
  ['layout-product-reviewed', REVIEWED],
];

/** Fills the page's cart: two simple products and a variation (its first), through WooCommerce's links. */
async function fillCart(page: Page): Promise<void> {
  const variation = await phpJson<{ id: number; attributes: Record<string, string> }>(
    `$v = wc_get_product( ${shop().products[VARIABLE]!.id} )->get_available_variations()[0]; echo wp_json_encode( array( 'id' => $v['variation_id'], 'attributes' => $v['attributes'] ) );`,
  );
  await page.goto(`/?add-to-cart=${shop().products['thung-carton-3-lop-30x20x15']!.id}`);
  await page.goto(`/?add-to-cart=${shop().products['mang-pe-quan-pallet-50cm']!.id}&quantity=2`);
  const query = new URLSearchParams({ 'add-to-cart': String(shop().products[VARIABLE]!.id), variation_id: String(variation.id), ...variation.attributes });
  await page.goto(`/?${query}`);
}

/** Where the text of an element is drawn (its first line), as a box. */
const textBox = (page: Page, selector: string) =>
  page.locator(selector).first().evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const box = range.getClientRects()[0] ?? element.getBoundingClientRect();
    return { top: box.top, bottom: box.bottom, left: box.left, right: box.right };
  });

/** The stepper of the first quantity field under `scope`: where −, the input and + are. */
async function stepper(page: Page, scope: string) {
  const quantity = page.locator(`${scope} .quantity`).first();
  await quantity.locator('.plus').waitFor();
  const box = async (selector: string) => (await quantity.locator(selector).first().boundingBox())!;
  return { minus: await box('.minus'), input: await box('input.qty'), plus: await box('.plus') };
}

/** − left of the input, + right of it, on one row. */
function expectStepperInOrder({ minus, input, plus }: Awaited<ReturnType<typeof stepper>>): void {
  expect(minus.x + minus.width).toBeLessThanOrEqual(input.x + 1);
  expect(plus.x).toBeGreaterThanOrEqual(input.x + input.width - 1);
  const middle = (box: { y: number; height: number }) => box.y + box.height / 2;
  expect(Math.abs(middle(minus) - middle(input))).toBeLessThan(4);
  expect(Math.abs(middle(plus) - middle(input))).toBeLessThan(4);
}

/** Each attribute label of the cart line's variation on the same line as its value, left of it. */
async function expectVariationLabelsBesideValues(page: Page, scope: string): Promise<void> {
  const count = await page.locator(`${scope} dl.variation dt`).count();
  expect(count).toBeGreaterThan(0);
  for (let i = 1; i <= count; i++) {
    const label = await textBox(page, `${scope} dl.variation dt:nth-of-type(${i})`);
    const value = await textBox(page, `${scope} dl.variation dd:nth-of-type(${i})`);
    expect(Math.abs(label.top - value.top), `attribute ${i}: label and value on one line`).toBeLessThan(3);
    expect(value.left).toBeGreaterThan(label.right);
  }
}

describe.skipIf(skipped)('the layout of every page on real WooCommerce', () => {
  expectCleanDebugLog();
  const browser = shopBrowser();
  let review = 0;

  beforeAll(async () => {
    if (skipped) return;
    const id = shop().products[REVIEWED]!.id;
    // Reviews without avatars: a shop that cannot reach Gravatar (this one) would log a failed picture.
    review = Number(
      await php(
        `update_option( 'show_avatars', 0 ); $c = wp_insert_comment( array( 'comment_post_ID' => ${id}, 'comment_author' => 'Lan', 'comment_author_email' => 'lan@example.com', 'comment_content' => 'Dây chắc, giao nhanh.', 'comment_type' => 'review', 'comment_approved' => 1 ) ); update_comment_meta( $c, 'rating', 4 ); WC_Comments::clear_transients( ${id} ); echo $c;`,
      ),
    );
  });
  afterAll(async () => {
    if (!skipped && review) await php(`update_option( 'show_avatars', 1 ); wp_delete_comment( ${review}, true ); WC_Comments::clear_transients( ${shop().products[REVIEWED]!.id} );`);
  });

  it("loads the theme's stylesheet and none of WooCommerce's three", async () => {
    const { page } = await browser.open(1280);
    for (const url of [shop().pages.shop, productUrl(VARIABLE), shop().pages.cart]) {
      await page.goto(url);
      const sheets = await page.locator('link[rel="stylesheet"]').evaluateAll((links) => links.map((link) => link.id));
      expect(sheets, url).toContain('shop-islands-css');
      for (const handle of ['woocommerce-general', 'woocommerce-layout', 'woocommerce-smallscreen']) expect(sheets, url).not.toContain(`${handle}-css`);
      // Nothing of theirs arrives another way: their grid float is not there.
      expect(await page.evaluate(() => [...document.styleSheets].some((sheet) => /woocommerce-(general|layout|smallscreen)/.test(sheet.href ?? '')))).toBe(false);
    }
  });

  for (const width of WIDTHS) {
    it(`lays out the listings, the home page and the search results at ${width} px`, async () => {
      const { page, problems } = await browser.open(width);
      const pages: Array<[string, string]> = [
        ['layout-shop', shop().pages.shop],
        ['layout-category', shop().categories['bang-keo']!],
        ['layout-home', '/'],
        ['layout-search', '/?s=carton&post_type=product'],
      ];
      for (const [name, url] of pages) {
        await page.goto(url);
        await hydrated(page);
        await expectGoodLayout(page, name);
      }
      // The reviewed product's card shows its stars, drawn without WooCommerce's icon font.
      await page.goto(shop().pages.shop);
      const stars = page.locator(`li.product:has(a[href*="/${REVIEWED}/"]) .star-rating`);
      await expect(stars.evaluate((element) => getComputedStyle(element, '::before').content)).resolves.toContain('★');
      expect(problems.errors).toEqual([]);
    });

    it(`lays out a product page of every type at ${width} px`, async () => {
      const { page, problems } = await browser.open(width);
      for (const [name, slug] of PRODUCTS) {
        await page.goto(productUrl(slug));
        await hydrated(page);
        await expectGoodLayout(page, name);
      }
      // The review: its stars are 4 of 5 wide, and the review form's fields take the width.
      await page.locator('#tab-title-reviews a').click();
      const rating = page.locator('.commentlist .star-rating').first();
      await rating.waitFor();
      const [outer, inner] = await Promise.all([rating.boundingBox(), rating.locator('span').boundingBox()]);
      expect(inner!.width / outer!.width).toBeCloseTo(0.8, 1);
      await page.goto(productUrl('thung-carton-3-lop-30x20x15'));
      await hydrated(page);
      expectStepperInOrder(await stepper(page, 'form.cart'));
      if (width >= 850) {
        // The gallery and the summary side by side.
        const gallery = (await page.locator('div.product > .woocommerce-product-gallery').boundingBox())!;
        const summary = (await page.locator('div.product > .summary').boundingBox())!;
        expect(summary.x).toBeGreaterThanOrEqual(gallery.x + gallery.width);
        expect(Math.abs(summary.y - gallery.y)).toBeLessThan(40);
      }
      expect(problems.errors).toEqual([]);
    });

    it(`lays out the cart, the mini-cart and the checkout with items at ${width} px`, async () => {
      const { page, problems } = await browser.open(width);
      await fillCart(page);
      await page.goto(shop().pages.cart);
      await hydrated(page);
      await expectGoodLayout(page, 'layout-cart');
      expectStepperInOrder(await stepper(page, '.woocommerce-cart-form'));
      await expectVariationLabelsBesideValues(page, '.woocommerce-cart-form');
      if (width < 550) {
        // Each cell says what it is once: the totals' row headers give way to the cells' labels.
        await expect(page.locator('.cart_totals tr.cart-subtotal th').isVisible()).resolves.toBe(false);
        await expect(page.locator('.cart_totals tr.cart-subtotal td').evaluate((cell) => getComputedStyle(cell, '::before').content)).resolves.toMatch(/Tạm tính/);
      }
      if (width >= 850) {
        await page.goto('/');
        await hydrated(page);
        await page.locator('#header .cart-item').hover();
        await page.locator('#header .nav-dropdown .woocommerce-mini-cart').waitFor();
        await expectGoodLayout(page, 'layout-mini-cart');
        await expectVariationLabelsBesideValues(page, '#header .nav-dropdown');
      }
      await page.goto(shop().pages.checkout);
      await hydrated(page);
      await page.waitForFunction(() => !document.querySelector('.processing, .blockUI'));
      await expectGoodLayout(page, 'layout-checkout');
      expect(problems.errors).toEqual([]);
    });

    it(`lays out my account, logged out, at ${width} px`, async () => {
      const { page, problems } = await browser.open(width);
      await page.goto(shop().pages.myaccount);
      await hydrated(page);
      await expectGoodLayout(page, 'layout-account');
      if (width >= 850) {
        // Log in and register side by side.
        const [login, register] = await page.locator('#customer_login > div').evaluateAll((columns) => columns.map((column) => column.getBoundingClientRect().top));
        expect(Math.abs(login! - register!)).toBeLessThan(2);
      }
      expect(problems.errors).toEqual([]);
    });
  }

  describe('with the off-canvas cart', () => {
    themeOptions({ cart_style: 'off-canvas' });
    for (const width of WIDTHS) {
      it(`lays out the opened mini-cart at ${width} px`, async () => {
        const { page, problems } = await browser.open(width);
        await fillCart(page);
        await page.goto('/');
        await hydrated(page);
        await page.locator('#header .header-cart-link').click();
        await page.locator('dialog.si-cart-drawer[open] .woocommerce-mini-cart').waitFor();
        await expectGoodLayout(page, 'layout-mini-cart-drawer');
        await expectVariationLabelsBesideValues(page, 'dialog.si-cart-drawer');
        expect(problems.errors).toEqual([]);
      });
    }
  });
});
