/**
 * The product page's gallery (thumbnails, keys, drag, the lightbox) and variations form (its data
 * in the page, or asked of get_variation), on the demo store, in Chromium.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSession, hydrated, requestsHeard, watch } from './harness';

const session = browserSession();

const TRUCK = '/product/xe-day-hang-4-banh-san-thep-300kg/';
const CARTON = '/product/thung-carton-dat-theo-kich-thuoc/';
const FILM = '/product/mang-pe-quan-tay-theo-quy-cach/';

/** The built file whose content holds `marker`: the lazy chunks have content-hashed names. */
function distFile(marker: string, extension = '.js'): string {
  const dist = path.resolve(import.meta.dirname, '../../dist');
  const file = readdirSync(dist).find((name) => name.endsWith(extension) && readFileSync(path.join(dist, name), 'utf8').includes(marker));
  if (!file) throw new Error(`no built file holds ${marker}`);
  return file;
}
/** embla-carousel (with the gallery's slider), PhotoSwipe (with the lightbox), PhotoSwipe's stylesheet. */
const EMBLA = (): string => distFile('dragThreshold');
const PHOTOSWIPE = (): string => distFile('pswp__');
const PHOTOSWIPE_CSS = (): string => distFile('.pswp', '.css');
/** The gallery's hover zoom. */
const ZOOM = (): string => distFile('si-zoom-notice');

/** The paths of every request the page makes from now on. */
function requests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request: Request) => seen.push(new URL(request.url()).pathname + new URL(request.url()).search));
  return seen;
}
const requested = (seen: string[], file: string): number => seen.filter((url) => url.endsWith(`/${file}`)).length;

async function open(page: Page, url: string): Promise<void> {
  await page.goto(`${session.store.url}${url}`);
  await hydrated(page);
}
const gallery = (page: Page) => page.locator('.woocommerce-product-gallery');
const slideLinks = (page: Page) => page.locator('.woocommerce-product-gallery__image a');
const thumbs = (page: Page) => page.locator('.product-thumbnails a');
/** Which thumbnail says its slide is the one shown. */
const current = (page: Page): Promise<number> =>
  thumbs(page).evaluateAll((links) => links.findIndex((link) => link.getAttribute('aria-current') === 'true'));
/** Which slide the slider shows, by where the slides are. */
const shown = (page: Page): Promise<number> =>
  page.evaluate(() => {
    const viewport = document.querySelector('.woocommerce-product-gallery')!.getBoundingClientRect();
    const slides = Array.from(document.querySelectorAll('.woocommerce-product-gallery__image'), (slide) => slide.getBoundingClientRect());
    return slides.findIndex((rect) => Math.abs(rect.left - viewport.left) < 2);
  });
/** Until the slider is still on `index` (a smooth scroll or embla's settling takes a moment). */
const settlesOn = (page: Page, index: number): Promise<unknown> => expect.poll(() => shown(page)).toBe(index);
/** embla has taken over from the native slider (it clips the viewport). */
const emblaOn = (page: Page): Promise<unknown> =>
  page.waitForFunction(() => (document.querySelector('.woocommerce-product-gallery') as HTMLElement).style.overflow === 'hidden');
/** PhotoSwipe is open, its opening animation over: it takes keys and closes from then on. */
const lightboxReady = (page: Page): Promise<unknown> =>
  expect.poll(() => page.evaluate(() => !!document.querySelector('.pswp')?.contains(document.activeElement))).toBe(true);
/** A mouse drag from `fromX` to `toX` in `steps` moves. */
async function drag(page: Page, fromX: number, toX: number, y: number, steps: number): Promise<void> {
  await page.mouse.move(fromX, y);
  await page.mouse.down();
  await page.mouse.move(toX, y, { steps });
  await page.mouse.up();
}
const focusedSlide = (page: Page): Promise<string | undefined> =>
  page.evaluate(() => document.activeElement?.closest('.woocommerce-product-gallery__image')?.id);

