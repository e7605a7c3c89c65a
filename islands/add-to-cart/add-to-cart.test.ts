// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { approach, fixtureBody, settle } from '../../tests/dom';
import { answer, calls, endCartPage, endpoint, fields, recorded, sent, startCartPage } from '../../tests/cart-server';
import { installFakeJQuery, uninstallFakeJQuery } from '../../src/events/test-jquery';
import type { HttpResponse } from '../../src/http/queue';
import type { Islands } from '../../src/runtime/islands';

vi.mock('../../src/http/cart-queue', () => import('../../tests/cart-server').then((module) => module.mockedCartQueue()));

const CONFIG = (extra = '') =>
  `<script type="application/json" id="shop-islands-config">{"cart":{"cart_url":"/gio-hang/"${extra}}}</script>`;
const ADDED = '02-add-to-cart-simple';
const ADDED_FRAGMENTS = JSON.parse(recorded(ADDED).text).fragments as Record<string, string>;

let islands: Islands | undefined;
/** The recorded WooCommerce shop page (WooCommerce's own markup, no mount points) with our config. */
async function shop(config = CONFIG(), { touched = true } = {}): Promise<void> {
  islands = await startCartPage(config + fixtureBody('woocommerce/pages/shop.html'));
  // The island loads on the shopper's first touch; these tests start once it has.
  if (touched) await approach();
}
const button = (id = 11): HTMLAnchorElement => document.querySelector<HTMLAnchorElement>(`.ajax_add_to_cart[data-product_id="${id}"]`)!;
/** Clicks as a shopper does; true when the browser would have followed the link. */
const click = (element: HTMLElement): boolean => element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
const heard = (name: string): Array<{ detail: unknown; bubbles: boolean }> => {
  const list: Array<{ detail: unknown; bubbles: boolean }> = [];
  document.body.addEventListener(name, (event) => list.push({ detail: (event as CustomEvent).detail, bubbles: event.bubbles }));
  return list;
};
const liveText = (): string => document.querySelector('[role="status"]')?.textContent ?? '';

beforeEach(() => {
  vi.stubGlobal('fetch', () => Promise.reject(new Error('unit tests make no network requests')));
});
afterEach(async () => {
  islands?.stop();
  islands = undefined;
  await endCartPage();
  uninstallFakeJQuery();
  vi.unstubAllGlobals();
});

