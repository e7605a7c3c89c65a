// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { createDisposer, dispatch, listen } from './index';

describe('dispatch', () => {
  it('dispatches a bubbling, non-cancelable CustomEvent with the detail and returns it', () => {
    const parent = document.body.appendChild(document.createElement('div'));
    const child = parent.appendChild(document.createElement('span'));
    const heard = vi.fn();
    parent.addEventListener('shop:test', heard);
    const event = dispatch(child, 'shop:test', { id: 11 });
    expect(heard).toHaveBeenCalledWith(event);
    expect(event.detail).toEqual({ id: 11 });
    expect(event.bubbles).toBe(true);
    expect(event.cancelable).toBe(false);
  });

  it('reports a prevented default when cancelable', () => {
    document.body.addEventListener('shop:cancel', (event) => event.preventDefault(), { once: true });
    expect(dispatch(document.body, 'shop:cancel', null, { cancelable: true }).defaultPrevented).toBe(true);
  });

  it('does not bubble when asked not to', () => {
    const child = document.body.appendChild(document.createElement('span'));
    const heard = vi.fn();
    document.body.addEventListener('shop:flat', heard);
    dispatch(child, 'shop:flat', undefined, { bubbles: false });
    expect(heard).not.toHaveBeenCalled();
  });
});

describe('listen', () => {
  it('stops listening when its disposer is called', () => {
    const button = document.body.appendChild(document.createElement('button'));
    const handler = vi.fn();
    const stop = listen(button, 'click', handler);
    button.click();
    stop();
    button.click();
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('removes a capturing listener too', () => {
    const handler = vi.fn();
    const stop = listen(document.body, 'shop:capture', handler, { capture: true });
    stop();
    dispatch(document.body, 'shop:capture');
    expect(handler).not.toHaveBeenCalled();
  });
});

describe('createDisposer', () => {
  it('runs every clean-up once, newest first', () => {
    const order: number[] = [];
    const disposer = createDisposer();
    disposer.add(() => order.push(1));
    disposer.add(() => order.push(2));
    disposer.dispose();
    disposer.dispose();
    expect(order).toEqual([2, 1]);
  });

  it('keeps running the others when one throws', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const later = vi.fn();
    const earlier = vi.fn();
    const disposer = createDisposer();
    disposer.add(earlier);
    disposer.add(() => {
      throw new Error('boom');
    });
    disposer.add(later);
    disposer.dispose();
    expect(later).toHaveBeenCalledOnce();
    expect(earlier).toHaveBeenCalledOnce();
    expect(console.error).toHaveBeenCalledOnce();
  });

  it('detaches listeners registered through it', () => {
    const handler = vi.fn();
    const disposer = createDisposer();
    disposer.listen(document.body, 'shop:x', handler);
    dispatch(document.body, 'shop:x');
    disposer.dispose();
    dispatch(document.body, 'shop:x');
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('can be reused after dispose', () => {
    const disposer = createDisposer();
    disposer.dispose();
    const fn = vi.fn();
    disposer.add(fn);
    disposer.dispose();
    expect(fn).toHaveBeenCalledOnce();
  });
});
