// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, calls, endCartPage, endpoint, fields, queued, recorded, sent, startCartPage } from '../../tests/cart-server';
import { approach, settle } from '../../tests/dom';
import type { Islands } from '../../src/runtime/islands';
import { AUTO_CLOSE } from './panels';

vi.mock('../../src/http/cart-queue', () => import('../../tests/cart-server').then((module) => module.mockedCartQueue()));

const fragmentsOf = (name: string): Record<string, string> => JSON.parse(recorded(name).text).fragments;
/** WooCommerce's mini-cart of a three-line cart (2 + 2 + 1 items), as recorded. */
const THREE_LINES = fragmentsOf('06-get-refreshed-fragments-with-cart')['div.widget_shopping_cart_content']!;
const FIRST_KEY = '6512bd43d9caa6e02c990b0a82652dca';

const config = (style = 'dropdown') =>
  `<script type="application/json" id="shop-islands-config">{"cart":{"style":"${style}"}}</script>`;
/** A Flatsome-style header, as the demo store renders it, holding the recorded mini-cart. */
const header = (widget = THREE_LINES) => `
  <header id="header" class="header"><ul class="header-nav">
    <li class="cart-item has-dropdown">
      <a href="/cart/" class="header-cart-link">Giỏ hàng <span class="cart-icon image-icon"><strong class="cart-count">5</strong></span></a>
      <div class="nav-dropdown"><div class="widget woocommerce widget_shopping_cart">${widget}</div></div>
    </li>
  </ul></header>
  <main id="main"><a href="/shop/" id="elsewhere">Cửa hàng</a></main>`;

let islands: Islands | undefined;
type Store = typeof import('../../stores/cart');
let store: Store;
type Bridge = typeof import('../../src/events/jquery');
let bridge: Bridge;

async function mount(html: string): Promise<void> {
  islands = await startCartPage(html);
  store = await import('../../stores/cart');
  bridge = await import('../../src/events/jquery');
}
const widget = (): HTMLElement => document.querySelector<HTMLElement>('.widget_shopping_cart')!;
const cartItem = (): HTMLElement => document.querySelector<HTMLElement>('.cart-item')!;
const cartLink = (): HTMLAnchorElement => document.querySelector<HTMLAnchorElement>('.header-cart-link')!;
const removeLink = (key = FIRST_KEY): HTMLAnchorElement => document.querySelector<HTMLAnchorElement>(`[data-cart_item_key="${key}"]`)!;
const click = (element: HTMLElement): boolean => element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
const key = (element: Element, name: string): boolean =>
  element.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true }));
const liveText = (): string => document.querySelector('[role="status"]')?.textContent ?? '';
/** What another script announces after adding: WooCommerce's `added_to_cart`. */
const added = (): void => bridge.triggerAddedToCart(fragmentsOf('02-add-to-cart-simple'), 'h-added');

beforeEach(() => {
  vi.stubGlobal('fetch', () => Promise.reject(new Error('unit tests make no network requests')));
});
afterEach(async () => {
  islands?.stop();
  islands = undefined;
  vi.useRealTimers();
  await endCartPage();
  vi.unstubAllGlobals();
});

