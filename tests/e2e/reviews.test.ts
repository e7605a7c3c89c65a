import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { aProductUrl, browserSession, hydrated, watch } from './harness';

const session = browserSession({ width: 375, height: 812 });

const stars = (page: Page) => page.locator('#respond p.stars[role="radiogroup"]');
const error = (page: Page) => page.locator('#respond .stars-error');

async function fill(page: Page, text: string): Promise<void> {
  await page.fill('#comment', text);
  await page.fill('#author', 'Anh Minh');
  await page.fill('#email', 'minh@example.com');
}

describe('the review form on the demo store', () => {
  it('refuses a review without stars in the page, then posts one rated from the keyboard and shows it', async () => {
    const { page, store } = session;
    const problems = watch(page);
    const url = await aProductUrl(store);
    await page.goto(`${url}#reviews`);
    await hydrated(page);
    await stars(page).waitFor();
    expect(await page.locator('#rating').isHidden()).toBe(true);
    expect(await stars(page).getAttribute('aria-labelledby')).toBe(await page.locator('label[for="rating"]').getAttribute('id'));
    const violations = await new AxeBuilder({ page }).include('#review_form').analyze();
    expect(violations.violations.filter((v) => v.impact === 'critical' || v.impact === 'serious').map((v) => v.id)).toEqual([]);

    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(request.url());
    });
    const text = `Màng quấn dai, không rách (${Date.now()})`;
    await fill(page, text);
    await page.click('#respond #submit');
    await expect.poll(() => error(page).textContent()).toBe('Vui lòng chọn số sao đánh giá.');
    expect(posts).toEqual([]);
    // The focus is on the stars: the arrows rate from there.
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('star-1');
    for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowRight');
    expect(await page.locator('#rating').inputValue()).toBe('5');
    expect(await error(page).isHidden()).toBe(true);

    await Promise.all([page.waitForURL(/#comment-\d+$/), page.click('#respond #submit')]);
    await hydrated(page);
    const id = new URL(page.url()).hash.slice(1);
    const review = page.locator(`#${id}`);
    // The reviews tab opens on it.
    await expect.poll(() => review.isVisible()).toBe(true);
    expect(await review.textContent()).toContain(text);
    expect(await review.locator('.star-rating').getAttribute('aria-label')).toContain('5');
    expect(await page.locator('#tab-title-reviews a').getAttribute('aria-selected')).toBe('true');
    expect(problems).toEqual({ errors: [], failed: [] });
  });

  it('without JavaScript, the select rates, and the server refuses a review without a rating, saying why in the form', async () => {
    const { browser, store } = session;
    const context = await browser.newContext({ viewport: { width: 375, height: 812 }, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      const url = await aProductUrl(store);
      await page.goto(url);
      expect(await page.locator('#rating').isVisible()).toBe(true);
      const text = `Không chọn sao (${Date.now()})`;
      await fill(page, text);
      // The browser's own check would stop an empty required select: a shopper's old browser, say, does not.
      await page.evaluate(() => document.querySelector('#rating')!.removeAttribute('required'));
      await Promise.all([page.waitForURL(`${url}reviews/`), page.click('#respond #submit')]);
      expect(await page.locator('#respond .woocommerce-error').textContent()).toBe('Vui lòng chọn số sao đánh giá.');
      expect(await page.locator('#comment').inputValue()).toBe(text);
      expect(await page.locator('#tab-reviews').isVisible()).toBe(true);
      await page.selectOption('#rating', '3');
      await Promise.all([page.waitForURL(/#comment-\d+$/), page.click('#respond #submit')]);
      expect(await page.locator('.commentlist').textContent()).toContain(text);
    } finally {
      await context.close();
    }
  });
});
