import { gallery as strings } from '../../src/i18n/catalogs/gallery';
import { reactIsland } from '../react-island';
import { Gallery, readGallery } from './Gallery';

/**
 * The product gallery, on WooCommerce's and Flatsome's markup (`.woocommerce-product-gallery`),
 * hydrated: thumbnails, keys, drag and swipe (embla, loaded on the first touch of the gallery),
 * the lightbox (PhotoSwipe, loaded when first opened) and the hover zoom (loaded on a mouse's
 * first visit). Its own chunk stays small; the server's scroll-snap slider works until then, and
 * without JavaScript.
 */
export default reactIsland(Gallery, [strings], readGallery);
