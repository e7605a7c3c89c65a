import { afterEach, describe, expect, it, vi } from 'vitest';
import { isSearchable, normalizeQuery, requestSuggestions, searchUrl, SEARCH_TIMEOUT } from './request';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the query', () => {
  it('is the input trimmed, its whitespace made single spaces, at most 200 characters', () => {
    expect(normalizeQuery('  thùng \t  carton\n')).toBe('thùng carton');
    expect([...normalizeQuery('đ'.repeat(500))]).toHaveLength(200);
    expect(normalizeQuery(`${'a'.repeat(199)} b`)).toBe('a'.repeat(199));
  });

  it('is searched from 3 characters, counted as characters, not UTF-16 units', () => {
    expect(isSearchable('th')).toBe(false);
    expect(isSearchable('thù')).toBe(true);
    expect(isSearchable('📦📦')).toBe(false);
    expect(isSearchable(normalizeQuery('  ab  '))).toBe(false);
  });
});

describe('the request URL', () => {
  it("carries Flatsome's action and the query, encoded as forms are", () => {
    expect(searchUrl('/wp-admin/admin-ajax.php', 'thùng carton', '')).toBe('/wp-admin/admin-ajax.php?action=flatsome_ajax_search_products&query=th%C3%B9ng+carton');
  });

  it('adds product_cat only when a category is chosen', () => {
    const url = new URL(searchUrl('/wp-admin/admin-ajax.php', 'băng keo', 'bang-keo'), 'https://shop.example');
    expect([...url.searchParams]).toEqual([
      ['action', 'flatsome_ajax_search_products'],
      ['query', 'băng keo'],
      ['product_cat', 'bang-keo'],
    ]);
  });

  it('keeps a query the ajax URL already has, and sends characters that mean something in URLs as text', () => {
    const url = new URL(searchUrl('https://shop.example/wp-admin/admin-ajax.php?lang=en', 'a&b=c #d', 'x&y'));
    expect(url.searchParams.get('lang')).toBe('en');
    expect(url.searchParams.get('query')).toBe('a&b=c #d');
    expect(url.searchParams.get('product_cat')).toBe('x&y');
    expect(url.hash).toBe('');
  });
});

/** The page's fetch, recording its calls and answering as told, or waiting until its signal aborts. */
function fakeFetch(answer?: { status?: number; text: string }) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const fetch = (url: string, init: RequestInit): Promise<Response> => {
    calls.push({ url, init });
    if (answer) return Promise.resolve(new Response(answer.text, { status: answer.status ?? 200 }));
    // As fetch does: an aborted signal rejects at once, a later abort when it comes.
    return new Promise((_, reject) => {
      const fail = () => reject(new DOMException('aborted', 'AbortError'));
      if (init.signal?.aborted) fail();
      init.signal?.addEventListener('abort', fail);
    });
  };
  vi.stubGlobal('fetch', fetch);
  return { calls };
}

const ANSWER = JSON.stringify({ suggestions: [{ type: 'Product', id: 11, value: 'Thùng carton', url: '/product/thung-carton/', img: false, price: '' }] });

describe('requesting suggestions', () => {
  it('GETs the URL as jQuery would, with the shop’s cookies, and reads the answer', async () => {
    const { calls } = fakeFetch({ text: ANSWER });
    const results = await requestSuggestions('/wp-admin/admin-ajax.php?action=flatsome_ajax_search_products&query=thung');
    expect(results.products.map((p) => p.value)).toEqual(['Thùng carton']);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('/wp-admin/admin-ajax.php?action=flatsome_ajax_search_products&query=thung');
    expect(calls[0]!.init.method ?? 'GET').toBe('GET');
    expect(calls[0]!.init.credentials).toBe('same-origin');
    expect(calls[0]!.init.headers).toMatchObject({ 'X-Requested-With': 'XMLHttpRequest' });
  });

  it('stops when its signal aborts, even before it is sent', async () => {
    const { calls } = fakeFetch();
    const controller = new AbortController();
    const pending = requestSuggestions('/s', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'RequestError', kind: 'abort' });
    expect(calls[0]!.init.signal?.aborted).toBe(true);
    await expect(requestSuggestions('/s', { signal: controller.signal })).rejects.toMatchObject({ kind: 'abort' });
    expect(calls).toHaveLength(1);
  });

  it(`gives up after ${SEARCH_TIMEOUT} ms without an answer`, async () => {
    vi.useFakeTimers();
    const { calls } = fakeFetch();
    const pending = requestSuggestions('/s');
    const settled = vi.fn();
    pending.catch(settled);
    await vi.advanceTimersByTimeAsync(SEARCH_TIMEOUT - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).rejects.toMatchObject({ kind: 'timeout', timeout: SEARCH_TIMEOUT });
    expect(calls[0]!.init.signal?.aborted).toBe(true);
  });

  it('fails on an error status, on an answer that is not JSON, and on one of the wrong shape', async () => {
    const failure = (answer: { status?: number; text: string }) => {
      fakeFetch(answer);
      return requestSuggestions('/s');
    };
    await expect(failure({ status: 500, text: '<h1>Error</h1>' })).rejects.toMatchObject({ kind: 'http', status: 500 });
    await expect(failure({ status: 400, text: '0' })).rejects.toMatchObject({ kind: 'http', status: 400 });
    await expect(failure({ text: '<!doctype html><p>Maintenance</p>' })).rejects.toMatchObject({ kind: 'parse' });
    await expect(failure({ text: '' })).rejects.toMatchObject({ kind: 'empty' });
    await expect(failure({ text: '{"suggestions":"none"}' })).rejects.toMatchObject({ kind: 'answer', body: { suggestions: 'none' } });
  });
});
