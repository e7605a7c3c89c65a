import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RequestError } from '../http/errors';
import { QUICK_VIEW_DRAG_THRESHOLD, QUICK_VIEW_REMOVAL_DELAY, QUICK_VIEW_TIMEOUT, productIdOf, requestQuickView } from './quick-view';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The page's fetch, answering as told, recording what it was asked, and stopping when aborted. */
function fakeFetch(answer?: () => Response | Promise<Response>) {
  const calls: Array<[string, RequestInit]> = [];
  const send = ((url: string, init: RequestInit) => {
    calls.push([url, init]);
    return new Promise<Response>((resolve, reject) => {
      init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      if (answer) Promise.resolve(answer()).then(resolve, reject);
    });
  }) as unknown as typeof fetch;
  vi.stubGlobal('fetch', send);
  return { calls };
}

describe('the quick view’s constants', () => {
  it('are the theme’s: a 15 px drag threshold in the popup, removal 300 ms after closing, and a 10 s time-out', () => {
    expect(QUICK_VIEW_DRAG_THRESHOLD).toBe(15);
    expect(QUICK_VIEW_REMOVAL_DELAY).toBe(300);
    expect(QUICK_VIEW_TIMEOUT).toBe(10_000);
  });
});

describe('productIdOf', () => {
  it('reads a data-prod of digits, and nothing else', () => {
    expect(productIdOf('42')).toBe(42);
    expect(productIdOf(' 7 ')).toBe(7);
    for (const value of [null, undefined, '', '0', '-3', '4.5', '42abc', '1e3', '0x10', '9999999999999999']) expect(productIdOf(value), String(value)).toBeUndefined();
  });
});

describe('requestQuickView', () => {
  it('posts action=flatsome_quickview and the product, form-encoded, with jQuery’s headers, and resolves with the HTML', async () => {
    const { calls } = fakeFetch(() => new Response('<div class="product-quick-view-container"></div>', { status: 200 }));
    await expect(requestQuickView({ url: '/wp-admin/admin-ajax.php', product: 42 })).resolves.toBe('<div class="product-quick-view-container"></div>');
    expect(calls).toHaveLength(1);
    const [url, init] = calls[0]!;
    expect(url).toBe('/wp-admin/admin-ajax.php');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('action=flatsome_quickview&product=42');
    expect(init.headers).toEqual({
      Accept: 'text/html, */*; q=0.01',
      'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8',
      'X-Requested-With': 'XMLHttpRequest',
    });
    expect(init.credentials).toBe('same-origin');
  });

  it.each([
    ['a non-2xx status', () => new Response('0', { status: 400 }), 'http'],
    ['a 500', () => new Response('<p>Fatal error</p>', { status: 500 }), 'http'],
    ['an empty answer', () => new Response(' \n', { status: 200 }), 'empty'],
    ['no connection', () => Promise.reject(new TypeError('Failed to fetch')), 'network'],
  ] as const)('rejects %s with a RequestError of its kind', async (_, answer, kind) => {
    fakeFetch(answer);
    const error = await requestQuickView({ url: '/a', product: 1 }).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'RequestError', kind });
  });

  it(`gives up after ${QUICK_VIEW_TIMEOUT} ms, aborting the request`, async () => {
    vi.useFakeTimers();
    const { calls } = fakeFetch();
    const result = requestQuickView({ url: '/a', product: 1 }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(QUICK_VIEW_TIMEOUT - 1);
    expect(calls[0]![1].signal!.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls[0]![1].signal!.aborted).toBe(true);
    expect(await result).toMatchObject({ kind: 'timeout', timeout: QUICK_VIEW_TIMEOUT });
  });

  it('stops when its signal aborts (the popup closed), with an `abort` RequestError, and sends nothing once aborted', async () => {
    const { calls } = fakeFetch();
    const controller = new AbortController();
    const result = requestQuickView({ url: '/a', product: 1, signal: controller.signal }).catch((e: unknown) => e);
    controller.abort(new Error('closed'));
    expect(((await result) as RequestError).kind).toBe('abort');
    expect(calls[0]![1].signal!.aborted).toBe(true);
    await expect(requestQuickView({ url: '/a', product: 1, signal: AbortSignal.abort() })).rejects.toMatchObject({ kind: 'abort' });
    expect(calls).toHaveLength(1);
  });
});
