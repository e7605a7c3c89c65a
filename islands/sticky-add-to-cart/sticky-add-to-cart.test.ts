// @vitest-environment happy-dom
import { act } from 'react-dom/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import island from './index';
// Imported once here: the start part's import of it is then one `vi.dynamicImportSettled` waits
// for (a mocked module's first import is not), so a test can tell that nothing was mounted.
import './StickyAddToCart';

/** The component's module as the start part imports it: its mounts counted, failing to come when a test says so. */
const component = vi.hoisted(() => ({ mounts: 0, missing: false }));
vi.mock('./StickyAddToCart', async (importOriginal) => {
  const { default: view } = await importOriginal<typeof import('./StickyAddToCart')>();
  return {
    default: {
      mount(...args: Parameters<typeof view.mount>) {
        component.mounts++;
        return component.missing ? Promise.reject(new Error('Failed to fetch dynamically imported module')) : view.mount(...args);
      },
    },
  };
});

/** The observers made, as happy-dom has no IntersectionObserver: a test says what each sees. */
let observers: Array<{ target?: Element; callback: IntersectionObserverCallback; disconnected: boolean }> = [];
class FakeObserver {
  private readonly record: (typeof observers)[number];
  constructor(callback: IntersectionObserverCallback) {
    this.record = { callback, disconnected: false };
    observers.push(this.record);
  }
  observe(target: Element): void {
    this.record.target = target;
  }
  disconnect(): void {
    this.record.disconnected = true;
  }
}
/** The wrapper, as the observer reports it: in view, scrolled past above, or not reached below. */
function see(where: 'in view' | 'above' | 'below'): void {
  const [observer] = observers;
  const entry = { isIntersecting: where === 'in view', boundingClientRect: { top: where === 'above' ? -420 : 600 } } as IntersectionObserverEntry;
  act(() => observer!.callback([entry], observer as unknown as IntersectionObserver));
}

const PAGE = `
  <div class="product">
    <div class="woocommerce-product-gallery"><div class="woocommerce-product-gallery__image"><img src="/anh/hop-carton.jpg" alt="Hộp carton"></div></div>
    <h1 class="product_title">Hộp carton 3 lớp</h1>
    <div class="sticky-add-to-cart-wrapper"><div class="sticky-add-to-cart">
      <form class="cart"><button type="submit" class="single_add_to_cart_button">Thêm vào giỏ hàng</button></form>
    </div></div>
  </div>`;
const wrapper = (): HTMLElement => document.querySelector('.sticky-add-to-cart-wrapper')!;
const bar = (): HTMLElement => document.querySelector('.sticky-add-to-cart')!;
const box = (): Element | null => bar().querySelector('.sticky-add-to-cart__product');
const active = (): boolean => bar().classList.contains('sticky-add-to-cart--active');
const bodyClass = (): boolean => document.body.classList.contains('has-sticky-product-cart');
const context = { name: 'sticky-add-to-cart', fail: vi.fn() };

/** Mounts the island on `html`, or on the page as it is (`fresh` false). */
async function mount(html = PAGE, fresh = true): Promise<() => void> {
  if (fresh) document.body.innerHTML = html;
  let dispose: (() => void) | void = undefined;
  await act(async () => {
    dispose = (await island.mount(wrapper(), {}, context)) ?? undefined;
  });
  return dispose ?? (() => {});
}
/** Waits for the component to have come (it puts the summary's box in the bar when it mounts). */
const arrived = (): Promise<void> => vi.waitFor(() => expect(box()).not.toBeNull());

beforeEach(() => {
  observers = [];
  component.mounts = 0;
  component.missing = false;
  context.fail.mockClear();
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.className = '';
});

