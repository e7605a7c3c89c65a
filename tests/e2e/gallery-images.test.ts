/**
 * The demo store's galleries of several pictures, in Chromium at 375 and 1280 px: the thumbnails
 * show and switch the main image, the hover zoom (1280 px, a mouse), the lightbox going on to the
 * next picture with the keyboard and giving focus back on Escape. And the home page's one h1.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hydrated, launchBrowser, startStore, watch, type Store } from './harness';

const WIDTHS = [375, 1280] as const;
/** A simple and a variable product, with 4 and 5 pictures. */
const PRODUCTS = [
  { name: 'the clear tape', path: '/product/bang-keo-trong-48mm-x-100-yard/', pictures: 4 },
  { name: 'the carton made to order', path: '/product/thung-carton-dat-theo-kich-thuoc/', pictures: 5 },
] as const;

let store: Store;
let browser: Browser;
beforeAll(async () => {
  [store, browser] = await Promise.all([startStore(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await store?.close();
});

/** A page at `width`, in its own context; closed after `use`. */
async function withPage(width: number, use: (page: Page) => Promise<void>): Promise<void> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  try {
    await use(await context.newPage());
  } finally {
    await context.close();
  }
}

const thumbs = (page: Page) => page.locator('.product-thumbnails a');
const slideLinks = (page: Page) => page.locator('.woocommerce-product-gallery__image a');
/** Which thumbnail says its slide is the one shown. */
const current = (page: Page): Promise<number> =>
  thumbs(page).evaluateAll((links) => links.findIndex((link) => link.getAttribute('aria-current') === 'true'));
/** The full-size picture of the slide that fills the gallery's frame, loaded and on the screen; null if none. */
const shownPicture = (page: Page): Promise<string | null> =>
  page.evaluate(() => {
    const gallery = document.querySelector('.woocommerce-product-gallery')!;
    const frame = gallery.getBoundingClientRect();
    for (const image of gallery.querySelectorAll<HTMLImageElement>('.woocommerce-product-gallery__image > a > img')) {
      const box = image.getBoundingClientRect();
      const inFrame = Math.abs(box.left - frame.left) < 2 && box.right <= frame.right + 2 && box.width > 100;
      if (inFrame && box.top < innerHeight && box.bottom > 0 && image.complete && image.naturalWidth > 0) return image.getAttribute('data-large_image');
    }
    return null;
  });
const focusedSlide = (page: Page): Promise<string | undefined> =>
  page.evaluate(() => document.activeElement?.closest('.woocommerce-product-gallery__image')?.id);
/** PhotoSwipe is open, its opening animation over: it takes keys from then on. */
const lightboxReady = (page: Page): Promise<unknown> =>
  expect.poll(() => page.evaluate(() => !!document.querySelector('.pswp')?.contains(document.activeElement))).toBe(true);
/** The picture PhotoSwipe shows. */
const lightboxPicture = (page: Page): Promise<string | null> =>
  page.locator('.pswp__item[aria-hidden="false"] img.pswp__img:not(.pswp__img--placeholder)').getAttribute('src');

describe.each(WIDTHS)('a gallery of several pictures at %i px', (width) => {
  it.each(PRODUCTS)('shows $name’s thumbnails, each a different picture, and each brings its own into the frame', async ({ path, pictures }) => {
    await withPage(width, async (page) => {
      const problems = watch(page);
      await page.goto(`${store.url}${path}`);
      await hydrated(page);
      await expect(thumbs(page).count()).resolves.toBe(pictures);
      const sources = await thumbs(page).locator('img').evaluateAll((images) => images.map((image) => (image as HTMLImageElement).getAttribute('src')));
      expect(new Set(sources).size).toBe(pictures);
      // Every thumbnail is on the screen, loaded, side by side and of a size to tap.
      await thumbs(page).last().scrollIntoViewIfNeeded();
      await expect
        .poll(() => thumbs(page).locator('img').evaluateAll((images) => images.every((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0)))
        .toBe(true);
      const boxes = await thumbs(page).evaluateAll((links) => links.map((link) => link.getBoundingClientRect().toJSON() as DOMRect));
      for (const box of boxes) {
        expect(box.width).toBeGreaterThanOrEqual(44);
        expect(box.height).toBeGreaterThanOrEqual(44);
        expect(box.right).toBeLessThanOrEqual(width);
      }
      expect(await shownPicture(page)).toBe(sources[0]);
      for (const n of [pictures - 1, 1, 2, 0]) {
        await thumbs(page).nth(n).click();
        await expect.poll(() => shownPicture(page)).toBe(sources[n]);
        await expect.poll(() => current(page)).toBe(n);
      }
      expect(new URL(page.url()).pathname).toBe(path);
      expect(problems).toEqual({ errors: [], failed: [] });
    });
  });

  it('opens the lightbox on the picture shown, goes on to the next with ArrowRight, and gives focus back on Escape', async () => {
    const { path, pictures } = PRODUCTS[0];
    await withPage(width, async (page) => {
      const problems = watch(page);
      await page.goto(`${store.url}${path}`);
      await hydrated(page);
      const sources = await thumbs(page).locator('img').evaluateAll((images) => images.map((image) => (image as HTMLImageElement).getAttribute('src')));
      await thumbs(page).nth(1).click();
      await expect.poll(() => shownPicture(page)).toBe(sources[1]);
      // By the keyboard: the slide shown is the gallery's tab stop.
      await slideLinks(page).nth(1).focus();
      await page.keyboard.press('Enter');
      const dialog = page.locator('.pswp');
      await dialog.waitFor();
      await lightboxReady(page);
      await expect(page.locator('.pswp__counter').textContent()).resolves.toBe(`2 / ${pictures}`);
      await expect.poll(() => lightboxPicture(page)).toBe(sources[1]);

      await page.keyboard.press('ArrowRight');
      await expect.poll(() => page.locator('.pswp__counter').textContent()).toBe(`3 / ${pictures}`);
      await expect.poll(() => lightboxPicture(page)).toBe(sources[2]);
      // The picture it went on to has loaded.
      await expect
        .poll(() => page.locator('.pswp__item[aria-hidden="false"] img.pswp__img:not(.pswp__img--placeholder)').evaluate((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0))
        .toBe(true);

      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => focusedSlide(page)).toMatch(/-image-1$/);
      expect(new URL(page.url()).pathname).toBe(path);
      expect(problems).toEqual({ errors: [], failed: [] });
    });
  });
});

describe('the hover zoom at 1280 px', () => {
  it.each(PRODUCTS)('shows the large picture of the slide under the mouse on $name, a thumbnail’s picture too', async ({ path }) => {
    await withPage(1280, async (page) => {
      const problems = watch(page);
      await page.goto(`${store.url}${path}`);
      await hydrated(page);
      const sources = await thumbs(page).locator('img').evaluateAll((images) => images.map((image) => (image as HTMLImageElement).getAttribute('src')));
      await thumbs(page).nth(2).click();
      await expect.poll(() => shownPicture(page)).toBe(sources[2]);
      const slide = page.locator('.woocommerce-product-gallery__image').nth(2);
      /** Whether the zoomed picture shows over the slide (its frame faded in). */
      const zoomShown = (): Promise<boolean> =>
        slide.evaluate((element) => getComputedStyle(element.querySelector('.si-zoom > div') ?? element).opacity === '1' && !!element.querySelector('.si-zoom img'));
      const box = (await slide.boundingBox())!;
      expect(box.width).toBeLessThan(800);
      await page.mouse.move(box.x + box.width * 0.3, box.y + box.height * 0.3);
      await expect.poll(zoomShown).toBe(true);
      await expect(slide.locator('.si-zoom img').getAttribute('src')).resolves.toBe(sources[2]);
      // Larger than the slide, moved with the mouse.
      const zoomBox = () => slide.locator('.si-zoom img').evaluate((image) => image.getBoundingClientRect().toJSON() as DOMRect);
      const before = await zoomBox();
      expect(before.width).toBeGreaterThan(box.width);
      await page.mouse.move(box.x + box.width * 0.7, box.y + box.height * 0.7, { steps: 4 });
      await expect.poll(async () => (await zoomBox()).left).toBeLessThan(before.left);
      // Off the gallery: gone.
      await page.mouse.move(box.x + box.width / 2, box.y + box.height + 300);
      await expect.poll(zoomShown).toBe(false);
      expect(problems).toEqual({ errors: [], failed: [] });
    });
  });
});

describe.each(WIDTHS)('the home page at %i px', (width) => {
  it('has exactly one h1, its first heading, naming the shop', async () => {
    await withPage(width, async (page) => {
      await page.goto(`${store.url}/`);
      await expect(page.locator('h1').count()).resolves.toBe(1);
      await expect(page.locator('h1').textContent()).resolves.toBe('Giao Vận Sài Gòn – vật tư đóng gói và dịch vụ vận chuyển');
      await expect(page.evaluate(() => document.querySelector('h1, h2, h3, h4, h5, h6')?.tagName)).resolves.toBe('H1');
      // Read by assistive technology: in the accessibility tree, as a level-1 heading.
      await expect(page.getByRole('heading', { level: 1 }).count()).resolves.toBe(1);
    });
  });
});
