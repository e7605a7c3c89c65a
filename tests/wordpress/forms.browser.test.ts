import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, startStore, watch, type Store } from '../e2e/harness';
import { FORM } from './site';
import { php, phpValue, site, skipped } from './context';
import { expectCleanDebugLog } from './debug-log';

describe.skipIf(skipped)('a marketing form on a WordPress page, in Chromium, against the demo store’s forms backend', () => {
  expectCleanDebugLog();
  let store: Store;
  let browser: Browser;

  beforeAll(async () => {
    [store, browser] = await Promise.all([startStore(), launchBrowser()]);
    // The customizer's forms base URL: the demo store serves HubSpot's forms API.
    await php(`set_theme_mod( 'shop_islands_forms_base_url', ${phpValue(store.url)} ); echo 1;`);
  });
  afterAll(async () => {
    await php(`remove_theme_mod( 'shop_islands_forms_base_url' ); echo 1;`).catch(() => undefined);
    await browser?.close();
    await store?.close();
  });

  it('loads the shortcode’s form through the island, fills it in from the keyboard and submits it to the forms host', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    try {
      const problems = watch(page);
      const posts: Array<{ url: string; status: number }> = [];
      page.on('response', (response) => {
        if (response.request().method() === 'POST') posts.push({ url: response.url(), status: response.status() });
      });
      await page.goto(`${site().url}/?page_id=${site().pages['shortcode']}`);
      // The island replaced the no-JavaScript link with the form, in its iframe shell.
      const form = page.frameLocator('[data-island="form-embed"] iframe[data-shell-id]');
      await form.locator('form.hs-form').waitFor();
      await expect(page.locator('.shop-islands-form__fallback').count()).resolves.toBe(0);
      await expect(page.locator('[data-island="form-embed"]').getAttribute('data-island-state')).resolves.toBe('hydrated');

      await form.locator('input[name="lastname"]').focus();
      await page.keyboard.type('Nguyễn');
      await page.keyboard.press('Tab');
      await page.keyboard.type('An');
      await form.locator('input[name="email"]').fill('an.nguyen@congty.vn');
      await form.locator('input[type="tel"]').fill('0901234567');
      await form.locator('select[name="service_type"]').selectOption({ index: 1 });
      await form.locator('textarea[name="message"]').fill('Cần báo giá 200 thùng carton 5 lớp.');
      await form.locator('input[type="submit"]').click();
      await form.locator('.submitted-message').waitFor();

      const submission = posts.find((p) => p.url.includes('/submissions/v3/public/submit/formsnext/multipart/'));
      expect(submission?.url).toBe(`${store.url}/submissions/v3/public/submit/formsnext/multipart/${FORM.portalId}/${FORM.formId}`);
      expect(submission?.status).toBe(200);
      expect(problems.errors).toEqual([]);
      expect(problems.failed).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('works without JavaScript as a link to the form’s own page', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      await page.goto(`${site().url}/?page_id=${site().pages['block']}`);
      const link = page.locator('.shop-islands-form__fallback a');
      await expect(link.isVisible()).resolves.toBe(true);
      await expect(link.getAttribute('href')).resolves.toMatch(/^https:\/\/share-eu1\.hsforms\.com\/1/);
    } finally {
      await context.close();
    }
  });
});
