// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeJQuery, uninstallFakeJQuery, type FakeCollection } from '../../src/events/test-jquery';
import { readVariationAnswer } from '../../src/variations/answer';
import type { Variation } from '../../src/variations/variations';
import type { Dispose } from '../../src/runtime/types';
import { fixtureBody, recordedVariationsAttribute, settle } from '../../tests/dom';
import { recordedAnswer } from '../../tests/exchanges';
import variationsIsland from './index';

/**
 * `get_variation`, answered by each test. A plain function, not a `vi.fn()`: the test runner
 * reports a rejection from a mock function called through a mocked module even once it is caught.
 */
const server = vi.hoisted(() => ({
  calls: [] as Array<[{ wc_ajax_url: string }, Record<string, unknown>, AbortSignal]>,
  answers: [] as Array<() => Promise<unknown>>,
}));
vi.mock('./ajax', async (importOriginal) => {
  const ajax = await importOriginal<typeof import('./ajax')>();
  const request = (...args: [{ wc_ajax_url: string }, Record<string, unknown>, AbortSignal]) => {
    server.calls.push(args);
    return (server.answers.shift() ?? (() => Promise.resolve(false)))();
  };
  return { ...ajax, createAsker: (form: HTMLFormElement, hooks: Parameters<typeof ajax.createAsker>[1]) => ajax.createAsker(form, hooks, request as never) };
});
/** Waits until `get_variation` has been asked `count` times in all (its module loads on first use). */
const asked = (count: number): Promise<void> => vi.waitFor(() => expect(server.calls).toHaveLength(count));
/** The next answers of `get_variation`, in order. */
const answers = (...list: Array<() => Promise<unknown>>): void => void server.answers.push(...list);

const COLOUR = 'attribute_pa_mau-sac';
const SIZE = 'attribute_pa_kich-thuoc';
const PAGE = 'woocommerce/pages/product-variable.html';
const XANH_M: Variation = readVariationAnswer(recordedAnswer('19-get-variation')) as Variation;
const MAKE_SELECTION = 'Chọn các tùy chọn cho sản phẩm trước khi cho sản phẩm vào giỏ hàng của bạn.';
const UNAVAILABLE = 'Rất tiếc, sản phẩm này hiện không tồn tại. Hãy chọn một phương thức kết hợp khác.';
const NO_MATCH = 'Rất tiếc, không có sản phẩm nào phù hợp với lựa chọn của bạn. Hãy chọn một phương thức kết hợp khác.';

let dispose: Dispose | void;
afterEach(() => {
  dispose?.();
  dispose = undefined;
  uninstallFakeJQuery();
});
beforeEach(() => {
  server.calls.length = 0;
  server.answers.length = 0;
});

