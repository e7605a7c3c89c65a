// @vitest-environment happy-dom
import { act } from 'react-dom/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { triggerWooEvent } from '../../src/events/jquery';
import { installFakeJQuery, uninstallFakeJQuery } from '../../src/events/test-jquery';
import { DEFAULT_CONFIG } from '../../src/runtime/config';
import type { Dispose } from '../../src/runtime/types';
import { setConfig } from '../../stores/config';
import { fixtureBody, settle } from '../../tests/dom';
import galleryIsland from './index';

/**
 * The lazy parts, answered by each test. Plain functions, not `vi.fn()`: the test runner reports a
 * rejection from a mock function called through a mocked module even once it is caught.
 */
const lazy = vi.hoisted(() => ({
  opened: [] as Array<{ slides: Element[]; index: number; trigger: HTMLElement; reducedMotion: boolean }>,
  openFails: false,
  sliders: [] as Array<{ viewport: HTMLElement; start: number; rtl: boolean; goTo: Array<[number, boolean]>; destroyed: boolean; selected: number; reInit: number; select?: () => void }>,
  zooms: [] as Array<{ root: HTMLElement; first: Event | undefined; stopped: boolean }>,
  /** The component's mounts: it comes on the shopper's first approach, not with the page. */
  components: 0,
}));
vi.mock('./Gallery', async (importOriginal) => {
  const { default: view } = await importOriginal<typeof import('./Gallery')>();
  return {
    default: {
      async mount(...args: Parameters<typeof view.mount>) {
        const dispose = await view.mount(...args);
        lazy.components++;
        return dispose;
      },
    },
  };
});
vi.mock('./zoom', () => ({
  startZoom: (root: HTMLElement, first?: Event) => {
    const zoom = { root, first, stopped: false };
    lazy.zooms.push(zoom);
    return () => void (zoom.stopped = true);
  },
  strings: { vi: {}, load: {} },
}));
vi.mock('./lightbox', () => ({
  openLightbox: async (options: (typeof lazy.opened)[number]) => {
    if (lazy.openFails) throw new Error('stylesheet failed');
    lazy.opened.push(options);
  },
  strings: { vi: {}, load: {} },
}));
// embla's React hook, as the real one: embla starts once the viewport is given, and stops with the component.
vi.mock('embla-carousel-react', async () => {
  const { useEffect, useState } = await import('react');
  return {
    default: (options: { startIndex: number; direction: string }) => {
      const [viewport, setViewport] = useState<HTMLElement>();
      const [api, setApi] = useState<unknown>();
      useEffect(() => {
        if (!viewport) return;
        const slider: (typeof lazy.sliders)[number] = { viewport, start: options.startIndex, rtl: options.direction === 'rtl', goTo: [], destroyed: false, selected: 0, reInit: 0 };
        lazy.sliders.push(slider);
        setApi({
          scrollTo: (index: number, instant: boolean) => slider.goTo.push([index, instant]),
          selectedScrollSnap: () => slider.selected,
          reInit: () => void slider.reInit++,
          on: (_: string, select: () => void) => void (slider.select = select),
          off: () => void (slider.select = undefined),
        });
        return () => void (slider.destroyed = true);
      }, [viewport]);
      return [setViewport, api];
    },
  };
});

/** The demo store's gallery (demo/pages/product/Gallery.tsx): four slides, thumbnails linking to them. */
const DEMO = `
<div class="product-images">
  <div class="woocommerce-product-gallery woocommerce-product-gallery--with-images images has-gallery">
    <div class="woocommerce-product-gallery__wrapper product-gallery-slider slider">
      ${[0, 1, 2, 3]
        .map(
          (i) => `<div id="s${i}" data-thumb="/p/${i}.svg" class="woocommerce-product-gallery__image"><a href="/p/${i}.svg">` +
            `<img width="600" height="600" src="/p/${i}.svg" ${i === 0 ? 'class="wp-post-image"' : ''} alt="Xe đẩy ${i}" ` +
            `data-large_image="/p/${i}-large.svg" data-large_image_width="800" data-large_image_height="800"></a></div>`,
        )
        .join('')}
    </div>
  </div>
  <div class="product-thumbnails thumbnails">
    ${[0, 1, 2, 3].map((i) => `<div class="col"><a href="#s${i}"><img src="/p/${i}.svg" alt="Xe đẩy ${i}"></a></div>`).join('')}
  </div>
</div>`;

