import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { classifyDefinitionError } from '../../src/forms/definition/load';
import { normalizeDefinition } from '../../src/forms/definition/normalize';
import { readResponse, failureNotice } from '../../src/forms/submit/response';
import { serverFieldErrors } from '../../src/forms/rules/server';
import { startShop, type TestShop } from '../test-helpers';
import { PIXEL } from './api';
import { FEEDBACK_REDIRECT } from './demo-forms';
import { FIXTURE_DEFINITIONS } from './registry';
import { captchaToken, consent, contactParts, DEMO_FORMS, DEMO_PORTAL_ID, formData, hsContext, quoteParts, submit, submitUrl, BOUNDARY } from './test-helpers';

let shop: TestShop | undefined;
afterEach(async () => {
  await shop?.close();
  shop = undefined;
});
const open = async (options: Parameters<typeof startShop>[0] = {}): Promise<TestShop> => (shop = await startShop(options));

const definitionUrl = (portalId: string, formId: string, draft = false) => `/embed/v3/form/${portalId}/${formId}/json${draft ? '/draft' : ''}`;
const uploads = (s: TestShop) => readdirSync(join(s.dir, 'data', 'form-uploads'));

type Results = Array<{ fieldName: string; formSubmissionValidationType: string; localizedVisitorErrorMessage: string }>;
const results = (res: { json(): unknown }): Results => (res.json() as { validationResults: Results }).validationResults;