describe('add-to-cart on the recorded WooCommerce shop page', () => {
  it('adds by ajax with the button’s data attributes, then shows it added with a view-cart link', async () => {
    await shop();
    const adding = heard('adding_to_cart');
    const added = heard('added_to_cart');
    const updated = heard('wc_cart_button_updated');
    const blocks = heard('wc-blocks_added_to_cart');
    expect(click(button())).toBe(false);
    expect(button().classList.contains('loading')).toBe(true);
    await sent(1);
    expect(endpoint(0)).toBe('add_to_cart');
    expect(fields(0)).toEqual({ quantity: '1', product_id: '11', product_sku: 'LAB-001' });
    expect(adding).toHaveLength(1);
    expect((adding[0]!.detail as unknown[])[0]).toBe(button());
    expect((adding[0]!.detail as unknown[])[1]).toEqual({ quantity: '1', product_id: '11', product_sku: 'LAB-001' });

    await answer(0, recorded(ADDED));
    // Loading until the fragments are in (their code loads with the first ones), then added at once.
    await vi.waitFor(() => expect(button().classList.contains('added')).toBe(true));
    expect(button().classList.contains('loading')).toBe(false);
    const link = button().nextElementSibling as HTMLAnchorElement;
    expect(link.matches('a.added_to_cart.wc-forward')).toBe(true);
    expect(link.getAttribute('href')).toBe('/gio-hang/');
    expect(link.textContent).toBe('Xem giỏ hàng');
    // WooCommerce's footer widget now shows the line, from the answer's fragment.
    expect(document.querySelector('.widget_shopping_cart_content')?.textContent).toContain('Áo thun cotton basic');
    expect(added).toHaveLength(1);
    const [fragments, hash, target] = added[0]!.detail as [Record<string, string>, string, Element];
    expect(fragments).toEqual(ADDED_FRAGMENTS);
    expect(hash).toBe(JSON.parse(recorded(ADDED).text).cart_hash);
    expect(target).toBe(button());
    expect(updated.map((event) => (event.detail as unknown[])[0])).toEqual([button()]);
    expect(blocks).toEqual([{ detail: { preserveCartData: false }, bubbles: false }]);
    // WooCommerce's own sentence, as its Vietnamese translation says it (exchange 22's notice).
    await vi.waitFor(() => expect(liveText()).toContain('“Áo thun cotton basic” đã được thêm vào giỏ hàng.'));
  });

  it('loads on the first touch; a click before that is held, then done: one ajax add, no navigation', async () => {
    await shop(CONFIG(), { touched: false });
    expect(button().getAttribute('data-island-state')).toBe('pending');
    // A tap with nothing before it, as a screen reader's may be: the link is not followed.
    expect(click(button())).toBe(false);
    await sent(1);
    expect(button().getAttribute('data-island-state')).toBe('hydrated');
    expect(fields(0)).toEqual({ quantity: '1', product_id: '11', product_sku: 'LAB-001' });
    await answer(0, recorded(ADDED));
    expect(button().classList.contains('added')).toBe(true);
  });

  it('queues a triple click: three adds, one at a time, loading until the last is answered', async () => {
    await shop();
    click(button());
    click(button());
    click(button());
    await sent(1);
    for (let i = 0; i < 3; i++) {
      expect(calls).toHaveLength(i + 1);
      expect(button().classList.contains('loading')).toBe(true);
      await answer(i, recorded(ADDED));
      if (i < 2) await sent(i + 2);
    }
    expect(calls.map((_, i) => fields(i)['product_id'])).toEqual(['11', '11', '11']);
    expect(button().classList.contains('loading')).toBe(false);
    // One link, however many adds.
    expect(button().parentElement!.querySelectorAll('.added_to_cart')).toHaveLength(1);
  });

  it('sends the shopper to the product page when WooCommerce refuses the add', async () => {
    await shop();
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    click(button(13));
    await sent(1);
    await answer(0, recorded('11-add-to-cart-out-of-stock'));
    expect(assign).toHaveBeenCalledWith(JSON.parse(recorded('11-add-to-cart-out-of-stock').text).product_url);
  });

  it.each([
    ['a 500', { status: 500, headers: {}, text: '<h1>Error</h1>' }],
    ['a time-out', Object.assign(new Error('Request timed out after 5000 ms'), { kind: 'timeout' })],
    ['an answer WooCommerce never gives', { status: 200, headers: {}, text: '{"fragments":[]}' }],
  ] as Array<[string, HttpResponse | Error]>)('after %s: the button is usable again, says so, and the cart is asked for', async (_, failure) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await shop();
    click(button());
    await sent(1);
    await answer(0, failure);
    expect(button().classList.contains('loading')).toBe(false);
    expect(button().hasAttribute('aria-busy')).toBe(false);
    expect(button().nextElementSibling?.textContent).toBe('Chưa thêm được vào giỏ hàng. Vui lòng thử lại.');
    expect(liveText()).toContain('Chưa thêm được vào giỏ hàng.');
    // The add may have happened anyway: the cart store asks for the cart.
    await sent(2);
    expect(endpoint(1)).toBe('get_refreshed_fragments');
    // A second try clears the note and goes out.
    click(button());
    expect(button().parentElement!.querySelector('.si-cart-error')).toBeNull();
  });

  it('leaves an unknown product’s refusal on the page: no navigation, the button usable', async () => {
    await shop();
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    click(button());
    await sent(1);
    await answer(0, recorded('10-add-to-cart-invalid-product-id'));
    expect(assign).not.toHaveBeenCalled();
    expect(button().classList.contains('loading')).toBe(false);
  });

  it('lets another script veto the add, natively or through jQuery, as WooCommerce asks it', async () => {
    await shop();
    const notSent = heard('ajax_request_not_sent.adding_to_cart');
    const stop = (event: Event): void => event.preventDefault();
    document.body.addEventListener('should_send_ajax_request.adding_to_cart', stop);
    expect(click(button())).toBe(false);
    await settle();
    expect(calls).toHaveLength(0);
    expect(notSent).toHaveLength(1);
    expect(button().classList.contains('loading')).toBe(false);
    document.body.removeEventListener('should_send_ajax_request.adding_to_cart', stop);

    const $ = installFakeJQuery();
    $(document.body).on('should_send_ajax_request.adding_to_cart', () => false);
    click(button());
    await settle();
    expect(calls).toHaveLength(0);
    expect($.calls.filter((call) => call.method === 'triggerHandler').map((call) => call.name)).toEqual(['should_send_ajax_request.adding_to_cart']);
  });

  it('announces through jQuery too: a theme’s handler gets added_to_cart with the jQuery-wrapped button', async () => {
    const $ = installFakeJQuery();
    await shop();
    const got: unknown[][] = [];
    $(document.body).on('added_to_cart', (_event, ...args) => void got.push(args));
    click(button());
    await sent(1);
    await answer(0, recorded(ADDED));
    expect(got).toHaveLength(1);
    expect(got[0]).toHaveLength(3);
    expect((got[0]![2] as { 0: Element; jquery: string })[0]).toBe(button());
  });

  it('adds no view-cart link on the cart page', async () => {
    await shop(CONFIG(',"is_cart":true'));
    click(button());
    await sent(1);
    await answer(0, recorded(ADDED));
    expect(button().classList.contains('added')).toBe(true);
    expect(document.querySelector('.added_to_cart')).toBeNull();
  });

  it('lets a button without a product id navigate', async () => {
    await shop();
    const variable = document.querySelector<HTMLAnchorElement>('.product_type_variable.add_to_cart_button')!;
    expect(click(variable)).toBe(true);
    const simple = button();
    simple.removeAttribute('data-product_id');
    expect(click(simple)).toBe(true);
    await settle();
    expect(calls).toHaveLength(0);
  });
});

