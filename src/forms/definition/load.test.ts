import { describe, expect, it } from 'vitest';
import sitepen1 from '../../../tests/fixtures/hubspot/sitepen-1.json';
import { isEmbedError } from './errors';
import type { EmbedError } from './errors';
import { DEFINITION_EVENTS, classifyDefinitionError, loadDefinition, reportRenderError } from './load';
import type { TransportRequest, TransportResponse } from './load';

const input = { portalId: '2059467', formId: '2e1a1b5b-27bb-447d-aac4-0b87c1e88fec', version: '1.0' };
const API = 'https://forms.hsforms.com/embed/v3/form/';
const STATIC = 'https://js.hsforms.net/forms/static/';

type Answer = Partial<TransportResponse> | Error;

/** A transport answering by URL prefix, and a log of what was requested and tracked. */
function setup(answers: Record<string, Answer>, extra: Partial<Parameters<typeof loadDefinition>[0]> = {}) {
  const requests: TransportRequest[] = [];
  const events: [string, Record<string, unknown> | undefined][] = [];
  const transport = async (request: TransportRequest): Promise<TransportResponse> => {
    requests.push(request);
    const answer = Object.entries(answers).find(([prefix]) => request.url.startsWith(prefix))?.[1];
    if (!answer || answer instanceof Error) throw answer ?? new Error('no route');
    return { status: 200, headers: {}, text: '', ...answer };
  };
  const track = (event: string, data?: Record<string, unknown>) => void events.push([event, data]);
  const beacons: [string, string | undefined][] = [];
  const beacon = (url: string, body?: string) => void beacons.push([url, body]);
  return { requests, events, beacons, load: () => loadDefinition({ ...input, transport, track, beacon, ...extra }) };
}

const ok = (body: unknown, headers: Record<string, string> = {}): Answer => ({ status: 200, text: JSON.stringify(body), headers });
const withS3Date = { ...sitepen1, form: { ...sitepen1.form, metaData: [{ name: 'definitionS3WriteDate', value: '1700000000000' }] } };

async function rejection(promise: Promise<unknown>): Promise<EmbedError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!isEmbedError(error)) throw new Error(`expected an EmbedError, got ${String(error)}`);
  return error;
}

describe('classifyDefinitionError (spec §8)', () => {
  it.each([
    [404, '', 'DEFINITION_NOT_FOUND'],
    [400, '{"message":"Invalid form GUID: abc"}', 'INVALID_FORM_GUID'],
    [400, '{"message":"You cannot embed this type of form"}', 'NON_EMBEDDABLE_FORM'],
    [400, '{"errorType":"IP_ADDRESS_IS_PROBABLY_A_BOT"}', 'IP_ADDRESS_IS_PROBABLY_A_BOT'],
    [400, '{"errorType":"SUBMISSION_PERIOD_ENDED"}', 'SUBMISSION_PERIOD_ENDED'],
    [429, '{"errorType":"RATE_LIMIT_EXCEEDED"}', 'RATE_LIMIT_EXCEEDED'],
    [403, 'Not an Embed version 2 or 3 form', 'NON_EMBEDDABLE_EDITOR2_FORM'],
    [403, 'Access denied', 'FORBIDDEN'],
  ])('classifies %i %s as %s', (status, body, code) => {
    expect(classifyDefinitionError(status, body)).toBe(code);
  });

  it.each([
    [400, 'something else'],
    [429, 'slow down'],
    [500, 'form guid'],
    [0, ''],
  ])('leaves %i %j unclassified', (status, body) => {
    expect(classifyDefinitionError(status, body)).toBeUndefined();
  });
});

