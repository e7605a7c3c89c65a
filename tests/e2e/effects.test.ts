/**
 * The theme's smaller behaviours in Chromium: count-up figures on the demo store's home page, and
 * tooltips, the video lightbox, parallax, the page loader and edit links on the recorded
 * WooCommerce shop page (tests/classic-server.ts), whose footer carries the markup under test.
 */
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { start, type ClassicServer } from '../classic-server';
import { hydrated, launchBrowser, startStore, watch, type Store } from './harness';

let store: Store;
let server: ClassicServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  [store, server, browser] = await Promise.all([startStore(), start(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await store?.close();
});
beforeEach(async () => {
  server.reset();
  context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  page = await context.newPage();
});
afterEach(() => context.close());

/** Opens the recorded shop page with `markup` before its `</body>`. */
async function shopWith(markup: string): Promise<void> {
  server.footer = markup;
  await page.goto(`${server.url}/`);
  await hydrated(page);
}

/** The texts an element shows from now on, recorded as they change. */
const recordTexts = (selector: string) =>
  page.evaluate((sel) => {
    const element = document.querySelector(sel)!;
    const seen: string[] = [element.textContent ?? ''];
    (window as unknown as { __texts: string[] }).__texts = seen;
    new MutationObserver(() => seen.push(element.textContent ?? '')).observe(element, { childList: true, characterData: true, subtree: true });
  }, selector);
const texts = () => page.evaluate(() => (window as unknown as { __texts: string[] }).__texts);

describe('count-up figures on the home page', () => {
  it('count up from zero to the figure once on screen, while screen readers get the figure', async () => {
    const problems = watch(page);
    await page.goto(`${store.url}/`);
    await hydrated(page);
    const figure = '.home-stats li:nth-child(2) .count-up';
    await recordTexts(figure);
    await page.locator('.home-stats').scrollIntoViewIfNeeded();
    await expect.poll(texts).toContain('0+');
    await expect(page.locator('.home-stats li:nth-child(2) .screen-reader-text').textContent()).resolves.toBe('12.000+');
    await expect.poll(async () => (await texts()).slice(1)).toContain('12.000+');
    const seen = await texts();
    expect(seen[seen.length - 1]).toBe('12.000+');
    // In between, the figure in its own shape (thousands with a dot), rising.
    const between = seen.slice(1, -1).filter((text) => /^\d{1,2}\.\d{3}\+$/.test(text)).map((text) => Number(text.replace(/\D/g, '')));
    expect(between.length).toBeGreaterThan(0);
    expect(between).toEqual([...between].sort((a, b) => a - b));
    // Every figure lands, and the copies for screen readers go.
    await expect.poll(() => page.locator('.home-stats .screen-reader-text').count()).toBe(0);
    expect(problems).toEqual({ errors: [], failed: [] });
  });

  it('shows the figures as they are to visitors who prefer reduced motion', async () => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`${store.url}/`);
    await hydrated(page);
    await recordTexts('.home-stats li:nth-child(2) .count-up');
    await page.locator('.home-stats').scrollIntoViewIfNeeded();
    // Mounted, and two frames on (an animation starts from 0 on its first frame): still the figure.
    await page.locator('.home-stats li:nth-child(2) .count-up[data-island-state="hydrated"]').waitFor();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await texts()).toEqual(['12.000+']);
  });
});

describe('tooltips', () => {
  it('show on hover and on keyboard focus, describe their trigger, and leave on Esc', async () => {
    const problems = watch(page);
    await shopWith('<p><span class="tooltip" tabindex="0" title="Miễn phí giao hàng nội thành">Giao hàng</span></p>');
    const trigger = page.locator('span.tooltip');
    const tip = page.locator('[role="tooltip"]');
    await trigger.hover();
    await expect.poll(() => tip.getAttribute('class')).toContain('tooltip-shown');
    await expect(tip.textContent()).resolves.toBe('Miễn phí giao hàng nội thành');
    await expect(trigger.getAttribute('aria-describedby')).resolves.toBe(await tip.getAttribute('id'));
    await expect(trigger.getAttribute('title')).resolves.toBeNull();
    await page.keyboard.press('Escape');
    await expect.poll(() => tip.isVisible()).toBe(false);
    await page.mouse.move(5, 5);
    await trigger.focus();
    await expect.poll(() => tip.getAttribute('class')).toContain('tooltip-shown');
    await page.keyboard.press('Tab');
    await expect.poll(() => tip.isVisible()).toBe(false);
    expect(problems).toEqual({ errors: [], failed: [] });
  });
});

