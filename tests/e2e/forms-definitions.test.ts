import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import sitepen from '../fixtures/hubspot/sitepen-1.json';
import { DEMO_FORMS, DEMO_PORTAL_ID } from '../../demo/forms/demo-forms';
import { strings as viStrings } from '../../src/i18n/catalogs/forms';
import { browserSession, createForm, requestsHeard } from './harness';

const session = browserSession();

/** sitepen-1: a real embed-v3 answer the demo backend serves under its own portal and guid. */
const V3 = { portalId: String(sitepen.form.portalId), formId: sitepen.form.guid };

/** Every request the page makes from now on. */
function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return requests;
}

/** The error reports the page sent (spec §7), as parsed JSON. */
const reports = (requests: Request[], host: string) =>
  requests.filter((r) => r.url() === `${host}/forms-embed/raw/error.gif` && r.method() === 'POST').map((r) => JSON.parse(r.postData() ?? '{}') as { extra: { data: { code: string; status?: number }; formId: string } });
/** The counter keys the page sent, with their counts (without the number that keeps each image its own). */
const counters = (requests: Request[], host: string) =>
  requests
    .filter((r) => r.url().startsWith(`${host}/embed/v3/counters.gif?`))
    .map((r) => {
      const { key, count } = Object.fromEntries(new URL(r.url()).searchParams);
      return { key, count };
    });

describe('form definitions that fail, in Chromium, against the demo store’s forms backend', () => {
  it('after a 500, loads the static copy from the configured forms host, and reports the render error there', async () => {
    const { page, store } = session;
    const requests = recordRequests(page);
    await page.route('**/embed/v3/form/**/json*', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"status":"error","message":"Internal error"}' }));
    await page.goto(`${store.url}/forms/demo/`);
    await page.frameLocator('iframe[data-shell-id]').locator('form.hs-form').waitFor();
    const statics = requests.map((r) => r.url()).filter((url) => url.includes('.json.gz'));
    expect(statics).toEqual([`${store.url}/forms/static/${DEMO_PORTAL_ID}/${DEMO_FORMS.shippingQuote}.json.gz`]);
    expect(requests.some((r) => r.url().includes('hsforms.net'))).toBe(false);
    await expect.poll(() => reports(requests, store.url).map((r) => r.extra.data)).toEqual([{ code: 'DEFINITION_FAILURE', status: 500 }]);
    await expect.poll(() => counters(requests, store.url)).toEqual([
      { key: 'forms-embed-1.0.0-render-error', count: '1' },
      { key: 'forms-embed-1.0.0-fallback-definition-fetch-success', count: '1' },
    ]);
  });

  it('says so in the target when neither the definition nor its static copy can be had (a malformed answer)', async () => {
    const { page, store } = session;
    const requests = recordRequests(page);
    await page.goto(`${store.url}/forms/demo/`);
    await page.frameLocator('iframe[data-shell-id]').locator('form.hs-form').waitFor();
    await page.route(`**/embed/v3/form/${V3.portalId}/**`, (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '<html><body>Gateway</body></html>' }));
    await page.route(`**/forms/static/${V3.portalId}/**`, (route) => route.fulfill({ status: 503, body: '' }));
    await createForm(page, 'broken', V3);
    const note = page.locator('#broken .shop-islands-form__unavailable');
    await note.waitFor();
    await expect(note.getAttribute('role')).resolves.toBe('status');
    // The page is the demo store's Vietnamese one; it has no link to the form, so none is promised.
    await expect(note.textContent()).resolves.toBe(viStrings['forms.unavailable_no_link']);
    expect(requests.map((r) => r.url()).filter((url) => url.includes('.json.gz'))).toEqual([`${store.url}/forms/static/${V3.portalId}/${V3.formId}.json.gz`]);
    await expect.poll(() => reports(requests, store.url).map((r) => r.extra.data.code)).toEqual(['DEFINITION_FAILURE', 'FALLBACK_DEFINITION_FAILURE']);
  });

  it('reports a form the host does not know (404) and a refused one (403), each once, with their counters', async () => {
    const { page, store } = session;
    const requests = recordRequests(page);
    await page.goto(`${store.url}/forms/demo/`);
    await page.frameLocator('iframe[data-shell-id]').locator('form.hs-form').waitFor();
    await page.route(`**/embed/v3/form/${V3.portalId}/**`, (route) => route.fulfill({ status: 403, contentType: 'application/json', body: '{"status":"error","message":"Forbidden"}' }));
    await createForm(page, 'missing', { portalId: DEMO_PORTAL_ID, formId: '0badf00d-0000-4000-8000-000000000404' });
    await createForm(page, 'refused', V3);
    await page.locator('#missing .shop-islands-form__unavailable').waitFor();
    await page.locator('#refused .shop-islands-form__unavailable').waitFor();
    await expect
      .poll(() => reports(requests, store.url).map((r) => [r.extra.formId, r.extra.data.code, r.extra.data.status]).sort())
      .toEqual([
        ['0badf00d-0000-4000-8000-000000000404', 'DEFINITION_NOT_FOUND', 404],
        [V3.formId, 'FORBIDDEN', 403],
      ]);
    await expect.poll(() => counters(requests, store.url).filter((c) => c.key!.endsWith('definition-fetch-error')).length).toBe(2);
  });
});

