// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registry } from '../registry';
import { startIslands, type Islands } from '../../src/runtime/islands';
import { DEFAULT_CONFIG, normalizeConfig } from '../../src/runtime/config';
import { setConfig } from '../../stores/config';
import { fixtureBody, hydrated } from '../../tests/dom';
import { starKeyTarget } from './index';

let islands: Islands | undefined;
afterEach(() => {
  islands?.stop();
  islands = undefined;
  setConfig(DEFAULT_CONFIG);
});

/** The real registry on a recorded WooCommerce product page, its review form included. */
async function mount(config: Record<string, unknown> = {}): Promise<void> {
  vi.stubGlobal('IntersectionObserver', undefined);
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  document.body.innerHTML = fixtureBody('woocommerce/pages/product-simple.html');
  setConfig(normalizeConfig(config));
  islands = startIslands({ registry });
  await hydrated();
  vi.unstubAllGlobals();
}

const select = () => document.querySelector<HTMLSelectElement>('#respond select#rating')!;
const stars = () => [...document.querySelectorAll<HTMLElement>('#respond p.stars [role="radio"]')];
const key = (target: Element, name: string) => target.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true }));
const submit = () => document.querySelector<HTMLInputElement>('#respond #submit')!;

describe('the review form’s rating stars', () => {
  it('hides the select behind a labelled radio group of five stars, one tab stop', async () => {
    await mount();
    expect(select().hidden).toBe(true);
    expect(select().required).toBe(false);
    const group = document.querySelector('#respond p.stars')!;
    expect(group.getAttribute('role')).toBe('radiogroup');
    expect(group.getAttribute('aria-labelledby')).toBe(document.querySelector('label[for="rating"]')!.id);
    expect(stars().map((star) => star.className)).toEqual(['star-1', 'star-2', 'star-3', 'star-4', 'star-5']);
    expect(stars()[4]!.getAttribute('aria-label')).toMatch(/^5 sao: /);
    expect(stars().map((star) => star.tabIndex)).toEqual([0, -1, -1, -1, -1]);
  });

  it('sets the select from a click and from the keys, the chosen star checked and the only tab stop', async () => {
    await mount();
    stars()[2]!.click();
    expect(select().value).toBe('3');
    expect(stars()[2]!.getAttribute('aria-checked')).toBe('true');
    expect(document.querySelector('#respond p.stars')!.classList).toContain('selected');
    key(stars()[2]!, 'ArrowRight');
    expect(select().value).toBe('4');
    expect(document.activeElement).toBe(stars()[3]);
    key(stars()[3]!, 'ArrowDown');
    key(stars()[2]!, 'Home');
    expect(select().value).toBe('1');
    key(stars()[0]!, 'End');
    expect(select().value).toBe('5');
    expect(stars().map((star) => star.tabIndex)).toEqual([-1, -1, -1, -1, 0]);
    expect(stars().filter((star) => star.getAttribute('aria-checked') === 'true')).toEqual([stars()[4]]);
  });

  it('takes a click on the label to the stars', async () => {
    await mount();
    stars()[3]!.click();
    (stars()[0]!.ownerDocument.activeElement as HTMLElement).blur();
    document.querySelector<HTMLLabelElement>('label[for="rating"]')!.click();
    expect(document.activeElement).toBe(stars()[3]);
  });

  it('refuses a submit without a rating when one is required, says why, and lets it through once chosen', async () => {
    await mount();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    submit().dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    const error = document.querySelector<HTMLElement>('#respond .stars-error')!;
    expect(error.hidden).toBe(false);
    expect(error.textContent).toBe('Vui lòng chọn số sao đánh giá.');
    expect(error.getAttribute('role')).toBe('alert');
    expect(document.activeElement).toBe(stars()[0]);
    const sent = new Event('submit', { cancelable: true });
    select().form!.dispatchEvent(sent);
    expect(sent.defaultPrevented).toBe(true);
    stars()[3]!.click();
    expect(error.hidden).toBe(true);
    const again = new Event('submit', { cancelable: true });
    select().form!.dispatchEvent(again);
    expect(again.defaultPrevented).toBe(false);
  });

  it('lets a review without a rating through when the shop does not require one', async () => {
    await mount({ reviews: { rating_required: false } });
    expect(document.querySelector('#respond p.stars')!.hasAttribute('aria-required')).toBe(false);
    const sent = new Event('submit', { cancelable: true });
    select().form!.dispatchEvent(sent);
    expect(sent.defaultPrevented).toBe(false);
    expect(document.querySelector<HTMLElement>('#respond .stars-error')!.hidden).toBe(true);
  });

  it('gives the select back when stopped', async () => {
    await mount();
    islands!.stop();
    islands = undefined;
    expect(document.querySelector('#respond p.stars, #respond .stars-error')).toBeNull();
    expect(select().hidden).toBe(false);
    expect(select().required).toBe(true);
  });
});

describe('starKeyTarget', () => {
  it('moves by one, stops at the ends, mirrors right to left, and ignores other keys', () => {
    expect(starKeyTarget('ArrowRight', 1, 5, false)).toBe(2);
    expect(starKeyTarget('ArrowRight', 4, 5, false)).toBe(4);
    expect(starKeyTarget('ArrowLeft', 0, 5, false)).toBe(0);
    expect(starKeyTarget('ArrowLeft', 2, 5, true)).toBe(3);
    expect(starKeyTarget('ArrowUp', 2, 5, true)).toBe(3);
    expect(starKeyTarget('End', 0, 5, false)).toBe(4);
    expect(starKeyTarget('a', 0, 5, false)).toBe(-1);
  });
});