describe('the product gallery', () => {
  it('starts without embla or PhotoSwipe; its thumbnails bring their slide in and say which is shown', async () => {
    const { page } = session;
    const problems = watch(page);
    const seen = requests(page);
    await open(page, TRUCK);
    await page.waitForLoadState('networkidle');
    await expect(gallery(page).getAttribute('data-island-state')).resolves.toBe('hydrated');
    expect([requested(seen, EMBLA()), requested(seen, PHOTOSWIPE()), requested(seen, PHOTOSWIPE_CSS())]).toEqual([0, 0, 0]);
    await expect(thumbs(page).count()).resolves.toBe(5);
    expect(await current(page)).toBe(0);

    await page.keyboard.press('Tab'); // keyboard use, so the pointer never crosses the gallery
    await thumbs(page).nth(2).focus();
    await page.keyboard.press('Enter');
    expect(await current(page)).toBe(2);
    await settlesOn(page, 2);
    // The in-page link did not move the page to the slide.
    expect(new URL(page.url()).hash).toBe('');
    expect(requested(seen, EMBLA())).toBe(0);
    expect(problems).toEqual({ errors: [], failed: [] });
  });

  it('moves with the arrow keys on the focused gallery, focus following the slide', async () => {
    const { page } = session;
    const problems = watch(page);
    await open(page, TRUCK);
    await slideLinks(page).first().focus();
    await page.keyboard.press('ArrowRight');
    expect(await current(page)).toBe(1);
    await settlesOn(page, 1);
    await expect(focusedSlide(page)).resolves.toMatch(/-image-1$/);
    await page.keyboard.press('End');
    await settlesOn(page, 4);
    await expect(focusedSlide(page)).resolves.toMatch(/-image-4$/);
    await page.keyboard.press('Home');
    await settlesOn(page, 0);
    expect(await current(page)).toBe(0);
    // One tab stop in the slides: the one shown.
    await expect(slideLinks(page).evaluateAll((links) => links.map((link) => link.getAttribute('tabindex')))).resolves.toEqual([null, '-1', '-1', '-1', '-1']);
    expect(problems).toEqual({ errors: [], failed: [] });
  });

  // The drags go 80% of a slide: past half, so embla lands on the next one however slowly it reads
  // the gesture on a busy machine (a flick's speed could only take it there too, one slide at most).
  it('loads embla when a pointer comes, then drags with the mouse; a move of 3 px or less is still a click', async () => {
    const { page } = session;
    const problems = watch(page);
    const seen = requests(page);
    await open(page, TRUCK);
    const box = (await gallery(page).boundingBox())!;
    const y = box.y + box.height / 3;
    await page.mouse.move(box.x + box.width / 2, y);
    await emblaOn(page);
    expect(requested(seen, EMBLA())).toBe(1);

    // A drag to the left: the next slide.
    await drag(page, box.x + box.width * 0.9, box.x + box.width * 0.1, y, 12);
    await settlesOn(page, 1);
    expect(await current(page)).toBe(1);
    // And back.
    await drag(page, box.x + box.width * 0.1, box.x + box.width * 0.9, y, 12);
    await settlesOn(page, 0);

    // 8 px is a drag: no click, so no lightbox, and too short to change the slide.
    await drag(page, box.x + box.width / 2, box.x + box.width / 2 - 8, y, 4);
    // A lightbox would have asked for PhotoSwipe's code, first opened just below.
    await requestsHeard(page);
    expect(requested(seen, PHOTOSWIPE())).toBe(0);
    await expect(page.locator('.pswp').count()).resolves.toBe(0);
    await settlesOn(page, 0);
    // 2 px is a click: the lightbox opens.
    await page.mouse.move(box.x + box.width / 2, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 - 2, y);
    await page.mouse.up();
    await page.locator('.pswp').waitFor();
    expect(problems).toEqual({ errors: [], failed: [] });
  });

  it('opens PhotoSwipe, fetched on the first open only, on the slide clicked; Esc closes it and focus comes back', async () => {
    const { page } = session;
    const problems = watch(page);
    const seen = requests(page);
    await open(page, TRUCK);
    await thumbs(page).nth(2).click();
    await settlesOn(page, 2);
    expect([requested(seen, PHOTOSWIPE()), requested(seen, PHOTOSWIPE_CSS())]).toEqual([0, 0]);

    await slideLinks(page).nth(2).click();
    const dialog = page.locator('.pswp');
    await dialog.waitFor();
    expect([requested(seen, PHOTOSWIPE()), requested(seen, PHOTOSWIPE_CSS())]).toEqual([1, 1]);
    // The page did not go to the image file.
    expect(page.url()).toBe(`${session.store.url}${TRUCK}`);
    await expect(dialog.getAttribute('role')).resolves.toBe('dialog');
    await expect(dialog.getAttribute('aria-modal')).resolves.toBe('true');
    await expect(dialog.getAttribute('aria-label')).resolves.toBe('Trình xem ảnh');
    await expect(page.locator('.pswp__counter').textContent()).resolves.toBe('3 / 5');
    await expect(page.locator('.pswp__button--close').getAttribute('title')).resolves.toBe('Đóng (Esc)');
    await expect(page.locator('.pswp__item[aria-hidden="false"] img.pswp__img:not(.pswp__img--placeholder)').getAttribute('src')).resolves.toMatch(/\/images\/product\/\d+-2\.svg$/);
    // Its stylesheet is on: a fixed layer over the page.
    await expect(dialog.evaluate((element) => getComputedStyle(element).position)).resolves.toBe('fixed');
    await lightboxReady(page);

    await page.keyboard.press('ArrowRight');
    await expect(page.locator('.pswp__counter').textContent()).resolves.toBe('4 / 5');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect(focusedSlide(page)).resolves.toMatch(/-image-2$/);

    // Opened again: nothing more to fetch.
    await page.keyboard.press('Enter');
    await lightboxReady(page);
    expect([requested(seen, PHOTOSWIPE()), requested(seen, PHOTOSWIPE_CSS())]).toEqual([1, 1]);
    await page.locator('.pswp__button--close').click();
    await dialog.waitFor({ state: 'detached' });
    expect(problems).toEqual({ errors: [], failed: [] });
  });

  it('names an image it cannot load, with its link', async () => {
    const { page } = session;
    const problems = watch(page);
    await page.route(/\/images\/product\/\d+-3\.svg$/, (route) => route.fulfill({ status: 404, body: '' }));
    await open(page, TRUCK);
    await thumbs(page).nth(3).click();
    await settlesOn(page, 3);
    await slideLinks(page).nth(3).click();
    const message = page.locator('.pswp__item[aria-hidden="false"] .pswp__error-msg a');
    await message.waitFor();
    await expect(message.textContent()).resolves.toBe('Không thể tải hình ảnh #4.');
    await expect(message.getAttribute('href')).resolves.toMatch(/\/images\/product\/\d+-3\.svg$/);
    expect(problems.errors.every((error) => error.includes('404'))).toBe(true);
    expect(problems.failed.every((failure) => /-3\.svg 404$/.test(failure))).toBe(true);
  });
});

