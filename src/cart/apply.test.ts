import { afterEach, describe, expect, it } from 'vitest';
import { fixtureBody, settle } from '../../tests/dom';
import { recordedAnswer } from '../../tests/exchanges';
import { startIslands, type Islands } from '../runtime/islands';
import type { IslandModule } from '../runtime/types';
import { applyFragments } from './apply';
import { MINI_CART_SELECTOR } from './cache';
import { readCartUpdate } from './responses';

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
