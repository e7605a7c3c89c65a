/**
 * Real form definitions from public sources (tests/fixtures/hubspot/SOURCES.md), served by the
 * demo store's forms backend under their own portals and guids, rendered in Chromium through the
 * real embed (`hbspt.forms.create` on a plain page of the demo): every field type with its label
 * and usable, a submission that reaches the backend with the values entered, and the behaviours of
 * the widget that each definition calls for, on the definitions as HubSpot served them.
 */
import type { FrameLocator, Locator, Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createFormMessages, loadFormLocale } from '../../src/forms/messages/index';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS, browserSession, frameSettled, watch } from './harness';

const session = browserSession();

/** hubspot-ruby-v1-richtext-checkbox.json: v1 "Categories", a richtext field and a multi-checkbox whose first option is -null-. */
const CATEGORIES_V1 = { portalId: '62515', formId: 'f8d7c5be-0811-45ce-8d4a-b0eacbbe2cf6' };
/** hubspot-ruby-v1-richtext.json: v1 "1234zz", a richtext field, two required fields, neither a message nor a redirect. */
const RICHTEXT_V1 = { portalId: '62515', formId: 'c4189ed5-c056-400d-8e11-63c103c4b422' };
/** captaincontrat-v2-file.json: v2 "Example form with file upload". */
const FILE_V2 = { portalId: '62515', formId: '038e819c-5262-4c13-8550-8cabe38c4309' };
/** ctb-nl-v3-freemail.json: a v3 embed answer, a phone field, legitimate-interest consent, formDefinitionUpdatedAt. */
const CTB_V3 = { portalId: '25321820', formId: '4cfc5151-36dc-4f43-be48-75425a6da2aa' };

/** Real definitions this file also uses for their field types (SOURCES.md). */
const SITEPEN_V3 = { portalId: '2059467', formId: '2e1a1b5b-27bb-447d-aac4-0b87c1e88fec' };
const LYFTA_V2 = { portalId: '99999999', formId: '3b5f1663-fa91-4d7b-bf35-1fbe3c070e4f' };
const CONTACT_V1 = { portalId: '62515', formId: '83b94168-f37d-4016-b365-daa3118cd279' };
const APPTOPIA_V2 = { portalId: '62515', formId: '6ec02265-f341-4621-a71a-fa161ef94614' };

const SUBMIT_PATH = '/submissions/v3/public/submit/formsnext/multipart/';
const SUBMISSIONS = `**${SUBMIT_PATH}**`;

type Ids = { portalId: string; formId: string };

/**
 * Embeds a form with HubSpot's classic snippet on the demo's plain page without a form of its own
 * (/forms/demo/thanks/): the embed script, then `hbspt.forms.create` into a target of its own.
 * `callbacks` are the names of the site callbacks to pass: each hands its arguments to the test
 * (`window.__record`), then throws when its name is in `throwing`. Returns the form's frame (or
 * its target, for a legacy-theme form, which renders inline).
 */
async function embed(page: Page, ids: Ids, options: { id?: string; locale?: string; callbacks?: string[]; throwing?: string[] } = {}): Promise<FrameLocator | Locator> {
  const { id = 'real', locale, callbacks = [], throwing = [] } = options;
  await page.goto(`${session.store.url}/forms/demo/thanks/`);
  await page.addScriptTag({ url: '/forms/v2.js' });
  await page.waitForFunction(() => 'hbspt' in window);
  await page.evaluate(
    ({ id, ids, locale, callbacks, throwing }) => {
      const target = document.createElement('div');
      target.id = id;
      document.body.append(target);
      const record = (window as unknown as { __record(name: string, data: unknown): void }).__record;
      const hooks = Object.fromEntries(
        callbacks.map((name) => [
          name,
          (...args: unknown[]) => {
            // The form element (or $form) is not JSON: the test hears the other arguments.
            record?.(name, args.filter((arg) => !(arg instanceof Element)));
            if (throwing.includes(name)) throw new Error(`site bug in ${name}`);
          },
        ]),
      );
      (window as unknown as { hbspt: { forms: { create(o: object): void } } }).hbspt.forms.create({ ...ids, ...(locale && { locale }), ...hooks, target: `#${id}` });
    },
    { id, ids, locale, callbacks, throwing },
  );
  await page.locator(`#${id} iframe, #${id} form.hs-form`).first().waitFor();
  if ((await page.locator(`#${id} iframe`).count()) === 0) return page.locator(`#${id}`);
  const form = page.locator(`#${id} iframe`).contentFrame();
  await form.locator('form.hs-form').waitFor();
  await frameSettled(page, `#${id} iframe`);
  return form;
}