describe('the gallery zoom', () => {
  const slide = (page: Page) => page.locator('.woocommerce-product-gallery__image').first();
  const zoomed = (page: Page) => slide(page).locator('.si-zoom img');
  /** Whether the zoomed picture shows (its frame faded in). */
  const zoomShown = (page: Page): Promise<boolean> =>
    slide(page).evaluate((element) => getComputedStyle(element.querySelector('.si-zoom > div') ?? element).opacity === '1' && !!element.querySelector('.si-zoom img'));
  /** The zoomed picture's place and size on the screen. */
  const zoomBox = (page: Page) => zoomed(page).evaluate((image) => image.getBoundingClientRect().toJSON() as DOMRect);
  const notice = (page: Page) => slide(page).locator('.si-zoom-notice');

  it('shows the large image over the slide under the mouse, following it, once fetched; a click still opens the lightbox', async () => {
    const { page } = session;
    const problems = watch(page);
    const seen = requests(page);
    await open(page, TRUCK);
    await page.waitForLoadState('networkidle');
    expect(requested(seen, ZOOM())).toBe(0);
    const large = await slide(page).locator('img').first().getAttribute('data-large_image');
    const box = (await slide(page).boundingBox())!;
    // The large image is 800 px wide, the slide less: it zooms.
    expect(box.width).toBeLessThan(800);

    await page.mouse.move(box.x + box.width * 0.25, box.y + box.height * 0.25);
    await expect.poll(() => zoomShown(page)).toBe(true);
    expect(requested(seen, ZOOM())).toBe(1);
    await expect(zoomed(page).getAttribute('src')).resolves.toBe(large);
    const before = await zoomBox(page);
    expect(before.width).toBeCloseTo(800, 0);
    // A quarter in: the picture's left edge a quarter of its overhang before the slide's.
    expect(before.left).toBeCloseTo(box.x - (800 - box.width) * 0.25, 0);
    await page.mouse.move(box.x + box.width * 0.75, box.y + box.height * 0.75, { steps: 4 });
    await expect.poll(async () => (await zoomBox(page)).left).toBeCloseTo(box.x - (800 - box.width) * 0.75, 0);
    expect((await zoomBox(page)).top).toBeLessThan(before.top);

    // Off the gallery, and back: the same picture, not fetched again.
    await page.mouse.move(box.x + box.width / 2, box.y + box.height + 200);
    await expect.poll(() => zoomShown(page)).toBe(false);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 2 });
    await expect.poll(() => zoomShown(page)).toBe(true);
    // Fetched once at most: here it is the slide's own picture, which the browser already has.
    expect(seen.filter((url) => url === large).length).toBeLessThanOrEqual(1);

    await page.mouse.down();
    await page.mouse.up();
    await lightboxReady(page);
    expect(page.url()).toBe(`${session.store.url}${TRUCK}`);
    expect(requested(seen, ZOOM())).toBe(1);
    expect(problems).toEqual({ errors: [], failed: [] });
  });

  it('says so for 2500 ms when the large image cannot load, asks for it no more, and the slide still works', async () => {
    const { page } = session;
    const problems = watch(page);
    const seen = requests(page);
    await page.route(/\/zoom-missing\.jpg$/, (route) => route.fulfill({ status: 404, body: '' }));
    await open(page, TRUCK);
    await slide(page).locator('img').first().evaluate((image) => image.setAttribute('data-large_image', '/zoom-missing.jpg'));
    const box = (await slide(page).boundingBox())!;
    // The page notes when the notice's text changes, on its own clock: the test's round trips
    // take what they take on a busy machine.
    await slide(page).evaluate((element) => {
      const changes: Array<[string, number]> = [];
      (window as unknown as { __notice: typeof changes }).__notice = changes;
      new MutationObserver(() => changes.push([element.querySelector('.si-zoom-notice')?.textContent ?? '', performance.now()])).observe(element, { subtree: true, childList: true, characterData: true });
    });
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await expect.poll(() => notice(page).textContent()).toBe('Không thể tải hình ảnh');
    await expect(notice(page).getAttribute('role')).resolves.toBe('status');
    expect(await zoomShown(page)).toBe(false);
    await expect.poll(() => notice(page).textContent()).toBe('');
    // Shown for its 2500 ms, not less.
    const changes = await page.evaluate(() => (window as unknown as { __notice: Array<[string, number]> }).__notice);
    const shownAt = changes.find(([text]) => text === 'Không thể tải hình ảnh')![1];
    const goneAt = changes.filter(([text]) => text === '').at(-1)![1];
    expect(goneAt - shownAt).toBeGreaterThanOrEqual(2500 - 1);

    await page.mouse.move(box.x + box.width / 2, box.y + box.height + 200);
    await page.mouse.move(box.x + box.width / 3, box.y + box.height / 3, { steps: 2 });
    await requestsHeard(page);
    expect(seen.filter((url) => url === '/zoom-missing.jpg')).toHaveLength(1);
    await expect(notice(page).textContent()).resolves.toBe('');

    // The click still opens the lightbox (which asks for the large image in its turn).
    await page.mouse.down();
    await page.mouse.up();
    await page.locator('.pswp').waitFor();
    expect(problems.errors.every((error) => error.includes('404'))).toBe(true);
    expect(problems.failed.every((failure) => /\/zoom-missing\.jpg 404$/.test(failure))).toBe(true);
  });

  it('is never fetched for a finger', async () => {
    const context = await session.browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    try {
      const page = await context.newPage();
      const seen = requests(page);
      await open(page, TRUCK);
      await slide(page).tap();
      await requestsHeard(page);
      expect(requested(seen, ZOOM())).toBe(0);
      await expect(page.locator('.si-zoom').count()).resolves.toBe(0);
    } finally {
      await context.close();
    }
  });
});

