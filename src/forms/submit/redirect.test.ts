import { afterEach, describe, expect, it, vi } from 'vitest';
import { REDIRECT_WARNING_DELAY, redirectAfterSubmit, reloadOnRestore, trackedUrl, type RedirectOptions } from './redirect';

const cookies = { __hstc: 'tc', __hssc: 'sc', __hsfp: 'fp', hutk: 'h' };
const options = (extra: Partial<RedirectOptions> = {}) => {
  const navigator = { redirect: vi.fn(), reload: vi.fn() };
  return { navigator, o: { navigator, timers: { setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms) }, pageUrl: 'https://shop.example.com/contact', cookies, ...extra } };
};

describe('trackedUrl', () => {
  it('adds the three tracking params when the target is on another domain', () => {
    const url = new URL(trackedUrl('https://thanks.other.com/done?a=1#top', 'https://shop.example.com/', cookies)!);
    expect(Object.fromEntries(url.searchParams)).toEqual({ a: '1', __hstc: 'tc', __hssc: 'sc', __hsfp: 'fp' });
    expect(url.hash).toBe('#top');
  });

  it('leaves a same-host target (absolute or relative) untouched', () => {
    expect(trackedUrl('https://shop.example.com/thanks', 'https://shop.example.com/contact', cookies)).toBe('https://shop.example.com/thanks');
    expect(trackedUrl('/thanks', 'https://shop.example.com/contact', cookies)).toBe('/thanks');
  });

  it('adds only the cookies that exist', () => {
    expect(trackedUrl('https://b.com/', 'https://a.com/', { __hstc: 'tc' })).toBe('https://b.com/?__hstc=tc');
  });

  it('refuses script URLs', () => {
    expect(trackedUrl('javascript:alert(1)', 'https://a.com/', cookies)).toBeUndefined();
  });
});

describe('redirectAfterSubmit', () => {
  afterEach(() => vi.useRealTimers());

  it('navigates the injected (parent) page at once', () => {
    const { navigator, o } = options();
    expect(redirectAfterSubmit('https://other.com/ty', o)).toBe(true);
    expect(navigator.redirect).toHaveBeenCalledWith('https://other.com/ty?__hstc=tc&__hssc=sc&__hsfp=fp');
  });

  it(`waits ${REDIRECT_WARNING_DELAY} ms when there is a visitor warning`, () => {
    vi.useFakeTimers();
    const { navigator, o } = options();
    redirectAfterSubmit('/ty', o, 'You are already subscribed');
    vi.advanceTimersByTime(REDIRECT_WARNING_DELAY - 1);
    expect(navigator.redirect).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(navigator.redirect).toHaveBeenCalledWith('/ty');
  });

  it('is skipped when the context disables redirects, or for a script URL', () => {
    const { navigator, o } = options({ disableRedirect: true });
    expect(redirectAfterSubmit('https://other.com/', o)).toBe(false);
    expect(redirectAfterSubmit('javascript:void 0', { ...o, disableRedirect: false })).toBe(false);
    expect(navigator.redirect).not.toHaveBeenCalled();
  });

  it('keeps tracking params off when the automatic linker is off', () => {
    const { navigator, o } = options();
    redirectAfterSubmit('https://other.com/ty', o, undefined, false);
    expect(navigator.redirect).toHaveBeenCalledWith('https://other.com/ty');
  });
});

describe('reloadOnRestore', () => {
  it('reloads a page restored from the back-forward cache, and only then', () => {
    const navigator = { reload: vi.fn() };
    const onPageShow = reloadOnRestore(navigator);
    onPageShow({ persisted: false });
    expect(navigator.reload).not.toHaveBeenCalled();
    onPageShow({ persisted: true });
    expect(navigator.reload).toHaveBeenCalledTimes(1);
  });
});

describe('trackedUrl with an unreadable page URL', () => {
  it('refuses a javascript: target and keeps a plain path or an absolute http(s) URL', () => {
    expect(trackedUrl('javascript:alert(1)', '', {})).toBeUndefined();
    expect(trackedUrl('//evil.example/x', '', {})).toBeUndefined();
    expect(trackedUrl('/cam-on/', '', {})).toBe('/cam-on/');
    expect(trackedUrl('https://b.example/x', 'not a url', { __hstc: '1' })).toBe('https://b.example/x');
  });
});
