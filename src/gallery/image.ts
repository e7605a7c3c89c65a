/**
 * What a variation does to the product gallery, as WooCommerce's `wc_variations_image_update`
 * does it: the first image takes the variation's picture (its sizes, the large file the lightbox
 * opens, its text), its slide's `data-thumb` and link follow, and so does the first thumbnail
 * (./image-swap computes them). No DOM: the island sets these attributes, keeping the originals in
 * `data-o_<name>` as WooCommerce does, so reset and other scripts (zoom, lightbox) find them.
 */
import type { Variation } from '../variations/variations';

/** An attribute's new value; `false` removes the attribute (WooCommerce's `srcset: false`). */
export type AttributeValue = string | false;

/** The gallery's four parts that a variation changes, each a list of `[attribute, value]`. */
export interface ImageSwap {
  /** The first slide's `img.wp-post-image`. */
  image: Array<[string, AttributeValue]>;
  /** The first slide (`.woocommerce-product-gallery__image`). */
  slide: Array<[string, AttributeValue]>;
  /** The first thumbnail's image. */
  thumbnail: Array<[string, AttributeValue]>;
  /** The first slide's link (the full-size file without JavaScript, the lightbox with). */
  link: Array<[string, AttributeValue]>;
}

/** Every attribute a swap may change, by part: what a reset puts back. */
export const SWAPPED_ATTRIBUTES: { readonly [K in keyof ImageSwap]: readonly string[] } = {
  image: ['src', 'height', 'width', 'srcset', 'sizes', 'title', 'data-caption', 'alt', 'data-large_image_width', 'data-large_image_height', 'data-src', 'data-large_image'],
  slide: ['data-thumb'],
  thumbnail: ['src'],
  link: ['href'],
};

/**
 * Whether the gallery goes back to its first slide: the shown picture changed
 * (`wc_maybe_trigger_slide_position_reset`, which compares image ids).
 */
export const imageIdOf = (variation: Variation | false | undefined): string =>
  variation && variation.image_id !== undefined && variation.image_id !== null && variation.image_id !== 0 ? String(variation.image_id) : '';
