import { describe, expect, it } from 'vitest';
import { expectGoodLayout, hydrated, shopBrowser, WIDTHS } from './browser';
import { expectCleanDebugLog, shop, skipped } from './context';

describe.skipIf(skipped)('listings on real WooCommerce', () => {
  expectCleanDebugLog();
  const browser = shopBrowser();

  for (const width of WIDTHS) {
    it(`shows the shop, a category, the home page and related products as a grid at ${width} px`, async () => {
      const { page, problems } = await browser.open(width);
      const pages: Array<[string, string]> = [
        ['shop', shop().pages.shop],
        ['category', shop().categories['thung-carton']!],
        ['home', '/'],
        ['related', shop().products['thung-carton-3-lop-30x20x15']!.url],
      ];
      for (const [name, url] of pages) {
        await page.goto(url);
        await hydrated(page);
        await expectGoodLayout(page, name);
      }
      expect(problems.errors).toEqual([]);
    });
  }
});
