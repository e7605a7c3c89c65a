import { afterEach, describe, expect, it, vi } from 'vitest';
import { timeoutError } from '../../http/errors';
import { createCallbacks } from './callbacks';
import { CAPTCHA_LOAD_TIMEOUT, createCaptcha } from './captcha';
import { REDIRECT_WARNING_DELAY } from './redirect';
import { submit } from './submit';
import { fakeProvider, flush, submitOptions } from './test-helpers';

type Body = { get(name: string): unknown[] };
const context = (body: unknown) => JSON.parse((body as Body).get('hs_context')[0] as string);
/** A success answer of the forms API (spec §7): it names the conversion, plus what a test adds. */
const ok = (data: object = {}) => ({ status: 200, text: JSON.stringify({ conversionId: 'c0', ...data }) });
const timers = { setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms), clearTimeout: (id: unknown) => clearTimeout(id as number) };

afterEach(() => vi.useRealTimers());

describe('submit: silent blocks', () => {
  it('is blocked in the CMS editor with a log pointing to preview', async () => {
    const validate = vi.fn(() => ({}));
    const { options, calls, log } = submitOptions({ isEditor: true, validate });
    expect(await submit(options)).toBe('editor');
    expect(log.info).toHaveBeenCalledWith(expect.stringContaining('preview'));
    expect(calls).toHaveLength(0);
    expect(validate).not.toHaveBeenCalled();
    expect(options.state).toMatchObject({ attempted: false, submitted: false });
  });

  it('shows the inline message on a test page without validating or sending', async () => {
    const validate = vi.fn(() => ({ email: [{ key: 'required' as const }] }));
    const { options, calls } = submitOptions({ isTestPage: true, inlineMessage: 'Thanks!', validate });
    expect(await submit(options)).toBe('test');
    expect(validate).not.toHaveBeenCalled();
    expect(calls).toHaveLength(0);
    expect(options.state).toMatchObject({ submitted: true, thankYou: 'Thanks!' });
  });

  it('ignores a double click while the first submit is requested, without validating again', async () => {
    const validate = vi.fn(() => ({}));
    const before = vi.fn();
    const { options, calls } = submitOptions({ validate });
    options.callbacks.on('onBeforeFormSubmit', before);
    const first = submit(options);
    await flush();
    expect(options.state.requested).toBe(true);
    expect(await submit(options)).toBe('duplicate');
    expect(calls).toHaveLength(1);
    expect(validate).toHaveBeenCalledTimes(1);
    expect(before).toHaveBeenCalledTimes(1);
    calls[0]!.resolve(ok());
    expect(await first).toBe('submitted');
  });

  it('ignores a submit after a successful one', async () => {
    const { options, calls } = submitOptions();
    const first = submit(options);
    await flush();
    calls[0]!.resolve(ok());
    await first;
    expect(await submit(options)).toBe('duplicate');
    expect(calls).toHaveLength(1);
  });
});

