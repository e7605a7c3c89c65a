/**
 * The gallery lightbox's rules, without the DOM: what it shows for a slide, and what it preloads.
 * Apart from ./gallery so that they load with the lightbox, not with the page.
 */

/** What the lightbox preloads around the open image: none before, one after. */
export const LIGHTBOX_PRELOAD: [before: number, after: number] = [0, 1];

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
