<?php
/**
 * The islands' strings, translated with the theme's other strings (languages/*.po): each one is
 * `_x( English, its catalog key, 'shop-islands' )`, then the Vietnamese and English strings the
 * islands carry. Generated from src/i18n/catalogs by `npm run theme:i18n`: do not edit.
 *
 * @package shop-islands
 */

defined( 'ABSPATH' ) || exit;

/**
 * Catalog key => array( translation for this site, the islands' Vietnamese, the islands' English ).
 *
 * @return array<string, array{0: string, 1: string, 2: string}>
 */
function shop_islands_js_strings() {
	return array(
		/* translators: the words in braces are filled in by the script: keep them as they are. */
		'carousel.goTo'               => array( _x( 'Go to slide {index}', 'carousel.goTo', 'shop-islands' ), 'Đến trang {index}', 'Go to slide {index}' ),
		'carousel.label'              => array( _x( 'Carousel', 'carousel.label', 'shop-islands' ), 'Trình chiếu', 'Carousel' ),
		'carousel.next'               => array( _x( 'Next slide', 'carousel.next', 'shop-islands' ), 'Trang sau', 'Next slide' ),
		'carousel.pause'              => array( _x( 'Pause automatic slide show', 'carousel.pause', 'shop-islands' ), 'Tạm dừng tự chạy', 'Pause automatic slide show' ),
		'carousel.play'               => array( _x( 'Start automatic slide show', 'carousel.play', 'shop-islands' ), 'Bật tự chạy', 'Start automatic slide show' ),
		'carousel.prev'               => array( _x( 'Previous slide', 'carousel.prev', 'shop-islands' ), 'Trang trước', 'Previous slide' ),
		/* translators: the words in braces are filled in by the script: keep them as they are. */
		'carousel.slide'              => array( _x( '{index} of {total}', 'carousel.slide', 'shop-islands' ), '{index} / {total}', '{index} of {total}' ),
		'cart.addFailed'              => array( _x( 'This could not be added to your cart. Please try again.', 'cart.addFailed', 'shop-islands' ), 'Chưa thêm được vào giỏ hàng. Vui lòng thử lại.', 'This could not be added to your cart. Please try again.' ),
		/* translators: the words in braces are filled in by the script: keep them as they are. */
		'cart.added'                  => array( _x( '“{name}” has been added to your cart.', 'cart.added', 'shop-islands' ), '“{name}” đã được thêm vào giỏ hàng.', '“{name}” has been added to your cart.' ),
		'cart.addedItem'              => array( _x( 'Item added to your cart.', 'cart.addedItem', 'shop-islands' ), 'Đã thêm sản phẩm vào giỏ hàng.', 'Item added to your cart.' ),
		'cart.close'                  => array( _x( 'Close cart', 'cart.close', 'shop-islands' ), 'Đóng giỏ hàng', 'Close cart' ),
		/* translators: the words in braces are filled in by the script: keep them as they are. */
		'cart.count'                  => array( _x( 'Items in cart: {count}', 'cart.count', 'shop-islands' ), 'Số sản phẩm trong giỏ: {count}', 'Items in cart: {count}' ),
		'cart.failed'                 => array( _x( 'The cart could not be updated. Please try again.', 'cart.failed', 'shop-islands' ), 'Không thể cập nhật giỏ hàng. Vui lòng thử lại.', 'The cart could not be updated. Please try again.' ),
		'cart.title'                  => array( _x( 'Cart', 'cart.title', 'shop-islands' ), 'Giỏ hàng', 'Cart' ),
		'cart.updated'                => array( _x( 'Cart updated.', 'cart.updated', 'shop-islands' ), 'Giỏ hàng đã được cập nhật.', 'Cart updated.' ),
		'cart.viewCart'               => array( _x( 'View cart', 'cart.viewCart', 'shop-islands' ), 'Xem giỏ hàng', 'View cart' ),
		'common.close'                => array( _x( 'Close', 'common.close', 'shop-islands' ), 'Đóng', 'Close' ),
		'common.loading'              => array( _x( 'Loading...', 'common.loading', 'shop-islands' ), 'Đang tải...', 'Loading...' ),
		'common.pleaseWait'           => array( _x( 'Please wait...', 'common.pleaseWait', 'shop-islands' ), 'Vui lòng chờ...', 'Please wait...' ),
		'edit.backend'                => array( _x( 'Edit in the backend editor', 'edit.backend', 'shop-islands' ), 'Sửa trong trình soạn thảo', 'Edit in the backend editor' ),
		'edit.builder'                => array( _x( 'Edit with the page builder', 'edit.builder', 'shop-islands' ), 'Sửa bằng trình dựng trang', 'Edit with the page builder' ),
		'forms.unavailable'           => array( _x( 'The form cannot be loaded right now. You can open it with the link below.', 'forms.unavailable', 'shop-islands' ), 'Hiện không tải được biểu mẫu. Bạn có thể mở biểu mẫu bằng liên kết bên dưới.', 'The form cannot be loaded right now. You can open it with the link below.' ),
		'forms.unavailable_no_link'   => array( _x( 'The form cannot be loaded right now. Please try again later.', 'forms.unavailable_no_link', 'shop-islands' ), 'Hiện không tải được biểu mẫu. Vui lòng thử lại sau.', 'The form cannot be loaded right now. Please try again later.' ),
		'gallery.carousel'            => array( _x( 'carousel', 'gallery.carousel', 'shop-islands' ), 'băng chuyền ảnh', 'carousel' ),
		/* translators: the words in braces are filled in by the script: keep them as they are. */
		'gallery.image'               => array( _x( 'Image {index}', 'gallery.image', 'shop-islands' ), 'Hình ảnh {index}', 'Image {index}' ),
		'gallery.label'               => array( _x( 'Product images', 'gallery.label', 'shop-islands' ), 'Ảnh sản phẩm', 'Product images' ),
		'gallery.open'                => array( _x( 'View larger image', 'gallery.open', 'shop-islands' ), 'Xem ảnh lớn', 'View larger image' ),
		'gallery.slide'               => array( _x( 'slide', 'gallery.slide', 'shop-islands' ), 'ảnh', 'slide' ),
		'growl.close'                 => array( _x( 'Dismiss notification', 'growl.close', 'shop-islands' ), 'Đóng thông báo', 'Dismiss notification' ),
		'growl.label'                 => array( _x( 'Notifications', 'growl.label', 'shop-islands' ), 'Thông báo', 'Notifications' ),
		'lightbox.close'              => array( _x( 'Close (Esc)', 'lightbox.close', 'shop-islands' ), 'Đóng (Esc)', 'Close (Esc)' ),
		'lightbox.contentFailed'      => array( _x( 'The content could not be loaded', 'lightbox.contentFailed', 'shop-islands' ), 'Không thể tải nội dung', 'The content could not be loaded' ),
		/* translators: the words in braces are filled in by the script: keep them as they are. */
		'lightbox.counter'            => array( _x( '{index} of {total}', 'lightbox.counter', 'shop-islands' ), '{index} / {total}', '{index} of {total}' ),
		/* translators: the words in braces are filled in by the script: keep them as they are. */
		'lightbox.imageFailed'        => array( _x( 'The image #{index} could not be loaded.', 'lightbox.imageFailed', 'shop-islands' ), 'Không thể tải hình ảnh #{index}.', 'The image #{index} could not be loaded.' ),
		'lightbox.imageFailedGeneric' => array( _x( 'The image could not be loaded', 'lightbox.imageFailedGeneric', 'shop-islands' ), 'Không thể tải hình ảnh', 'The image could not be loaded' ),
		'lightbox.label'              => array( _x( 'Image viewer', 'lightbox.label', 'shop-islands' ), 'Trình xem ảnh', 'Image viewer' ),
		'lightbox.loading'            => array( _x( 'Loading...', 'lightbox.loading', 'shop-islands' ), 'Đang tải...', 'Loading...' ),
		'lightbox.next'               => array( _x( 'Next (Right arrow key)', 'lightbox.next', 'shop-islands' ), 'Sau (phím mũi tên phải)', 'Next (Right arrow key)' ),
		'lightbox.prev'               => array( _x( 'Previous (Left arrow key)', 'lightbox.prev', 'shop-islands' ), 'Trước (phím mũi tên trái)', 'Previous (Left arrow key)' ),
		'lightbox.zoom'               => array( _x( 'Zoom in or out', 'lightbox.zoom', 'shop-islands' ), 'Phóng to hoặc thu nhỏ', 'Zoom in or out' ),
		'password.hide'               => array( _x( 'Hide password', 'password.hide', 'shop-islands' ), 'Ẩn mật khẩu', 'Hide password' ),
		'password.hint'               => array( _x( 'Hint: the password should be at least 12 characters long. To make it stronger, use upper and lower case letters, digits and special characters like ! " ? $ % ^ & ).', 'password.hint', 'shop-islands' ), 'Gợi ý: mật khẩu nên dài ít nhất 12 ký tự. Để mật khẩu mạnh hơn, hãy dùng chữ hoa và chữ thường, chữ số và ký tự đặc biệt như ! " ? $ % ^ & ).', 'Hint: the password should be at least 12 characters long. To make it stronger, use upper and lower case letters, digits and special characters like ! " ? $ % ^ & ).' ),
		'password.show'               => array( _x( 'Show password', 'password.show', 'shop-islands' ), 'Hiện mật khẩu', 'Show password' ),
		'password.strength'           => array( _x( 'Password strength', 'password.strength', 'shop-islands' ), 'Độ mạnh mật khẩu', 'Password strength' ),
		'password.strength.0'         => array( _x( 'Very weak', 'password.strength.0', 'shop-islands' ), 'Rất yếu', 'Very weak' ),
		'password.strength.1'         => array( _x( 'Weak', 'password.strength.1', 'shop-islands' ), 'Yếu', 'Weak' ),
		'password.strength.2'         => array( _x( 'Weak', 'password.strength.2', 'shop-islands' ), 'Yếu', 'Weak' ),
		'password.strength.3'         => array( _x( 'Medium', 'password.strength.3', 'shop-islands' ), 'Trung bình', 'Medium' ),
		'password.strength.4'         => array( _x( 'Strong', 'password.strength.4', 'shop-islands' ), 'Mạnh', 'Strong' ),
		'password.strength.5'         => array( _x( 'Mismatch', 'password.strength.5', 'shop-islands' ), 'Không khớp', 'Mismatch' ),
		'password.tooWeak'            => array( _x( 'Please enter a stronger password.', 'password.tooWeak', 'shop-islands' ), 'Vui lòng nhập mật khẩu mạnh hơn.', 'Please enter a stronger password.' ),
		'quantity.decrease'           => array( _x( 'Decrease quantity', 'quantity.decrease', 'shop-islands' ), 'Giảm số lượng', 'Decrease quantity' ),
		/* translators: the words in braces are filled in by the script: keep them as they are. */
		'quantity.decreaseOf'         => array( _x( 'Decrease quantity of {name}', 'quantity.decreaseOf', 'shop-islands' ), 'Giảm số lượng cho {name}', 'Decrease quantity of {name}' ),
		'quantity.increase'           => array( _x( 'Increase quantity', 'quantity.increase', 'shop-islands' ), 'Tăng số lượng', 'Increase quantity' ),
		/* translators: the words in braces are filled in by the script: keep them as they are. */
		'quantity.increaseOf'         => array( _x( 'Increase quantity of {name}', 'quantity.increaseOf', 'shop-islands' ), 'Tăng số lượng cho {name}', 'Increase quantity of {name}' ),
		'quantity.label'              => array( _x( 'Quantity', 'quantity.label', 'shop-islands' ), 'Số lượng', 'Quantity' ),
		/* translators: the words in braces are filled in by the script: keep them as they are. */
		'quantity.labelOf'            => array( _x( '{name} quantity', 'quantity.labelOf', 'shop-islands' ), 'Số lượng {name}', '{name} quantity' ),
		'quickView.failed'            => array( _x( 'The product could not be loaded.', 'quickView.failed', 'shop-islands' ), 'Không thể tải sản phẩm.', 'The product could not be loaded.' ),
		'quickView.open'              => array( _x( 'Quick view', 'quickView.open', 'shop-islands' ), 'Xem nhanh', 'Quick view' ),
		/* translators: the words in braces are filled in by the script: keep them as they are. */
		'quickView.openOf'            => array( _x( 'Quick view of {name}', 'quickView.openOf', 'shop-islands' ), 'Xem nhanh {name}', 'Quick view of {name}' ),
		'reviews.ratingRequired'      => array( _x( 'Please select a rating.', 'reviews.ratingRequired', 'shop-islands' ), 'Vui lòng chọn số sao đánh giá.', 'Please select a rating.' ),
		/* translators: the words in braces are filled in by the script: keep them as they are. */
		'reviews.star'                => array( _x( '{n} out of 5 stars: {label}', 'reviews.star', 'shop-islands' ), '{n} sao: {label}', '{n} out of 5 stars: {label}' ),
		'search.noResults'            => array( _x( 'No results', 'search.noResults', 'shop-islands' ), 'Không có kết quả', 'No results' ),
		/* translators: the words in braces are filled in by the script: keep them as they are. */
		'search.results'              => array( _x( 'Results: {count}', 'search.results', 'shop-islands' ), '{count} kết quả', 'Results: {count}' ),
		'search.suggestions'          => array( _x( 'Search suggestions', 'search.suggestions', 'shop-islands' ), 'Gợi ý tìm kiếm', 'Search suggestions' ),
		'storeNotice.dismiss'         => array( _x( 'Dismiss', 'storeNotice.dismiss', 'shop-islands' ), 'Bỏ qua', 'Dismiss' ),
		'storeNotice.label'           => array( _x( 'Store notice', 'storeNotice.label', 'shop-islands' ), 'Thông báo của cửa hàng', 'Store notice' ),
		'variations.failed'           => array( _x( 'The details of this choice could not be loaded. You can still add the product to your cart.', 'variations.failed', 'shop-islands' ), 'Chưa tải được thông tin của lựa chọn này. Bạn vẫn có thể thêm sản phẩm vào giỏ hàng.', 'The details of this choice could not be loaded. You can still add the product to your cart.' ),
		'variations.makeSelection'    => array( _x( 'Please select some product options before adding this product to your cart.', 'variations.makeSelection', 'shop-islands' ), 'Chọn các tùy chọn cho sản phẩm trước khi cho sản phẩm vào giỏ hàng của bạn.', 'Please select some product options before adding this product to your cart.' ),
		'variations.noMatch'          => array( _x( 'Sorry, no products matched your selection. Please choose a different combination.', 'variations.noMatch', 'shop-islands' ), 'Rất tiếc, không có sản phẩm nào phù hợp với lựa chọn của bạn. Hãy chọn một phương thức kết hợp khác.', 'Sorry, no products matched your selection. Please choose a different combination.' ),
		'variations.unavailable'      => array( _x( 'Sorry, this product is unavailable. Please choose a different combination.', 'variations.unavailable', 'shop-islands' ), 'Rất tiếc, sản phẩm này hiện không tồn tại. Hãy chọn một phương thức kết hợp khác.', 'Sorry, this product is unavailable. Please choose a different combination.' ),
		'video.close'                 => array( _x( 'Close (Esc)', 'video.close', 'shop-islands' ), 'Đóng (Esc)', 'Close (Esc)' ),
		'video.dialog'                => array( _x( 'Video', 'video.dialog', 'shop-islands' ), 'Video', 'Video' ),
		'video.failed'                => array( _x( 'The content could not be loaded', 'video.failed', 'shop-islands' ), 'Không thể tải nội dung', 'The content could not be loaded' ),
		'video.loading'               => array( _x( 'Loading...', 'video.loading', 'shop-islands' ), 'Đang tải...', 'Loading...' ),
		'video.watchElsewhere'        => array( _x( 'Watch the video on its own site', 'video.watchElsewhere', 'shop-islands' ), 'Xem video trên trang gốc', 'Watch the video on its own site' ),
		'zoom.failed'                 => array( _x( 'The image could not be loaded', 'zoom.failed', 'shop-islands' ), 'Không thể tải hình ảnh', 'The image could not be loaded' ),
		'zoom.loading'                => array( _x( 'Loading image', 'zoom.loading', 'shop-islands' ), 'Đang tải hình ảnh', 'Loading image' ),
	);
}
