/**
 * The shop with JavaScript off, on real WooCommerce at both widths: every island's markup is the
 * classic page it enhances, and each of these flows works as WooCommerce's own forms and links.
 */
import { describe, expect, it } from 'vitest';
import { WIDTHS, expectGoodLayout, loadsNext, shopBrowser } from './browser';
import { expectCleanDebugLog, productUrl, shop, skipped } from './context';

describe.skipIf(skipped)('the shop without JavaScript, on real WooCommerce', () => {
  expectCleanDebugLog();
  const browser = shopBrowser();

  for (const width of WIDTHS) {
    it(`lists, adds from the loop and from a variable product's form, searches and dismisses the notice, at ${width} px`, async () => {
      const { page } = await browser.open(width, { javaScript: false });
      await page.goto(shop().pages.shop);
      await expectGoodLayout(page, 'no-javascript-shop');
      const id = shop().products['dao-roc-giay-sdi']!.id;
      // The loop's button is a link that adds and comes back with WooCommerce's message.
      await loadsNext(page, () => page.locator(`a.add_to_cart_button[data-product_id="${id}"]`).click());
      await expect(page.locator('.woocommerce-message').textContent()).resolves.toContain('Dao rọc giấy SDI');
      await expect(page.locator('#header .cart-icon strong').textContent()).resolves.toBe('1');

      // The variations form posts the choice.
      await page.goto(productUrl('tui-goi-hang-tu-dinh'));
      await page.locator('select[name="attribute_pa_kich-thuoc"]').selectOption({ label: 'Vừa' });
      await page.locator('select[name="attribute_pa_mau-sac"]').selectOption({ label: 'Trắng' });
      await loadsNext(page, () => page.locator('form.variations_form .single_add_to_cart_button').click());
      await expect(page.locator('.woocommerce-message').textContent()).resolves.toContain('Túi gói hàng tự dính');
      await expect(page.locator('#header .cart-icon strong').textContent()).resolves.toBe('2');
      // The gallery is every picture in the page, and the quick-view link leads to the product.
      await page.goto(productUrl('thung-carton-5-lop-40x30x30'));
      await expect(page.locator('.woocommerce-product-gallery__image img').count()).resolves.toBe(5);
      // No stepper comes without scripts, so the quantity field keeps no room free for its buttons.
      await expect(page.locator('form.cart .quantity input.qty').evaluate((qty) => getComputedStyle(qty).marginInlineStart)).resolves.toBe('0px');
      await page.goto(shop().pages.shop);
      await expect(page.locator(`a.quick-view[data-prod="${id}"]`).getAttribute('href')).resolves.toBe(productUrl('dao-roc-giay-sdi'));

      // The search form searches the products.
      if (width < 1280) await page.locator('.mobile-nav > summary').click();
      const field = page.locator(width < 1280 ? '.mobile-nav-panel input[type="search"]' : '.header-search input[type="search"]');
      await field.fill('bang keo');
      await loadsNext(page, () => field.press('Enter'));
      expect(new URL(page.url()).searchParams.get('s')).toBe('bang keo');
      await expect(page.locator('ul.products li.product').allTextContents()).resolves.toEqual(expect.arrayContaining([expect.stringContaining('Băng keo trong 100 yard')]));

      // The store notice's link dismisses it for this visitor.
      const notice = page.locator('.woocommerce-store-notice');
      await expect(notice.isVisible()).resolves.toBe(true);
      await loadsNext(page, () => notice.locator('a.woocommerce-store-notice__dismiss-link').click());
      await expect(page.locator('.woocommerce-store-notice').isVisible()).resolves.toBe(false);
    });
  }
});