describe('loadDefinition', () => {
  it('loads, normalises and tags a definition, returning the hublet header', async () => {
    const { load, requests, events } = setup({ [API]: ok(sitepen1, { 'X-HS-Hublet': 'eu1' }) });
    const result = await load();
    expect(requests).toEqual([{ url: `${API}${input.portalId}/${input.formId}/json?hs_static_app=forms-embed&hs_static_app_version=1.0`, method: 'GET' }]);
    expect(result.form.guid).toBe(input.formId);
    expect(result.form.groups).toHaveLength(6);
    expect(result).toMatchObject({ hublet: 'eu1', fallback: false, diagnostics: [] });
    expect(events).toEqual([[DEFINITION_EVENTS.success, undefined]]);
  });

  it('reads the hublet from a Headers-like object too', async () => {
    const headers = { get: (name: string) => (name === 'x-hs-hublet' ? 'na1' : null) };
    const { load } = setup({ [API]: { status: 200, text: JSON.stringify(sitepen1), headers } });
    expect((await load()).hublet).toBe('na1');
  });

  it('returns the visitor country the forms host names, upper-cased, and ignores anything that is not a country code', async () => {
    expect((await setup({ [API]: ok(sitepen1, { 'X-Visitor-Country': 'cn' }) }).load()).country).toBe('CN');
    expect((await setup({ [API]: ok(sitepen1, { 'x-visitor-country': 'China' }) }).load()).country).toBeUndefined();
    expect((await setup({ [API]: ok(sitepen1) }).load()).country).toBeUndefined();
  });

  it.each([
    ['a network error', new Error('offline')],
    ['a 500', { status: 500, text: 'oops' }],
    ['bad JSON', { status: 200, text: '<html>' }],
    ['JSON that is not an object', { status: 200, text: 'null' }],
    ['an unclassified 400', { status: 400, text: 'weird' }],
  ])('falls back to the static copy after %s, reporting a render error first', async (_, answer) => {
    const { load, requests, events } = setup({ [API]: answer, [STATIC]: ok(withS3Date) });
    const result = await load();
    expect(requests.map((r) => r.url)).toEqual([expect.stringMatching(`^${API}`), `${STATIC}${input.portalId}/${input.formId}.json.gz`]);
    expect(result.fallback).toBe(true);
    expect(result.form.groups).toHaveLength(6);
    expect(events.map(([event, data]) => [event, data?.code])).toEqual([
      [DEFINITION_EVENTS.renderError, 'DEFINITION_FAILURE'],
      [DEFINITION_EVENTS.fallbackSuccess, undefined],
    ]);
  });

  it('tags the definition success event when the served definition carries no S3 write date', async () => {
    const { load, events } = setup({ [API]: new Error('offline'), [STATIC]: ok(sitepen1) });
    await load();
    expect(events.map(([event]) => event)).toEqual([DEFINITION_EVENTS.renderError, DEFINITION_EVENTS.success]);
  });

  it('rejects with FALLBACK_DEFINITION_FAILURE when the static copy fails too, tagging both error events', async () => {
    const { load, events } = setup({ [API]: { status: 502 }, [STATIC]: { status: 404 } });
    const error = await rejection(load());
    expect(error.code).toBe('FALLBACK_DEFINITION_FAILURE');
    expect(events).toEqual([
      [DEFINITION_EVENTS.renderError, { code: 'DEFINITION_FAILURE', status: 502 }],
      [DEFINITION_EVENTS.fetchError, { code: 'FALLBACK_DEFINITION_FAILURE', status: 404 }],
      [DEFINITION_EVENTS.renderError, { code: 'FALLBACK_DEFINITION_FAILURE' }],
    ]);
  });

  it.each([
    [404, '', 'DEFINITION_NOT_FOUND'],
    [400, 'bad form guid', 'INVALID_FORM_GUID'],
    [429, 'RATE_LIMIT_EXCEEDED', 'RATE_LIMIT_EXCEEDED'],
    [403, 'nope', 'FORBIDDEN'],
  ])('rejects a classified %i without falling back', async (status, text, code) => {
    const { load, requests, events } = setup({ [API]: { status, text }, [STATIC]: ok(sitepen1) });
    const error = await rejection(load());
    expect(error).toMatchObject({ code, status });
    expect(requests).toHaveLength(1);
    expect(events).toEqual([
      [DEFINITION_EVENTS.fetchError, { code, status }],
      [DEFINITION_EVENTS.renderError, { code }],
    ]);
  });

  it('flags a form of another embed version for the older embed script, counting the refusal but reporting no render error yet', async () => {
    const refusal = '{"status":"error","message":"You cannot fetch this type of form using this endpoint. Not an Embed version 2 or 3 form","correlationId":"96c54b91"}';
    const { load, requests, events, beacons } = setup({ [API]: { status: 403, text: refusal }, [STATIC]: ok(sitepen1) });
    expect(await rejection(load())).toMatchObject({ code: 'NON_EMBEDDABLE_EDITOR2_FORM', status: 403 });
    expect(requests).toHaveLength(1);
    expect(events).toEqual([[DEFINITION_EVENTS.fetchError, { code: 'NON_EMBEDDABLE_EDITOR2_FORM', status: 403 }]]);
    expect(beacons).toEqual([['https://forms.hsforms.com/embed/v3/counters.gif?key=forms-embed-1.0-definition-fetch-error&count=1', undefined]]);
  });

  it('reports what the older embed script could not show as a render error, to the configured forms host', () => {
    const BASE = 'https://shop.example';
    const beacons: [string, string | undefined][] = [];
    const formId = `${input.formId.slice(0, -4)}0403`;
    const error = reportRenderError(
      { ...input, formId, formsBaseUrl: BASE, pageUrl: `${BASE}/lien-he/`, userAgent: 'UA', beacon: (url, body) => void beacons.push([url, body]) },
      'NON_EMBEDDABLE_EDITOR2_FORM',
      403,
      { script: `${BASE}/forms/v2-legacy.js`, reason: 'not-loaded' },
    );
    expect(error).toMatchObject({ code: 'NON_EMBEDDABLE_EDITOR2_FORM', status: 403 });
    const [report, counter] = beacons;
    expect(report![0]).toBe(`${BASE}/forms-embed/raw/error.gif`);
    expect(JSON.parse(report![1]!)).toMatchObject({
      exception: { type: 'EmbedError', value: `Form definition failed to load: NON_EMBEDDABLE_EDITOR2_FORM (form ${input.portalId}/${formId})` },
      extra: { key: 'definition', data: { code: 'NON_EMBEDDABLE_EDITOR2_FORM', status: 403, script: `${BASE}/forms/v2-legacy.js`, reason: 'not-loaded' }, formId },
      url: `${BASE}/lien-he/`,
    });
    expect(counter).toEqual([`${BASE}/embed/v3/counters.gif?key=forms-embed-1.0-render-error&count=1`, undefined]);
    expect(beacons).toHaveLength(2);
  });

  it('still loads when the analytics hook throws', async () => {
    const transport = async () => ({ status: 200, headers: {}, text: JSON.stringify(sitepen1) });
    const track = () => {
      throw new Error('analytics down');
    };
    await expect(loadDefinition({ ...input, transport, track })).resolves.toMatchObject({ fallback: false });
  });

  it('fetches the static copy from the configured forms host, not HubSpot’s, after a 500', async () => {
    const BASE = 'https://shop.example';
    const { load, requests } = setup({ [`${BASE}/embed/`]: { status: 500, text: 'Internal error' }, [`${BASE}/forms/static/`]: ok(withS3Date) }, { formsBaseUrl: `${BASE}/` });
    expect((await load()).fallback).toBe(true);
    expect(requests.map((r) => r.url)).toEqual([expect.stringMatching(`^${BASE}/embed/v3/form/`), `${BASE}/forms/static/${input.portalId}/${input.formId}.json.gz`]);
  });

  it('reports a refused definition to the configured forms host, and counts its events there', async () => {
    const BASE = 'https://shop.example';
    const formId = `${input.formId.slice(0, -4)}0404`; // a message of its own: each is reported once per page
    const { load, beacons } = setup({ [BASE]: { status: 404, text: '{"status":"error","message":"Form not found"}' } }, { formsBaseUrl: BASE, formId, pageUrl: 'https://shop.example/lien-he/', userAgent: 'UA' });
    await rejection(load());
    const [report, ...counters] = beacons;
    expect(report![0]).toBe(`${BASE}/forms-embed/raw/error.gif`);
    expect(JSON.parse(report![1]!)).toMatchObject({
      level: 'error',
      exception: { type: 'EmbedError', value: `Form definition failed to load: DEFINITION_NOT_FOUND (form ${input.portalId}/${formId})` },
      tags: { region: 'na1', renderVersion: '1.0', key: 'definition' },
      extra: { key: 'definition', data: { code: 'DEFINITION_NOT_FOUND', status: 404 }, formId, portalId: input.portalId },
      url: 'https://shop.example/lien-he/',
      userAgent: 'UA',
    });
    expect(counters).toEqual([
      [`${BASE}/embed/v3/counters.gif?key=forms-embed-1.0-definition-fetch-error&count=1`, undefined],
      [`${BASE}/embed/v3/counters.gif?key=forms-embed-1.0-render-error&count=1`, undefined],
    ]);
  });

  it('reports the render error of a 500 before falling back, and counts the fallback’s success', async () => {
    const { load, beacons } = setup({ [API]: { status: 500, text: 'oops' }, [STATIC]: ok(withS3Date) }, { formId: `${input.formId.slice(0, -4)}0500` });
    await load();
    expect(beacons.map(([url, body]) => [url, body && JSON.parse(body).extra.data])).toEqual([
      ['https://forms.hsforms.com/forms-embed/raw/error.gif', { code: 'DEFINITION_FAILURE', status: 500 }],
      ['https://forms.hsforms.com/embed/v3/counters.gif?key=forms-embed-1.0-render-error&count=1', undefined],
      ['https://forms.hsforms.com/embed/v3/counters.gif?key=forms-embed-1.0-fallback-definition-fetch-success&count=1', undefined],
    ]);
  });

  it('counts a loaded definition, and reports nothing', async () => {
    const { load, beacons } = setup({ [API]: ok(sitepen1) });
    await load();
    expect(beacons).toEqual([['https://forms.hsforms.com/embed/v3/counters.gif?key=forms-embed-1.0-definition-fetch-success&count=1', undefined]]);
  });

  it('sends no error report for a rate limit (spec §7), only its counters', async () => {
    const { load, beacons } = setup({ [API]: { status: 429, text: '{"errorType":"RATE_LIMIT_EXCEEDED"}' } });
    await rejection(load());
    expect(beacons.map(([url]) => url).filter((url) => url.includes('error.gif'))).toEqual([]);
    expect(beacons).toHaveLength(2);
  });
});
