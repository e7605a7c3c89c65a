import type { Catalog } from '../catalog';

/** The Vietnamese strings: the keys every other language must have. */
export const strings = {
  'cart.viewCart': 'Xem giỏ hàng',
  // WooCommerce's own sentence (`“%s” has been added to your cart.`), as its Vietnamese translation has it.
  'cart.added': '“{name}” đã được thêm vào giỏ hàng.',
  'cart.addedItem': 'Đã thêm sản phẩm vào giỏ hàng.',
  'cart.addFailed': 'Chưa thêm được vào giỏ hàng. Vui lòng thử lại.',
};

/** Add-to-cart buttons and forms. */
export const addToCart = {
  vi: strings,
  load: { en: () => import('./en/add-to-cart') },
} satisfies Catalog;
