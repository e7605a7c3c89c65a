import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchText } from './fetch';

/** A `fetch` that answers when told to, and rejects as the browser's does when its signal aborts. */
function heldFetch() {
  const calls: Array<{ url: string; init: RequestInit; answer(status: number, text: string): void; fail(error: unknown): void }> = [];
  vi.stubGlobal(
    'fetch',
    (url: string, init: RequestInit) =>
      new Promise<Response>((resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
        calls.push({ url, init, answer: (status, text) => resolve(new Response(text, { status })), fail: reject });
      }),
  );
  return calls;
}

const get = { url: '/?wc-ajax=get_refreshed_fragments', method: 'GET' as const };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('fetchText', () => {
  it('resolves with any answer, its status and text, and sends the shop’s cookies by default', async () => {
    const calls = heldFetch();
    const result = fetchText({ ...get, headers: { Accept: 'application/json' } });
    calls[0]!.answer(500, 'boom');
    expect(await result).toMatchObject({ status: 500, text: 'boom' });
    expect(calls[0]!.init).toMatchObject({ method: 'GET', credentials: 'same-origin', headers: { Accept: 'application/json' }, body: null });
  });

  it('gives up after its time-out with a `timeout` RequestError, and aborts the request', async () => {
    vi.useFakeTimers();
    const calls = heldFetch();
    const result = fetchText(get, { timeout: 8000 });
    vi.advanceTimersByTime(8000);
    await expect(result).rejects.toMatchObject({ name: 'RequestError', kind: 'timeout', timeout: 8000 });
    expect(calls[0]!.init.signal!.aborted).toBe(true);
  });

  it('rejects with an `abort` RequestError when its signal aborts, before or during the request', async () => {
    const calls = heldFetch();
    await expect(fetchText(get, { signal: AbortSignal.abort() })).rejects.toMatchObject({ kind: 'abort' });
    expect(calls).toHaveLength(0);
    const controller = new AbortController();
    const result = fetchText(get, { signal: controller.signal });
    controller.abort();
    await expect(result).rejects.toMatchObject({ kind: 'abort' });
  });

  it('makes a failed transport a `network` RequestError, the browser’s error its cause', async () => {
    const calls = heldFetch();
    const result = fetchText({ url: 'https://forms.example/submit', method: 'POST', body: 'x' }, { credentials: 'omit' });
    const cause = new TypeError('Failed to fetch');
    calls[0]!.fail(cause);
    await expect(result).rejects.toMatchObject({ kind: 'network', cause });
    expect(calls[0]!.init.credentials).toBe('omit');
  });
});
