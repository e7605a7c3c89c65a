/**
 * The cart islands on classic markup: the recorded WooCommerce 7.8 pages, without WooCommerce's
 * scripts and without any `data-island`, with the jQuery WordPress pages carry, and WooCommerce's
 * answers replayed from the recorded exchanges (tests/classic-server.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { start, relocate, type ClassicServer } from '../classic-server';
import { exchange } from '../exchanges';
import { hydrated, launchBrowser, requestsHeard, watch } from './harness';

const distDir = path.resolve(import.meta.dirname, '../../dist');
let server: ClassicServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  [server, browser] = await Promise.all([start(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});
beforeEach(async () => {
  server.reset();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
});
afterEach(() => context.close());

const host = (): string => new URL(server.url).host;
const ADD_11 = '02-add-to-cart-simple';
const MINI_CART = 'div.widget_shopping_cart_content';
const button11 = (): ReturnType<Page['locator']> => page.locator('a.ajax_add_to_cart[data-product_id="11"]');

/** The mini-cart markup WooCommerce answered in a recorded exchange, on this server's host. */
function recordedMiniCart(name: string): string {
  const body = exchange(name).response.body_json as { fragments: Record<string, string> };
  return relocate(body.fragments[MINI_CART]!, host());
}

/** Whether the page's mini-cart widget content is exactly that markup, as the browser parses it. */
const showsMiniCart = (html: string): Promise<boolean> =>
  page.evaluate((expected) => {
    const template = document.createElement('template');
    template.innerHTML = expected.trim();
    const widget = document.querySelector('.widget_shopping_cart .widget_shopping_cart_content');
    return !!widget && !!template.content.firstElementChild && widget.isEqualNode(template.content.firstElementChild);
  }, html);

/** Records the button's `loading` / `added` states as they change, from now on. */
const recordStates = (selector: string): Promise<void> =>
  page.evaluate((sel) => {
    const button = document.querySelector(sel)!;
    const states: string[] = [];
    (window as unknown as { __states: string[] }).__states = states;
    const state = (): string => ['loading', 'added'].filter((c) => button.classList.contains(c)).join(' ') || 'normal';
    new MutationObserver(() => {
      if (states[states.length - 1] !== state()) states.push(state());
    }).observe(button, { attributes: true, attributeFilter: ['class'] });
  }, selector);

/** Goes to the recorded shop page and waits for its islands. */
async function openShop(): Promise<void> {
  await page.goto(`${server.url}/`);
  await hydrated(page);
}

/** Adds product 11 from the shop listing and waits for the "Xem giỏ hàng" link. */
async function add11(): Promise<void> {
  await openShop();
  await button11().click();
  await page.locator('a.ajax_add_to_cart[data-product_id="11"] + a.added_to_cart.wc-forward').waitFor();
}

