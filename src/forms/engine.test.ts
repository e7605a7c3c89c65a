import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GUID, PORTAL, definition, dependentDefinition, environment, options, passingCaptcha, submitted } from './engine-testing';
import { createFormEngine, type FormEnvironment } from './index';
import type { FieldValue } from './types';

afterEach(() => vi.restoreAllMocks());

describe('createFormEngine', () => {
  it('throws on a bad portalId or formId before any request, except in preview', () => {
    const { env, requested } = environment({});
    expect(() => createFormEngine({ portalId: '12a', formId: GUID }, env)).toThrow(/portalId/);
    expect(() => createFormEngine({ portalId: PORTAL, formId: 'not-a-guid' }, env)).toThrow(/GUID/);
    expect(requested).toEqual([]);
    expect(() => createFormEngine({ portalId: '12a', formId: GUID, isPreview: true }, env)).not.toThrow();
  });

  it('loads a real embed-v3 definition: fields in order, prefilled from the URL, English strings', async () => {
    const { env, requested } = environment({ '/embed/v3/form/': definition }, { urlParams: { email: 'an nguyen@example.vn', firstname: 'An' } });
    const engine = createFormEngine(options, env);
    await engine.load();
    expect(engine.state.status).toBe('ready');
    expect(requested[0]).toMatch(/^https:\/\/forms\.test\/embed\/v3\/form\/2059467\/2e1a1b5b-27bb-447d-aac4-0b87c1e88fec\/json\?/);
    expect(requested[0]).toContain('hutk=abc123');
    expect(engine.state.fields.map((field) => field.id)).toEqual([
      'firstname', 'lastname', 'company', 'phone', 'email', 'what_is_your_role_', 'how_can_we_help_', 'newsletter_opt_in',
    ]);
    expect(engine.state.values.get('email')?.value).toBe('an+nguyen@example.vn');
    expect(engine.state.values.get('firstname')?.value).toBe('An');
    expect(engine.state.values.get('newsletter_opt_in')?.value).toBe(true); // the definition pre-ticks it (selectedOptions)
    expect(engine.state.messages.t('required')).toBe('Please complete this required field.');
    // Nothing shows before the visitor does anything.
    expect([...engine.state.values].filter(([, value]) => value.isErrorVisible).map(([id]) => id)).toEqual([]);
  });

  it('speaks Vietnamese when asked, loading the catalog on demand', async () => {
    const { env } = environment({ '/embed/v3/form/': definition });
    const engine = createFormEngine({ ...options, locale: 'vi' }, env);
    await engine.load();
    expect(engine.state.messages.t('submit')).not.toBe('Submit');
    expect(engine.state.messages.t('submit')).not.toMatch(/Missing Translation/);
  });

  it('reports a missing form as DEFINITION_NOT_FOUND through the state and the callbacks', async () => {
    const { env, requested } = environment({});
    const engine = createFormEngine(options, env);
    const fetchError = vi.fn();
    const renderError = vi.fn();
    engine.on('onFormDefinitionFetchError', fetchError);
    engine.on('onRenderError', renderError);
    await engine.load();
    expect(engine.state).toMatchObject({ status: 'error', error: 'DEFINITION_NOT_FOUND' });
    expect(fetchError).toHaveBeenCalledWith({ code: 'DEFINITION_NOT_FOUND' });
    expect(renderError).toHaveBeenCalledOnce();
    expect(requested).toHaveLength(1); // a classified failure does not fall back
  });

  it('falls back to the static copy on a server error, and fails clearly when that fails too', async () => {
    const ok = environment({ '/embed/v3/form/': { status: 500, text: 'oops' }, [`/${PORTAL}/${GUID}.json.gz`]: definition });
    const engine = createFormEngine(options, ok.env);
    await engine.load();
    expect(engine.state.status).toBe('ready');
    expect(ok.requested[1]).toContain(`/${PORTAL}/${GUID}.json.gz`);

    const bad = environment({ '/embed/v3/form/': { status: 502, text: '' } });
    const failing = createFormEngine(options, bad.env);
    await failing.load();
    expect(failing.state).toMatchObject({ status: 'error', error: 'FALLBACK_DEFINITION_FAILURE' });
  });

  it('shows a text field’s error after blur, not while typing', async () => {
    const { env } = environment({ '/embed/v3/form/': definition });
    const engine = createFormEngine(options, env);
    await engine.load();
    engine.input('company', 'focus');
    engine.input('company', 'change', '   ');
    expect(engine.state.values.get('company')?.errors).toEqual([{ key: 'required' }]);
    expect(engine.state.values.get('company')?.isErrorVisible).toBe(false);
    engine.input('company', 'blur');
    expect(engine.state.values.get('company')?.isErrorVisible).toBe(true);
    engine.input('company', 'change', 'Giao Vận Sài Gòn');
    expect(engine.state.values.get('company')?.errors).toEqual([]);
    expect(engine.state.values.get('company')?.value).toBe('Giao Vận Sài Gòn');
  });

  it('shows a dependent field only while its parent’s value passes the filter, and validates only shown fields', async () => {
    const { env } = environment({ '/embed/v3/form/': dependentDefinition() });
    const engine = createFormEngine(options, env);
    await engine.load();
    expect(engine.state.fields.map((field) => field.id)).toEqual(['email', 'country', 'province']);
    expect(engine.state.values.get('province')?.shown).toBe(false);
    engine.input('country', 'change', 'vn');
    expect(engine.state.values.get('province')?.shown).toBe(true);
    expect(engine.state.values.get('province')?.errors).toEqual([{ key: 'required' }]);
    engine.input('country', 'change', 'other');
    expect(engine.state.values.get('province')).toMatchObject({ shown: false, errors: [] });
  });

  it('blocks the form’s own blocked domains', async () => {
    const { env } = environment({ '/embed/v3/form/': dependentDefinition() });
    const engine = createFormEngine(options, env);
    await engine.load();
    engine.input('email', 'change', 'an@blocked.vn');
    expect(engine.state.values.get('email')?.errors[0]?.key).toBe('manuallyBlockedEmailDomain');
  });
});

