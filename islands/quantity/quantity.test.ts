// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registry } from '../registry';
import { DEFAULT_CONFIG } from '../../src/runtime/config';
import { startIslands, type Islands } from '../../src/runtime/islands';
import type { IslandModule } from '../../src/runtime/types';
import { setConfig } from '../../stores/config';
import { fixtureBody, hydrated, settle } from '../../tests/dom';

/** The component, as the start-up part imports it, with its mounts counted and settled where a test says. */
const component = vi.hoisted(() => ({ mount: vi.fn() }));
vi.mock('./Quantity', async (importOriginal) => {
  const real = (await importOriginal<{ default: IslandModule }>()).default;
  component.mount.mockImplementation(real.mount);
  return { default: component };
});

let islands: Islands | undefined;
afterEach(() => {
  islands?.stop();
  islands = undefined;
  setConfig(DEFAULT_CONFIG);
  component.mount.mockClear();
});

/**
 * Mounts the registry's quantity entry on some markup (the other islands, the gallery's
 * stylesheet among them, are not this test's); `visible` hydrates at once where the test has no layout.
 */
async function mount(html: string): Promise<void> {
  vi.stubGlobal('IntersectionObserver', undefined);
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  document.body.innerHTML = html;
  islands = startIslands({ registry: registry.filter((island) => island.name === 'quantity') });
  await hydrated();
  vi.unstubAllGlobals();
}

/** The shopper comes to the stepper: its component loads; resolves once it has mounted. */
async function approach(input: HTMLInputElement): Promise<void> {
  input.parentElement!.dispatchEvent(new Event('pointerover'));
  await vi.waitFor(() => expect(component.mount).toHaveBeenCalledOnce());
  await expect(component.mount.mock.results[0]!.value).resolves.toBeTypeOf('function');
}

const steppers = () => Array.from(document.querySelectorAll<HTMLInputElement>('.quantity input.qty'));
const button = (input: HTMLInputElement, kind: 'minus' | 'plus') =>
  input.parentElement!.querySelector<HTMLButtonElement>(`:scope > .${kind}`)!;
const field = (attributes: string, label = 'Thùng carton 3 lớp số lượng') =>
  `<form><div class="quantity"><label for="q">${label}</label><input type="number" id="q" class="input-text qty text" ${attributes}></div></form>`;

describe('quantity stepper on real WooCommerce markup', () => {
  it('adds labelled plus and minus buttons to every quantity input of a product page', async () => {
    await mount(fixtureBody('woocommerce/pages/product-simple.html'));
    const inputs = steppers();
    expect(inputs.length).toBeGreaterThan(0);
    for (const input of inputs) {
      expect(button(input, 'minus').getAttribute('aria-label')).toBe(`Giảm số lượng cho ${input.labels?.[0]?.textContent?.trim()}`);
      expect(button(input, 'plus').getAttribute('aria-label')).toMatch(/^Tăng số lượng cho .+số lượng$/);
      expect(button(input, 'plus').getAttribute('aria-controls')).toBe(input.id);
      expect(button(input, 'plus').type).toBe('button');
    }
  });

  it('steps each cart line, firing input and change, within min 0', async () => {
    await mount(fixtureBody('woocommerce/pages/cart-with-items.html'));
    const [input] = steppers();
    expect(input?.value).toBe('2');
    const seen: string[] = [];
    input!.addEventListener('input', () => seen.push(`input:${input!.value}`));
    input!.addEventListener('change', () => seen.push(`change:${input!.value}`));
    button(input!, 'plus').click();
    expect(input!.value).toBe('3');
    for (let i = 0; i < 5; i++) button(input!, 'minus').click();
    expect(input!.value).toBe('0');
    expect(seen.slice(0, 4)).toEqual(['input:3', 'change:3', 'input:2', 'change:2']);
    // Pressing minus at zero changes nothing and fires nothing.
    expect(seen).toHaveLength(8);
  });

  it('keeps the stepper’s nodes when its component comes: the label, the spaces, the field and the buttons', async () => {
    await mount(fixtureBody('woocommerce/pages/cart-with-items.html'));
    const [input] = steppers();
    const stepper = input!.parentElement!;
    const before = Array.from(stepper.childNodes);
    const texts = before.map((node) => node.textContent);
    input!.value = '5';
    input!.focus();
    await approach(input!);
    expect(Array.from(stepper.childNodes)).toEqual(before);
    expect(before.map((node) => node.textContent)).toEqual(texts);
    // The shopper's value and focus stay.
    expect(input!.value).toBe('5');
    expect(document.activeElement).toBe(input);
    button(input!, 'plus').click();
    expect(input!.value).toBe('6');
  });
});