/** What the page's callbacks handed over, by name, kept by the test (it survives a redirect). */
async function recordCallbacks(page: Page): Promise<Map<string, unknown[][]>> {
  const heard = new Map<string, unknown[][]>();
  await page.exposeFunction('__record', (name: string, args: unknown[]) => heard.set(name, [...(heard.get(name) ?? []), args]));
  return heard;
}

/** The parts of a multipart body, by name, in order (a repeated name keeps every value). */
function partsOf(request: Request): Array<[string, string]> {
  const type = request.headers()['content-type'] ?? '';
  const boundary = /boundary=(.+)$/.exec(type)?.[1];
  const body = request.postDataBuffer()?.toString('latin1') ?? '';
  if (!boundary) return [];
  return body
    .split(`--${boundary}`)
    .map((part) => /name="([^"]+)"[^\r]*\r\n(?:[^\r]+\r\n)*\r\n([\s\S]*)\r\n$/.exec(part))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => [match[1]!, Buffer.from(match[2]!, 'latin1').toString('utf8')]);
}

interface Submission {
  request: Request;
  status: number;
  body: Record<string, unknown>;
}

/**
 * The submissions the page sends from now on, each as it reached the demo's backend and with the
 * backend's answer (read here: the page may navigate away once it has it). `answer` makes what
 * the page gets of that answer, when it must differ from the demo's.
 */
async function submissions(page: Page, answer?: (body: Record<string, unknown>) => Record<string, unknown>): Promise<Submission[]> {
  const sent: Submission[] = [];
  await page.route(SUBMISSIONS, async (route) => {
    const response = await route.fetch();
    const text = await response.text();
    const body = JSON.parse(text) as Record<string, unknown>;
    sent.push({ request: route.request(), status: response.status(), body });
    await route.fulfill({ response, body: answer ? JSON.stringify(answer(body)) : text });
  });
  return sent;
}

const valuesOf = (parts: Array<[string, string]>, name: string): string[] => parts.filter(([part]) => part === name).map(([, value]) => value);
const contextOf = (parts: Array<[string, string]>): Record<string, unknown> => JSON.parse(valuesOf(parts, 'hs_context')[0] ?? '{}') as Record<string, unknown>;

/** How a field of each type is used, from its label, and what it then holds. */
type Use = (form: FrameLocator | Locator, label: string) => Promise<unknown>;

/**
 * One real definition per field type (SOURCES.md), a field of that type in it by its label, what
 * a visitor does with it and what it then holds.
 */