describe('submitting', () => {
  const ready = async (answers: Record<string, { status: number; text: string }>) => {
    const world = environment({ '/embed/v3/form/': dependentDefinition(), ...answers });
    const engine = createFormEngine(options, world.env);
    await engine.load();
    return { engine, ...world };
  };
  const fill = (engine: ReturnType<typeof createFormEngine>, values: Record<string, FieldValue>) => {
    for (const [id, value] of Object.entries(values)) engine.input(id, 'change', value);
  };

  it('refuses an attempt with errors, shows them all, and sends nothing', async () => {
    const { engine, sent } = await ready({});
    const failed = vi.fn();
    engine.on('onFormFailedValidation', failed);
    await expect(engine.submit()).resolves.toBe('invalid');
    expect(sent).toEqual([]);
    expect(engine.state.values.get('email')).toMatchObject({ isErrorVisible: true, errors: [{ key: 'required' }] });
    expect(engine.state.values.get('country')?.isErrorVisible).toBe(true);
    expect(engine.state.submission.attempted).toBe(true);
  });

  it('sends the shown fields and hs_context as multipart, then shows the thank-you', async () => {
    const { engine, sent } = await ready({ '/submissions/v3/public/submit/formsnext/multipart/': { status: 200, text: '{"inlineMessage":"<p>Cảm ơn!</p>"}' } });
    const submitted = vi.fn();
    engine.on('onFormSubmitted', submitted);
    fill(engine, { email: 'an@example.vn', country: 'other' });
    await expect(engine.submit()).resolves.toBe('submitted');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe(`https://forms.test/submissions/v3/public/submit/formsnext/multipart/${PORTAL}/${GUID}`);
    const parts = Object.fromEntries(sent[0]!.parts);
    expect(parts['email']).toBe('an@example.vn');
    expect(parts['country']).toBe('other');
    expect(parts).not.toHaveProperty('province'); // hidden dependent: not sent
    const context = JSON.parse(String(parts['hs_context'])) as Record<string, unknown>;
    expect(context).toMatchObject({ pageUrl: 'https://shop.example.vn/lien-he/?utm_source=zalo', pageTitle: 'Liên hệ', hutk: 'abc123' });
    expect(engine.state.submission).toMatchObject({ submitted: true, requested: false, error: false });
    expect(submitted).toHaveBeenCalledOnce();
  });

  it('sends once on a double click', async () => {
    const { engine, sent } = await ready({ '/submissions/v3/': submitted });
    fill(engine, { email: 'an@example.vn', country: 'other' });
    const outcomes = await Promise.all([engine.submit(), engine.submit()]);
    expect(sent).toHaveLength(1);
    expect(outcomes.sort()).toEqual(['duplicate', 'submitted']);
  });

  it('keeps everything typed on a 429, with the rate-limit message', async () => {
    const { engine } = await ready({ '/submissions/v3/': { status: 429, text: '{"status":"error"}' } });
    fill(engine, { email: 'an@example.vn', country: 'vn', province: 'Hồ Chí Minh' });
    await expect(engine.submit()).resolves.toBe('failed');
    expect(engine.state.submission).toMatchObject({ error: true, submitted: false, requested: false });
    expect(engine.state.submission.notice).toEqual({ key: 'TOO_MANY_REQUESTS' });
    expect(engine.state.messages.t('TOO_MANY_REQUESTS')).toBe('There was a problem submitting your form. Please wait a few seconds and try again.');
    expect(engine.state.values.get('province')?.value).toBe('Hồ Chí Minh');
    expect(engine.state.values.get('email')?.value).toBe('an@example.vn');
  });

  it.each([
    ['a page that is not JSON', '<!doctype html><title>Đăng nhập Wi-Fi</title>'],
    ['JSON that is not the success answer', '{"status":"ok"}'],
  ])('does not thank the visitor for a 200 with %s: an error to retry, every value still in the form', async (_, text) => {
    const answers: Record<string, { status: number; text: string }> = { '/embed/v3/form/': dependentDefinition(), '/submissions/v3/': { status: 200, text } };
    const { env, sent } = environment(answers);
    const engine = createFormEngine(options, env);
    await engine.load();
    const submittedCallback = vi.fn();
    engine.on('onFormSubmitted', submittedCallback);
    fill(engine, { email: 'an@example.vn', country: 'vn', province: 'Hồ Chí Minh' });
    await expect(engine.submit()).resolves.toBe('failed');
    expect(engine.state.submission).toMatchObject({ submitted: false, requested: false, error: true, notice: { key: 'SERVER_ERROR' } });
    expect(engine.state.submission.thankYou).toBeUndefined();
    expect(submittedCallback).not.toHaveBeenCalled();
    expect(engine.state.values.get('email')?.value).toBe('an@example.vn');
    expect(engine.state.values.get('province')?.value).toBe('Hồ Chí Minh');
    // The retry sends the same values, and the forms API's answer thanks the visitor.
    answers['/submissions/v3/'] = submitted;
    await expect(engine.submit()).resolves.toBe('submitted');
    expect(sent).toHaveLength(2);
    expect(Object.fromEntries(sent[1]!.parts)).toMatchObject({ email: 'an@example.vn', country: 'vn', province: 'Hồ Chí Minh' });
    expect(engine.state.submission).toMatchObject({ submitted: true, error: false, thankYou: '<p>Cảm ơn!</p>' });
    expect(submittedCallback).toHaveBeenCalledOnce();
  });

  it('puts the server’s field rejections on their fields', async () => {
    const body = { status: 'error', formSubmissionError: 'SUBMISSION_FAILURE', validationResults: [{ fieldName: 'email', formSubmissionValidationType: 'INVALID_EMAIL', localizedVisitorErrorMessage: 'Địa chỉ không hợp lệ' }] };
    const { engine } = await ready({ '/submissions/v3/': { status: 400, text: JSON.stringify(body) } });
    fill(engine, { email: 'an@example.vn', country: 'other' });
    await engine.submit();
    expect(engine.state.values.get('email')?.errors).toContainEqual({ key: 'invalidEmail', message: 'Địa chỉ không hợp lệ' });
    expect(engine.state.values.get('email')?.isErrorVisible).toBe(true);
  });

  it('refuses to submit when both inlineMessage and redirectUrl are configured', async () => {
    const world = environment({ '/embed/v3/form/': dependentDefinition(), '/submissions/v3/': submitted });
    const engine = createFormEngine({ ...options, inlineMessage: 'Cảm ơn', redirectUrl: 'https://example.vn/' }, world.env);
    await engine.load();
    fill(engine, { email: 'an@example.vn', country: 'other' });
    await expect(engine.submit()).resolves.toBe('misconfigured');
    expect(world.sent).toEqual([]);
  });
});

