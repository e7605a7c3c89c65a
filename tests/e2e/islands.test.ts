import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { aProductUrl, browserSession, hydrated, watch } from './harness';
import { forgetLayoutShifts, layoutShifts, recordLayoutShifts } from './layout-shift';

const session = browserSession();

/** Waits until the loader has taken up every element `selector` matches (it marks each one) and two frames have passed. */
async function seenByLoader(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((selector) => Array.from(document.querySelectorAll(selector)).every((element) => element.hasAttribute('data-island-state')), selector);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

describe('store notice island', () => {
  it('is dismissed from the keyboard, stays hidden on the next page, and comes back in a new session', async () => {
    const problems = watch(session.page);
    await session.page.goto(`${session.store.url}/`);
    await hydrated(session.page);
    const notice = session.page.locator('.woocommerce-store-notice');
    await expect(notice.isVisible()).resolves.toBe(true);
    const dismiss = notice.locator('.woocommerce-store-notice__dismiss-link');
    await dismiss.focus();
    await session.page.keyboard.press('Enter');
    await expect.poll(() => notice.count()).toBe(0);
    const cookie = (await session.context.cookies()).find((c) => c.name.startsWith('store_notice'));
    expect(cookie?.value).toBe('hidden');
    expect(cookie?.expires).toBe(-1); // a session cookie
    await session.page.goto(`${session.store.url}/shop/`);
    await hydrated(session.page);
    await expect(session.page.locator('.woocommerce-store-notice').count()).resolves.toBe(0);
    expect(problems).toEqual({ errors: [], failed: [] });

    const fresh = await session.browser.newContext();
    const other = await fresh.newPage();
    await other.goto(`${session.store.url}/shop/`);
    await expect(other.locator('.woocommerce-store-notice').isVisible()).resolves.toBe(true);
    await fresh.close();
  });

  it.each([375, 1280])('moves nothing at %i px when the server’s link becomes its button', async (width) => {
    const context = await session.browser.newContext({ viewport: { width, height: 800 } });
    const page = await context.newPage();
    await recordLayoutShifts(page);
    await page.goto(`${session.store.url}/cart/`);
    // The notice's start-up part (`idle`) listens for the shopper's approach once it has mounted;
    // what is measured is what the component's coming moves, not the page's load.
    await hydrated(page);
    await forgetLayoutShifts(page);
    await page.hover('.woocommerce-store-notice');
    await page.locator('.woocommerce-store-notice [role="button"].woocommerce-store-notice__dismiss-link').waitFor();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const { shifts } = await layoutShifts(page);
    // Shifts name what moved: the page below the bar (`div#wrapper`), pushed down when the button was taller.
    expect(shifts).toEqual([]);
    await context.close();
  });

  it('works without JavaScript: the dismiss link sets the cookie on the server', async () => {
    const noJs = await session.browser.newContext({ javaScriptEnabled: false });
    const plain = await noJs.newPage();
    await plain.goto(`${session.store.url}/shop/`);
    await plain.locator('.woocommerce-store-notice a.woocommerce-store-notice__dismiss-link').click();
    await plain.waitForURL(/\/shop\/$/);
    await expect(plain.locator('.woocommerce-store-notice').count()).resolves.toBe(0);
    await noJs.close();
  });
});

describe('quantity island', () => {
  it('adds labelled steppers to the product page and steps within the bounds, from the keyboard', async () => {
    const url = await aProductUrl(session.store);
    const problems = watch(session.page);
    await session.page.goto(url);
    await hydrated(session.page);
    const input = session.page.locator('form.cart .quantity input.qty').first();
    const plus = session.page.locator('form.cart .quantity .plus').first();
    const minus = session.page.locator('form.cart .quantity .minus').first();
    await expect(plus.getAttribute('aria-label')).resolves.toMatch(/^Tăng số lượng/);
    await expect(minus.getAttribute('aria-label')).resolves.toMatch(/^Giảm số lượng/);
    await session.page.evaluate(() => {
      const qty = document.querySelector<HTMLInputElement>('form.cart .quantity input.qty')!;
      (window as unknown as { seen: string[] }).seen = [];
      for (const type of ['input', 'change']) qty.addEventListener(type, () => (window as unknown as { seen: string[] }).seen.push(type));
    });
    const start = Number(await input.inputValue());
    await plus.focus();
    await session.page.keyboard.press('Enter');
    await session.page.keyboard.press('Space');
    await expect(input.inputValue()).resolves.toBe(String(start + 2));
    await expect(session.page.evaluate(() => (window as unknown as { seen: string[] }).seen)).resolves.toEqual(['input', 'change', 'input', 'change']);
    const min = Number((await input.getAttribute('min')) || 0);
    for (let i = 0; i < start + 5; i++) await minus.click();
    await expect(input.inputValue()).resolves.toBe(String(Math.max(min, 0)));
    expect(problems).toEqual({ errors: [], failed: [] });
  });

  it('sends the stepped quantity with the add-to-cart form', async () => {
    await session.page.goto(await aProductUrl(session.store));
    await hydrated(session.page);
    const input = session.page.locator('form.cart .quantity input.qty').first();
    await input.fill('1');
    await session.page.locator('form.cart .quantity .plus').first().click();
    await session.page.locator('form.cart .quantity .plus').first().click();
    await session.page.locator('form.cart button.single_add_to_cart_button').click();
    // The add-to-cart island sends the form by ajax; the header shows the new count.
    await session.page.locator('.header .cart-icon strong', { hasText: '3' }).waitFor();
    const cookies = await session.context.cookies();
    expect(cookies.find((c) => c.name === 'woocommerce_items_in_cart')?.value).toBe('1');
    await session.page.goto(`${session.store.url}/cart/`);
    await expect(session.page.locator('.woocommerce-cart-form .quantity input.qty').first().inputValue()).resolves.toBe('3');
  });

  it('steps the cart page lines, which the update button sends', async () => {
    await session.page.goto(await aProductUrl(session.store));
    await hydrated(session.page);
    await session.page.locator('form.cart button.single_add_to_cart_button').click();
    await session.page.locator('.header .cart-icon strong', { hasText: '1' }).waitFor();
    await session.page.goto(`${session.store.url}/cart/`);
    await hydrated(session.page);
    const input = session.page.locator('.woocommerce-cart-form .quantity input.qty').first();
    const before = Number(await input.inputValue());
    await session.page.locator('.woocommerce-cart-form .quantity .plus').first().click();
    await expect(input.inputValue()).resolves.toBe(String(before + 1));
  });
});

describe('hydration strategies in a real browser', () => {
  it('defers a visible island until it is scrolled near, then hydrates it', async () => {
    await session.page.setViewportSize({ width: 375, height: 640 });
    await session.page.goto(`${session.store.url}/shop/`);
    await hydrated(session.page);
    // A quantity input far below the fold, added after load: the observer finds it, `visible` waits.
    await session.page.evaluate(() => {
      const spacer = document.createElement('div');
      spacer.style.height = '5000px';
      const holder = document.createElement('div');
      holder.className = 'quantity';
      holder.innerHTML = '<label for="far">Xa</label><input id="far" type="number" class="input-text qty text" value="1">';
      document.body.append(spacer, holder);
    });
    await seenByLoader(session.page, '.quantity input.qty');
    await expect(session.page.locator('#far').getAttribute('data-island-state')).resolves.toBe('pending');
    await session.page.locator('#far').scrollIntoViewIfNeeded();
    await session.page.waitForFunction(() => document.querySelector('#far')?.getAttribute('data-island-state') === 'hydrated');
    await expect(session.page.locator('#far ~ .plus').count()).resolves.toBe(1);
  });

  it('defers an interaction island until the first focus inside it, and a media island until its query matches', async () => {
    await session.page.goto(`${session.store.url}/shop/`);
    await hydrated(session.page);
    await session.page.evaluate(() => {
      const add = (id: string, hydrate: string): void => {
        const holder = document.createElement('div');
        holder.className = 'quantity';
        holder.innerHTML = `<label for="${id}">${id}</label><input id="${id}" type="number" class="input-text qty text" value="1" data-hydrate="${hydrate}">`;
        document.querySelector('main')!.prepend(holder);
      };
      add('on-focus', 'interaction');
      add('on-phone', 'media((max-width: 500px))');
    });
    await seenByLoader(session.page, '.quantity input.qty');
    const state = (id: string) => session.page.locator(`#${id}`).getAttribute('data-island-state');
    await expect(state('on-focus')).resolves.toBe('pending');
    await expect(state('on-phone')).resolves.toBe('pending');
    await session.page.locator('#on-focus').focus();
    await session.page.waitForFunction(() => document.querySelector('#on-focus')?.getAttribute('data-island-state') === 'hydrated');
    await expect(state('on-phone')).resolves.toBe('pending');
    await session.page.setViewportSize({ width: 375, height: 700 });
    await session.page.waitForFunction(() => document.querySelector('#on-phone')?.getAttribute('data-island-state') === 'hydrated');
    await expect(session.page.locator('#on-phone ~ .plus').count()).resolves.toBe(1);
  });

  it('loads no island chunk before its trigger: the store notice waits for idle', async () => {
    const requested: string[] = [];
    session.page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await session.page.goto(`${session.store.url}/`, { waitUntil: 'domcontentloaded' });
    const beforeLoad = requested.filter((p) => p.includes('/store-notice-')).length;
    await hydrated(session.page);
    expect(beforeLoad).toBe(0);
    expect(requested.some((p) => /\/store-notice-[A-Z0-9]+\.js$/.test(p))).toBe(true);
  });
});
