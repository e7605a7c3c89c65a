import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSession, hydrated, watch, type Store } from './harness';

const session = browserSession({ width: 1280, height: 800 });

/** A simple, in-stock product's page (a box of the demo catalogue), found in its category's listing. */
async function simpleProductUrl(store: Store): Promise<string> {
  const html = await (await fetch(`${store.url}/product-category/thung-carton/`)).text();
  const card = html.split('<li').find((part) => part.includes('data-product_sku="GVSG-TC3-201510"'));
  const href = card && /href="([^"]*\/product\/[^"/]+\/)"/.exec(card)?.[1];
  if (!href) throw new Error('the box is not listed');
  return new URL(href, store.url).href;
}

/** Where an element sits in the document (not the viewport): it must not move when bars stick. */
const documentTop = (page: Page, selector: string) =>
  page.locator(selector).first().evaluate((element) => element.getBoundingClientRect().top + window.scrollY);

async function scrollTo(page: Page, y: number): Promise<void> {
  await page.evaluate((to) => window.scrollTo(0, to), y);
  // Two frames: the observers report, the island applies on the next frame.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

describe('page chrome on the demo store', () => {
  it('sticks the header once scrolled past it and puts it back above, with nothing below it moving', async () => {
    const { page } = session;
    const problems = watch(page);
    await page.goto(`${session.store.url}/product-category/thung-carton/`);
    await hydrated(page);
    const bar = page.locator('#header > .header-wrapper');
    const before = await documentTop(page, 'main');
    await scrollTo(page, 900);
    await expect.poll(() => bar.getAttribute('class')).toContain('stuck');
    // It slides in and stays at the top.
    await expect.poll(async () => (await bar.boundingBox())?.y).toBe(0);
    expect(await documentTop(page, 'main')).toBe(before);
    // At sticky_height (75): the top bar and the menu row are gone.
    await expect(page.locator('.header-wrapper.stuck .header-top').isVisible()).resolves.toBe(false);
    await scrollTo(page, 0);
    await expect.poll(() => bar.getAttribute('class')).not.toContain('stuck');
    expect(problems).toEqual({ errors: [], failed: [] });
  });

  it('shows the add-to-cart bar past the product form, which still adds from there, and hides it back up', async () => {
    const { page } = session;
    const problems = watch(page);
    await page.goto(await simpleProductUrl(session.store));
    await hydrated(page);
    const before = await documentTop(page, '.woocommerce-tabs');
    await scrollTo(page, 1400);
    await expect.poll(() => page.locator('.sticky-add-to-cart').getAttribute('class')).toContain('sticky-add-to-cart--active');
    await expect(page.evaluate(() => document.body.classList.contains('has-sticky-product-cart'))).resolves.toBe(true);
    expect(await documentTop(page, '.woocommerce-tabs')).toBe(before);
    await expect(page.locator('.sticky-add-to-cart__product .product-title-small').textContent()).resolves.toBe(
      await page.locator('h1.product_title').textContent(),
    );
    const button = page.locator('.sticky-add-to-cart--active .single_add_to_cart_button');
    const { height } = page.viewportSize()!;
    expect((await button.boundingBox())!.y).toBeGreaterThan(height - 100);
    await button.click();
    await page.locator('.header .cart-icon strong', { hasText: '1' }).waitFor();
    await scrollTo(page, 0);
    await expect.poll(() => page.locator('.sticky-add-to-cart').getAttribute('class')).not.toContain('sticky-add-to-cart--active');
    await expect(page.evaluate(() => document.body.classList.contains('has-sticky-product-cart'))).resolves.toBe(false);
    expect(problems).toEqual({ errors: [], failed: [] });
  });

  it('makes the product tabs keyboard tabs, and opens the reviews for #reviews', async () => {
    const { page } = session;
    const problems = watch(page);
    const url = await simpleProductUrl(session.store);
    await page.goto(url);
    await hydrated(page);
    const tab = (id: string) => page.locator(`.woocommerce-tabs [role="tab"][aria-controls="tab-${id}"]`);
    await expect(page.locator('.woocommerce-tabs [role="tabpanel"]:visible').count()).resolves.toBe(1);
    await tab('description').focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-controls'))).toBe('tab-additional_information');
    await expect(page.locator('#tab-additional_information').isVisible()).resolves.toBe(true);
    await expect(page.locator('#tab-description').isVisible()).resolves.toBe(false);
    // Tab moves into the panel, not along the tabs.
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('tab-additional_information');

    await page.goto(`${url}#reviews`);
    await hydrated(page);
    await expect.poll(() => tab('reviews').getAttribute('aria-selected')).toBe('true');
    await expect(page.locator('#tab-reviews').isVisible()).resolves.toBe(true);
    expect(problems).toEqual({ errors: [], failed: [] });
  });

  it('gives the product boxes of a listing row one height, titles of any length, with CSS alone', async () => {
    const { page } = session;
    await page.goto(`${session.store.url}/shop/`);
    const boxes = await page.locator('ul.products > li.product .product-small.box').evaluateAll((elements) =>
      elements.map((element) => {
        const { top, height } = element.getBoundingClientRect();
        return { top: Math.round(top), height: Math.round(height) };
      }),
    );
    const rows = new Map<number, number[]>();
    for (const { top, height } of boxes) rows.set(top, [...(rows.get(top) ?? []), height]);
    expect(rows.size).toBeGreaterThan(1);
    for (const heights of rows.values()) expect(new Set(heights).size).toBe(1);
  });
});