describe('the recorded WooCommerce shop page, with jQuery and no WooCommerce scripts', () => {
  it('has the classic markup only: no mount points, our islands find WooCommerce\'s classes', async () => {
    await openShop();
    await expect(page.locator('[data-island]').count()).resolves.toBe(0);
    await expect(page.evaluate(() => typeof (window as unknown as { jQuery?: unknown }).jQuery)).resolves.toBe('function');
    // Add to cart waits for the shopper's first touch; the mini-cart is there from the start.
    await expect(button11().getAttribute('data-island-state')).resolves.toBe('pending');
    await expect(page.locator('.widget_shopping_cart').getAttribute('data-island-state')).resolves.toBe('hydrated');
  });

  it('adds to the cart by ajax: one request with the button\'s data, loading → added, a view-cart link, the recorded mini-cart', async () => {
    const problems = watch(page);
    await openShop();
    const before = page.url();
    await recordStates('a.ajax_add_to_cart[data-product_id="11"]');
    await button11().click();
    const viewCart = page.locator('a.ajax_add_to_cart[data-product_id="11"] + a.added_to_cart.wc-forward');
    await viewCart.waitFor();

    // No navigation to ?add-to-cart=11, which is where the link goes without us.
    expect(page.url()).toBe(before);
    expect(server.requests.filter((r) => r.url.includes('add-to-cart='))).toEqual([]);
    // Exactly one request, whose fields are the button's data attributes: what WooCommerce's own
    // add-to-cart.js sent in the recording, and nothing of our runtime (`islandState`).
    const requests = server.wcAjax();
    expect(requests.map((r) => [r.method, r.endpoint])).toEqual([['POST', 'add_to_cart']]);
    expect(requests[0]!.fields).toEqual(exchange(ADD_11).request.body_fields);
    expect(requests[0]!.fields).toEqual({ product_id: '11', quantity: '1', product_sku: 'LAB-001' });

    await expect(page.evaluate(() => (window as unknown as { __states: string[] }).__states)).resolves.toEqual(['loading', 'added']);
    await expect(viewCart.textContent()).resolves.toBe('Xem giỏ hàng');
    await expect(viewCart.getAttribute('href')).resolves.toBe(`${server.url}/gio-hang/`);
    await expect(page.locator('a.added_to_cart').count()).resolves.toBe(1);
    await expect(showsMiniCart(recordedMiniCart(ADD_11))).resolves.toBe(true);

    // WooCommerce's cookies, as the recorded answer set them: the last cart hash is the body's.
    const cookies = Object.fromEntries((await context.cookies()).map((c) => [c.name, c.value]));
    expect(cookies['woocommerce_items_in_cart']).toBe('1');
    expect(cookies['woocommerce_cart_hash']).toBe('6601e6e9edaaaac582bc430df4723582');
    expect(problems).toEqual({ errors: [], failed: [] });
  });

  it('says what was added in a growl message, as the shop has no header cart panel (its cart widget is in the footer)', async () => {
    const problems = watch(page);
    await add11();
    await page.mouse.move(5, 5);
    const growl = page.locator('section.si-growls .si-growl');
    await growl.waitFor();
    // WooCommerce's sentence, as this shop's own notice said it without JavaScript (exchange 22).
    await expect(growl.locator('.si-growl__message').textContent()).resolves.toBe('“Áo thun cotton basic” đã được thêm vào giỏ hàng.');
    await expect(growl.locator('a.si-growl__link').getAttribute('href')).resolves.toBe(`${server.url}/gio-hang/`);
    await growl.waitFor({ state: 'detached' });
    expect(problems).toEqual({ errors: [], failed: [] });
  });

  it('tells a third-party jQuery listener: added_to_cart once, with fragments, cart hash and the jQuery-wrapped button', async () => {
    // A plugin's footer script (GA4, Pinterest, a theme), as WordPress prints it after jQuery.
    server.footer = `<script>
window.__heard = [];
jQuery(document.body).on('added_to_cart', function (e, fragments, hash, $button) {
  window.__heard.push([typeof fragments, Object.keys(fragments || {}), hash, $button && $button.jquery ? $button.attr('data-product_id') : null, arguments.length]);
});
</script>`;
    const problems = watch(page);
    await add11();
    // Anything that would fire it a second time has had its chance.
    await page.waitForLoadState('networkidle');
    await expect(page.evaluate(() => (window as unknown as { __heard: unknown[] }).__heard)).resolves.toEqual([
      ['object', [MINI_CART], '6601e6e9edaaaac582bc430df4723582', '11', 4],
    ]);
    expect(problems).toEqual({ errors: [], failed: [] });
  });

  it('makes no wc-ajax request on a reload after an add: the cached fragments match the cookie', async () => {
    await add11();
    server.reset();
    const problems = watch(page);
    await page.reload();
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(server.wcAjax()).toEqual([]);
    // The cart shown is the cached one, which the recorded page's empty widget never held.
    await expect(showsMiniCart(recordedMiniCart(ADD_11))).resolves.toBe(true);
    expect(problems).toEqual({ errors: [], failed: [] });
  });

  it('leaves a button usable after WooCommerce refuses an unknown product', async () => {
    const problems = watch(page);
    await openShop();
    await page.evaluate(() => {
      const item = document.createElement('li');
      item.className = 'product type-product';
      item.innerHTML =
        '<a href="?add-to-cart=999999" data-quantity="1" class="button product_type_simple add_to_cart_button ajax_add_to_cart" data-product_id="999999" data-product_sku="" rel="nofollow">Thêm vào giỏ hàng</a>';
      document.querySelector('ul.products')!.append(item);
    });
    const unknown = page.locator('a.ajax_add_to_cart[data-product_id="999999"]');
    // Found by the loader, which waits for a touch: the click below brings the island.
    await page.waitForFunction(() => document.querySelector('[data-product_id="999999"]')?.getAttribute('data-island-state') === 'pending');
    const before = page.url();
    await recordStates('a.ajax_add_to_cart[data-product_id="999999"]');
    await unknown.click();
    await page.waitForFunction(() => {
      const states = (window as unknown as { __states: string[] }).__states;
      return states.length >= 2 && states[states.length - 1] === 'normal';
    });
    const requests = server.wcAjax();
    expect(requests.map((r) => [r.endpoint, r.exchange])).toEqual([['add_to_cart', '10-add-to-cart-invalid-product-id']]);
    expect(requests[0]!.fields).toEqual(exchange('10-add-to-cart-invalid-product-id').request.body_fields);
    expect(page.url()).toBe(before);
    await expect(page.evaluate(() => (window as unknown as { __states: string[] }).__states)).resolves.toEqual(['loading', 'normal']);
    await expect(unknown.getAttribute('aria-busy')).resolves.toBeNull();
    await expect(page.locator('a.added_to_cart').count()).resolves.toBe(0);
    // Usable: a second click is a second try.
    await unknown.click();
    await expect.poll(() => server.wcAjax('add_to_cart').length).toBe(2);
    await page.waitForFunction(() => !document.querySelector('[data-product_id="999999"]')!.classList.contains('loading'));
    expect(server.wcAjax().length).toBe(2);
    expect(problems).toEqual({ errors: [], failed: [] });
  });

  it('sends no wc-ajax request for a fresh visitor, where WooCommerce refreshes the fragments', async () => {
    // What WooCommerce's cart-fragments.js sends on this very page for a visitor without cookies.
    expect(exchange('01-get-refreshed-fragments-empty').request.path).toBe('/?wc-ajax=get_refreshed_fragments');
    const problems = watch(page);
    await openShop();
    await page.waitForLoadState('networkidle');
    // The mini-cart island is on the widget, so the cart store has started and decided.
    await expect(page.locator('.widget_shopping_cart').getAttribute('data-island-state')).resolves.toBe('hydrated');
    expect(server.wcAjax()).toEqual([]);
    await expect(page.locator('.widget_shopping_cart_content').innerHTML()).resolves.toBe('');
    expect(problems).toEqual({ errors: [], failed: [] });
  });
});

