import type { Catalog } from '../catalog';

/**
 * The Vietnamese strings: the keys every other language must have. The first three are
 * WooCommerce's own (`wc_add_to_cart_variation_params`, in its Vietnamese translation); a theme
 * passes its shop's wording through the config's `i18n`.
 */
export const strings = {
  'variations.noMatch': 'Rất tiếc, không có sản phẩm nào phù hợp với lựa chọn của bạn. Hãy chọn một phương thức kết hợp khác.',
  'variations.makeSelection': 'Chọn các tùy chọn cho sản phẩm trước khi cho sản phẩm vào giỏ hàng của bạn.',
  'variations.unavailable': 'Rất tiếc, sản phẩm này hiện không tồn tại. Hãy chọn một phương thức kết hợp khác.',
  'variations.failed': 'Chưa tải được thông tin của lựa chọn này. Bạn vẫn có thể thêm sản phẩm vào giỏ hàng.',
};

/** The variations form of a variable product. */
export const variations = {
  vi: strings,
  load: { en: () => import('./en/variations') },
} satisfies Catalog;
