import AxeBuilder from '@axe-core/playwright';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSession, hydrated, watch, type Problems } from './harness';

const session = browserSession({ width: 1280, height: 900 }, { devOutbox: true });

const dist = path.resolve(import.meta.dirname, '../../dist');
const manifest = JSON.parse(readFileSync(path.join(dist, 'manifest.json'), 'utf8')) as { entries: Record<string, { file: string }> };
/** The built chunks that hold zxcvbn or its dictionaries (found by their content: their names are hashes). */
const zxcvbnChunks = readdirSync(dist).filter(
  (file) => file.endsWith('.js') && /passwords-common|diceware-common|ZxcvbnFactory|bruteforce/.test(readFileSync(path.join(dist, file), 'utf8')),
);
const meterChunk = manifest.entries['password-meter']!.file;

/** Requests a page makes for some of the built files, by file name. */
function requestsFor(page: Page, files: readonly string[]): string[] {
  const seen: string[] = [];
  page.on('request', (request: Request) => {
    const file = new URL(request.url()).pathname.split('/').pop() ?? '';
    if (files.includes(file)) seen.push(file);
  });
  return seen;
}

const STRONG = 'Xe-day-hang-2025!';
const meter = (page: Page) => page.locator('.woocommerce-password-strength');
/** Polls what the page shows until it matches: the library arrives when it arrives. */
const eventually = <T>(read: () => Promise<T>) => expect.poll(read);
const noProblems = (problems: Problems) => expect(problems).toEqual({ errors: [], failed: [] });

/** Axe violations that matter (critical, serious), with where they are. */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'critical' || violation.impact === 'serious')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** The last reset link the outbox page shows, read as a person would. */
async function linkFromOutbox(page: Page, base: string): Promise<string> {
  await page.goto(`${base}/dev/outbox`);
  const body = await page.locator('.outbox-mail pre').first().textContent();
  const link = /(http:\/\/\S+\/my-account\/reset-password\/\?key=\S+)/.exec(body ?? '')?.[1];
  if (!link) throw new Error('the outbox has no reset link');
  return link;
}

async function askForReset(page: Page, base: string, login: string): Promise<string> {
  await page.goto(`${base}/my-account/lost-password/`);
  await page.fill('#user_login', login);
  await Promise.all([page.waitForURL('**/my-account/lost-password/'), page.click('form.lost_reset_password button[type="submit"]')]);
  await eventually(() => page.locator('.woocommerce-message').textContent()).toContain('Email khôi phục mật khẩu đã được gửi.');
  return linkFromOutbox(page, base);
}

async function logIn(page: Page, base: string, login: string, password: string): Promise<void> {
  await page.goto(`${base}/my-account/`);
  await page.fill('#username', login);
  await page.fill('#password', password);
  await Promise.all([page.waitForURL(`${base}/my-account/`), page.click('form.login button[type="submit"]')]);
  await eventually(() => page.locator('.woocommerce-MyAccount-navigation').count()).toBe(1);
}

