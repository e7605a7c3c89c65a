import type { IslandDefinition } from '../src/runtime/types';

/**
 * Every island the loader knows: its name (the `data-island` value and the manifest entry), its
 * default hydration, the classic markup it enhances, and how to import its chunk. Keep this file
 * small: it ships inside the loader. Each island's folder has the same name; a test checks both.
 */
export const registry: readonly IslandDefinition[] = [
  { name: 'store-notice', hydrate: 'idle', load: () => import('./store-notice/index') },
  {
    name: 'quantity',
    hydrate: 'visible',
    // Classic WooCommerce (`div.quantity > input.qty`) and Flatsome (`.quantity.buttons_added`).
    enhances: ['.quantity input.qty:not([type=hidden])'],
    load: () => import('./quantity/index'),
  },
  {
    name: 'add-to-cart',
    hydrate: 'idle',
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
    name: 'gallery',
    hydrate: 'visible',
    // WooCommerce's product gallery, in Flatsome's layout (thumbnails beside it) or WooCommerce's own.
    enhances: ['.woocommerce-product-gallery'],
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
  // A marketing form (`<div data-island="form-embed">` with its embed options as props), loaded
  // when it comes near the screen; the standalone embed of HubSpot's snippet is the same module.
  { name: 'form-embed', hydrate: 'visible', load: () => import('./form-embed/index') },
];
