import { describe, expect, it } from 'vitest';
import { ZOOM_ERROR_DURATION, zoomOffset, zoomSize, zooms } from './zoom';

describe('zooms', () => {
  it('zooms a slide whose large image is wider than it, as WooCommerce decides', () => {
    expect(zooms('800', 560)).toBe(true);
    expect(zooms('800', 800)).toBe(false);
    expect(zooms('600', 800)).toBe(false);
  });

  it('does not zoom a large image of no known width', () => {
    expect(zooms(null, 300)).toBe(false);
    expect(zooms('', 300)).toBe(false);
    expect(zooms('wide', 300)).toBe(false);
    expect(zooms('0', 0)).toBe(false);
  });
});

describe('zoomSize', () => {
  it('takes the size WooCommerce gives the large image', () => {
    expect(zoomSize({ largeWidth: '800', largeHeight: '600', naturalWidth: 400, naturalHeight: 400 })).toEqual({ width: 800, height: 600 });
  });

  it('takes the image’s own size where the page gives none, and its ratio where only the width is given', () => {
    expect(zoomSize({ largeWidth: null, largeHeight: null, naturalWidth: 1200, naturalHeight: 900 })).toEqual({ width: 1200, height: 900 });
    expect(zoomSize({ largeWidth: '800', largeHeight: '0', naturalWidth: 600, naturalHeight: 300 })).toEqual({ width: 800, height: 400 });
  });
});

describe('zoomOffset', () => {
  const slide = { width: 560, height: 560 };
  const picture = { width: 800, height: 800 };

  it('moves the picture so the point under the pointer is the same fraction of it', () => {
    expect(zoomOffset(0, 0, slide, picture)).toEqual({ left: 0, top: 0 });
    expect(zoomOffset(280, 140, slide, picture)).toEqual({ left: -120, top: -60 });
    // The far corner: the picture's far edges on the slide's.
    expect(zoomOffset(560, 560, slide, picture)).toEqual({ left: -240, top: -240 });
  });

  it('takes a pointer outside the slide as at its nearest edge', () => {
    expect(zoomOffset(-30, 900, slide, picture)).toEqual({ left: 0, top: -240 });
  });

  it('keeps a picture no larger than the slide, or a slide of no size, in place', () => {
    expect(zoomOffset(300, 300, slide, { width: 560, height: 400 })).toEqual({ left: 0, top: 0 });
    expect(zoomOffset(10, 10, { width: 0, height: 0 }, picture)).toEqual({ left: 0, top: 0 });
  });

  it('works along each side on its own: a wide picture moves across only', () => {
    expect(zoomOffset(560, 560, slide, { width: 1120, height: 560 })).toEqual({ left: -560, top: 0 });
  });
});

it('shows the error for 2500 ms (spec §8)', () => {
  expect(ZOOM_ERROR_DURATION).toBe(2500);
});
