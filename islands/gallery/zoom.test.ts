// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lightbox as strings } from '../../src/i18n/catalogs/lightbox';
import type { Dispose } from '../../src/events/index';
import { ZOOM_ERROR_DURATION, ZOOM_FADE, ZOOM_NOTICE_DELAY } from '../../src/gallery/zoom';
import { i18nReady } from '../../stores/i18n';
import { startZoom } from './zoom';

/** Two slides as WooCommerce prints them: a 600 px image whose large file is 800 × 800. */
const GALLERY = `
<div class="woocommerce-product-gallery">
  <div class="woocommerce-product-gallery__wrapper">
    ${[0, 1]
      .map(
        (i) => `<div class="woocommerce-product-gallery__image"><a href="/p/${i}.jpg"><img width="600" height="600" src="/p/${i}-600.jpg" alt="Xe đẩy ${i}" ` +
          `data-src="/p/${i}.jpg" data-large_image="/p/${i}.jpg" data-large_image_width="800" data-large_image_height="800"></a></div>`,
      )
      .join('')}
  </div>
</div>`;

let root: HTMLElement;
let stop: Dispose | undefined;
/** Every image the zoom makes, in order: each is one request for its `src`. */
let made: HTMLImageElement[];
/** How wide each slide is laid out (560 px: the large image is wider, so it zooms). */
let slideWidth: number;
let reducedMotion: boolean;

beforeEach(async () => {
  await i18nReady(strings);
  document.body.innerHTML = GALLERY;
  root = document.querySelector<HTMLElement>('.woocommerce-product-gallery')!;
  slideWidth = 560;
  reducedMotion = false;
  slides().forEach((slide, i) => {
    slide.getBoundingClientRect = () => ({ left: 100 + i * slideWidth, top: 50, width: slideWidth, height: slideWidth }) as DOMRect;
  });
  made = [];
  const create = document.createElement.bind(document);
  vi.spyOn(document, 'createElement').mockImplementation(((name: string) => {
    const element = create(name);
    if (element instanceof HTMLImageElement) made.push(element);
    return element;
  }) as typeof document.createElement);
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) => ({ matches: query.includes('reduced-motion') && reducedMotion, media: query }) as MediaQueryList,
  );
});
afterEach(() => {
  stop?.();
  stop = undefined;
});

const slides = (): HTMLElement[] => Array.from(root.querySelectorAll<HTMLElement>('.woocommerce-product-gallery__image'));
const imageOf = (i: number): HTMLImageElement => slides()[i]!.querySelector('img')!;
const pointer = (type: string, target: Element, x: number, y: number, init: PointerEventInit = {}): PointerEvent => {
  const event = new PointerEvent(type, { bubbles: true, pointerType: 'mouse', clientX: x, clientY: y, ...init });
  target.dispatchEvent(event);
  return event;
};
/** The mouse comes onto slide `i`'s image at `x`, `y` in the slide. */
const hover = (i: number, x = 0, y = 0, init: PointerEventInit = {}): PointerEvent =>
  pointer('pointerover', imageOf(i), 100 + i * slideWidth + x, 50 + y, init);
const move = (i: number, x: number, y: number, init: PointerEventInit = {}): PointerEvent =>
  pointer('pointermove', imageOf(i), 100 + i * slideWidth + x, 50 + y, init);
const leave = (i: number): PointerEvent => pointer('pointerout', imageOf(i), 0, 0, { relatedTarget: document.body });
const frame = (): HTMLElement | null => root.querySelector<HTMLElement>('.si-zoom > div');
const notice = (): HTMLElement | null => root.querySelector<HTMLElement>('.si-zoom-notice');
const noticeText = (): string => notice()?.textContent ?? '';
const zoomed = (): HTMLImageElement | null | undefined => frame()?.querySelector('img');
const requested = (): string[] => made.map((image) => image.getAttribute('src')!);

