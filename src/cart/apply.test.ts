// @vitest-environment happy-dom
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixtureBody, settle } from '../../tests/dom';
import { exchange, recordedAnswer } from '../../tests/exchanges';
import { startIslands, type Islands } from '../runtime/islands';
import type { IslandModule } from '../runtime/types';
import { applyFragments, showFragments } from './apply';
import { MINI_CART_SELECTOR } from './cache';
import { CART_DATA_ID, CART_FRAGMENTS } from './contents';
import { readCartUpdate, type Fragments } from './responses';

const refreshed = () => readCartUpdate(recordedAnswer('06-get-refreshed-fragments-with-cart'))!;

describe('applyFragments', () => {
  it("fills the recorded page's empty mini-cart widget with the recorded fragment, every copy of it", () => {
    document.body.innerHTML = fixtureBody('woocommerce/pages/product-simple.html');
    const footer = document.querySelector(MINI_CART_SELECTOR)!;
    expect(footer.children).toHaveLength(0);
    // A header dropdown holding a second copy of the widget, as Flatsome has.
    document.body.insertAdjacentHTML('afterbegin', '<header><div class="widget_shopping_cart_content">old</div></header>');
    const title = document.querySelector('h1.product_title')!;

    applyFragments(refreshed().fragments);

    const widgets = document.querySelectorAll(MINI_CART_SELECTOR);
    expect(widgets).toHaveLength(2);
    for (const widget of widgets) {
      expect(widget.querySelectorAll('li.mini_cart_item')).toHaveLength(3);
      expect(widget.querySelector('.remove_from_cart_button')?.getAttribute('data-cart_item_key')).toBe('6512bd43d9caa6e02c990b0a82652dca');
    }
    expect(widgets[0]).not.toBe(widgets[1]);
    expect(footer.isConnected).toBe(false);
    expect(document.querySelector('h1.product_title')).toBe(title);
  });

  it('leaves an element that already is the fragment alone, and replaces one that differs', () => {
    document.body.innerHTML = '<span class="count">2</span><div class="total"><b>1</b></div>';
    const same = document.querySelector('span.count');
    const differs = document.querySelector('div.total');
    applyFragments({ 'span.count': '\n<span class="count">2</span>\n', 'div.total': '<div class="total"><b>2</b></div>' });
    expect(document.querySelector('span.count')).toBe(same);
    expect(document.querySelector('div.total')).not.toBe(differs);
    expect(document.querySelector('div.total')?.textContent).toBe('2');
  });

  it('takes markup for any context, such as a row of the cart totals', () => {
    document.body.innerHTML = '<table><tbody><tr class="order-total"><td>1</td></tr></tbody></table>';
    applyFragments({ 'tr.order-total': '<tr class="order-total"><td>2</td></tr>' });
    expect(document.querySelector('tbody')?.innerHTML).toBe('<tr class="order-total"><td>2</td></tr>');
  });

  it('skips a fragment whose selector the browser rejects, and applies the others', () => {
    document.body.innerHTML = '<p class="a">old</p><p class="b">old</p>';
    expect(() => applyFragments({ 'p.a': '<p class="a">new</p>', 'p[': '<p>x</p>', 'p.b': '<p class="b">new</p>' })).not.toThrow();
    expect(document.body.innerHTML).toBe('<p class="a">new</p><p class="b">new</p>');
  });
});