const FIELD_TYPES: Array<{ type: string; ids: Ids; source: string; label: string; use: Use; holds: unknown }> = [
  { type: 'text', ids: SITEPEN_V3, source: 'sitepen-1', label: 'First name (intercepted!)', use: async (f, l) => (await f.getByLabel(l).fill('An'), f.getByLabel(l).inputValue()), holds: 'An' },
  { type: 'textarea', ids: SITEPEN_V3, source: 'sitepen-1', label: 'How can we help?', use: async (f, l) => (await f.getByLabel(l).fill('Báo giá\ncho 2 xe'), f.getByLabel(l).inputValue()), holds: 'Báo giá\ncho 2 xe' },
  { type: 'select', ids: LYFTA_V2, source: 'lyfta-1', label: 'drop down', use: async (f, l) => (await f.getByLabel(l).selectOption({ label: 'dos' }), f.getByLabel(l).inputValue()), holds: '2' },
  {
    type: 'radio',
    ids: CONTACT_V1,
    source: 'hubspot-ruby-v1-2',
    label: 'Lifecycle Stage',
    use: async (f, l) => {
      const group = f.getByRole('group', { name: l });
      await group.getByRole('radio', { name: 'Customer' }).check();
      return group.locator('input:checked').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    },
    holds: ['customer'],
  },
  {
    type: 'checkbox',
    ids: CATEGORIES_V1,
    source: 'hubspot-ruby-v1-richtext-checkbox',
    label: 'Clothing',
    use: async (f, l) => {
      const group = f.getByRole('group', { name: l });
      await group.getByRole('checkbox', { name: 'Casual' }).check();
      await group.getByRole('checkbox', { name: 'Fitness/Swim wear' }).check();
      return group.locator('input:checked').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    },
    holds: ['Casual', 'Fitness/Swim wear'],
  },
  {
    type: 'booleancheckbox',
    ids: SITEPEN_V3,
    source: 'sitepen-1',
    label: 'Let me know when SitePen shares info on Enterprise JavaScript!',
    use: async (f, l) => (await f.getByRole('checkbox', { name: l }).check(), f.getByRole('checkbox', { name: l }).isChecked()),
    holds: true,
  },
  { type: 'number', ids: LYFTA_V2, source: 'lyfta-1', label: 'nombre', use: async (f, l) => (await f.getByLabel(l).fill('42'), f.getByLabel(l).inputValue()), holds: '42' },
  {
    type: 'date',
    ids: LYFTA_V2,
    source: 'lyfta-1',
    label: 'dob',
    use: async (f, l) => {
      // Its format as the definition gives it: DD-MM-YYYY with "/" between.
      await f.getByLabel(l).pressSequentially('15/12/2026');
      await f.getByLabel(l).press('Escape');
      return f.getByLabel(l).inputValue();
    },
    holds: '15/12/2026',
  },
  {
    type: 'file',
    ids: FILE_V2,
    source: 'captaincontrat-v2-file',
    label: 'Upload a file',
    use: async (f, l) => {
      await f.getByLabel(l).setInputFiles({ name: 'bao-gia.txt', mimeType: 'text/plain', buffer: Buffer.from('Báo giá') });
      return f.getByLabel(l).evaluate((input) => Array.from((input as HTMLInputElement).files ?? []).map((file) => file.name));
    },
    holds: ['bao-gia.txt'],
  },
  { type: 'phonenumber', ids: CTB_V3, source: 'ctb-nl-v3-freemail', label: 'Telefoonnummer', use: async (f, l) => (await f.getByLabel(l).fill('06 1234 5678'), f.getByLabel(l).inputValue()), holds: '0612345678' },
  {
    type: 'richtext',
    ids: RICHTEXT_V1,
    source: 'hubspot-ruby-v1-richtext',
    label: '',
    // Content, not a control: its text where the definition puts it, nothing to fill.
    use: (f) => f.locator('.hs-fieldtype-richtext').evaluateAll((fields) => fields.map((field) => [field.textContent, field.querySelectorAll('input, textarea, select').length])),
    holds: [['gjdjdghjdhgjdhj', 0]],
  },
  {
    type: 'hidden',
    ids: APPTOPIA_V2,
    source: 'apptopia-2',
    label: 'Lifecycle Stage',
    // Not shown, no label; its default value goes with the form.
    use: async (f, l) => [await f.getByLabel(l).count(), await f.locator('input[type="hidden"][name="lifecyclestage"]').inputValue()],
    holds: [0, 'subscriber'],
  },
];

