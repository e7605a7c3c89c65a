import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSession, hydrated, pauseClock, watch } from './harness';

const session = browserSession();

const BANNER = '.home-carousel';
const PRODUCTS = 'section[aria-labelledby="home-best-sellers"]';

/** The page of a carousel its dots say is shown (0-based). */
const selected = (page: Page, region: string): Promise<number> =>
  page.evaluate((selector) => {
    const dots = Array.from(document.querySelectorAll(`${selector} .si-carousel__dots button`));
    return dots.findIndex((dot) => dot.getAttribute('aria-current') === 'true');
  }, region);

/** Waits until the carousel in `region` is hydrated. */
const ready = (page: Page, region: string): Promise<unknown> =>
  page.waitForFunction((selector) => document.querySelector(`${selector} .slider`)?.getAttribute('data-island-state') === 'hydrated', region);

/** Product cells wholly inside the carousel's viewport. */
const cellsInView = (page: Page): Promise<number> =>
  page.evaluate((selector) => {
    const viewport = document.querySelector(`${selector} .si-carousel__viewport`)!.getBoundingClientRect();
    return Array.from(document.querySelectorAll(`${selector} .si-carousel__container > .col`)).filter((cell) => {
      const box = cell.getBoundingClientRect();
      return box.left >= viewport.left - 1 && box.right <= viewport.right + 1;
    }).length;
  }, PRODUCTS);

/** Every script the page loads that is embla's chunk. */
function emblaLoads(page: Page): string[] {
  const loads: string[] = [];
  page.on('response', async (response) => {
    if (!response.url().endsWith('.js')) return;
    const body = await response.text().catch(() => '');
    if (body.includes('slidesInView')) loads.push(new URL(response.url()).pathname);
  });
  return loads;
}

async function home(page: Page): Promise<void> {
  await page.goto(`${session.store.url}/`);
  await hydrated(page);
  await ready(page, BANNER);
}

