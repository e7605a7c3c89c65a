// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeJQuery, uninstallFakeJQuery } from '../../../src/events/test-jquery';
import { fieldPairs, postFormCallback, submissionValuesOf, wrapForCallback } from './callbacks';

const GUID = 'f7198c7b-8ecd-43bd-ab42-4d2f35f3c9cf';
const form = (html = '') => {
  const f = document.createElement('form');
  f.innerHTML = html;
  document.body.append(f);
  return f;
};

afterEach(() => uninstallFakeJQuery());

describe('wrapForCallback', () => {
  it('hands callbacks the form wrapped by the page’s jQuery when it is there', () => {
    const $ = installFakeJQuery();
    const f = form();
    const wrapped = wrapForCallback(f) as { jquery: string; 0: Element };
    expect(wrapped.jquery).toBe('3.7.1-fake');
    expect(wrapped[0]).toBe(f);
    expect($).toBeTypeOf('function');
  });

  it('hands callbacks the element itself without jQuery', () => {
    const f = form();
    expect(wrapForCallback(f)).toBe(f);
  });

  it('uses the jQuery of the window it is given (the page’s, for a form in a shell)', () => {
    const f = form();
    const page = { jQuery: (el: Element) => ({ wrapped: el }) } as unknown as Window;
    expect(wrapForCallback(f, page)).toEqual({ wrapped: f });
    expect(wrapForCallback(f, {} as Window)).toBe(f);
  });
});

describe('postFormCallback', () => {
  it('posts hsFormCallback messages to the page’s own origin, never *', () => {
    const post = vi.spyOn(window, 'postMessage').mockImplementation(() => {});
    postFormCallback('onBeforeFormInit', GUID);
    postFormCallback('onFormReady', GUID);
    postFormCallback('onBeforeFormSubmit', GUID, [{ name: 'email', value: 'an@example.vn' }]);
    postFormCallback('onFormSubmit', GUID, [{ name: 'email', value: 'an@example.vn' }]);
    postFormCallback('onFormSubmitted', GUID, { submissionValues: { email: 'an@example.vn' }, conversionId: 'c1' });
    expect(post.mock.calls).toEqual([
      [{ type: 'hsFormCallback', eventName: 'onBeforeFormInit', id: GUID, data: undefined }, location.origin],
      [{ type: 'hsFormCallback', eventName: 'onFormReady', id: GUID, data: undefined }, location.origin],
      [{ type: 'hsFormCallback', eventName: 'onBeforeFormSubmit', id: GUID, data: [{ name: 'email', value: 'an@example.vn' }] }, location.origin],
      [{ type: 'hsFormCallback', eventName: 'onFormSubmit', id: GUID, data: [{ name: 'email', value: 'an@example.vn' }] }, location.origin],
      [
        { type: 'hsFormCallback', eventName: 'onFormSubmitted', id: GUID, data: { submissionValues: { email: 'an@example.vn' }, conversionId: 'c1' } },
        location.origin,
      ],
    ]);
  });

  it('reaches a page listener written for HubSpot', async () => {
    const heard = new Promise<MessageEvent>((resolve) => window.addEventListener('message', resolve, { once: true }));
    postFormCallback('onFormSubmit', GUID, [{ name: 'firstname', value: 'Lan' }]);
    const event = await heard;
    expect(event.data.type === 'hsFormCallback' && event.data.eventName === 'onFormSubmit').toBe(true);
    expect(event.data.id).toBe(GUID);
    expect(event.data.data).toEqual([{ name: 'firstname', value: 'Lan' }]);
  });

  it('posts to the window it is given, addressed to that window’s origin ("/" when opaque)', () => {
    const page = { origin: 'https://shop.vn', postMessage: vi.fn() } as unknown as Window;
    postFormCallback('onFormReady', GUID, undefined, page);
    expect(vi.mocked(page.postMessage).mock.calls[0]?.[1]).toBe('https://shop.vn');
    const opaque = { origin: 'null', postMessage: vi.fn() } as unknown as Window;
    postFormCallback('onFormReady', GUID, undefined, opaque);
    expect(vi.mocked(opaque.postMessage).mock.calls[0]?.[1]).toBe('/');
  });
});

describe('fieldPairs and submissionValuesOf', () => {
  it('groups repeated names in one string, in a record without a prototype', () => {
    const values = submissionValuesOf([
      { name: 'email', value: 'an@example.vn' },
      { name: 'services', value: 'kho' },
      { name: 'services', value: 'van-chuyen' },
      { name: '__proto__', value: 'x' },
    ]);
    // The ticked boxes in one string, as HubSpot's onFormSubmitted message carries a multi-checkbox.
    expect({ ...values }).toEqual({ email: 'an@example.vn', services: 'kho;van-chuyen', ['__proto__']: 'x' });
    expect(Object.getPrototypeOf(values)).toBeNull();
  });

  it('lists what the engine submits one control at a time: every ticked box, a file by its name, a boolean as text', () => {
    const pairs = fieldPairs([
      { name: 'email', value: 'an@example.vn' },
      { name: 'services', value: ['kho', 'xe-tai', 'van-chuyen'] },
      { name: 'cv', value: [{ name: 'bao-gia.pdf', size: 3, type: 'application/pdf' }] },
      { name: 'consent', value: true },
      { name: 'none', value: [] },
    ]);
    expect(pairs).toEqual([
      { name: 'email', value: 'an@example.vn' },
      { name: 'services', value: 'kho' },
      { name: 'services', value: 'xe-tai' },
      { name: 'services', value: 'van-chuyen' },
      { name: 'cv', value: 'bao-gia.pdf' },
      { name: 'consent', value: 'true' },
    ]);
    expect({ ...submissionValuesOf(pairs) }).toEqual({ email: 'an@example.vn', services: 'kho;xe-tai;van-chuyen', cv: 'bao-gia.pdf', consent: 'true' });
    expect(fieldPairs(undefined)).toEqual([]);
  });

});