describe('password meter on the demo store', () => {
  it('downloads zxcvbn only on the first focus of the password field, once', async () => {
    expect(zxcvbnChunks.length).toBeGreaterThan(0);
    const { page, store } = session;
    const problems = watch(page);
    const library = requestsFor(page, zxcvbnChunks);
    const island = requestsFor(page, [meterChunk]);
    await page.goto(`${store.url}/my-account/`);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect([island, library]).toEqual([[], []]);
    await eventually(() => page.locator('form.register').getAttribute('data-island-state')).toBe('pending');

    // A hover hydrates the island (its small chunk), not the library.
    await page.hover('#reg_email');
    await page.waitForSelector('form.register[data-island-state="hydrated"]');
    await page.waitForLoadState('networkidle');
    expect([island.length, library]).toEqual([1, []]);
    await page.fill('#reg_email', 'hoa@example.com');
    expect(library).toEqual([]);

    await page.focus('#reg_password');
    await page.keyboard.type('abc');
    await eventually(() => meter(page).textContent()).toBe('Rất yếu - Vui lòng nhập mật khẩu mạnh hơn.');
    const loaded = library.length;
    expect(loaded).toBeGreaterThan(0);
    await page.focus('#reg_email');
    await page.focus('#reg_password');
    await page.keyboard.type('d');
    await page.waitForLoadState('networkidle');
    expect(library).toHaveLength(loaded);
    noProblems(problems);
  });

  it('disables and enables submit as the password gets weaker or stronger, with the hint for weak ones', async () => {
    const { page, store } = session;
    const problems = watch(page);
    await page.goto(`${store.url}/my-account/`);
    const submit = page.locator('form.register button[type="submit"]');
    // The first focus both hydrates and loads the library; typing waits for neither.
    await page.focus('#reg_password');
    await page.keyboard.type('matkhau1');
    await eventually(() => meter(page).getAttribute('class')).toMatch(/^woocommerce-password-strength (short|bad)$/);
    await eventually(() => submit.isDisabled()).toBe(true);
    await eventually(() => submit.getAttribute('class')).toContain('disabled');
    await eventually(() => page.locator('.woocommerce-password-hint').textContent()).toContain('ít nhất 12 ký tự');
    await eventually(() => page.locator('#reg_password').getAttribute('aria-describedby')).toBe('reg_password-strength reg_password-hint');

    expect(await seriousViolations(page)).toEqual([]);

    await page.fill('#reg_password', STRONG);
    await eventually(() => meter(page).textContent()).toBe('Mạnh');
    await eventually(() => meter(page).getAttribute('class')).toBe('woocommerce-password-strength strong');
    await eventually(() => meter(page).getAttribute('aria-live')).toBe('polite');
    await eventually(() => submit.isEnabled()).toBe(true);
    await eventually(() => page.locator('.woocommerce-password-hint').count()).toBe(0);

    // The form's values are on the blacklist: the e-mail's name plus a year is weak here.
    await page.fill('#reg_email', 'nguyenvanhung@example.com');
    await page.fill('#reg_password', 'nguyenvanhung2024');
    await eventually(() => submit.isDisabled()).toBe(true);

    await page.fill('#reg_password', '');
    await eventually(() => meter(page).isHidden()).toBe(true);
    await eventually(() => submit.isEnabled()).toBe(true);
    noProblems(problems);
  });

  it('measures the checkout’s account password without holding the order back, and passes axe with the meter shown', async () => {
    const { page, store } = session;
    const problems = watch(page);
    const html = await (await fetch(`${store.url}/shop/`)).text();
    const id = /data-product_id="(\d+)"/.exec(html)![1]!;
    await page.goto(`${store.url}/?add-to-cart=${id}`);
    await page.goto(`${store.url}/checkout/`);
    // Without a tick, the password is not shown (CSS alone, no script needed).
    await eventually(() => page.locator('#account_password').isVisible()).toBe(false);
    await page.check('#createaccount');
    await page.focus('#account_password');
    await page.keyboard.type('abc123');
    await eventually(() => meter(page).textContent()).toBe('Rất yếu - Vui lòng nhập mật khẩu mạnh hơn.');
    await eventually(() => page.locator('#place_order').isEnabled()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    noProblems(problems);
  });

  it('speaks English on the English page', async () => {
    const { page, store } = session;
    await page.goto(`${store.url}/my-account/?lang=en`);
    await page.focus('#reg_password');
    await page.keyboard.type('abc');
    await eventually(() => meter(page).textContent()).toBe('Very weak - Please enter a stronger password.');
    await eventually(() => page.locator('#reg_password + .show-password-input').getAttribute('aria-label')).toBe('Show password');
  });

  it('shows and hides the password with a button that keeps focus and the caret', async () => {
    const { page, store } = session;
    const problems = watch(page);
    await page.goto(`${store.url}/my-account/`);
    await page.focus('#reg_password');
    await page.keyboard.type('mat-khau-moi');
    await page.evaluate(() => document.querySelector<HTMLInputElement>('#reg_password')!.setSelectionRange(3, 3));
    const toggle = page.locator('#reg_password + .show-password-input');
    await eventually(() => toggle.getAttribute('aria-controls')).toBe('reg_password');
    await eventually(() => toggle.getAttribute('aria-label')).toBe('Hiện mật khẩu');

    // With the mouse: focus and caret stay in the field, typing goes on where it was.
    await toggle.click();
    await eventually(() => page.locator('#reg_password').getAttribute('type')).toBe('text');
    await eventually(() => toggle.getAttribute('aria-label')).toBe('Ẩn mật khẩu');
    const state = await page.evaluate(() => {
      const input = document.querySelector<HTMLInputElement>('#reg_password')!;
      return { focused: document.activeElement === input, caret: [input.selectionStart, input.selectionEnd] };
    });
    expect(state).toEqual({ focused: true, caret: [3, 3] });
    await page.keyboard.type('X');
    await eventually(() => page.inputValue('#reg_password')).toBe('matX-khau-moi');

    // With the keyboard: Tab to the button, Space; focus stays on the button.
    await page.keyboard.press('Tab');
    await eventually(() => page.evaluate(() => document.activeElement?.className)).toBe('show-password-input display-password');
    await page.keyboard.press('Space');
    await eventually(() => page.locator('#reg_password').getAttribute('type')).toBe('password');
    await eventually(() => page.evaluate(() => document.activeElement?.className)).toBe('show-password-input');
    await eventually(() => page.evaluate(() => document.querySelector<HTMLInputElement>('#reg_password')!.selectionStart)).toBe(4);
    noProblems(problems);
  });

  it('registers, logs out, resets the password from the outbox’s mail (mismatch shown) and logs in with it', async () => {
    const { page, store } = session;
    const problems = watch(page);
    await page.goto(`${store.url}/my-account/`);
    await page.fill('#reg_email', 'thu.pham@example.com');
    await page.focus('#reg_password');
    await page.keyboard.type('Kho-hang-Binh-Tan-7');
    await eventually(() => meter(page).textContent()).toBe('Mạnh');
    await Promise.all([page.waitForURL(`${store.url}/my-account/`), page.click('form.register button[type="submit"]')]);
    await eventually(() => page.locator('.woocommerce-MyAccount-content').textContent()).toContain('Xin chào thu.pham');

    await Promise.all([page.waitForURL(`${store.url}/my-account/`), page.click('.woocommerce-MyAccount-navigation-link--customer-logout a')]);
    await eventually(() => page.locator('#customer_login').count()).toBe(1);

    const link = await askForReset(page, store.url, 'thu.pham@example.com');
    await page.goto(link);
    await page.focus('#password_1');
    await page.keyboard.type(STRONG);
    await page.focus('#password_2');
    await page.keyboard.type('Xe-day');
    await eventually(() => meter(page).textContent()).toBe('Không khớp');
    await eventually(() => meter(page).getAttribute('class')).toBe('woocommerce-password-strength short');
    await page.keyboard.type('-hang-2025!');
    await eventually(() => meter(page).textContent()).toBe('Mạnh');
    await Promise.all([page.waitForLoadState('load'), page.click('form.lost_reset_password button[type="submit"]')]);
    await eventually(() => page.locator('.woocommerce-message, .woocommerce-notices-wrapper').first().textContent()).toContain('Mật khẩu của bạn đã được đặt lại.');

    // The link worked once.
    await page.goto(link);
    await eventually(() => page.locator('.woocommerce-error').textContent()).toContain('không hợp lệ hoặc đã hết hạn');
    await logIn(page, store.url, 'thu.pham@example.com', STRONG);
    noProblems(problems);
  });

  it('refuses a weak password without JavaScript, saying why and keeping the e-mail', async () => {
    const { browser, store } = session;
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const problems = watch(page);
    await page.goto(`${store.url}/my-account/`);
    await page.fill('#reg_email', 'khong-js@example.com');
    await page.fill('#reg_password', 'matkhau123');
    await Promise.all([page.waitForLoadState('load'), page.click('form.register button[type="submit"]')]);
    await eventually(() => page.locator('.woocommerce-error').textContent()).toContain('Mật khẩu quá yếu. Vui lòng nhập mật khẩu mạnh hơn');
    await eventually(() => page.inputValue('#reg_email')).toBe('khong-js@example.com');
    await eventually(() => page.inputValue('#reg_password')).toBe('');
    await eventually(() => page.locator('.woocommerce-MyAccount-navigation').count()).toBe(0);
    // The same form with a strong password goes through.
    await page.fill('#reg_password', STRONG);
    await Promise.all([page.waitForURL(`${store.url}/my-account/`), page.click('form.register button[type="submit"]')]);
    await eventually(() => page.locator('.woocommerce-MyAccount-navigation').count()).toBe(1);
    expect(problems.errors).toEqual([]);
    await context.close();
  });
});

describe('my account on a phone', () => {
  it('stacks the orders table, each cell under its column’s title', async () => {
    const { browser, store } = session;
    const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    const problems = watch(page);
    const link = await askForReset(page, store.url, 'khachhang@example.com');
    await page.goto(link);
    await page.fill('#password_1', STRONG);
    await page.fill('#password_2', STRONG);
    await Promise.all([page.waitForLoadState('load'), page.click('form.lost_reset_password button[type="submit"]')]);
    await logIn(page, store.url, 'khachhang@example.com', STRONG);
    await page.goto(`${store.url}/my-account/orders/`);
    const layout = await page.evaluate(() => {
      const table = document.querySelector('.woocommerce-orders-table')!;
      const row = table.querySelector('tbody tr')!;
      const status = row.querySelector('.woocommerce-orders-table__cell-order-status')!;
      return {
        rows: table.querySelectorAll('tbody tr').length,
        head: getComputedStyle(table.querySelector('thead')!).display,
        row: getComputedStyle(row).display,
        // A line of its own (block or flex), no longer a table cell.
        cell: getComputedStyle(status).display !== 'table-cell',
        title: getComputedStyle(status, '::before').content,
        fits: table.getBoundingClientRect().right <= document.documentElement.clientWidth,
      };
    });
    expect(layout).toEqual({ rows: 3, head: 'none', row: 'block', cell: true, title: '"Trạng thái: "', fits: true });
    noProblems(problems);
    await context.close();
  });
});
