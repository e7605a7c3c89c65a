/**
 * The account pages on real WooCommerce, in Chromium at both widths: registering with the
 * password meter's verdict (and the theme's server-side check behind it), logging out and in,
 * and a lost password reset from the mail the shop sends.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { WIDTHS, hydrated, loadsNext, shopBrowser } from './browser';
import { expectCleanDebugLog, mails, phpJson, shop, skipped } from './context';

const meter = (page: Page) => page.locator('.woocommerce-password-strength');
const STRONG = 'Xe-day-hang-2025!';
const NEWER = 'Bang-keo-trong-2026?';

async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto(shop().pages.myaccount);
  await page.fill('#username', email);
  await page.fill('#password', password);
  await loadsNext(page, () => page.click('form.woocommerce-form-login button[name="login"]'));
  await page.locator('.woocommerce-MyAccount-navigation').waitFor();
}

async function logOut(page: Page): Promise<void> {
  await page.locator('.woocommerce-MyAccount-navigation-link--customer-logout a').click();
  // WordPress asks to confirm a log-out link whose nonce it cannot check; WooCommerce's link has one.
  await page.locator('form.woocommerce-form-login').waitFor();
}

describe.skipIf(skipped)('accounts on real WooCommerce', () => {
  expectCleanDebugLog();
  const browser = shopBrowser();

  for (const width of WIDTHS) {
    it(`registers past the password meter, logs out, resets a lost password from its mail and logs in with it, at ${width} px`, async () => {
      const { page, problems } = await browser.open(width);
      const email = `khach-${width}@example.com`;
      await page.goto(shop().pages.myaccount);
      await hydrated(page);
      const submit = page.locator('form.register button[name="register"]');
      await page.fill('#reg_email', email);
      await page.focus('#reg_password');
      await page.keyboard.type('matkhau1');
      // Weak: said so, and the form waits for a better one.
      await expect.poll(() => meter(page).getAttribute('class')).toMatch(/^woocommerce-password-strength (short|bad)$/);
      await expect.poll(() => submit.isDisabled()).toBe(true);
      await page.fill('#reg_password', STRONG);
      await expect.poll(() => meter(page).getAttribute('class')).toBe('woocommerce-password-strength strong');
      await expect.poll(() => submit.isEnabled()).toBe(true);
      await loadsNext(page, () => submit.click());
      await page.locator('.woocommerce-MyAccount-navigation').waitFor();
      const user = await phpJson<{ id: number; role: string[] }>(`$u = get_user_by( 'email', ${JSON.stringify(email)} ); echo wp_json_encode( array( 'id' => $u->ID, 'role' => $u->roles ) );`);
      expect(user.role).toEqual(['customer']);

      await logOut(page);
      const before = mails().length;
      await page.goto(shop().pages.myaccount);
      await loadsNext(page, () => page.locator('.woocommerce-LostPassword a').click());
      await page.fill('#user_login', email);
      await loadsNext(page, () => page.locator('form.lost_reset_password button[type="submit"]').click());
      await page.locator('.woocommerce-message').waitFor();
      const sent = mails().slice(before);
      expect(sent.map((mail) => mail.to)).toEqual([email]);
      const link = /(http:\/\/\S+[?&]key=[^\s&]+&(?:amp;)?id=\d+|http:\/\/\S+[?&]key=\S+)/.exec(sent[0]!.message)?.[1]?.replace(/&amp;/g, '&');
      expect(link, sent[0]!.message).toBeTruthy();
      await page.goto(link!);
      await hydrated(page);
      await page.focus('#password_1');
      await page.keyboard.type('123456');
      await expect.poll(() => meter(page).getAttribute('class')).toMatch(/^woocommerce-password-strength (short|bad)$/);
      await page.fill('#password_1', NEWER);
      await page.fill('#password_2', NEWER);
      await expect.poll(() => meter(page).getAttribute('class')).toBe('woocommerce-password-strength strong');
      await loadsNext(page, () => page.locator('form.lost_reset_password button[type="submit"]').click());
      await page.locator('.woocommerce-message').waitFor();

      await logIn(page, email, NEWER);
      await expect(page.locator('.woocommerce-MyAccount-content').textContent()).resolves.toContain(email.split('@')[0]);
      expect(problems).toEqual({ errors: [], failed: [] });
    });
  }

  it('refuses a weak password at the server when the browser runs no script, keeping the e-mail', async () => {
    const { page } = await browser.open(1280, { javaScript: false });
    await page.goto(shop().pages.myaccount);
    await page.fill('#reg_email', 'khach-nojs@example.com');
    await page.fill('#reg_password', 'matkhau1');
    await loadsNext(page, () => page.click('form.register button[name="register"]'));
    await expect(page.locator('.woocommerce-error').textContent()).resolves.toMatch(/\S/);
    await expect(page.locator('#reg_email').inputValue()).resolves.toBe('khach-nojs@example.com');
    await expect(phpJson<boolean>(`echo wp_json_encode( (bool) get_user_by( 'email', 'khach-nojs@example.com' ) );`)).resolves.toBe(false);
  });
});
