// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registry } from '../registry';
import { DEFAULT_CONFIG } from '../../src/runtime/config';
import { startIslands, type Islands } from '../../src/runtime/islands';
import { setConfig } from '../../stores/config';
import { settle } from '../../tests/dom';
import { UPDATE_DELAY } from './index';

const FORM = `
  <form class="woocommerce-cart-form" action="/cart/" method="post">
    <div class="quantity"><input type="number" class="input-text qty text" name="cart[abc][qty]" value="2" min="0" max="5"></div>
    <input type="text" name="coupon_code" value="">
    <button type="submit" class="button" name="update_cart" value="1">Cập nhật giỏ hàng</button>
  </form>`;

let islands: Islands | undefined;
async function mount(autoUpdate: boolean): Promise<{ form: HTMLFormElement; submit: ReturnType<typeof vi.fn> }> {
  setConfig({ ...DEFAULT_CONFIG, cart: { ...DEFAULT_CONFIG.cart, auto_update: autoUpdate } });
  document.body.innerHTML = FORM;
  const form = document.querySelector<HTMLFormElement>('form')!;
  const submit = vi.fn();
  form.requestSubmit = submit;
  islands = startIslands({ registry });
  await vi.waitFor(() => expect(form.getAttribute('data-island-state')).toBe('hydrated'), { timeout: 25_000, interval: 10 });
  await settle();
  return { form, submit };
}
const change = (input: HTMLInputElement, value: string): void => {
  input.value = value;
  input.dispatchEvent(new Event('change', { bubbles: true }));
};

afterEach(() => {
  islands?.stop();
  islands = undefined;
  setConfig(DEFAULT_CONFIG);
});

describe('cart page auto-update', () => {
  it('submits the form with its update button once the quantity stops changing', async () => {
    const { form, submit } = await mount(true);
    vi.useFakeTimers();
    const input = form.querySelector<HTMLInputElement>('input.qty')!;
    change(input, '3');
    await vi.advanceTimersByTimeAsync(UPDATE_DELAY - 100);
    change(input, '4');
    await vi.advanceTimersByTimeAsync(UPDATE_DELAY - 1);
    expect(submit).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(submit).toHaveBeenCalledTimes(1);
    expect(submit).toHaveBeenCalledWith(form.querySelector('button[name="update_cart"]'));
  });

  it('leaves other fields, and a quantity the browser finds invalid, alone', async () => {
    const { form, submit } = await mount(true);
    vi.useFakeTimers();
    change(form.querySelector<HTMLInputElement>('[name="coupon_code"]')!, 'GIAM10');
    change(form.querySelector<HTMLInputElement>('input.qty')!, '9');
    await vi.advanceTimersByTimeAsync(UPDATE_DELAY * 2);
    expect(submit).not.toHaveBeenCalled();
  });

  it('does nothing when the shop has not turned the option on', async () => {
    const { form, submit } = await mount(false);
    vi.useFakeTimers();
    change(form.querySelector<HTMLInputElement>('input.qty')!, '3');
    await vi.advanceTimersByTimeAsync(UPDATE_DELAY * 2);
    expect(submit).not.toHaveBeenCalled();
  });
});

describe('cart form while it is being sent', () => {
  /** Dispatches a submit as the browser does; true when it would go ahead. */
  const send = (form: HTMLFormElement): boolean => form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));

  it('blocks the form with "Please wait..." and refuses a second submit meanwhile', async () => {
    const { form } = await mount(false);
    expect(send(form)).toBe(true);
    expect(form.classList).toContain('processing');
    expect(form.getAttribute('aria-busy')).toBe('true');
    expect(form.querySelector('.blockUI.blockOverlay [role="status"]')?.textContent).toBe('Vui lòng chờ...');
    expect(send(form)).toBe(false);
    expect(form.querySelectorAll('.blockOverlay')).toHaveLength(1);
  });

  it('unblocks when the shopper comes back to the page from history', async () => {
    const { form } = await mount(false);
    send(form);
    const restored = new Event('pageshow');
    Object.defineProperty(restored, 'persisted', { value: true });
    window.dispatchEvent(restored);
    expect(form.classList).not.toContain('processing');
    expect(form.querySelector('.blockOverlay')).toBeNull();
    expect(send(form)).toBe(true);
  });

  it('leaves a submit another script cancelled alone', async () => {
    const { form } = await mount(false);
    form.addEventListener('submit', (event) => event.preventDefault(), { capture: true });
    send(form);
    expect(form.classList).not.toContain('processing');
  });
});