describe('submit: before sending', () => {
  it('aborts an attempt with errors: all shown (attempted), onFormFailedValidation, error code, rollup', async () => {
    const errors = { email: [{ key: 'required' as const }], age: [{ key: 'invalidNumber' as const }] };
    const { options, calls } = submitOptions({ validate: () => errors });
    const failedValidation = vi.fn();
    const formError = vi.fn();
    options.callbacks.on('onFormFailedValidation', failedValidation);
    options.callbacks.on('onFormError', formError);
    expect(await submit(options)).toBe('invalid');
    expect(options.state).toMatchObject({ attempted: true, requested: false, fieldErrors: errors, notice: { key: 'MISSING_REQUIRED_FIELDS' } });
    expect(failedValidation).toHaveBeenCalledWith(errors);
    expect(formError).toHaveBeenCalledWith({ code: 'SUBMIT_ATTEMPT_WITH_VALIDATION_ERRORS' });
    expect(calls).toHaveLength(0);
  });

  it('submits once the errors are fixed', async () => {
    let errors = { email: [{ key: 'required' as const }] } as Record<string, Array<{ key: 'required' }>>;
    const { options, calls } = submitOptions({ validate: () => errors });
    await submit(options);
    errors = { email: [] };
    void submit(options);
    await flush();
    expect(calls).toHaveLength(1);
  });

  it('refuses to submit when both inlineMessage and redirectUrl are configured', async () => {
    const { options, calls, log } = submitOptions({ inlineMessage: 'Thanks', redirectUrl: 'https://a.com/' });
    expect(await submit(options)).toBe('misconfigured');
    expect(log.error).toHaveBeenCalled();
    expect(calls).toHaveLength(0);
    expect(options.state).toMatchObject({ error: true, formSubmissionError: 'FORM_MISCONFIGURED', notice: { key: 'FORM_MISCONFIGURED' } });
  });

  it('refuses, saying so, when the form needs a captcha and none was provided', async () => {
    const { options, calls, log } = submitOptions({ captchaRequired: true });
    const formError = vi.fn();
    options.callbacks.on('onFormError', formError);
    expect(await submit(options)).toBe('misconfigured');
    expect(calls).toHaveLength(0);
    expect(options.state).toMatchObject({ error: true, requested: false, submitted: false, formSubmissionError: 'CAPTCHA_UNAVAILABLE', notice: { key: 'CAPTCHA_UNAVAILABLE' } });
    expect(log.error).toHaveBeenCalled();
    expect(formError).toHaveBeenCalledWith({ code: 'RECAPTCHA_VALIDATION_ERROR' });
  });

  it('runs the hooks in order and merges the extra metadata into hs_context', async () => {
    const order: string[] = [];
    const { options, calls } = submitOptions();
    options.callbacks.on('onBeforeFormSubmit', (values) => void order.push(`before:${JSON.stringify(values)}`));
    options.callbacks.on('getExtraMetaDataBeforeSubmit', () => (order.push('meta'), { crmSource: 'ads' }));
    options.callbacks.on('onFormSubmit', () => void order.push('submit'));
    options.callbacks.on('onFormSubmitted', (r) => void order.push(`submitted:${(r as { conversionId: string }).conversionId}`));
    const done = submit(options);
    await flush();
    order.push('sent');
    expect(context(calls[0]!.body).crmSource).toBe('ads');
    calls[0]!.resolve(ok({ conversionId: 'c1' }));
    await done;
    expect(order).toEqual([
      'before:[{"name":"email","value":"ada@example.com"},{"name":"firstname","value":"Ada"}]',
      'meta',
      'submit',
      'sent',
      'submitted:c1',
    ]);
  });

  it('sends the shown values and hs_context to the submission URL', async () => {
    const { options, calls } = submitOptions();
    void submit(options);
    await flush();
    const body = calls[0]!.body as unknown as Body;
    expect(calls[0]!.url).toBe(options.url);
    expect(body.get('email')).toEqual(['ada@example.com']);
    expect(context(body)).toMatchObject({ captchaStatus: 'NOT_APPLICABLE', pageUrl: 'https://www.example.com/invite.php?utm_source=mail' });
    expect(body.get('g-recaptcha-response')).toEqual([]);
  });
});

describe('submit: captcha', () => {
  const withCaptcha = () => {
    const f = fakeProvider();
    const captcha = createCaptcha({ enabled: true, siteKey: 'site', provider: f.provider, timers });
    return { f, captcha, ...submitOptions({ captcha }) };
  };

  it('executes the captcha when there is no token and sends on its success callback', async () => {
    const { f, options, calls } = withCaptcha();
    f.loaded();
    await flush();
    void submit(options);
    await flush();
    expect(f.provider.execute).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(0);
    expect(options.state.requested).toBe(false);
    f.pass('tok');
    await flush();
    expect(calls).toHaveLength(1);
    const body = calls[0]!.body as unknown as Body;
    expect(body.get('g-recaptcha-response')).toEqual(['tok']);
    expect(context(body).captchaStatus).toBe('PASSED');
  });

  it('sends once when the visitor clicks again while the captcha runs', async () => {
    const { f, options, calls } = withCaptcha();
    f.loaded();
    await flush();
    const a = submit(options);
    const b = submit(options);
    f.pass('tok');
    await flush();
    expect(calls).toHaveLength(1);
    calls[0]!.resolve(ok());
    expect((await Promise.all([a, b])).sort()).toEqual(['duplicate', 'submitted']);
  });

  it('re-executes after the token expired', async () => {
    const { f, captcha, options, calls } = withCaptcha();
    f.loaded();
    await flush();
    const t = captcha.execute();
    f.pass('early');
    await t;
    f.expire();
    void submit(options);
    await flush();
    expect(calls).toHaveLength(0);
    f.pass('fresh');
    await flush();
    expect((calls[0]!.body as unknown as Body).get('g-recaptcha-response')).toEqual(['fresh']);
  });

  it('sends without a token, marked LOAD_TIMEOUT, when the captcha script never loads', async () => {
    vi.useFakeTimers();
    const { options, calls } = withCaptcha();
    void submit(options);
    await flush();
    expect(calls).toHaveLength(0);
    vi.advanceTimersByTime(CAPTCHA_LOAD_TIMEOUT);
    await flush();
    const body = calls[0]!.body as unknown as Body;
    expect(body.get('g-recaptcha-response')).toEqual(['']);
    expect(context(body).captchaStatus).toBe('LOAD_TIMEOUT');
  });

  it('resets the captcha after a failure so the retry gets a fresh token', async () => {
    const { f, options, calls } = withCaptcha();
    f.loaded();
    await flush();
    const first = submit(options);
    f.pass('used');
    await flush();
    calls[0]!.resolve({ status: 400, text: JSON.stringify({ formSubmissionError: 'RECAPTCHA_VALIDATION_ERROR' }) });
    expect(await first).toBe('failed');
    expect(f.provider.reset).toHaveBeenCalledTimes(1);
    void submit(options);
    await flush();
    expect(f.provider.execute).toHaveBeenCalledTimes(2);
  });
});

