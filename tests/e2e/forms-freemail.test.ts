// Free mail is the server's to name (spec §7, DESIGN.md budgets): a form whose e-mail field turns
// on the default block list refuses a free-mail address from the `emailcheck` answer's
// `emailFree`, and no list of domains is built for, or downloaded by, the browser.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createFormMessages, loadFormLocale } from '../../src/forms/messages/index';
import { browserSession, frameSettled, requestsHeard, watch } from './harness';

const session = browserSession();

const DIST = path.resolve(import.meta.dirname, '../../dist');
/** Domains of the free-mail list no code of ours names: a file holding them holds the list. */
const LISTED_ONLY = ['yopmail.com', 'mailinator.com', 'hotmail.co.uk', '163.com'];
const holdsList = (text: string) => LISTED_ONLY.filter((domain) => text.includes(`"${domain}"`)).length >= 2;

/** ctb-nl-v3-freemail.json: a real embed-v3 answer whose e-mail field refuses free mail. */
const FORM = { portalId: '25321820', formId: '4cfc5151-36dc-4f43-be48-75425a6da2aa' };

/**
 * Embeds the form with HubSpot's classic snippet on a plain page of the demo that has no form of
 * its own (so every script the page downloads is this form's); returns the form's frame.
 */
async function embed(page: Page) {
  await page.goto(`${session.store.url}/forms/demo/thanks/`);
  await page.addScriptTag({ url: '/forms/v2.js' });
  await page.waitForFunction(() => 'hbspt' in window);
  await page.evaluate((form) => {
    const target = document.createElement('div');
    target.id = 'ctb';
    document.body.append(target);
    (window as unknown as { hbspt: { forms: { create(o: object): void } } }).hbspt.forms.create({ ...form, target: '#ctb' });
  }, FORM);
  const form = page.locator('#ctb iframe').contentFrame();
  await form.locator('form.hs-form').waitFor();
  await frameSettled(page, '#ctb iframe');
  return form;
}

describe('free-mail detection in Chromium, from the emailcheck answer', () => {
  it('refuses a gmail address with the message, accepts a company address, and downloads no domain list', async () => {
    const { page } = session;
    const problems = watch(page);
    const scripts: Promise<{ url: string; body: string }>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text().then((body) => ({ url: response.url(), body })));
    });
    const checks: { body: string; includeFreemailSuggestions: string | null }[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/emailcheck/v1/json-ext') {
        checks.push({ body: request.postData() ?? '', includeFreemailSuggestions: url.searchParams.get('includeFreemailSuggestions') });
      }
    });
    const form = await embed(page);
    const email = form.locator('input[name="email"]');
    const error = form.locator('.hs_email .hs-error-msgs');

    const answered = (address: string) =>
      page.waitForResponse((response) => response.url().includes('/emailcheck/v1/json-ext') && response.request().postData() === address);
    let answer = answered('jan@gmail.com');
    await email.fill('jan@gmail.com');
    await email.press('Tab');
    expect(await (await answer).json()).toMatchObject({ email: 'jan@gmail.com', success: true, emailFree: true });
    const messages = createFormMessages(await loadFormLocale('nl'));
    await expect.poll(() => error.textContent()).toBe(messages.t('forbiddenEmailDomain', { domain: 'gmail.com' }));
    await expect(email.getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(email.inputValue()).resolves.toBe('jan@gmail.com');

    answer = answered('jan@ctb.nl');
    await email.fill('jan@ctb.nl');
    await email.press('Tab');
    expect(await (await answer).json()).toMatchObject({ email: 'jan@ctb.nl', success: true, emailFree: false });
    await expect.poll(() => error.count()).toBe(0);
    await expect(email.getAttribute('aria-invalid')).resolves.not.toBe('true');
    // The field turns the block list on, so the server is asked for no free-mail suggestion.
    expect(checks).toEqual([
      { body: 'jan@gmail.com', includeFreemailSuggestions: 'false' },
      { body: 'jan@ctb.nl', includeFreemailSuggestions: 'false' },
    ]);

    await requestsHeard(page);
    const downloaded = await Promise.all(scripts);
    expect(downloaded.length).toBeGreaterThan(0);
    expect(downloaded.filter(({ body }) => holdsList(body)).map(({ url }) => url)).toEqual([]);
    expect(problems).toEqual({ errors: [], failed: [] });
  });

  it('builds no file that holds the free-mail list', () => {
    const built = readdirSync(DIST).filter((file) => file.endsWith('.js'));
    expect(built.length).toBeGreaterThan(0);
    expect(built.filter((file) => holdsList(readFileSync(path.join(DIST, file), 'utf8')))).toEqual([]);
  });
});
