// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { frameTargetName, postIntoFrame } from './frame-submit';

const FORMS = 'https://forms.hsforms.com';
const GUID = 'f7198c7b-8ecd-43bd-ab42-4d2f35f3c9cf';
const RESULT = { accepted: true, formGuid: GUID, formInstanceId: '3', status: 200 };

/** A form whose native submit is recorded (with the target it had then) instead of navigating. */
const setup = () => {
  const form = document.createElement('form');
  document.body.append(form);
  const targets: string[] = [];
  form.submit = vi.fn(() => void targets.push(form.target));
  const frame = () => document.querySelector<HTMLIFrameElement>(`iframe[name="${frameTargetName(GUID)}"]`);
  return { form, targets, frame };
};
const post = (data: unknown, source: unknown, origin = FORMS) =>
  window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window }));

describe('postIntoFrame', () => {
  it('submits natively into a new hidden iframe named target_iframe_{guid}', () => {
    const { form, targets, frame } = setup();
    void postIntoFrame(form, GUID, FORMS, 1000);
    expect(frame()?.hidden).toBe(true);
    expect(targets).toEqual([`target_iframe_${GUID}`]);
  });

  it('resolves with the result the iframe posts from the expected origin, and removes the iframe', async () => {
    const { form, frame } = setup();
    const pending = postIntoFrame(form, GUID, FORMS, 1000);
    post({ ...RESULT, extra: 'dropped' }, frame()!.contentWindow);
    await expect(pending).resolves.toEqual(RESULT);
    expect(frame()).toBeNull();
  });

  it('ignores messages from another window, another origin, the opaque origin, or that are no result', async () => {
    const { form, frame } = setup();
    const pending = postIntoFrame(form, GUID, FORMS, 1000);
    const source = frame()!.contentWindow;
    const stranger = document.createElement('iframe');
    document.body.append(stranger);
    post({ ...RESULT, accepted: false }, window);
    post({ ...RESULT, accepted: false }, stranger.contentWindow);
    post({ ...RESULT, accepted: false }, null);
    post({ ...RESULT, accepted: false }, source, 'https://evil.example');
    post({ ...RESULT, accepted: false }, source, 'null');
    post({ formGuid: GUID }, source);
    expect(frame()).not.toBeNull();
    post(JSON.stringify(RESULT), source);
    await expect(pending).resolves.toEqual(RESULT);
  });

  it('rejects with a TimeoutError when no answer comes in time, and removes the iframe', async () => {
    vi.useFakeTimers();
    const { form, frame } = setup();
    const pending = postIntoFrame(form, GUID, FORMS, 30000);
    const source = frame()!.contentWindow;
    vi.advanceTimersByTime(29999);
    expect(frame()).not.toBeNull();
    vi.advanceTimersByTime(1);
    await expect(pending).rejects.toMatchObject({ name: 'TimeoutError' });
    expect(frame()).toBeNull();
    // A late answer changes nothing.
    post(RESULT, source);
  });

  it('rejects, removing the iframe, when the native submit throws', async () => {
    const { form, frame } = setup();
    form.submit = () => {
      throw new Error('blocked by the page');
    };
    await expect(postIntoFrame(form, GUID, FORMS, 1000)).rejects.toThrow('blocked by the page');
    expect(frame()).toBeNull();
  });
});
