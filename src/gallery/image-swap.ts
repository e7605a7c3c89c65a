/**
 * The attributes a variation gives the product gallery (see ./image): what the variations form
 * loads with the first interaction, apart from what a reset needs from the start.
 */
import type { AttributeValue, ImageSwap } from './image';
import type { Variation } from '../variations/variations';

/** The main image's attributes that copy a field of the variation's `image` as it is. */
const IMAGE_FIELDS: Readonly<Record<string, string>> = {
  src: 'src',
  height: 'src_h',
  width: 'src_w',
  srcset: 'srcset',
  sizes: 'sizes',
  title: 'title',
  'data-caption': 'caption',
  alt: 'alt',
  'data-large_image_width': 'full_src_w',
  'data-large_image_height': 'full_src_h',
};

/** Fields the server left out change nothing (jQuery's `attr(name, undefined)` is a read). */
function pairs(entries: Array<[string, unknown]>): Array<[string, AttributeValue]> {
  return entries.flatMap(([name, value]): Array<[string, AttributeValue]> =>
    value === undefined || value === null ? [] : [[name, value === false ? false : String(value)]],
  );
}

/**
 * The attributes a variation gives the gallery, or `undefined` when it has no picture of its own
 * (or no variation is chosen): the gallery then shows the product's own images again. The
 * thumbnail takes `thumb_src` (Flatsome's thumbnails are catalogue-sized), else WooCommerce's
 * `gallery_thumbnail_src`; the link takes Flatsome's `image_link`, else the full-size file.
 *
 * @example variationImageSwap(variation)?.image // [['src', '…-600x600.jpg'], ['height', '600'], …]
 */
export function variationImageSwap(variation: Variation | false | undefined): ImageSwap | undefined {
  if (!variation) return undefined;
  const image: Record<string, unknown> = { ...variation.image };
  const src = variation.image?.src ?? variation.image_src;
  if (typeof src !== 'string' || src.length <= 1) return undefined;
  image['src'] = src;
  const full = variation.image?.full_src ?? variation.image_link ?? variation.image?.url;
  return {
    image: pairs([...Object.entries(IMAGE_FIELDS).map(([name, field]): [string, unknown] => [name, image[field]]), ['data-src', full], ['data-large_image', full]]),
    slide: pairs([['data-thumb', src]]),
    thumbnail: pairs([['src', variation.image?.thumb_src ?? variation.image?.gallery_thumbnail_src]]),
    link: pairs([['href', variation.image_link ?? full]]),
  };
}

