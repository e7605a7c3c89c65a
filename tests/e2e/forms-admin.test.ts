import { readFile } from 'node:fs/promises';
import type { FrameLocator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_FORMS, DEMO_PORTAL_ID, FEEDBACK_REDIRECT } from '../../demo/forms/demo-forms';
import { REDIRECT_WARNING_DELAY } from '../../src/forms/submit/redirect';
import { browserSession, frameSettled, pauseClock, watch } from './harness';

const ADMIN = { email: 'quantri@giaovansaigon.vn', password: 'mat-khau-quan-tri-2025' };
const session = browserSession(undefined, { admin: ADMIN });

const SUBMISSIONS = '**/submissions/v3/public/submit/formsnext/multipart/**';
const contactAdmin = `/forms/admin/${DEMO_PORTAL_ID}/${DEMO_FORMS.contact}/`;

/** The form of the iframe shell on a page (the widget renders there by default, spec §1). */
const shell = (page: Page): FrameLocator => page.frameLocator('iframe[data-shell-id]');

/** Logs in through the shop's own log-in form, as a person would. */
async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto(`${session.store.url}/my-account/`);
  const login = page.locator('form.woocommerce-form-login');
  await login.locator('#username').fill(email);
  await login.locator('#password').fill(password);
  await login.locator('button[name="login"]').click();
  // The log-in answers with a redirect to the account page, which then shows no log-in form.
  await login.waitFor({ state: 'detached' });
}

/** A CSV document's rows as records by header (the test's values hold no comma, quote or line break). */
function csvRecords(text: string): Array<Record<string, string>> {
  const [header = '', ...rows] = text.replace(/^\uFEFF/, '').split('\r\n').filter(Boolean);
  const names = header.split(',');
  return rows.map((row) => {
    const cells = row.split(',');
    return Object.fromEntries(names.map((name, i) => [name, cells[i] ?? '']));
  });
}

describe('the submissions admin in Chromium, with a contact enquiry sent through the widget', () => {
  it('stores ticked checkboxes from the contact page’s form and shows them to the administrator, in the table and the CSV', async () => {
    const { page } = session;
    const problems = watch(page);
    await page.goto(`${session.store.url}/contact/`);
    const form = shell(page);
    await form.locator('form.hs-form').waitFor();
    await form.locator('input[name="lastname"]').fill('Võ');
    await form.locator('input[name="firstname"]').fill('Hạnh');
    await form.locator('input[name="email"]').fill('hanh.vo@congty.vn');
    await form.locator('input[type="tel"]').fill('0901234567');
    await form.locator('select[name="service_type"]').selectOption({ label: 'Vật tư đóng gói' });
    await form.locator('textarea[name="message"]').fill('Cần kho chứa 200 pallet và xe đi Đà Nẵng.');
    // Two of the three options, and the opt-in, by their labels.
    await form.getByRole('checkbox', { name: 'Kho bãi' }).check();
    await form.getByRole('checkbox', { name: 'Vận chuyển liên tỉnh' }).check();
    await form.getByRole('checkbox', { name: 'Nhận bản tin khuyến mãi qua email' }).check();
    await expect(form.getByRole('checkbox', { name: 'Vật tư đóng gói' }).isChecked()).resolves.toBe(false);
    await frameSettled(page);
    await form.locator('input[type="submit"]').click();
    await form.locator('.submitted-message').waitFor();

    await logIn(page, ADMIN.email, ADMIN.password);
    await page.goto(`${session.store.url}/forms/admin/`);
    const link = page.getByRole('link', { name: 'Xem dữ liệu gửi của “Liên hệ / Yêu cầu báo giá”' });
    await expect(link.getAttribute('href')).resolves.toBe(contactAdmin);
    // The contact form's row counts the one submission.
    await expect(page.locator('tr', { has: link }).locator('td').last().textContent()).resolves.toBe('1');
    await Promise.all([page.waitForURL(`${session.store.url}${contactAdmin}`), link.click()]);

    const rows = page.locator('.forms-admin-submissions-table tbody tr');
    await expect(rows.count()).resolves.toBe(1);
    const values = await rows
      .first()
      .locator('.form-submission-values > div')
      .evaluateAll((entries) => Object.fromEntries(entries.map((entry) => [entry.querySelector('dt')?.textContent, entry.querySelector('dd')?.textContent])));
    expect(values).toMatchObject({
      email: 'hanh.vo@congty.vn',
      service_type: 'vat_tu_dong_goi',
      // Several options in one line, as HubSpot stores them.
      services_interest: 'kho_bai;van_chuyen_lien_tinh',
      newsletter_opt_in: 'true',
    });

    const [download] = await Promise.all([page.waitForEvent('download'), page.locator('a[download]', { hasText: 'Tải xuống CSV' }).click()]);
    expect(download.suggestedFilename()).toBe(`submissions-${DEMO_FORMS.contact}.csv`);
    const csv = await readFile(await download.path(), 'utf8');
    const header = csv.replace(/^\uFEFF/, '').split('\r\n')[0]!.split(',');
    expect(header).toEqual(expect.arrayContaining(['services_interest', 'newsletter_opt_in']));
    const records = csvRecords(csv);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ email: 'hanh.vo@congty.vn', services_interest: 'kho_bai;van_chuyen_lien_tinh', newsletter_opt_in: 'true' });
    expect(problems).toEqual({ errors: [], failed: [] });
  });

  it('sends a visitor who is not logged in to the log-in form', async () => {
    const { page } = session;
    for (const path of ['/forms/admin/', contactAdmin, `${contactAdmin}submissions.csv`]) {
      await page.goto(`${session.store.url}${path}`);
      expect(new URL(page.url()).pathname, path).toBe('/my-account/');
      await expect(page.locator('form.woocommerce-form-login').count(), path).resolves.toBe(1);
      await expect(page.locator('.forms-admin').count(), path).resolves.toBe(0);
    }
  });
});

