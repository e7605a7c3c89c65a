/**
 * Nothing moves while a marketing form loads on the theme's page (CLS under 0.01, counted as
 * web-vitals does: tests/e2e/layout-shift.ts): the theme prints the form's placeholder from the
 * definition it keeps, here a real one (tests/fixtures/hubspot/sitepen-1.json) served by a stub
 * forms host, and the widget replaces it with the form, in its frame, at the same height.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, watch } from '../e2e/harness';
import { formSettled, layoutShifts, recordLayoutShifts } from '../e2e/layout-shift';
import { php, phpValue, site, skipped } from './context';
import { expectCleanDebugLog } from './debug-log';
import { SITEPEN, startFormsHost, type FormsHost } from './forms-host';

describe.skipIf(skipped)('a marketing form loading on the theme’s page, in Chromium', () => {
  expectCleanDebugLog();
  let host: FormsHost;
  let browser: Browser;
  let pageId: number;

  beforeAll(async () => {
    [host, browser] = await Promise.all([startFormsHost(), launchBrowser()]);
    host.answer(SITEPEN.portalId, SITEPEN.formId, { fixture: SITEPEN.file });
    // The customizer's forms host: the stub.
    const content = [
      '<p>Gửi yêu cầu báo giá, chúng tôi gọi lại trong 30 phút làm việc.</p>',
      `[shop_islands_form portal="${SITEPEN.portalId}" id="${SITEPEN.formId}"]`,
      ...Array.from({ length: 6 }, (_, i) => `<p>Đoạn văn ${i + 1} dưới biểu mẫu: giờ làm việc, địa chỉ kho, số điện thoại.</p>`),
    ].join('\n');
    pageId = Number(
      await php(`set_theme_mod( 'shop_islands_forms_base_url', ${phpValue(host.url)} ); echo wp_insert_post( array( 'post_type' => 'page', 'post_status' => 'publish', 'post_title' => 'Báo giá nhanh', 'post_content' => ${phpValue(content)} ) );`),
    );
  });
  afterAll(async () => {
    await php(`wp_delete_post( ${pageId}, true ); remove_theme_mod( 'shop_islands_forms_base_url' ); echo 1;`).catch(() => undefined);
    await browser?.close();
    await host?.close();
  });

  it.each([
    { width: 375, height: 812 },
    { width: 1280, height: 900 },
  ])('moves nothing at $width px: the placeholder is as tall as the form that replaces it', async (viewport) => {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    try {
      const problems = watch(page);
      await recordLayoutShifts(page);
      await page.goto(`${site().url}/?page_id=${pageId}`);
      const frame = '[data-island="form-embed"] iframe[data-shell-id]';
      await formSettled(page, frame);
      await expect(page.frameLocator(frame).locator(`form[data-form-id="${SITEPEN.formId}"]`).count()).resolves.toBe(1);
      const { cls, shifts } = await layoutShifts(page);
      expect(cls, JSON.stringify(shifts, null, 1)).toBeLessThan(0.01);
      expect(problems.errors).toEqual([]);
      expect(problems.failed).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
