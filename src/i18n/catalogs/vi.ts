/**
 * Vietnamese, the shop's language and the default catalog: its keys define `MessageKey`, so every
 * other catalog must have exactly these keys. `{name}` marks a placeholder.
 *
 * @example import { vi } from './catalogs/vi'; vi['cart.viewCart'] // 'Xem giỏ hàng'
 */
export const vi = {
  'common.close': 'Đóng',
  'common.loading': 'Đang tải...',
  'common.pleaseWait': 'Vui lòng chờ...',

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

  'storeNotice.label': 'Thông báo của cửa hàng',
  'storeNotice.dismiss': 'Bỏ qua',

  'quantity.label': 'Số lượng',
  'quantity.labelOf': 'Số lượng {name}',
  'quantity.decrease': 'Giảm số lượng',
  'quantity.decreaseOf': 'Giảm số lượng cho {name}',
  'quantity.increase': 'Tăng số lượng',
  'quantity.increaseOf': 'Tăng số lượng cho {name}',

  'password.strength': 'Độ mạnh mật khẩu',
  'password.strength.0': 'Rất yếu',
  'password.strength.1': 'Yếu',
  'password.strength.2': 'Yếu',
  'password.strength.3': 'Trung bình',
  'password.strength.4': 'Mạnh',
  'password.strength.5': 'Không khớp',
  'password.hint':
    'Gợi ý: mật khẩu nên dài ít nhất 12 ký tự. Để mật khẩu mạnh hơn, hãy dùng chữ hoa và chữ thường, chữ số và ký tự đặc biệt như ! " ? $ % ^ & ).',
  'password.tooWeak': 'Vui lòng nhập mật khẩu mạnh hơn.',
  'password.show': 'Hiện mật khẩu',
  'password.hide': 'Ẩn mật khẩu',

  'search.label': 'Tìm kiếm',
  'search.placeholder': 'Tìm kiếm…',
  'search.submit': 'Tìm kiếm',
  'search.category': 'Danh mục',
  'search.allCategories': 'Tất cả',
  'search.suggestions': 'Gợi ý tìm kiếm',
  'search.searching': 'Đang tìm...',
  'search.results': '{count} kết quả',
  'search.noResults': 'Không có kết quả',
  'search.minChars': 'Nhập ít nhất {min} ký tự để tìm kiếm',

  'quickView.open': 'Xem nhanh',
  'quickView.openOf': 'Xem nhanh {name}',
  'quickView.failed': 'Không thể tải sản phẩm.',

  'lightbox.close': 'Đóng (Esc)',
  'lightbox.loading': 'Đang tải...',
  'lightbox.prev': 'Trước (phím mũi tên trái)',
  'lightbox.next': 'Sau (phím mũi tên phải)',
  'lightbox.counter': '{index} / {total}',
  'lightbox.imageFailed': 'Không thể tải hình ảnh #{index}.',
  'lightbox.imageFailedGeneric': 'Không thể tải hình ảnh',
  'lightbox.contentFailed': 'Không thể tải nội dung',

  'zoom.loading': 'Đang tải hình ảnh',
  'zoom.failed': 'Không thể tải hình ảnh',

  'gallery.image': 'Hình ảnh {index}',
  'gallery.open': 'Xem ảnh lớn',

  'carousel.prev': 'Trang trước',
  'carousel.next': 'Trang sau',
  'carousel.goTo': 'Đến trang {index}',

  'edit.builder': 'Sửa bằng trình dựng trang',
  'edit.backend': 'Sửa trong trình soạn thảo',
};

export type MessageKey = keyof typeof vi;
/** A complete catalog: exactly the default's keys (use `satisfies Catalog` on a literal). */
export type Catalog = Record<MessageKey, string>;