let dispose: Dispose | void;
let scrolls: number[];
beforeEach(() => {
  lazy.opened.length = 0;
  lazy.sliders.length = 0;
  lazy.zooms.length = 0;
  lazy.openFails = false;
  lazy.components = 0;
});
afterEach(() => {
  dispose?.();
  dispose = undefined;
  uninstallFakeJQuery();
  setConfig(DEFAULT_CONFIG);
});

/** Mounts the gallery island on `html` (`null`: the page as it is); each slide laid out 600 px wide, the track recording its scrolls. */
async function mount(html: string | null = DEMO): Promise<HTMLElement> {
  if (html !== null) document.body.innerHTML = html;
  const root = document.querySelector<HTMLElement>('.woocommerce-product-gallery')!;
  const track = root.querySelector<HTMLElement>('.woocommerce-product-gallery__wrapper')!;
  scrolls = [];
  let scrolled = 0;
  track.scrollBy = ((options: ScrollToOptions) => {
    scrolled += options.left ?? 0;
    scrolls.push(options.left ?? 0);
  }) as typeof track.scrollBy;
  root.querySelectorAll<HTMLElement>('.woocommerce-product-gallery__image').forEach((slide, i) => {
    slide.getBoundingClientRect = () => ({ left: i * 600 - scrolled }) as DOMRect;
  });
  track.getBoundingClientRect = () => ({ left: 0 }) as DOMRect;
  dispose = await galleryIsland.mount(root, {}, { name: 'gallery', fail: () => {} });
  return root;
}
/** Brings focus into `where`, as the shopper's first approach, and waits for the component. */
async function component(where: Element = document.querySelector('.woocommerce-product-gallery')!): Promise<void> {
  where.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  await vi.waitFor(() => expect(lazy.components).toBe(1));
}
const thumbs = (): HTMLAnchorElement[] => Array.from(document.querySelectorAll<HTMLAnchorElement>('.product-thumbnails a'));
const slideLinks = (): HTMLAnchorElement[] => Array.from(document.querySelectorAll<HTMLAnchorElement>('.woocommerce-product-gallery__image a'));
const currentThumb = (): number => thumbs().findIndex((thumb) => thumb.getAttribute('aria-current') === 'true');
/** Dispatches `event` on `element` and lets the gallery render what it changed; false when the default was prevented. */
const send = (element: Element, event: Event): boolean => {
  let result = true;
  act(() => void (result = element.dispatchEvent(event)));
  return result;
};
const click = (element: Element, init: MouseEventInit = {}): boolean =>
  send(element, new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
const key = (element: Element, name: string): boolean => send(element, new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true }));

