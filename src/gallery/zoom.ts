/**
 * The gallery's hover zoom, without the DOM: when a slide zooms, how large its zoomed picture is,
 * and where that picture stands for a pointer position. As WooCommerce's classic gallery zoom
 * (theme support `wc-product-gallery-zoom`, jquery.zoom on `.woocommerce-product-gallery__image`)
 * does it; the notices and their timing are those the spec gives the zoom (§8).
 */

/** How long "The image could not be loaded" stays (spec §8). */
export const ZOOM_ERROR_DURATION = 2500;

/** How long a large image may take before "Loading image" shows: a quick one never flashes it. */
export const ZOOM_NOTICE_DELAY = 300;

/** The zoomed picture's fade in and out, in ms (jquery.zoom's `duration`); none for reduced motion. */
export const ZOOM_FADE = 120;

/** The pointers that zoom: a mouse or a trackpad, one that hovers; never a finger (WooCommerce's `touch: false`). */
export const ZOOM_POINTER_QUERY = '(hover: hover) and (pointer: fine)';

const size = (value: string | null | undefined): number => {
  const number = Number.parseFloat(value ?? '');
  return Number.isFinite(number) && number > 0 ? number : 0;
};

/**
 * Whether a slide zooms: its large image (`data-large_image_width`) is wider than the slide, as
 * WooCommerce decides before it loads anything. A slide whose large image has no width does not.
 *
 * @example zooms('800', 560) // true
 */
export const zooms = (largeWidth: string | null | undefined, slideWidth: number): boolean => size(largeWidth) > slideWidth;

/**
 * The zoomed picture's size: the large image's (`data-large_image_width` / `_height`), else its
 * own once loaded, the height following the width's ratio where only the width is given.
 *
 * @example zoomSize({ largeWidth: '800', largeHeight: '', naturalWidth: 600, naturalHeight: 300 }) // { width: 800, height: 400 }
 */
export function zoomSize({ largeWidth, largeHeight, naturalWidth, naturalHeight }: {
  largeWidth?: string | null;
  largeHeight?: string | null;
  naturalWidth: number;
  naturalHeight: number;
}): { width: number; height: number } {
  const width = size(largeWidth) || naturalWidth;
  const height = size(largeHeight) || (naturalWidth > 0 ? (width * naturalHeight) / naturalWidth : naturalHeight);
  return { width, height };
}

/** A box: the slide, or the zoomed picture. */
export interface Box {
  width: number;
  height: number;
}

/**
 * Where the zoomed picture's top-left corner stands, from the slide's, for a pointer at `x`, `y`
 * in the slide: the point under the pointer in the slide is the same fraction of the picture, so
 * the picture's edges meet the slide's edges at the slide's edges. A pointer outside counts as at
 * the nearest edge; a picture no larger than the slide stays put.
 *
 * @example zoomOffset(280, 0, { width: 560, height: 560 }, { width: 800, height: 800 }) // { left: -120, top: 0 }
 */
export function zoomOffset(x: number, y: number, slide: Box, picture: Box): { left: number; top: number } {
  const along = (at: number, room: number, length: number): number => {
    if (room <= 0 || length <= room) return 0;
    const clamped = Math.min(Math.max(at, 0), room);
    // `|| 0`: never -0, which style strings and equality checks tell apart.
    return -(clamped * (length - room)) / room || 0;
  };
  return { left: along(x, slide.width, picture.width), top: along(y, slide.height, picture.height) };
}
