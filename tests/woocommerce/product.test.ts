/**
 * The islands on real WooCommerce 7.8.2, in Chromium at a phone's and a desktop's width: ajax adds
 * from the loop and from every kind of product form (a variation asked of get_variation too), the
 * mini-cart, quick view, the gallery with its lightbox and zoom, the sticky bars and the live
 * search. What WooCommerce's own scripts did on these pages, the islands do.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { WIDTHS, hydrated, loadsNext, serverCart, shopBrowser, wcAjax } from './browser';
import { expectCleanDebugLog, productUrl, shop, skipped } from './context';

const badge = (page: Page) => page.locator('#header .cart-icon strong');
const count = (page: Page, n: number) => page.locator('#header .cart-icon strong', { hasText: new RegExp(`^${n}$`) }).waitFor();

async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await hydrated(page);
}

describe.skipIf(skipped)('the islands on real WooCommerce', () => {
  expectCleanDebugLog();
  const browser = shopBrowser();

  for (const width of WIDTHS) {
    describe(`at ${width} px`, () => {
      it('adds from the loop with one request, shows the line in the mini-cart, and removes it from there', async () => {
        const { page, problems } = await browser.open(width);
        const calls = wcAjax(page);
        await open(page, shop().pages.shop);
        await expect(badge(page).textContent()).resolves.toBe('0');
        const id = shop().products['bang-keo-trong-100-yard']!.id;
        await page.locator(`.ajax_add_to_cart[data-product_id="${id}"]`).click();
        await count(page, 1);
        await page.locator(`.ajax_add_to_cart[data-product_id="${id}"] + a.added_to_cart.wc-forward`).waitFor();
        expect(calls).toEqual(['add_to_cart']);
        expect(await serverCart(page)).toEqual({ [id]: 1 });
        const line = page.locator('.widget_shopping_cart_content .mini_cart_item');
        await expect(line.count()).resolves.toBe(1);
        await expect(line.textContent()).resolves.toContain('Băng keo trong 100 yard');
        // A reload asks WooCommerce for nothing: the header is the server's, the fragments cached.
        calls.length = 0;
        await open(page, shop().pages.shop);
        await expect(badge(page).textContent()).resolves.toBe('1');
        expect(calls).toEqual([]);

        if (width >= 1280) {
          // The header's panel opens on hover and focus; its remove link removes by ajax.
          await page.locator('#header .header-cart-link').hover();
          await page.locator('#header .nav-dropdown a.remove_from_cart_button').click();
        } else {
          // A phone opens the cart page instead; the mini-cart's remove link is in the page's fragment.
          await page.locator('#header .nav-dropdown a.remove_from_cart_button').evaluate((link: HTMLElement) => link.click());
        }
        await count(page, 0);
        expect(calls).toEqual(['remove_from_cart']);
        expect(await serverCart(page)).toEqual({});
        await expect(page.locator('.widget_shopping_cart_content .woocommerce-mini-cart__empty-message').count()).resolves.toBe(1);
        expect(problems).toEqual({ errors: [], failed: [] });
      });

      it('adds a simple product from its page with its quantity, by ajax, and shows its gallery with lightbox', async () => {
        const { page, problems } = await browser.open(width);
        const calls = wcAjax(page);
        await open(page, productUrl('thung-carton-5-lop-40x30x30'));
        // Five pictures: five slides and five thumbnails.
        await expect(page.locator('.woocommerce-product-gallery__image').count()).resolves.toBe(5);
        const thumbnails = page.locator('.product-thumbnails button, .product-thumbnails a');
        await expect(thumbnails.count()).resolves.toBe(5);
        // Every slide at the single-product size, not only the first (WooCommerce gives the others its 100 px thumbnail).
        const widths = await page.locator('.woocommerce-product-gallery__image img.wp-post-image, .woocommerce-product-gallery__image > a > img').evaluateAll((images) => images.map((image) => Number(image.getAttribute('width'))));
        expect(widths).toHaveLength(5);
        expect(Math.min(...widths)).toBeGreaterThanOrEqual(600);
        await thumbnails.nth(2).click();
        await expect.poll(() => thumbnails.nth(2).getAttribute('aria-current')).toBe('true');
        // The lightbox opens on the slide shown, moves with the keys and closes with Esc.
        await page.locator('.woocommerce-product-gallery__image').nth(2).locator('a').click();
        await expect.poll(() => page.evaluate(() => !!document.querySelector('.pswp')?.contains(document.activeElement))).toBe(true);
        await expect(page.locator('.pswp__counter').textContent()).resolves.toBe('3 / 5');
        await page.keyboard.press('ArrowRight');
        await expect.poll(() => page.locator('.pswp__counter').textContent()).toBe('4 / 5');
        await page.keyboard.press('Escape');
        await page.locator('.pswp').waitFor({ state: 'detached' });

        await page.locator('form.cart input.qty').fill('3');
        await page.locator('form.cart .single_add_to_cart_button').click();
        await count(page, 3);
        expect(calls).toEqual(['add_to_cart']);
        expect(await serverCart(page)).toEqual({ [shop().products['thung-carton-5-lop-40x30x30']!.id]: 3 });
        expect(problems).toEqual({ errors: [], failed: [] });
      });

      it('chooses a variation from the variations in the page, and adds it; the mini-cart names its attributes', async () => {
        const { page, problems } = await browser.open(width);
        const calls = wcAjax(page);
        await open(page, productUrl('tui-goi-hang-tu-dinh'));
        const form = page.locator('form.variations_form');
        await expect(form.getAttribute('data-product_variations')).resolves.not.toBe('false');
        const button = form.locator('.single_add_to_cart_button');
        await expect(button.getAttribute('class')).resolves.toContain('disabled');
        await form.locator('select[name="attribute_pa_kich-thuoc"]').selectOption({ label: 'Lớn' });
        await form.locator('select[name="attribute_pa_mau-sac"]').selectOption({ label: 'Đen' });
        await expect.poll(() => form.locator('.woocommerce-variation-price').textContent()).toContain('50.000');
        await expect(button.getAttribute('class')).resolves.not.toContain('disabled');
        const variation = await form.locator('input.variation_id').inputValue();
        expect(variation).toMatch(/^\d+$/);
        await button.click();
        await count(page, 1);
        expect(calls).toEqual(['add_to_cart']);
        expect(await serverCart(page)).toEqual({ [variation]: 1 });
        const attributes = page.locator('.widget_shopping_cart_content .mini_cart_item dl.variation');
        await expect(attributes.locator('dt').allTextContents()).resolves.toEqual(['Kích thước:', 'Màu sắc:']);
        expect(await attributes.locator('dd').allTextContents()).toEqual([expect.stringContaining('Lớn'), expect.stringContaining('Đen')]);
        expect(problems).toEqual({ errors: [], failed: [] });
      });

      it('asks get_variation for a product with more variations than its page carries, then adds the one found', async () => {
        const { page, problems } = await browser.open(width);
        const calls = wcAjax(page);
        await open(page, productUrl('thung-carton-in-logo'));
        const form = page.locator('form.variations_form');
        await expect(form.getAttribute('data-product_variations')).resolves.toBe('false');
        const asked = page.waitForRequest((request) => request.url().includes('wc-ajax=get_variation'));
        await form.locator('select').nth(0).selectOption('40x30x30');
        await form.locator('select').nth(1).selectOption('Xanh');
        const request = await asked;
        expect(Object.fromEntries(new URLSearchParams(request.postData() ?? ''))).toMatchObject({ product_id: String(shop().products['thung-carton-in-logo']!.id) });
        // 40x30x30 is the fifth size (index 4), Xanh the fourth colour (index 3): 6000 + 4000 + 1500.
        await expect.poll(() => form.locator('.woocommerce-variation-price').textContent()).toContain('11.500');
        const variation = await form.locator('input.variation_id').inputValue();
        await form.locator('.single_add_to_cart_button').click();
        await count(page, 1);
        expect(calls).toEqual(['get_variation', 'add_to_cart']);
        expect(await serverCart(page)).toEqual({ [variation]: 1 });
        expect(problems).toEqual({ errors: [], failed: [] });
      });

      it('adds a grouped product’s chosen items, links an external product away, and offers no add for one out of stock', async () => {
        const { page, problems } = await browser.open(width);
        await open(page, productUrl('bo-dong-goi-van-phong'));
        const products = shop().products;
        await page.locator(`input[name="quantity[${products['bang-keo-trong-100-yard']!.id}]"]`).fill('2');
        await page.locator(`input[name="quantity[${products['dao-roc-giay-sdi']!.id}]"]`).fill('1');
        await loadsNext(page, () => page.locator('form.grouped_form .single_add_to_cart_button').click());
        await page.locator('.woocommerce-message').first().waitFor();
        await expect(badge(page).textContent()).resolves.toBe('3');
        expect(await serverCart(page)).toEqual({ [products['bang-keo-trong-100-yard']!.id]: 2, [products['dao-roc-giay-sdi']!.id]: 1 });

        await open(page, productUrl('may-in-nhiet-xprinter'));
        await expect(page.locator('form.cart a.single_add_to_cart_button, form.cart button.single_add_to_cart_button').first().textContent()).resolves.toBe('Mua tại nhà phân phối');
        await expect(page.locator('form.cart').getAttribute('action')).resolves.toBe('https://nha-phan-phoi.example/may-in-nhiet');

        await open(page, productUrl('xop-hoi-chong-soc'));
        await expect(page.locator('.stock.out-of-stock').textContent()).resolves.toBe('Hết hàng');
        await expect(page.locator('form.cart').count()).resolves.toBe(0);

        await open(page, productUrl('giay-chen-hang-kraft'));
        // Sold individually: one at most, so no quantity to choose.
        await expect(page.locator('form.cart input.qty').getAttribute('type')).resolves.toBe('hidden');
        expect(problems).toEqual({ errors: [], failed: [] });
      });

      it('suggests products as the shopper types, without accents and by SKU, and opens one', async () => {
        const { page, problems } = await browser.open(width);
        await open(page, shop().pages.shop);
        if (width < 1280) await page.locator('.mobile-nav > summary').click();
        const field = page.locator(width < 1280 ? '.mobile-nav-panel input[type="search"]' : '.header-search input[type="search"]');
        await field.click();
        await field.pressSequentially('bang keo', { delay: 20 });
        const suggestions = page.locator('.autocomplete-suggestion[role="option"]');
        await expect.poll(() => suggestions.allTextContents()).toEqual(expect.arrayContaining([expect.stringContaining('Băng keo trong 100 yard'), expect.stringContaining('Băng keo đục 200 yard')]));
        await field.fill('');
        await field.pressSequentially('TC-5L', { delay: 20 });
        await expect.poll(() => suggestions.first().textContent()).toContain('Thùng carton 5 lớp 40x30x30');
        await suggestions.first().click();
        await page.waitForURL(productUrl('thung-carton-5-lop-40x30x30'));
        expect(problems).toEqual({ errors: [], failed: [] });
      });

      it('shows the sticky header and the add-to-cart bar once scrolled past them, and adds from the bar', async () => {
        const { page, problems } = await browser.open(width);
        await open(page, productUrl('thung-carton-3-lop-30x20x15'));
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await expect.poll(() => page.locator('#header > .header-wrapper').getAttribute('class')).toContain('stuck');
        await expect.poll(() => page.locator('.sticky-add-to-cart').getAttribute('class')).toContain('sticky-add-to-cart--active');
        await page.locator('.sticky-add-to-cart--active .single_add_to_cart_button').click();
        await count(page, 1);
        await page.evaluate(() => window.scrollTo(0, 0));
        await expect.poll(() => page.locator('.sticky-add-to-cart').getAttribute('class')).not.toContain('sticky-add-to-cart--active');
        expect(problems).toEqual({ errors: [], failed: [] });
      });

      it('shows the store notice, which a shopper can dismiss for good', async () => {
        const { page, problems } = await browser.open(width);
        await open(page, shop().pages.shop);
        const notice = page.getByText('Miễn phí giao hàng nội thành cho đơn từ 500.000 ₫');
        await expect(notice.isVisible()).resolves.toBe(true);
        await page.locator('.woocommerce-store-notice__dismiss-link, [data-island="store-notice"] button').first().click();
        await expect.poll(() => notice.isVisible()).toBe(false);
        await open(page, shop().pages.shop);
        await expect(notice.isVisible()).resolves.toBe(false);
        expect(problems).toEqual({ errors: [], failed: [] });
      });
    });
  }

  // A phone has no quick view: its link is hidden where there is no hover, and leads to the product page.
  it('opens a quick view from the shop on a desktop, adds from inside it, and closes back to its link', async () => {
    const { page, problems } = await browser.open(1280);
    await open(page, shop().pages.shop);
    const id = shop().products['thung-carton-3-lop-30x20x15']!.id;
    const link = page.locator(`a.quick-view[data-prod="${id}"]`);
    await link.focus();
    await page.waitForFunction((id) => document.querySelector(`a.quick-view[data-prod="${id}"]`)?.getAttribute('data-island-state') === 'hydrated', id);
    await page.keyboard.press('Enter');
    const dialog = page.locator('dialog.si-quick-view');
    await dialog.locator('.product-quick-view-container').waitFor();
    await expect(page.evaluate(() => document.querySelector('dialog.si-quick-view')?.matches(':modal'))).resolves.toBe(true);
    await expect(dialog.locator('.product_title').textContent()).resolves.toBe('Thùng carton 3 lớp 30x20x15');
    await dialog.locator('form.cart .single_add_to_cart_button').click();
    await count(page, 1);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.evaluate(() => document.activeElement?.classList.contains('quick-view'))).toBe(true);
    expect(await serverCart(page)).toEqual({ [id]: 1 });
    expect(problems).toEqual({ errors: [], failed: [] });
  });

  it('zooms the picture under the mouse on a desktop', async () => {
    const { page, problems } = await browser.open(1280);
    await open(page, productUrl('thung-carton-3-lop-30x20x15'));
    const slide = page.locator('.woocommerce-product-gallery__image').first();
    const box = (await slide.boundingBox())!;
    await page.mouse.move(box.x + box.width / 3, box.y + box.height / 3);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 4 });
    const large = await slide.locator('img.wp-post-image').getAttribute('data-large_image');
    await expect.poll(() => page.evaluate((src) => [...document.querySelectorAll('.woocommerce-product-gallery img')].some((image) => (image as HTMLImageElement).src === src && image !== document.querySelector('.woocommerce-product-gallery__image img.wp-post-image') && (image as HTMLImageElement).complete && getComputedStyle(image).opacity !== '0'), large)).toBe(true);
    expect(problems).toEqual({ errors: [], failed: [] });
  });
});
