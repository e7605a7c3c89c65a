import { describe, expect, it, vi } from 'vitest';
import { HOOKS, createCallbacks, hsFormCallback } from './callbacks';
import { flush, logger } from './test-helpers';

describe('createCallbacks', () => {
  it('knows every hook of spec §4', () => {
    expect(HOOKS).toHaveLength(15);
    const log = logger();
    const callbacks = createCallbacks(log);
    for (const name of HOOKS) callbacks.on(name, () => {});
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('runs handlers with the emitted args and returns their results', () => {
    const callbacks = createCallbacks(logger());
    const h = vi.fn(() => ({ a: 1 }));
    callbacks.on('getExtraMetaDataBeforeSubmit', h);
    callbacks.on('getExtraMetaDataBeforeSubmit', () => ({ b: 2 }));
    expect(callbacks.emit('getExtraMetaDataBeforeSubmit', 'x')).toEqual([{ a: 1 }, { b: 2 }]);
    expect(h).toHaveBeenCalledWith('x');
  });

  it('picks up the callbacks given as embed options and ignores other keys', () => {
    const onFormSubmitted = vi.fn();
    const log = logger();
    const callbacks = createCallbacks(log, { portalId: '1', onFormSubmitted, onFormSubmit: 'not a function' });
    callbacks.emit('onFormSubmitted', 1);
    expect(onFormSubmitted).toHaveBeenCalledWith(1);
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('calls an onReady/onFormReady handler registered after ready at once, with the ready args', () => {
    const callbacks = createCallbacks(logger());
    callbacks.emit('onFormReady', 'form');
    callbacks.emit('onReady', 'form');
    const late = vi.fn();
    callbacks.on('onFormReady', late);
    callbacks.on('onReady', late);
    expect(late.mock.calls).toEqual([['form'], ['form']]);
  });

  it('does not call other late handlers for events that already fired', () => {
    const callbacks = createCallbacks(logger());
    callbacks.emit('onFormSubmitted', {});
    const late = vi.fn();
    callbacks.on('onFormSubmitted', late);
    expect(late).not.toHaveBeenCalled();
  });

  it('logs and swallows a throwing handler; the next handler still runs', async () => {
    const log = logger();
    const callbacks = createCallbacks(log);
    const after = vi.fn();
    callbacks.on('onFormSubmit', () => {
      throw new Error('customer bug');
    });
    callbacks.on('onFormSubmit', () => Promise.reject(new Error('async bug')));
    callbacks.on('onFormSubmit', after);
    expect(() => callbacks.emit('onFormSubmit')).not.toThrow();
    await flush();
    expect(after).toHaveBeenCalled();
    expect(log.error).toHaveBeenCalledTimes(2);
  });

  it('warns about an invalid event name and ignores the handler', () => {
    const log = logger();
    const callbacks = createCallbacks(log);
    const h = vi.fn();
    callbacks.on('onFormSubmited', h);
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining('onFormSubmited'));
  });
});

describe('hsFormCallback', () => {
  it('builds the window message page scripts listen for', () => {
    expect(hsFormCallback('onFormSubmitted', 'guid', [{ name: 'email', value: 'a@b.co' }])).toEqual({
      type: 'hsFormCallback',
      eventName: 'onFormSubmitted',
      id: 'guid',
      data: [{ name: 'email', value: 'a@b.co' }],
    });
  });
});