describe('what an attempt leaves behind', () => {
  const world = async (answers: Record<string, { status: number; text: string }> = {}, extra: Record<string, unknown> = {}, envExtra: Partial<FormEnvironment> = {}) => {
    const w = environment({ '/embed/v3/form/': dependentDefinition(), ...answers }, envExtra);
    const engine = createFormEngine({ ...options, ...extra }, w.env);
    await engine.load();
    return { engine, ...w };
  };

  it('keeps the server’s error on a field while the visitor edits others, and drops it when that field changes', async () => {
    const body = { formSubmissionError: 'SUBMISSION_FAILURE', validationResults: [{ fieldName: 'email', formSubmissionValidationType: 'BLOCKED_EMAIL' }] };
    const { engine } = await world({ '/submissions/v3/': { status: 400, text: JSON.stringify(body) } });
    engine.input('email', 'change', 'an@congty.vn');
    engine.input('country', 'change', 'other');
    await engine.submit();
    const blocked = { key: 'manuallyBlockedEmailDomain', vars: { domain: 'congty.vn' } };
    expect(engine.state.values.get('email')?.errors).toContainEqual(blocked);
    expect(engine.state.messages.t('manuallyBlockedEmailDomain', blocked.vars)).toContain('congty.vn');
    engine.input('country', 'focus');
    engine.input('country', 'change', 'vn');
    expect(engine.state.values.get('email')?.errors).toContainEqual(blocked);
    expect(engine.state.values.get('email')?.isErrorVisible).toBe(true);
    engine.input('email', 'change', 'an@khac.vn');
    expect(engine.state.values.get('email')?.errors).toEqual([]);
  });

  it('does not submit in preview or builder mode, and an editor click shows nothing', async () => {
    for (const mode of [{ isPreview: true }, { isBuilder: true }, { previewMode: true }]) {
      const { engine, sent } = await world({ '/submissions/v3/': submitted }, mode);
      engine.input('email', 'change', 'an@example.vn');
      engine.input('country', 'change', 'other');
      await expect(engine.submit()).resolves.toBe('editor');
      expect(sent).toEqual([]);
    }
    const { engine } = await world({}, {}, { isEditor: true });
    await expect(engine.submit()).resolves.toBe('editor');
    expect([...engine.state.values.values()].some((value) => value.isErrorVisible)).toBe(false);
  });

  it('turns a failure while preparing the form into a RENDER_FAILURE, never a rejection', async () => {
    let calls = 0;
    // A clock that breaks once the form is being prepared stands for any bug past the fetch.
    const now = () => {
      if (++calls > 1) throw new Error('broken clock');
      return 0;
    };
    const w = environment({ '/embed/v3/form/': dependentDefinition() }, { now });
    const engine = createFormEngine(options, w.env);
    const renderError = vi.fn();
    engine.on('onRenderError', renderError);
    await expect(engine.load()).resolves.toBeUndefined();
    expect(engine.state).toMatchObject({ status: 'error', error: 'RENDER_FAILURE' });
    expect(renderError).toHaveBeenCalledWith({ code: 'RENDER_FAILURE' });
  });
});

