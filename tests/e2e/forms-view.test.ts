/**
 * The form's view in Chromium, on real-shaped definitions served by the demo store: pages and
 * where legal consent goes, the default thank-you, v1 richtext fields, and accessibility (error
 * lists, focus after Next, axe).
 */
import AxeBuilder from '@axe-core/playwright';
import type { FrameLocator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSession, createForm, frameSettled, hydrated, watch } from './harness';

const session = browserSession();

/** view-legitimate-interest-v3.json: one page, legitimate-interest consent, no message, no redirect. */
const LEGITIMATE = { portalId: '2059467', formId: '5d0c9e2a-7f41-4b8e-9a36-c2e81f4d7b19' };
/** view-richtext-v1.json: a v1 form with a richtext field before `message`. */
const RICHTEXT_V1 = { portalId: '62515', formId: '8e2f6a1c-3b7d-4c59-a0e4-91d6b5c3f270' };
const SUBMISSIONS = '**/submissions/v3/public/submit/formsnext/multipart/**';

const shell = (page: Page): FrameLocator => page.frameLocator('iframe[data-shell-id]');

/** Embeds a form with HubSpot's snippet call on the demo page, in a target of its own; its frame's form. */
async function embed(page: Page, id: string, options: Record<string, unknown>): Promise<FrameLocator> {
  await page.goto(`${session.store.url}/forms/demo/`);
  await shell(page).locator('form.hs-form').waitFor();
  await createForm(page, id, options);
  const form = page.locator(`#${id} iframe`).contentFrame();
  await form.locator('form.hs-form').waitFor();
  return form;
}

/** The element focused inside a frame, as `tag[name]` (or its class when it has no name). */
const focused = (form: FrameLocator): Promise<string> =>
  form.locator('html').evaluate((html) => {
    const active = html.ownerDocument.activeElement as HTMLElement | null;
    return active ? `${active.tagName.toLowerCase()}[${active.getAttribute('name') ?? active.className}]` : '';
  });