describe('the gallery on the demo store’s markup', () => {
  it('names the slider and its slides, marks the first thumbnail current, and leaves one slide link in the tab order', async () => {
    const root = await mount();
    const track = root.querySelector('.woocommerce-product-gallery__wrapper')!;
    expect(track.getAttribute('role')).toBe('region');
    expect(track.getAttribute('aria-label')).toBe('Ảnh sản phẩm');
    expect(track.getAttribute('aria-roledescription')).toBe('băng chuyền ảnh');
    const slide = root.querySelector('.woocommerce-product-gallery__image')!;
    expect([slide.getAttribute('role'), slide.getAttribute('aria-roledescription'), slide.getAttribute('aria-label')]).toEqual(['group', 'ảnh', '1 / 4']);
    expect(currentThumb()).toBe(0);
    expect(slideLinks().map((link) => link.getAttribute('tabindex'))).toEqual([null, '-1', '-1', '-1']);
    // All of it before the shopper comes, without the component.
    await settle();
    expect(lazy.components).toBe(0);
  });

  it('loads the component on the first focus in its thumbnails, without embla, which waits for a pointer', async () => {
    await mount();
    await component(document.querySelector('.product-thumbnails')!);
    await settle();
    expect(lazy.sliders).toHaveLength(0);
  });

  it('keeps the server’s own nodes, and the first image a variation swaps keeps its new picture as the gallery changes', async () => {
    document.body.innerHTML = DEMO;
    const before = Array.from(document.querySelectorAll('.woocommerce-product-gallery *'));
    const root = await mount(null);
    await component();
    const after = Array.from(root.querySelectorAll('*'));
    expect(after).toHaveLength(before.length);
    expect(after.every((element, i) => element === before[i])).toBe(true);
    // What the variations form does to the first image (src/gallery/image-swap.ts), then a move.
    const image = root.querySelector('.wp-post-image')!;
    image.setAttribute('src', '/variation/40.svg');
    image.setAttribute('data-o_src', '/p/0.svg');
    click(thumbs()[1]!);
    click(thumbs()[0]!);
    expect(image.getAttribute('src')).toBe('/variation/40.svg');
    expect(image.getAttribute('data-o_src')).toBe('/p/0.svg');
    expect(root.querySelector('.woocommerce-product-gallery__image')).toBe(before.find((element) => element.id === 's0'));
  });

  it('brings a thumbnail’s slide into the slider, without the in-page jump, and marks it current, before the component and with it', async () => {
    await mount();
    expect(click(thumbs()[2]!)).toBe(false);
    expect(scrolls).toEqual([1200]);
    expect(currentThumb()).toBe(2);
    expect(slideLinks().map((link) => link.getAttribute('tabindex'))).toEqual(['-1', '-1', null, '-1']);
    // The click woke the component, which takes over from the slide shown.
    await vi.waitFor(() => expect(lazy.components).toBe(1));
    expect(click(thumbs()[1]!)).toBe(false);
    expect(scrolls).toEqual([1200, -600]);
    expect(currentThumb()).toBe(1);
    expect(slideLinks().map((link) => link.getAttribute('tabindex'))).toEqual(['-1', null, '-1', '-1']);
  });

  it('moves with the arrow keys, Home and End, and keeps focus on the slide shown, before the component and with it', async () => {
    await mount();
    slideLinks()[0]!.focus();
    expect(key(slideLinks()[0]!, 'ArrowRight')).toBe(false);
    expect(currentThumb()).toBe(1);
    expect(document.activeElement).toBe(slideLinks()[1]);
    // The key came before the component: it goes on from the slide the key showed.
    await vi.waitFor(() => expect(lazy.components).toBe(1));
    key(document.activeElement!, 'ArrowRight');
    expect(currentThumb()).toBe(2);
    expect(document.activeElement).toBe(slideLinks()[2]);
    key(document.activeElement!, 'End');
    expect(currentThumb()).toBe(3);
    key(document.activeElement!, 'ArrowRight');
    expect(currentThumb()).toBe(3);
    key(document.activeElement!, 'Home');
    expect(currentThumb()).toBe(0);
    expect(key(document.activeElement!, 'Enter')).toBe(true);
  });

  it('swaps the arrows on a right-to-left page', async () => {
    setConfig({ ...DEFAULT_CONFIG, rtl: true });
    await mount();
    key(slideLinks()[0]!, 'ArrowLeft');
    expect(currentThumb()).toBe(1);
  });

  it('follows a swipe of the native slider made before the component, once it comes', async () => {
    const root = await mount();
    const track = root.querySelector<HTMLElement>('.woocommerce-product-gallery__wrapper')!;
    track.scrollBy({ left: 1200 });
    track.dispatchEvent(new Event('scroll'));
    expect(currentThumb()).toBe(0);
    await component();
    await vi.waitFor(() => expect(currentThumb()).toBe(2));
  });

  it('goes back to the first slide when the variations form asks, with jQuery on the page or not', async () => {
    const root = await mount();
    click(thumbs()[3]!);
    act(() => void triggerWooEvent('woocommerce_gallery_reset_slide_position', [], { target: root }));
    expect(currentThumb()).toBe(0);
    await vi.waitFor(() => expect(lazy.components).toBe(1));
    click(thumbs()[3]!);
    act(() => void triggerWooEvent('woocommerce_gallery_reset_slide_position', [], { target: root }));
    expect(currentThumb()).toBe(0);
    installFakeJQuery();
    click(thumbs()[2]!);
    act(() => void triggerWooEvent('woocommerce_gallery_reset_slide_position', [], { target: root }));
    expect(currentThumb()).toBe(0);
  });

  it('hands over to embla on the first pointer, where the slider stands, and drives it from then on', async () => {
    const root = await mount();
    const track = root.querySelector<HTMLElement>('.woocommerce-product-gallery__wrapper')!;
    click(thumbs()[2]!);
    // The pointer comes while the component loads: embla comes with it.
    root.dispatchEvent(new Event('pointerover', { bubbles: true }));
    root.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await vi.waitFor(() => expect(lazy.sliders[0]?.select).toBeTypeOf('function'));
    expect(lazy.sliders).toHaveLength(1);
    expect(lazy.sliders[0]).toMatchObject({ viewport: root, start: 2, rtl: false });
    // The native scroller off, embla measuring the slides without it.
    expect(root.style.overflow).toBe('hidden');
    expect(track.style.overflow).toBe('visible');
    expect(lazy.sliders[0]!.reInit).toBe(1);
    click(thumbs()[1]!);
    expect(lazy.sliders[0]!.goTo).toEqual([[1, false]]);
    expect(scrolls).toEqual([1200]);
    // A drag in embla makes its choice the current one.
    lazy.sliders[0]!.selected = 3;
    act(() => lazy.sliders[0]!.select!());
    expect(currentThumb()).toBe(3);
    expect(slideLinks().map((link) => link.getAttribute('tabindex'))).toEqual(['-1', '-1', '-1', null]);
    dispose!();
    dispose = undefined;
    expect(lazy.sliders[0]!.destroyed).toBe(true);
    expect(root.hasAttribute('style')).toBe(false);
  });
});