describe('the recorded WooCommerce product page', () => {
  it('adds from the single-product form by ajax, with the form\'s fields', async () => {
    const problems = watch(page);
    await page.goto(`${server.url}/san-pham/ao-thun-cotton-basic/`);
    await hydrated(page);
    // The island comes with the pointer; the click that follows is its.
    await expect(page.locator('form.cart').getAttribute('data-island-state')).resolves.toBe('pending');
    await page.locator('form.cart button.single_add_to_cart_button').click();
    await page.locator('button.single_add_to_cart_button + a.added_to_cart.wc-forward').waitFor();
    const requests = server.wcAjax();
    expect(requests.map((r) => [r.method, r.endpoint, r.exchange])).toEqual([['POST', 'add_to_cart', ADD_11]]);
    expect(requests[0]!.fields).toEqual({ quantity: '1', product_id: '11' });
    expect(server.requests.filter((r) => r.method === 'POST' && !r.endpoint)).toEqual([]);
    await expect(showsMiniCart(recordedMiniCart(ADD_11))).resolves.toBe(true);
    expect(problems).toEqual({ errors: [], failed: [] });
  });
});

describe('password meter on WooCommerce’s register form', () => {
  it('measures the recorded form with the shop’s own settings and error text, zxcvbn loading on the first focus', async () => {
    const problems = watch(page);
    await page.goto(`${server.url}/tai-khoan/`);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    const chunks = (): string[] => server.requests.map((r) => r.url).filter((url) => url.startsWith('/dist/chunk-'));
    const before = chunks().length;
    await expect(page.locator('form.register').getAttribute('data-island-state')).resolves.toBe('pending');

    await page.focus('#reg_password');
    await page.keyboard.type('123456');
    const meter = page.locator('form.register .woocommerce-password-strength');
    // The shop's translation (wc_password_strength_meter_params.i18n_password_error) replaces the catalog's.
    await expect.poll(() => meter.textContent()).toBe('Rất yếu - Vui lòng nhập mật khẩu khó hơn.');
    expect(chunks().length).toBeGreaterThan(before);
    await expect(page.locator('form.register button[name="register"]').isDisabled()).resolves.toBe(true);
    await page.fill('#reg_password', 'Kho-hang-Binh-Tan-7');
    await expect.poll(() => meter.getAttribute('class')).toBe('woocommerce-password-strength strong');
    await expect(page.locator('form.register button[name="register"]').isEnabled()).resolves.toBe(true);
    // The login form is not WooCommerce's meter's: no meter there.
    await expect(page.locator('form.login .woocommerce-password-strength').count()).resolves.toBe(0);
    expect(problems.errors).toEqual([]);
  });
});