describe('the video lightbox', () => {
  const LINK = '<p><a class="open-video" href="https://www.youtube.com/watch?v=dQw4w9WgXcQ">Xem video giới thiệu kho bãi</a></p>';
  /** YouTube's player API, played by a stub that renders the video id it was given. */
  const stubApi = (route: Route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `window.YT = { Player: function (element, options) {
        const frame = document.createElement('div'); frame.className = 'stub-player'; frame.textContent = options.videoId;
        element.replaceWith(frame); this.destroy = () => frame.remove();
      } }; window.onYouTubeIframeAPIReady();`,
    });

  it('plays in a dialog, loading the player API on the first open only, and gives focus back on Esc', async () => {
    const problems = watch(page);
    const api: string[] = [];
    await page.route('https://www.youtube.com/iframe_api', (route) => (api.push(route.request().url()), stubApi(route)));
    await shopWith(LINK);
    const link = page.locator('a.open-video');
    await link.hover();
    await page.locator('[data-island-state="hydrated"].open-video').waitFor();
    expect(api).toEqual([]);
    await link.click();
    const dialog = page.locator('dialog.si-video-lightbox[open]');
    await expect(dialog.locator('.stub-player').textContent()).resolves.toBe('dQw4w9WgXcQ');
    expect(api).toHaveLength(1);
    await expect(page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).resolves.toBe('Đóng (Esc)');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.evaluate(() => document.activeElement?.classList.contains('open-video'))).toBe(true);
    await page.locator('dialog.si-video-lightbox').waitFor({ state: 'detached' });
    await link.click();
    await dialog.locator('.stub-player').waitFor();
    expect(api).toHaveLength(1);
    expect(problems.errors).toEqual([]);
  });

  it('says so and links to the video when the player cannot load', async () => {
    await page.route('https://www.youtube.com/iframe_api', (route) => route.abort());
    await shopWith(LINK);
    // A pointer reaches the link before it clicks: that wakes the island.
    await page.locator('a.open-video').hover();
    await page.locator('[data-island-state="hydrated"].open-video').waitFor();
    await page.locator('a.open-video').click();
    const status = page.locator('dialog.si-video-lightbox [role="status"]');
    await expect.poll(() => status.textContent()).toContain('Không thể tải nội dung');
    await expect(status.locator('a').getAttribute('href')).resolves.toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  });
});

describe('parallax, the page loader and edit links', () => {
  const SECTION = '<section data-parallax="5" style="height:400px;overflow:hidden;margin:600px 0"><div data-parallax-background style="height:100%;background:#0a5"></div></section><div style="height:1200px"></div>';
  const drift = () => page.locator('[data-parallax-background]').evaluate((element) => (element as HTMLElement).style.transform);

  it('lets a parallax background drift with the scroll', async () => {
    await shopWith(SECTION);
    await page.locator('section[data-parallax]').scrollIntoViewIfNeeded();
    await expect.poll(drift).toMatch(/^translate3d/);
    const first = await drift();
    await page.mouse.wheel(0, 200);
    await expect.poll(drift).not.toBe(first);
  });

  it('keeps a parallax background still for reduced motion', async () => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await shopWith(SECTION);
    await page.locator('section[data-parallax]').scrollIntoViewIfNeeded();
    await page.locator('section[data-parallax][data-island-state="hydrated"]').waitFor();
    const before = await page.evaluate(() => scrollY);
    await page.mouse.wheel(0, 200);
    // The scroll has reached the page and two frames have passed: a drift would be there by now.
    await page.waitForFunction((before) => scrollY > before, before);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await drift()).toBe('');
  });

  it('fades the page loader out and removes it, and removes edit links for a visitor who cannot edit', async () => {
    await shopWith('<div class="page-loader" style="position:fixed;inset:0;background:#fff">Đang tải</div><div class="edit-block"><a data-edit="backend" href="/wp-admin/post.php?post=2&action=edit">Edit</a></div>');
    await page.locator('.page-loader').waitFor({ state: 'detached' });
    await expect(page.locator('.edit-block').count()).resolves.toBe(0);
  });
});

describe('product tabs on the recorded WooCommerce product page', () => {
  it('become keyboard tabs, with #comment- opening the reviews', async () => {
    const problems = watch(page);
    await page.goto(`${server.url}/san-pham/ao-thun-cotton-basic/#comment-1`);
    await hydrated(page);
    const tab = (id: string) => page.locator(`.woocommerce-tabs [role="tab"][aria-controls="tab-${id}"]`);
    await expect.poll(() => tab('reviews').getAttribute('aria-selected')).toBe('true');
    await expect(page.locator('#tab-description').isVisible()).resolves.toBe(false);
    await tab('reviews').focus();
    await page.keyboard.press('Home');
    await expect.poll(() => page.locator('#tab-description').isVisible()).toBe(true);
    await expect(page.locator('#tab-reviews').isVisible()).resolves.toBe(false);
    expect(problems.errors).toEqual([]);
  });
});
