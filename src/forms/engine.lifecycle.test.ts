// What the form view (the next island) relies on: one load, a clean dispose, state that changes
// only where something changed, and everything it renders in EngineState.
import { describe, expect, it, vi } from 'vitest';
import { GUID, PORTAL, definition, dependentDefinition, environment, options, passingCaptcha, stuckCaptcha, submitted } from './engine-testing';
import { DEFAULT_DATE_FORMAT, createFormEngine, fieldErrorText, formatDate, isCalendarDate, parseDisplayDate } from './index';

describe('load()', () => {
  it('loads once however often it is called, giving the same promise', async () => {
    const world = environment({ '/embed/v3/form/': definition });
    const engine = createFormEngine(options, world.env);
    const ready = vi.fn();
    engine.on('onFormReady', ready);
    const first = engine.load();
    expect(engine.load()).toBe(first);
    await first;
    await engine.load();
    expect(world.requested.filter((url) => url.includes('/embed/v3/form/'))).toHaveLength(1);
    expect(ready).toHaveBeenCalledOnce();
  });
});

describe('dispose()', () => {
  it('clears every pending timer and stops notifying, and a second call does nothing', async () => {
    const check = { status: 200, text: JSON.stringify({ email: 'an@example.vn', success: true }) };
    const world = environment({ '/embed/v3/form/': dependentDefinition({ captchaEnabled: true }), '/emailcheck/v1/json-ext': check }, { captcha: stuckCaptcha() });
    const engine = createFormEngine(options, world.env);
    const listener = vi.fn();
    engine.subscribe(listener);
    await engine.load();
    engine.input('email', 'change', 'an@example.vn');
    // The captcha's load timeout, the change's stale timer, and the e-mail check's debounce once
    // its code has arrived.
    await vi.waitFor(() => expect(world.timers.length).toBe(3));
    listener.mockClear();
    engine.dispose();
    expect(world.timers).toEqual([]);
    expect(() => engine.dispose()).not.toThrow();
    engine.input('email', 'change', 'an@example.com');
    await world.advance(20_000);
    expect(world.timers).toEqual([]);
    expect(world.posted).toEqual([]);
    expect(listener).not.toHaveBeenCalled();
  });

  it('leaves a load under way silent', async () => {
    const engine = createFormEngine(options, environment({ '/embed/v3/form/': definition }).env);
    const listener = vi.fn();
    engine.subscribe(listener);
    const loading = engine.load();
    engine.dispose();
    await loading;
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('field state identity', () => {
  it('gives a new object only to the field that changed', async () => {
    const engine = createFormEngine(options, environment({ '/embed/v3/form/': definition }).env);
    await engine.load();
    const before = engine.state.values;
    engine.input('company', 'change', 'Giao Vận');
    const after = engine.state.values;
    expect(after.get('company')).not.toBe(before.get('company'));
    for (const id of ['firstname', 'lastname', 'phone', 'email', 'what_is_your_role_', 'how_can_we_help_', 'newsletter_opt_in']) {
      expect(after.get(id), id).toBe(before.get(id));
    }
  });

  it('keeps the object when an event changes nothing', async () => {
    const engine = createFormEngine(options, environment({ '/embed/v3/form/': definition }).env);
    await engine.load();
    engine.input('company', 'focus');
    const focused = engine.state.values.get('company');
    engine.input('company', 'focus');
    expect(engine.state.values.get('company')).toBe(focused);
  });

  it('renews a dependent whose visibility changed with its parent, and nothing else', async () => {
    const engine = createFormEngine(options, environment({ '/embed/v3/form/': dependentDefinition() }).env);
    await engine.load();
    const before = engine.state.values;
    engine.input('country', 'change', 'vn');
    expect(engine.state.values.get('province')).not.toBe(before.get('province'));
    expect(engine.state.values.get('email')).toBe(before.get('email'));
  });
});

describe('what EngineState offers the view', () => {
  it('lists the current page’s groups', async () => {
    const def = JSON.parse(dependentDefinition().text) as { form: { formFieldGroups: Record<string, unknown>[] } };
    def.form.formFieldGroups[1] = { ...def.form.formFieldGroups[1], isPageBreak: true };
    const engine = createFormEngine(options, environment({ '/embed/v3/form/': { status: 200, text: JSON.stringify(def) } }).env);
    expect(engine.state.pageGroups).toEqual([]);
    await engine.load();
    const groups = engine.state.form!.groups;
    expect(engine.state.pageGroups).toEqual([groups[0]]);
    engine.input('email', 'change', 'an@example.vn');
    await engine.next();
    expect(engine.state.pageGroups).toEqual([groups[1]]);
  });

  it('lists every group of a one-page form', async () => {
    const engine = createFormEngine(options, environment({ '/embed/v3/form/': definition }).env);
    await engine.load();
    expect(engine.state.pageGroups).toBe(engine.state.form!.groups);
  });

  it('shows the captcha’s state: none, loading, passed', async () => {
    const none = createFormEngine(options, environment({ '/embed/v3/form/': definition }).env);
    await none.load();
    expect(none.state.captcha).toEqual({ enabled: false, state: 'disabled', status: 'NOT_APPLICABLE' });

    const world = environment({ '/embed/v3/form/': dependentDefinition({ captchaEnabled: true }), '/submissions/v3/': submitted }, { captcha: passingCaptcha() });
    const engine = createFormEngine(options, world.env);
    const loading = engine.load();
    await loading;
    expect(engine.state.captcha).toMatchObject({ enabled: true, state: 'loaded', status: 'LOADED' });
    engine.input('email', 'change', 'an@example.vn');
    engine.input('country', 'change', 'other');
    await engine.submit();
    // Passed, and nothing waits for it any more (the view's "loading the spam check" is gone).
    expect(engine.state.captcha).toEqual({ enabled: true, state: 'success', status: 'PASSED', waiting: false });
  });

  it('says when a captcha form has no captcha to run', async () => {
    const engine = createFormEngine(options, environment({ '/embed/v3/form/': dependentDefinition({ captchaEnabled: true }) }).env);
    await engine.load();
    expect(engine.state.captcha).toEqual({ enabled: true, state: 'unavailable', status: 'NOT_LOADED' });
  });

  it('carries the embed options’ errors from the start, such as both thank-you targets set', () => {
    const engine = createFormEngine({ ...options, inlineMessage: 'Cảm ơn', redirectUrl: 'https://example.vn/cam-on' }, environment({}).env);
    expect(engine.state.optionErrors).toEqual(['Set inlineMessage or redirectUrl, not both: the form will not submit']);
    const fine = createFormEngine({ portalId: PORTAL, formId: GUID }, environment({}).env);
    expect(fine.state.optionErrors).toEqual([]);
  });
});

describe('helpers the view imports from the engine entry', () => {
  it('words a field error, the server’s own text first', async () => {
    const engine = createFormEngine({ ...options, locale: 'vi' }, environment({ '/embed/v3/form/': definition }).env);
    await engine.load();
    expect(fieldErrorText(engine.state.messages, { key: 'required' })).toBe('Vui lòng điền trường bắt buộc này.');
    expect(fieldErrorText(engine.state.messages, { key: 'required', message: 'Bắt buộc' })).toBe('Bắt buộc');
  });

  it('formats, reads and checks dates', () => {
    expect(DEFAULT_DATE_FORMAT).toBe('YYYY-MM-DD');
    expect(formatDate('2024-01-31', 'DD-MM-YYYY', '/')).toBe('31/01/2024');
    expect(parseDisplayDate('31/01/2024', 'DD-MM-YYYY')).toBe('2024-01-31');
    expect(isCalendarDate('2023-02-29')).toBe(false);
  });
});