/** The recorded polo shirt page (WooCommerce's markup, scripts removed), its form enhanced. */
async function mount(edit?: (form: HTMLFormElement) => void): Promise<HTMLFormElement> {
  // What a choice shows loads on the first interaction; loaded here, it is there by the first choice.
  await import('./details');
  document.body.innerHTML = fixtureBody(PAGE);
  const form = document.querySelector<HTMLFormElement>('form.variations_form')!;
  edit?.(form);
  const started = new Promise((resolve) => form.addEventListener('wc_variation_form', resolve, { once: true }));
  dispose = await variationsIsland.mount(form, {}, { name: 'variations', fail: (error) => { throw error; } });
  // With nothing chosen, the form's code loads when the shopper comes to it.
  form.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  await started;
  return form;
}
const select = (name: string): HTMLSelectElement => document.querySelector<HTMLSelectElement>(`select[name="${name}"]`)!;
/** Chooses as a shopper does: focus on the field, the value, then `change`; and lets the form react. */
async function choose(name: string, value: string): Promise<void> {
  select(name).dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  select(name).value = value;
  select(name).dispatchEvent(new Event('change', { bubbles: true }));
  await settle();
}
const button = (): HTMLButtonElement => document.querySelector<HTMLButtonElement>('.single_add_to_cart_button')!;
const classesOf = (element: Element): string[] => [...element.classList].filter((c) => c.startsWith('wc-variation') || c === 'disabled').sort();
const variationId = (): string => document.querySelector<HTMLInputElement>('input[name="variation_id"]')!.value;
const sku = (): string => document.querySelector('.product_meta .sku')!.textContent!;
const resetLink = (): HTMLElement => document.querySelector<HTMLElement>('.reset_variations')!;
const single = (): HTMLElement => document.querySelector<HTMLElement>('.single_variation')!;
const clickOn = (element: Element): boolean => element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
const liveText = (): string => document.querySelector('[role="status"]')?.textContent ?? '';
/** Records the names of the events WooCommerce's variation script fires, from now on. */
function record(): string[] {
  const names = [
    'woocommerce_variation_select_change', 'check_variations', 'update_variation_values', 'woocommerce_update_variation_values',
    'found_variation', 'show_variation', 'reset_data', 'reset_image', 'hide_variation', 'woocommerce_variation_has_changed',
    'woocommerce_gallery_reset_slide_position', 'woocommerce_gallery_init_zoom', 'wc_variation_form',
  ];
  const heard: string[] = [];
  for (const name of names) document.addEventListener(name, () => heard.push(name));
  return heard;
}

