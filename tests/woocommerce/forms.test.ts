/**
 * The marketing form shortcode on the real shop, in Chromium at 375 and 1280 px: with its forms
 * host up (the demo store's forms backend) it renders and submits; with the host unreachable (the
 * customizer's forms base URL on a closed port) the page says so in its language, keeps the link
 * to the form's own page, and the console gets one line about it.
 */
import type { ConsoleMessage, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStore, type Store } from '../e2e/harness';
import { FORM, freePort } from '../wordpress/site';
import { hydrated, shopBrowser, WIDTHS } from './browser';
import { expectCleanDebugLog, php, phpValue, setThemeOptions, skipped } from './context';

/** HubSpot's static copies of form definitions, the engine's second try: never the internet here. */
const STATIC_COPIES = /^https:\/\/js(-[a-z0-9]+)?\.hsforms\.net\//;

/** Every console line of the page, with its level. */
function consoleLines(page: Page): Array<{ type: string; text: string }> {
  const lines: Array<{ type: string; text: string }> = [];
  page.on('console', (message: ConsoleMessage) => void lines.push({ type: message.type(), text: message.text() }));
  page.on('pageerror', (error) => void lines.push({ type: 'pageerror', text: String(error) }));
  return lines;
}

/** The browser's own report of a request that got no answer: Chromium's, not the page's. */
const isNetworkReport = (line: { type: string; text: string }) => line.type === 'error' && line.text.startsWith('Failed to load resource');

describe.skipIf(skipped)('the form shortcode on real WooCommerce', () => {
  expectCleanDebugLog();
  const browser = shopBrowser();
  let store: Store;
  let pageUrl: string;
  // The forms host as it was before this file, put back after it (its tests each set their own).
  let restoreHost: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    if (skipped) return;
    store = await startStore();
    restoreHost = await setThemeOptions({ forms_base_url: store.url });
    const id = await php(
      `echo wp_insert_post( array( 'post_type' => 'page', 'post_status' => 'publish', 'post_title' => 'Nhận báo giá', 'post_content' => ${phpValue(`<p>Để lại thông tin, chúng tôi gọi lại ngay.</p>\n[shop_islands_form portal="${FORM.portalId}" id="${FORM.formId}"]`)} ) );`,
    );
    pageUrl = await php(`echo get_permalink( ${Number(id)} );`);
  });
  afterAll(async () => {
    if (skipped) return;
    await restoreHost?.();
    await php(`$page = get_page_by_path( 'nhan-bao-gia' ); if ( $page ) { wp_delete_post( $page->ID, true ); }`);
    await store?.close();
  });

  const formsHost = (url: string) => php(`set_theme_mod( 'shop_islands_forms_base_url', ${phpValue(url)} ); echo 1;`);

  for (const width of WIDTHS) {
    describe(`at ${width} px`, () => {
      it('renders the form from its forms host and submits it', async () => {
        await formsHost(store.url);
        const { page, problems } = await browser.open(width);
        const posts: Array<{ url: string; status: number }> = [];
        page.on('response', (response) => void (response.request().method() === 'POST' && posts.push({ url: response.url(), status: response.status() })));
        await page.goto(pageUrl);
        const mount = page.locator('[data-island="form-embed"]');
        await mount.scrollIntoViewIfNeeded();
        const form = page.frameLocator('[data-island="form-embed"] iframe[data-shell-id]');
        await form.locator('form.hs-form').waitFor();
        await expect(mount.getAttribute('data-island-state')).resolves.toBe('hydrated');
        await expect(page.locator('.shop-islands-form__fallback, .shop-islands-form__unavailable').count()).resolves.toBe(0);

        await form.locator('input[name="lastname"]').fill('Trần');
        await form.locator('input[name="firstname"]').fill('Bình');
        await form.locator('input[name="email"]').fill('binh.tran@congty.vn');
        await form.locator('input[type="tel"]').fill('0912345678');
        await form.locator('select[name="service_type"]').selectOption({ index: 1 });
        await form.locator('textarea[name="message"]').fill('Báo giá 500 cuộn băng keo trong.');
        await form.locator('input[type="submit"]').click();
        await form.locator('.submitted-message').waitFor();
        const submission = posts.find((post) => post.url.includes('/submissions/v3/public/submit/formsnext/multipart/'));
        expect(submission).toEqual({ url: `${store.url}/submissions/v3/public/submit/formsnext/multipart/${FORM.portalId}/${FORM.formId}`, status: 200 });
        expect(problems).toEqual({ errors: [], failed: [] });
      });

      it('says in Vietnamese that the form cannot be loaded when its host cannot be reached, keeps the link, and logs one line', async () => {
        const closed = `http://127.0.0.1:${await freePort()}`;
        await formsHost(closed);
        const { page } = await browser.open(width);
        await page.route(STATIC_COPIES, (route) => route.abort('connectionrefused'));
        const lines = consoleLines(page);
        await page.goto(pageUrl);
        const mount = page.locator('[data-island="form-embed"]');
        await mount.scrollIntoViewIfNeeded();
        const note = mount.locator('.shop-islands-form__unavailable');
        await note.waitFor();
        await expect(note.textContent()).resolves.toBe('Hiện không tải được biểu mẫu. Bạn có thể mở biểu mẫu bằng liên kết bên dưới.');
        await expect(note.getAttribute('role')).resolves.toBe('status');
        // The link to the form's own page, under the sentence.
        const link = mount.locator('.shop-islands-form__fallback a');
        await expect(link.isVisible()).resolves.toBe(true);
        await expect(link.getAttribute('href')).resolves.toMatch(/^https:\/\/share\.hsforms\.com\/1/);
        expect((await note.boundingBox())!.y).toBeLessThan((await link.boundingBox())!.y);
        await expect(mount.getAttribute('data-island-state')).resolves.toBe('hydrated');
        await hydrated(page);
        // One line of ours, naming the form and the host; nothing else but the browser's own
        // reports of the refused connections.
        expect(lines.filter((line) => !isNetworkReport(line))).toEqual([
          { type: 'warning', text: `[forms] form ${FORM.formId} (portal ${FORM.portalId}) could not be loaded: no answer from ${closed} (FALLBACK_DEFINITION_FAILURE); the link to the form's own page stays.` },
        ]);
        await expectNoOverflow(page);
      });
    });
  }

  it('says it in English on an English site', async () => {
    await formsHost(`http://127.0.0.1:${await freePort()}`);
    await php(`update_option( 'WPLANG', '' ); echo 1;`);
    try {
      const { page } = await browser.open(1280);
      await page.route(STATIC_COPIES, (route) => route.abort('connectionrefused'));
      await page.goto(pageUrl);
      const note = page.locator('[data-island="form-embed"] .shop-islands-form__unavailable');
      await note.waitFor();
      await expect(note.textContent()).resolves.toBe('The form cannot be loaded right now. You can open it with the link below.');
      await expect(page.locator('.shop-islands-form__fallback a').textContent()).resolves.toBe('Open the form');
    } finally {
      await php(`update_option( 'WPLANG', 'vi' ); echo 1;`);
    }
  });
});

/** The page does not scroll sideways with the sentence in it. */
async function expectNoOverflow(page: Page): Promise<void> {
  await expect(page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).resolves.toBeLessThanOrEqual(1);
}
