import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CAPTCHA_LOAD_TIMEOUT, CAPTCHA_TEST_SITE_KEY, createCaptcha } from './captcha';
import { fakeProvider, flush } from './test-helpers';

const timers = { setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms), clearTimeout: (id: unknown) => clearTimeout(id as number) };

describe('createCaptcha', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is not applicable and resolves at once with no token when disabled', async () => {
    const { provider } = fakeProvider();
    const captcha = createCaptcha({ enabled: false, siteKey: 'k', provider, timers });
    expect([captcha.state, captcha.status]).toEqual(['disabled', 'NOT_APPLICABLE']);
    await expect(captcha.execute()).resolves.toBe('');
    expect(provider.render).not.toHaveBeenCalled();
  });

  it('goes loading → loaded → executing → success and hands out the token', async () => {
    const f = fakeProvider();
    const captcha = createCaptcha({ enabled: true, siteKey: 'site', provider: f.provider, timers });
    expect([captcha.state, captcha.status]).toEqual(['loading', 'NOT_LOADED']);
    f.loaded();
    await flush();
    expect([captcha.state, captcha.status]).toEqual(['loaded', 'LOADED']);
    expect(f.provider.render).toHaveBeenCalledWith('site', expect.anything());

    const token = captcha.execute();
    expect([captcha.state, captcha.status]).toEqual(['executing', 'INVOKED']);
    expect(f.provider.execute).toHaveBeenCalledWith(7);
    f.pass('tok');
    await expect(token).resolves.toBe('tok');
    expect([captcha.state, captcha.status, captcha.token]).toEqual(['success', 'PASSED', 'tok']);
  });

  it('waits for the script when executed while loading, then runs', async () => {
    const f = fakeProvider();
    const captcha = createCaptcha({ enabled: true, siteKey: 'site', provider: f.provider, timers });
    const token = captcha.execute();
    expect(f.provider.execute).not.toHaveBeenCalled();
    f.loaded();
    await flush();
    expect(f.provider.execute).toHaveBeenCalledTimes(1);
    f.pass('late');
    await expect(token).resolves.toBe('late');
  });

  it('shares one pending promise between calls made while executing', async () => {
    const f = fakeProvider();
    const captcha = createCaptcha({ enabled: true, siteKey: 'site', provider: f.provider, timers });
    f.loaded();
    await flush();
    const a = captcha.execute();
    const b = captcha.execute();
    expect(a).toBe(b);
  });

  it('drops the token when it expires, so the next execute challenges again', async () => {
    const f = fakeProvider();
    const captcha = createCaptcha({ enabled: true, siteKey: 'site', provider: f.provider, timers });
    f.loaded();
    await flush();
    const first = captcha.execute();
    f.pass('old');
    await first;
    f.expire();
    expect([captcha.state, captcha.token, captcha.status]).toEqual(['expired', '', 'LOADED']);
    const next = captcha.execute();
    expect(f.provider.execute).toHaveBeenCalledTimes(2);
    f.pass('new');
    await expect(next).resolves.toBe('new');
  });

  it(`times out after ${CAPTCHA_LOAD_TIMEOUT} ms of loading and releases a waiting submit without a token`, async () => {
    const f = fakeProvider();
    const captcha = createCaptcha({ enabled: true, siteKey: 'site', provider: f.provider, timers });
    const token = captcha.execute();
    vi.advanceTimersByTime(CAPTCHA_LOAD_TIMEOUT - 1);
    expect(captcha.state).toBe('loading');
    vi.advanceTimersByTime(1);
    expect([captcha.state, captcha.status]).toEqual(['load-timeout', 'LOAD_TIMEOUT']);
    await expect(token).resolves.toBe('');
    await expect(captcha.execute()).resolves.toBe('');
  });

  it('gives up at once when its script fails to load, releasing a waiting submit without a token', async () => {
    const onChange = vi.fn();
    let fail: (error: Error) => void = () => {};
    const provider = { ...fakeProvider().provider, load: () => new Promise<void>((_resolve, reject) => (fail = reject)) };
    const captcha = createCaptcha({ enabled: true, siteKey: 'site', provider, timers, onChange });
    const token = captcha.execute();
    expect(captcha.waiting).toBe(true);
    fail(new Error('blocked'));
    await flush();
    expect([captcha.state, captcha.status, captcha.waiting]).toEqual(['load-timeout', 'LOAD_TIMEOUT', false]);
    await expect(token).resolves.toBe('');
    // The timeout that follows changes nothing.
    onChange.mockClear();
    vi.advanceTimersByTime(CAPTCHA_LOAD_TIMEOUT);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('gives up, without an unhandled error, when its widget cannot be drawn', async () => {
    const f = fakeProvider();
    f.provider.render.mockImplementation(() => {
      throw new Error('no container');
    });
    const captcha = createCaptcha({ enabled: true, siteKey: 'site', provider: f.provider, timers });
    const token = captcha.execute();
    f.loaded();
    await flush();
    expect([captcha.state, captcha.status]).toEqual(['load-timeout', 'LOAD_TIMEOUT']);
    await expect(token).resolves.toBe('');
  });

  it('says when a submit starts waiting for the script, and when it stops', async () => {
    const f = fakeProvider();
    const onChange = vi.fn();
    const captcha = createCaptcha({ enabled: true, siteKey: 'site', provider: f.provider, timers, onChange });
    expect(captcha.waiting).toBe(false);
    void captcha.execute();
    // The view hears of the wait while nothing else changed (the state is still loading).
    expect([captcha.state, captcha.waiting, onChange.mock.calls.length]).toEqual(['loading', true, 1]);
    void captcha.execute();
    expect(onChange).toHaveBeenCalledTimes(1);
    f.loaded();
    await flush();
    expect([captcha.state, captcha.waiting]).toEqual(['executing', true]);
    f.pass('tok');
    expect(captcha.waiting).toBe(false);
  });

  it('does not time out once loaded', async () => {
    const f = fakeProvider();
    const captcha = createCaptcha({ enabled: true, siteKey: 'site', provider: f.provider, timers });
    f.loaded();
    await flush();
    vi.advanceTimersByTime(CAPTCHA_LOAD_TIMEOUT * 2);
    expect(captcha.state).toBe('loaded');
  });

  it('arms itself when the script arrives after the time-out', async () => {
    const f = fakeProvider();
    const captcha = createCaptcha({ enabled: true, siteKey: 'site', provider: f.provider, timers });
    vi.advanceTimersByTime(CAPTCHA_LOAD_TIMEOUT);
    f.loaded();
    await flush();
    expect(captcha.state).toBe('loaded');
  });

  it('resets the widget and forgets the token', async () => {
    const f = fakeProvider();
    const captcha = createCaptcha({ enabled: true, siteKey: 'site', provider: f.provider, timers });
    f.loaded();
    await flush();
    const t = captcha.execute();
    f.pass('used');
    await t;
    captcha.reset();
    expect(f.provider.reset).toHaveBeenCalledWith(7);
    expect([captcha.state, captcha.token]).toEqual(['reset', '']);
  });

  it('uses the public test key in automation-driven browsers', async () => {
    const f = fakeProvider();
    createCaptcha({ enabled: true, siteKey: 'real', isAutomation: true, provider: f.provider, timers });
    f.loaded();
    await flush();
    expect(f.provider.render).toHaveBeenCalledWith(CAPTCHA_TEST_SITE_KEY, expect.anything());
    expect(CAPTCHA_TEST_SITE_KEY).toBe('6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI');
  });
});
