import { gallery as strings } from '../../src/i18n/catalogs/gallery';
import type { IslandModule } from '../../src/runtime/types';
import { i18nReady } from '../../stores/i18n';
import { enhanceGallery } from './gallery';

/**
 * The product gallery, on WooCommerce's and Flatsome's markup (`.woocommerce-product-gallery`):
 * thumbnails, keys, drag and swipe (embla, loaded on the first touch of the gallery), the
 * lightbox (PhotoSwipe, loaded when first opened) and the hover zoom (loaded on a mouse's first
 * visit). Its own chunk stays small; the server's
 * scroll-snap slider works until then, and without JavaScript.
 */
const gallery: IslandModule = {
  async mount(element) {
    await i18nReady(strings);
    return enhanceGallery(element);
  },
};

export default gallery;