describe('the redirect after a submission that carries a visitor warning, in Chromium', () => {
  it(`shows the warning and redirects the page only after ${REDIRECT_WARNING_DELAY} ms`, async () => {
    const { page } = session;
    // The delay is counted on the page's clock, which the test moves once the form is sent.
    await page.clock.install();
    await page.goto(`${session.store.url}/forms/demo/`);
    await shell(page).locator('form.hs-form').waitFor();
    await page.evaluate(
      ({ portalId, formId }) => {
        const target = document.createElement('div');
        target.id = 'feedback';
        document.body.append(target);
        (window as unknown as { hbspt: { forms: { create(o: object): void } } }).hbspt.forms.create({ portalId, formId, target: '#feedback' });
      },
      { portalId: DEMO_PORTAL_ID, formId: DEMO_FORMS.feedback },
    );
    const form = page.locator('#feedback iframe').contentFrame();
    await form.locator('form.hs-form').waitFor();

    // The store's own success answer ({redirectUrl, conversionId}), with a warning added to it.
    const warning = 'Email này đã gửi đánh giá hôm nay; chúng tôi giữ đánh giá mới nhất.';
    await page.route(SUBMISSIONS, async (route) => {
      const response = await route.fetch();
      const answer = (await response.json()) as Record<string, unknown>;
      await route.fulfill({ response, json: { ...answer, localizedVisitorWarningMessage: warning } });
    });
    let navigated = false;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigated = true;
    });
    await form.locator('input[type="radio"]').nth(3).check();
    await form.locator('input[name="email"]').fill('khach@congty.vn');
    await frameSettled(page, '#feedback iframe');
    await pauseClock(page);
    await form.locator('input[type="submit"]').click();
    // The page's time moves in steps of 50 ms until the warning shows: the delay started within the last one.
    while (!(await form.getByText(warning).isVisible())) await page.clock.runFor(50);

    // 100 ms before the delay is over: still here, the warning still readable.
    await page.clock.runFor(REDIRECT_WARNING_DELAY - 150);
    expect(navigated).toBe(false);
    expect(new URL(page.url()).pathname).toBe('/forms/demo/');
    await expect(form.getByText(warning).isVisible()).resolves.toBe(true);

    await page.clock.runFor(200);
    await page.waitForURL(new RegExp(`${FEEDBACK_REDIRECT.replace(/\//g, '\\/')}$`));
  });
});
