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

/**
 * Mounts the registry's tabs entry on a recorded WooCommerce product page (the other islands, the
 * gallery's stylesheet among them, are not this test's); `visible` hydrates at once without
 * IntersectionObserver.
 */
async function mount(hash = ''): Promise<void> {
  history.replaceState(null, '', `/san-pham/ao-thun-cotton-basic/${hash}`);
  vi.stubGlobal('IntersectionObserver', undefined);
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  document.body.innerHTML = fixtureBody('woocommerce/pages/product-simple.html');
  islands = startIslands({ registry: registry.filter((island) => island.name === 'tabs') });
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
    // The first click comes before the component: held, and handed to it.
    tab('additional_information').click();
    await vi.waitFor(() => expect(shown()).toEqual(['additional_information']));
    expect(location.hash).toBe('');
    key(tab('additional_information'), 'ArrowRight');
    await vi.waitFor(() => expect(shown()).toEqual(['reviews']));
    expect(document.activeElement).toBe(tab('reviews'));
    expect(tab('reviews').tabIndex).toBe(0);
    expect(tab('additional_information').tabIndex).toBe(-1);
    key(tab('reviews'), 'ArrowRight');
    await vi.waitFor(() => expect(shown()).toEqual(['description']));
    key(tab('description'), 'End');
    await vi.waitFor(() => expect(shown()).toEqual(['reviews']));
    key(tab('reviews'), 'Home');
    await vi.waitFor(() => expect(shown()).toEqual(['description']));
  });

  it('hands a key pressed before the component to it', async () => {
    await mount();
    tab('description').focus();
    expect(key(tab('description'), 'End')).toBe(false);
    await vi.waitFor(() => expect(shown()).toEqual(['reviews']));
    expect(document.activeElement).toBe(tab('reviews'));
  });

  it('keeps the tab list’s nodes when its component comes, its titles and the spaces between them', async () => {
    await mount();
    const list = document.querySelector('ul.wc-tabs')!;
    const before = Array.from(list.childNodes);
    const text = list.textContent;
    const link = tab('reviews');
    list.dispatchEvent(new Event('pointerover'));
    link.click();
    await vi.waitFor(() => expect(shown()).toEqual(['reviews']));
    expect(list.childNodes).toHaveLength(before.length);
    before.forEach((node, i) => expect(list.childNodes[i]).toBe(node));
    expect(list.textContent).toBe(text);
    expect(tab('reviews')).toBe(link);
    expect(link.getAttribute('role')).toBe('tab');
  });

  it('opens the reviews from the rating’s review link elsewhere on the page', async () => {
    await mount();
    const link = document.createElement('a');
    link.href = '#reviews';
    link.className = 'woocommerce-review-link';
    document.body.prepend(link);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(shown()).toEqual(['reviews']));
    expect(tab('reviews').getAttribute('aria-selected')).toBe('true');
    // Once the component is there, it does it itself.
    tab('description').click();
    await vi.waitFor(() => expect(shown()).toEqual(['description']));
    link.click();
    await vi.waitFor(() => expect(shown()).toEqual(['reviews']));
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
