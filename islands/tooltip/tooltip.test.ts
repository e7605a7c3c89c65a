// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import type { Dispose } from '../../src/runtime/types';
import { settle } from '../../tests/dom';
import tooltip from './index';

let dispose: Dispose | void;
afterEach(() => {
  dispose?.();
  dispose = undefined;
  document.body.innerHTML = '';
});

async function mount(html = '<p><span class="tooltip" tabindex="0" title="Miễn phí giao hàng nội thành" aria-describedby="note"><i class="icon-truck"></i> Giao hàng</span></p>'): Promise<HTMLElement> {
  document.body.innerHTML = html;
  const trigger = document.querySelector<HTMLElement>('.tooltip')!;
  dispose = await tooltip.mount(trigger, {}, { name: 'tooltip', fail: (error) => { throw error; } });
  return trigger;
}
const tip = (): HTMLElement | null => document.querySelector<HTMLElement>('[role="tooltip"]');
const stateOf = (): string => tip()!.className;

describe('tooltips', () => {
  it('keeps the trigger’s own content, and describes it by a hidden tooltip holding the title', async () => {
    const trigger = await mount();
    const icon = trigger.querySelector('i')!;
    await settle();
    expect(trigger.innerHTML).toBe('<i class="icon-truck"></i> Giao hàng');
    expect(trigger.querySelector('i')).toBe(icon);
    expect(trigger.hasAttribute('title')).toBe(false);
    expect(tip()!.textContent).toBe('Miễn phí giao hàng nội thành');
    expect(trigger.getAttribute('aria-describedby')).toBe(`note ${tip()!.id}`);
    expect(tip()!.hidden).toBe(true);
  });

  it('appears on hover, settles shown, and leaves on Esc', async () => {
    const trigger = await mount();
    trigger.dispatchEvent(new PointerEvent('pointerenter'));
    await settle();
    expect(tip()!.hidden).toBe(false);
    await expect.poll(stateOf).toBe('si-tooltip tooltip-shown');
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await expect.poll(stateOf).toBe('si-tooltip tooltip-hidden');
    expect(tip()!.hidden).toBe(true);
  });

  it('stays while the pointer moves onto it, and shows on keyboard focus until blur', async () => {
    const trigger = await mount();
    trigger.dispatchEvent(new FocusEvent('focusin'));
    await expect.poll(stateOf).toBe('si-tooltip tooltip-shown');
    trigger.dispatchEvent(new PointerEvent('pointerleave', { relatedTarget: tip() }));
    await settle();
    expect(stateOf()).toBe('si-tooltip tooltip-shown');
    trigger.dispatchEvent(new FocusEvent('focusout'));
    await expect.poll(stateOf).toBe('si-tooltip tooltip-hidden');
  });

  it('gives the title and description back when it stops', async () => {
    const trigger = await mount();
    await settle();
    dispose!();
    dispose = undefined;
    expect(trigger.getAttribute('title')).toBe('Miễn phí giao hàng nội thành');
    expect(trigger.getAttribute('aria-describedby')).toBe('note');
    expect(tip()).toBeNull();
  });
});