describe('mini-cart: removing a line', () => {
  it('removes by ajax, shows the answer, announces it, and keeps focus in the cart', async () => {
    await mount(config() + header());
    const removed: unknown[] = [];
    const blocks: boolean[] = [];
    document.body.addEventListener('removed_from_cart', (event) => removed.push((event as CustomEvent).detail));
    document.body.addEventListener('wc-blocks_removed_from_cart', (event) => blocks.push(event.bubbles));
    removeLink().focus();
    expect(click(removeLink())).toBe(false);
    // Held until the component, loaded by the shopper's coming, takes it.
    await sent(1);
    expect(removeLink().closest('li')?.getAttribute('aria-busy')).toBe('true');
    expect(endpoint(0)).toBe('remove_from_cart');
    expect(fields(0)).toEqual({ cart_item_key: FIRST_KEY });
    await answer(0, recorded('08-remove-from-cart'));
    expect(removeLink()).toBeNull();
    expect(widget().querySelectorAll('li.mini_cart_item')).toHaveLength(2);
    expect(removed).toHaveLength(1);
    expect((removed[0] as unknown[])[1]).toBe(JSON.parse(recorded('08-remove-from-cart').text).cart_hash);
    expect(blocks).toEqual([false]);
    // The removed line's × is gone: focus is on the next line's, not lost to the page.
    expect(document.activeElement?.classList.contains('remove_from_cart_button')).toBe(true);
  });

  it('sends one request for a double click on the same ×', async () => {
    await mount(config() + header());
    click(removeLink());
    click(removeLink());
    const removed = new Promise((resolve) => document.body.addEventListener('removed_from_cart', resolve, { once: true }));
    await sent(1);
    // A second remove of the same line would wait in the queue now, and answer {success:false}.
    const { cartQueue } = await import('../../src/http/cart-queue');
    expect(cartQueue.pending).toBe(0);
    await answer(0, recorded('08-remove-from-cart'));
    await removed;
    expect(calls).toHaveLength(1);
    expect(cartQueue.pending).toBe(0);
  });

  it.each([
    ['WooCommerce does not know the line', recorded('09-remove-from-cart-unknown-key')],
    ['the server fails', { status: 500, headers: {}, text: '' }],
  ])('follows the × link when %s', async (_, response) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await mount(config() + header());
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const href = removeLink().href;
    click(removeLink());
    await sent(1);
    await answer(0, response);
    expect(assign).toHaveBeenCalledWith(href);
  });
});

describe('mini-cart and add-to-cart on one queue', () => {
  it('sends an add and a remove in the order the shopper made them, one at a time', async () => {
    const button = `<ul class="products"><li class="product"><a href="?add-to-cart=11" data-quantity="1" data-product_id="11" class="button add_to_cart_button ajax_add_to_cart">Thêm</a></li></ul>`;
    await mount(config() + header() + button);
    // Add to cart comes with the shopper's pointer, before the click.
    await approach('.ajax_add_to_cart');
    click(document.querySelector<HTMLElement>('.ajax_add_to_cart')!);
    click(removeLink());
    await sent(1);
    expect(endpoint(0)).toBe('add_to_cart');
    // The remove waits in the queue for the add's answer, whose cart hash it supersedes.
    await queued(1);
    expect(calls).toHaveLength(1);
    await answer(0, recorded('04-add-to-cart-same-product-again'));
    await sent(2);
    expect(endpoint(1)).toBe('remove_from_cart');
    await answer(1, recorded('08-remove-from-cart'));
    expect(store.$cart.get().hash).toBe(JSON.parse(recorded('08-remove-from-cart').text).cart_hash);
  });
});

describe('mini-cart: the header dropdown', () => {
  it('opens after an add and closes itself after 5000 ms', async () => {
    await mount(config() + header());
    vi.useFakeTimers();
    added();
    expect(cartItem().classList.contains('si-open')).toBe(true);
    await vi.advanceTimersByTimeAsync(AUTO_CLOSE - 1);
    expect(cartItem().classList.contains('si-open')).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(cartItem().classList.contains('si-open')).toBe(false);
  });

  it('stays open while the pointer is on it, and closes once it leaves', async () => {
    await mount(config() + header());
    vi.useFakeTimers();
    added();
    cartItem().dispatchEvent(new PointerEvent('pointerenter'));
    await vi.advanceTimersByTimeAsync(AUTO_CLOSE * 2);
    expect(cartItem().classList.contains('si-open')).toBe(true);
    cartItem().dispatchEvent(new PointerEvent('pointerleave'));
    expect(cartItem().classList.contains('si-open')).toBe(false);
  });

  it('closes on Esc, with focus back on the cart link', async () => {
    await mount(config() + header());
    added();
    removeLink().focus();
    key(removeLink(), 'Escape');
    expect(cartItem().classList.contains('si-open')).toBe(false);
    expect(cartItem().classList.contains('si-closed')).toBe(true);
    expect(document.activeElement).toBe(cartLink());
  });
});