describe('carousels on the demo store', () => {
  it('loads embla only when a carousel comes near the screen', async () => {
    const { page } = session;
    const loads = emblaLoads(page);
    const chunks: string[] = [];
    page.on('request', (request) => chunks.push(new URL(request.url()).pathname));
    await page.goto(`${session.store.url}/shop/`);
    await hydrated(page);
    await page.evaluate(() => {
      const spacer = document.createElement('div');
      spacer.style.height = '4000px';
      const row = document.createElement('div');
      row.className = 'row slider';
      row.id = 'far';
      row.dataset['flickityOptions'] = '{"cellAlign":"left","groupCells":"100%"}';
      row.innerHTML = [1, 2, 3, 4, 5].map((n) => `<div class="col"><a href="/shop/">Ô ${n}</a></div>`).join('');
      document.querySelector('main')!.append(spacer, row);
    });
    // The loader has seen it (it marks what it waits for) and two frames have let the visibility
    // observer report; then nothing more is fetched.
    await page.waitForFunction(() => document.querySelector('#far')?.hasAttribute('data-island-state'));
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await page.waitForLoadState('networkidle');
    await expect(page.locator('#far').getAttribute('data-island-state')).resolves.toBe('pending');
    expect(loads).toEqual([]);
    expect(chunks.some((path) => /\/carousel-[A-Z0-9]+\.js$/.test(path))).toBe(false);

    await page.locator('#far').scrollIntoViewIfNeeded();
    await page.waitForFunction(() => document.querySelector('#far')?.getAttribute('data-island-state') === 'hydrated');
    await expect(page.locator('#far .si-carousel__next').count()).resolves.toBe(1);
    expect(loads).toHaveLength(1);
    expect(chunks.filter((path) => /\/carousel-[A-Z0-9]+\.js$/.test(path))).toHaveLength(1);
  });

  // The page's clock is Playwright's: paused once the banner is ready, it moves only when the test
  // runs it, firing every timer and frame due in that span, so "3 s" means 3 s of the page's time
  // however busy the machine is.
  it('autoplays the banner every 3 s, holds while hovered, and stops for good after a drag', async () => {
    const { page } = session;
    const problems = watch(page);
    await page.clock.install();
    await page.mouse.move(5, 890);
    await home(page);
    await pauseClock(page);
    const banner = page.locator(`${BANNER} .si-carousel__viewport`);
    await expect(page.locator(`${BANNER} .si-carousel__toggle`).getAttribute('aria-label')).resolves.toBe('Tạm dừng tự chạy');
    // Its timer started when it mounted, before the pause: it moves once within the next 3 s (found
    // in steps of 100 ms), then again exactly 3 s later.
    const pages = await page.locator(`${BANNER} .si-carousel__dots button`).count();
    const start = await selected(page, BANNER);
    let waited = 0;
    while ((await selected(page, BANNER)) === start && waited < 3000) {
      await page.clock.runFor(100);
      waited += 100;
    }
    const first = (start + 1) % pages;
    expect(await selected(page, BANNER)).toBe(first);
    await page.clock.runFor(2900);
    expect(await selected(page, BANNER)).toBe(first);
    await page.clock.runFor(100);
    const second = (first + 1) % pages;
    expect(await selected(page, BANNER)).toBe(second);

    // Hovered for more than 3.5 s: it stays where it is.
    await banner.hover();
    await page.clock.runFor(4200);
    expect(await selected(page, BANNER)).toBe(second);
    // Left alone again, it goes on 3 s later.
    await page.mouse.move(5, 890);
    await page.clock.runFor(3000);
    expect(await selected(page, BANNER)).toBe((second + 1) % pages);

    // A drag moves it and stops the autoplay for good (past half a slide, so that it lands on the
    // next one whatever the steps of the moves).
    const box = (await banner.boundingBox())!;
    // Hovered first: autoplay holds, so nothing but the drag moves it from here.
    await banner.hover();
    await page.clock.runFor(1000);
    const before = await selected(page, BANNER);
    // Towards the previous slide unless it shows the first (the loop's reach depends on the widths).
    const [from, by] = before === 0 ? [0.85, -0.07] : [0.15, 0.07];
    await page.mouse.move(box.x + box.width * from, box.y + box.height / 2);
    await page.mouse.down();
    for (let step = 1; step <= 10; step++) {
      await page.mouse.move(box.x + box.width * (from + by * step), box.y + box.height / 2);
      await page.clock.runFor(16);
    }
    await page.mouse.up();
    await page.mouse.move(5, 890);
    await page.clock.runFor(1000);
    const dragged = await selected(page, BANNER);
    expect(dragged).not.toBe(before);
    await page.clock.runFor(4500);
    expect(await selected(page, BANNER)).toBe(dragged);
    await expect(page.locator(`${BANNER} .si-carousel__toggle`).getAttribute('aria-label')).resolves.toBe('Bật tự chạy');
    expect(problems).toEqual({ errors: [], failed: [] });
  });

  it('never autoplays with reduced motion', async () => {
    const { page } = session;
    await page.clock.install();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.mouse.move(5, 890);
    await home(page);
    await pauseClock(page);
    await page.clock.runFor(4500);
    expect(await selected(page, BANNER)).toBe(0);
    await expect(page.locator(`${BANNER} .si-carousel__toggle`).getAttribute('aria-label')).resolves.toBe('Bật tự chạy');
  });

  it('moves with the arrow keys and its buttons, from the keyboard', async () => {
    const { page } = session;
    await page.mouse.move(5, 890);
    await home(page);
    await page.locator(`${BANNER} #banner-1 a.button`).focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => selected(page, BANNER)).toBe(1);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => selected(page, BANNER)).toBe(0);
    await page.locator(`${BANNER} .si-carousel__next`).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => selected(page, BANNER)).toBe(1);
    await page.locator(`${BANNER} .si-carousel__dots button`).nth(2).focus();
    await page.keyboard.press('Space');
    await expect.poll(() => selected(page, BANNER)).toBe(2);
    await expect(page.locator(`${BANNER} .si-carousel__dots button`).nth(2).getAttribute('aria-label')).resolves.toBe('Đến trang 3');
  });

  it('shows three product columns at 1280 px, moving a page of three at a time, and two at 400 px', async () => {
    const { page } = session;
    const problems = watch(page);
    await home(page);
    await page.locator(PRODUCTS).scrollIntoViewIfNeeded();
    await ready(page, PRODUCTS);
    await expect(page.locator(`${PRODUCTS} .si-carousel__container > .col`).count()).resolves.toBe(8);
    // Both carousels, enhanced, pass axe's critical and serious checks.
    const { violations } = await new AxeBuilder({ page }).include(BANNER).include(PRODUCTS).analyze();
    expect(violations.filter((v) => v.impact === 'critical' || v.impact === 'serious').map((v) => v.id)).toEqual([]);
    await expect.poll(() => cellsInView(page)).toBe(3);
    const first = () =>
      page.evaluate((selector) => {
        const viewport = document.querySelector(`${selector} .si-carousel__viewport`)!.getBoundingClientRect();
        const cells = Array.from(document.querySelectorAll(`${selector} .si-carousel__container > .col`));
        return cells.findIndex((cell) => Math.abs(cell.getBoundingClientRect().left - viewport.left) < 2);
      }, PRODUCTS);
    expect(await first()).toBe(0);
    await page.locator(`${PRODUCTS} .si-carousel__next`).click();
    await expect.poll(first).toBe(3);
    await expect.poll(() => cellsInView(page)).toBe(3);

    await page.setViewportSize({ width: 400, height: 800 });
    await expect.poll(() => cellsInView(page)).toBe(2);
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBe(400);
    expect(problems).toEqual({ errors: [], failed: [] });
  });
});