describe('applyFragments: sanitised, WooCommerce’s markup kept', () => {
  /** The fragment as an unsanitised inert parse serialises it: what WooCommerce meant to show. */
  const asSent = (html: string): string => {
    const template = document.createElement('template');
    template.innerHTML = html.trim();
    return template.innerHTML;
  };

  it('never runs an inline handler: an <img onerror> lands without it', async () => {
    const ran = vi.fn();
    (window as unknown as { __ran: () => void }).__ran = ran;
    document.body.innerHTML = '<div class="widget_shopping_cart_content">old</div>';
    applyFragments({ [MINI_CART_SELECTOR]: '<div class="widget_shopping_cart_content"><img src="x" onerror="__ran()" onload="__ran()" alt="">Giỏ hàng</div>' });
    const img = document.querySelector(`${MINI_CART_SELECTOR} img`)!;
    expect(img.hasAttribute('onerror')).toBe(false);
    expect(img.hasAttribute('onload')).toBe(false);
    expect(img.getAttribute('src')).toBe('x');
    img.dispatchEvent(new Event('error'));
    await settle();
    expect(ran).not.toHaveBeenCalled();
    delete (window as unknown as { __ran?: unknown }).__ran;
  });

  it('drops a javascript: link and a script, and keeps the rest of the fragment', () => {
    document.body.innerHTML = '<div class="widget_shopping_cart_content">old</div>';
    applyFragments({
      [MINI_CART_SELECTOR]:
        '<div class="widget_shopping_cart_content"><a class="remove" href=" java\tscript:__ran()" data-cart_item_key="k">×</a><script>__ran()</script><a class="button" href="/gio-hang/">Xem giỏ hàng</a></div>',
    });
    expect(document.querySelector(MINI_CART_SELECTOR)?.outerHTML).toBe(
      '<div class="widget_shopping_cart_content"><a class="remove" data-cart_item_key="k">×</a><a class="button" href="/gio-hang/">Xem giỏ hàng</a></div>',
    );
  });

  it('neutralises an id or a name that would clobber the page’s objects', () => {
    document.body.innerHTML = '<div class="widget_shopping_cart_content">old</div>';
    applyFragments({
      [MINI_CART_SELECTOR]:
        '<div class="widget_shopping_cart_content"><img src="/a.jpg" name="cookie" alt=""><form id="shopIslands" class="woocommerce-cart-form"><input name="action"></form><div id="jQuery"></div></div>',
    });
    const widget = document.querySelector(MINI_CART_SELECTOR)!;
    expect(widget.outerHTML).toBe('<div class="widget_shopping_cart_content"><img src="/a.jpg" alt=""><form class="woocommerce-cart-form"><input></form><div></div></div>');
    expect(typeof document.cookie).toBe('string');
    expect((window as unknown as { shopIslands?: unknown }).shopIslands).toBeUndefined();
  });

  it('brings every mini-cart WooCommerce answered, and the theme’s count, total and JSON cart, through unchanged', () => {
    const dir = path.resolve(import.meta.dirname, '../../tests/fixtures/woocommerce/exchanges');
    const recorded = readdirSync(dir)
      .map((file) => (exchange(file.replace(/\.json$/, '')).response.body_json as { fragments?: Fragments } | undefined)?.fragments)
      .filter((fragments): fragments is Fragments => !!fragments);
    expect(recorded.length).toBeGreaterThan(10);
    const theme: Fragments = {
      [CART_FRAGMENTS.count]: '<span class="cart-icon image-icon"><strong class="cart-count" aria-hidden="true">5</strong><span class="screen-reader-text">Giỏ hàng có 5 sản phẩm</span></span>',
      [CART_FRAGMENTS.price]: '<span class="cart-price"><span class="woocommerce-Price-amount amount"><bdi>995.000&nbsp;<span class="woocommerce-Price-currencySymbol">₫</span></bdi></span></span>',
      [CART_FRAGMENTS.data]: `<script type="application/json" id="${CART_DATA_ID}">{"items":[],"count":5,"subtotal":995000,"subtotal_html":"\\u003cspan\\u003e","cart_hash":"h"}</script>`,
    };
    for (const fragments of [...recorded, theme]) {
      document.body.innerHTML =
        '<header class="header"><span class="cart-icon image-icon"><strong>0</strong></span><span class="cart-price">0</span></header>' +
        `<div class="widget_shopping_cart_content"></div><script type="application/json" id="${CART_DATA_ID}">{}</script>`;
      applyFragments(fragments);
      for (const [selector, html] of Object.entries(fragments)) expect(document.querySelector(selector)?.outerHTML, selector).toBe(asSent(html));
    }
  });
});

describe('islands inside applied fragments', () => {
  let islands: Islands | undefined;
  afterEach(() => islands?.stop());

  it('are disposed with the markup they were in, and the new ones mounted by the loader', async () => {
    const mounted: string[] = [];
    const disposed: string[] = [];
    const probe: IslandModule = {
      mount(element) {
        const text = element.textContent ?? '';
        mounted.push(text);
        return () => disposed.push(text);
      },
    };
    document.body.innerHTML = `<div class="widget_shopping_cart_content"><div data-island="probe" data-hydrate="load">before</div></div>`;
    islands = startIslands({ registry: [{ name: 'probe', load: async () => ({ default: probe }) }] });
    await settle();
    expect(mounted).toEqual(['before']);

    applyFragments({ [MINI_CART_SELECTOR]: `<div class="widget_shopping_cart_content"><div data-island="probe" data-hydrate="load">after</div></div>` });
    await settle();

    expect(disposed).toEqual(['before']);
    expect(mounted).toEqual(['before', 'after']);
    expect(document.querySelector('[data-island=probe]')?.getAttribute('data-island-state')).toBe('hydrated');
  });
});

describe('showFragments', () => {
  afterEach(() => vi.restoreAllMocks());

  it('puts the fragments in and reads the count in the same parse: each fragment parsed once, however many copies the page has', () => {
    document.body.innerHTML = fixtureBody('woocommerce/pages/product-simple.html');
    document.body.insertAdjacentHTML('afterbegin', '<header><div class="widget_shopping_cart_content">old</div></header>');
    const { fragments } = refreshed();
    const parses = vi.spyOn(document, 'createElement');
    const read = showFragments(fragments);
    expect(parses.mock.calls.filter(([name]) => name === 'template')).toHaveLength(Object.keys(fragments).length);
    expect(read).toEqual({ contents: undefined, count: 5 });
    for (const widget of document.querySelectorAll(MINI_CART_SELECTOR)) expect(widget.querySelectorAll('li.mini_cart_item')).toHaveLength(3);
  });

  it("reads the structured cart from the theme's data fragment, which it puts in the page too", () => {
    const data = { items: [], count: 7, subtotal: 0, subtotal_html: '', cart_hash: 'h' };
    document.body.innerHTML = `<script type="application/json" id="${CART_DATA_ID}">{}</script>`;
    const read = showFragments({ [CART_FRAGMENTS.data]: `<script type="application/json" id="${CART_DATA_ID}">${JSON.stringify(data)}</script>` });
    expect(read).toEqual({ contents: data, count: 7 });
    expect(JSON.parse(document.getElementById(CART_DATA_ID)!.textContent!)).toEqual(data);
  });
});