describe('real definitions’ field types in Chromium, each with its label and usable', () => {
  it.each(FIELD_TYPES)('$type ($source)', async ({ type, ids, label, use, holds }) => {
    const { page } = session;
    const problems = watch(page);
    const form = await embed(page, ids);
    // A control's label is on screen and names it (or its group of choices); `use` finds it by it.
    if (type !== 'hidden' && type !== 'richtext') await expect(form.getByText(label, { exact: true }).first().isVisible()).resolves.toBe(true);
    await expect(use(form, label)).resolves.toEqual(holds);
    expect(problems).toEqual({ errors: [], failed: [] });
  });
});

describe('real definitions submitted through the embed, in Chromium', () => {
  it('v1 "Categories": its richtext in place, -null- left out, ticked boxes whole in the callbacks and the request, throwing callbacks swallowed, then the recorded redirect', async () => {
    const { page } = session;
    const heard = await recordCallbacks(page);
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(String(error)));
    // Where the form's redirect goes: the address as recorded, answered here.
    const landed = page.waitForRequest('http://172.245.255.214/Tim*');
    await page.route('http://172.245.255.214/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Tim</title>' }));
    const form = await embed(page, CATEGORIES_V1, { callbacks: ['onFormSubmit', 'onFormSubmitted'], throwing: ['onFormSubmit', 'onFormSubmitted'] });

    // The richtext field: its HTML, in its group, before the checkboxes.
    const rich = form.locator('.hs_hs_rich_text_caf4db2b8d576ef5e7d72f2a32b28d6837ae0d29.hs-fieldtype-richtext');
    await expect(rich.locator('strong').textContent()).resolves.toBe('Products of Interest');
    // HubSpot's -null- option is no choice: four boxes, not five.
    const group = form.getByRole('group', { name: 'Clothing' });
    const boxes = group.getByRole('checkbox');
    await expect(boxes.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))).resolves.toEqual(['Kids', 'Casual', 'Formal/Business', 'Fitness/Swim wear']);

    await form.getByLabel('Email').fill('an.nguyen@congty.vn');
    await group.getByRole('checkbox', { name: 'Kids' }).check();
    await group.getByRole('checkbox', { name: 'Formal/Business' }).check();
    const sent = await submissions(page);
    await form.locator('input[type="submit"]').click();
    await expect.poll(() => sent.length).toBe(1);
    const { request, status, body } = sent[0]!;
    // The backend took the values (a form it validates) and answers with the form's redirect.
    expect(status).toBe(200);
    expect(body['redirectUrl']).toBe('http://172.245.255.214/Tim');
    const parts = partsOf(request);
    expect(valuesOf(parts, 'email')).toEqual(['an.nguyen@congty.vn']);
    expect(valuesOf(parts, 'clothing')).toEqual(['Kids', 'Formal/Business']);
    // The page goes where the form says, although both callbacks threw.
    await landed;
    const submit = heard.get('onFormSubmit')?.[0]?.[0] as Array<{ name: string; value: string }>;
    expect(submit.filter(({ name }) => name === 'clothing')).toEqual([
      { name: 'clothing', value: 'Kids' },
      { name: 'clothing', value: 'Formal/Business' },
    ]);
    const submitted = heard.get('onFormSubmitted')?.[0]?.[0] as { submissionValues: Record<string, string>; redirectUrl: string };
    expect(submitted.submissionValues).toMatchObject({ email: 'an.nguyen@congty.vn', clothing: 'Kids;Formal/Business' });
    expect(submitted.redirectUrl).toBe('http://172.245.255.214/Tim');
    expect(pageErrors).toEqual([]);
  });

  it('v1 "Categories": back from the redirect, a page the browser kept in its back-forward cache loads again instead of showing the thank-you', async () => {
    // Playwright turns Chromium's back-forward cache off; this browser keeps it, as a visitor's does.
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true, ignoreDefaultArgs: ['--disable-back-forward-cache'] });
    try {
      const page = await browser.newPage();
      await page.route('http://172.245.255.214/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Tim</title>' }));
      const form = await embed(page, CATEGORIES_V1);
      await form.getByLabel('Email').fill('an.nguyen@congty.vn');
      await form.locator('input[type="submit"]').click();
      await page.waitForURL('http://172.245.255.214/Tim');
      await page.goBack();
      const navigation = () => page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.type);
      await expect.poll(navigation).toBe('reload');
    } finally {
      await browser.close();
    }
  });

  it('v1 "1234zz": its errors as lists in alerts on the fields they name, a newer errors[] answer on its field, then the default thank-you in the page’s language', async () => {
    const { page } = session;
    const form = await embed(page, RICHTEXT_V1, { locale: 'vi' });
    await form.locator('input[type="submit"]').click();
    // Its two required fields say so, each in a list inside an alert that the field points at.
    for (const label of ['Email', 'Website URL']) {
      const input = form.getByLabel(label);
      await expect.poll(() => input.getAttribute('aria-invalid')).toBe('true');
      const list = form.locator(`#${(await input.getAttribute('aria-describedby'))!.split(' ').pop()!}`);
      await expect(list.evaluate((ul) => [ul.tagName, ul.getAttribute('role'), !!ul.closest('[role="alert"]'), [...ul.children].every((li) => li.tagName === 'LI')])).resolves.toEqual(['UL', null, true, true]);
    }
    await expect(form.getByLabel('Last Name').getAttribute('aria-invalid')).resolves.toBeNull();

    await form.getByLabel('Email').fill('an.nguyen@congty.vn');
    await form.getByLabel('Last Name').fill('Nguyễn');
    await form.getByLabel('City').fill('Huế');
    await form.getByLabel('Website URL').fill('https://congty.vn');
    // HubSpot's newer answer to a refused submission: errors[], each naming its field.
    await page.route(SUBMISSIONS, (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ status: 'error', message: 'The request is not valid', errors: [{ message: "Error in 'fields.email'. Invalid email address", errorType: 'INVALID_EMAIL' }] }),
      }),
    );
    await frameSettled(page, '#real iframe');
    await form.locator('input[type="submit"]').click();
    await expect.poll(() => form.getByLabel('Email').getAttribute('aria-invalid')).toBe('true');
    await expect(form.locator('.hs_email .hs-error-msgs').textContent()).resolves.toMatch(/\S/);
    await page.unroute(SUBMISSIONS);

    // Sent again, to the backend; HubSpot's answer for a form with neither a message nor a
    // redirect carries neither (the demo backend's own sentence is left out).
    const sent = await submissions(page, ({ conversionId }) => ({ conversionId }));
    await form.getByLabel('Email').fill('an@congty.vn');
    await frameSettled(page, '#real iframe');
    await form.locator('input[type="submit"]').click();
    const thanks = form.locator('.submitted-message');
    await thanks.waitFor();
    await expect(thanks.textContent()).resolves.toBe(createFormMessages(await loadFormLocale('vi')).t('thanks'));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.status).toBe(200);
    const parts = partsOf(sent[0]!.request);
    expect(Object.fromEntries(['email', 'lastname', 'city', 'twitterbio', 'website'].map((name) => [name, valuesOf(parts, name)]))).toEqual({
      email: ['an@congty.vn'],
      lastname: ['Nguyễn'],
      city: ['Huế'],
      twitterbio: [''],
      website: ['https://congty.vn'],
    });
    // The richtext field is content: nothing of it is sent.
    expect(parts.some(([name]) => name.startsWith('hs_rich_text_'))).toBe(false);
  });

  it('v2 "Example form with file upload": from its static copy when the definition fails, the file reaches the backend, then the definition’s own thank-you', async () => {
    const { page } = session;
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(String(error)));
    const statics: string[] = [];
    page.on('request', (request) => request.url().includes('.json.gz') && statics.push(request.url()));
    await page.route(`**/embed/v3/form/${FILE_V2.portalId}/${FILE_V2.formId}/json*`, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"status":"error","message":"Internal error"}' }),
    );
    const form = await embed(page, FILE_V2);
    expect(statics).toEqual([`${session.store.url}/forms/static/${FILE_V2.portalId}/${FILE_V2.formId}.json.gz`]);

    await form.getByLabel('Email').fill('an.nguyen@congty.vn');
    await form.getByLabel('Upload a file').setInputFiles({ name: 'bao-gia.txt', mimeType: 'text/plain', buffer: Buffer.from('Báo giá 2 xe') });
    const sent = await submissions(page);
    await form.locator('input[type="submit"]').click();
    const thanks = form.locator('.submitted-message');
    await thanks.waitFor();
    await expect(thanks.textContent()).resolves.toBe('Thanks for submitting the form.');
    expect(sent.map(({ status }) => status)).toEqual([200]);
    const { request } = sent[0]!;
    expect(valuesOf(partsOf(request), 'email')).toEqual(['an.nguyen@congty.vn']);
    expect(valuesOf(partsOf(request), 'upload_a_file')).toEqual(['Báo giá 2 xe']);
    expect(request.postDataBuffer()?.toString('utf8')).toContain('name="upload_a_file"; filename="bao-gia.txt"');
    // The definition came from the static copy: its write date is the definition's date.
    const copy = (await (await fetch(statics[0]!)).json()) as { metaData: Array<{ name: string; value: string }> };
    const context = contextOf(partsOf(request));
    expect(context['formDefinitionUpdatedAt']).toBe(copy.metaData.find(({ name }) => name === 'definitionS3WriteDate')!.value);
    expect(context['pageName']).toBe(await page.title());
    expect(problems).toEqual([]);
  });

  it('v3 CTB: one page with its legitimate-interest consent and nothing added, the phone field’s value, formDefinitionUpdatedAt and pageName sent, then the recorded redirect', async () => {
    const { page } = session;
    const problems = watch(page);
    const landed = page.waitForRequest('https://www.ctb.nl/bedankt-contact/*');
    await page.route('https://www.ctb.nl/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Bedankt</title>' }));
    const form = await embed(page, CTB_V3);
    // One page: no step, no Next, and no page of its own for the consent.
    await expect(form.locator('.hs-form__step').count()).resolves.toBe(0);
    await expect(form.locator('.hs-form__next').count()).resolves.toBe(0);
    // Legitimate interest adds no checkbox: its privacy text, with Submit after it.
    const consent = form.locator('.legal-consent-container');
    await expect(consent.textContent()).resolves.toContain('Bekijk ons privacybeleid');
    await expect(consent.locator('input').count()).resolves.toBe(0);
    await expect(form.locator('.legal-consent-container ~ .hs_submit input[type="submit"]').count()).resolves.toBe(1);

    await form.getByLabel('Voornaam').fill('Jan');
    await form.getByLabel('Achternaam').fill('de Vries');
    await form.getByLabel('E-mail').fill('jan@ctb.nl');
    await form.getByLabel('Telefoonnummer').fill('06 1234 5678');
    await form.getByLabel('Bericht').fill('Graag een offerte.');
    const sent = await submissions(page);
    const title = await page.title();
    await frameSettled(page, '#real iframe');
    await form.locator('input[type="submit"]').click();
    await landed;
    expect(sent.map(({ status, body }) => [status, body['redirectUrl']])).toEqual([[200, 'https://www.ctb.nl/bedankt-contact/']]);
    const parts = partsOf(sent[0]!.request);
    expect(Object.fromEntries(['firstname', 'lastname', 'email', 'phone', 'message'].map((name) => [name, valuesOf(parts, name)]))).toEqual({
      firstname: ['Jan'],
      lastname: ['de Vries'],
      email: ['jan@ctb.nl'],
      phone: ['0612345678'],
      message: ['Graag een offerte.'],
    });
    const context = contextOf(parts);
    expect(context['formDefinitionUpdatedAt']).toBe('1646045760105');
    expect(context['pageName']).toBe(title);
    expect(problems.errors).toEqual([]);
  });
});
