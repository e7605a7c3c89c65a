import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { failureNotice, multipartUrl, readResponse, rollup, serverFieldErrors } from './response';
import { createSubmitState } from './flags';

const failed = (status: number, data: object) => ({ ...createSubmitState(), error: true, response: readResponse(status, data) });

describe('submission URLs', () => {
  it('builds the multipart path', () => {
    expect(multipartUrl('https://forms.hsforms.com', '498900', 'g')).toBe('https://forms.hsforms.com/submissions/v3/public/submit/formsnext/multipart/498900/g');
  });
});

describe('readResponse', () => {
  it('reads the success fields and drops the rest', () => {
    const r = readResponse(200, JSON.stringify({ conversionId: 'c', formGuid: 'g', inlineMessage: 'Thanks', redirectUrl: 'https://x.co', automaticLinker: false, localizedVisitorWarningMessage: 'w', junk: 1 }));
    expect(r).toEqual({ ok: true, status: 200, data: { conversionId: 'c', formGuid: 'g', inlineMessage: 'Thanks', redirectUrl: 'https://x.co', automaticLinker: false, localizedVisitorWarningMessage: 'w' } });
  });

  it('accepts the integration API spelling redirectUri', () => {
    expect(readResponse(200, { redirectUri: 'https://x.co' }).data.redirectUrl).toBe('https://x.co');
  });

  it('reads the failure fields and keeps only well-formed validation results', () => {
    const r = readResponse(400, { formSubmissionError: 'SERVER_ERROR', localizedVisitorErrorMessage: 'Nope', status: 'error', validationResults: [{ fieldName: 'email', formSubmissionValidationType: 'INVALID_EMAIL' }, null, { fieldName: 3 }] });
    expect(r.ok).toBe(false);
    expect(r.data).toEqual({ formSubmissionError: 'SERVER_ERROR', localizedVisitorErrorMessage: 'Nope', status: 'error', validationResults: [{ fieldName: 'email', formSubmissionValidationType: 'INVALID_EMAIL' }] });
  });

  it('treats a 2xx carrying a formSubmissionError as a failure', () => {
    expect(readResponse(200, { formSubmissionError: 'OUT_OF_DATE' }).ok).toBe(false);
  });

  it('fails the real legacy answers: an empty 204 (no answer of the multipart API) and an HTML 404', () => {
    expect(readResponse(204, '')).toEqual({ ok: false, status: 204, data: {} });
    expect(readResponse(404, '<html><title>Error 404 Not Found</title></html>')).toEqual({ ok: false, status: 404, data: {} });
  });

  it.each([
    ['a captive portal’s page', '<!doctype html><title>Đăng nhập Wi-Fi</title>'],
    ['an empty body', ''],
    ['JSON null', 'null'],
    ['a JSON array', '[{"conversionId":"c"}]'],
    ['a JSON string', '"OK"'],
    ['an empty object', '{}'],
    ['the API’s error shape', '{"status":"error","message":"Internal error","correlationId":"x"}'],
    ['an inline message that is no text', '{"inlineMessage":42}'],
    ['a conversion with validation results that are no list', '{"conversionId":"c","validationResults":"none"}'],
    ['a conversion with automaticLinker as text', '{"conversionId":"c","automaticLinker":"false"}'],
    ['only a warning', '{"localizedVisitorWarningMessage":"Đã đăng ký"}'],
  ])('fails a 200 whose body is not the success answer of spec §7: %s', (_, body) => {
    const r = readResponse(200, body);
    expect(r.ok).toBe(false);
    expect(r.status).toBe(200);
    // Read as a server error: the visitor is asked to try again.
    expect(failureNotice(r)).toEqual({ key: 'SERVER_ERROR' });
  });

  it.each([
    ['a conversion id', { conversionId: 'c' }],
    ['an inline message, even empty', { inlineMessage: '' }],
    ['a redirect (either spelling)', { redirectUri: 'https://x.co' }],
    ['the form guid', { formGuid: 'g' }],
    ['absent fields sent as null', { conversionId: 'c', redirectUrl: null, automaticLinker: null, validationResults: null }],
  ])('takes a 200 carrying %s as a success', (_, body) => {
    expect(readResponse(200, JSON.stringify(body)).ok).toBe(true);
  });

  it('never throws, whatever the status and body', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1, max: 999 }), fc.oneof(fc.anything(), fc.json(), fc.string()), (status, body) => {
        const r = readResponse(status, body);
        expect(typeof r.ok).toBe('boolean');
        failureNotice(r);
      }),
    );
  });
});

