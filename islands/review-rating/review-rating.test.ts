// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registry } from '../registry';
import { startIslands, type Islands } from '../../src/runtime/islands';
import { DEFAULT_CONFIG, normalizeConfig } from '../../src/runtime/config';
import { setConfig } from '../../stores/config';
import { fixtureBody, hydrated } from '../../tests/dom';

let islands: Islands | undefined;
afterEach(() => {
  islands?.stop();
  islands = undefined;
  setConfig(DEFAULT_CONFIG);
});

/** A recorded WooCommerce product page, its review form included, with the page config. */
function page(config: Record<string, unknown> = {}): void {
  document.body.innerHTML = fixtureBody('woocommerce/pages/product-simple.html');
  setConfig(normalizeConfig(config));
}

/**
 * The registry's review-rating entry on the page (the others, the gallery's stylesheet among
 * them, are not this test's); the island is below the fold (`visible`): no observer, it comes at once.
 */
async function start(): Promise<void> {
  vi.stubGlobal('IntersectionObserver', undefined);
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  islands = startIslands({ registry: registry.filter((island) => island.name === 'review-rating') });
  await hydrated();
  vi.unstubAllGlobals();
}

async function mount(config: Record<string, unknown> = {}): Promise<void> {
  page(config);
  await start();
}

const select = () => document.querySelector<HTMLSelectElement>('#respond select#rating')!;
const group = () => document.querySelector<HTMLElement>('#respond p.stars')!;
const stars = () => [...document.querySelectorAll<HTMLElement>('#respond p.stars [role="radio"]')];
const error = () => document.querySelector<HTMLElement>('#respond .stars-error')!;
const checked = () => stars().map((star) => star.getAttribute('aria-checked'));
const tabStops = () => stars().map((star) => star.tabIndex);
const key = (target: Element, name: string) => target.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true }));
const submit = () => document.querySelector<HTMLInputElement>('#respond #submit')!;

