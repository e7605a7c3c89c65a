import { describe, expect, it, vi } from 'vitest';
import { abortError, RequestError, timeoutError } from '../../http/errors';
import { MAX_ERROR_REPORTS, browserBeacon, createReporting, isReportable } from './reporting';

const base = { host: 'https://forms.example.com', app: 'forms-embed', version: '1.2450', region: 'na1', formId: 'f', portalId: '1', page: { url: 'https://a.com/', userAgent: 'UA' } };

describe('createReporting: counters', () => {
  it('sends one counters.gif beacon per event with key app-version-event and the batched count', () => {
    const beacon = vi.fn();
    const counters = createReporting({ ...base, beacon });
    counters.count('submit');
    counters.count('submit');
    counters.count('view', 3);
    expect(beacon).not.toHaveBeenCalled();
    counters.flush();
    expect(beacon.mock.calls).toEqual([
      ['https://forms.example.com/embed/v3/counters.gif?key=forms-embed-1.2450-submit&count=2'],
      ['https://forms.example.com/embed/v3/counters.gif?key=forms-embed-1.2450-view&count=3'],
    ]);
    counters.flush();
    expect(beacon).toHaveBeenCalledTimes(2);
  });
});

describe('createReporting: error reports', () => {
  const reporter = () => {
    const beacon = vi.fn();
    const { report } = createReporting({ ...base, beacon, projectVersion: 'p9', seen: new Set() });
    return { beacon, report };
  };

  it('posts the report JSON to /{app}/raw/error.gif', () => {
    const { beacon, report } = reporter();
    expect(report(new TypeError('x is undefined'), 'render', { step: 2 })).toBe(true);
    const [url, body] = beacon.mock.calls[0]!;
    expect(url).toBe('https://forms.example.com/forms-embed/raw/error.gif');
    expect(JSON.parse(body)).toEqual({
      level: 'error',
      exception: { type: 'TypeError', value: 'x is undefined' },
      tags: { region: 'na1', renderVersion: '1.2450', projectVersion: 'p9', key: 'render' },
      extra: { key: 'render', data: { step: 2 }, formId: 'f', portalId: '1' },
      url: 'https://a.com/',
      userAgent: 'UA',
    });
  });

  it('reports each message once and at most 50 distinct messages per page', () => {
    const { beacon, report } = reporter();
    report(new Error('same'));
    report(new Error('same'));
    expect(beacon).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 100; i++) report(new Error(`bug ${i}`));
    expect(beacon).toHaveBeenCalledTimes(MAX_ERROR_REPORTS);
    expect(MAX_ERROR_REPORTS).toBe(50);
  });

  it('shares the 50 distinct messages of a page between the reporters of its forms, by default', () => {
    const beacon = vi.fn();
    const options = { ...base, beacon };
    const message = `page-wide ${Math.random()}`;
    expect(createReporting(options).report(new Error(message))).toBe(true);
    expect(createReporting({ ...options, formId: 'g' }).report(new Error(message))).toBe(false);
    expect(beacon).toHaveBeenCalledTimes(1);
  });

  it('never throws on odd values', () => {
    const { report } = reporter();
    expect(() => [null, undefined, 3, 'text', Object.create(null), { message: Object.create(null) }].forEach((e) => report(e))).not.toThrow();
  });
});

describe('isReportable', () => {
  it.each([
    ['a network failure', new RequestError('network', 'Network request failed', { cause: new TypeError('Failed to fetch') })],
    ["the browser's fetch failure", new TypeError('Failed to fetch')],
    ["Safari's fetch failure", new TypeError('Load failed')],
    ['an abort', abortError()],
    ['a DOMException abort', Object.assign(new Error('The user aborted a request.'), { name: 'AbortError' })],
    ['a time-out', timeoutError(5000)],
    ['a JSON parse error', new RequestError('parse', 'Response is not valid JSON', { body: '<html>' })],
    ["JSON.parse's SyntaxError", (() => { try { JSON.parse('<'); } catch (e) { return e; } })()],
    ['a 429', new RequestError('http', 'HTTP 429', { status: 429, body: '' })],
    ['a rate-limit message', new Error('RATE_LIMIT_EXCEEDED')],
  ])('excludes %s', (_, error) => {
    expect(isReportable(error)).toBe(false);
  });

  it('keeps real bugs and server errors', () => {
    expect(isReportable(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(true);
    expect(isReportable(new RequestError('http', 'HTTP 500', { status: 500, body: '' }))).toBe(true);
  });
});

describe('browserBeacon', () => {
  it('numbers each image, so the same counter from two forms is two requests, and sends bodies with sendBeacon', () => {
    const sources: string[] = [];
    vi.stubGlobal('Image', class { set src(url: string) { sources.push(url); } });
    const sendBeacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { sendBeacon });
    try {
      browserBeacon('https://f.example/embed/v3/counters.gif?key=k&count=1');
      browserBeacon('https://f.example/embed/v3/counters.gif?key=k&count=1');
      browserBeacon('https://f.example/forms-embed/raw/error.gif', '{}');
    } finally {
      vi.unstubAllGlobals();
    }
    expect(sources).toHaveLength(2);
    expect(new Set(sources).size).toBe(2);
    expect(sources.every((url) => url.startsWith('https://f.example/embed/v3/counters.gif?key=k&count=1&n='))).toBe(true);
    expect(sendBeacon).toHaveBeenCalledWith('https://f.example/forms-embed/raw/error.gif', '{}');
  });
});
