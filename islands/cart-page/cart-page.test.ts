// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registry } from '../registry';
import { DEFAULT_CONFIG } from '../../src/runtime/config';
import { startIslands, type Islands } from '../../src/runtime/islands';
import { setConfig } from '../../stores/config';
import { settle } from '../../tests/dom';
import { UPDATE_DELAY } from './cart-page';

const FORM = `
  <form class="woocommerce-cart-form" action="/cart/" method="post">
    <div class="quantity"><input type="number" class="input-text qty text" name="cart[abc][qty]" value="2" min="0" max="5"></div>
    <input type="text" name="coupon_code" value="">
    <button type="submit" class="button" name="update_cart" value="1">Cập nhật giỏ hàng</button>
  </form>`;

let islands: Islands | undefined;
/** The form, mounted, and what was asked of it: clicks on Update cart, and `requestSubmit` calls. */
async function mount(autoUpdate: boolean): Promise<{ form: HTMLFormElement; submit: ReturnType<typeof vi.fn>; clicks: ReturnType<typeof vi.fn> }> {
  setConfig({ ...DEFAULT_CONFIG, cart: { ...DEFAULT_CONFIG.cart, auto_update: autoUpdate } });
  document.body.innerHTML = FORM;
  const form = document.querySelector<HTMLFormElement>('form')!;
  const submit = vi.fn();
  form.requestSubmit = submit;
  const clicks = vi.fn();
  form.querySelector('button[name="update_cart"]')!.addEventListener('click', (event) => {
    clicks(event.target);
    event.preventDefault();
  });
  islands = startIslands({ registry });
  await vi.waitFor(() => expect(form.getAttribute('data-island-state')).toBe('hydrated'), { timeout: 25_000, interval: 10 });
  await settle();
  return { form, submit, clicks };
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
  it('clicks the update button once the quantity stops changing, as WooCommerce\'s cart script expects', async () => {
    const { form, clicks: submit } = await mount(true);
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
    expect(form.requestSubmit).not.toHaveBeenCalled();
  });

  it('leaves other fields, and a quantity the browser finds invalid, alone', async () => {
    const { form, clicks: submit } = await mount(true);
    vi.useFakeTimers();
    change(form.querySelector<HTMLInputElement>('[name="coupon_code"]')!, 'GIAM10');
    change(form.querySelector<HTMLInputElement>('input.qty')!, '9');
    await vi.advanceTimersByTimeAsync(UPDATE_DELAY * 2);
    expect(submit).not.toHaveBeenCalled();
  });

  it('does nothing when the shop has not turned the option on', async () => {
    const { form, clicks: submit } = await mount(false);
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
    await settle();
    expect(form.classList).toContain('processing');
    expect(form.getAttribute('aria-busy')).toBe('true');
    expect(form.querySelector('.blockUI.blockOverlay [role="status"]')?.textContent).toBe('Vui lòng chờ...');
    expect(send(form)).toBe(false);
    expect(form.querySelectorAll('.blockOverlay')).toHaveLength(1);
  });

  it('unblocks when the shopper comes back to the page from history', async () => {
    const { form } = await mount(false);
    send(form);
    await settle();
    expect(form.classList).toContain('processing');
    const restored = new Event('pageshow');
    Object.defineProperty(restored, 'persisted', { value: true });
    window.dispatchEvent(restored);
    await settle();
    expect(form.classList).not.toContain('processing');
    expect(form.querySelector('.blockOverlay')).toBeNull();
    expect(send(form)).toBe(true);
  });

  it('leaves a submit another script cancelled alone', async () => {
    const { form } = await mount(false);
    form.addEventListener('submit', (event) => event.preventDefault(), { capture: true });
    send(form);
    await settle();
    expect(form.classList).not.toContain('processing');
  });

  it("lets WooCommerce's cart script see the form free, and take the submit (its listener is on document)", async () => {
    const { form } = await mount(false);
    const seen: boolean[] = [];
    const cartScript = (event: Event) => {
      // cart.js refuses a submit while the form is `processing`; the first one must find it free.
      seen.push(form.classList.contains('processing'));
      event.preventDefault();
    };
    document.addEventListener('submit', cartScript);
    try {
      expect(send(form)).toBe(false);
      await settle();
      expect(seen).toEqual([false]);
      expect(form.classList).not.toContain('processing');
      expect(form.querySelector('.blockOverlay')).toBeNull();
    } finally {
      document.removeEventListener('submit', cartScript);
    }
  });
});

describe('Enter in a quantity', () => {
  const enter = (input: HTMLInputElement): boolean =>
    input.dispatchEvent(new KeyboardEvent('keypress', { key: 'Enter', bubbles: true, cancelable: true }));

  it('submits with Update cart, not with the first button of the form', async () => {
    const { form, submit } = await mount(false);
    const button = form.querySelector<HTMLButtonElement>('button[name="update_cart"]')!;
    button.disabled = true;
    expect(enter(form.querySelector<HTMLInputElement>('input.qty')!)).toBe(false);
    expect(submit).toHaveBeenCalledWith(button);
    expect(button.disabled).toBe(false);
  });

  it("leaves it to WooCommerce's cart script when that takes it", async () => {
    const { form, submit } = await mount(false);
    const cartScript = (event: Event) => event.preventDefault();
    document.addEventListener('keypress', cartScript);
    try {
      enter(form.querySelector<HTMLInputElement>('input.qty')!);
      expect(submit).not.toHaveBeenCalled();
    } finally {
      document.removeEventListener('keypress', cartScript);
    }
  });

  it('leaves Enter in the coupon field alone', async () => {
    const { form, submit } = await mount(false);
    expect(enter(form.querySelector<HTMLInputElement>('[name="coupon_code"]')!)).toBe(true);
    expect(submit).not.toHaveBeenCalled();
  });
});