describe('the sticky add-to-cart bar at start-up', () => {
  it('watches the wrapper, and loads nothing while the form is in view or not reached yet', async () => {
    await mount();
    expect(observers[0]?.target).toBe(wrapper());
    see('in view');
    see('below');
    await vi.dynamicImportSettled();
    expect(component.mounts).toBe(0);
    expect(box()).toBeNull();
    expect(active()).toBe(false);
    expect(wrapper().getAttribute('style')).toBeNull();
  });

  it('loads the component once the shopper has scrolled past the form, which shows the bar only once its summary is drawn', async () => {
    await mount();
    const changes: MutationRecord[] = [];
    const watcher = new MutationObserver((records) => changes.push(...records));
    watcher.observe(bar(), { attributes: true, attributeFilter: ['class'], childList: true, subtree: true });
    see('above');
    await vi.waitFor(() => expect(active()).toBe(true));
    changes.push(...watcher.takeRecords());
    watcher.disconnect();
    expect(bodyClass()).toBe(true);
    const drawn = changes.findIndex((record) => Array.from(record.addedNodes).some((node) => node instanceof Element && node.matches('.product-title-small')));
    const shown = changes.findIndex((record) => record.type === 'attributes');
    expect(drawn).toBeGreaterThanOrEqual(0);
    expect(shown).toBeGreaterThan(drawn);
    expect(component.mounts).toBe(1);
  });

  it.each(['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'])('loads the component on the shopper’s first %s in the form, before the bar is needed', async (type) => {
    await mount();
    document.querySelector('.single_add_to_cart_button')!.dispatchEvent(new Event(type, { bubbles: true }));
    await arrived();
    expect(active()).toBe(false);
    see('above');
    expect(active()).toBe(true);
    wrapper().dispatchEvent(new Event(type, { bubbles: true }));
    await vi.dynamicImportSettled();
    expect(component.mounts).toBe(1);
  });

  it('loads nothing when it goes before the bar is needed, and mounts nothing when it goes while the component is on its way', async () => {
    let dispose = await mount();
    act(() => dispose());
    expect(observers[0]?.disconnected).toBe(true);
    wrapper().dispatchEvent(new Event('pointerover', { bubbles: true }));
    dispose = await mount();
    see('above');
    act(() => dispose());
    await vi.dynamicImportSettled();
    expect(component.mounts).toBe(0);
    expect(box()).toBeNull();
    expect(active()).toBe(false);
  });

  it('leaves the form where it is when the component fails to come, as without JavaScript', async () => {
    component.missing = true;
    await mount();
    see('above');
    await vi.waitFor(() => expect(context.fail).toHaveBeenCalledOnce());
    expect(context.fail.mock.calls[0]?.[0]).toBeInstanceOf(Error);
    expect(active()).toBe(false);
    expect(bodyClass()).toBe(false);
    expect(box()).toBeNull();
    expect(wrapper().getAttribute('style')).toBeNull();
    expect(bar().querySelector('form.cart .single_add_to_cart_button')).not.toBeNull();
  });

  it('does nothing without IntersectionObserver: the form stays where it is', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    Reflect.deleteProperty(window, 'IntersectionObserver');
    await mount();
    wrapper().dispatchEvent(new Event('pointerover', { bubbles: true }));
    await vi.dynamicImportSettled();
    expect(component.mounts).toBe(0);
    expect(box()).toBeNull();
  });
});

describe('the sticky add-to-cart bar’s component', () => {
  it('puts the product’s thumbnail and name at the start of the bar, as text and a plain image', async () => {
    await mount(PAGE.replace('Hộp carton 3 lớp', '<b>Hộp</b> carton 3 lớp'));
    see('above');
    await arrived();
    const summary = bar().firstElementChild!;
    expect(summary.className).toBe('sticky-add-to-cart__product');
    const image = summary.querySelector('img')!;
    expect(image.className).toBe('sticky-add-to-cart-img');
    expect(image.getAttribute('src')).toBe(new URL('/anh/hop-carton.jpg', location.href).href);
    expect(image.getAttribute('alt')).toBe('');
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['40', '40']);
    expect(summary.querySelector('.product-title-small')?.innerHTML).toBe('Hộp carton 3 lớp');
    expect(bar().querySelector('form.cart')).not.toBeNull();
  });

  it('adopts the wrapper’s content as printed: the same form and button, focus kept, and they stay when it goes', async () => {
    document.body.innerHTML = PAGE;
    const form = document.querySelector('form.cart')!;
    const button = document.querySelector<HTMLButtonElement>('.single_add_to_cart_button')!;
    const dispose = await mount(PAGE, false);
    button.focus();
    button.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await arrived();
    expect(document.querySelector('form.cart')).toBe(form);
    expect(document.activeElement).toBe(button);
    see('above');
    act(() => dispose());
    expect(bar().querySelector('form.cart')).toBe(form);
  });

  it('rides along while the shopper is past the form, keeping its height in the page, and goes back above it', async () => {
    await mount();
    vi.spyOn(wrapper(), 'offsetHeight', 'get').mockReturnValue(88);
    see('above');
    await vi.waitFor(() => expect(active()).toBe(true));
    expect(bodyClass()).toBe(true);
    expect(wrapper().style.minHeight).toBe('88px');
    see('in view');
    expect(active()).toBe(false);
    expect(bodyClass()).toBe(false);
    expect(wrapper().style.minHeight).toBe('');
    see('above');
    expect(active()).toBe(true);
  });

  it('stays in place while the form is not reached yet (below the view)', async () => {
    await mount();
    wrapper().dispatchEvent(new Event('pointerover', { bubbles: true }));
    await arrived();
    see('below');
    expect(active()).toBe(false);
    expect(bodyClass()).toBe(false);
  });

  it('keeps a summary the theme prints, and adds none', async () => {
    await mount(PAGE.replace('<form', '<div class="sticky-add-to-cart__product"><strong>In sẵn</strong></div><form'));
    see('above');
    await vi.waitFor(() => expect(active()).toBe(true));
    expect(bar().querySelectorAll('.sticky-add-to-cart__product')).toHaveLength(1);
    expect(box()?.innerHTML).toBe('<strong>In sẵn</strong>');
  });

  it('leaves the page as it found it when disposed', async () => {
    const dispose = await mount();
    see('above');
    await vi.waitFor(() => expect(active()).toBe(true));
    act(() => dispose());
    expect(active()).toBe(false);
    expect(bodyClass()).toBe(false);
    expect(wrapper().style.minHeight).toBe('');
    expect(box()).toBeNull();
    expect(observers[0]?.disconnected).toBe(true);
  });
});
