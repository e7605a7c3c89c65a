import type { Catalog } from '../catalog';

/** The Vietnamese strings: the keys every other language must have. */
export const strings = {
  'cart.viewCart': 'Xem giỏ hàng',
  'cart.added': 'Đã thêm {name} vào giỏ hàng.',
  'cart.addedItem': 'Đã thêm sản phẩm vào giỏ hàng.',
  'cart.addFailed': 'Chưa thêm được vào giỏ hàng. Vui lòng thử lại.',
};

/** Add-to-cart buttons and forms. */
export const addToCart = {
  vi: strings,
  load: { en: () => import('./en/add-to-cart') },
} satisfies Catalog;