describe('submit: success', () => {
  it('sets submitted, clears requested and shows the thank-you from the response', async () => {
    const { options, calls, navigator } = submitOptions();
    const onChange = vi.fn();
    options.onChange = onChange;
    const done = submit(options);
    await flush();
    expect(options.state.requested).toBe(true);
    calls[0]!.resolve(ok({ inlineMessage: '<p>Thanks!</p>' }));
    expect(await done).toBe('submitted');
    expect(options.state).toMatchObject({ submitted: true, requested: false, error: false, thankYou: '<p>Thanks!</p>' });
    expect(navigator.redirect).not.toHaveBeenCalled();
    expect(onChange).toHaveBeenCalled();
  });

  it('redirects to the response redirectUrl with the tracking params for another domain', async () => {
    const { options, calls, navigator } = submitOptions();
    const done = submit(options);
    await flush();
    calls[0]!.resolve(ok({ redirectUrl: 'https://thanks.other.com/' }));
    await done;
    expect(navigator.redirect).toHaveBeenCalledWith('https://thanks.other.com/?__hstc=tc&__hssc=sc&__hsfp=fp');
    expect(options.state.thankYou).toBe('');
  });

  it('prefers a configured inline message to a server redirect', async () => {
    const { options, calls, navigator } = submitOptions({ inlineMessage: 'Merci' });
    const done = submit(options);
    await flush();
    calls[0]!.resolve(ok({ redirectUrl: 'https://thanks.other.com/' }));
    await done;
    expect(navigator.redirect).not.toHaveBeenCalled();
    expect(options.state.thankYou).toBe('Merci');
  });

  it(`shows the visitor warning and delays the redirect by ${REDIRECT_WARNING_DELAY} ms`, async () => {
    vi.useFakeTimers();
    const { options, calls, navigator } = submitOptions({ redirectUrl: '/thanks' });
    const done = submit(options);
    await flush();
    calls[0]!.resolve(ok({ localizedVisitorWarningMessage: 'Already registered' }));
    await done;
    expect(options.state).toMatchObject({ formSubmissionWarning: 'Already registered', notice: { text: 'Already registered' } });
    vi.advanceTimersByTime(REDIRECT_WARNING_DELAY - 1);
    expect(navigator.redirect).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(navigator.redirect).toHaveBeenCalledWith('/thanks');
  });
});

describe('submit: the non-script path', () => {
  const through = async (answer: { status: number; text: string; accepted: boolean }) => {
    const { options, calls } = submitOptions({ inlineMessage: 'Đã nhận' });
    const done = submit(options);
    await flush();
    calls[0]!.resolve(answer);
    return { outcome: await done, state: options.state };
  };

  it('takes the forms host’s own verdict: accepted, though its message names no conversion', async () => {
    const { outcome, state } = await through({ status: 200, text: '{"formInstanceId":"i1"}', accepted: true });
    expect(outcome).toBe('submitted');
    expect(state.thankYou).toBe('Đã nhận');
  });

  it('fails when the forms host did not accept, even with a 200 and a conversion', async () => {
    const { outcome, state } = await through({ status: 200, text: '{"conversionId":"c"}', accepted: false });
    expect(outcome).toBe('failed');
    expect(state.submitted).toBe(false);
  });
});