describe('the review form’s rating stars', () => {
  it('hides the select behind a labelled radio group of five stars, one tab stop, right after the select', async () => {
    await mount();
    expect(select().hidden).toBe(true);
    expect(select().required).toBe(false);
    expect(select().nextElementSibling!.firstElementChild).toBe(group());
    expect(group().getAttribute('role')).toBe('radiogroup');
    expect(group().getAttribute('aria-required')).toBe('true');
    const label = document.querySelector('label[for="rating"]')!;
    expect(label.id).not.toBe('');
    expect(group().getAttribute('aria-labelledby')).toBe(label.id);
    expect(group().querySelector(':scope > span')!.children.length).toBe(5);
    expect(stars().map((star) => star.className)).toEqual(['star-1', 'star-2', 'star-3', 'star-4', 'star-5']);
    expect(stars()[4]!.getAttribute('aria-label')).toBe('5 sao: Rất tốt');
    expect(checked()).toEqual(['false', 'false', 'false', 'false', 'false']);
    expect(tabStops()).toEqual([0, -1, -1, -1, -1]);
    expect(error().hidden).toBe(true);
  });

  it('leaves the select’s options as the server printed them, the same nodes', async () => {
    page();
    const printed = [...select().childNodes];
    await start();
    await vi.waitFor(() => expect(stars().length).toBe(5));
    const now = [...select().childNodes];
    expect(now.length).toBe(printed.length);
    expect(now.every((node, i) => node === printed[i])).toBe(true);
  });

  it('takes the focus the select had to the stars, on the chosen one', async () => {
    page();
    select().value = '4';
    select().focus();
    expect(document.activeElement).toBe(select());
    await start();
    await vi.waitFor(() => expect(document.activeElement).toBe(stars()[3]));
    expect(stars()[3]!.tabIndex).toBe(0);
  });

  it('sets the select from a click and from the keys, the chosen star checked, active and the only tab stop', async () => {
    await mount();
    const changes: string[] = [];
    select().form!.addEventListener('change', (event) => changes.push((event.target as HTMLSelectElement).value));
    stars()[2]!.click();
    expect(select().value).toBe('3');
    expect(changes).toEqual(['3']);
    expect(document.activeElement).toBe(stars()[2]);
    await vi.waitFor(() => expect(checked()).toEqual(['false', 'false', 'true', 'false', 'false']));
    expect(group().className).toBe('stars selected');
    expect(stars()[2]!.className).toBe('star-3 active');
    expect(tabStops()).toEqual([-1, -1, 0, -1, -1]);
    key(stars()[2]!, 'ArrowRight');
    expect(select().value).toBe('4');
    expect(document.activeElement).toBe(stars()[3]);
    key(stars()[3]!, 'ArrowDown');
    expect(select().value).toBe('3');
    key(stars()[2]!, 'Home');
    expect(select().value).toBe('1');
    key(stars()[0]!, 'End');
    expect(select().value).toBe('5');
    expect(document.activeElement).toBe(stars()[4]);
    await vi.waitFor(() => expect(tabStops()).toEqual([-1, -1, -1, -1, 0]));
    expect(checked()).toEqual(['false', 'false', 'false', 'false', 'true']);
    expect(stars().filter((star) => star.classList.contains('active'))).toEqual([stars()[4]]);
    expect(changes).toEqual(['3', '4', '3', '1', '5']);
  });

  it('chooses the focused star with Space and Enter, and lets other keys be', async () => {
    await mount();
    stars()[0]!.focus();
    expect(key(stars()[1]!, ' ')).toBe(false);
    expect(select().value).toBe('2');
    expect(key(stars()[3]!, 'Enter')).toBe(false);
    expect(select().value).toBe('4');
    expect(key(stars()[3]!, 'Tab')).toBe(true);
    expect(select().value).toBe('4');
    await vi.waitFor(() => expect(checked()).toEqual(['false', 'false', 'false', 'true', 'false']));
  });

  it('mirrors the arrows on a right-to-left page', async () => {
    await mount({ rtl: true });
    stars()[1]!.click();
    key(stars()[1]!, 'ArrowLeft');
    expect(select().value).toBe('3');
    expect(document.activeElement).toBe(stars()[2]);
    key(stars()[2]!, 'ArrowRight');
    key(stars()[1]!, 'ArrowRight');
    expect(select().value).toBe('1');
  });

  it('follows the select when a script sets it', async () => {
    await mount();
    select().value = '2';
    select().dispatchEvent(new Event('change', { bubbles: true }));
    await vi.waitFor(() => expect(checked()).toEqual(['false', 'true', 'false', 'false', 'false']));
    expect(tabStops()).toEqual([-1, 0, -1, -1, -1]);
  });

  it('takes a click on the label to the stars', async () => {
    await mount();
    stars()[3]!.click();
    stars()[3]!.blur();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector<HTMLLabelElement>('label[for="rating"]')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(stars()[3]);
  });

  it('refuses a submit without a rating when one is required, says why, and lets it through once chosen', async () => {
    await mount();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    submit().dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(stars()[0]);
    await vi.waitFor(() => expect(error().hidden).toBe(false));
    expect(error().textContent).toBe('Vui lòng chọn số sao đánh giá.');
    expect(error().getAttribute('role')).toBe('alert');
    expect(group().getAttribute('aria-invalid')).toBe('true');
    expect(group().getAttribute('aria-describedby')).toBe(error().id);
    const sent = new Event('submit', { cancelable: true });
    select().form!.dispatchEvent(sent);
    expect(sent.defaultPrevented).toBe(true);
    stars()[3]!.click();
    await vi.waitFor(() => expect(error().hidden).toBe(true));
    expect(error().textContent).toBe('');
    expect(group().hasAttribute('aria-invalid')).toBe(false);
    expect(group().hasAttribute('aria-describedby')).toBe(false);
    const again = new Event('submit', { cancelable: true });
    select().form!.dispatchEvent(again);
    expect(again.defaultPrevented).toBe(false);
  });

  it('lets a review without a rating through when the shop does not require one', async () => {
    await mount({ reviews: { rating_required: false } });
    expect(group().hasAttribute('aria-required')).toBe(false);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    submit().dispatchEvent(click);
    const sent = new Event('submit', { cancelable: true });
    select().form!.dispatchEvent(sent);
    expect(sent.defaultPrevented).toBe(false);
    expect(error().hidden).toBe(true);
    expect(group().hasAttribute('aria-invalid')).toBe(false);
  });

  it('gives the select back when stopped, its options and label as they were', async () => {
    await mount();
    const next = select().nextElementSibling;
    stars()[1]!.click();
    islands!.stop();
    islands = undefined;
    expect(document.querySelector('#respond p.stars, #respond .stars-error')).toBeNull();
    expect(next!.isConnected).toBe(false);
    expect(select().nextElementSibling).toBeNull();
    expect(select().hidden).toBe(false);
    expect(select().required).toBe(true);
    expect(select().value).toBe('2');
    expect([...select().options].map((option) => option.value)).toEqual(['', '5', '4', '3', '2', '1']);
    expect(document.querySelector('label[for="rating"]')!.hasAttribute('id')).toBe(false);
  });
});