describe('form definitions', () => {
  it('serves each demo form as an embed-v3 definition with the hublet header and CORS for any site', async () => {
    const s = await open();
    for (const formId of [DEMO_FORMS.contact, DEMO_FORMS.shippingQuote, DEMO_FORMS.feedback]) {
      const res = await s.app.inject({ url: `${definitionUrl(DEMO_PORTAL_ID, formId)}?hs_static_app=forms-embed&hs_static_app_version=1.0`, headers: { origin: 'https://khach.example' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.headers['x-hs-hublet']).toBe('na1');
      expect(res.headers['access-control-allow-origin']).toBe('*');
      expect(res.headers['access-control-expose-headers']).toContain('x-hs-hublet');
      expect(res.headers['set-cookie']).toBeUndefined();
      const { form, diagnostics } = normalizeDefinition(res.json());
      expect(diagnostics).toEqual([]);
      expect(form.guid).toBe(formId);
      expect(form.lang).toBe('vi');
    }
  });

  it('names the visitor country the edge reports (for the captcha host), varies on it, and names none otherwise', async () => {
    const s = await open();
    const url = definitionUrl(DEMO_PORTAL_ID, DEMO_FORMS.contact);
    const cn = await s.app.inject({ url, headers: { 'cf-ipcountry': 'cn' } });
    expect(cn.headers['x-visitor-country']).toBe('CN');
    expect(cn.headers['vary']).toContain('cf-ipcountry');
    expect(cn.headers['access-control-expose-headers']).toContain('x-visitor-country');
    for (const headers of [{}, { 'cf-ipcountry': 'XX' }, { 'cf-ipcountry': 'T1' }, { 'cf-ipcountry': 'CN<script>' }]) {
      expect((await s.app.inject({ url, headers })).headers['x-visitor-country']).toBeUndefined();
    }
  });

  it('has the contact form the contact page embeds: phone with dial codes, a dependent field, HubSpot-shaped filters', async () => {
    const s = await open();
    const raw = (await s.app.inject({ url: definitionUrl(DEMO_PORTAL_ID, DEMO_FORMS.contact) })).json() as { form: { formFieldGroups: Array<{ fields: Array<Record<string, unknown>> }>; metaData: unknown[] } };
    const fields = raw.form.formFieldGroups.flatMap((g) => g.fields);
    expect(fields.find((f) => f['name'] === 'email')).toMatchObject({ fieldType: 'text', validation: { blockedEmailAddresses: ['mailinator.com'] } });
    expect(fields.find((f) => f['name'] === 'phone')).toMatchObject({ fieldType: 'phonenumber', useCountryCodeSelect: true });
    const service = fields.find((f) => f['name'] === 'service_type') as { dependentFieldFilters: Array<{ filters: unknown[]; dependentFormField: { name: string } }> };
    expect(service.dependentFieldFilters[0]!.filters[0]).toEqual({ operator: 'SET_ANY', strValue: '', boolValue: false, numberValue: 0, strValues: ['thue_xe_tai'], numberValues: [] });
    expect(service.dependentFieldFilters[0]!.dependentFormField.name).toBe('truck_size');
    expect(raw.form.metaData).toContainEqual({ name: 'lang', value: 'vi' });
  });

  it('has a three-page shipping quote with consent, a file, a date and a bounded number, and a 0-19 feedback form', async () => {
    const s = await open();
    const quote = normalizeDefinition((await s.app.inject({ url: definitionUrl(DEMO_PORTAL_ID, DEMO_FORMS.shippingQuote) })).json()).form;
    expect(new Set(quote.groups.map((g) => g.pageNumber))).toEqual(new Set([1, 2, 3]));
    expect(quote.groups.filter((g) => g.isPageBreak)).toHaveLength(2);
    expect(quote.captchaEnabled).toBe(true);
    expect(quote.legalConsentOptions).toMatchObject({ processingConsentType: 'REQUIRED_CHECKBOX', communicationConsentCheckboxes: [{ communicationTypeId: '4521011', required: false }] });
    const fields = quote.groups.flatMap((g) => g.fields);
    expect(fields.find((f) => f.name === 'cargo_weight')).toMatchObject({ fieldType: 'number', validation: { data: '1:5000:true' } });
    expect(fields.find((f) => f.name === 'pickup_date')).toMatchObject({ fieldType: 'date', metaData: { format: 'DD/MM/YYYY', separator: '/' } });
    expect(fields.find((f) => f.name === 'packing_list')?.fieldType).toBe('file');

    const feedback = normalizeDefinition((await s.app.inject({ url: definitionUrl(DEMO_PORTAL_ID, DEMO_FORMS.feedback) })).json()).form;
    const rating = feedback.groups[0]!.fields[0]!;
    expect(rating.id).toBe('FEEDBACK_SUBMISSION.hs_rating');
    expect(rating.fieldType).toBe('radio');
    expect(rating.dependentFieldIds).toEqual([
      'FEEDBACK_SUBMISSION.hs_feedback_negative_follow_up',
      'FEEDBACK_SUBMISSION.hs_feedback_neutral_follow_up',
      'FEEDBACK_SUBMISSION.hs_feedback_positive_follow_up',
    ]);
    expect(feedback.redirectUrl).toBe(FEEDBACK_REDIRECT);
  });

  it('serves a draft that differs from the published form', async () => {
    const s = await open();
    const published = (await s.app.inject({ url: definitionUrl(DEMO_PORTAL_ID, DEMO_FORMS.contact) })).json();
    const draft = await s.app.inject({ url: definitionUrl(DEMO_PORTAL_ID, DEMO_FORMS.contact, true) });
    expect(draft.statusCode).toBe(200);
    expect(draft.headers['x-hs-hublet']).toBe('na1');
    expect(draft.headers['cache-control']).toBe('no-store');
    expect(normalizeDefinition(draft.json()).form.groups[0]!.fields[0]!.label).toBe('Họ (bản nháp)');
    expect(normalizeDefinition(published).form.groups[0]!.fields[0]!.label).toBe('Họ');
  });

  it('serves every shared fixture that is a definition under its own portal and guid, as it is', async () => {
    const s = await open();
    const fixtures = join(import.meta.dirname, '../../tests/fixtures/hubspot');
    for (const { file, portalId } of FIXTURE_DEFINITIONS) {
      const text = readFileSync(join(fixtures, file), 'utf8');
      const { form } = normalizeDefinition(JSON.parse(text));
      const res = await s.app.inject({ url: definitionUrl(portalId ?? form.portalId, form.guid) });
      expect(res.statusCode, file).toBe(200);
      expect(res.body, file).toBe(text);
    }
    // Braces, capitals and no hyphens name the same form, as the embed accepts them.
    const loose = `{${DEMO_FORMS.contact.replace(/-/g, '').toUpperCase()}}`;
    expect((await s.app.inject({ url: definitionUrl(DEMO_PORTAL_ID, loose) })).statusCode).toBe(200);
  });

  it('answers unknown and malformed ids as HubSpot does, in the words the widget classifies', async () => {
    const s = await open();
    const unknown = await s.app.inject({ url: definitionUrl(DEMO_PORTAL_ID, '00000000-0000-4000-8000-000000000000') });
    expect(unknown.statusCode).toBe(404);
    expect(classifyDefinitionError(404, unknown.body)).toBe('DEFINITION_NOT_FOUND');
    const otherPortal = await s.app.inject({ url: definitionUrl('123', DEMO_FORMS.contact) });
    expect(otherPortal.statusCode).toBe(404);
    const badGuid = await s.app.inject({ url: definitionUrl(DEMO_PORTAL_ID, 'not-a-guid') });
    expect(badGuid.statusCode).toBe(400);
    expect(classifyDefinitionError(400, badGuid.body)).toBe('INVALID_FORM_GUID');
    expect(badGuid.headers['access-control-allow-origin']).toBe('*');
    const badPortal = await s.app.inject({ url: definitionUrl('abc', DEMO_FORMS.contact) });
    expect(badPortal.statusCode).toBe(400);
    expect(badPortal.json()).toMatchObject({ status: 'error' });
  });

  it('answers SUBMISSION_PERIOD_ENDED for the closed form, whose draft still loads', async () => {
    const s = await open();
    const res = await s.app.inject({ url: definitionUrl(DEMO_PORTAL_ID, DEMO_FORMS.closed) });
    expect(res.statusCode).toBe(400);
    expect(classifyDefinitionError(400, res.body)).toBe('SUBMISSION_PERIOD_ENDED');
    expect((await s.app.inject({ url: definitionUrl(DEMO_PORTAL_ID, DEMO_FORMS.closed, true) })).statusCode).toBe(200);
  });

  it('refuses its form of another embed version as HubSpot does (403), and serves the older embed script that shows it', async () => {
    const s = await open();
    for (const draft of [false, true]) {
      const res = await s.app.inject({ url: definitionUrl(DEMO_PORTAL_ID, DEMO_FORMS.olderEmbed.toUpperCase(), draft) });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ status: 'error', message: 'You cannot fetch this type of form using this endpoint. Not an Embed version 2 or 3 form' });
      expect(classifyDefinitionError(403, res.body)).toBe('NON_EMBEDDABLE_EDITOR2_FORM');
    }
    // No copy of a definition the API never serves.
    expect((await s.app.inject({ url: `/forms/static/${DEMO_PORTAL_ID}/${DEMO_FORMS.olderEmbed}.json.gz` })).statusCode).toBe(404);
    const script = await s.app.inject({ url: '/forms/v2-legacy.js', headers: { origin: 'https://khach.example' } });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(script.headers['access-control-allow-origin']).toBe('*');
    expect(script.body).toContain('forms.create = function (options)');
  });

  it('serves the gzip static copy, stamped with its write date, that fetch decodes', async () => {
    const s = await open();
    const res = await s.app.inject({ url: `/forms/static/${DEMO_PORTAL_ID}/${DEMO_FORMS.shippingQuote}.json.gz`, headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    const { form } = normalizeDefinition(JSON.parse(gunzipSync(res.rawPayload).toString('utf8')));
    expect(form.guid).toBe(DEMO_FORMS.shippingQuote);
    expect(Number(form.definitionS3WriteDate)).toBeGreaterThan(0);
    // A fixture in a list wrapper keeps its wrapper.
    const wrapped = await s.app.inject({ url: '/forms/static/8511822/f353e406-254c-4ae1-bca7-33968d1b4722.json.gz' });
    expect(JSON.parse(gunzipSync(wrapped.rawPayload).toString('utf8')).data[0].metaData).toContainEqual({ name: 'definitionS3WriteDate', value: expect.stringMatching(/^\d+$/) });
    expect((await s.app.inject({ url: `/forms/static/${DEMO_PORTAL_ID}/00000000-0000-4000-8000-000000000000.json.gz` })).statusCode).toBe(404);
    expect((await s.app.inject({ url: `/forms/static/${DEMO_PORTAL_ID}/${DEMO_FORMS.contact}.json` })).statusCode).toBe(404);
  });
});

describe('submissions', () => {
  it('answers the widget’s hidden frame (?frame=1) with a page that hands the result to the embedding page only', async () => {
    const s = await open();
    const res = await submit(s, DEMO_FORMS.contact, contactParts({ message: 'Hàng dễ vỡ </script><b>' }), { query: '?frame=1', headers: { origin: 'https://khach.example', 'sec-fetch-site': 'cross-site' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    // Framed by whichever site embeds the form; its one script is the store's own file.
    expect(res.headers['content-security-policy']).toContain('frame-ancestors *');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.body).toContain('<script src="/forms/frame-result.js"></script>');
    const data = /<script type="application\/json" id="result">(.*?)<\/script>/.exec(res.body)![1]!;
    expect(data).not.toContain('<');
    expect(JSON.parse(data)).toMatchObject({ accepted: true, targetOrigin: 'https://khach.example', inlineMessage: expect.stringContaining('Cảm ơn bạn!') });
    // A refusal says so in the same way.
    const refused = await submit(s, DEMO_FORMS.contact, contactParts({ email: 'khong-phai-email' }), { query: '?frame=1' });
    expect(JSON.parse(/id="result">(.*?)<\/script>/.exec(refused.body)![1]!)).toMatchObject({ accepted: false, status: 'error' });
    // The script posts to that origin only, never '*'.
    const script = await s.app.inject({ url: '/forms/frame-result.js' });
    expect(script.statusCode).toBe(200);
    expect(script.body).toContain('window.parent.postMessage(data, origin)');
    expect(script.body).not.toContain("postMessage(data, '*')");
  });

  it('stores a valid submission and answers its inline message and a conversion id, from any site', async () => {
    const s = await open();
    const res = await submit(s, DEMO_FORMS.contact, contactParts({ service_type: 'thue_xe_tai', truck_size: '2.5' }), { headers: { origin: 'https://khach.example', 'sec-fetch-site': 'cross-site' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    const body = res.json() as { inlineMessage: string; conversionId: string };
    expect(body.inlineMessage).toContain('Cảm ơn bạn!');
    expect(body.conversionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(readResponse(res.statusCode, res.body).ok).toBe(true);
    const Database = (await import('better-sqlite3')).default;
    const db = new Database(join(s.dir, 'data', 'shop.sqlite'), { readonly: true });
    const row = db.prepare('SELECT * FROM form_submissions').get() as Record<string, string>;
    db.close();
    expect(row['portal_id']).toBe(DEMO_PORTAL_ID);
    expect(row['form_guid']).toBe(DEMO_FORMS.contact);
    expect(row['conversion_id']).toBe(body.conversionId);
    expect(row['ip']).toBe('203.0.113.7');
    expect(JSON.parse(row['field_values']!)).toMatchObject({ email: 'lan@congty.vn', truck_size: '2.5', phone: '+84912345678' });
    expect(JSON.parse(row['field_values']!)).not.toHaveProperty('hs_context');
    expect(JSON.parse(row['hs_context']!)).toMatchObject({ pageUrl: 'https://khach.example/lien-he' });
    expect(row['correlation_id']).toMatch(/^corr-/);
  });

  it('answers a redirect for a form that has one (the 0-19 feedback form)', async () => {
    const s = await open();
    const res = await submit(s, DEMO_FORMS.feedback, [
      ['FEEDBACK_SUBMISSION.hs_rating', '5'],
      ['FEEDBACK_SUBMISSION.hs_feedback_positive_follow_up', 'Tài xế đúng giờ.'],
      ['email', 'an@congty.vn'],
      hsContext(),
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ redirectUrl: FEEDBACK_REDIRECT, conversionId: expect.any(String) });
  });

  it('answers a fixture form with its own thank-you message, or a default one', async () => {
    const s = await open();
    const lyfta = await submit(s, '3b5f1663-fa91-4d7b-bf35-1fbe3c070e4f', [['email', 'a@b.co'], hsContext()], { portalId: '99999999' });
    expect(lyfta.json()).toMatchObject({ inlineMessage: 'Thanks for submitting the form.' });
    const v1 = await submit(s, 'f7198c7b-8ecd-43bd-ab42-4d2f35f3c9cf', [['email', 'a@b.co'], hsContext()], { portalId: '62515' });
    expect(v1.statusCode).toBe(200);
  });

  it('rejects each rule with the spec’s validation key and a message in the form’s language', async () => {
    const s = await open({ forms: { submitThrottle: { limit: 1000, windowMs: 60_000 } } });
    const check = async (formId: string, parts: Parameters<typeof submit>[2], expected: Array<[string, string, RegExp?]>) => {
      const res = await submit(s, formId, parts);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ status: 'error' });
      const got = results(res);
      expect(got.map((r) => [r.fieldName, r.formSubmissionValidationType])).toEqual(expected.map(([f, k]) => [f, k]));
      expected.forEach(([, , message], i) => message && expect(got[i]!.localizedVisitorErrorMessage).toMatch(message));
      return got;
    };
    await check(DEMO_FORMS.contact, contactParts({ message: '', email: '' }), [
      ['email', 'REQUIRED_FIELD', /Vui lòng điền trường bắt buộc này/],
      ['message', 'REQUIRED_FIELD'],
    ]);
    // A required dependent counts only when its parent's choice shows it.
    await check(DEMO_FORMS.contact, contactParts({ service_type: 'thue_xe_tai' }), [['truck_size', 'REQUIRED_FIELD', /chọn/]]);
    await check(DEMO_FORMS.contact, contactParts({ email: 'lan@congty' }), [['email', 'INVALID_EMAIL_FORMAT']]);
    const blocked = await check(DEMO_FORMS.contact, contactParts({ email: 'spam@mailinator.com' }), [['email', 'BLOCKED_EMAIL', /mailinator\.com/]]);
    expect(serverFieldErrors(blocked, { email: 'spam@mailinator.com' })['email']![0]!.key).toBe('manuallyBlockedEmailDomain');
    await check(DEMO_FORMS.contact, contactParts({ phone: '+84 (0) 912-ABC' }), [['phone', 'PHONE_INVALID_CHARACTERS']]);
    await check(DEMO_FORMS.contact, contactParts({ phone: '+84123' }), [['phone', 'NUMBER_OUT_OF_RANGE']]);
    await check(DEMO_FORMS.contact, contactParts({ message: 'x'.repeat(65537) }), [['message', 'INPUT_TOO_LARGE', /65536/]]);
    await check(
      DEMO_FORMS.feedback,
      [['FEEDBACK_SUBMISSION.hs_rating', '1'], ['FEEDBACK_SUBMISSION.hs_feedback_negative_follow_up', 'x'.repeat(1501)], ['email', 'an@congty.vn'], hsContext()],
      [['FEEDBACK_SUBMISSION.hs_feedback_negative_follow_up', 'INPUT_TOO_LARGE', /1500/]],
    );
    await check(DEMO_FORMS.feedback, [['email', 'an@congty.vn'], hsContext()], [['FEEDBACK_SUBMISSION.hs_rating', 'REQUIRED_FIELD']]);

    await check(DEMO_FORMS.shippingQuote, quoteParts(await captchaToken(s), { cargo_weight: '12e3' }), [['cargo_weight', 'INVALID_NUMBER']]);
    const min = await check(DEMO_FORMS.shippingQuote, quoteParts(await captchaToken(s), { cargo_weight: '0.5' }), [['cargo_weight', 'MIN_NUMBER', /\b1\b/]]);
    expect(serverFieldErrors(min)['cargo_weight']![0]).toMatchObject({ key: 'minNumber', vars: { min: 1 } });
    const max = await check(DEMO_FORMS.shippingQuote, quoteParts(await captchaToken(s), { cargo_weight: '5000.01' }), [['cargo_weight', 'MAX_NUMBER', /5000/]]);
    expect(serverFieldErrors(max)['cargo_weight']![0]).toMatchObject({ key: 'maxNumber', vars: { max: 5000 } });
    await check(DEMO_FORMS.shippingQuote, quoteParts(await captchaToken(s), { pickup_date: '2025-02-30' }), [['pickup_date', 'INVALID_DATE']]);
    // Consent: the required processing checkbox, given in hs_context as the widget sends it.
    await check(DEMO_FORMS.shippingQuote, quoteParts(await captchaToken(s), {}, undefined, consent(false, true)), [['LEGAL_CONSENT.processing', 'REQUIRED_FIELD']]);
    await check(DEMO_FORMS.shippingQuote, quoteParts(await captchaToken(s), {}, undefined, {}), [['LEGAL_CONSENT.processing', 'REQUIRED_FIELD']]);
    expect(uploads(s)).toEqual([]);
  });

  it('streams uploads to disk under random names, outside the served directories, and refuses a file over the limit', async () => {
    const s = await open({ forms: { maxFileSize: 1024 } });
    const ok = await submit(s, DEMO_FORMS.shippingQuote, quoteParts(await captchaToken(s), {}, { filename: '../../etc/passwd', content: Buffer.alloc(1024, 7), type: 'text/html' }));
    expect(ok.statusCode, ok.body).toBe(200);
    const [stored] = uploads(s);
    expect(stored).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(readFileSync(join(s.dir, 'data', 'form-uploads', stored!))).toEqual(Buffer.alloc(1024, 7));
    expect(existsSync(join(s.dir, 'dist', stored!))).toBe(false);
    expect((await s.app.inject({ url: `/assets/${stored}` })).statusCode).toBe(404);

    const tooLarge = await submit(s, DEMO_FORMS.shippingQuote, quoteParts(await captchaToken(s), {}, { filename: 'lon.pdf', content: Buffer.alloc(1025, 1) }));
    expect(tooLarge.statusCode).toBe(400);
    expect(results(tooLarge)).toEqual([{ fieldName: 'packing_list', formSubmissionValidationType: 'FILE_TOO_LARGE', localizedVisitorErrorMessage: expect.stringContaining('100MB') }]);
    // Neither the cut file nor anything else of the refused submission stays on disk.
    expect(uploads(s)).toEqual([stored]);
    // An empty file input sends an empty part: no file, and the form's file field is optional.
    const none = await submit(s, DEMO_FORMS.shippingQuote, quoteParts(await captchaToken(s), {}, { filename: '', content: '' }));
    expect(none.statusCode).toBe(200);
    expect(uploads(s)).toEqual([stored]);
  });

  it('cuts a file just over 100 MB as it streams, without holding it, and answers FILE_TOO_LARGE', { timeout: 60_000 }, async () => {
    const s = await open();
    const { Readable } = await import('node:stream');
    const limit = 104_857_600;
    const head = formData(quoteParts(await captchaToken(s))).subarray(0, -`--${BOUNDARY}--\r\n`.length);
    async function* body() {
      yield head;
      yield Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="packing_list"; filename="lon.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`);
      const chunk = Buffer.alloc(1024 * 1024);
      for (let sent = 0; sent < limit; sent += chunk.length) yield chunk;
      yield Buffer.from(`x\r\n--${BOUNDARY}--\r\n`);
    }
    const res = await submit(s, DEMO_FORMS.shippingQuote, Readable.from(body()));
    expect(res.statusCode, res.body).toBe(400);
    expect(results(res)).toEqual([expect.objectContaining({ fieldName: 'packing_list', formSubmissionValidationType: 'FILE_TOO_LARGE' })]);
    expect(uploads(s)).toEqual([]);
  });

  it('stores a retried submission (same correlation id) once and answers it as the first', async () => {
    const s = await open();
    const parts = contactParts();
    const first = await submit(s, DEMO_FORMS.contact, parts);
    const again = await submit(s, DEMO_FORMS.contact, parts);
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    // Another form may use the same correlation id.
    const feedback = await submit(s, DEMO_FORMS.feedback, [['FEEDBACK_SUBMISSION.hs_rating', '4'], ['email', 'a@b.co'], parts.at(-1)!]);
    expect(feedback.statusCode).toBe(200);
    const other = await submit(s, DEMO_FORMS.contact, contactParts());
    expect((other.json() as { conversionId: string }).conversionId).not.toBe((first.json() as { conversionId: string }).conversionId);
    const Database = (await import('better-sqlite3')).default;
    const db = new Database(join(s.dir, 'data', 'shop.sqlite'), { readonly: true });
    expect((db.prepare('SELECT COUNT(*) AS n FROM form_submissions WHERE form_guid = ?').get(DEMO_FORMS.contact) as { n: number }).n).toBe(2);
    db.close();
  });

  it('answers a burst (more than 5 a minute from one address to one form) with 429 RATE_LIMIT_EXCEEDED', async () => {
    const s = await open();
    for (let i = 0; i < 5; i++) expect((await submit(s, DEMO_FORMS.contact, contactParts())).statusCode).toBe(200);
    const sixth = await submit(s, DEMO_FORMS.contact, contactParts());
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({ status: 'error', formSubmissionError: 'RATE_LIMIT_EXCEEDED' });
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    expect(failureNotice(readResponse(429, sixth.body))).toEqual({ key: 'TOO_MANY_REQUESTS' });
    // Another address, or another form, is not held back.
    expect((await submit(s, DEMO_FORMS.contact, contactParts(), { ip: '198.51.100.9' })).statusCode).toBe(200);
    expect((await submit(s, DEMO_FORMS.feedback, [['FEEDBACK_SUBMISSION.hs_rating', '3'], ['email', 'a@b.co'], hsContext()])).statusCode).toBe(200);
  });

  it('answers SUBMISSION_PERIOD_ENDED for the closed form, and FORM_NEVER_EXISTED for an unknown one', async () => {
    const s = await open();
    const closed = await submit(s, DEMO_FORMS.closed, [['email', 'a@b.co'], ['firstname', 'A'], ['lastname', 'B'], hsContext()]);
    expect(closed.statusCode).toBe(400);
    expect(closed.json()).toMatchObject({ status: 'error', formSubmissionError: 'SUBMISSION_PERIOD_ENDED', localizedVisitorErrorMessage: expect.any(String) });
    expect(readResponse(400, closed.body).ok).toBe(false);
    const unknown = await submit(s, '00000000-0000-4000-8000-000000000000', contactParts());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ formSubmissionError: 'FORM_NEVER_EXISTED' });
    expect((await submit(s, 'nope', contactParts())).statusCode).toBe(400);
  });

  it('verifies the test captcha: a missing, forged, reused or expired token is RECAPTCHA_VALIDATION_ERROR', async () => {
    const s = await open();
    const token = await captchaToken(s);
    const refused = async (value: string) => {
      const res = await submit(s, DEMO_FORMS.shippingQuote, quoteParts(value));
      expect(res.statusCode, value).toBe(400);
      expect(res.json()).toMatchObject({ status: 'error', formSubmissionError: 'RECAPTCHA_VALIDATION_ERROR' });
      expect(failureNotice(readResponse(400, res.body))).toEqual({ text: 'Xác minh captcha không thành công. Vui lòng thử lại.' });
    };
    await refused('');
    await refused(token.slice(0, -2) + (token.endsWith('AA') ? 'BB' : 'AA'));
    const res = await submit(s, DEMO_FORMS.shippingQuote, quoteParts(token));
    expect(res.statusCode, res.body).toBe(200);
    await refused(token);
    const withoutField = quoteParts('').filter(([name]) => name !== 'g-recaptcha-response');
    expect((await submit(s, DEMO_FORMS.shippingQuote, withoutField)).json()).toMatchObject({ formSubmissionError: 'RECAPTCHA_VALIDATION_ERROR' });
  });

  it('refuses a body that is not multipart, and a body over the limit, in JSON', async () => {
    const s = await open({ forms: { maxFileSize: 1024 } });
    const json = await s.app.inject({ method: 'POST', url: submitUrl(DEMO_FORMS.contact), payload: { email: 'a@b.co', files: [{ path: '/etc/passwd' }] } });
    expect(json.statusCode).toBe(400);
    expect(json.headers['content-type']).toBe('application/json; charset=utf-8');
    const many = formData(Array.from({ length: 11 }, (_, i) => [`packing_list`, { filename: `${i}.txt`, content: 'x' }] as [string, { filename: string; content: string }]));
    const tooMany = await s.app.inject({ method: 'POST', url: submitUrl(DEMO_FORMS.contact), headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` }, payload: many });
    expect(tooMany.statusCode).toBe(413);
    expect(tooMany.json()).toMatchObject({ status: 'error', formSubmissionError: 'FILE_TOO_LARGE' });
    // Answered once the files already written are gone: nothing to wait for.
    expect(uploads(s)).toEqual([]);
  });
});

describe('the e-mail check', () => {
  const check = (s: TestShop, email: string, includeFreemailSuggestions = true, headers: Record<string, string> = {}) =>
    s.app.inject({
      method: 'POST',
      url: `/emailcheck/v1/json-ext?portalId=${DEMO_PORTAL_ID}&formId=${DEMO_FORMS.contact}&includeFreemailSuggestions=${includeFreemailSuggestions}&hs_static_app=forms-embed`,
      headers: { 'content-type': 'text/plain;charset=UTF-8', ...headers },
      payload: email,
    });

  it('answers typo suggestions, free mail and the resubscribe case, from any site', async () => {
    const s = await open();
    const gmial = await check(s, ' an@gmial.com ', true, { origin: 'https://khach.example', 'sec-fetch-site': 'cross-site' });
    expect(gmial.statusCode).toBe(200);
    expect(gmial.headers['access-control-allow-origin']).toBe('*');
    // gmial.com itself is on the free-mail list (typo domains are registered to catch mail).
    expect(gmial.json()).toEqual({ email: 'an@gmial.com', success: true, emailShouldResubscribe: false, emailSuggestion: 'an@gmail.com', emailFree: true });
    expect((await check(s, 'an@yaho.com')).json()).toMatchObject({ emailSuggestion: 'an@yahoo.com' });
    expect((await check(s, 'an@hotmial.com')).json()).toMatchObject({ emailSuggestion: 'an@hotmail.com' });
    expect((await check(s, 'an@yahoo.vn')).json()).toMatchObject({ emailSuggestion: 'an@yahoo.com.vn' });
    expect((await check(s, 'an@gmail.com.vn')).json()).toMatchObject({ emailSuggestion: 'an@gmail.com' });
    expect((await check(s, 'an@gmail.com')).json()).toEqual({ email: 'an@gmail.com', success: true, emailShouldResubscribe: false, emailSuggestion: null, emailFree: true });
    expect((await check(s, 'an@congty.vn')).json()).toMatchObject({ emailFree: false, emailSuggestion: null });
    // A field that blocks free mail gets no free-mail suggestion.
    expect((await check(s, 'an@gmial.com', false)).json()).toMatchObject({ emailSuggestion: null });
    expect((await check(s, 'Unsubscribed@example.vn')).json()).toMatchObject({ success: true, emailShouldResubscribe: true });
    expect((await check(s, 'an@nowhere.invalid')).json()).toMatchObject({ success: false });
  });

  it('takes the resubscribe call', async () => {
    const s = await open();
    const res = await s.app.inject({
      method: 'POST',
      url: `/emailcheck/v1/form-resubscribe?portalId=${DEMO_PORTAL_ID}&formId=${DEMO_FORMS.contact}&resub_form_name=Li%C3%AAn%20h%E1%BB%87&resub_form_address=https%3A%2F%2Fkhach.example%2F`,
      headers: { 'content-type': 'text/plain;charset=UTF-8', 'sec-fetch-site': 'cross-site', origin: 'https://khach.example' },
      payload: 'unsubscribed@example.vn',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
  });
});

describe('beacons', () => {
  it('answer a 1×1 GIF and set nothing', async () => {
    const s = await open();
    const counters = await s.app.inject({ url: '/embed/v3/counters.gif?key=forms-embed-1.0-submit&count=2' });
    expect(counters.statusCode).toBe(200);
    expect(counters.headers['content-type']).toBe('image/gif');
    expect(counters.rawPayload).toEqual(PIXEL);
    expect(counters.headers['set-cookie']).toBeUndefined();
    const report = JSON.stringify({ level: 'error', exception: { type: 'Error', value: 'boom' }, extra: { formId: DEMO_FORMS.contact } });
    const beacon = await s.app.inject({ method: 'POST', url: '/forms-embed/raw/error.gif', headers: { 'content-type': 'text/plain;charset=UTF-8', 'sec-fetch-site': 'cross-site' }, payload: report });
    expect(beacon.statusCode).toBe(200);
    expect(beacon.rawPayload).toEqual(PIXEL);
    expect((await s.app.inject({ url: '/forms-embed/raw/error.gif?x=1' })).statusCode).toBe(200);
  });
});

describe('the test captcha', () => {
  it('serves its script and issues tokens to any site', async () => {
    const s = await open();
    const script = await s.app.inject({ url: '/forms/test-captcha.js?render=explicit&hl=vi&onload=onCaptchaLoad' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(script.body).toContain('window.grecaptcha = api');
    expect(script.body).not.toMatch(/innerHTML|insertAdjacentHTML|document\.write|eval\(/);
    const token = await s.app.inject({ url: '/forms/test-captcha/token?sitekey=6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI' });
    expect(token.statusCode).toBe(200);
    expect(token.headers['access-control-allow-origin']).toBe('*');
    expect(token.headers['cache-control']).toBe('no-store');
    expect(token.json()).toEqual({ token: expect.any(String), expiresIn: 120 });
    expect((await s.app.inject({ url: '/forms/test-captcha/token?sitekey=<x>' })).statusCode).toBe(400);
  });
});

describe('the standalone embed script', () => {
  it('is served from the manifest entry form-embed-v2 once the build has it, and is 404 before', async () => {
    const s = await open();
    expect((await s.app.inject({ url: '/forms/v2.js' })).statusCode).toBe(404);
    expect((await s.app.inject({ url: `/forms/embed/${DEMO_PORTAL_ID}.js` })).statusCode).toBe(404);
    const manifestPath = join(s.dir, 'dist', 'manifest.json');
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { entries: Record<string, unknown> };
    manifest.entries['form-embed-v2'] = { file: 'form-embed-v2-ABCD.js', imports: [], css: [] };
    writeFileSync(join(s.dir, 'dist', 'form-embed-v2-ABCD.js'), 'window.hbspt={forms:{create(){}}};');
    // A later write time, whatever the file system's clock resolution.
    writeFileSync(manifestPath, JSON.stringify(manifest));
    const { utimesSync } = await import('node:fs');
    utimesSync(manifestPath, new Date(), new Date(Date.now() + 5000));
    for (const url of ['/forms/v2.js', `/forms/embed/${DEMO_PORTAL_ID}.js`]) {
      const res = await s.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(res.body).toBe('window.hbspt={forms:{create(){}}};');
    }
    expect((await s.app.inject({ method: 'HEAD', url: '/forms/v2.js' })).statusCode).toBe(200);
    expect((await s.app.inject({ url: '/forms/embed/abc.js' })).statusCode).toBe(404);
  });
});