describe('the lightbox', () => {
  it('opens on a slide’s link instead of the file, with the slides to read their pictures from then', async () => {
    const root = await mount();
    // Before the component: the click is held, and handed to it.
    expect(click(slideLinks()[2]!)).toBe(false);
    await settle();
    expect(lazy.opened).toHaveLength(1);
    const [opened] = lazy.opened;
    expect(opened!.index).toBe(2);
    expect(opened!.trigger).toBe(slideLinks()[2]);
    expect(opened!.slides).toEqual(Array.from(root.querySelectorAll('.woocommerce-product-gallery__image')));
  });

  it('opens on the slide shown from the theme’s zoom button, and not for a slide without a picture', async () => {
    const root = await mount(DEMO.replace('<div class="woocommerce-product-gallery__wrapper', '<a class="zoom-button" href="#product-zoom">+</a><div class="woocommerce-product-gallery__wrapper'));
    click(thumbs()[1]!);
    expect(click(root.querySelector('.zoom-button')!)).toBe(false);
    await settle();
    expect(lazy.opened.map(({ index, trigger }) => [index, trigger])).toEqual([[1, root.querySelector('.zoom-button')]]);
    const slide = root.querySelectorAll('.woocommerce-product-gallery__image')[3]!;
    slide.querySelector('img')!.removeAttribute('data-large_image');
    slide.querySelector('a')!.removeAttribute('href');
    expect(click(slideLinks()[3]!)).toBe(true);
  });

  it('leaves a click with a modifier to the browser (a new tab shows the file)', async () => {
    await mount();
    expect(click(slideLinks()[1]!, { ctrlKey: true })).toBe(true);
    expect(click(slideLinks()[1]!, { button: 1 })).toBe(true);
    await settle();
    expect(lazy.opened).toHaveLength(0);
  });

  it('shows the image itself when the lightbox cannot open', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign } as Location);
    lazy.openFails = true;
    await mount();
    click(slideLinks()[0]!);
    await settle();
    expect(assign).toHaveBeenCalledWith('/p/0-large.svg');
  });
});

describe('the zoom', () => {
  /** The device's pointer: a mouse (`fine`), or a finger (`coarse`). */
  const device = (pointer: 'fine' | 'coarse'): void => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) => ({ matches: query === '(hover: hover) and (pointer: fine)' && pointer === 'fine', media: query }) as MediaQueryList,
    );
  };
  const hover = (root: HTMLElement): PointerEvent => {
    const event = new PointerEvent('pointerover', { bubbles: true, pointerType: 'mouse' });
    root.querySelector('.wp-post-image')!.dispatchEvent(event);
    return event;
  };

  it('is fetched on a mouse’s first visit, once, and starts from that visit; it stops with the gallery', async () => {
    device('fine');
    const root = await mount();
    expect(lazy.zooms).toHaveLength(0);
    const first = hover(root);
    hover(root);
    await settle();
    hover(root);
    await settle();
    expect(lazy.zooms).toHaveLength(1);
    expect(lazy.zooms[0]!.root).toBe(root);
    expect(lazy.zooms[0]!.first).toBe(first);
    dispose!();
    dispose = undefined;
    expect(lazy.zooms[0]!.stopped).toBe(true);
  });

  it('starts without that first visit when the pointer left the gallery before the zoom came', async () => {
    device('fine');
    const root = await mount();
    hover(root);
    root.dispatchEvent(new PointerEvent('pointerleave'));
    await settle();
    expect(lazy.zooms).toHaveLength(1);
    expect(lazy.zooms[0]!.first).toBeUndefined();
  });

  it('is never fetched on a device without a hovering, fine pointer', async () => {
    device('coarse');
    const root = await mount();
    hover(root);
    hover(root);
    await settle();
    expect(lazy.zooms).toHaveLength(0);
  });

  it('is off where the shop turns it off', async () => {
    device('fine');
    setConfig({ ...DEFAULT_CONFIG, gallery: { zoom: false } });
    const root = await mount();
    hover(root);
    await settle();
    expect(lazy.zooms).toHaveLength(0);
  });

  it('does not start on a gallery gone while it was fetched', async () => {
    device('fine');
    const root = await mount();
    hover(root);
    dispose!();
    dispose = undefined;
    await settle();
    expect(lazy.zooms).toHaveLength(0);
  });
});