describe('Flatsome’s quick view on the recorded shop page', () => {
  it('opens product 11 from its quick-view link, adds it to the cart by ajax from inside, and closes back to the link', async () => {
    const problems = watch(page);
    await openShop();
    const link = page.locator('a.quick-view[data-prod="11"]');
    await link.hover();
    await page.waitForFunction(() => document.querySelector('a.quick-view[data-prod="11"]')?.getAttribute('data-island-state') === 'hydrated');
    const before = page.url();
    await link.click();
    const dialog = page.locator('dialog.si-quick-view[open]');
    await dialog.locator('.product-quick-view-container form.cart').waitFor();
    expect(page.url()).toBe(before);
    const asked = server.requests.filter((r) => r.url === '/wp-admin/admin-ajax.php');
    expect(asked.map((r) => [r.method, r.fields])).toEqual([['POST', { action: 'flatsome_quickview', product: '11' }]]);
    // Named by the product's title, Flatsome's plain <h1>.
    const title = await dialog.getAttribute('aria-labelledby');
    await expect(page.locator(`[id="${title}"]`).textContent()).resolves.toBe('Áo thun cotton basic');

    await page.waitForFunction(() => document.querySelector('dialog.si-quick-view form.cart')?.hasAttribute('data-island-state'));
    await dialog.locator('form.cart button.single_add_to_cart_button').click();
    await dialog.locator('button.single_add_to_cart_button + a.added_to_cart.wc-forward').waitFor();
    const adds = server.wcAjax();
    expect(adds.map((r) => [r.method, r.endpoint, r.exchange])).toEqual([['POST', 'add_to_cart', ADD_11]]);
    expect(adds[0]!.fields).toEqual({ quantity: '1', product_id: '11' });
    await expect(showsMiniCart(recordedMiniCart(ADD_11))).resolves.toBe(true);

    await page.keyboard.press('Escape');
    await page.locator('dialog').waitFor({ state: 'detached' });
    await expect(page.evaluate(() => document.activeElement?.matches('a.quick-view[data-prod="11"]'))).resolves.toBe(true);
    expect(problems).toEqual({ errors: [], failed: [] });
  });
});