describe('mini-cart: the off-canvas drawer', () => {
  it('moves the cart into a dialog that the cart link opens as a modal, and gives focus back on close', async () => {
    await mount(config('off-canvas') + header());
    const dialog = document.querySelector<HTMLDialogElement>('dialog.si-cart-drawer')!;
    expect(dialog.contains(widget())).toBe(true);
    expect(dialog.getAttribute('aria-labelledby')).toBe(dialog.querySelector('h2')!.id);
    expect(dialog.querySelector('h2')!.textContent).toBe('Giỏ hàng');
    expect(cartLink().getAttribute('aria-haspopup')).toBe('dialog');
    expect(cartLink().getAttribute('aria-expanded')).toBe('false');
    cartLink().focus();
    expect(click(cartLink())).toBe(false);
    expect(dialog.open).toBe(true);
    expect(cartLink().getAttribute('aria-expanded')).toBe('true');
    dialog.querySelector<HTMLButtonElement>('.si-cart-drawer__close')!.click();
    await settle();
    expect(dialog.open).toBe(false);
    expect(cartLink().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(cartLink());
  });

  it('slides in after an add without taking focus, and closes itself', async () => {
    await mount(config('off-canvas') + header());
    const dialog = document.querySelector<HTMLDialogElement>('dialog.si-cart-drawer')!;
    const elsewhere = document.querySelector<HTMLElement>('#elsewhere')!;
    elsewhere.focus();
    vi.useFakeTimers();
    added();
    expect(dialog.open).toBe(true);
    expect(document.activeElement).toBe(elsewhere);
    await vi.advanceTimersByTimeAsync(AUTO_CLOSE);
    expect(dialog.open).toBe(false);
  });

  it('closes on Esc after an add, and on a click on its backdrop', async () => {
    await mount(config('off-canvas') + header());
    const dialog = document.querySelector<HTMLDialogElement>('dialog.si-cart-drawer')!;
    added();
    expect(dialog.open).toBe(true);
    key(dialog, 'Escape');
    expect(dialog.open).toBe(false);
    added();
    click(dialog);
    expect(dialog.open).toBe(false);
  });

  it('puts the cart back in the header when the island goes', async () => {
    await mount(config('off-canvas') + header());
    islands?.stop();
    islands = undefined;
    expect(document.querySelector('dialog.si-cart-drawer')).toBeNull();
    expect(document.querySelector('.nav-dropdown .widget_shopping_cart')).not.toBeNull();
    expect(cartLink().hasAttribute('aria-haspopup')).toBe(false);
  });
});

describe('mini-cart: an empty cart and the count', () => {
  const sidebar = `<aside><section class="widget woocommerce widget_shopping_cart"><div class="hide_cart_widget_if_empty"><div class="widget_shopping_cart_content"></div></div></section></aside>`;

  it('hides a hide-if-empty widget while the items cookie says zero, and shows it on an add', async () => {
    await mount(config() + sidebar);
    expect(widget().style.display).toBe('none');
    bridge.triggerAddingToCart(undefined, { product_id: '11' });
    expect(widget().style.display).toBe('');
  });

  it('shows a hide-if-empty widget when the cart has items', async () => {
    document.cookie = 'woocommerce_items_in_cart=1; path=/';
    await mount(config() + sidebar);
    expect(widget().style.display).toBe('');
  });

  it('announces the new count once per change, however many widgets the page has', async () => {
    await mount(config() + header() + sidebar);
    await store.cartStore.show({ fragments: fragmentsOf('06-get-refreshed-fragments-with-cart'), hash: 'h1' }, 'loaded');
    await store.cartStore.show({ fragments: fragmentsOf('08-remove-from-cart'), hash: 'h2' }, 'loaded');
    const lines = [...document.querySelectorAll('[role="status"] p')].map((line) => line.textContent);
    expect(lines.filter((line) => line?.startsWith('Số sản phẩm'))).toEqual(['Số sản phẩm trong giỏ: 5', 'Số sản phẩm trong giỏ: 3']);
    expect(liveText()).toContain('Số sản phẩm trong giỏ: 3');
  });
});