describe('pages and consent', () => {
  const paged = () => {
    const def = JSON.parse(dependentDefinition().text) as { form: { formFieldGroups: Record<string, unknown>[] } };
    def.form.formFieldGroups[0]!['pageNumber'] = 1;
    def.form.formFieldGroups[1] = { ...def.form.formFieldGroups[1], isPageBreak: true, pageNumber: 2 };
    return { status: 200, text: JSON.stringify(def) };
  };

  it('moves to the next page only when the current page has no errors, and back', async () => {
    const { env } = environment({ '/embed/v3/form/': paged() });
    const engine = createFormEngine(options, env);
    const pageChange = vi.fn();
    engine.on('onPageChange', pageChange);
    await engine.load();
    expect(engine.state.pageCount).toBe(2);
    await expect(engine.next()).resolves.toBe(false);
    expect(engine.state.currentPage).toBe(0);
    expect(engine.state.values.get('email')?.isErrorVisible).toBe(true);
    expect(engine.state.values.get('country')?.isErrorVisible).toBe(false); // not on this page
    // The page's errors stay shown while the visitor works on the page.
    engine.input('email', 'focus');
    expect(engine.state.values.get('email')?.isErrorVisible).toBe(true);
    engine.input('email', 'change', 'an@example.vn');
    await expect(engine.next()).resolves.toBe(true);
    expect(engine.state.currentPage).toBe(1);
    expect(pageChange).toHaveBeenCalledWith(0, 1);
    await engine.previous();
    expect(engine.state.currentPage).toBe(0);
  });

  it('paginates groups that carry a pageNumber without isPageBreak', async () => {
    const def = JSON.parse(dependentDefinition().text) as { form: { formFieldGroups: Record<string, unknown>[] } };
    def.form.formFieldGroups.forEach((group, index) => (group['pageNumber'] = index + 1));
    const { env } = environment({ '/embed/v3/form/': { status: 200, text: JSON.stringify(def) } });
    const engine = createFormEngine(options, env);
    await engine.load();
    expect(engine.state.pageCount).toBe(2);
    engine.input('email', 'change', 'an@example.vn');
    await expect(engine.next()).resolves.toBe(true);
    expect(engine.state.currentPage).toBe(1);
  });

  it('keeps a one-page form with legal consent on one page: the consent goes with Submit', async () => {
    const legalConsentOptions = { communicationConsentCheckboxes: [], processingConsentType: 'REQUIRED_CHECKBOX', isLegitimateInterest: false };
    const def = dependentDefinition({ metaData: [{ name: 'legalConsentOptions', value: JSON.stringify(legalConsentOptions) }] });
    const { env } = environment({ '/embed/v3/form/': def });
    const engine = createFormEngine(options, env);
    await engine.load();
    expect(engine.state.pageCount).toBe(1);
    expect(engine.state.pageGroups).toEqual(engine.state.form?.groups);
    expect(engine.state.consent.boxes.map((box) => box.id)).toEqual(['LEGAL_CONSENT.processing']);
  });

  it('lists each offending field with its step, as the page summary', async () => {
    const { env } = environment({ '/embed/v3/form/': paged() });
    const engine = createFormEngine(options, env);
    await engine.load();
    engine.input('email', 'change', 'not-an-address');
    expect(engine.summary()).toEqual([
      { key: 'fix', label: 'email', pageNumber: 1 },
      { key: 'complete', label: 'country', pageNumber: 2 },
    ]);
    expect(engine.state.messages.t('summaryFix', { label: 'email', link: 'Step 1' })).toBe("Please fix 'email' on Step 1");
  });

  it('requires the processing consent checkbox and sends the consent given', async () => {
    const legalConsentOptions = {
      communicationConsentText: 'Chúng tôi muốn gửi thông tin.',
      communicationConsentCheckboxes: [{ communicationTypeId: 42, label: 'Nhận bản tin', required: false }],
      processingConsentType: 'REQUIRED_CHECKBOX',
      processingConsentCheckboxLabel: 'Tôi đồng ý',
      processingConsentText: 'Để xử lý yêu cầu…',
      isLegitimateInterest: false,
    };
    const def = dependentDefinition({ metaData: [{ name: 'legalConsentOptions', value: JSON.stringify(legalConsentOptions) }] });
    const world = environment({ '/embed/v3/form/': def, '/submissions/v3/': submitted });
    const engine = createFormEngine(options, world.env);
    await engine.load();
    const boxes = engine.state.consent.boxes;
    expect(boxes.map((box) => box.required)).toEqual([false, true]);
    engine.input('email', 'change', 'an@example.vn');
    engine.input('country', 'change', 'other');
    await expect(engine.submit()).resolves.toBe('invalid');
    expect(engine.state.consent.errors).toEqual({ [boxes[1]!.id]: [{ key: 'required' }] });
    engine.setConsent(boxes[1]!.id, true);
    expect(engine.state.consent.errors).toEqual({});
    await expect(engine.submit()).resolves.toBe('submitted');
    const context = JSON.parse(String(Object.fromEntries(world.sent[0]!.parts)['hs_context'])) as { legalConsentOptions: unknown };
    expect(JSON.stringify(context.legalConsentOptions)).toContain('"consentToProcess":true');
  });
});

