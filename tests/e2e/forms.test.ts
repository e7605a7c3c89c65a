import AxeBuilder from '@axe-core/playwright';
import type { FrameLocator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { FIXTURE_DEFINITIONS, FormRegistry } from '../../demo/forms/registry';
import { browserSession, frameSettled, hydrated, watch } from './harness';

const session = browserSession();

/** The form of the iframe shell on a page (the widget renders there by default, spec §1). */
const shell = (page: Page): FrameLocator => page.frameLocator('iframe[data-shell-id]');

/** Collects the `hsFormCallback` messages the widget posts to the page, from before it loads. */
async function recordCallbacks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: unknown[] = ((window as unknown as { __callbacks: unknown[] }).__callbacks = []);
    window.addEventListener('message', (event) => {
      if (event.data?.type === 'hsFormCallback') seen.push(event.data.eventName);
    });
  });
}
const callbacks = (page: Page): Promise<string[]> => page.evaluate(() => (window as unknown as { __callbacks: string[] }).__callbacks);

describe('the form widget in Chromium, against the demo store’s forms backend', () => {
  it('runs HubSpot’s classic snippet: a 3-step form in its iframe shell, from the keyboard, to the thank-you', async () => {
    const { page } = session;
    const problems = watch(page);
    await recordCallbacks(page);
    const heads: string[] = [];
    page.on('request', (request) => request.method() === 'HEAD' && heads.push(new URL(request.url()).pathname));
    await page.goto(`${session.store.url}/forms/demo/`);
    const form = shell(page);
    await form.locator('form.hs-form').waitFor();
    await expect(form.locator('.hs-form__step').textContent()).resolves.toBe('1 / 3');
    expect(await callbacks(page)).toEqual(['onBeforeFormInit', 'onFormReady']);
    // The snippet's script asked its server whether this site may embed (spec §7).
    expect(heads).toEqual(['/forms/v2.js']);
    // The frame is as tall as the form (200 to 1000 px), so the page never scrolls inside it.
    const frameHeight = await page.locator('iframe[data-shell-id]').evaluate((f) => f.getBoundingClientRect().height);
    expect(frameHeight).toBeGreaterThan(200);
    expect(frameHeight).toBeLessThanOrEqual(1000);
    const [scroll, client] = await form.locator('html').evaluate((html) => [html.scrollHeight, html.clientHeight]);
    expect(scroll).toBeLessThanOrEqual(client);

    // Next on an empty page: nothing before, every error of the page now, focus on the first.
    await expect(form.locator('.hs-error-msgs').count()).resolves.toBe(0);
    await frameSettled(page);
    await form.locator('.hs-form__next').click();
    await expect(form.locator('[aria-invalid="true"]').count()).resolves.toBeGreaterThan(3);
    await expect(form.locator('input[name="lastname"]').evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await expect(form.locator('.hs_lastname .hs-error-msgs').textContent()).resolves.toBe('Vui lòng điền trường bắt buộc này.');

    // Page 1, typed and chosen from the keyboard.
    await page.keyboard.type('Nguyễn');
    await page.keyboard.press('Tab');
    await page.keyboard.type('An');
    await page.keyboard.press('Tab');
    await page.keyboard.type('an.nguyen@congty.vn');
    await form.locator('select[name="origin_province"]').selectOption({ index: 1 });
    await form.locator('select[name="destination_province"]').selectOption({ index: 2 });
    await form.locator('select[name="destination_province"]').focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await form.locator('.hs-form__step', { hasText: '2 / 3' }).waitFor();

    // Page 2: the weight, and the pickup date through the date picker's text input.
    await form.locator('input[name="weight_kg"], input[type="number"]').first().fill('120');
    const date = form.locator('.hs_pickup_date input:not([type="hidden"])').first();
    await date.focus();
    await page.keyboard.type('15/12/2026');
    await page.keyboard.press('Escape');
    await form.locator('.si-dp-popup').waitFor({ state: 'hidden' });
    await frameSettled(page);
    await form.locator('.hs-form__next').click();
    await form.locator('.hs-form__step', { hasText: '3 / 3' }).waitFor();

    // The last page, the consent with Submit: the processing checkbox is required.
    await frameSettled(page);
    await form.locator('input[type="submit"]').click();
    await expect.poll(() => form.locator('.legal-consent-container [aria-invalid="true"]').count()).toBe(1);
    await form.locator('input[name="LEGAL_CONSENT.processing"]').check();
    // The server refuses a field of an earlier step: the summary names it, and its link goes back there.
    const submissions = '**/submissions/v3/public/submit/formsnext/multipart/**';
    await page.route(submissions, (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ status: 'error', validationResults: [{ fieldName: 'email', formSubmissionValidationType: 'BLOCKED_EMAIL', localizedVisitorErrorMessage: 'Địa chỉ này không nhận được.' }] }),
      }),
    );
    await frameSettled(page);
    await form.locator('input[type="submit"]').click();
    const summary = form.locator('.hs-form__summary');
    await summary.waitFor();
    await expect(summary.textContent()).resolves.toContain('Email');
    await page.unroute(submissions);
    await summary.locator('button', { hasText: 'Bước 1' }).click();
    await form.locator('.hs-form__step', { hasText: '1 / 3' }).waitFor();
    await expect.poll(() => form.locator('input[name="email"]').evaluate((el) => el === document.activeElement)).toBe(true);
    await expect(form.locator('.hs_email .hs-error-msgs').textContent()).resolves.toBe('Địa chỉ này không nhận được.');
    await form.locator('input[name="email"]').fill('an.nguyen@giaovan.vn');
    for (const step of ['2 / 3', '3 / 3']) {
      await frameSettled(page);
      await form.locator('.hs-form__next').click();
      await form.locator('.hs-form__step', { hasText: step }).waitFor();
    }
    await frameSettled(page);
    await form.locator('input[type="submit"]').click();
    // The captcha (the store's offline provider) passes, the submission is stored, the thank-you shows.
    await form.locator('.submitted-message').waitFor();
    await expect(form.locator('.submitted-message').textContent()).resolves.toContain('Đã nhận yêu cầu báo giá');
    // onBeforeFormSubmit runs before validation, so at each of the three attempts; onFormSubmit
    // when a request goes out (the refused one, then the accepted one).
    await expect
      .poll(() => callbacks(page))
      .toEqual(['onBeforeFormInit', 'onFormReady', 'onBeforeFormSubmit', 'onBeforeFormSubmit', 'onFormSubmit', 'onBeforeFormSubmit', 'onFormSubmit', 'onFormSubmitted']);
    // The one refusal above is the test's own 400.
    expect(problems.errors.filter((line) => !line.includes('status of 400'))).toEqual([]);
    expect(problems.failed.filter((line) => !line.includes('/submissions/'))).toEqual([]);
  });

  it('shows a dependent field when its parent’s choice asks for it, in the contact page’s island', async () => {
    const { page } = session;
    await page.goto(`${session.store.url}/contact/`);
    const form = shell(page);
    await form.locator('form.hs-form').waitFor();
    // The server's no-JavaScript form made way for the widget.
    await expect(page.locator('form.contact-form').count()).resolves.toBe(0);
    const before = await form.locator('.hs-form-field').count();
    await form.locator('select[name="service_type"]').selectOption({ label: 'Thuê xe tải' });
    await expect.poll(() => form.locator('.hs-form-field').count()).toBe(before + 1);
    await form.locator('select[name="service_type"]').selectOption({ index: 1 });
    await expect.poll(() => form.locator('.hs-form-field').count()).toBe(before);
  });

  it('shows a field’s error when it is left, not while it is being filled, and takes it away once fixed', async () => {
    const { page } = session;
    await page.goto(`${session.store.url}/contact/`);
    const form = shell(page);
    await form.locator('form.hs-form').waitFor();
    const email = form.locator('input[name="email"]');
    await email.focus();
    await page.keyboard.type('an@');
    // Typing: nothing yet (a pause of a second counts as done: the change goes stale).
    await expect(form.locator('.hs_email .hs-error-msgs').count()).resolves.toBe(0);
    await form.locator('input[name="lastname"]').focus();
    await expect.poll(() => form.locator('.hs_email .hs-error-msgs').textContent()).toBe('Email phải đúng định dạng.');
    await expect(email.getAttribute('aria-invalid')).resolves.toBe('true');
    await email.fill('an@congty.vn');
    await expect.poll(() => form.locator('.hs_email .hs-error-msgs').count()).toBe(0);
    await expect(email.getAttribute('aria-invalid')).resolves.toBeNull();
  });

  it('suggests the address a typo meant, and takes it in one click', async () => {
    const { page } = session;
    await page.goto(`${session.store.url}/contact/`);
    const form = shell(page);
    await form.locator('form.hs-form').waitFor();
    await form.locator('input[name="lastname"]').fill('Lê');
    await form.locator('input[name="email"]').fill('an@gmial.com');
    // On to the next field (a filled one: leaving an empty required field shows its error, and
    // the page would move under the pointer).
    await form.locator('input[name="lastname"]').focus();
    const suggestion = form.locator('.hs-email-suggestion');
    await suggestion.waitFor();
    await expect(suggestion.textContent()).resolves.toContain('an@gmail.com');
    await suggestion.click();
    await expect.poll(() => form.locator('input[name="email"]').inputValue()).toBe('an@gmail.com');
  });

  it('keeps what was typed through a 429 and a network failure, says why, and submits on the retry', async () => {
    const { page } = session;
    await page.goto(`${session.store.url}/contact/`);
    const form = shell(page);
    await form.locator('form.hs-form').waitFor();
    await form.locator('input[name="lastname"]').fill('Trần');
    await form.locator('input[name="firstname"]').fill('Bình');
    await form.locator('input[name="email"]').fill('binh@congty.vn');
    await form.locator('input[type="tel"]').fill('0901234567');
    await form.locator('select[name="service_type"]').selectOption({ index: 1 });
    await form.locator('textarea[name="message"]').fill('Cần báo giá 500 thùng carton.');
    const submissions = '**/submissions/v3/public/submit/formsnext/multipart/**';

    await page.route(submissions, (route) => route.fulfill({ status: 429, contentType: 'application/json', body: '{"status":"error","formSubmissionError":"RATE_LIMIT_EXCEEDED"}' }));
    await frameSettled(page);
    await form.locator('input[type="submit"]').click();
    await form.locator('.hs_error_rollup').waitFor();
    await expect(form.locator('.hs_error_rollup').textContent()).resolves.toMatch(/thử lại/);

    await page.unroute(submissions);
    // Offline: the request fails, and so does the hidden-frame post the widget falls back to; the
    // rollup says so within seconds (not after the frame's long time-out).
    await page.route(submissions, (route) => route.abort('internetdisconnected'));
    await frameSettled(page);
    await form.locator('input[type="submit"]').click();
    await expect.poll(() => form.locator('.hs_error_rollup').textContent()).toMatch(/Rất tiếc/);
    await expect(form.locator('input[name="email"]').inputValue()).resolves.toBe('binh@congty.vn');

    await page.unroute(submissions);
    await frameSettled(page);
    await form.locator('input[type="submit"]').click();
    await form.locator('.submitted-message').waitFor();
  });

  it('redirects the page (not the frame) after a form that redirects, and shows the server’s field errors on their fields', async () => {
    const { page } = session;
    await page.goto(`${session.store.url}/forms/demo/`);
    await shell(page).locator('form.hs-form').waitFor();
    await page.evaluate(() => {
      const target = document.createElement('div');
      target.id = 'feedback';
      document.body.append(target);
      (window as unknown as { hbspt: { forms: { create(o: object): void } } }).hbspt.forms.create({
        portalId: '48201937',
        formId: 'c8d2e6f0-4a1b-4c3d-9e5f-7a9b1c3d5e71',
        target: '#feedback',
      });
    });
    const form = page.locator('#feedback iframe').contentFrame();
    await form.locator('form.hs-form').waitFor();
    // The server refuses a field the browser had accepted: its message shows on that field.
    const submissions = '**/submissions/v3/public/submit/formsnext/multipart/**';
    await page.route(submissions, (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ status: 'error', validationResults: [{ fieldName: 'FEEDBACK_SUBMISSION.hs_rating', formSubmissionValidationType: 'REQUIRED_FIELD', localizedVisitorErrorMessage: 'Máy chủ cần điểm đánh giá.' }] }),
      }),
    );
    await form.locator('input[type="radio"]').nth(4).check();
    await form.locator('input[name="email"]').fill('khach@congty.vn');
    await frameSettled(page);
    await form.locator('input[type="submit"]').click();
    await expect.poll(() => form.locator('.hs-fieldtype-radio .hs-error-msgs').textContent()).toBe('Máy chủ cần điểm đánh giá.');
    await page.unroute(submissions);
    await Promise.all([page.waitForURL(/\/forms\/demo\/thanks\/$/), form.locator('input[type="submit"]').click()]);
  });

  it('submits through a hidden frame when its own request cannot reach the forms host', async () => {
    const { page } = session;
    await page.goto(`${session.store.url}/contact/`);
    const form = shell(page);
    await form.locator('form.hs-form').waitFor();
    await form.locator('input[name="lastname"]').fill('Phạm');
    await form.locator('input[name="firstname"]').fill('Chi');
    await form.locator('input[name="email"]').fill('chi@congty.vn');
    await form.locator('input[type="tel"]').fill('901234567');
    await form.locator('select[name="service_type"]').selectOption({ index: 1 });
    await form.locator('textarea[name="message"]').fill('Gửi qua khung ẩn.');
    // The widget's own request fails as a blocked cross-site request would; the native post goes through.
    const framePosts: string[] = [];
    await page.route('**/submissions/v3/public/submit/formsnext/multipart/**', (route) => {
      if (route.request().resourceType() === 'fetch') return route.abort('failed');
      framePosts.push(route.request().url());
      return route.continue();
    });
    await frameSettled(page);
    await form.locator('input[type="submit"]').click();
    await form.locator('.submitted-message').waitFor();
    expect(framePosts).toHaveLength(1);
    expect(new URL(framePosts[0]!).searchParams.get('frame')).toBe('1');
    // The hidden form and frame are gone again.
    await expect(page.locator('iframe[name^="target_iframe_"], form[hidden]').count()).resolves.toBe(0);
  });

  it('renders two copies of one form on a page independently', async () => {
    const { page } = session;
    await page.goto(`${session.store.url}/forms/demo/`);
    await shell(page).locator('form.hs-form').waitFor();
    await page.evaluate(() => {
      const second = document.createElement('div');
      second.id = 'second';
      document.body.append(second);
      const first = document.querySelector<HTMLElement>('[data-shell-id]')!.closest('div')!;
      const { portalId, formId } = (first.ownerDocument.querySelector('iframe')!.contentDocument!.querySelector('form')!.dataset) as { portalId: string; formId: string };
      (window as unknown as { hbspt: { forms: { create(o: object): void } } }).hbspt.forms.create({ portalId, formId, target: '#second' });
    });
    const frames = page.locator('iframe[data-shell-id]');
    await expect.poll(() => frames.count()).toBe(2);
    const a = page.frameLocator('iframe[data-shell-id] >> nth=0');
    const b = page.frameLocator('iframe[data-shell-id] >> nth=1');
    await b.locator('form.hs-form').waitFor();
    await a.locator('input[name="lastname"]').fill('Một');
    await expect(b.locator('input[name="lastname"]').inputValue()).resolves.toBe('');
    const ids = await Promise.all([a, b].map((f) => f.locator('form').getAttribute('data-instance-id')));
    expect(ids[0]).not.toBe(ids[1]);
  });

  it('writes a definition’s rich text sanitised: markup stays, scripts and handlers do not', async () => {
    const { page } = session;
    let alerted = false;
    page.on('dialog', (dialog) => {
      alerted = true;
      void dialog.dismiss();
    });
    await page.route('**/embed/v3/form/**/json*', async (route) => {
      const response = await route.fetch();
      const definition = (await response.json()) as { form: { formFieldGroups: Array<{ richText?: { content: string } }> } };
      definition.form.formFieldGroups[0]!.richText = {
        content: '<p>Báo giá <b>nhanh</b><img src="x" onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">x</a></p>',
      };
      await route.fulfill({ response, json: definition });
    });
    await page.goto(`${session.store.url}/forms/demo/`);
    // The project’s rich-text policy (src/sanitize/rich-text.ts), as every browser gets it: parsed
    // inertly, so the handler never runs, and cleaned before it goes in.
    const rich = shell(page).locator('.hs-richtext').first();
    await rich.locator('b').waitFor();
    await expect(rich.locator('b').textContent()).resolves.toBe('nhanh');
    await expect(rich.locator('[onerror], script').count()).resolves.toBe(0);
    expect((await rich.locator('a').getAttribute('href')) ?? '').not.toMatch(/^javascript:/);
    // Every image in it has loaded or failed (when an onerror would have run), and a task more.
    await expect.poll(() => rich.locator('img').evaluateAll((images) => images.every((image) => (image as HTMLImageElement).complete))).toBe(true);
    await rich.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(alerted).toBe(false);
  });

  it('renders every shared HubSpot fixture the store serves, with no console errors', async () => {
    const { page } = session;
    const problems = watch(page);
    const fixtures = new FormRegistry().all().filter((form) => form.source.endsWith('.json'));
    expect(fixtures.length).toBe(FIXTURE_DEFINITIONS.length);
    await page.goto(`${session.store.url}/forms/demo/`);
    await shell(page).locator('form.hs-form').waitFor();
    await page.evaluate((forms) => {
      const api = (window as unknown as { hbspt: { forms: { create(o: object): void } } }).hbspt.forms;
      for (const [index, { portalId, guid }] of forms.entries()) {
        const target = document.createElement('div');
        target.id = `fixture-${index}`;
        document.body.append(target);
        api.create({ portalId, formId: guid, target: `#fixture-${index}` });
      }
    }, fixtures.map(({ portalId, guid }) => ({ portalId, guid })));
    for (const index of fixtures.keys()) {
      const form = page.locator(`#fixture-${index} iframe`).contentFrame().locator('form.hs-form, form');
      // A legacy-theme form renders inline, not in a frame.
      const inline = page.locator(`#fixture-${index} > form.hs-form`);
      await expect.poll(async () => (await form.count()) + (await inline.count()), { message: fixtures[index]!.source }).toBeGreaterThan(0);
    }
    expect(problems).toEqual({ errors: [], failed: [] });
  });

  it('has no critical or serious accessibility violations in the contact page’s form', async () => {
    const { page } = session;
    await page.goto(`${session.store.url}/contact/`);
    await hydrated(page);
    await shell(page).locator('form.hs-form').waitFor();
    const { violations } = await new AxeBuilder({ page }).include('iframe[data-shell-id]').analyze();
    const serious = violations.filter((v) => v.impact === 'critical' || v.impact === 'serious');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});