describe('submit: failure', () => {
  const fail = async (answer: { status: number; text: string } | Error) => {
    const { options, calls, input, log } = submitOptions();
    const before = structuredClone(input.states);
    const formError = vi.fn();
    options.callbacks.on('onFormError', formError);
    const done = submit(options);
    await flush();
    if (answer instanceof Error) calls[0]!.reject(answer);
    else calls[0]!.resolve(answer);
    expect(await done).toBe('failed');
    return { state: options.state, before, input, formError, options, calls, log };
  };

  it('sets error, stores the response, clears requested and keeps every value typed', async () => {
    const { state, before, input } = await fail({ status: 400, text: JSON.stringify({ formSubmissionError: 'FORM_NOT_PUBLISHED', localizedVisitorErrorMessage: 'Closed' }) });
    expect(state).toMatchObject({ error: true, requested: false, submitted: false, formSubmissionError: 'FORM_NOT_PUBLISHED', notice: { text: 'Closed' } });
    expect(state.response?.status).toBe(400);
    expect(input.states).toEqual(before);
  });

  it('lets the visitor try again after a failure', async () => {
    const { options, calls } = await fail({ status: 500, text: '' });
    void submit(options);
    await flush();
    expect(calls).toHaveLength(2);
    expect(options.state.error).toBe(false);
  });

  it('drops the stale server error from the rollup on the next attempt', async () => {
    const { options } = await fail({ status: 400, text: JSON.stringify({ formSubmissionError: 'X', localizedVisitorErrorMessage: 'Old' }) });
    options.validate = () => ({ age: [{ key: 'invalidNumber' }] });
    expect(await submit(options)).toBe('invalid');
    expect(options.state).toMatchObject({ error: false, notice: undefined });
  });

  it('says TOO_MANY_REQUESTS on HTTP 429 and reports RATE_LIMIT_EXCEEDED', async () => {
    const { state, formError } = await fail({ status: 429, text: '' });
    expect(state.notice).toEqual({ key: 'TOO_MANY_REQUESTS' });
    expect(formError).toHaveBeenCalledWith({ code: 'RATE_LIMIT_EXCEEDED' });
  });

  it('says SERVER_ERROR on a 500', async () => {
    const { state, formError } = await fail({ status: 500, text: '<html>oops</html>' });
    expect(state.notice).toEqual({ key: 'SERVER_ERROR' });
    expect(formError).toHaveBeenCalledWith({ code: 'SUBMISSION_FAILURE' });
  });

  it('does not thank the visitor for a 200 that is not the forms API’s answer, and keeps every value for a retry', async () => {
    const { state, before, input, formError, options, calls, log } = await fail({ status: 200, text: '<html><body>Proxy: đăng nhập</body></html>' });
    expect(state).toMatchObject({ error: true, submitted: false, requested: false, formSubmissionError: 'SERVER_ERROR', notice: { key: 'SERVER_ERROR' } });
    expect(state.thankYou).toBeUndefined();
    expect(formError).toHaveBeenCalledWith({ code: 'SUBMISSION_FAILURE' });
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining('HTTP 200'));
    expect(input.states).toEqual(before);
    // The visitor tries again; this time the forms API answers.
    const again = submit(options);
    await flush();
    expect(calls).toHaveLength(2);
    calls[1]!.resolve(ok({ inlineMessage: 'Cảm ơn!' }));
    expect(await again).toBe('submitted');
    expect(options.state).toMatchObject({ submitted: true, error: false, thankYou: 'Cảm ơn!' });
  });

  it('fails softly on a network error', async () => {
    const { state, before, input } = await fail(new TypeError('Failed to fetch'));
    expect(state).toMatchObject({ error: true, requested: false, formSubmissionError: 'SERVER_ERROR', notice: { key: 'SERVER_ERROR' } });
    expect(state.response?.status).toBe(0);
    expect(input.states).toEqual(before);
  });

  it('fails softly on a time-out', async () => {
    const { state } = await fail(timeoutError(30000));
    expect(state).toMatchObject({ error: true, requested: false, notice: { key: 'SERVER_ERROR' } });
  });

  it("maps the server's validation results to field errors and rolls them up", async () => {
    const { state } = await fail({
      status: 400,
      text: JSON.stringify({ formSubmissionError: 'SERVER_ERROR', validationResults: [{ fieldName: 'email', formSubmissionValidationType: 'BLOCKED_EMAIL', localizedVisitorErrorMessage: 'Use a work address' }] }),
    });
    expect(state.fieldErrors).toEqual({ email: [{ key: 'serverError', message: 'Use a work address' }] });
  });

  it('uses the callbacks registry it is given (embed option callbacks included)', async () => {
    const onFormError = vi.fn();
    const { options, calls } = submitOptions();
    options.callbacks = createCallbacks(options.logger, { onFormError });
    const done = submit(options);
    await flush();
    calls[0]!.resolve({ status: 503, text: '' });
    await done;
    expect(onFormError).toHaveBeenCalledWith({ code: 'SUBMISSION_FAILURE' });
  });
});
