// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installHbspt } from './hbspt';

// The older embed script's loader (its own tests: embed/older-embed.test.ts), as this file sees it.
const older = vi.hoisted(() => ({ show: vi.fn(async (_input: Record<string, unknown>) => true) }));
vi.mock('./embed/older-embed', () => ({ showWithOlderEmbed: older.show }));

const definition = readFileSync(path.resolve(import.meta.dirname, '../../tests/fixtures/hubspot/lyfta-1.json'), 'utf8');
// Inline (renderFrame: false): what is checked here is the API, not the shell.
const FORM = { portalId: '99999999', formId: '3b5f1663-fa91-4d7b-bf35-1fbe3c070e4f', renderFrame: false };
type Win = Window & { hbspt?: { forms?: { create?: (o: Record<string, unknown>) => { dispose(): void } | undefined; __queue?: unknown[] } } };
const win = window as Win;
const handles: Array<{ dispose(): void } | undefined> = [];
let requested: string[] = [];

beforeEach(() => {
  requested = [];
  vi.stubGlobal('fetch', async (url: string) => {
    requested.push(String(url));
    return new Response(definition, { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
});
afterEach(() => {
  older.show.mockClear();
  for (const handle of handles.splice(0)) handle?.dispose();
  delete win.hbspt;
  vi.unstubAllGlobals();
});

describe('hbspt.forms.create', () => {
  it('renders the calls queued before the module arrived, with the loader script’s forms host', async () => {
    document.body.innerHTML = '<div id="quote"></div>';
    win.hbspt = { forms: { __queue: [{ ...FORM, target: '#quote' }] } };
    installHbspt(window, { formsBaseUrl: 'https://shop.example.vn' });
    await vi.waitFor(() => expect(document.querySelector('#quote form.hs-form')).not.toBeNull());
    expect(requested[0]).toMatch(/^https:\/\/shop\.example\.vn\/embed\/v3\/form\/99999999\/3b5f1663-fa91-4d7b-bf35-1fbe3c070e4f\/json/);
    expect(win.hbspt.forms!.__queue).toBeUndefined();
  });

  it('takes an element as the target, and replaces the form when called again for it (a single-page app)', async () => {
    document.body.innerHTML = '<section></section>';
    installHbspt(window);
    const target = document.querySelector('section')!;
    handles.push(win.hbspt!.forms!.create!({ ...FORM, target, formsBaseUrl: 'https://shop.example.vn' }));
    handles.push(win.hbspt!.forms!.create!({ ...FORM, target, formsBaseUrl: 'https://shop.example.vn' }));
    await vi.waitFor(() => expect(target.querySelector('form.hs-form')).not.toBeNull());
    expect(target.querySelectorAll('form')).toHaveLength(1);
  });

  it("mounts HubSpot's newer snippet containers by themselves, including one a page adds later", async () => {
    document.body.innerHTML = `<div class="hs-form-frame" data-region="na1" data-portal-id="${FORM.portalId}" data-form-id="${FORM.formId}"></div>`;
    installHbspt(window, { formsBaseUrl: 'https://shop.example.vn' });
    const frameOf = (element: Element) => element.querySelector('iframe')?.contentDocument?.querySelector('form.hs-form');
    await vi.waitFor(() => expect(frameOf(document.querySelector('.hs-form-frame')!)).toBeTruthy());
    const later = document.createElement('div');
    later.className = 'hs-form-frame';
    later.dataset['portalId'] = FORM.portalId;
    later.dataset['formId'] = FORM.formId;
    document.body.append(later);
    await vi.waitFor(() => expect(frameOf(later)).toBeTruthy());
    expect(document.querySelectorAll('iframe')).toHaveLength(2);
  });

  it('warns and renders nothing when the target is missing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    installHbspt(window);
    expect(win.hbspt!.forms!.create!({ ...FORM, target: '#nowhere' })).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('#nowhere'));
    expect(requested).toEqual([]);
  });

  it('hands a form of another embed version (403, spec §8) to the older embed script, with the page’s own options and the forms host', async () => {
    vi.stubGlobal('fetch', async () => new Response('{"status":"error","message":"You cannot fetch this type of form using this endpoint. Not an Embed version 2 or 3 form"}', { status: 403 }));
    document.body.innerHTML = '<div id="quote"></div>';
    installHbspt(window, { formsBaseUrl: 'https://shop.example.vn' });
    const onFormReady = () => undefined;
    const options = { ...FORM, formId: FORM.formId.toUpperCase(), target: '#quote', onFormReady };
    handles.push(win.hbspt!.forms!.create!(options));
    await vi.waitFor(() => expect(older.show).toHaveBeenCalledTimes(1));
    const input = older.show.mock.calls[0]![0];
    expect(input['createOptions']).toBe(options);
    expect(input['target']).toBe(document.querySelector('#quote'));
    expect(input['options']).toMatchObject({ portalId: FORM.portalId, formId: FORM.formId, formsBaseUrl: 'https://shop.example.vn' });
    expect(document.querySelector('#quote .shop-islands-form__unavailable')).toBeNull();
  });

  it('says the form is unavailable when the older embed script cannot show it either', async () => {
    vi.stubGlobal('fetch', async () => new Response('{"message":"Not an Embed version 2 or 3 form"}', { status: 403 }));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    older.show.mockResolvedValueOnce(false);
    document.body.innerHTML = '<div id="quote"></div>';
    installHbspt(window, { formsBaseUrl: 'https://shop.example.vn' });
    handles.push(win.hbspt!.forms!.create!({ ...FORM, target: '#quote' }));
    await vi.waitFor(() => expect(document.querySelector('#quote .shop-islands-form__unavailable')).not.toBeNull());
  });

  it('marks its create function as this embed’s, for the older embed script’s loader', () => {
    installHbspt(window);
    expect(Symbol.for('shop-islands.hbspt.forms.create') in win.hbspt!.forms!.create!).toBe(true);
  });

  it('throws before any request for a malformed form id', () => {
    document.body.innerHTML = '<div id="quote"></div>';
    installHbspt(window);
    expect(() => win.hbspt!.forms!.create!({ portalId: '99999999', formId: 'not-a-guid', target: '#quote' })).toThrow();
    expect(requested).toEqual([]);
  });
});
