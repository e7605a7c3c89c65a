// @vitest-environment happy-dom
import { act } from 'react-dom/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import island from './index';

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
const active = (): boolean => bar().classList.contains('sticky-add-to-cart--active');
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

beforeEach(() => {
  observers = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.className = '';
});

describe('the sticky add-to-cart bar', () => {
  it('puts the product’s thumbnail and name at the start of the bar, as text and a plain image', async () => {
    await mount(PAGE.replace('Hộp carton 3 lớp', '<b>Hộp</b> carton 3 lớp'));
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
    button.focus();
    const dispose = await mount(PAGE, false);
    expect(document.querySelector('form.cart')).toBe(form);
    expect(document.activeElement).toBe(button);
    see('above');
    act(() => dispose());
    expect(bar().querySelector('form.cart')).toBe(form);
  });

  it('watches the wrapper, and rides along once the shopper has scrolled past it, keeping its height in the page', async () => {
    await mount();
    expect(observers[0]?.target).toBe(wrapper());
    vi.spyOn(wrapper(), 'offsetHeight', 'get').mockReturnValue(88);
    see('above');
    expect(active()).toBe(true);
    expect(document.body.classList.contains('has-sticky-product-cart')).toBe(true);
    expect(wrapper().style.minHeight).toBe('88px');
    see('in view');
    expect(active()).toBe(false);
    expect(document.body.classList.contains('has-sticky-product-cart')).toBe(false);
    expect(wrapper().style.minHeight).toBe('');
  });

  it('stays in place while the form is not reached yet (below the view)', async () => {
    await mount();
    see('below');
    expect(active()).toBe(false);
    expect(document.body.classList.contains('has-sticky-product-cart')).toBe(false);
  });

  it('keeps a summary the theme prints, and adds none', async () => {
    await mount(PAGE.replace('<form', '<div class="sticky-add-to-cart__product"><strong>In sẵn</strong></div><form'));
    expect(bar().querySelectorAll('.sticky-add-to-cart__product')).toHaveLength(1);
    expect(bar().querySelector('.sticky-add-to-cart__product')?.innerHTML).toBe('<strong>In sẵn</strong>');
    see('above');
    expect(active()).toBe(true);
  });

  it('leaves the page as it found it when disposed', async () => {
    const dispose = await mount();
    see('above');
    act(() => dispose());
    expect(active()).toBe(false);
    expect(document.body.classList.contains('has-sticky-product-cart')).toBe(false);
    expect(bar().querySelector('.sticky-add-to-cart__product')).toBeNull();
    expect(observers[0]?.disconnected).toBe(true);
  });

  it('does nothing without IntersectionObserver: the form stays where it is', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    Reflect.deleteProperty(window, 'IntersectionObserver');
    await mount();
    expect(bar().querySelector('.sticky-add-to-cart__product')).toBeNull();
  });
});
