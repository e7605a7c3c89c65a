// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFormTracker, watchFormActivity, type FormTracker } from './analytics';

const GUID = 'f7198c7b-8ecd-43bd-ab42-4d2f35f3c9cf';
let instances = 0;
const form = () => ({ formGuid: GUID, formInstanceId: `instance-${++instances}`, formType: 11 });
const page = () => window as unknown as { _hsq?: unknown };

afterEach(() => {
  delete page()._hsq;
});

describe('createFormTracker', () => {
  it('pushes each activity with the guid, the instance id and the form type', () => {
    const hsq: unknown[] = [];
    page()._hsq = hsq;
    const f = form();
    const tracker = createFormTracker(f);
    tracker.view();
    tracker.visible();
    tracker.interaction();
    expect(hsq).toEqual([
      ['trackFormView', GUID, f.formInstanceId, { formType: 11 }],
      ['trackFormVisible', GUID, f.formInstanceId, { formType: 11 }],
      ['trackFormInteraction', GUID, f.formInstanceId, { formType: 11 }],
    ]);
  });

  it('pushes each activity once per form instance, even through a second tracker', () => {
    const hsq: unknown[] = [];
    page()._hsq = hsq;
    const f = form();
    const tracker = createFormTracker(f);
    tracker.view();
    tracker.view();
    tracker.interaction();
    tracker.interaction();
    createFormTracker(f).view();
    expect(hsq.map((c) => (c as unknown[])[0])).toEqual(['trackFormView', 'trackFormInteraction']);
  });

  it('reports another instance of the same form on its own', () => {
    const hsq: unknown[] = [];
    page()._hsq = hsq;
    createFormTracker(form()).view();
    createFormTracker(form()).view();
    expect(hsq).toHaveLength(2);
  });

  it('pushes to the tracking script’s queue object as well as to the early array', () => {
    const push = vi.fn();
    page()._hsq = { push };
    const f = form();
    createFormTracker(f).visible();
    expect(push).toHaveBeenCalledExactlyOnceWith(['trackFormVisible', GUID, f.formInstanceId, { formType: 11 }]);
  });

  it('does nothing without a queue, and reports once the queue exists', () => {
    const f = form();
    const tracker = createFormTracker(f);
    expect(() => tracker.view()).not.toThrow();
    page()._hsq = { notAQueue: true };
    tracker.view();
    const hsq: unknown[] = [];
    page()._hsq = hsq;
    tracker.view();
    tracker.view();
    expect(hsq).toEqual([['trackFormView', GUID, f.formInstanceId, { formType: 11 }]]);
  });

  it('uses the tracking queue of the window it is given', () => {
    const hsq: unknown[] = [];
    createFormTracker(form(), { _hsq: hsq } as unknown as Window).view();
    expect(hsq).toHaveLength(1);
  });
});

describe('watchFormActivity', () => {
  const tracker = (): FormTracker & { calls: string[] } => {
    const calls: string[] = [];
    return { calls, view: () => calls.push('view'), visible: () => calls.push('visible'), interaction: () => calls.push('interaction') };
  };
  const element = () => {
    const el = document.createElement('form');
    el.innerHTML = '<input name="email">';
    document.body.append(el);
    return el;
  };

  it('reports visibility when the form enters the viewport', () => {
    let callback: IntersectionObserverCallback = () => {};
    const observe = vi.fn();
    const disconnect = vi.fn();
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(cb: IntersectionObserverCallback) {
          callback = cb;
        }
        observe = observe;
        disconnect = disconnect;
      },
    );
    const t = tracker();
    const el = element();
    watchFormActivity(el, t);
    expect(observe).toHaveBeenCalledWith(el);
    callback([{ isIntersecting: false } as IntersectionObserverEntry], {} as IntersectionObserver);
    expect(t.calls).toEqual([]);
    callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
    expect(t.calls).toEqual(['visible']);
    expect(disconnect).toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it('reports the first interaction only, and nothing once disposed', () => {
    const t = tracker();
    const el = element();
    const input = el.querySelector('input')!;
    const stop = watchFormActivity(el, t);
    t.calls.length = 0;
    input.dispatchEvent(new Event('focusin', { bubbles: true }));
    input.dispatchEvent(new Event('input', { bubbles: true }));
    expect(t.calls).toEqual(['interaction']);
    stop();

    const u = tracker();
    const other = element();
    watchFormActivity(other, u)();
    u.calls.length = 0;
    other.querySelector('input')!.dispatchEvent(new Event('input', { bubbles: true }));
    expect(u.calls).toEqual([]);
  });
});
