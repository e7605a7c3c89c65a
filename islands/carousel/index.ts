import { carousel as strings } from '../../src/i18n/catalogs/carousel';
import type { IslandModule } from '../../src/runtime/types';
import { parseCarouselOptions } from '../../src/shop/carousel';
import { $config } from '../../stores/config';
import { $i18n, i18nReady } from '../../stores/i18n';
import { enhance } from './carousel';

/**
 * Flatsome's sliders (`.slider[data-flickity-options]`: banners, product rows), which scroll by
 * CSS scroll-snap without JavaScript, made carousels with embla once they come near the screen.
 * embla (about 7.6 KB gzip) is its own chunk, loaded here and nowhere else. The options are
 * Flickity's, read from the markup (`src/shop/carousel.ts`); see `enhance` for the behaviour.
 */
const carousel: IslandModule = {
  async mount(slider) {
    const settings = parseCarouselOptions(slider.getAttribute('data-flickity-options'));
    settings.rtl ||= $config.get().rtl;
    if (slider.children.length < 2) return;
    const [{ default: Embla }] = await Promise.all([import('embla-carousel'), i18nReady(strings)]);
    return enhance(slider, settings, Embla, $i18n.get().t);
  },
};

export default carousel;
