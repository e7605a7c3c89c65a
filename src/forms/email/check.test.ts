import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMAIL_CHECK_DEBOUNCE, checkInfos, createEmailChecker, type EmailCheckUpdate, type EmailTransport } from './check';

const answer = (email: string, extra = {}) => ({ email, success: true, emailShouldResubscribe: false, emailFree: false, ...extra });

function setup(post: EmailTransport = vi.fn(async (_url: string, body: string) => answer(body))) {
  const logger = { warn: vi.fn() };
  const checker = createEmailChecker({
    formsHost: 'https://forms.example',
    portalId: '123',
    formId: 'abc',
    post,
    // Looked up at call time, so that the fake timers apply.
    setTimer: (run, ms) => setTimeout(run, ms),
    clearTimer: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
    logger,
    page: () => ({ title: 'Pricing', url: 'https://shop.example/pricing' }),
  });
  const updates: EmailCheckUpdate[] = [];
  return { checker, post: post as ReturnType<typeof vi.fn>, logger, updates, listen: (update: EmailCheckUpdate) => updates.push(update) };
}

describe('createEmailChecker', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits 500 ms after the last call, then posts the trimmed address once', async () => {
    expect(EMAIL_CHECK_DEBOUNCE).toBe(500);
    const { checker, post, updates, listen } = setup();
    checker.check('a@b.com', true, listen);
    await vi.advanceTimersByTimeAsync(400);
    checker.check('  a@b.co ', true, listen);
    await vi.advanceTimersByTimeAsync(499);
    expect(post).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(post).toHaveBeenCalledTimes(1);
    expect(post.mock.calls[0]![1]).toBe('a@b.co');
    expect(updates.map((u) => u.state)).toEqual(['REQUESTED', 'SUCCEEDED']);
  });

  it('posts to json-ext with the portal, form, free-mail suggestion flag and static-app parameter', async () => {
    const { checker, post, listen } = setup();
    checker.check('a@b.co', false, listen);
    checker.cancel();
    checker.check('a@b.co', false, listen);
    await vi.advanceTimersByTimeAsync(EMAIL_CHECK_DEBOUNCE);
    const url = new URL(post.mock.calls[0]![0] as string);
    expect(url.origin + url.pathname).toBe('https://forms.example/emailcheck/v1/json-ext');
    expect(Object.fromEntries(url.searchParams)).toEqual({ portalId: '123', formId: 'abc', includeFreemailSuggestions: 'true', hs_static_app: 'forms-embed' });
    checker.check('c@d.co', true, listen);
    await vi.advanceTimersByTimeAsync(EMAIL_CHECK_DEBOUNCE);
    expect(new URL(post.mock.calls[1]![0] as string).searchParams.get('includeFreemailSuggestions')).toBe('false');
  });

  it('answers a cached address at once without posting again, case-insensitively', async () => {
    const { checker, post, updates, listen } = setup();
    checker.check('a@b.co', true, listen);
    await vi.advanceTimersByTimeAsync(EMAIL_CHECK_DEBOUNCE);
    checker.check('A@B.co', true, listen);
    expect(post).toHaveBeenCalledTimes(1);
    expect(updates.at(-1)).toMatchObject({ state: 'SUCCEEDED', result: { email: 'a@b.co' } });
    expect(checker.result(' a@b.co ')).toMatchObject({ success: true });
    expect(checker.result('x@b.co')).toBeUndefined();
  });

  it('keeps the answer’s emailFree, which the free-mail rule reads (no list in the browser)', async () => {
    const post = vi.fn(async (_url: string, body: string) => answer(body, { emailFree: true }));
    const { checker, updates, listen } = setup(post);
    checker.check('an@gmail.com', true, listen);
    await vi.advanceTimersByTimeAsync(EMAIL_CHECK_DEBOUNCE);
    expect(updates.at(-1)).toMatchObject({ state: 'SUCCEEDED', result: { emailFree: true }, infos: [] });
    expect(checker.result(' An@Gmail.com ')?.emailFree).toBe(true);
  });

  it('turns a suggestion and a resubscribe flag into infos', async () => {
    const post = vi.fn(async (_url: string, body: string) => answer(body, { emailSuggestion: 'a@gmail.com', emailShouldResubscribe: true }));
    const { checker, updates, listen } = setup(post);
    checker.check('a@gmial.com', false, listen);
    await vi.advanceTimersByTimeAsync(EMAIL_CHECK_DEBOUNCE);
    expect(updates.at(-1)?.infos).toEqual([{ key: 'emailSuggestion', vars: { email: 'a@gmail.com' } }, { key: 'resubscribeMessage' }]);
  });

  it('marks a failed check FAILED, without a result or error, and does not cache it', async () => {
    const post = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ nonsense: true });
    const { checker, updates, listen } = setup(post);
    checker.check('a@b.co', true, listen);
    await vi.advanceTimersByTimeAsync(EMAIL_CHECK_DEBOUNCE);
    expect(updates).toEqual([{ state: 'REQUESTED', infos: [] }, { state: 'FAILED', infos: [] }]);
    checker.check('a@b.co', true, listen);
    await vi.advanceTimersByTimeAsync(EMAIL_CHECK_DEBOUNCE);
    expect(post).toHaveBeenCalledTimes(2);
    expect(updates.at(-1)).toEqual({ state: 'FAILED', infos: [] });
    expect(checker.result('a@b.co')).toBeUndefined();
  });

  it('drops the answer of a check a newer one superseded, but caches it', async () => {
    let resolveFirst: (value: unknown) => void = () => {};
    const post = vi.fn((_url: string, body: string) => (body === 'old@b.co' ? new Promise((r) => (resolveFirst = r)) : Promise.resolve(answer(body))));
    const { checker, updates, listen } = setup(post);
    checker.check('old@b.co', true, listen);
    await vi.advanceTimersByTimeAsync(EMAIL_CHECK_DEBOUNCE);
    checker.check('new@b.co', true, listen);
    resolveFirst(answer('old@b.co'));
    await vi.advanceTimersByTimeAsync(EMAIL_CHECK_DEBOUNCE);
    expect(updates.filter((u) => u.state === 'SUCCEEDED').map((u) => u.result?.email)).toEqual(['new@b.co']);
    expect(checker.result('old@b.co')).toBeDefined();
  });

  it('does not send an address the format rule rejects, and drops the pending one', async () => {
    const { checker, post, updates, listen } = setup();
    checker.check('a@b.co', true, listen);
    checker.check('a@b', true, listen);
    await vi.advanceTimersByTimeAsync(EMAIL_CHECK_DEBOUNCE * 2);
    expect(post).not.toHaveBeenCalled();
    expect(updates).toEqual([{ state: 'NOT_REQUESTED', infos: [] }]);
  });

  it('cancel drops a pending check', async () => {
    const { checker, post, updates, listen } = setup();
    checker.check('a@b.co', true, listen);
    checker.cancel();
    await vi.advanceTimersByTimeAsync(EMAIL_CHECK_DEBOUNCE * 2);
    expect(post).not.toHaveBeenCalled();
    expect(updates).toEqual([]);
  });

  it('uses an injected timer', () => {
    const setTimer = vi.fn();
    const checker = createEmailChecker({ formsHost: '', portalId: '1', formId: 'f', post: vi.fn(), setTimer, clearTimer: vi.fn(), logger: console });
    checker.check('a@b.co', true, () => {});
    expect(setTimer).toHaveBeenCalledWith(expect.any(Function), EMAIL_CHECK_DEBOUNCE);
  });
});

describe('resubscribe', () => {
  it('posts the address with the page title and URL and gives the emailOptIn info', async () => {
    const { checker, post } = setup(vi.fn(async () => ({})));
    expect(await checker.resubscribe(' a@b.co ')).toEqual([{ key: 'emailOptIn' }]);
    const [target, body] = post.mock.calls[0] as [string, string];
    const url = new URL(target);
    expect(url.pathname).toBe('/emailcheck/v1/form-resubscribe');
    expect(body).toBe('a@b.co');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      portalId: '123',
      formId: 'abc',
      resub_form_name: 'Pricing',
      resub_form_address: 'https://shop.example/pricing',
    });
  });

  it('only logs a failure', async () => {
    const { checker, logger } = setup(vi.fn().mockRejectedValue(new Error('500')));
    expect(await checker.resubscribe('a@b.co')).toEqual([]);
    expect(logger.warn).toHaveBeenCalledTimes(1);
  });
});

describe('checkInfos', () => {
  it('gives no infos for a plain answer', () => expect(checkInfos(answer('a@b.co'))).toEqual([]));
});
