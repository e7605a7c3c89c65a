/**
 * The live search (ajax-search) in Chromium: on the demo store's header, against its real
 * endpoint; and on the recorded WooCommerce shop page carrying Flatsome's search form, answered in
 * Flatsome's shape from that shop's products (tests/classic-server.ts).
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FLATSOME_SEARCH_FORM, start, type ClassicServer } from '../classic-server';
import { browserSession, hydrated, watch } from './harness';

const session = browserSession();

/** Every live-search request the page sends, as its query parameters. */
function searches(page: Page): Array<Record<string, string>> {
  const seen: Array<Record<string, string>> = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname === '/wp-admin/admin-ajax.php' && url.searchParams.get('action') === 'flatsome_ajax_search_products') {
      seen.push(Object.fromEntries(url.searchParams));
    }
  });
  return seen;
}

const field = (page: Page) => page.locator('#search-header');
const options = (page: Page) => page.locator('.header-search [role="option"]');
const optionNames = (page: Page) => page.locator('.header-search [role="option"] .search-name').allTextContents();
const liveRegion = (page: Page) => page.locator('[role="status"]');

/** Opens a page of the demo store and waits for the islands it starts with. */
async function open(page: Page, path = '/'): Promise<void> {
  await page.goto(`${session.store.url}${path}`);
  await hydrated(page);
}

/** Types as a shopper does, a key every 40 ms: well inside one pause of the island's debounce. */
const typeText = (page: Page, text: string) => field(page).pressSequentially(text, { delay: 40 });