/** Text as the shopper reads it: WooCommerce's prices hold no-break spaces. */
const text = async (page: Page, selector: string): Promise<string | undefined> => (await page.locator(selector).textContent())?.replace(/\u00a0/g, ' ');
const select = (page: Page, name: string) => page.locator(`form.variations_form select[name="attribute_${name}"]`);
const addButton = (page: Page) => page.locator('form.variations_form .single_add_to_cart_button');
const buttonState = (page: Page): Promise<string[]> =>
  addButton(page).evaluate((button) => [...button.classList].filter((c) => c === 'disabled' || c.startsWith('wc-variation')).sort());
const variationId = (page: Page): Promise<string> => page.locator('form.variations_form input[name="variation_id"]').inputValue();
const sku = (page: Page): Promise<string | null> => page.locator('.product_meta .sku').textContent();
/** WooCommerce's events on the form, as a plugin listening natively hears them, from now on. */
async function recordEvents(page: Page): Promise<void> {
  await page.evaluate(() => {
    const heard: string[] = [];
    (window as unknown as { __heard: string[] }).__heard = heard;
    for (const name of ['found_variation', 'show_variation', 'hide_variation', 'reset_data', 'check_variations', 'woocommerce_variation_has_changed']) {
      document.addEventListener(name, (event) => {
        const detail = (event as CustomEvent<unknown[]>).detail;
        heard.push(name === 'found_variation' ? `${name}:${(detail[0] as { variation_id: number }).variation_id}` : name);
      });
    }
  });
}
const heard = (page: Page): Promise<string[]> => page.evaluate(() => (window as unknown as { __heard: string[] }).__heard);