describe('quantity stepper before and after its component', () => {
  it('steps at once on a press that comes while the component loads, and once a press after it has come', async () => {
    await mount(field('value="1" min="1"'));
    const input = steppers()[0]!;
    const changes: string[] = [];
    input.addEventListener('change', () => changes.push(input.value));
    // The same touch starts the component's load and presses plus: the step is not held.
    input.parentElement!.dispatchEvent(new Event('pointerdown'));
    button(input, 'plus').click();
    expect(input.value).toBe('2');
    await approach(input);
    button(input, 'plus').click();
    expect(input.value).toBe('3');
    button(input, 'minus').click();
    expect(input.value).toBe('2');
    expect(changes).toEqual(['2', '3', '2']);
  });

  it('names the buttons from the component once it has come, and leaves the typed value to the shopper when it renders again', async () => {
    await mount(field('value="1"'));
    const input = steppers()[0]!;
    await approach(input);
    input.value = '7';
    setConfig({ ...DEFAULT_CONFIG, i18n: { 'quantity.increaseOf': 'Thêm một {name}' } });
    await vi.waitFor(() => expect(button(input, 'plus').getAttribute('aria-label')).toBe('Thêm một Thùng carton 3 lớp số lượng'));
    expect(input.value).toBe('7');
  });

  it('keeps stepping when the component fails to load', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    component.mount.mockImplementationOnce(() => Promise.reject(new Error('chunk failed')));
    await mount(field('value="1"'));
    const input = steppers()[0]!;
    input.parentElement!.dispatchEvent(new Event('pointerover'));
    await vi.waitFor(() => expect(warn).toHaveBeenCalledOnce());
    button(input, 'plus').click();
    expect(input.value).toBe('2');
    expect(input.getAttribute('data-island-state')).toBe('hydrated');
    warn.mockRestore();
  });
});

describe('quantity stepper rules', () => {
  it('respects max and step with decimals', async () => {
    await mount(field('value="1" min="0.5" max="2" step="0.5"'));
    const [input] = steppers();
    button(input!, 'plus').click();
    button(input!, 'plus').click();
    button(input!, 'plus').click();
    expect(input!.value).toBe('2');
    button(input!, 'minus').click();
    expect(input!.value).toBe('1.5');
  });

  it('raises a value below its min on load, with events', async () => {
    const changes = vi.fn();
    document.addEventListener('change', changes);
    await mount(field('value="0" min="3"'));
    expect(steppers()[0]?.value).toBe('3');
    expect(changes).toHaveBeenCalledOnce();
    document.removeEventListener('change', changes);
  });

  it('raises a typed value below its min when it is committed, and leaves an empty one', async () => {
    await mount(field('value="2" min="1"'));
    const input = steppers()[0]!;
    const seen: string[] = [];
    document.addEventListener('change', () => seen.push(input.value));
    input.value = '0';
    input.dispatchEvent(new Event('change', { bubbles: true }));
    expect(input.value).toBe('1');
    input.value = '';
    input.dispatchEvent(new Event('change', { bubbles: true }));
    expect(input.value).toBe('');
    input.value = '3';
    input.dispatchEvent(new Event('change', { bubbles: true }));
    expect(input.value).toBe('3');
    // Listeners above the input never see the value under the min: the raised one's change, then the typed one's.
    expect(seen).toEqual(['1', '1', '', '3']);
  });

  it('reuses the buttons of Flatsome markup instead of adding more, before and after its component', async () => {
    await mount(
      `<div class="quantity buttons_added"><input type="button" value="-" class="minus button is-form"><input type="number" class="input-text qty text" value="1" aria-label="Số lượng"><input type="button" value="+" class="plus button is-form"></div>`,
    );
    expect(document.querySelectorAll('.minus, .plus')).toHaveLength(2);
    const [input] = steppers();
    const plus = document.querySelector<HTMLInputElement>('.plus')!;
    plus.click();
    expect(input!.value).toBe('2');
    expect(plus.getAttribute('aria-label')).toBe('Tăng số lượng cho Số lượng');
    await approach(input!);
    expect(document.querySelector('.plus')).toBe(plus);
    expect(plus.value).toBe('+');
    plus.click();
    expect(input!.value).toBe('3');
  });

  it('leaves hidden, disabled and read-only inputs alone', async () => {
    await mount(
      `<div class="quantity"><input type="hidden" class="qty" value="1"></div>` +
        `<div class="quantity"><input type="number" class="qty" value="1" disabled id="d"></div>` +
        `<div class="quantity"><input type="number" class="qty" value="1" readonly id="r"></div>`,
    );
    expect(document.querySelectorAll('.quantity .minus')).toHaveLength(2);
    for (const id of ['d', 'r']) {
      const input = document.getElementById(id) as HTMLInputElement;
      button(input, 'plus').click();
      expect(input.value).toBe('1');
    }
  });

  it('labels its buttons in English when the page is English', async () => {
    setConfig({ ...DEFAULT_CONFIG, locale: 'en' });
    await mount(field('value="1"', ''));
    expect(button(steppers()[0]!, 'minus').getAttribute('aria-label')).toBe('Decrease quantity');
  });

  it('removes its buttons when the input leaves the page, its component come or not', async () => {
    await mount(field('value="1"') + field('value="1"').replace(/"q"/g, '"q2"'));
    const [first, second] = steppers();
    await approach(second!);
    for (const input of [first!, second!]) {
      const wrapper = input.parentElement!;
      expect(wrapper.classList.contains('buttons_added')).toBe(true);
      input.remove();
      await settle();
      expect(wrapper.querySelectorAll('button')).toHaveLength(0);
      expect(wrapper.classList.contains('buttons_added')).toBe(false);
    }
  });
});