describe('the form view in Chromium', () => {
  it('keeps a one-page form with legitimate-interest consent on one page, and thanks in the form’s language when nothing else does', async () => {
    const { page } = session;
    const problems = watch(page);
    const form = await embed(page, 'legitimate', { ...LEGITIMATE, locale: 'vi' });
    // One page: no step indicator, no Next; the consent text sits with Submit.
    await expect(form.locator('.hs-form__step').count()).resolves.toBe(0);
    await expect(form.locator('.hs-form__next').count()).resolves.toBe(0);
    await expect(form.locator('.legal-consent-container').textContent()).resolves.toContain('unsubscribe at any time');
    await expect(form.locator('.legal-consent-container input[type="checkbox"]').count()).resolves.toBe(0);
    await expect(form.locator('.legal-consent-container ~ .hs_submit input[type="submit"]').count()).resolves.toBe(1);

    await form.locator('input[name="firstname"]').fill('An');
    await form.locator('input[name="lastname"]').fill('Nguyễn');
    await form.locator('input[name="company"]').fill('Giao Vận');
    await form.locator('input[name="phone"]').fill('0901234567');
    await form.locator('input[name="email"]').fill('an@giaovan.vn');
    await form.locator('select[name="what_is_your_role_"]').selectOption({ index: 1 });
    await form.locator('textarea[name="how_can_we_help_"]').fill('Báo giá');
    // The forms API's answer for a form with neither a message nor a redirect.
    const posted: string[] = [];
    await page.route(SUBMISSIONS, (route) => {
      posted.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ conversionId: 'c0e1d2a3' }) });
    });
    await frameSettled(page, '#legitimate iframe');
    await form.locator('input[type="submit"]').click();
    const thanks = form.locator('.submitted-message');
    await thanks.waitFor();
    await expect(thanks.textContent()).resolves.toBe('Cảm ơn bạn đã gửi biểu mẫu.');
    await expect(thanks.isVisible()).resolves.toBe(true);
    expect(posted).toHaveLength(1);
    expect(problems).toEqual({ errors: [], failed: [] });
  });

  it('puts the consent with Submit on the last page of a paginated form, and Next moves focus to the new page’s first field', async () => {
    const { page } = session;
    await page.goto(`${session.store.url}/forms/demo/`);
    const form = shell(page);
    await form.locator('form.hs-form').waitFor();
    // Three pages of fields: the consent takes none of its own.
    await expect(form.locator('.hs-form__step').textContent()).resolves.toBe('1 / 3');
    await expect(form.locator('.legal-consent-container').count()).resolves.toBe(0);

    // From the keyboard: the first page, then Tab to Next and Enter.
    await form.locator('input[name="lastname"]').focus();
    await page.keyboard.type('Nguyễn');
    await page.keyboard.press('Tab');
    await page.keyboard.type('An');
    await page.keyboard.press('Tab');
    await page.keyboard.type('an.nguyen@giaovan.vn');
    await form.locator('select[name="origin_province"]').selectOption({ index: 1 });
    await form.locator('select[name="destination_province"]').selectOption({ index: 2 });
    await form.locator('select[name="destination_province"]').focus();
    await page.keyboard.press('Tab');
    await expect(focused(form)).resolves.toMatch(/hs-form__next/);
    await frameSettled(page);
    await page.keyboard.press('Enter');
    await form.locator('.hs-form__step', { hasText: '2 / 3' }).waitFor();
    // Focus is on the new page's first field, not on a paragraph: typing goes into it.
    await expect.poll(() => focused(form)).toBe('input[cargo_weight]');
    await page.keyboard.type('120');
    await expect(form.locator('input[name="cargo_weight"]').inputValue()).resolves.toBe('120');

    const date = form.locator('.hs_pickup_date input:not([type="hidden"])').first();
    await date.focus();
    await page.keyboard.type('15/12/2026');
    await page.keyboard.press('Escape');
    await form.locator('.si-dp-popup').waitFor({ state: 'hidden' });
    await frameSettled(page);
    await form.locator('.hs-form__next').focus();
    await page.keyboard.press('Enter');
    await form.locator('.hs-form__step', { hasText: '3 / 3' }).waitFor();
    await expect.poll(() => focused(form)).toBe('input[packing_list]');
    // The last page: its fields, the consent, and Submit; no Next.
    await expect(form.locator('.hs-form__next').count()).resolves.toBe(0);
    await expect(form.locator('.legal-consent-container input[name="LEGAL_CONSENT.processing"]').count()).resolves.toBe(1);
    await expect(form.locator('textarea[name="shipping_notes"]').count()).resolves.toBe(1);
    await expect(form.locator('.legal-consent-container ~ .hs_submit input[type="submit"]').count()).resolves.toBe(1);
    // Previous goes back, focus on that page's first field.
    await form.locator('.hs-form__previous').focus();
    await page.keyboard.press('Enter');
    await form.locator('.hs-form__step', { hasText: '2 / 3' }).waitFor();
    await expect.poll(() => focused(form)).toBe('input[cargo_weight]');
  });

  it('renders a v1 form’s richtext field, sanitised, in its place among the fields', async () => {
    const { page } = session;
    const form = await embed(page, 'richtext', RICHTEXT_V1);
    const rich = form.locator('.hs_intro_text.hs-fieldtype-richtext');
    await rich.locator('strong').waitFor();
    await expect(rich.locator('strong').textContent()).resolves.toBe('Tell us about your project.');
    await expect(rich.locator('script').count()).resolves.toBe(0);
    // Between the e-mail field and the message (page_url before it is hidden).
    const order = await form.locator('.hs-form-field, .hs-fieldtype-richtext').evaluateAll((elements) => elements.map((element) => /\bhs_(\S+)/.exec(element.className)?.[1]));
    expect(order.slice(order.indexOf('email'), order.indexOf('message') + 1)).toEqual(['email', 'intro_text', 'message']);
    const ran = await page.locator('#richtext iframe').evaluate((frame) => (frame as HTMLIFrameElement).contentWindow && '__richtextRan' in (frame as HTMLIFrameElement).contentWindow!);
    expect(ran).toBe(false);
  });

  it('has no serious or critical accessibility violations with every error shown: plain lists inside alerts', async () => {
    const { page } = session;
    await page.goto(`${session.store.url}/contact/`);
    await hydrated(page);
    const form = shell(page);
    await form.locator('form.hs-form').waitFor();
    await frameSettled(page);
    await form.locator('input[type="submit"]').click();
    await expect.poll(() => form.locator('ul.hs-error-msgs').count()).toBeGreaterThan(2);
    await form.locator('.hs_error_rollup').waitFor();
    // Every error list is a list (its items are list items), its live region a wrapper.
    const lists = await form.locator('ul.hs-error-msgs').evaluateAll((lists) =>
      lists.map((list) => ({ role: list.getAttribute('role'), alert: !!list.parentElement?.closest('[role="alert"]'), items: [...list.children].every((c) => c.tagName === 'LI') })),
    );
    expect(lists.every((list) => list.role === null && list.alert && list.items)).toBe(true);
    const { violations } = await new AxeBuilder({ page }).include('iframe[data-shell-id]').analyze();
    const serious = violations.filter((v) => v.impact === 'critical' || v.impact === 'serious');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });

  it('has no serious or critical accessibility violations on a paginated form’s last page with its errors and summary shown', async () => {
    const { page } = session;
    await page.goto(`${session.store.url}/forms/demo/`);
    const form = shell(page);
    await form.locator('form.hs-form').waitFor();
    await form.locator('input[name="lastname"]').fill('Nguyễn');
    await form.locator('input[name="firstname"]').fill('An');
    await form.locator('input[name="email"]').fill('an.nguyen@giaovan.vn');
    await form.locator('select[name="origin_province"]').selectOption({ index: 1 });
    await form.locator('select[name="destination_province"]').selectOption({ index: 2 });
    await frameSettled(page);
    await form.locator('.hs-form__next').click();
    await form.locator('.hs-form__step', { hasText: '2 / 3' }).waitFor();
    await form.locator('input[name="cargo_weight"]').fill('120');
    const date = form.locator('.hs_pickup_date input:not([type="hidden"])').first();
    await date.focus();
    await page.keyboard.type('15/12/2026');
    await page.keyboard.press('Escape');
    await form.locator('.si-dp-popup').waitFor({ state: 'hidden' });
    await frameSettled(page);
    await form.locator('.hs-form__next').click();
    await form.locator('.hs-form__step', { hasText: '3 / 3' }).waitFor();
    // The server refuses a field of the first page: the summary, the rollup and the consent's error show.
    await page.route(SUBMISSIONS, (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ status: 'error', validationResults: [{ fieldName: 'email', formSubmissionValidationType: 'BLOCKED_EMAIL', localizedVisitorErrorMessage: 'Địa chỉ này không nhận được.' }] }),
      }),
    );
    await frameSettled(page);
    await form.locator('input[type="submit"]').click();
    await expect.poll(() => form.locator('.legal-consent-container [aria-invalid="true"]').count()).toBe(1);
    await form.locator('input[name="LEGAL_CONSENT.processing"]').check();
    await frameSettled(page);
    await form.locator('input[type="submit"]').click();
    await form.locator('.hs-form__summary').waitFor();
    const { violations } = await new AxeBuilder({ page }).include('iframe[data-shell-id]').analyze();
    const serious = violations.filter((v) => v.impact === 'critical' || v.impact === 'serious');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});