describe('the variations form, with its variations in the page', () => {
  it('waits for a full choice, says so at the first choice missing, then shows the variation and adds it to the cart by ajax', async () => {
    const { page } = session;
    const problems = watch(page);
    const seen = requests(page);
    await open(page, CARTON);
    expect(await buttonState(page)).toEqual(['disabled', 'wc-variation-selection-needed']);
    await expect(page.locator('.reset_variations').isVisible()).resolves.toBe(false);
    await select(page, 'pa_kich-thuoc').selectOption('vua');
    // `aria-disabled` (the button explains itself when pressed), which Playwright's click refuses.
    await addButton(page).click({ force: true });
    // No submit: WooCommerce's message, on the size still to choose, which has focus.
    expect(page.url()).toBe(`${session.store.url}${CARTON}`);
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLSelectElement).name)).toBe('attribute_pa_so-lop');
    await expect(select(page, 'pa_so-lop').evaluate((field: HTMLSelectElement) => field.validationMessage)).resolves.toBe(
      'Chọn các tùy chọn cho sản phẩm trước khi cho sản phẩm vào giỏ hàng của bạn.',
    );

    await recordEvents(page);
    await select(page, 'pa_so-lop').selectOption('3-lop');
    await expect.poll(() => text(page, '.woocommerce-variation-price')).toBe('7.500 ₫ 6.900 ₫');
    await expect(page.locator('.woocommerce-variation-availability').textContent()).resolves.toBe('2500 còn hàng');
    expect(await sku(page)).toBe('GVSG-TC-DAT-VUA-3-LOP');
    expect(await buttonState(page)).toEqual([]);
    const id = await variationId(page);
    expect(id).toMatch(/^\d+$/);
    expect(await heard(page)).toEqual(['show_variation', `found_variation:${id}`, 'check_variations', 'woocommerce_variation_has_changed']);
    // The variation's own picture.
    await expect(page.locator('.wp-post-image').getAttribute('src')).resolves.toBe(`/images/variation/${id}.svg`);

    await addButton(page).click();
    await page.locator('.single_add_to_cart_button + a.added_to_cart.wc-forward').waitFor();
    const adds = seen.filter((url) => url.endsWith('wc-ajax=add_to_cart'));
    expect(adds).toHaveLength(1);
    await expect(page.locator('.header .cart-icon strong').textContent()).resolves.toBe('1');
    const line = page.locator('.widget_shopping_cart_content .mini_cart_item').first();
    await expect(line.locator('dl.variation').textContent()).resolves.toMatch(/Vừa 35x25x25 cm.*3 lớp/);
    expect(problems).toEqual({ errors: [], failed: [] });
  });

  it('marks an out-of-stock variation unavailable, and Clear puts the product back', async () => {
    const { page } = session;
    const problems = watch(page);
    await open(page, CARTON);
    const originalImage = await page.locator('.wp-post-image').getAttribute('src');
    await select(page, 'pa_kich-thuoc').selectOption('vua');
    await select(page, 'pa_so-lop').selectOption('5-lop');
    await expect(page.locator('.woocommerce-variation-availability').textContent()).resolves.toBe('Hết hàng');
    expect(await buttonState(page)).toEqual(['disabled', 'wc-variation-is-unavailable']);
    await addButton(page).click({ force: true });
    await expect(select(page, 'pa_kich-thuoc').evaluate((field: HTMLSelectElement) => field.validationMessage)).resolves.toBe(
      'Rất tiếc, sản phẩm này hiện không tồn tại. Hãy chọn một phương thức kết hợp khác.',
    );

    await page.locator('.reset_variations').click();
    expect(page.url()).toBe(`${session.store.url}${CARTON}`);
    await expect(select(page, 'pa_kich-thuoc').inputValue()).resolves.toBe('');
    await expect(select(page, 'pa_so-lop').inputValue()).resolves.toBe('');
    expect(await sku(page)).toBe('GVSG-TC-DAT');
    expect(await variationId(page)).toBe('');
    expect(await buttonState(page)).toEqual(['disabled', 'wc-variation-selection-needed']);
    await expect(page.locator('.wp-post-image').getAttribute('src')).resolves.toBe(originalImage);
    await expect(page.locator('.single_variation').isVisible()).resolves.toBe(false);
    await expect(page.locator('.reset_variations').isVisible()).resolves.toBe(false);
    await expect(page.evaluate(() => (document.activeElement as HTMLSelectElement).name)).resolves.toBe('attribute_pa_kich-thuoc');
    expect(problems).toEqual({ errors: [], failed: [] });
  });

  it('shows at once the variation a link chooses', async () => {
    const { page } = session;
    const problems = watch(page);
    await open(page, `${CARTON}?attribute_pa_kich-thuoc=lon&attribute_pa_so-lop=5-lop`);
    await expect.poll(() => text(page, '.woocommerce-variation-price')).toBe('19.500 ₫ 17.900 ₫');
    expect(await sku(page)).toBe('GVSG-TC-DAT-LON-5-LOP');
    expect(await buttonState(page)).toEqual([]);
    expect(problems).toEqual({ errors: [], failed: [] });
  });
});

