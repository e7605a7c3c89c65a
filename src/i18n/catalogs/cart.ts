import type { Catalog } from '../catalog';

/** The Vietnamese strings: the keys every other language must have. */
export const strings = {
  'cart.title': 'Giỏ hàng',
  'cart.close': 'Đóng giỏ hàng',
  'cart.count': 'Số sản phẩm trong giỏ: {count}',
  'cart.updated': 'Giỏ hàng đã được cập nhật.',
  'cart.failed': 'Không thể cập nhật giỏ hàng. Vui lòng thử lại.',
};

/** The mini-cart and the cart page. */
export const cart = {
  vi: strings,
  load: { en: () => import('./en/cart') },
} satisfies Catalog;
