import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { MULTIPART_LIMITS, readMultipart } from '../lib/multipart';
import { isPublicFormEndpoint } from '../lib/origin';
import { CAPTCHA_TOKEN_TTL_MS, TestCaptcha } from './captcha';
import { csvCell, toCsv } from './csv';
import { checkEmail, suggestDomain } from './emailcheck';
import { FormRegistry } from './registry';
import { submissionColumns, submissionsCsv } from './routes';
import type { Submission } from './submissions';
import { BOUNDARY, DEMO_FORMS, DEMO_PORTAL_ID, formData } from './test-helpers';

describe('the cross-site exemption', () => {
  it('covers exactly the public form endpoints, by POST', () => {
    const guid = 'a3e5c7d9-1b2f-4a6c-8e0d-2f4b6d8a0c13';
    for (const url of [
      `/submissions/v3/public/submit/formsnext/multipart/48201937/${guid}`,
      `/submissions/v3/public/submit/formsnext/multipart/48201937/${guid.replace(/-/g, '')}?x=1`,
      '/emailcheck/v1/json-ext?portalId=1&formId=2&includeFreemailSuggestions=true',
      '/emailcheck/v1/form-resubscribe?portalId=1',
      '/forms-embed/raw/error.gif',
    ]) {
      expect(isPublicFormEndpoint('POST', url), url).toBe(true);
    }
    for (const [method, url] of [
      ['PUT', '/emailcheck/v1/json-ext'],
      ['POST', '/contact/'],
      ['POST', '/?wc-ajax=add_to_cart'],
      ['POST', '/my-account/'],
      ['POST', '/emailcheck/v1/json-ext/'],
      ['POST', '/emailcheck/v1/json-ext/../../../contact/'],
      ['POST', `/submissions/v3/public/submit/formsnext/multipart/48201937/${guid}/../../../../../../../contact/`],
      ['POST', '/submissions/v3/public/submit/formsnext/multipart/48201937'],
      ['POST', '/checkout/?x=/emailcheck/v1/json-ext'],
      ['POST', '/a/b/raw/error.gif'],
      ['POST', '/embed/v3/counters.gif'],
    ] as const) {
      expect(isPublicFormEndpoint(method, url), `${method} ${url}`).toBe(false);
    }
  });
});

describe('CSV', () => {
  it('quotes what must be quoted and neutralises formulas', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('+84912345678')).toBe("'+84912345678");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('@cmd')).toBe("'@cmd");
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell('=HYPERLINK("x","y")')).toBe(`"'=HYPERLINK(""x"",""y"")"`);
    expect(toCsv([['a', 'b'], ['1', 'Việt']])).toBe('\uFEFFa,b\r\n1,Việt\r\n');
  });

  it('has a column for each of the form’s fields and consent boxes posted, never for a name the form does not have', () => {
    const form = new FormRegistry().find(DEMO_PORTAL_ID, DEMO_FORMS.shippingQuote)!;
    // As a submission stored before such names were refused may hold them.
    const stored: Submission = {
      id: 1,
      portalId: DEMO_PORTAL_ID,
      formGuid: DEMO_FORMS.shippingQuote,
      conversionId: 'c',
      correlationId: null,
      values: { email: 'minh@congty.vn', 'LEGAL_CONSENT.processing': 'true', cot_bia_dat: 'gia-tri-bia-dat' },
      files: [],
      context: {},
      response: {},
      ip: '203.0.113.7',
      createdAt: '2025-04-02T00:00:00.000Z',
    };
    const columns = submissionColumns(form, [stored]);
    expect(columns).toContain('email');
    expect(columns.at(-1)).toBe('LEGAL_CONSENT.processing');
    expect(columns).not.toContain('cot_bia_dat');
    expect(submissionsCsv(columns, [stored])).not.toContain('bia-dat');
  });
});

