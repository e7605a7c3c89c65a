import { describe, expect, it } from 'vitest';
import { browserSession } from './harness';

const session = browserSession();

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** Where the pagination's links and current-page marker, its list and the footer are drawn. */
async function paginationLayout() {
  return session.page.evaluate(() => {
    const box = (element: Element | null) => {
      if (!element) throw new Error('missing element');
      const { left, right, top, bottom } = element.getBoundingClientRect();
      return { left, right, top, bottom };
    };
    const items = [...document.querySelectorAll('nav.woocommerce-pagination > ul.page-numbers > li > .page-numbers')];
    return {
      items: items.map(box),
      list: box(document.querySelector('nav.woocommerce-pagination > ul.page-numbers')),
      footer: box(document.querySelector('footer')),
    };
  });
}

const overlaps = (a: Box, b: Box) => a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;

describe('shop pagination', () => {
  it.each([375, 768, 1280])('sits on one row inside its list, items apart, above the footer, at %i px', async (width) => {
    await session.page.setViewportSize({ width, height: 800 });
    const problems: string[] = [];
    // Page 1 has numbers and "next"; page 2 has "previous" as well.
    for (const path of ['/shop/', '/shop/page/2/']) {
      await session.page.goto(`${session.store.url}${path}`);
      const { items, list, footer } = await paginationLayout();
      if (items.length < 3) problems.push(`${path}: ${items.length} items`);
      items.forEach((item, i) => {
        if (item.right - item.left <= 0 || item.bottom - item.top <= 0) problems.push(`${path}: item ${i} is not drawn`);
        if (Math.abs(item.top - items[0]!.top) >= 1) problems.push(`${path}: item ${i} is not on the first item's row`);
        if (item.top < list.top - 0.5 || item.bottom > list.bottom + 0.5) problems.push(`${path}: item ${i} spills out of its list`);
        if (item.left < 0 || item.right > width) problems.push(`${path}: item ${i} is outside the viewport`);
        if (overlaps(item, footer)) problems.push(`${path}: item ${i} overlaps the footer`);
        items.slice(i + 1).forEach((other, j) => {
          if (overlaps(item, other)) problems.push(`${path}: items ${i} and ${i + j + 1} overlap`);
        });
      });
      if (list.bottom > footer.top) problems.push(`${path}: the list runs into the footer`);
    }
    expect(problems).toEqual([]);
  });
});

describe('product gallery', () => {
  const GALLERY_PRODUCT = '/product/xe-day-hang-4-banh-san-thep-300kg/';

  it.each([
    { javaScriptEnabled: false, width: 375 },
    { javaScriptEnabled: true, width: 1280 },
  ])('brings a clicked thumbnail’s image into view on the product page (JavaScript $javaScriptEnabled, $width px)', async ({ javaScriptEnabled, width }) => {
    const context = await session.browser.newContext({ javaScriptEnabled, viewport: { width, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${session.store.url}${GALLERY_PRODUCT}`);
    const thumbnails = page.locator('.product-thumbnails a');
    await expect(thumbnails.count()).resolves.toBe(5);
    for (const n of [3, 1, 4, 0]) {
      const thumbnail = thumbnails.nth(n);
      const src = await thumbnail.locator('img').getAttribute('src');
      await thumbnail.click();
      expect(new URL(page.url()).pathname).toBe(GALLERY_PRODUCT);
      // The slide showing the thumbnail's image fills the slider's frame and sits in the viewport.
      // Polled from here: waitForFunction runs in the page, which has no scripts without JavaScript.
      // The frame is the gallery: the scroll-snap slider's box, or embla's viewport once the
      // gallery island has handed it the slider (its track then moves within).
      const shown = () =>
        page.evaluate((src) => {
          const gallery = document.querySelector('.woocommerce-product-gallery');
          const image = gallery?.querySelector<HTMLImageElement>(`.woocommerce-product-gallery__wrapper img[data-large_image="${src}"]`);
          if (!gallery || !image) return false;
          const frame = gallery.getBoundingClientRect();
          const box = image.getBoundingClientRect();
          const inFrame = Math.abs(box.left - frame.left) < 2 && box.right <= frame.right + 2;
          return inFrame && box.top >= 0 && box.bottom <= innerHeight && image.complete && image.naturalWidth > 0;
        }, src);
      await expect.poll(shown).toBe(true);
    }
    await context.close();
  });
});
