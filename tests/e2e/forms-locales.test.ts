/**
 * The form's languages in Chromium: real definitions (tests/fixtures/hubspot/SOURCES.md) and the
 * demo's three-page form, embedded with HubSpot's snippet on a plain page of the demo store, in
 * Japanese, Brazilian Portuguese and Hebrew (right to left), and in the language a definition's
 * metaData names. What shows is checked against the catalogs themselves, not copies of them.
 */
import type { FrameLocator, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_FORMS, DEMO_PORTAL_ID } from '../../demo/forms/demo-forms';
import { interpolate, type Catalog } from '../../src/forms/messages/index';
import heIl from '../../src/forms/messages/locales/he-il';
import ja from '../../src/forms/messages/locales/ja';
import nl from '../../src/forms/messages/locales/nl';
import ptBr from '../../src/forms/messages/locales/pt-br';
import { browserSession, frameSettled, watch } from './harness';

const session = browserSession();

/** hubspot-ruby-1.json: a real v2 form with `"submitText": ""`; required texts and a date, a select without a placeholder. */
const RUBY_V2 = { portalId: '62515', formId: '78c2891f-ebdd-44c0-bd94-15c012bbbfbf' };
/** ctb-nl-v3-freemail.json: a real v3 answer whose metaData names `lang` nl, with a submit text of its own, e-mail and phone fields. */
const CTB_V3 = { portalId: '25321820', formId: '4cfc5151-36dc-4f43-be48-75425a6da2aa' };
/** The demo's shipping quote: three pages. */
const QUOTE = { portalId: DEMO_PORTAL_ID, formId: DEMO_FORMS.shippingQuote };

/**
 * Embeds a form with HubSpot's classic snippet on the demo's plain page (/forms/demo/thanks/):
 * the embed script, then `hbspt.forms.create` into a target of its own, with `locale` when given.
 */
async function embed(page: Page, ids: { portalId: string; formId: string }, locale?: string): Promise<FrameLocator> {
  await page.goto(`${session.store.url}/forms/demo/thanks/`);
  await page.addScriptTag({ url: '/forms/v2.js' });
  await page.waitForFunction(() => 'hbspt' in window);
  await page.evaluate(
    ({ ids, locale }) => {
      const target = document.createElement('div');
      target.id = 'localised';
      document.body.append(target);
      (window as unknown as { hbspt: { forms: { create(o: object): void } } }).hbspt.forms.create({ ...ids, ...(locale && { locale }), target: '#localised' });
    },
    { ids, locale },
  );
  const form = page.locator('#localised iframe').contentFrame();
  await form.locator('form.hs-form').waitFor();
  await frameSettled(page, '#localised iframe');
  return form;
}

/** The text of a field's error list, once it shows. */
async function errorOf(form: FrameLocator, name: string): Promise<string> {
  const errors = form.locator(`.hs_${name} .hs-error-msgs`);
  await errors.waitFor();
  return (await errors.textContent()) ?? '';
}

/** Left and right edges of an element, in the page's coordinates. */
async function edges(locator: Locator): Promise<{ left: number; right: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('the element has no box');
  return { left: box.x, right: box.x + box.width };
}