describe('serverFieldErrors', () => {
  it('maps each validation result through the given mapper, by field', () => {
    const d = readResponse(400, { validationResults: [{ fieldName: 'email', formSubmissionValidationType: 'BLOCKED_EMAIL' }, { fieldName: 'age', formSubmissionValidationType: 'UNKNOWN' }] }).data;
    const errors = serverFieldErrors(d, (r) => (r.formSubmissionValidationType === 'BLOCKED_EMAIL' ? { key: 'manuallyBlockedEmailDomain' } : undefined));
    expect(errors).toEqual({ email: [{ key: 'manuallyBlockedEmailDomain' }] });
  });

  it('maps the newer `errors[]` shape to its fields as the older shape is, ignoring entries that name no field', () => {
    const body = {
      status: 'error',
      message: 'The request is not valid',
      correlationId: '1d6f6a1a-5c3e-4b4e-9d3c-0f7a2b9c8e11',
      errors: [
        { message: "Error in 'fields.email'. Invalid email address", errorType: 'INVALID_EMAIL' },
        { message: "Error in 'fields.firstname'. Required field 'firstname' is missing", errorType: 'REQUIRED_FIELD' },
        { message: 'The form has reCAPTCHA enabled', errorType: 'FORM_HAS_RECAPTCHA_ENABLED' },
        null,
      ],
    };
    const r = readResponse(400, JSON.stringify(body));
    expect(r.ok).toBe(false);
    expect(r.data.validationResults).toEqual([
      { fieldName: 'email', formSubmissionValidationType: 'INVALID_EMAIL' },
      { fieldName: 'firstname', formSubmissionValidationType: 'REQUIRED_FIELD' },
    ]);
    expect(serverFieldErrors(r.data, (v) => ({ key: v.formSubmissionValidationType === 'REQUIRED_FIELD' ? 'required' : 'invalidEmail' }))).toEqual({
      email: [{ key: 'invalidEmail' }],
      firstname: [{ key: 'required' }],
    });
  });

  it('keys errors of fields named like Object.prototype members as data', () => {
    const d = readResponse(400, { validationResults: ['toString', '__proto__'].map((fieldName) => ({ fieldName, formSubmissionValidationType: 'REQUIRED_FIELD' })) }).data;
    const errors = serverFieldErrors(d, () => ({ key: 'required' }));
    expect(Object.keys(errors)).toEqual(['toString', '__proto__']);
  });
});

describe('failureNotice', () => {
  it('says TOO_MANY_REQUESTS for HTTP 429 or that code', () => {
    expect(failureNotice(readResponse(429, ''))).toEqual({ key: 'TOO_MANY_REQUESTS' });
    expect(failureNotice(readResponse(400, { formSubmissionError: 'TOO_MANY_REQUESTS', localizedVisitorErrorMessage: 'x' }))).toEqual({ key: 'TOO_MANY_REQUESTS' });
  });

  it('keeps the required and blocked keys over the server text', () => {
    expect(failureNotice(readResponse(400, { formSubmissionError: 'MISSING_REQUIRED_FIELDS', localizedVisitorErrorMessage: 'x' }))).toEqual({ key: 'MISSING_REQUIRED_FIELDS' });
    expect(failureNotice(readResponse(400, { formSubmissionError: 'BLOCKED_EMAIL' }))).toEqual({ key: 'BLOCKED_EMAIL' });
  });

  it("shows the server's localized message as text", () => {
    expect(failureNotice(readResponse(400, { formSubmissionError: 'FORM_NOT_PUBLISHED', localizedVisitorErrorMessage: 'Formulaire fermé' }))).toEqual({ text: 'Formulaire fermé' });
  });

  it('passes known codes on and turns unknown ones and a 500 into SERVER_ERROR', () => {
    expect(failureNotice(readResponse(400, { formSubmissionError: 'RECAPTCHA_VALIDATION_ERROR' }))).toEqual({ key: 'RECAPTCHA_VALIDATION_ERROR' });
    expect(failureNotice(readResponse(400, { formSubmissionError: 'SOMETHING_NEW' }))).toEqual({ key: 'SERVER_ERROR' });
    expect(failureNotice(readResponse(500, 'oops'))).toEqual({ key: 'SERVER_ERROR' });
  });
});

describe('rollup', () => {
  const serverText = failed(400, { formSubmissionError: 'X', localizedVisitorErrorMessage: 'Server says no' });

  it('puts a required-field error first', () => {
    expect(rollup({ a: [{ key: 'manuallyBlockedEmailDomain' }], b: [{ key: 'missingSelect' }] }, serverText)).toEqual({ key: 'MISSING_REQUIRED_FIELDS' });
  });
  it('then a blocked e-mail', () => {
    expect(rollup({ a: [{ key: 'invalidNumber' }], b: [{ key: 'forbiddenEmailDomain' }] }, serverText)).toEqual({ key: 'BLOCKED_EMAIL' });
  });
  it('then the server error', () => {
    expect(rollup({ a: [{ key: 'invalidNumber' }] }, { ...serverText, formSubmissionWarning: 'w' })).toEqual({ text: 'Server says no' });
  });
  it('otherwise the warning, else nothing', () => {
    expect(rollup({}, { ...createSubmitState(), formSubmissionWarning: 'Check your inbox' })).toEqual({ text: 'Check your inbox' });
    expect(rollup({}, createSubmitState())).toBeUndefined();
  });
});