describe('captcha and cookie reset', () => {
  it('runs the invisible captcha before sending and sends its token', async () => {
    const world = environment(
      { '/embed/v3/form/': dependentDefinition({ captchaEnabled: true }), '/submissions/v3/': submitted },
      { captcha: passingCaptcha(), captchaSiteKey: 'site-key' },
    );
    const engine = createFormEngine(options, world.env);
    await engine.load();
    engine.input('email', 'change', 'an@example.vn');
    engine.input('country', 'change', 'other');
    await expect(engine.submit()).resolves.toBe('submitted');
    const parts = Object.fromEntries(world.sent[0]!.parts);
    expect(parts['g-recaptcha-response']).toBe('token-xyz');
    expect(JSON.parse(String(parts['hs_context']))).toMatchObject({ captchaStatus: 'PASSED' });
  });

  it('does not send a captcha form without a token when the page gave no captcha provider', async () => {
    const world = environment({ '/embed/v3/form/': dependentDefinition({ captchaEnabled: true }), '/submissions/v3/': submitted });
    const engine = createFormEngine(options, world.env);
    await engine.load();
    engine.input('email', 'change', 'an@example.vn');
    engine.input('country', 'change', 'other');
    await expect(engine.submit()).resolves.toBe('misconfigured');
    expect(world.sent).toEqual([]);
    expect(engine.state.submission).toMatchObject({ error: true, submitted: false, notice: { key: 'CAPTCHA_UNAVAILABLE' } });
    expect(engine.state.messages.t('CAPTCHA_UNAVAILABLE')).not.toMatch(/Missing Translation/);
  });

  it('restores defaults and forgets known data on a cookie reset, keeping URL values', async () => {
    const def = JSON.parse(definition.text) as Record<string, unknown>;
    def['properties'] = { company: 'Known Co' };
    const { env } = environment({ '/embed/v3/form/': { status: 200, text: JSON.stringify(def) } }, { urlParams: { firstname: 'An' } });
    const engine = createFormEngine(options, env);
    await engine.load();
    expect(engine.state.values.get('company')?.value).toBe('Known Co');
    engine.input('lastname', 'change', 'Nguyễn');
    engine.reset();
    expect(engine.state.values.get('company')?.value).toBe('');
    expect(engine.state.values.get('lastname')?.value).toBe('');
    expect(engine.state.values.get('firstname')?.value).toBe('An');
  });

  it('on a cookie reset, recomputes shown flags for the defaults and clears errors and infos', async () => {
    const check = { status: 200, text: JSON.stringify({ email: 'an@gmial.com', success: true, emailSuggestion: 'an@gmail.com' }) };
    const world = environment({ '/embed/v3/form/': dependentDefinition(), '/emailcheck/v1/json-ext': check });
    const engine = createFormEngine(options, world.env);
    await engine.load();
    engine.input('country', 'change', 'vn');
    engine.input('email', 'change', 'an@gmial.com');
    await world.emailChecked();
    engine.input('province', 'focus');
    engine.input('province', 'blur');
    expect(engine.state.values.get('province')).toMatchObject({ shown: true, isErrorVisible: true });
    expect(engine.state.values.get('email')?.infos).not.toEqual([]);
    engine.reset();
    expect(engine.state.values.get('province')).toMatchObject({ shown: false, errors: [], isErrorVisible: false });
    expect(engine.state.values.get('email')).toMatchObject({ value: '', infos: [], validationRequestState: 'NOT_REQUESTED' });
  });
});

