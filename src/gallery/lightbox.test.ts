import { describe, expect, it } from 'vitest';
import { LIGHTBOX_PRELOAD, lightboxItem } from './lightbox';

describe('lightboxItem', () => {
  it('takes WooCommerce’s large image and its size', () => {
    expect(
      lightboxItem({ largeImage: '/a.jpg', largeWidth: '800', largeHeight: '600', href: '/b.jpg', alt: 'Áo', shown: '/a-600.jpg' }),
    ).toEqual({ src: '/a.jpg', width: 800, height: 600, alt: 'Áo', msrc: '/a-600.jpg' });
  });

  it('falls back to the slide’s link and the picture’s own size', () => {
    expect(lightboxItem({ href: '/b.jpg', largeWidth: 'x', naturalWidth: 640, naturalHeight: 480 })).toEqual({
      src: '/b.jpg',
      width: 640,
      height: 480,
      alt: '',
    });
  });

  it('gives nothing for a slide without an image to show', () => {
    expect(lightboxItem({ alt: 'placeholder' })).toBeUndefined();
  });
});

describe('the lightbox’s constants', () => {
  it('are the theme’s: preloading none before and one after', () => {
    expect(LIGHTBOX_PRELOAD).toEqual([0, 1]);
  });
});