describe('the test captcha', () => {
  it('passes a token once, within two minutes, and only if this shop signed it', () => {
    let now = Date.UTC(2025, 3, 1);
    const captcha = new TestCaptcha('secret', () => now);
    const token = captcha.issue('site-key');
    expect(new TestCaptcha('other secret', () => now).verify(token)).toBe(false);
    expect(captcha.verify(token)).toBe(true);
    expect(captcha.verify(token)).toBe(false);
    const late = captcha.issue('site-key');
    now += CAPTCHA_TOKEN_TTL_MS;
    expect(captcha.verify(late)).toBe(false);
    for (const bad of [undefined, 42, '', 'a.b.c', 'a.b.c.d', `${late}x`]) expect(captcha.verify(bad)).toBe(false);
  });
});

describe('the e-mail check', () => {
  it('suggests the domain meant, not another real one', () => {
    expect(suggestDomain('gmial.com')).toBe('gmail.com');
    expect(suggestDomain('gmaill.com')).toBe('gmail.com');
    expect(suggestDomain('outloook.com')).toBe('outlook.com');
    expect(suggestDomain('vnn.com.vn')).toBe('vnn.vn');
    expect(suggestDomain('gmail.com')).toBeUndefined();
    expect(suggestDomain('mail.com')).toBeUndefined();
    expect(suggestDomain('ymail.com')).toBeUndefined();
    expect(suggestDomain('congty.vn')).toBeUndefined();
    expect(checkEmail('not an address', true)).toEqual({ email: 'not an address', success: false, emailShouldResubscribe: false, emailSuggestion: null, emailFree: false });
  });
});

describe('multipart with uploads', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  const read = (body: Buffer, limits = { ...MULTIPART_LIMITS, files: 2, fileSize: 10, fieldSize: 8, body: 1 << 20 }) =>
    readMultipart(Readable.from([body]), { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` }, limits, { dir });

  it('keeps fields cut at their limit, cuts and deletes a file past its limit, and keeps the others', async () => {
    dir = mkdtempSync(join(tmpdir(), 'uploads-'));
    const body = await read(
      formData([
        ['short', 'ok'],
        ['long', 'x'.repeat(20)],
        ['a', { filename: 'C:\\Users\\an\\small.txt', content: '0123456789', type: 'text/plain' }],
        ['b', { filename: 'big.bin', content: '0123456789A' }],
      ]),
    );
    expect(body.fields).toEqual({ short: 'ok', long: 'x'.repeat(8) });
    expect(body.truncatedFields).toEqual(['long']);
    expect(body.files.map(({ field, name, size, truncated, type }) => ({ field, name, size, truncated, type }))).toEqual([
      { field: 'a', name: 'small.txt', size: 10, truncated: false, type: 'text/plain' },
      { field: 'b', name: 'big.bin', size: 10, truncated: true, type: 'application/octet-stream' },
    ]);
    expect(readdirSync(dir)).toEqual([body.files[0]!.id]);
  });

  it('leaves no file behind when it refuses the body', async () => {
    dir = mkdtempSync(join(tmpdir(), 'uploads-'));
    const files = formData([1, 2, 3].map((n) => [`f${n}`, { filename: `${n}.txt`, content: 'abc' }]));
    await expect(read(files)).rejects.toMatchObject({ statusCode: 413, reason: 'upload' });
    const tooLarge = formData([['f', { filename: 'a.txt', content: 'x'.repeat(5000) }]]);
    await expect(read(tooLarge, { ...MULTIPART_LIMITS, files: 2, fileSize: 1 << 20, body: 1000 })).rejects.toMatchObject({ statusCode: 413, reason: 'too_large' });
    const text = formData([['f', { filename: 'a.txt', content: 'abc' }], ['a', 'x'.repeat(6)], ['b', 'x'.repeat(6)]]);
    await expect(read(text, { ...MULTIPART_LIMITS, files: 2, fileSize: 10, fieldSize: 8, fieldsTotal: 10, body: 1 << 20 })).rejects.toMatchObject({ statusCode: 413, reason: 'too_large' });
    // Refused only once its partial files are gone.
    expect(readdirSync(dir)).toEqual([]);
  });
});
