// What the form view (the next island) relies on: one load, and a clean dispose.
import { describe, expect, it, vi } from 'vitest';
import { definition, dependentDefinition, environment, options } from './engine-testing';
import { createFormEngine } from './index';

/** A captcha provider whose script never finishes loading. */
const stuckCaptcha = () => ({ load: () => new Promise<never>(() => {}), render: vi.fn(), execute: vi.fn(), reset: vi.fn() });

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