describe('the variations form of a product with too many variations for its page', () => {
  const chooseFilm = async (page: Page, width: string, thickness: string, weight: string): Promise<void> => {
    await select(page, 'pa_kho-mang').selectOption(width);
    await select(page, 'pa_do-day').selectOption(thickness);
    await select(page, 'pa_trong-luong-cuon').selectOption(weight);
  };

  it('asks get_variation for a full choice, swaps the gallery’s first image, goes back to it, and Clear puts it back', async () => {
    const { page } = session;
    const problems = watch(page);
    await open(page, FILM);
    await expect(page.locator('form.variations_form').getAttribute('data-product_variations')).resolves.toBe('false');
    const productId = await page.locator('form.variations_form').getAttribute('data-product_id');
    const image = page.locator('.woocommerce-product-gallery__image').first();
    // The slide's own picture, as WooCommerce finds it (the zoom's shows beside it under the mouse).
    const own = image.locator('img.wp-post-image');
    const original = {
      src: await own.getAttribute('src'),
      large: await own.getAttribute('data-large_image'),
      href: await image.locator('a').getAttribute('href'),
      thumb: await thumbs(page).first().locator('img').getAttribute('src'),
    };
    // Shown: the third picture.
    await thumbs(page).nth(2).click();
    await settlesOn(page, 2);

    const asked = page.waitForRequest((request) => request.url().endsWith('wc-ajax=get_variation'));
    await chooseFilm(page, '50-cm', '17-mic', '2-5-kg');
    const request = await asked;
    expect(request.method()).toBe('POST');
    expect(Object.fromEntries(new URLSearchParams(request.postData() ?? ''))).toEqual({
      'attribute_pa_kho-mang': '50-cm',
      'attribute_pa_do-day': '17-mic',
      'attribute_pa_trong-luong-cuon': '2-5-kg',
      product_id: productId,
    });
    await expect.poll(() => text(page, '.woocommerce-variation-price')).toBe('95.000 ₫ 89.000 ₫');
    await expect(page.locator('.woocommerce-variation-description').textContent()).resolves.toBe('Cuộn dài khoảng 320 m.\n');
    expect(await sku(page)).toBe('GVSG-PE-QC-50-17-25');
    const id = await variationId(page);
    const picture = `/images/variation/${id}.svg`;
    await expect(own.getAttribute('src')).resolves.toBe(picture);
    await expect(own.getAttribute('data-large_image')).resolves.toBe(picture);
    await expect(image.locator('a').getAttribute('href')).resolves.toBe(picture);
    await expect(thumbs(page).first().locator('img').getAttribute('src')).resolves.toBe(picture);
    await expect(own.getAttribute('data-o_src')).resolves.toBe(original.src);
    // Back to the first slide, which shows it.
    await expect.poll(() => current(page)).toBe(0);
    await settlesOn(page, 0);
    // The lightbox shows the variation's picture too.
    await image.locator('a').click();
    await lightboxReady(page);
    await expect(page.locator('.pswp__item[aria-hidden="false"] img.pswp__img:not(.pswp__img--placeholder)').getAttribute('src')).resolves.toMatch(new RegExp(`${picture}$`));
    await page.keyboard.press('Escape');
    await page.locator('.pswp').waitFor({ state: 'detached' });
    // So does the zoom, under the mouse.
    const zoomSrc = (): Promise<string | null | undefined> => image.evaluate((slide) => slide.querySelector('.si-zoom img')?.getAttribute('src'));
    const box = (await image.boundingBox())!;
    await page.mouse.move(box.x + box.width / 3, box.y + box.height / 3, { steps: 2 });
    await expect.poll(zoomSrc).toBe(picture);

    await page.locator('.reset_variations').click();
    await expect(own.getAttribute('src')).resolves.toBe(original.src);
    await expect(image.locator('a').getAttribute('href')).resolves.toBe(original.href);
    await expect(thumbs(page).first().locator('img').getAttribute('src')).resolves.toBe(original.thumb);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 2 });
    await expect.poll(zoomSrc).toBe(original.large);
    expect(await sku(page)).toBe('GVSG-PE-QC');
    expect(problems).toEqual({ errors: [], failed: [] });
  });

  it('says when no product matches the choice (get_variation answers false), and adds a variation by ajax', async () => {
    const { page } = session;
    const problems = watch(page);
    await open(page, FILM);
    const answered = page.waitForResponse((response) => response.url().endsWith('wc-ajax=get_variation'));
    await chooseFilm(page, '25-cm', '23-mic', '5-kg');
    await expect((await answered).text()).resolves.toBe('false');
    const message = page.locator('.wc-no-matching-variations');
    await expect(message.textContent()).resolves.toBe('Rất tiếc, không có sản phẩm nào phù hợp với lựa chọn của bạn. Hãy chọn một phương thức kết hợp khác.');
    expect(await buttonState(page)).toEqual(['disabled', 'wc-variation-selection-needed']);
    await expect(page.locator('[role="status"]').textContent()).resolves.toContain('không có sản phẩm nào phù hợp');

    await select(page, 'pa_do-day').selectOption('20-mic');
    await message.waitFor({ state: 'detached' });
    await expect.poll(() => text(page, '.woocommerce-variation-price')).toBe('200.000 ₫');
    await addButton(page).click();
    await page.locator('.single_add_to_cart_button + a.added_to_cart.wc-forward').waitFor();
    await expect(page.locator('.widget_shopping_cart_content dl.variation').first().textContent()).resolves.toMatch(/25 cm.*20 micron.*5 kg/);
    expect(problems).toEqual({ errors: [], failed: [] });
  });

  it('leaves a choice the server cannot answer to the form’s own submit, which adds it', async () => {
    const { page } = session;
    const problems = watch(page);
    await page.route(/wc-ajax=get_variation/, (route) => route.fulfill({ status: 500, contentType: 'text/html', body: '<h1>Error</h1>' }));
    await open(page, FILM);
    await chooseFilm(page, '50-cm', '15-mic', '1-5-kg');
    await expect(page.locator('.si-variation-error').textContent()).resolves.toBe(
      'Chưa tải được thông tin của lựa chọn này. Bạn vẫn có thể thêm sản phẩm vào giỏ hàng.',
    );
    expect(await buttonState(page)).toEqual([]);
    await Promise.all([page.waitForNavigation(), addButton(page).click()]);
    await expect(page.locator('.woocommerce-message').textContent()).resolves.toContain('Màng PE quấn tay theo quy cách');
    await expect(page.locator('.header .cart-icon strong').textContent()).resolves.toBe('1');
    expect(problems.errors.filter((error) => !error.includes('500'))).toEqual([]);
    expect(problems.failed.every((failure) => failure.endsWith('wc-ajax=get_variation 500'))).toBe(true);
  });
});