describe('variations on the recorded WooCommerce product page (data inline)', () => {
  it('waits for the shopper when nothing is chosen: the button waiting for a choice, Clear hidden, no event yet', async () => {
    document.body.innerHTML = fixtureBody(PAGE);
    const heard = record();
    const form = document.querySelector<HTMLFormElement>('form.variations_form')!;
    dispose = await variationsIsland.mount(form, {}, { name: 'variations', fail: () => {} });
    await settle();
    expect(heard).toEqual([]);
    expect(classesOf(button())).toEqual(['disabled', 'wc-variation-selection-needed']);
    expect(button().getAttribute('aria-disabled')).toBe('true');
    expect(resetLink().style.display).toBe('none');
    // Gone with the page: the server's button back as it was.
    dispose!();
    dispose = undefined;
    expect(classesOf(button())).toEqual([]);
    expect(button().hasAttribute('aria-disabled')).toBe(false);
  });

  it('starts on the first focus as WooCommerce does: check_variations then wc_variation_form', async () => {
    document.body.innerHTML = fixtureBody(PAGE);
    const heard = record();
    const details: unknown[] = [];
    document.addEventListener('wc_variation_form', (event) => details.push((event as CustomEvent).detail));
    const form = document.querySelector<HTMLFormElement>('form.variations_form')!;
    dispose = await variationsIsland.mount(form, {}, { name: 'variations', fail: () => {} });
    select(COLOUR).dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await vi.waitFor(() => expect(details).toHaveLength(1));
    expect(heard).toEqual([
      'woocommerce_update_variation_values', 'update_variation_values',
      'woocommerce_gallery_reset_slide_position', 'woocommerce_gallery_init_zoom', 'reset_image', 'hide_variation', 'reset_data',
      'check_variations', 'wc_variation_form',
    ]);
    expect(details).toEqual([[{ form, variationData: expect.any(Array), useAjax: false }]]);
    expect(classesOf(button())).toEqual(['disabled', 'wc-variation-selection-needed']);
    expect(resetLink().style.display).toBe('none');
    expect(single().style.display).toBe('none');
  });

  it('takes over the server’s table as it is: its selects, labels, Clear link and another plugin’s swatches stay the same nodes', async () => {
    let kept: Element[] = [];
    await mount((form) => {
      form.querySelector('td.value')!.insertAdjacentHTML('beforeend', '<ul class="variable-items-wrapper"><li data-value="den">Đen</li></ul>');
      kept = Array.from(form.querySelectorAll('.variations select, .variations label, .reset_variations, .variable-items-wrapper, .variations tr'));
    });
    await choose(COLOUR, 'den');
    const now = Array.from(document.querySelectorAll('.variations select, .variations label, .reset_variations, .variable-items-wrapper, .variations tr'));
    expect(now).toHaveLength(kept.length);
    now.forEach((element, i) => expect(element).toBe(kept[i]));
    expect(document.querySelector('.variable-items-wrapper')!.outerHTML).toBe('<ul class="variable-items-wrapper"><li data-value="den">Đen</li></ul>');
    expect(select(COLOUR).getAttribute('data-attribute_name')).toBe(COLOUR);
    expect(Array.from(select(SIZE).options, (option) => option.className)).toEqual(['', 'attached enabled', 'attached enabled', 'attached enabled']);
  });

  it('starts with the page when jQuery is there, for the scripts that wait for wc_variation_form', async () => {
    installFakeJQuery();
    document.body.innerHTML = fixtureBody(PAGE);
    const heard = record();
    const form = document.querySelector<HTMLFormElement>('form.variations_form')!;
    dispose = await variationsIsland.mount(form, {}, { name: 'variations', fail: () => {} });
    expect(heard.slice(-2)).toEqual(['check_variations', 'wc_variation_form']);
  });

  it('keeps the button waiting while the form’s code loads: a tap’s pointerdown, then its click, is explained, not sent', async () => {
    document.body.innerHTML = fixtureBody(PAGE);
    const form = document.querySelector<HTMLFormElement>('form.variations_form')!;
    const submitted = vi.fn((event: Event) => event.preventDefault());
    form.addEventListener('submit', submitted);
    dispose = await variationsIsland.mount(form, {}, { name: 'variations', fail: () => {} });
    button().dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    // The form's code is on its way: the button still waits for a choice.
    expect(classesOf(button())).toEqual(['disabled', 'wc-variation-selection-needed']);
    expect(button().getAttribute('aria-disabled')).toBe('true');
    expect(resetLink().style.display).toBe('none');
    expect(clickOn(button())).toBe(false);
    await vi.waitFor(() => expect(document.activeElement).toBe(select(COLOUR)));
    expect(select(COLOUR).validationMessage).toBe(MAKE_SELECTION);
    expect(submitted).not.toHaveBeenCalled();
  });

  it('hands a click on the button before its code is there to the form, which points to the choice to make', async () => {
    document.body.innerHTML = fixtureBody(PAGE);
    const form = document.querySelector<HTMLFormElement>('form.variations_form')!;
    dispose = await variationsIsland.mount(form, {}, { name: 'variations', fail: () => {} });
    // A click with nothing before it: not sent, and once the form has started, explained.
    expect(clickOn(button())).toBe(false);
    await vi.waitFor(() => expect(document.activeElement).toBe(select(COLOUR)));
    expect(select(COLOUR).validationMessage).toBe(MAKE_SELECTION);
    expect(liveText()).toContain(MAKE_SELECTION);
  });

  it('shows the chosen variation: price, SKU, variation_id, the button enabled, in WooCommerce’s event order', async () => {
    await mount();
    await choose(COLOUR, 'xanh');
    expect(variationId()).toBe('');
    const heard = record();
    const found: unknown[] = [];
    document.addEventListener('found_variation', (event) => found.push((event as CustomEvent).detail));
    const shown: unknown[] = [];
    document.addEventListener('show_variation', (event) => shown.push((event as CustomEvent).detail));
    await choose(SIZE, 'm');
    expect(heard).toEqual([
      'woocommerce_variation_select_change', 'woocommerce_update_variation_values', 'update_variation_values',
      'woocommerce_gallery_reset_slide_position', 'woocommerce_gallery_init_zoom', 'show_variation', 'found_variation',
      'check_variations', 'woocommerce_variation_has_changed',
    ]);
    expect(found).toEqual([[expect.objectContaining({ variation_id: 40, sku: 'LAB-POLO-XANH-M' })]]);
    expect(shown).toEqual([[expect.objectContaining({ variation_id: 40 }), true]]);
    expect(variationId()).toBe('40');
    expect(sku()).toBe('LAB-POLO-XANH-M');
    expect(single().style.display).toBe('');
    expect(single().querySelector('.woocommerce-variation-price')!.textContent).toBe('280.000\u00a0₫ 250.000\u00a0₫');
    expect(single().querySelector('.woocommerce-variation-price del')?.getAttribute('aria-hidden')).toBe('true');
    expect(classesOf(button())).toEqual([]);
    expect(button().hasAttribute('aria-disabled')).toBe(false);
    expect(resetLink().style.display).toBe('inline-block');
    expect(liveText()).toContain('250.000');
  });

  it('shows the variation of a page that comes with a full choice made, from the start', async () => {
    await mount((form) => {
      form.querySelector<HTMLSelectElement>(`select[name="${COLOUR}"]`)!.value = 'xanh';
      form.querySelector<HTMLSelectElement>(`select[name="${SIZE}"]`)!.value = 'm';
    });
    expect(variationId()).toBe('40');
    expect(sku()).toBe('LAB-POLO-XANH-M');
    expect(classesOf(button())).toEqual([]);
    expect(resetLink().style.display).toBe('inline-block');
  });

  it('keeps the quantity within the variation’s bounds, and hides it for a product sold individually', async () => {
    await mount((form) => {
      const variations = JSON.parse(recordedVariationsAttribute()) as Variation[];
      const edited = variations.map((v) => (v.variation_id === 40 ? { ...v, max_qty: 3 } : v.variation_id === 41 ? { ...v, is_sold_individually: 'yes' } : v));
      form.setAttribute('data-product_variations', JSON.stringify(edited));
    });
    const quantity = document.querySelector<HTMLInputElement>('.quantity input.qty')!;
    quantity.value = '5';
    await choose(COLOUR, 'xanh');
    await choose(SIZE, 'm');
    expect([quantity.value, quantity.getAttribute('min'), quantity.getAttribute('max')]).toEqual(['3', '1', '3']);
    await choose(SIZE, 'l');
    expect([quantity.value, quantity.getAttribute('max')]).toEqual(['1', '']);
    expect(quantity.closest<HTMLElement>('.quantity')!.style.display).toBe('none');
    await choose(SIZE, 's');
    expect(quantity.closest<HTMLElement>('.quantity')!.style.display).toBe('');
  });

  it('marks an out-of-stock variation unavailable, and a click says so at the choice instead of submitting', async () => {
    await mount();
    await choose(COLOUR, 'den');
    await choose(SIZE, 'l');
    expect(variationId()).toBe('44');
    expect(single().querySelector('.woocommerce-variation-availability')!.textContent).toBe('Hết hàng\n');
    expect(classesOf(button())).toEqual(['disabled', 'wc-variation-is-unavailable']);
    const submitted = vi.fn((event: Event) => event.preventDefault());
    document.querySelector('form')!.addEventListener('submit', submitted);
    expect(clickOn(button())).toBe(false);
    expect(submitted).not.toHaveBeenCalled();
    expect(select(COLOUR).validationMessage).toBe(UNAVAILABLE);
    expect(liveText()).toContain(UNAVAILABLE);
  });

  it('sends a click before a full choice to the first attribute still to choose, with WooCommerce’s message', async () => {
    await mount();
    await choose(COLOUR, 'do');
    expect(clickOn(button())).toBe(false);
    expect(document.activeElement).toBe(select(SIZE));
    expect(select(SIZE).validationMessage).toBe(MAKE_SELECTION);
    expect(liveText()).toContain(MAKE_SELECTION);
    // The message goes with the next choice.
    await choose(SIZE, 's');
    expect(select(SIZE).validationMessage).toBe('');
    expect(clickOn(button())).toBe(true);
  });

  it('clears every choice with the Clear link: the product’s own SKU and picture back, focus on the first choice', async () => {
    await mount();
    const image = document.querySelector<HTMLImageElement>('.wp-post-image')!;
    const originalSrcset = image.getAttribute('srcset');
    await choose(COLOUR, 'xanh');
    await choose(SIZE, 'm');
    image.setAttribute('srcset', 'changed-by-the-variation 600w');
    expect(clickOn(resetLink())).toBe(false);
    await settle();
    expect([select(COLOUR).value, select(SIZE).value]).toEqual(['', '']);
    expect(sku()).toBe('LAB-POLO');
    expect(variationId()).toBe('');
    expect(image.getAttribute('srcset')).toBe(originalSrcset);
    expect(classesOf(button())).toEqual(['disabled', 'wc-variation-selection-needed']);
    expect(resetLink().style.display).toBe('none');
    expect(document.activeElement).toBe(select(COLOUR));
    expect(liveText()).toContain(MAKE_SELECTION);
  });

  it('takes out the options no variation allows and disables the inactive ones, as WooCommerce does', async () => {
    await mount((form) => {
      const variations = JSON.parse(recordedVariationsAttribute()) as Variation[];
      // No Đen / L at all, and Đỏ / S switched off by a plugin (`variation_is_active` false).
      const edited = variations.filter((v) => v.variation_id !== 44).map((v) => (v.variation_id === 36 ? { ...v, variation_is_active: false } : v));
      form.setAttribute('data-product_variations', JSON.stringify(edited));
    });
    const options = (name: string): string[] =>
      Array.from(select(name).options, (option) => `${option.value || '—'}${option.disabled ? ' (disabled)' : ''}`);
    await choose(COLOUR, 'den');
    expect(options(SIZE)).toEqual(['—', 'm', 's']);
    await choose(COLOUR, 'do');
    expect(options(SIZE)).toEqual(['—', 'l', 'm', 's (disabled)']);
    // A colour chosen first, then a size it lacks: the colour choice, now impossible, is cleared.
    await choose(SIZE, 'l');
    expect(options(COLOUR)).toEqual(['—', 'do', 'xanh']);
  });

  it('swaps the gallery’s first image for a variation with its own picture, and puts it back', async () => {
    const variation: Variation = {
      ...XANH_M,
      image: { ...XANH_M.image, src: '/v/xanh-600.jpg', srcset: false, full_src: '/v/xanh.jpg', thumb_src: '/v/xanh-450.jpg', alt: 'Xanh' },
    };
    await mount((form) => {
      const variations = JSON.parse(recordedVariationsAttribute()) as Variation[];
      form.setAttribute('data-product_variations', JSON.stringify(variations.map((v) => (v.variation_id === 40 ? variation : v))));
    });
    const image = document.querySelector<HTMLImageElement>('.woocommerce-product-gallery__image .wp-post-image')!;
    const link = image.closest('a')!;
    const before = { src: image.getAttribute('src'), srcset: image.getAttribute('srcset'), href: link.getAttribute('href') };
    await choose(COLOUR, 'xanh');
    await choose(SIZE, 'm');
    expect(image.getAttribute('src')).toBe('/v/xanh-600.jpg');
    expect(image.hasAttribute('srcset')).toBe(false);
    expect(image.getAttribute('data-large_image')).toBe('/v/xanh.jpg');
    expect(image.getAttribute('alt')).toBe('Xanh');
    expect(link.getAttribute('href')).toBe('/v/xanh.jpg');
    expect(image.getAttribute('data-o_src')).toBe(before.src);
    await choose(SIZE, '');
    expect({ src: image.getAttribute('src'), srcset: image.getAttribute('srcset'), href: link.getAttribute('href') }).toEqual(before);
  });

  it('speaks jQuery to WooCommerce’s listeners, and follows a swatches plugin’s jQuery-triggered change', async () => {
    const $ = installFakeJQuery();
    const form = await mount();
    const heard: Array<[string, unknown[]]> = [];
    for (const name of ['found_variation', 'show_variation', 'woocommerce_variation_has_changed']) {
      $(form).on(name, (_event, ...args) => heard.push([name, args]));
    }
    select(COLOUR).value = 'xanh';
    ($(select(COLOUR)) as FakeCollection).trigger('change');
    await settle();
    select(SIZE).value = 'm';
    ($(select(SIZE)) as FakeCollection).trigger('change');
    await settle();
    expect(heard.map(([name]) => name)).toEqual(['woocommerce_variation_has_changed', 'show_variation', 'found_variation', 'woocommerce_variation_has_changed']);
    const [, [variation, purchasable]] = heard[1]!;
    expect((variation as Variation).variation_id).toBe(40);
    expect(purchasable).toBe(true);
    expect(variationId()).toBe('40');
  });
});

