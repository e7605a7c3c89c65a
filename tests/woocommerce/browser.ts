import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { layoutProblems, screenshot } from '../layout';
import { launchBrowser, watch, type Problems } from '../e2e/harness';
import { phpJson, site, skipped } from './context';

export { hydrated, requestsHeard } from '../e2e/harness';

/** The two widths every flow runs at: a phone and a desktop. */
export const WIDTHS = [375, 1280] as const;

/** A page at a width, the context it lives in, and what went wrong on it. */
export interface ShopPage {
  page: Page;
  context: BrowserContext;
  problems: Problems;
}

/**
 * One Chromium for a test file; `open()` gives a fresh context (its own cookies: its own cart) at a
 * width, closed after the test.
 */
export function shopBrowser() {
  let browser: Browser | undefined;
  const open: BrowserContext[] = [];
  beforeAll(async () => {
    if (!skipped) browser = await launchBrowser();
  });
  afterEach(async () => {
    await Promise.all(open.splice(0).map((context) => context.close()));
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    async open(width: number, options: { javaScript?: boolean } = {}): Promise<ShopPage> {
      const context = await browser!.newContext({
        viewport: { width, height: width < 768 ? 812 : 900 },
        isMobile: width < 768,
        hasTouch: width < 768,
        javaScriptEnabled: options.javaScript ?? true,
        baseURL: site().url,
      });
      open.push(context);
      const page = await context.newPage();
      return { page, context, problems: watch(page) };
    },
  };
}

/** Checks the page's layout (tests/layout.ts) and keeps its screenshot as `woocommerce/<name>-<width>.png`. */
export async function expectGoodLayout(page: Page, name: string, server = 'woocommerce'): Promise<void> {
  await screenshot(page, server, name);
  expect(await layoutProblems(page), name).toEqual([]);
}

/**
 * Does what loads a new page (a link, a form's submit) and waits for that page's load event; a
 * wait for the load state would be satisfied at once by the page already loaded.
 */
export async function loadsNext(page: Page, action: () => Promise<unknown>): Promise<void> {
  const loaded = page.waitForEvent('load');
  await action();
  await loaded;
}

/** The wc-ajax endpoints the page calls from now on, in order. */
export function wcAjax(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request: Request) => {
    const endpoint = new URL(request.url()).searchParams.get('wc-ajax');
    if (endpoint) seen.push(endpoint);
  });
  return seen;
}

/** The cart WooCommerce holds for the browser's session: product or variation id → quantity. */
export async function serverCart(page: Page): Promise<Record<string, number>> {
  const session = (await page.context().cookies()).find((cookie) => cookie.name.startsWith('wp_woocommerce_session_'));
  if (!session) return {};
  const customer = decodeURIComponent(session.value).split('||')[0]!;
  return phpJson<Record<string, number>>(`
$session = ( new WC_Session_Handler() )->get_session( ${JSON.stringify(customer)} );
$lines = array();
foreach ( (array) maybe_unserialize( $session['cart'] ?? 'a:0:{}' ) as $line ) {
	$id = $line['variation_id'] ? $line['variation_id'] : $line['product_id'];
	$lines[ $id ] = ( $lines[ $id ] ?? 0 ) + $line['quantity'];
}
echo wp_json_encode( (object) $lines );
`);
}
