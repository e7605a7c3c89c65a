import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { layoutProblems, screenshot } from '../layout';
import { hydrated, launchBrowser, startStore, watch, type Store } from './harness';

/**
 * The demo store's pages laid out at a phone's and a desktop's width (tests/layout.ts: no sideways
 * scroll, no clipped or overlapping header item, a one-row main menu at 1280 px, a grid of equal
 * cards), each kept as a screenshot under test-results/screenshots/demo; and what was found broken
 * there: the account link cut and the menu on two rows at 1280 px, the cart totals' labels shown
 * twice and the banner's arrows over its text at 375 px.
 */

let store: Store;
let browser: Browser;

beforeAll(async () => {
  [store, browser] = await Promise.all([startStore(), launchBrowser()]);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await store?.close();
});

const WIDTHS = [375, 1280] as const;

/** A fresh shopper (own cookies, own cart) at a width. */
async function open(width: number): Promise<Page> {
  const context = await browser.newContext({
    baseURL: store.url,
    viewport: { width, height: width < 768 ? 812 : 900 },
    isMobile: width < 768,
    hasTouch: width < 768,
  });
  return context.newPage();
}

/** Checks the page's layout and keeps its screenshot as `demo/<name>-<width>.png`. */
async function expectGoodLayout(page: Page, name: string): Promise<void> {
  await screenshot(page, 'demo', name);
  expect(await layoutProblems(page), name).toEqual([]);
}

/** The first product page of the shop listing whose markup matches, by its path. */
async function productPath(test: (html: string) => boolean): Promise<string> {
  for (const listing of ['/shop/', '/shop/page/2/', '/shop/page/3/', '/shop/page/4/']) {
    const html = await (await fetch(`${store.url}${listing}`)).text();
    for (const href of new Set([...html.matchAll(/href="(\/product\/[^"/]+\/)"/g)].map((match) => match[1]!))) {
      if (test(await (await fetch(`${store.url}${href}`)).text())) return href;
    }
  }
  throw new Error('no such product in the shop listing');
}

const PAGES: Array<[name: string, path: string]> = [
  ['home', '/'],
  ['shop', '/shop/'],
  ['shop-page-2', '/shop/page/2/?orderby=price'],
  ['category', '/product-category/thung-carton/'],
  ['cart-empty', '/cart/'],
  ['my-account', '/my-account/'],
  ['lost-password', '/my-account/lost-password/'],
  ['contact', '/contact/'],
  ['search', '/?s=th%C3%B9ng&post_type=product'],
  ['shop-english', '/shop/?lang=en'],
];

describe('the demo store, laid out', () => {
  for (const width of WIDTHS) {
    it(`lays out every page at ${width} px`, async () => {
      const page = await open(width);
      const problems = watch(page);
      const products: Array<[string, string]> = [
        ['product-simple', await productPath((html) => !html.includes('variations_form') && html.includes('single_add_to_cart_button'))],
        ['product-variable', await productPath((html) => html.includes('variations_form'))],
        ['product-gallery', await productPath((html) => (html.match(/woocommerce-product-gallery__image/g) ?? []).length >= 3)],
        ['product-out-of-stock', await productPath((html) => html.includes('stock out-of-stock'))],
      ];
      // The English page last: its language stays for the pages after it.
      for (const [name, path] of [...products, ...PAGES]) {
        await page.goto(path);
        await hydrated(page);
        await expectGoodLayout(page, name);
      }
      expect(problems.errors).toEqual([]);
      // Last, since the browser logs its 404 answer.
      await page.goto('/khong-co-trang-nay/');
      await expectGoodLayout(page, 'not-found');
      await page.context().close();
    });

    it(`lays out the cart, the mini-cart and the checkout with an item at ${width} px`, async () => {
      const page = await open(width);
      const problems = watch(page);
      await page.goto(await productPath((html) => html.includes('variations_form')));
      await hydrated(page);
      for (const select of await page.locator('table.variations select').all()) {
        await select.selectOption({ index: 1 });
      }
      await page.locator('.single_add_to_cart_button:not(.disabled)').click();
      await page.waitForFunction(() => document.querySelector('.cart-count')?.textContent?.trim() === '1');
      await page.goto('/cart/');
      await hydrated(page);
      await expectGoodLayout(page, 'cart');
      if (width < 550) {
        // Each line of the totals says its label once: the row's header gives way to its cell's own label.
        for (const row of await page.locator('.cart_totals tr').all()) {
          await expect(row.locator('th').isVisible()).resolves.toBe(false);
          const label = (await row.locator('th').textContent())!.trim();
          expect(await row.locator('td').evaluate((cell) => getComputedStyle(cell, '::before').content)).toBe(`"${label}: "`);
        }
      }
      if (width >= 850) {
        await page.goto('/');
        await hydrated(page);
        await page.locator('#header .cart-item').hover();
        await page.locator('#header .nav-dropdown .woocommerce-mini-cart').waitFor();
        await expectGoodLayout(page, 'mini-cart');
      }
      await page.goto('/checkout/');
      await hydrated(page);
      await expectGoodLayout(page, 'checkout');
      expect(problems.errors).toEqual([]);
      await page.context().close();
    });
  }

  it('shows the whole account link and a one-row menu at 1280 px', async () => {
    const page = await open(1280);
    await page.goto('/');
    const link = page.locator('#header .account-link');
    await expect(link.evaluate((element) => element.scrollWidth <= element.clientWidth && getComputedStyle(element).textOverflow !== 'ellipsis')).resolves.toBe(true);
    await expect(link.innerText()).resolves.toBe('Đăng nhập / Đăng ký');
    const rows = await page.locator('.header-bottom .nav > li').evaluateAll((items) => new Set(items.map((item) => Math.round(item.getBoundingClientRect().top))).size);
    expect(rows).toBe(1);
    await page.context().close();
  });

  it("keeps the banner's arrows and pause button off its text at 375 px", async () => {
    const page = await open(375);
    await page.goto('/');
    await page.locator('.home-carousel .si-carousel__next').waitFor();
    const controls = await page.locator('.home-carousel .si-carousel__button, .home-carousel .si-carousel__toggle').evaluateAll((elements) =>
      elements.map((element) => element.getBoundingClientRect().toJSON() as DOMRect),
    );
    expect(controls.length).toBeGreaterThanOrEqual(2);
    // The text of the slide in view: its heading, paragraph and button.
    const texts = await page.locator('.home-carousel .banner').first().locator('.banner-text h2, .banner-text p, .banner-text .button').evaluateAll((elements) =>
      elements.map((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        return [...range.getClientRects()].map((box) => box.toJSON() as DOMRect);
      }).flat(),
    );
    expect(texts.length).toBeGreaterThan(2);
    for (const control of controls) {
      for (const text of texts) {
        const overlap = Math.min(control.right, text.right) - Math.max(control.left, text.left) > 0 && Math.min(control.bottom, text.bottom) - Math.max(control.top, text.top) > 0;
        expect(overlap, `a control at ${Math.round(control.left)},${Math.round(control.top)} covers text at ${Math.round(text.left)},${Math.round(text.top)}`).toBe(false);
      }
    }
    await page.context().close();
  });
});
