import type { Catalog } from '../catalog';

/** The Vietnamese strings: the keys every other language must have. */
export const strings = {
  'cart.title': 'Giỏ hàng',
  'cart.viewCart': 'Xem giỏ hàng',
  'cart.open': 'Mở giỏ hàng',
  'cart.close': 'Đóng giỏ hàng',
  'cart.empty': 'Chưa có sản phẩm trong giỏ hàng.',
  'cart.count': 'Số sản phẩm trong giỏ: {count}',
  'cart.remove': 'Xóa {name} khỏi giỏ hàng',
  'cart.adding': 'Đang thêm {name} vào giỏ hàng...',
  'cart.added': 'Đã thêm {name} vào giỏ hàng.',
  'cart.removed': 'Đã xóa {name} khỏi giỏ hàng.',
  'cart.itemRemoved': 'Đã xóa sản phẩm khỏi giỏ hàng.',
  'cart.updated': 'Giỏ hàng đã được cập nhật.',
  'cart.failed': 'Không thể cập nhật giỏ hàng. Vui lòng thử lại.',
  'product.addToCart': 'Thêm vào giỏ hàng',
  'product.selectOptions': 'Lựa chọn các tùy chọn',
};

/** The cart: add-to-cart buttons and the mini-cart. */
export const cart = {
  vi: strings,
  load: { en: () => import('./en/cart') },
} satisfies Catalog;
