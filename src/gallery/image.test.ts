import { describe, expect, it } from 'vitest';
import { recordedAnswer } from '../../tests/exchanges';
import { imageIdOf, SWAPPED_ATTRIBUTES } from './image';
import { variationImageSwap } from './image-swap';
import { readVariationAnswer } from '../variations/answer';
import type { Variation } from '../variations/variations';

const UPLOADS = 'http://127.0.0.1:8089/wp-content/uploads/2026/11';
const recorded = (): Variation => readVariationAnswer(recordedAnswer('19-get-variation')) as Variation;

describe('variationImageSwap', () => {
  it('gives the recorded variation’s picture to the first image, its slide, link and thumbnail', () => {
    const swap = variationImageSwap(recorded())!;
    expect(Object.fromEntries(swap.image)).toEqual({
      src: `${UPLOADS}/ao-polo-nam-600x600.jpg`,
      height: '600',
      width: '600',
      srcset: recorded().image!.srcset,
      sizes: '(max-width: 600px) 100vw, 600px',
      title: 'Áo polo nam',
      'data-caption': '',
      alt: 'Áo polo nam',
      'data-src': `${UPLOADS}/ao-polo-nam.jpg`,
      'data-large_image': `${UPLOADS}/ao-polo-nam.jpg`,
      'data-large_image_width': '800',
      'data-large_image_height': '800',
    });
    expect(swap.slide).toEqual([['data-thumb', `${UPLOADS}/ao-polo-nam-600x600.jpg`]]);
    expect(swap.link).toEqual([['href', `${UPLOADS}/ao-polo-nam.jpg`]]);
    // Flatsome's thumbnails take the catalogue size.
    expect(swap.thumbnail).toEqual([['src', `${UPLOADS}/ao-polo-nam-450x450.jpg`]]);
  });

  it('falls back to WooCommerce’s gallery thumbnail, and removes a srcset the variation has not', () => {
    const variation = recorded();
    const { thumb_src: _unused, ...image } = variation.image!;
    const swap = variationImageSwap({ ...variation, image: { ...image, srcset: false } })!;
    expect(swap.thumbnail).toEqual([['src', `${UPLOADS}/ao-polo-nam-100x100.jpg`]]);
    expect(swap.image).toContainEqual(['srcset', false]);
  });

  it('changes nothing the variation does not say', () => {
    const swap = variationImageSwap({ attributes: {}, variation_id: 1, image: { src: '/v.jpg' } })!;
    expect(swap.image).toEqual([['src', '/v.jpg']]);
    expect(swap.thumbnail).toEqual([]);
    expect(swap.link).toEqual([]);
  });

  it('reads the older fields Flatsome’s scripts use, image_src and image_link', () => {
    const swap = variationImageSwap({ attributes: {}, variation_id: 1, image_src: '/v-600.jpg', image_link: '/v.jpg' })!;
    expect(Object.fromEntries(swap.image)).toEqual({ src: '/v-600.jpg', 'data-src': '/v.jpg', 'data-large_image': '/v.jpg' });
    expect(swap.link).toEqual([['href', '/v.jpg']]);
  });

  it('gives nothing without a variation or without a picture: the product’s own images come back', () => {
    expect(variationImageSwap(false)).toBeUndefined();
    expect(variationImageSwap(undefined)).toBeUndefined();
    expect(variationImageSwap({ attributes: {}, variation_id: 1, image: { src: '' } })).toBeUndefined();
    expect(variationImageSwap({ attributes: {}, variation_id: 1, image: {} })).toBeUndefined();
  });
});

describe('SWAPPED_ATTRIBUTES', () => {
  it('names every attribute a swap may set, so a reset puts each one back', () => {
    const everything = { ...recorded(), image_link: '/l.jpg', image: { ...recorded().image, url: '/u.jpg' } };
    const swap = variationImageSwap(everything)!;
    for (const part of ['image', 'slide', 'thumbnail', 'link'] as const) {
      expect(swap[part].map(([name]) => name).sort()).toEqual([...SWAPPED_ATTRIBUTES[part]].sort());
    }
  });
});

describe('imageIdOf', () => {
  it('names the picture shown, or none', () => {
    expect(imageIdOf(recorded())).toBe('34');
    expect(imageIdOf(false)).toBe('');
    expect(imageIdOf({ attributes: {}, variation_id: 1, image_id: 0 })).toBe('');
  });
});