describe('add-to-cart says what it added: the cart panel, or a growl message', () => {
  /** Flatsome's header cart (a dropdown the theme's CSS shows with `si-open`) before the recorded shop page. */
  const HEADER_CART = `<style>.nav-dropdown { display: none; } .cart-item.si-open .nav-dropdown { display: block; }</style>
    <header class="header"><ul class="header-nav"><li class="cart-item has-dropdown">
      <a href="/gio-hang/" class="header-cart-link">Giỏ hàng</a>
      <div class="nav-dropdown"><div class="widget woocommerce widget_shopping_cart"><div class="widget_shopping_cart_content"></div></div></div>
    </li></ul></header>`;
  const MESSAGE = '“Áo thun cotton basic” đã được thêm vào giỏ hàng.';
  const growls = (): Element[] => [...document.querySelectorAll('.si-growl')];
  const said = (text: string): number => [...document.querySelectorAll('.si-live p')].filter((line) => line.textContent === text).length;
  /** The header's dropdown, once shown, lies in the viewport (happy-dom lays nothing out). */
  const laidOut = (): void => {
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(600, 60, 320, 240));
  };
  async function addOne(): Promise<void> {
    click(button());
    await sent(1);
    await answer(0, recorded(ADDED));
  }
  /** The growl messages the island asked for, once what it does after an answer has run. */
  async function growlsAsked(): Promise<unknown[]> {
    await settle();
    return [...(await import('../../stores/growl')).$growls.get()];
  }

  it('shows a growl with the product’s name and a view-cart link where no cart panel opens (the widget is in the footer)', async () => {
    await shop();
    laidOut();
    await addOne();
    await vi.waitFor(() => expect(growls()).toHaveLength(1));
    expect(growls()[0]!.querySelector('.si-growl__message')?.textContent).toBe(MESSAGE);
    const link = growls()[0]!.querySelector<HTMLAnchorElement>('a.si-growl__link')!;
    expect(link.getAttribute('href')).toBe('/gio-hang/');
    expect(link.textContent).toBe('Xem giỏ hàng');
    // Read out once: by the growl, not a second time by the button.
    expect(said(MESSAGE)).toBe(1);
  });

  it('shows no growl when the header’s cart panel opens with the new line, and reads the add out', async () => {
    await shop(CONFIG() + HEADER_CART);
    laidOut();
    await addOne();
    expect(document.querySelector('.header .cart-item')?.classList.contains('si-open')).toBe(true);
    expect(said(MESSAGE)).toBe(1);
    await expect(growlsAsked()).resolves.toEqual([]);
    expect(growls()).toHaveLength(0);
  });

  it('shows a growl when the header’s cart is not displayed (a phone’s header)', async () => {
    await shop(CONFIG() + HEADER_CART.replace('<style>', '<style>.header .cart-item { display: none; } '));
    laidOut();
    await addOne();
    await vi.waitFor(() => expect(growls()).toHaveLength(1));
    expect(said(MESSAGE)).toBe(1);
  });

  it('shows a growl when the panel opens out of sight: scrolled away above the viewport', async () => {
    await shop(CONFIG() + HEADER_CART);
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(600, -900, 320, 240));
    await addOne();
    await vi.waitFor(() => expect(growls()).toHaveLength(1));
  });

  it('shows a growl when the panel opens behind a modal dialog (the quick view the product was added from)', async () => {
    await shop(CONFIG() + HEADER_CART);
    laidOut();
    const dialog = document.createElement('dialog');
    document.body.append(dialog);
    dialog.showModal();
    // happy-dom knows no `:modal`.
    const querySelector = document.querySelector.bind(document);
    vi.spyOn(document, 'querySelector').mockImplementation((selector: string) => (selector === ':modal' ? dialog : querySelector(selector)));
    await addOne();
    await vi.waitFor(() => expect(growls()).toHaveLength(1));
  });

  it('shows the growl without a view-cart link on the cart page', async () => {
    await shop(CONFIG(',"is_cart":true'));
    laidOut();
    await addOne();
    await vi.waitFor(() => expect(growls()).toHaveLength(1));
    expect(growls()[0]!.querySelector('a')).toBeNull();
  });

  it('shows no growl when the add fails: the note beside the button says so', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await shop();
    laidOut();
    click(button());
    await sent(1);
    await answer(0, { status: 500, headers: {}, text: '' });
    await expect(growlsAsked()).resolves.toEqual([]);
    expect(growls()).toHaveLength(0);
    expect(button().nextElementSibling?.textContent).toBe('Chưa thêm được vào giỏ hàng. Vui lòng thử lại.');
  });
});