describe('live e-mail check and callbacks', () => {
  it('checks an e-mail 500 ms after typing stops and shows the suggestion', async () => {
    const check = { status: 200, text: JSON.stringify({ email: 'an@gmial.com', success: true, emailSuggestion: 'an@gmail.com' }) };
    const world = environment({ '/embed/v3/form/': dependentDefinition(), '/emailcheck/v1/json-ext': check });
    const engine = createFormEngine(options, world.env);
    await engine.load();
    engine.input('email', 'change', 'an@gmial.com');
    await world.advance(0); // the check's code arrives with the first e-mail typed
    await world.advance(499);
    expect(world.posted).toEqual([]);
    await world.advance(1);
    await world.advance(0);
    expect(world.posted).toHaveLength(1);
    expect(world.posted[0]?.url).toMatch(/^https:\/\/forms\.test\/emailcheck\/v1\/json-ext\?portalId=2059467&formId=/);
    expect(world.posted[0]?.body).toBe('an@gmial.com');
    expect(engine.state.values.get('email')?.infos).toEqual([{ key: 'emailSuggestion', vars: { email: 'an@gmail.com' } }]);
    expect(engine.state.messages.t('emailSuggestion', { email: 'an@gmail.com' })).toBe('Did you mean an@gmail.com?');
  });

  it('offers the resubscribe prompt and opts the address back in', async () => {
    const check = { status: 200, text: JSON.stringify({ email: 'an@example.vn', success: true, emailShouldResubscribe: true }) };
    const world = environment({ '/embed/v3/form/': dependentDefinition(), '/emailcheck/v1/json-ext': check, '/emailcheck/v1/form-resubscribe': { status: 200, text: '{}' } });
    const engine = createFormEngine(options, world.env);
    await engine.load();
    engine.input('email', 'change', 'an@example.vn');
    await world.emailChecked();
    expect(engine.state.values.get('email')?.infos.map((info) => info.key)).toEqual(['resubscribeMessage']);
    await engine.resubscribe('email');
    expect(world.posted[1]?.url).toMatch(/\/emailcheck\/v1\/form-resubscribe\?.*resub_form_name=/);
    expect(world.posted[1]?.body).toBe('an@example.vn');
    expect(engine.state.values.get('email')?.infos).toEqual([{ key: 'emailOptIn' }]);
  });

  it('does not redirect when the context says so', async () => {
    const world = environment(
      { '/embed/v3/form/': dependentDefinition(), '/submissions/v3/': { status: 200, text: '{"redirectUrl":"https://other.example/cam-on"}' } },
      { disableRedirect: true },
    );
    const engine = createFormEngine({ ...options, redirectUrl: 'https://other.example/cam-on' }, world.env);
    await engine.load();
    engine.input('email', 'change', 'an@example.vn');
    engine.input('country', 'change', 'other');
    await expect(engine.submit()).resolves.toBe('submitted');
    await world.advance(5000);
    expect(world.env.navigator.redirect).not.toHaveBeenCalled();
  });

  it('redirects to another domain with the tracking cookies', async () => {
    const world = environment(
      { '/embed/v3/form/': dependentDefinition(), '/submissions/v3/': submitted },
      { cookies: { hutk: 'abc123', __hstc: 'hstc-1' } },
    );
    const engine = createFormEngine({ ...options, redirectUrl: 'https://other.example/cam-on' }, world.env);
    await engine.load();
    engine.input('email', 'change', 'an@example.vn');
    engine.input('country', 'change', 'other');
    await engine.submit();
    await world.advance(0);
    expect(world.env.navigator.redirect).toHaveBeenCalledWith('https://other.example/cam-on?__hstc=hstc-1');
  });

  it('calls an onFormReady registered after ready at once, and swallows a throwing callback', async () => {
    const { env } = environment({ '/embed/v3/form/': definition });
    const engine = createFormEngine({ ...options, onBeforeFormInit: () => { throw new Error('customer bug'); } }, env);
    await engine.load();
    expect(engine.state.status).toBe('ready');
    expect(env.logger.error).toHaveBeenCalled();
    const late = vi.fn();
    engine.on('onFormReady', late);
    expect(late).toHaveBeenCalledOnce();
  });

  it('never throws and never loses the last value, whatever the input events', async () => {
    const { env } = environment({ '/embed/v3/form/': dependentDefinition() });
    const engine = createFormEngine(options, env);
    await engine.load();
    const ids = ['email', 'country', 'province', 'nope'];
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.constantFrom(...ids), fc.constantFrom('focus', 'change', 'blur', 'stale', 'render'), fc.oneof(fc.string(), fc.constantFrom('vn', 'other', ''))), { maxLength: 30 }),
        async (events) => {
          const last: Record<string, string> = {};
          for (const [id, event, value] of events) {
            engine.input(id, event as never, event === 'change' ? value : undefined);
            if (event === 'change' && id !== 'nope') last[id] = value;
          }
          for (const [id, value] of Object.entries(last)) expect(engine.state.values.get(id)?.value).toBe(value);
        },
      ),
      { numRuns: 60 },
    );
  });
});