describe('the gallery zoom', () => {
  it('zooms the slide the mouse came in on: its large image, once loaded, over the slide and out of everyone’s way', () => {
    stop = startZoom(root, hover(0, 280, 140));
    expect(requested()).toEqual(['/p/0.jpg']);
    expect(frame()!.style.opacity).toBe('0');
    made[0]!.dispatchEvent(new Event('load'));
    const layer = slides()[0]!.querySelector<HTMLElement>('.si-zoom')!;
    expect(layer.style.pointerEvents).toBe('none');
    expect(frame()!.getAttribute('aria-hidden')).toBe('true');
    expect(frame()!.style.opacity).toBe('1');
    expect(frame()!.style.transition).toBe(`opacity ${ZOOM_FADE}ms`);
    expect([frame()!.style.width, frame()!.style.height]).toEqual(['560px', '560px']);
    expect(zoomed()).toBe(made[0]);
    expect(zoomed()!.alt).toBe('');
    expect([zoomed()!.style.width, zoomed()!.style.height]).toEqual(['800px', '800px']);
    // Half across, a quarter down: the same fractions of the 240 px the picture overhangs.
    expect(zoomed()!.style.transform).toBe('translate(-120px, -60px)');
  });

  it('follows the pointer, and lets go when it leaves: faded out, then out of the slide', () => {
    vi.useFakeTimers();
    stop = startZoom(root, hover(0, 0, 0));
    made[0]!.dispatchEvent(new Event('load'));
    expect(zoomed()!.style.transform).toBe('translate(0px, 0px)');
    move(0, 560, 280);
    expect(zoomed()!.style.transform).toBe('translate(-240px, -120px)');
    leave(0);
    expect(frame()!.style.opacity).toBe('0');
    vi.advanceTimersByTime(ZOOM_FADE);
    expect(slides()[0]!.querySelectorAll('img')).toHaveLength(1);
    // Back within the fade: it stays.
    hover(0, 10, 10);
    leave(0);
    vi.advanceTimersByTime(ZOOM_FADE - 1);
    hover(0, 10, 10);
    vi.advanceTimersByTime(ZOOM_FADE);
    expect(zoomed()).toBe(made[0]);
    expect(frame()!.style.opacity).toBe('1');
  });

  it('asks for each large image once, however often the mouse comes back, and zooms each slide its own', () => {
    stop = startZoom(root, hover(0));
    made[0]!.dispatchEvent(new Event('load'));
    leave(0);
    hover(0);
    expect(frame()!.style.opacity).toBe('1');
    hover(1);
    leave(1);
    hover(1);
    hover(0);
    expect(requested()).toEqual(['/p/0.jpg', '/p/1.jpg']);
  });

  it('says "Đang tải hình ảnh" in a status while a large image takes its time, not before', () => {
    vi.useFakeTimers();
    stop = startZoom(root, hover(0));
    expect(notice()!.getAttribute('role')).toBe('status');
    vi.advanceTimersByTime(ZOOM_NOTICE_DELAY - 1);
    expect(noticeText()).toBe('');
    vi.advanceTimersByTime(1);
    expect(noticeText()).toBe('Đang tải hình ảnh');
    made[0]!.dispatchEvent(new Event('load'));
    expect(noticeText()).toBe('');
    expect(frame()!.style.opacity).toBe('1');
  });

  it('drops the loading notice when the pointer leaves', () => {
    vi.useFakeTimers();
    stop = startZoom(root, hover(0));
    vi.advanceTimersByTime(ZOOM_NOTICE_DELAY);
    leave(0);
    expect(noticeText()).toBe('');
    vi.advanceTimersByTime(ZOOM_NOTICE_DELAY);
    expect(noticeText()).toBe('');
  });

  it('says "Không thể tải hình ảnh" for 2500 ms when a large image fails, then never asks for it again', () => {
    vi.useFakeTimers();
    stop = startZoom(root, hover(0));
    made[0]!.dispatchEvent(new Event('error'));
    expect(noticeText()).toBe('Không thể tải hình ảnh');
    expect(notice()!.closest('.woocommerce-product-gallery__image')).toBe(slides()[0]);
    expect(frame()!.style.opacity).toBe('0');
    // The pointer moving away and back leaves the message its time.
    leave(0);
    hover(0, 10, 10);
    vi.advanceTimersByTime(ZOOM_ERROR_DURATION - 1);
    expect(noticeText()).toBe('Không thể tải hình ảnh');
    vi.advanceTimersByTime(1);
    expect(noticeText()).toBe('');
    // Back again: no new request, no message again; the other slide still zooms.
    leave(0);
    hover(0);
    move(0, 20, 20);
    vi.advanceTimersByTime(ZOOM_ERROR_DURATION);
    expect(noticeText()).toBe('');
    hover(1);
    made[1]!.dispatchEvent(new Event('load'));
    expect(frame()!.style.opacity).toBe('1');
    expect(requested()).toEqual(['/p/0.jpg', '/p/1.jpg']);
  });

  it('keeps an error its time on its own slide while the next slide zooms', () => {
    vi.useFakeTimers();
    stop = startZoom(root, hover(0));
    made[0]!.dispatchEvent(new Event('error'));
    hover(1);
    vi.advanceTimersByTime(ZOOM_NOTICE_DELAY);
    made[1]!.dispatchEvent(new Event('load'));
    expect(frame()!.style.opacity).toBe('1');
    expect(noticeText()).toBe('Không thể tải hình ảnh');
    expect(notice()!.closest('.woocommerce-product-gallery__image')).toBe(slides()[0]);
    vi.advanceTimersByTime(ZOOM_ERROR_DURATION);
    expect(noticeText()).toBe('');
  });

  it('never shows a large image that arrives once the pointer has moved on to another slide', () => {
    stop = startZoom(root, hover(0));
    hover(1);
    made[0]!.dispatchEvent(new Event('load'));
    expect(frame()!.style.opacity).toBe('0');
    expect(zoomed()).toBeFalsy();
    // Back on it: there at once.
    hover(0);
    expect(zoomed()).toBe(made[0]);
  });

  it('tells of a failure that came while the pointer was away on its next visit, once', () => {
    vi.useFakeTimers();
    stop = startZoom(root, hover(0));
    leave(0);
    made[0]!.dispatchEvent(new Event('error'));
    expect(noticeText()).toBe('');
    hover(0);
    expect(noticeText()).toBe('Không thể tải hình ảnh');
    vi.advanceTimersByTime(ZOOM_ERROR_DURATION);
    leave(0);
    hover(0);
    expect(noticeText()).toBe('');
    expect(requested()).toEqual(['/p/0.jpg']);
  });

  it('leaves a slide no wider than its large image alone, as WooCommerce does', () => {
    slideWidth = 800;
    stop = startZoom(root, hover(0));
    move(0, 10, 10);
    expect(requested()).toEqual([]);
    expect(root.querySelector('.si-zoom')).toBeNull();
  });

  it('leaves fingers alone', () => {
    stop = startZoom(root);
    hover(0, 0, 0, { pointerType: 'touch' });
    move(0, 10, 10, { pointerType: 'touch' });
    expect(requested()).toEqual([]);
  });

  it('hides while a button is down (a drag or a click is the slide’s), and comes back after', () => {
    stop = startZoom(root, hover(0));
    made[0]!.dispatchEvent(new Event('load'));
    pointer('pointerdown', imageOf(0), 110, 60, { buttons: 1 });
    expect(frame()!.style.opacity).toBe('0');
    move(0, 200, 10, { buttons: 1 });
    expect(frame()!.style.opacity).toBe('0');
    move(0, 210, 10);
    expect(frame()!.style.opacity).toBe('1');
  });

  it('zooms the picture a variation swapped in, as the pointer moves or the form says so', () => {
    stop = startZoom(root, hover(0));
    made[0]!.dispatchEvent(new Event('load'));
    imageOf(0).setAttribute('data-large_image', '/variation/40.jpg');
    move(0, 30, 30);
    expect(requested()).toEqual(['/p/0.jpg', '/variation/40.jpg']);
    expect(frame()!.style.opacity).toBe('0');
    made[1]!.dispatchEvent(new Event('load'));
    expect(zoomed()).toBe(made[1]);
    // Put back while the pointer rests: WooCommerce's `woocommerce_gallery_init_zoom` follows.
    imageOf(0).setAttribute('data-large_image', '/p/0.jpg');
    root.dispatchEvent(new CustomEvent('woocommerce_gallery_init_zoom'));
    expect(zoomed()).toBe(made[0]);
    expect(frame()!.style.opacity).toBe('1');
    expect(requested()).toHaveLength(2);
  });

  it('fades without a transition for reduced motion', () => {
    reducedMotion = true;
    stop = startZoom(root, hover(0));
    made[0]!.dispatchEvent(new Event('load'));
    expect(frame()!.style.transition).toBe('none');
  });

  it('takes its elements out when stopped, and a late answer changes nothing', () => {
    stop = startZoom(root, hover(0));
    stop();
    stop = undefined;
    expect(root.querySelector('.si-zoom, .si-zoom-notice')).toBeNull();
    made[0]!.dispatchEvent(new Event('error'));
    hover(0);
    expect(root.querySelector('.si-zoom, .si-zoom-notice')).toBeNull();
  });
});
