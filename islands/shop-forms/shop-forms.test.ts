// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registry } from '../registry';
import { startIslands, type Islands } from '../../src/runtime/islands';
import { fixtureBody, hydrated } from '../../tests/dom';

let islands: Islands | undefined;
afterEach(() => {
  islands?.stop();
  islands = undefined;
  vi.restoreAllMocks();
});

async function mount(html: string): Promise<void> {
  document.body.innerHTML = html;
  islands = startIslands({ registry });
  await hydrated();
}

/** A checkout field with a description, as `woocommerce_form_field()` prints it. */
const FIELD = (id: string) => `
  <p class="form-row" id="${id}_field"><label for="${id}">${id}</label>
    <span class="woocommerce-input-wrapper"><input type="text" class="input-text" name="${id}" id="${id}" aria-describedby="${id}-description">
      <span class="description" id="${id}-description" aria-hidden="true">Về ${id}</span></span></p>`;
const CHECKOUT = `<form class="checkout woocommerce-checkout">${FIELD('billing_phone')}${FIELD('billing_email')}</form><button id="elsewhere">x</button>`;

const description = (id: string) => document.getElementById(`${id}-description`)!;
/** Shown by its inline display (the theme's CSS hides it otherwise, as WooCommerce's does). */
const shown = (id: string) => description(id).style.display === 'block';
const focus = (id: string) => document.getElementById(id)!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));

describe('what woocommerce.js did on forms', () => {
  it('sends the ordering form when its select changes', async () => {
    await mount(fixtureBody('woocommerce/pages/shop.html'));
    const select = document.querySelector<HTMLSelectElement>('.woocommerce-ordering select.orderby')!;
    const sent = vi.spyOn(select.form!, 'requestSubmit').mockImplementation(() => undefined);
    select.value = 'price';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    expect(sent).toHaveBeenCalledTimes(1);
  });

  it('leaves the ordering select to woocommerce.js where that script is on the page', async () => {
    await mount(`${fixtureBody('woocommerce/pages/shop.html')}<script id="woocommerce-js"></script>`);
    const select = document.querySelector<HTMLSelectElement>('.woocommerce-ordering select.orderby')!;
    const sent = vi.spyOn(select.form!, 'requestSubmit').mockImplementation(() => undefined);
    select.dispatchEvent(new Event('change', { bubbles: true }));
    expect(sent).not.toHaveBeenCalled();
  });

  it('hides fields’ descriptions until their field has focus, and again on Escape or elsewhere', async () => {
    await mount(CHECKOUT);
    expect([shown('billing_phone'), shown('billing_email')]).toEqual([false, false]);
    focus('billing_phone');
    expect(shown('billing_phone')).toBe(true);
    expect(description('billing_phone').getAttribute('aria-hidden')).toBe('false');
    focus('billing_email');
    expect([shown('billing_phone'), shown('billing_email')]).toEqual([false, true]);
    document.getElementById('billing_email')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
    expect(shown('billing_email')).toBe(false);
    document.getElementById('billing_email')!.click();
    expect(shown('billing_email')).toBe(true);
    document.getElementById('elsewhere')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(shown('billing_email')).toBe(false);
  });

  it('leaves the descriptions to the CSS when stopped', async () => {
    await mount(CHECKOUT);
    focus('billing_phone');
    islands!.stop();
    islands = undefined;
    expect(description('billing_phone').style.display).toBe('');
    expect(description('billing_phone').getAttribute('aria-hidden')).toBe('true');
  });
});