describe('the gallery on other markup', () => {
  it('shows WooCommerce’s gallery, which its own script would have shown, and opens its one image', async () => {
    const root = await mount(fixtureBody('woocommerce/pages/product-variable.html'));
    expect(root.style.opacity).toBe('1');
    // One image: no slider to describe.
    expect(root.querySelector('[role="region"]')).toBeNull();
    click(root.querySelector('.woocommerce-product-gallery__image a')!);
    await settle();
    expect(lazy.opened.map(({ slides, index }) => [slides, index])).toEqual([[[root.querySelector('.woocommerce-product-gallery__image')], 0]]);
  });

  it('makes Flatsome’s thumbnails (links without a destination) buttons the keyboard reaches', async () => {
    await mount(DEMO.replace(/<a href="#s\d">/g, '<a>').replace(/alt="Xe đẩy \d"><\/a><\/div>/g, 'alt=""></a></div>'));
    const thumb = thumbs()[1]!;
    expect([thumb.getAttribute('role'), thumb.getAttribute('tabindex'), thumb.getAttribute('aria-label')]).toEqual(['button', '0', 'Hình ảnh 2']);
    expect(key(thumb, 'Enter')).toBe(false);
    expect(currentThumb()).toBe(1);
    dispose!();
    dispose = undefined;
    expect(thumb.hasAttribute('role')).toBe(false);
    expect(thumb.hasAttribute('tabindex')).toBe(false);
    expect(thumb.hasAttribute('aria-current')).toBe(false);
  });

  it('makes WooCommerce’s thumbnails from its slides’ data-thumb, as buttons after the slides, and takes them away when it goes', async () => {
    const woo = `
<div class="woocommerce-product-gallery woocommerce-product-gallery--with-images woocommerce-product-gallery--columns-4 images" data-columns="4" style="opacity: 0; transition: opacity .25s ease-in-out;">
  <div class="woocommerce-product-gallery__wrapper">
    ${[0, 1, 2]
      .map(
        (i) => `<div data-thumb="/p/${i}-100x100.jpg" data-thumb-alt="${i === 1 ? '' : `Thùng ${i}`}" class="woocommerce-product-gallery__image"><a href="/p/${i}.jpg">` +
          `<img width="600" height="600" src="/p/${i}-600x600.jpg" alt="Thùng ${i}" data-large_image="/p/${i}.jpg" data-large_image_width="900" data-large_image_height="900"></a></div>`,
      )
      .join('')}
  </div>
</div>`;
    const root = await mount(woo);
    const list = root.querySelector('.woocommerce-product-gallery__wrapper + ol.product-thumbnails')!;
    const buttons = Array.from(list.querySelectorAll<HTMLButtonElement>('li > button'));
    expect(buttons.map((button) => [button.type, button.querySelector('img')?.getAttribute('src'), button.querySelector('img')?.getAttribute('alt')])).toEqual([
      ['button', '/p/0-100x100.jpg', 'Thùng 0'],
      ['button', '/p/1-100x100.jpg', ''],
      ['button', '/p/2-100x100.jpg', 'Thùng 2'],
    ]);
    // Named by their picture, or by their place where the picture has no text.
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([null, 'Hình ảnh 2', null]);
    expect(buttons.map((button) => button.hasAttribute('role'))).toEqual([false, false, false]);
    expect(buttons[0]!.getAttribute('aria-current')).toBe('true');
    expect(click(buttons[2]!)).toBe(false);
    expect(scrolls).toEqual([1200]);
    expect(buttons[2]!.getAttribute('aria-current')).toBe('true');
    // The component takes them as the page's own.
    await vi.waitFor(() => expect(lazy.components).toBe(1));
    expect(click(buttons[0]!)).toBe(false);
    expect(scrolls).toEqual([1200, -1200]);
    expect(buttons.map((button) => button.getAttribute('aria-current'))).toEqual(['true', null, null]);
    dispose!();
    dispose = undefined;
    expect(root.querySelector('.product-thumbnails')).toBeNull();
  });

  it('makes no thumbnails for one picture, nor where the page has its own', async () => {
    const root = await mount(fixtureBody('woocommerce/pages/product-variable.html'));
    expect(root.querySelector('.product-thumbnails')).toBeNull();
    dispose?.();
    await mount();
    expect(document.querySelectorAll('.product-thumbnails')).toHaveLength(1);
  });
});