describe('a real embed-v3 answer’s fields and answers, in Chromium', () => {
  it('sends the v3 metaData’s formDefinitionUpdatedAt and pageName, hides -null-, and maps a newer errors[] answer to its field', async () => {
    const { page, store } = session;
    await page.route(`**/embed/v3/form/${V3.portalId}/**`, async (route) => {
      const response = await route.fetch();
      type Definition = { form: { metaData: unknown[]; formFieldGroups: Array<{ fields: Array<{ name: string; options: unknown[] }> }> } };
      const definition = (await response.json()) as Definition;
      definition.form.metaData = [{ name: 'formDefinitionUpdatedAt', value: '1712744556123' }];
      const role = definition.form.formFieldGroups.flatMap((g) => g.fields).find((f) => f.name === 'what_is_your_role_')!;
      role.options.unshift({ label: '', value: '-null-' });
      await route.fulfill({ response, json: definition });
    });
    await page.goto(`${store.url}/forms/demo/`);
    await page.frameLocator('iframe[data-shell-id]').locator('form.hs-form').waitFor();
    await createForm(page, 'v3', V3);
    const form = page.locator('#v3 iframe').contentFrame();
    await form.locator('form.hs-form').waitFor();
    const values = await form.locator('select[name="what_is_your_role_"] option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
    expect(values).not.toContain('-null-');
    expect(values).toContain('Technical Lead');

    for (const [name, value] of Object.entries({ firstname: 'An', lastname: 'Nguyễn', company: 'Công ty', phone: '0912345678', email: 'an@congty.vn' })) {
      await form.locator(`input[name="${name}"]`).fill(value);
    }
    let body = '';
    const submissions = '**/submissions/v3/public/submit/formsnext/multipart/**';
    await page.route(submissions, (route) => {
      body = route.request().postData() ?? '';
      return route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ status: 'error', message: 'The request is not valid', errors: [{ message: "Error in 'fields.email'. Invalid email address", errorType: 'INVALID_EMAIL' }] }),
      });
    });
    await form.locator('input[type="submit"]').click();
    await expect.poll(() => form.locator('.hs_email [aria-invalid="true"], .hs_email input[aria-invalid="true"]').count()).toBeGreaterThan(0);
    await expect(form.locator('.hs_email .hs-error-msgs').textContent()).resolves.toBeTruthy();
    const context = JSON.parse(/name="hs_context"\r\n\r\n([^\r]*)\r\n/.exec(body)?.[1] ?? '{}') as Record<string, unknown>;
    expect(context['formDefinitionUpdatedAt']).toBe('1712744556123');
    expect(context['pageName']).toBe(await page.title());
    await page.unroute(submissions);
  });
});