describe('the recorded WooCommerce variable product page', () => {
  const POLO = '/san-pham/ao-polo-nam/';
  const ADD_40 = '05-add-to-cart-variation';
  /** WooCommerce's variation events as a plugin's jQuery handlers on the form hear them, with their arguments. */
  const LISTENER = `<script>
window.__heard = [];
jQuery('form.variations_form').on('found_variation show_variation hide_variation reset_data reset_image check_variations woocommerce_variation_has_changed wc_variation_form', function (e, a, b) {
  var entry = [e.type];
  if (e.type === 'found_variation') entry.push(a.variation_id, a.sku);
  if (e.type === 'show_variation') entry.push(a.variation_id, b);
  window.__heard.push(entry.join(' '));
});
</script>`;
  const heard = (): Promise<string[]> => page.evaluate(() => (window as unknown as { __heard: string[] }).__heard.splice(0));
  const form = () => page.locator('form.variations_form');

  it('shows the gallery WooCommerce hides until its script runs, and opens its image in PhotoSwipe, which names it when it cannot load', async () => {
    const problems = watch(page);
    await page.goto(`${server.url}${POLO}`);
    await hydrated(page);
    const gallery = page.locator('.woocommerce-product-gallery');
    await expect(gallery.getAttribute('data-island-state')).resolves.toBe('hydrated');
    // WooCommerce's own inline style fades it in.
    await expect.poll(() => gallery.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
    const link = page.locator('.woocommerce-product-gallery__image a');
    await link.click();
    // This server answers images with no content: the lightbox says which image failed, with its link.
    const message = page.locator('.pswp__error-msg a');
    await message.waitFor();
    await expect(message.textContent()).resolves.toBe('Không thể tải hình ảnh #1.');
    await expect(message.getAttribute('href')).resolves.toBe(`${server.url}/wp-content/uploads/2026/11/ao-polo-nam.jpg`);
    expect(page.url()).toBe(`${server.url}${POLO}`);
    // Open, its opening animation over: it takes keys from then on. (The page also holds
    // WooCommerce's own `.pswp` markup, for its PhotoSwipe 4, which stays hidden.)
    const dialog = '.pswp[aria-modal="true"]';
    await expect.poll(() => page.evaluate((selector) => !!document.querySelector(selector)?.contains(document.activeElement), dialog)).toBe(true);
    await page.keyboard.press('Escape');
    await page.locator(dialog).waitFor({ state: 'detached' });
    await expect(page.evaluate(() => document.activeElement?.closest('.woocommerce-product-gallery__image') !== null)).resolves.toBe(true);
    expect(problems).toEqual({ errors: [], failed: [] });
  });

  it('zooms as WooCommerce does: not a slide wider than its large image; on a narrower one, says the image (which this server lacks) could not be loaded, for 2500 ms', async () => {
    const problems = watch(page);
    const LARGE = '/wp-content/uploads/2026/11/ao-polo-nam.jpg';
    // Counted as the page asks, so that requestsHeard can tell when it has asked for nothing more.
    const seen: string[] = [];
    page.on('request', (request) => seen.push(new URL(request.url()).pathname));
    const asked = (): number => seen.filter((url) => url === LARGE).length;
    const zoomChunk = readdirSync(distDir).find((name) => name.endsWith('.js') && readFileSync(path.join(distDir, name), 'utf8').includes('si-zoom-notice'));
    const slide = page.locator('.woocommerce-product-gallery__image');
    const notice = slide.locator('.si-zoom-notice');
    await page.goto(`${server.url}${POLO}`);
    await hydrated(page);
    await slide.locator('img').scrollIntoViewIfNeeded();
    await page.locator('.woocommerce-product-gallery[data-island-state="hydrated"]').waitFor();
    // Without the shop's stylesheet the slide is the page's width, wider than the 800 px image.
    let box = (await slide.boundingBox())!;
    expect(box.width).toBeGreaterThan(800);
    const zoomLoaded = page.waitForResponse((response) => response.url().endsWith(`/${zoomChunk}`));
    // (This server's images are empty, so the slide is as high as the image's broken-image box.)
    await page.mouse.move(box.x + 20, box.y + box.height / 2);
    await zoomLoaded;
    await page.mouse.move(box.x + 200, box.y + box.height / 2, { steps: 3 });
    await requestsHeard(page);
    expect(asked()).toBe(0);
    await expect(slide.locator('.si-zoom').count()).resolves.toBe(0);

    await page.setViewportSize({ width: 700, height: 900 });
    await slide.locator('img').scrollIntoViewIfNeeded();
    box = (await slide.boundingBox())!;
    expect(box.width).toBeLessThan(800);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 3 });
    await expect.poll(() => notice.textContent()).toBe('Không thể tải hình ảnh');
    await expect.poll(() => notice.textContent()).toBe('');
    await page.mouse.move(box.x + box.width / 2, box.y - 50);
    await page.mouse.move(box.x + box.width / 3, box.y + box.height / 2, { steps: 3 });
    await requestsHeard(page);
    expect(asked()).toBe(1);
    await expect(notice.textContent()).resolves.toBe('');
    expect(problems).toEqual({ errors: [], failed: [] });
  });

  it('runs the variations form on its own data, with WooCommerce’s jQuery events, and adds the variation by ajax', async () => {
    server.footer = LISTENER;
    const problems = watch(page);
    await page.goto(`${server.url}${POLO}`);
    await hydrated(page);
    // Under the gallery, whose stylesheet the loader brought (the island's own): scrolled to, it hydrates.
    await form().scrollIntoViewIfNeeded();
    await expect.poll(() => page.locator('form.variations_form .variations').getAttribute('data-island-state')).toBe('hydrated');
    // At start, as WooCommerce's script does it: the button waits for a choice.
    expect(await heard()).toEqual(['reset_image', 'hide_variation', 'reset_data', 'check_variations', 'wc_variation_form']);
    await expect(form().locator('.single_add_to_cart_button').getAttribute('class')).resolves.toContain('disabled wc-variation-selection-needed');

    await page.selectOption('#pa_mau-sac', 'xanh');
    // The first choice is answered (the form's details load with the first touch) before the second.
    await expect.poll(() => page.evaluate(() => (window as unknown as { __heard: string[] }).__heard.length)).toBe(5);
    expect(await heard()).toEqual(['reset_image', 'hide_variation', 'reset_data', 'check_variations', 'woocommerce_variation_has_changed']);
    await page.selectOption('#pa_kich-thuoc', 'm');
    await expect.poll(() => form().locator('input.variation_id').inputValue()).toBe('40');
    expect(await heard()).toEqual(['show_variation 40 true', 'found_variation 40 LAB-POLO-XANH-M', 'check_variations', 'woocommerce_variation_has_changed']);
    await expect(page.locator('.product_meta .sku').textContent()).resolves.toBe('LAB-POLO-XANH-M');
    await expect(page.locator('.woocommerce-variation-price').textContent()).resolves.toBe('280.000\u00a0₫ 250.000\u00a0₫');

    await form().locator('.single_add_to_cart_button').click();
    await page.locator('.single_add_to_cart_button + a.added_to_cart.wc-forward').waitFor();
    const requests = server.wcAjax();
    expect(requests.map((r) => [r.endpoint, r.exchange])).toEqual([['add_to_cart', ADD_40]]);
    expect(requests[0]!.fields).toMatchObject(exchange(ADD_40).request.body_fields!);
    await expect(showsMiniCart(recordedMiniCart(ADD_40))).resolves.toBe(true);
    expect(problems).toEqual({ errors: [], failed: [] });
  });

  it('marks Đen / L, out of stock, unavailable: no request, WooCommerce’s message at the choice', async () => {
    const problems = watch(page);
    await page.goto(`${server.url}${POLO}`);
    await hydrated(page);
    await form().scrollIntoViewIfNeeded();
    await expect.poll(() => page.locator('form.variations_form .variations').getAttribute('data-island-state')).toBe('hydrated');
    await page.selectOption('#pa_mau-sac', 'den');
    await page.selectOption('#pa_kich-thuoc', 'l');
    await expect.poll(() => page.locator('.woocommerce-variation-availability').textContent()).toBe('Hết hàng\n');
    const button = form().locator('.single_add_to_cart_button');
    await expect(button.getAttribute('class')).resolves.toContain('disabled wc-variation-is-unavailable');
    await button.click({ force: true });
    await expect(page.locator('#pa_mau-sac').evaluate((field: HTMLSelectElement) => field.validationMessage)).resolves.toBe(
      'Rất tiếc, sản phẩm này hiện không tồn tại. Hãy chọn một phương thức kết hợp khác.',
    );
    expect(server.wcAjax()).toEqual([]);
    expect(server.requests.filter((r) => r.method === 'POST')).toEqual([]);
    expect(problems).toEqual({ errors: [], failed: [] });
  });
});