describe('add-to-cart on the single-product form', () => {
  const form = (fieldsHtml: string): string => `${CONFIG()}
    <div class="product"><h1 class="product_title">Áo thun cotton basic</h1>
      <form class="cart" action="/san-pham/ao-thun/" method="post" enctype="multipart/form-data">
        ${fieldsHtml}
      </form>
    </div>`;
  async function mount(html: string): Promise<HTMLFormElement> {
    islands = await startCartPage(html);
    await approach();
    return document.querySelector<HTMLFormElement>('form.cart')!;
  }
  const submit = (form: HTMLFormElement, submitter?: HTMLElement): boolean =>
    form.dispatchEvent(Object.assign(new Event('submit', { bubbles: true, cancelable: true }), { submitter: submitter ?? null }));

  it('adds a simple product by ajax: quantity and the submit button’s product id', async () => {
    const element = await mount(
      form(`<input type="number" name="quantity" value="2"><button type="submit" name="add-to-cart" value="11" class="single_add_to_cart_button button alt">Thêm vào giỏ hàng</button>`),
    );
    const submitButton = element.querySelector<HTMLButtonElement>('button')!;
    expect(submit(element, submitButton)).toBe(false);
    expect(submitButton.classList.contains('loading')).toBe(true);
    await sent(1);
    expect(fields(0)).toEqual({ quantity: '2', product_id: '11' });
    await answer(0, recorded('03-add-to-cart-simple-on-sale-qty2'));
    expect(submitButton.classList.contains('added')).toBe(true);
    expect(submitButton.nextElementSibling?.matches('a.added_to_cart')).toBe(true);
  });

  it('submits normally, with a loading button, when the variation is not chosen yet', async () => {
    const element = await mount(
      form(`<select name="attribute_pa_size"><option value="">Chọn</option></select>
        <button type="submit" class="single_add_to_cart_button button alt">Thêm vào giỏ hàng</button>
        <input type="hidden" name="add-to-cart" value="35"><input type="hidden" name="product_id" value="35">
        <input type="hidden" name="variation_id" class="variation_id" value="0">`),
    );
    const submitButton = element.querySelector<HTMLButtonElement>('button')!;
    expect(submit(element, submitButton)).toBe(true);
    expect(submitButton.classList.contains('loading')).toBe(true);
    await settle();
    expect(calls).toHaveLength(0);
  });
});