describe('a form of another embed version (spec §8: 403 "Not an Embed version 2 or 3 form"), in Chromium', () => {
  const OLDER = { portalId: DEMO_PORTAL_ID, formId: DEMO_FORMS.olderEmbed };
  const SCRIPT = '/forms/v2-legacy.js';
  const definitionRequests = (requests: Request[]) => requests.filter((r) => r.url().includes(`/embed/v3/form/${OLDER.portalId}/${OLDER.formId}/`));

  it('is handed to the older embed script from the configured forms host, with the page’s options; nothing is reported, and the page’s create stays this embed’s', async () => {
    const { page, store } = session;
    const requests = recordRequests(page);
    await page.goto(`${store.url}/forms/demo/`);
    await page.frameLocator('iframe[data-shell-id]').locator('form.hs-form').waitFor();
    await page.evaluate((options) => {
      const target = document.createElement('div');
      target.id = 'older';
      document.body.append(target);
      const onFormReady = () => void ((window as unknown as { __olderReady: boolean }).__olderReady = true);
      (window as unknown as { hbspt: { forms: { create(o: object): void } } }).hbspt.forms.create({ ...options, target: '#older', onFormReady });
    }, OLDER);
    // The demo's older embed script writes which form it was handed, and calls the page's callback.
    await page.locator(`#older [data-older-embed="${OLDER.portalId}/${OLDER.formId}"]`).waitFor();
    await expect(page.evaluate(() => (window as unknown as { __olderReady?: boolean }).__olderReady)).resolves.toBe(true);
    expect(requests.filter((r) => new URL(r.url()).pathname === SCRIPT).map((r) => r.url())).toEqual([`${store.url}${SCRIPT}`]);
    await expect(page.locator('#older .shop-islands-form__unavailable').count()).resolves.toBe(0);
    // The next form the page creates is this embed's again.
    await createForm(page, 'after', V3);
    await page.locator('#after iframe').contentFrame().locator('form.hs-form').waitFor();
    await requestsHeard(page);
    expect(reports(requests, store.url).filter((r) => r.extra.formId === OLDER.formId)).toEqual([]);
    expect(counters(requests, store.url).filter((c) => c.key!.endsWith('-error'))).toEqual([{ key: 'forms-embed-1.0.0-definition-fetch-error', count: '1' }]);
    expect(definitionRequests(requests)).toHaveLength(1);
  });

  it('says the form is unavailable, and reports it with its counters, when the older embed script cannot be had', async () => {
    const { page, store } = session;
    const requests = recordRequests(page);
    await page.route(`**${SCRIPT}`, (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' }));
    await page.goto(`${store.url}/forms/demo/`);
    await page.frameLocator('iframe[data-shell-id]').locator('form.hs-form').waitFor();
    await createForm(page, 'older', OLDER);
    const note = page.locator('#older .shop-islands-form__unavailable');
    await note.waitFor();
    await expect(note.textContent()).resolves.toBe(viStrings['forms.unavailable_no_link']);
    await expect
      .poll(() => reports(requests, store.url).map((r) => r.extra.data))
      .toEqual([{ code: 'NON_EMBEDDABLE_EDITOR2_FORM', status: 403, script: `${store.url}${SCRIPT}`, reason: 'not-loaded' }]);
    await expect
      .poll(() => counters(requests, store.url).filter((c) => c.key!.endsWith('-error')))
      .toEqual([
        { key: 'forms-embed-1.0.0-definition-fetch-error', count: '1' },
        { key: 'forms-embed-1.0.0-render-error', count: '1' },
      ]);
  });

  it('is not handed back to this embed: an older script that turns out to be this embed again leaves the form unavailable, after one request of each', async () => {
    const { page, store } = session;
    const requests = recordRequests(page);
    // A forms host that serves this embed under the older script's name.
    await page.route(`**${SCRIPT}`, async (route) => route.fulfill({ response: await page.request.get(`${store.url}/forms/v2.js`) }));
    await page.goto(`${store.url}/forms/demo/`);
    await page.frameLocator('iframe[data-shell-id]').locator('form.hs-form').waitFor();
    await createForm(page, 'older', OLDER);
    await page.locator('#older .shop-islands-form__unavailable').waitFor();
    await expect.poll(() => reports(requests, store.url).map((r) => (r.extra.data as { reason?: string }).reason)).toEqual(['own-embed']);
    await requestsHeard(page);
    expect(requests.filter((r) => new URL(r.url()).pathname === SCRIPT)).toHaveLength(1);
    expect(definitionRequests(requests)).toHaveLength(1);
  });
});
