/**
 * The product gallery's rules, without the DOM: which slide a key or a scroll position means,
 * and what the lightbox shows for a slide.
 */

/** How the gallery is driven by drag: a move past this many pixels is a drag, not a click (Flickity's 3). */
export const DRAG_THRESHOLD = 3;

/** What the lightbox preloads around the open image: none before, one after. */
export const LIGHTBOX_PRELOAD: [before: number, after: number] = [0, 1];

/**
 * The slide a key asks for, from `current` of `count` slides, or `undefined` for a key the gallery
 * leaves alone. The gallery does not loop, as WooCommerce's does not (`animationLoop: false`);
 * right-to-left pages swap the arrows.
 *
 * @example slideForKey('ArrowRight', 0, 5, false) // 1
 */
export function slideForKey(key: string, current: number, count: number, rtl = false): number | undefined {
  const last = count - 1;
  const step = { ArrowRight: 1, ArrowLeft: -1 }[key];
  if (step !== undefined) return Math.min(last, Math.max(0, current + (rtl ? -step : step)));
  if (key === 'Home') return 0;
  if (key === 'End') return last;
  return undefined;
}

/**
 * The slide the native slider shows: the one whose start is nearest the viewport's start.
 * `offsets` are each slide's distance from it, in pixels (negative: scrolled past).
 *
 * @example nearestSlide([-600, 4, 604]) // 1
 */
export function nearestSlide(offsets: readonly number[]): number {
  let best = 0;
  offsets.forEach((offset, i) => {
    if (Math.abs(offset) < Math.abs(offsets[best]!)) best = i;
  });
  return best;
}

/** One image of the lightbox, as PhotoSwipe takes it. */
export interface LightboxItem {
  src: string;
  width: number;
  height: number;
  alt: string;
  /** The image already on the page, shown while the large one loads. */
  msrc?: string;
}

/** What a slide says about its large image: WooCommerce's `data-large_image…` attributes, its link, its picture. */
export interface SlideImage {
  largeImage?: string | null;
  largeWidth?: string | null;
  largeHeight?: string | null;
  href?: string | null;
  alt?: string | null;
  shown?: string | null;
  /** The picture's own size, for a slide without `data-large_image_width`/`height`. */
  naturalWidth?: number;
  naturalHeight?: number;
}

const size = (value: string | null | undefined, fallback = 0): number => {
  const number = Number.parseInt(value ?? '', 10);
  return Number.isFinite(number) && number > 0 ? number : fallback;
};

/**
 * The lightbox's item for a slide: WooCommerce's large image (else the slide's link) with its size
 * (else the picture's own), or `undefined` for a slide with nothing to show.
 *
 * @example lightboxItem({ largeImage: '/a.jpg', largeWidth: '800', largeHeight: '800', alt: 'Áo' })
 */
export function lightboxItem(slide: SlideImage): LightboxItem | undefined {
  const src = slide.largeImage || slide.href;
  if (!src) return undefined;
  return {
    src,
    width: size(slide.largeWidth, slide.naturalWidth),
    height: size(slide.largeHeight, slide.naturalHeight),
    alt: slide.alt ?? '',
    ...(slide.shown ? { msrc: slide.shown } : {}),
  };
}
