import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { layoutShifts, recordLayoutShifts } from '../e2e/layout-shift';
import { hydrated, shopBrowser, WIDTHS } from './browser';
import { expectCleanDebugLog, productUrl, shop, skipped } from './context';

/**
 * The theme's main pages on real WooCommerce do not move while they load: from the first paint
 * until the page has loaded and its islands have settled, the cumulative layout shift (Chromium's
 * Layout Instability API, every entry, buffered) stays under 0.01, at a phone's and a desktop's
 * width. A failure lists each shift and the elements it moved.
 */

/** "Does not move": a tenth of what Core Web Vitals calls good (0.1). */
const STILL = 0.01;

const PAGES: Array<[name: string, url: () => string, before?: (page: Page) => Promise<unknown>]> = [
  ['the home page', () => '/'],
  ['the shop listing', () => shop().pages.shop],
  ['a simple product', () => productUrl('thung-carton-3-lop-30x20x15')],
  ['a variable product', () => productUrl('tui-goi-hang-tu-dinh')],
  // An item put in the cart through WooCommerce's own link, on a page of its own, before recording.
  ['the cart with an item', () => shop().pages.cart, (page) => page.goto(`/?add-to-cart=${shop().products['thung-carton-3-lop-30x20x15']!.id}`)],
  ['my account, logged out', () => shop().pages.myaccount],
];

/**
 * The islands have settled: none is loading, and no island's state (`data-island-state`) has
 * changed for 10 frames in a row, so one that waited for its element to come into view, or for an
 * idle moment, has started (and finished) by then. The frames also let the observer report every
 * shift laid out so far.
 */
const islandsSettled = (page: Page) =>
  page.waitForFunction(
    () => {
      const settle = ((window as unknown as { __islandsSettle?: { key: string; frames: number } }).__islandsSettle ??= { key: '', frames: 0 });
      const states = Array.from(document.querySelectorAll('[data-island-state]'), (element) => element.getAttribute('data-island-state'));
      const key = states.join();
      if (states.includes('loading') || key !== settle.key) {
        settle.key = key;
        settle.frames = 0;
        return false;
      }
      return ++settle.frames >= 10;
    },
    undefined,
    { polling: 'raf' },
  );

describe.skipIf(skipped)('the theme’s pages hold still while they load, on real WooCommerce', () => {
  expectCleanDebugLog();
  const browser = shopBrowser();

  for (const width of WIDTHS) {
    for (const [name, url, before] of PAGES) {
      it(`${name} at ${width} px: layout shift under ${STILL} until loaded and hydrated`, async () => {
        const { page, problems } = await browser.open(width);
        await before?.(page);
        await recordLayoutShifts(page);
        await page.goto(url());
        // `load` and an idle moment, the fonts, then the islands settled.
        await hydrated(page);
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        await islandsSettled(page);
        const { cls, shifts } = await layoutShifts(page);
        expect(cls, `shifts on ${name} at ${width} px:\n${JSON.stringify(shifts, null, 2)}`).toBeLessThan(STILL);
        expect(problems.errors).toEqual([]);
      });
    }
  }
});
