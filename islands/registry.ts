import type { IslandDefinition } from '../src/runtime/types';
import galleryStyles from './gallery/gallery.css?url';

/**
 * Every island the loader knows: its name (the `data-island` value and the manifest entry), its
 * default hydration, the classic markup it enhances, and how to import its chunk. Keep this file
 * small: it ships inside the loader. Each island's folder has the same name; a test checks both.
 */
export const registry: readonly IslandDefinition[] = [
  {
    name: 'store-notice',
    hydrate: 'idle',
    // The theme's mount point, and WooCommerce's own notice (printed hidden in the footer, for its
    // script to show) on another theme's pages; not the mount point's server markup.
    enhances: ['.woocommerce-store-notice[data-notice-id]:not([data-island] *)'],
    load: () => import('./store-notice/index'),
  },
  {
    name: 'quantity',
    hydrate: 'visible',
    // Classic WooCommerce (`div.quantity > input.qty`) and Flatsome (`.quantity.buttons_added`).
    enhances: ['.quantity input.qty:not([type=hidden])'],
    load: () => import('./quantity/index'),
  },
  {
    name: 'add-to-cart',
    // Nothing to do before the shopper comes: a click or submit meanwhile is held by the loader.
    hydrate: 'interaction',
    // WooCommerce's ajax loop buttons (listings, carousels, quick view) and the single-product form.
    enhances: ['.add_to_cart_button.ajax_add_to_cart[data-product_id]', 'form.cart'],
    load: () => import('./add-to-cart/index'),
  },
  {
    name: 'mini-cart',
    hydrate: 'idle',
    // Every WooCommerce cart widget: Flatsome's header dropdown and off-canvas cart, sidebars, footers.
    enhances: ['.widget_shopping_cart'],
    load: () => import('./mini-cart/index'),
  },
  {
    name: 'cart-page',
    hydrate: 'idle',
    // WooCommerce's cart table form (`cart/cart.php`).
    enhances: ['form.woocommerce-cart-form'],
    load: () => import('./cart-page/index'),
  },
  {
    name: 'sticky-header',
    hydrate: 'idle',
    // Flatsome's header with its sticky option on.
    enhances: ['#header.has-sticky'],
    load: () => import('./sticky-header/index'),
  },
  {
    name: 'sticky-add-to-cart',
    hydrate: 'idle',
    // Flatsome's wrapper around the single product's cart form.
    enhances: ['.sticky-add-to-cart-wrapper'],
    load: () => import('./sticky-add-to-cart/index'),
  },
  {
    name: 'tabs',
    // Idle, not when visible: a link to a review (`#comment-3`, `#reviews`) must open its tab
    // wherever the tabs are, and below a phone's fold they would never be seen.
    hydrate: 'idle',
    // WooCommerce's product tabs (`single-product/tabs/tabs.php`).
    enhances: ['.woocommerce-tabs.wc-tabs-wrapper'],
    load: () => import('./tabs/index'),
  },
  {
    name: 'embeds',
    hydrate: 'visible',
    // WordPress's post embeds from other sites (what wp-embed.js does).
    enhances: ['iframe.wp-embedded-content[data-secret]'],
    load: () => import('./embeds/index'),
  },
  {
    name: 'count-up',
    hydrate: 'visible',
    // Flatsome's count-up figures.
    enhances: ['.count-up'],
    load: () => import('./count-up/index'),
  },
  {
    name: 'tooltip',
    hydrate: 'interaction',
    // Flatsome's tooltips: an element of class `tooltip` with a title.
    enhances: ['.tooltip[title]'],
    load: () => import('./tooltip/index'),
  },
  {
    name: 'video-lightbox',
    hydrate: 'interaction',
    // Flatsome's video links (YouTube, Vimeo).
    enhances: ['a.open-video[href]'],
    load: () => import('./video-lightbox/index'),
  },
  {
    name: 'parallax',
    hydrate: 'visible',
    // Flatsome's parallax sections and banners.
    enhances: ['[data-parallax]'],
    load: () => import('./parallax/index'),
  },
  {
    name: 'page-loader',
    hydrate: 'load',
    // Flatsome's page loader overlay.
    enhances: ['.page-loader'],
    load: () => import('./page-loader/index'),
  },
  {
    name: 'edit-links',
    hydrate: 'idle',
    // Flatsome's page-builder and backend edit links.
    enhances: ['.edit-block'],
    load: () => import('./edit-links/index'),
  },
  {
    name: 'password-meter',
    hydrate: 'interaction',
    // WooCommerce's forms with a new password: registration, checkout (its account password),
    // account details, lost/reset password. The first touch hydrates; the first focus of the
    // password field then loads zxcvbn.
    enhances: ['form.register', 'form.checkout', 'form.edit-account', 'form.lost_reset_password', 'form.login'],
    load: () => import('./password-meter/index'),
  },
  {
    name: 'quick-view',
    // Until the first touch Flatsome's quick-view link is a plain link to the product page.
    hydrate: 'interaction',
    enhances: ['a.quick-view[data-prod]'],
    load: () => import('./quick-view/index'),
  },
  {
    name: 'carousel',
    hydrate: 'visible',
    // Flatsome's sliders: banners and product rows (`.row.slider`), with Flickity's options.
    enhances: ['.slider[data-flickity-options]'],
    load: () => import('./carousel/index'),
  },
  {
    name: 'ajax-search',
    // Loads when the shopper reaches the form: until then it is a plain search form.
    hydrate: 'interaction',
    // Flatsome's header and widget search forms (`searchform.php`, `woocommerce/product-searchform.php`).
    enhances: ['form.searchform'],
    load: () => import('./ajax-search/index'),
  },
  {
    name: 'gallery',
    hydrate: 'visible',
    // WooCommerce's product gallery, in Flatsome's layout (thumbnails beside it) or WooCommerce's own.
    enhances: ['.woocommerce-product-gallery'],
    // Its slider and thumbnails: what another theme's stylesheet does not give WooCommerce's markup.
    styles: [galleryStyles],
    load: () => import('./gallery/index'),
  },
  {
    name: 'variations',
    hydrate: 'visible',
    // WooCommerce's variations form (`single-product/add-to-cart/variable.php`), by its table of
    // attributes: the loader gives an element one island, and the form itself is add-to-cart's.
    enhances: ['form.variations_form .variations'],
    load: () => import('./variations/index'),
  },
  {
    name: 'review-rating',
    hydrate: 'visible',
    // The rating select of WooCommerce's review form (`single-product-reviews.php`).
    enhances: ['#respond select#rating'],
    load: () => import('./review-rating/index'),
  },
  {
    name: 'shop-forms',
    hydrate: 'idle',
    // What WooCommerce's woocommerce.js does: the ordering select, fields' descriptions.
    enhances: ['.woocommerce-ordering select.orderby', '.woocommerce-input-wrapper .description'],
    load: () => import('./shop-forms/index'),
  },
  // A marketing form (`<div data-island="form-embed">` with its embed options as props), loaded
  // when it comes near the screen; the standalone embed of HubSpot's snippet is the same module.
  { name: 'form-embed', hydrate: 'visible', load: () => import('./form-embed/index') },
];
