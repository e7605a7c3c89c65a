// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Islands } from '../../src/runtime/islands';
import { answer, endCartPage, endpoint, fields, recorded, sent, startCartPage } from '../../tests/cart-server';
import { fixtureBody } from '../../tests/dom';

vi.mock('../../src/http/cart-queue', () => import('../../tests/cart-server').then((module) => module.mockedCartQueue()));

const CONFIG = '<script type="application/json" id="shop-islands-config">{"cart":{"cart_url":"/gio-hang/"}}</script>';
let islands: Islands | undefined;

beforeEach(() => {
  vi.stubGlobal('fetch', () => Promise.reject(new Error('unit tests make no network requests')));
  // `visible` hydrates at once where the test has no layout.
  vi.stubGlobal('IntersectionObserver', undefined);
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
});
afterEach(async () => {
  islands?.stop();
  islands = undefined;
  await endCartPage();
  vi.unstubAllGlobals();
});

function choose(name: string, value: string): void {
  const select = document.querySelector<HTMLSelectElement>(`select[name="${name}"]`)!;
  select.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}
const button = (): HTMLButtonElement => document.querySelector<HTMLButtonElement>('form.variations_form .single_add_to_cart_button')!;
/** Presses the button as a browser does: a click, then, unless a listener prevented it, the form's submit. */
function press(): boolean {
  if (!button().dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))) return false;
  const submit = Object.assign(new Event('submit', { bubbles: true, cancelable: true }), { submitter: button() });
  return button().form!.dispatchEvent(submit);
}

describe('the variations and add-to-cart islands on one recorded WooCommerce form', () => {
  it('both take the form: the chosen variation goes to add_to_cart by ajax, and the mini-cart shows it', async () => {
    // The islands it is about: the page's gallery, say, would fetch its stylesheet, which happy-dom cannot.
    islands = await startCartPage(CONFIG + fixtureBody('woocommerce/pages/product-variable.html'), ['variations', 'add-to-cart', 'mini-cart']);
    // At start: add-to-cart waits for the shopper, the variations form has only set its button.
    expect(document.querySelector('form.variations_form')!.getAttribute('data-island-state')).toBe('pending');
    expect(document.querySelector('form.variations_form .variations')!.getAttribute('data-island-state')).toBe('hydrated');
    expect([...button().classList]).toEqual(expect.arrayContaining(['disabled', 'wc-variation-selection-needed']));
    // A press before either has its code: held by the variations form until its code is there,
    // then explained (the first choice to make gets focus and WooCommerce's message); nothing is sent.
    expect(press()).toBe(false);
    const first = document.querySelector<HTMLSelectElement>('select[name="attribute_pa_mau-sac"]')!;
    await vi.waitFor(() => expect(document.activeElement).toBe(first));
    expect(first.validationMessage).not.toBe('');
    await vi.waitFor(() => expect(document.querySelector('form.variations_form')!.getAttribute('data-island-state')).toBe('hydrated'));
    // And once both are there, a click before a full choice still explains, and sends nothing.
    expect(press()).toBe(false);
    choose('attribute_pa_mau-sac', 'xanh');
    choose('attribute_pa_kich-thuoc', 'm');
    await vi.waitFor(() => expect(document.querySelector<HTMLInputElement>('input[name="variation_id"]')!.value).toBe('40'));
    // The ajax add takes the submit: the browser does not post the form.
    expect(press()).toBe(false);
    await sent(1);
    expect(endpoint(0)).toBe('add_to_cart');
    expect(fields(0)).toEqual({
      'attribute_pa_mau-sac': 'xanh',
      'attribute_pa_kich-thuoc': 'm',
      quantity: '1',
      product_id: '40',
      variation_id: '40',
    });
    await answer(0, recorded('05-add-to-cart-variation'));
    expect(button().classList.contains('added')).toBe(true);
    expect(document.querySelector('.widget_shopping_cart_content')?.textContent).toContain('Xanh');
  });
});