/** Waits until the page has the whole answer of a request whose URL contains `part`, and a task more. */
async function answered(page: Page, part: string): Promise<void> {
  await page.waitForFunction((part) => performance.getEntriesByType('resource').some((entry) => entry.name.includes(part)), part);
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

describe('live search on the demo store', () => {
  it('suggests “Thùng carton…” for “thung carton”, highlighted, counted aloud, and opens one from the keyboard', async () => {
    const { page } = session;
    const problems = watch(page);
    const sent = searches(page);
    await open(page);
    // Until the shopper reaches it, the form is a plain one: no island code has loaded.
    await expect(page.locator('form.searchform').first().getAttribute('data-island-state')).resolves.toBe('pending');
    await field(page).click();
    await typeText(page, 'thung carton');
    await options(page).first().waitFor();
    expect(sent).toEqual([{ action: 'flatsome_ajax_search_products', query: 'thung carton' }]);
    const names = await optionNames(page);
    expect(names[0]).toMatch(/^Thùng carton/);
    await expect(options(page).first().locator('strong').allTextContents()).resolves.toEqual(['Thùng', 'carton']);
    await expect(options(page).last().textContent()).resolves.toBe('Xem tất cả kết quả');
    await expect(field(page).getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(liveRegion(page).textContent()).resolves.toContain(`${names.length - 1} kết quả`);
    // The list is above the page (z-index 9999) and scrolls past 300 px.
    const box = await page.locator('.header-search .autocomplete-suggestions').evaluate((element) => {
      const style = getComputedStyle(element);
      return { zIndex: style.zIndex, maxHeight: style.maxHeight, overflowY: style.overflowY };
    });
    expect(box).toEqual({ zIndex: '9999', maxHeight: '300px', overflowY: 'auto' });
    // The open combobox and its listbox, as axe-core reads them.
    const { violations } = await new AxeBuilder({ page }).include('.header-search').analyze();
    expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);

    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const second = options(page).nth(1);
    await expect(field(page).getAttribute('aria-activedescendant')).resolves.toBe(await second.getAttribute('id'));
    await expect(second.getAttribute('aria-selected')).resolves.toBe('true');
    const href = await second.getAttribute('href');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${session.store.url}${href}`);
    await expect(page.locator('h1.product_title').textContent()).resolves.toBe(names[1]);
    expect(problems).toEqual({ errors: [], failed: [] });
  });

  it('closes with Esc, keeps the text, and Enter then searches the results page', async () => {
    const { page } = session;
    await open(page);
    await field(page).click();
    await typeText(page, 'băng keo');
    await options(page).first().waitFor();
    await page.keyboard.press('Escape');
    await expect(options(page).count()).resolves.toBe(0);
    await expect(field(page).inputValue()).resolves.toBe('băng keo');
    await expect(field(page).getAttribute('aria-expanded')).resolves.toBe('false');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/\?product_cat=&s=b%C4%83ng\+keo&post_type=product$/);
    await expect(page.locator('h1').textContent()).resolves.toBe('Kết quả tìm kiếm: “băng keo”');
  });

  it('sends one request per pause in typing, and searches the category chosen', async () => {
    const { page } = session;
    const sent = searches(page);
    await open(page);
    await page.locator('#search-header-category').selectOption('bang-keo');
    await field(page).click();
    await typeText(page, 'gvsg');
    await options(page).first().waitFor();
    expect(sent).toEqual([{ action: 'flatsome_ajax_search_products', query: 'gvsg', product_cat: 'bang-keo' }]);
    const names = await optionNames(page);
    expect(names.slice(0, -1).every((name) => /băng keo/i.test(name))).toBe(true);
    await typeText(page, '-bk-gi');
    await page.waitForFunction(() => document.querySelectorAll('.header-search [role="option"]').length === 2);
    expect(sent).toHaveLength(2);
    expect(sent[1]).toMatchObject({ query: 'gvsg-bk-gi', product_cat: 'bang-keo' });
    await expect(optionNames(page)).resolves.toEqual(['Băng keo giấy 24mm', 'Xem tất cả kết quả']);
    // Back to every category: a search at once, no typing needed.
    await page.locator('#search-header-category').selectOption('');
    await page.waitForFunction(() => document.querySelectorAll('.header-search [role="option"]').length > 0);
    expect(sent).toHaveLength(3);
    expect(sent[2]).toEqual({ action: 'flatsome_ajax_search_products', query: 'gvsg-bk-gi' });
  });

  it('never shows a stale answer: the slow first one is aborted and only the newer results show', async () => {
    const { page } = session;
    const problems = watch(page);
    let releaseFirst!: () => void;
    const firstHeld = new Promise<void>((resolve) => (releaseFirst = resolve));
    let firstDone!: Promise<void>;
    await page.route('**/wp-admin/admin-ajax.php?*', (route) => {
      const query = new URL(route.request().url()).searchParams.get('query');
      if (query !== 'xe d') return route.continue();
      // The first answer comes late, and claims a product no newer answer has.
      firstDone = firstHeld.then(() =>
        route
          .fulfill({ contentType: 'application/json', body: JSON.stringify({ suggestions: [{ type: 'Product', id: 999, value: 'Xe CŨ', url: '/product/cu/', img: '', price: '' }] }) })
          .catch(() => {}),
      );
      return firstDone;
    });
    await open(page);
    await field(page).click();
    const firstRequest = page.waitForRequest((request) => request.url().includes('query=xe+d'));
    await typeText(page, 'xe d');
    await firstRequest;
    await typeText(page, 'ay');
    await options(page).first().waitFor();
    releaseFirst();
    await firstDone;
    // The late answer has reached the page whole (its resource entry) and a task has passed since.
    await answered(page, 'query=xe+d');
    const names = await optionNames(page);
    expect(names.some((name) => name.includes('CŨ'))).toBe(false);
    expect(names[0]).toMatch(/^Xe đẩy/);
    expect(problems.errors).toEqual([]);
  });

  it('says “Không có kết quả” when nothing matches, on screen and aloud', async () => {
    const { page } = session;
    await open(page);
    await field(page).click();
    await typeText(page, 'khong co gi');
    const notice = page.locator('.header-search .autocomplete-no-suggestion');
    await notice.waitFor();
    await expect(notice.textContent()).resolves.toBe('Không có kết quả');
    await expect(liveRegion(page).textContent()).resolves.toContain('Không có kết quả');
    await expect(options(page).count()).resolves.toBe(0);
  });

  it('shows nothing, and still submits, when the search answers 500', async () => {
    const { page } = session;
    await page.route('**/wp-admin/admin-ajax.php?*', (route) => route.fulfill({ status: 500, body: 'Internal Server Error' }));
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    await open(page);
    await field(page).click();
    const failed = page.waitForResponse((response) => response.url().includes('admin-ajax.php'));
    await typeText(page, 'thung');
    await failed;
    await answered(page, 'admin-ajax.php');
    await expect(page.locator('.header-search .autocomplete-no-suggestion').isVisible()).resolves.toBe(false);
    await expect(options(page).count()).resolves.toBe(0);
    await page.keyboard.press('Enter');
    await page.waitForURL(/[?&]s=thung&post_type=product$/);
    expect(errors).toEqual([]);
  });
});

describe('live search on the recorded WooCommerce shop with Flatsome’s search form', () => {
  let server: ClassicServer;
  beforeAll(async () => {
    server = await start();
  });
  afterAll(() => server?.close());

  it("enhances Flatsome's markup and lists the shop's own answer, WooCommerce price markup and all", async () => {
    const { page } = session;
    const problems = watch(page);
    server.reset();
    server.footer = FLATSOME_SEARCH_FORM;
    await page.goto(`${server.url}/`);
    await hydrated(page);
    const input = page.locator('form.searchform input.search-field');
    await input.click();
    await input.pressSequentially('áo p', { delay: 40 });
    const listed = page.locator('form.searchform [role="option"]');
    await listed.first().waitFor();
    await expect(page.locator('form.searchform .search-name').allTextContents()).resolves.toEqual(['Áo polo nam']);
    await expect(listed.first().locator('.search-name strong').allTextContents()).resolves.toEqual(['Áo', 'p']);
    // A variable product's price range, in WooCommerce 7.8's own markup.
    await expect(listed.first().locator('.search-price .woocommerce-Price-amount').count()).resolves.toBe(2);
    await expect(listed.first().locator('.search-price').textContent()).resolves.toBe('250.000\u00a0₫ – 300.000\u00a0₫');
    await expect(listed.first().locator('img.search-image').getAttribute('src')).resolves.toMatch(/ao-polo-nam-150x150\.jpg$/);
    await expect(page.locator('[role="status"]').textContent()).resolves.toContain('1 kết quả');
    const searchRequests = () => server.requests.filter((request) => request.url.startsWith('/wp-admin/admin-ajax.php')).map((request) => request.url);
    expect(searchRequests()).toEqual(['/wp-admin/admin-ajax.php?action=flatsome_ajax_search_products&query=%C3%A1o+p']);

    // Nothing in another category: without the no-results option (this page's config leaves it
    // off, as Flatsome does) the list just closes.
    await page.locator('form.searchform select.search_categories').selectOption('phu-kien');
    await page.waitForFunction(() => !document.querySelector('form.searchform [role="option"]'));
    await expect(page.locator('form.searchform .autocomplete-no-suggestion').isVisible()).resolves.toBe(false);
    expect(searchRequests()[1]).toBe('/wp-admin/admin-ajax.php?action=flatsome_ajax_search_products&query=%C3%A1o+p&product_cat=phu-kien');
    await page.locator('form.searchform select.search_categories').selectOption('ao');
    await listed.first().waitFor();
    await input.click();
    await page.keyboard.press('Control+A');
    await input.pressSequentially('áo thun', { delay: 40 });
    await page.waitForFunction(() => document.querySelector('form.searchform .search-name')?.textContent === 'Áo thun cotton basic');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${server.url}/san-pham/ao-thun-cotton-basic/`);
    expect(problems.errors).toEqual([]);
  });
});
