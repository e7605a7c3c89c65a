// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registry } from '../registry';
import { startIslands, type Islands } from '../../src/runtime/islands';
import { fixtureBody, hydrated, settle } from '../../tests/dom';

let islands: Islands | undefined;
afterEach(() => {
  islands?.stop();
  islands = undefined;
  history.replaceState(null, '', '/');
});

/** Mounts the real registry on a recorded WooCommerce product page; `visible` hydrates at once without IntersectionObserver. */
async function mount(hash = ''): Promise<void> {
  history.replaceState(null, '', `/san-pham/ao-thun-cotton-basic/${hash}`);
  vi.stubGlobal('IntersectionObserver', undefined);
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  document.body.innerHTML = fixtureBody('woocommerce/pages/product-simple.html');
  islands = startIslands({ registry });
  await hydrated();
  vi.unstubAllGlobals();
}

const tab = (id: string) => document.querySelector<HTMLAnchorElement>(`a[href="#tab-${id}"]`)!;
const panel = (id: string) => document.getElementById(`tab-${id}`)!;
const shown = () => ['description', 'additional_information', 'reviews'].filter((id) => !panel(id).hidden);
const key = (target: Element, name: string) => target.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true }));

describe('product tabs on a real WooCommerce product page', () => {
  it('turns the links into ARIA tabs, one panel shown, labelled by its tab, the others out of the tab order', async () => {
    await mount();
    expect(document.querySelector('ul.wc-tabs')!.getAttribute('role')).toBe('tablist');
    expect(shown()).toEqual(['description']);
    const first = tab('description');
    expect(first.getAttribute('role')).toBe('tab');
    expect(first.getAttribute('aria-selected')).toBe('true');
    expect(first.tabIndex).toBe(0);
    expect(tab('reviews').tabIndex).toBe(-1);
    expect(first.parentElement!.getAttribute('role')).toBe('presentation');
    expect(first.parentElement!.classList).toContain('active');
    expect(panel('description').getAttribute('aria-labelledby')).toBe(first.id);
    expect(first.getAttribute('aria-controls')).toBe('tab-description');
  });

  it('selects a tab on click without touching the URL, and moves with the arrows, Home and End', async () => {
    await mount();
    tab('additional_information').click();
    expect(shown()).toEqual(['additional_information']);
    expect(location.hash).toBe('');
    key(tab('additional_information'), 'ArrowRight');
    expect(shown()).toEqual(['reviews']);
    expect(document.activeElement).toBe(tab('reviews'));
    key(tab('reviews'), 'ArrowRight');
    expect(shown()).toEqual(['description']);
    key(tab('description'), 'End');
    expect(shown()).toEqual(['reviews']);
    key(tab('reviews'), 'Home');
    expect(shown()).toEqual(['description']);
  });

  it.each([
    ['#reviews', 'reviews'],
    ['#comment-7', 'reviews'],
    ['#tab-additional_information', 'additional_information'],
  ])('opens on the tab the hash %s asks for', async (hash, id) => {
    await mount(hash);
    expect(shown()).toEqual([id]);
  });

  it.each(['comment-page-2/', '?cpage=2'])('opens on the reviews on a page of them (%s), as WooCommerce does', async (page) => {
    await mount(page);
    expect(shown()).toEqual(['reviews']);
  });

  it('follows a later hash change, and leaves the tabs alone for an unrelated anchor', async () => {
    await mount();
    location.hash = '#reviews';
    await vi.waitFor(() => expect(shown()).toEqual(['reviews']));
    location.hash = '#review_form';
    await settle();
    expect(shown()).toEqual(['reviews']);
  });

  it('gives the server markup back when it stops: every panel shown, no roles', async () => {
    await mount();
    islands!.stop();
    islands = undefined;
    expect(shown()).toEqual(['description', 'additional_information', 'reviews']);
    expect(panel('reviews').getAttribute('style')).toBeNull();
    expect(document.querySelector('ul.wc-tabs')!.getAttribute('role')).toBe('tablist');
    expect(tab('description').hasAttribute('role')).toBe(false);
    expect(tab('description').parentElement!.getAttribute('role')).toBe('tab');
  });
});
