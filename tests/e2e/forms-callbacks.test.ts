/**
 * The embed's callbacks and its captcha in Chromium, on real-shaped definitions the demo store
 * serves (tests/fixtures/hubspot/SOURCES.md), each embedded with HubSpot's classic snippet on a
 * plain page: the values a multi-checkbox hands to `hsFormCallback` listeners and callbacks, what
 * the form says when its captcha cannot load, and a site whose every callback throws.
 */
import type { FrameLocator, Page, Request, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { en } from '../../src/forms/messages/en';
import { browserSession, pauseClock, watch } from './harness';

const session = browserSession();

const PORTAL = '62515';
/** derived-v1-multicheckbox.json: a v1 form (HubSpot's demo portal) whose `lifecyclestage` is a multi-checkbox. */
const MULTI_CHECKBOX = '83b94168-f37d-4016-b365-daa3118cd2c5';
/** derived-v2-captcha.json: a v2 blog-subscription form with the captcha on (legacy theme: inline). */
const CAPTCHA = '233bb53d-071f-4d39-8859-f041855bbc47';
/** hubspot-ruby-v1-2.json, as recorded: a v1 contact form. */
const V1_CONTACT = '83b94168-f37d-4016-b365-daa3118cd279';

const SUBMISSIONS = '**/submissions/v3/public/submit/formsnext/multipart/**';
const CAPTCHA_SCRIPT = '**/forms/test-captcha.js*';

/**
 * Opens a plain page of the store's origin (no theme, no island loader) with the embed script and
 * HubSpot's snippet; `callbacks` is the source of the snippet's extra options. An inline thank-you
 * keeps the page where it is (the v1 forms redirect to a site of their own otherwise). Every
 * `hsFormCallback` message the page hears is kept in `window.__messages`.
 */
async function embed(page: Page, formId: string, callbacks = ''): Promise<void> {
  const url = `${session.store.url}/__forms-callbacks/${formId}/`;
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Callbacks</title></head><body>
<h1>A plain page</h1><div id="target"></div>
<script>
  window.__messages = [];
  window.addEventListener('message', function (event) { if (event.data && event.data.type === 'hsFormCallback') window.__messages.push(event.data); });
</script>
<script src="/forms/v2.js"></script>
<script>hbspt.forms.create({ portalId: ${JSON.stringify(PORTAL)}, formId: ${JSON.stringify(formId)}, target: '#target', inlineMessage: 'Thanks!'${callbacks ? `, ${callbacks}` : ''} });</script>
</body></html>`;
  await page.route(url, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }));
  await page.goto(url);
}

/** The rendered form: in its iframe shell, or inline for a legacy-theme form. */
async function theForm(page: Page): Promise<FrameLocator | Page> {
  await page.locator('#target iframe, #target form.hs-form').first().waitFor();
  if ((await page.locator('#target iframe').count()) === 0) return page;
  const frame = page.frameLocator('#target iframe');
  await frame.locator('form.hs-form').waitFor();
  return frame;
}

interface Message {
  eventName: string;
  id: string;
  data?: unknown;
}
const messages = (page: Page): Promise<Message[]> => page.evaluate(() => (window as unknown as { __messages?: Message[] }).__messages ?? []);
const messageOf = async (page: Page, eventName: string): Promise<Message | undefined> => (await messages(page)).find((m) => m.eventName === eventName);

/** The parts of a multipart body, by name, in order (a repeated name keeps every value). */
function partsOf(request: Request): Array<[string, string]> {
  const type = request.headers()['content-type'] ?? '';
  const boundary = /boundary=(.+)$/.exec(type)?.[1];
  const body = request.postDataBuffer()?.toString('utf8') ?? '';
  if (!boundary) return [];
  return body
    .split(`--${boundary}`)
    .map((part) => /name="([^"]+)"[^\r]*\r\n(?:[^\r]+\r\n)*\r\n([\s\S]*)\r\n$/.exec(part))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => [match[1]!, match[2]!]);
}

describe('the embed’s callbacks and captcha on real-shaped definitions', () => {
  it('hands a multi-checkbox’s ticked boxes to listeners and callbacks, in HubSpot’s shape for each', async () => {
    const { page } = session;
    const problems = watch(page);
    await embed(
      page,
      MULTI_CHECKBOX,
      `onBeforeFormSubmit: function ($form, values) { window.__before = values; },
       onFormSubmitted: function ($form, data) { window.__submitted = data; }`,
    );
    const form = await theForm(page);
    await form.locator('input[name="email"]').fill('an.nguyen@congty.vn');
    const boxes = form.locator('input[type="checkbox"][name="lifecyclestage"]');
    await expect(boxes.count()).resolves.toBe(8);
    await boxes.nth(1).check();
    await boxes.nth(2).check();
    const [chosen1, chosen2] = [await boxes.nth(1).getAttribute('value'), await boxes.nth(2).getAttribute('value')];
    const posted = page.waitForRequest((request) => request.method() === 'POST' && request.url().includes('/submissions/v3/public/submit/formsnext/multipart/'));
    await form.locator('input[type="submit"]').click();
    // Both boxes go to the server, as repeated parts.
    const parts = partsOf(await posted);
    expect(parts.filter(([name]) => name === 'lifecyclestage').map(([, value]) => value)).toEqual([chosen1, chosen2]);

    await expect.poll(() => messageOf(page, 'onFormSubmitted')).toBeDefined();
    // The message: the values by name, the ticked boxes in one string with `;` between them.
    const submitted = (await messageOf(page, 'onFormSubmitted'))!;
    expect(submitted.id).toBe(MULTI_CHECKBOX);
    const values = (submitted.data as { submissionValues: Record<string, string> }).submissionValues;
    expect(values['lifecyclestage']).toBe(`${chosen1};${chosen2}`);
    expect(values['email']).toBe('an.nguyen@congty.vn');
    // The callback gets the same values by name.
    const data = (await page.evaluate(() => (window as unknown as { __submitted: { submissionValues: Record<string, string> } }).__submitted))!;
    expect(data.submissionValues['lifecyclestage']).toBe(`${chosen1};${chosen2}`);
    // Before sending, the list of controls: a `{ name, value }` per ticked box, text values only.
    const before = await page.evaluate(() => (window as unknown as { __before: Array<{ name: string; value: unknown }> }).__before);
    expect(before.filter(({ name }) => name === 'lifecyclestage')).toEqual([
      { name: 'lifecyclestage', value: chosen1 },
      { name: 'lifecyclestage', value: chosen2 },
    ]);
    expect((await messageOf(page, 'onBeforeFormSubmit'))!.data).toEqual(before);
    expect(problems.errors).toEqual([]);
  });

  it('says at once that a captcha whose script fails cannot load, and lets the server decide', async () => {
    const { page } = session;
    await page.route(CAPTCHA_SCRIPT, (route) => route.abort('blockedbyclient'));
    const posts: Request[] = [];
    page.on('request', (request) => request.method() === 'POST' && request.url().includes('/submissions/') && posts.push(request));
    await embed(page, CAPTCHA);
    const form = await theForm(page);
    const status = form.locator('.hs-form__captcha-status[role="status"]');
    await expect.poll(() => status.textContent()).toBe(en.captchaLoadFailed);
    await form.locator('input[name="email"]').fill('an.nguyen@congty.vn');
    await form.locator('input[type="submit"]').click();
    // Sent without a token, saying why; this server refuses such a submission, and the form says so.
    await expect.poll(() => posts.length).toBe(1);
    const parts = partsOf(posts[0]!);
    expect(JSON.parse(parts.find(([name]) => name === 'hs_context')![1]).captchaStatus).toBe('LOAD_TIMEOUT');
    expect(parts.find(([name]) => name === 'g-recaptcha-response')?.[1] ?? '').toBe('');
    await expect.poll(() => form.locator('.hs_error_rollup').textContent()).toMatch(/\S/);
  });

  it('says the form waits for a captcha that is slow to load, and what became of it after 15 s', async () => {
    const { page } = session;
    // The captcha's script never answers.
    const held: Route[] = [];
    await page.route(CAPTCHA_SCRIPT, (route) => void held.push(route));
    const posts: Request[] = [];
    page.on('request', (request) => request.method() === 'POST' && request.url().includes('/submissions/') && posts.push(request));
    await page.clock.install();
    await embed(page, CAPTCHA);
    const form = await theForm(page);
    const status = form.locator('.hs-form__captcha-status[role="status"]');
    await expect.poll(() => held.length).toBe(1);
    await pauseClock(page);
    // Nothing to say while nobody waits for it.
    await expect(status.textContent()).resolves.toBe('');
    await form.locator('input[name="email"]').fill('an.nguyen@congty.vn');
    await form.locator('input[type="submit"]').click();
    await expect.poll(() => status.textContent()).toBe(en.captchaLoading);
    await page.clock.runFor(5000);
    expect(posts).toHaveLength(0);
    await expect(status.textContent()).resolves.toBe(en.captchaLoading);
    // The form gives up on it 15 s after it started loading: it says so, and sends for the server to decide.
    await page.clock.runFor(10000);
    await expect.poll(() => status.textContent()).toBe(en.captchaLoadFailed);
    await expect.poll(() => posts.length).toBe(1);
    expect(JSON.parse(partsOf(posts[0]!).find(([name]) => name === 'hs_context')![1]).captchaStatus).toBe('LOAD_TIMEOUT');
  });

  it('logs and swallows what every one of the site’s callbacks throws: the form works and submits', async () => {
    const { page } = session;
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(String(error)));
    const consoleErrors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()));
    const hooks = [
      'onBeforeFormInit',
      'onFormDefinitionFetchSuccess',
      'onBeforeValidationInit',
      'onReady',
      'onFormReady',
      'onBeforeFormSubmit',
      'getExtraMetaDataBeforeSubmit',
      'onFormSubmit',
      'onFormSubmitted',
    ];
    const throwing = hooks.map((name) => `${name}: function () { window.__ran = (window.__ran || []).concat(${JSON.stringify(name)}); throw new Error('site bug in ${name}!'); }`).join(',\n');
    await embed(page, V1_CONTACT, throwing);
    const form = await theForm(page);
    await form.locator('input[name="email"]').fill('an.nguyen@congty.vn');
    await form.locator('input[type="submit"]').click();
    await expect.poll(() => messageOf(page, 'onFormSubmitted')).toBeDefined();
    // Every hook ran, each after the others had thrown.
    await expect.poll(() => page.evaluate(() => (window as unknown as { __ran?: string[] }).__ran ?? [])).toEqual(hooks);
    expect(pageErrors).toEqual([]);
    for (const name of hooks) expect(consoleErrors.filter((line) => line.includes(`site bug in ${name}!`)), name).toHaveLength(1);
    expect((await messages(page)).map((m) => m.eventName)).toEqual(['onBeforeFormInit', 'onFormReady', 'onBeforeFormSubmit', 'onFormSubmit', 'onFormSubmitted']);
  });
});