describe('variations asking the server (data-product_variations="false")', () => {
  const ajaxPage = (form: HTMLFormElement): void => form.setAttribute('data-product_variations', 'false');

  it('posts the choice and product_id to get_variation, and shows the answer', async () => {
    answers(async () => XANH_M);
    const form = await mount(ajaxPage);
    await choose(COLOUR, 'xanh');
    expect(server.calls).toHaveLength(0);
    await choose(SIZE, 'm');
    await asked(1);
    await settle();
    const [config, fields, signal] = server.calls[0]!;
    expect(config.wc_ajax_url).toBe('/?wc-ajax=%%endpoint%%');
    expect(fields).toEqual({ [COLOUR]: 'xanh', [SIZE]: 'm', product_id: 35 });
    expect(Object.keys(fields)).toEqual([COLOUR, SIZE, 'product_id']);
    expect(signal).toBeInstanceOf(AbortSignal);
    expect(variationId()).toBe('40');
    expect(sku()).toBe('LAB-POLO-XANH-M');
    expect(classesOf(button())).toEqual([]);
    expect(form.hasAttribute('aria-busy')).toBe(false);
    // Without the list, no option is taken out.
    expect(select(SIZE).options).toHaveLength(4);
  });

  it('says no product matches when the server answers false', async () => {
    answers(async () => false);
    await mount(ajaxPage);
    await choose(COLOUR, 'den');
    await choose(SIZE, 's');
    await asked(1);
    await settle();
    expect(document.querySelector('.wc-no-matching-variations')?.textContent).toBe(NO_MATCH);
    expect(classesOf(button())).toEqual(['disabled', 'wc-variation-selection-needed']);
    expect(variationId()).toBe('');
    // A new choice takes the message away.
    await choose(SIZE, '');
    expect(document.querySelector('.wc-no-matching-variations')).toBeNull();
  });

  it('leaves a failed request to the form’s own submit, and says so', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    answers(async () => {
      throw new Error('HTTP 500');
    });
    const form = await mount(ajaxPage);
    await choose(COLOUR, 'den');
    await choose(SIZE, 's');
    await asked(1);
    await settle();
    expect(document.querySelector('.si-variation-error')?.textContent).toBe(
      'Chưa tải được thông tin của lựa chọn này. Bạn vẫn có thể thêm sản phẩm vào giỏ hàng.',
    );
    expect(classesOf(button())).toEqual([]);
    expect(variationId()).toBe('');
    expect(form.hasAttribute('aria-busy')).toBe(false);
    expect([select(COLOUR).value, select(SIZE).value]).toEqual(['den', 's']);
  });

  it('drops an answer that a newer choice overtook', async () => {
    let answerFirst: (value: Variation | false) => void = () => {};
    answers(() => new Promise((resolve) => (answerFirst = resolve)), async () => XANH_M);
    await mount(ajaxPage);
    await choose(COLOUR, 'xanh');
    await choose(SIZE, 's');
    await asked(1);
    await choose(SIZE, 'm');
    await asked(2);
    await settle();
    expect(server.calls.map(([, fields]) => fields[SIZE])).toEqual(['s', 'm']);
    const firstSignal = server.calls[0]![2];
    expect(firstSignal.aborted).toBe(true);
    answerFirst({ ...XANH_M, variation_id: 99, sku: 'STALE' });
    await settle();
    expect(variationId()).toBe('40');
    expect(sku()).toBe('LAB-POLO-XANH-M');
  });
});