describe('the form in other languages, in Chromium', () => {
  it.each([
    ['ja', ja, 'ltr'],
    ['pt-br', ptBr, 'ltr'],
    ['he-il', heIl, 'rtl'],
  ] as Array<[string, Catalog, 'ltr' | 'rtl']>)(
    'speaks %s on a real definition: the Submit it leaves unnamed, the select’s placeholder, the errors of an empty submit',
    async (locale, catalog, direction) => {
      const { page } = session;
      const problems = watch(page);
      const form = await embed(page, RUBY_V2, locale);

      // The form and its shell document say which language and direction they are in.
      await expect(form.locator('form.hs-form').getAttribute('lang')).resolves.toBe(locale);
      await expect(form.locator('html').getAttribute('lang')).resolves.toBe(locale);
      await expect(form.locator('form.hs-form').evaluate((element) => getComputedStyle(element).direction)).resolves.toBe(direction);
      await expect(form.locator('html').evaluate((element) => getComputedStyle(element).direction)).resolves.toBe(direction);

      // The definition names no submit text: the button says the locale's word, not English.
      await expect(form.locator('input[type="submit"]').inputValue()).resolves.toBe(catalog.submit);
      await expect(form.locator('select[name="currency"] option').first().textContent()).resolves.toBe(catalog.selectPlaceholder);

      await form.locator('input[type="submit"]').click();
      await expect(errorOf(form, 'babufield')).resolves.toBe(catalog.required);
      await expect(errorOf(form, 'field2')).resolves.toBe(catalog.required);
      await expect(errorOf(form, 'requested_live_demo_date')).resolves.toBe(catalog.required);
      await expect(form.locator('.hs_error_rollup').textContent()).resolves.toBe(catalog.MISSING_REQUIRED_FIELDS);
      expect(problems).toEqual({ errors: [], failed: [] });
    },
  );

  it('walks a paginated form in Japanese: the step indicator, Next, the errors of the page, Previous', async () => {
    const { page } = session;
    const form = await embed(page, QUOTE, 'ja');
    const step = form.locator('.hs-form__step');
    await expect(step.textContent()).resolves.toBe(interpolate(ja.pageOf, { currentPage: 1, numberOfPages: 3 }));
    await expect(form.locator('.hs-form__next').textContent()).resolves.toBe(ja.next);
    await expect(form.locator('.hs-form__previous').count()).resolves.toBe(0);

    // Next on an empty first page: its errors, in Japanese.
    await form.locator('.hs-form__next').click();
    await expect(errorOf(form, 'lastname')).resolves.toBe(ja.required);
    await expect(errorOf(form, 'origin_province')).resolves.toBe(ja.missingSelect);

    await form.locator('input[name="lastname"]').fill('山田');
    await form.locator('input[name="firstname"]').fill('花子');
    await form.locator('input[name="email"]').fill('hanako.yamada@giaovan.vn');
    await form.locator('select[name="origin_province"]').selectOption({ index: 1 });
    await form.locator('select[name="destination_province"]').selectOption({ index: 2 });
    await frameSettled(page, '#localised iframe');
    await form.locator('.hs-form__next').click();
    await form.locator('.hs-form__step', { hasText: interpolate(ja.pageOf, { currentPage: 2, numberOfPages: 3 }) }).waitFor();
    await expect(form.locator('.hs-form__previous').textContent()).resolves.toBe(ja.previous);
    // With the mouse, from the focused, empty weight field: its error waits for the click, which
    // it would otherwise lose by moving the buttons down between the press and the release.
    await expect.poll(() => form.locator('input:focus, select:focus, textarea:focus').count()).toBe(1);
    await form.locator('.hs-form__previous').click();
    await form.locator('.hs-form__step', { hasText: interpolate(ja.pageOf, { currentPage: 1, numberOfPages: 3 }) }).waitFor();
  });

  it('speaks the language a definition’s metaData names when the embed names none, keeping the definition’s own submit text', async () => {
    const { page } = session;
    const problems = watch(page);
    const form = await embed(page, CTB_V3);
    await expect(form.locator('form.hs-form').getAttribute('lang')).resolves.toBe('nl');
    await expect(form.locator('input[type="submit"]').inputValue()).resolves.toBe('Verstuur bericht');
    await form.locator('input[type="submit"]').click();
    await expect(errorOf(form, 'lastname')).resolves.toBe(nl.required);
    await expect(form.locator('.hs_error_rollup').textContent()).resolves.toBe(nl.MISSING_REQUIRED_FIELDS);
    expect(problems).toEqual({ errors: [], failed: [] });
  });

  it('lays Hebrew out from the right: the first column, labels, their stars and Submit at the start; e-mail and phone typed left to right', async () => {
    const { page } = session;
    const form = await embed(page, CTB_V3, 'he-il');
    await expect(form.locator('html').getAttribute('dir')).resolves.toBe('rtl');
    const near = (a: number, b: number) => expect(Math.abs(a - b)).toBeLessThan(2);
    const whole = await edges(form.locator('form.hs-form'));
    // First name and last name share a row: the first column is the right one.
    const first = await edges(form.locator('.hs_firstname'));
    const last = await edges(form.locator('.hs_lastname'));
    near(first.right, whole.right);
    expect(last.right).toBeLessThan(first.left);
    // A label starts at its field's right edge, its required star after it (to its left).
    const label = await edges(form.locator('.hs_lastname label > span').first());
    const star = await edges(form.locator('.hs_lastname label .hs-form-required'));
    near(label.right, last.right);
    expect(star.right).toBeLessThanOrEqual(label.left + 1);
    near((await edges(form.locator('.hs_message label > span').first())).right, whole.right);
    near((await edges(form.locator('input[type="submit"]'))).right, whole.right);

    // Addresses and numbers read left to right, aligned with the rest of the form.
    for (const input of [form.locator('input[name="email"]'), form.locator('input[type="tel"]').first()]) {
      await expect(input.evaluate((element) => [getComputedStyle(element).direction, getComputedStyle(element).textAlign])).resolves.toEqual(['ltr', 'right']);
    }
    await form.locator('input[name="email"]').fill('dana@example.co.il');
    await expect(form.locator('input[name="email"]').inputValue()).resolves.toBe('dana@example.co.il');
  });
});
