<?php
/**
 * The test shop on real WooCommerce, made through WooCommerce's own classes as an admin would
 * make it: Vietnamese settings (VND, no decimals), cash on delivery, a shipping zone, a coupon,
 * registration on the account page, the store notice, and a catalogue of every product type the
 * theme shows — simple, on sale, out of stock, hidden, sold individually, grouped, external, and
 * variable (one with two attributes and 36 variations, past WooCommerce's 30, so its form asks
 * the server for each variation) — with 3–5 distinct images on several of them.
 *
 * Run after wp-load.php by tests/wordpress/site.ts; prints the catalogue as JSON on its last line.
 *
 * @package shop-islands
 */

require_once ABSPATH . 'wp-admin/includes/image.php';
require_once ABSPATH . 'wp-admin/includes/file.php';
require_once ABSPATH . 'wp-admin/includes/media.php';

$settings = array(
	'woocommerce_default_country'                      => 'VN',
	'woocommerce_currency'                             => 'VND',
	'woocommerce_currency_pos'                         => 'right_space',
	'woocommerce_price_thousand_sep'                   => '.',
	'woocommerce_price_decimal_sep'                    => ',',
	'woocommerce_price_num_decimals'                   => '0',
	'woocommerce_enable_myaccount_registration'        => 'yes',
	'woocommerce_registration_generate_username'       => 'yes',
	'woocommerce_registration_generate_password'       => 'no',
	'woocommerce_enable_guest_checkout'                => 'yes',
	'woocommerce_enable_signup_and_login_from_checkout' => 'yes',
	'woocommerce_enable_checkout_login_reminder'       => 'yes',
	'woocommerce_enable_ajax_add_to_cart'              => 'yes',
	'woocommerce_cart_redirect_after_add'              => 'no',
	'woocommerce_enable_reviews'                       => 'yes',
	'woocommerce_enable_review_rating'                 => 'yes',
	'woocommerce_review_rating_required'               => 'yes',
	'woocommerce_review_rating_verification_required'  => 'no',
	'woocommerce_enable_coupons'                       => 'yes',
	'woocommerce_demo_store'                           => 'yes',
	'woocommerce_demo_store_notice'                    => 'Miễn phí giao hàng nội thành cho đơn từ 500.000 ₫',
	'woocommerce_task_list_hidden'                     => 'yes',
	'woocommerce_show_marketplace_suggestions'         => 'no',
	'woocommerce_allow_tracking'                       => 'no',
	'woocommerce_weight_unit'                          => 'kg',
	'woocommerce_dimension_unit'                       => 'cm',
	'woocommerce_catalog_columns'                      => 4,
	'comment_moderation'                               => 0,
	'comment_registration'                             => 0,
	'require_name_email'                               => 1,
	'comment_previously_approved'                      => 0,
);
foreach ( $settings as $name => $value ) {
	update_option( $name, $value );
}
update_option(
	'woocommerce_cod_settings',
	array(
		'enabled'            => 'yes',
		'title'              => 'Thanh toán khi nhận hàng',
		'description'        => 'Trả tiền mặt khi nhận hàng.',
		'instructions'       => 'Trả tiền mặt khi nhận hàng.',
		'enable_for_methods' => array(),
		'enable_for_virtual' => 'yes',
	)
);

// One zone, Việt Nam, with a flat rate.
$zone = new WC_Shipping_Zone();
$zone->set_zone_name( 'Việt Nam' );
$zone->add_location( 'VN', 'country' );
$zone->save();
$instance = $zone->add_shipping_method( 'flat_rate' );
update_option(
	'woocommerce_flat_rate_' . $instance . '_settings',
	array(
		'title'      => 'Giao hàng tiêu chuẩn',
		'tax_status' => 'none',
		'cost'       => '30000',
	)
);

/**
 * A distinct picture: a square in its own colour, with a bar and its number, as a JPEG attachment.
 *
 * @param string $name  File name, without extension.
 * @param int    $index Which picture of its product (its colour and bar).
 * @param string $title The attachment's title and alternative text.
 * @return int Attachment id.
 */
function shop_islands_test_image( $name, $index, $title ) {
	$palette = array( array( 196, 120, 56 ), array( 46, 110, 158 ), array( 60, 140, 90 ), array( 170, 60, 70 ), array( 120, 90, 160 ) );
	$size    = 900;
	$image   = imagecreatetruecolor( $size, $size );
	$rgb     = $palette[ $index % count( $palette ) ];
	imagefill( $image, 0, 0, imagecolorallocate( $image, $rgb[0], $rgb[1], $rgb[2] ) );
	$light = imagecolorallocate( $image, 245, 240, 230 );
	imagefilledrectangle( $image, 100, 120 + 110 * $index, 800, 200 + 110 * $index, $light );
	for ( $i = 0; $i <= $index; $i++ ) {
		imagefilledellipse( $image, 160 + 130 * $i, 720, 90, 90, $light );
	}
	ob_start();
	imagejpeg( $image, null, 80 );
	$bytes = ob_get_clean();
	imagedestroy( $image );
	$upload = wp_upload_bits( $name . '.jpg', null, $bytes );
	if ( ! empty( $upload['error'] ) ) {
		throw new RuntimeException( $upload['error'] );
	}
	$id = wp_insert_attachment(
		array(
			'post_mime_type' => 'image/jpeg',
			'post_title'     => $title,
			'post_status'    => 'inherit',
		),
		$upload['file']
	);
	wp_update_attachment_metadata( $id, wp_generate_attachment_metadata( $id, $upload['file'] ) );
	update_post_meta( $id, '_wp_attachment_image_alt', $title );
	return $id;
}

/**
 * Gives a product its pictures: the first as its image, the rest as its gallery.
 *
 * @param WC_Product $product The product.
 * @param int        $count   How many pictures.
 */
function shop_islands_test_images( WC_Product $product, $count ) {
	$ids = array();
	for ( $i = 0; $i < $count; $i++ ) {
		$ids[] = shop_islands_test_image( $product->get_slug() . '-' . ( $i + 1 ), $i, $product->get_name() . ' — ảnh ' . ( $i + 1 ) );
	}
	$product->set_image_id( array_shift( $ids ) );
	$product->set_gallery_image_ids( $ids );
	$product->save();
}

$categories = array();
foreach ( array(
	'thung-carton'    => 'Thùng carton',
	'bang-keo'        => 'Băng keo',
	'vat-tu-dong-goi' => 'Vật tư đóng gói',
) as $slug => $name ) {
	$term                  = wp_insert_term( $name, 'product_cat', array( 'slug' => $slug ) );
	$categories[ $slug ] = (int) $term['term_id'];
}

/**
 * A product's common data, then save.
 *
 * @param WC_Product           $product The product.
 * @param array<string, mixed> $data    name, slug, sku, regular, sale, category, description…
 * @return WC_Product
 */
function shop_islands_test_product( WC_Product $product, array $data ) {
	global $categories;
	$product->set_name( $data['name'] );
	$product->set_slug( $data['slug'] );
	$product->set_status( 'publish' );
	$product->set_short_description( $data['short'] ?? 'Hàng có sẵn tại kho Sài Gòn, giao trong ngày.' );
	$product->set_description( $data['description'] ?? '<p>' . $data['name'] . ' dùng cho đóng gói hàng hoá, vận chuyển và lưu kho.</p>' );
	$product->set_category_ids( array( $categories[ $data['category'] ?? 'vat-tu-dong-goi' ] ) );
	if ( isset( $data['sku'] ) ) {
		$product->set_sku( $data['sku'] );
	}
	if ( isset( $data['regular'] ) ) {
		$product->set_regular_price( (string) $data['regular'] );
	}
	if ( isset( $data['sale'] ) ) {
		$product->set_sale_price( (string) $data['sale'] );
	}
	if ( isset( $data['weight'] ) ) {
		$product->set_weight( $data['weight'] );
	}
	$product->save();
	return $product;
}

$products = array();
$simple   = array(
	array( 'slug' => 'thung-carton-3-lop-30x20x15', 'name' => 'Thùng carton 3 lớp 30x20x15', 'sku' => 'TC-3L-302015', 'regular' => 4500, 'category' => 'thung-carton', 'images' => 4, 'weight' => '0.2' ),
	array( 'slug' => 'thung-carton-5-lop-40x30x30', 'name' => 'Thùng carton 5 lớp 40x30x30', 'sku' => 'TC-5L-403030', 'regular' => 9800, 'sale' => 8500, 'category' => 'thung-carton', 'images' => 5 ),
	array( 'slug' => 'thung-carton-dung-ho-so', 'name' => 'Thùng carton đựng hồ sơ', 'sku' => 'TC-HS-01', 'regular' => 15000, 'category' => 'thung-carton', 'featured' => true ),
	array( 'slug' => 'bang-keo-trong-100-yard', 'name' => 'Băng keo trong 100 yard', 'sku' => 'BK-TR-100', 'regular' => 18000, 'category' => 'bang-keo', 'images' => 3 ),
	array( 'slug' => 'bang-keo-duc-200-yard', 'name' => 'Băng keo đục 200 yard', 'sku' => 'BK-DU-200', 'regular' => 32000, 'category' => 'bang-keo' ),
	array( 'slug' => 'may-dan-bang-keo-cam-tay', 'name' => 'Máy dán băng keo cầm tay', 'sku' => 'BK-MAY-01', 'regular' => 65000, 'category' => 'bang-keo', 'featured' => true ),
	array( 'slug' => 'mang-pe-quan-pallet-50cm', 'name' => 'Màng PE quấn pallet 50cm', 'sku' => 'PE-50', 'regular' => 120000, 'sale' => 99000, 'images' => 3 ),
	array( 'slug' => 'xop-hoi-chong-soc', 'name' => 'Xốp hơi chống sốc 1m x 100m', 'sku' => 'XH-1M', 'regular' => 350000, 'stock' => 'outofstock' ),
	array( 'slug' => 'giay-chen-hang-kraft', 'name' => 'Giấy chèn hàng kraft', 'sku' => 'GK-01', 'regular' => 85000, 'individually' => true ),
	array( 'slug' => 'tui-niem-phong-noi-bo', 'name' => 'Túi niêm phong nội bộ', 'sku' => 'TNP-NB', 'regular' => 5000, 'hidden' => true ),
	array( 'slug' => 'dao-roc-giay-sdi', 'name' => 'Dao rọc giấy SDI', 'sku' => 'DAO-SDI', 'regular' => 25000 ),
	array( 'slug' => 'nhan-in-nhiet-100x150', 'name' => 'Nhãn in nhiệt 100x150', 'sku' => 'NIN-100150', 'regular' => 150000, 'featured' => true ),
	array( 'slug' => 'day-dai-nhua-pp', 'name' => 'Dây đai nhựa PP', 'sku' => 'DD-PP', 'regular' => 210000 ),
	array( 'slug' => 'goc-bao-ve-carton', 'name' => 'Góc bảo vệ carton', 'sku' => 'GBV-01', 'regular' => 2500, 'category' => 'thung-carton' ),
);
foreach ( $simple as $data ) {
	$product = new WC_Product_Simple();
	if ( ! empty( $data['stock'] ) ) {
		$product->set_stock_status( $data['stock'] );
	}
	if ( ! empty( $data['individually'] ) ) {
		$product->set_sold_individually( true );
	}
	if ( ! empty( $data['hidden'] ) ) {
		$product->set_catalog_visibility( 'hidden' );
	}
	if ( ! empty( $data['featured'] ) ) {
		$product->set_featured( true );
	}
	shop_islands_test_product( $product, $data );
	if ( ! empty( $data['images'] ) ) {
		shop_islands_test_images( $product, $data['images'] );
	}
	$products[ $data['slug'] ] = $product->get_id();
}

/**
 * A global attribute (pa_…) with its terms.
 *
 * @param string   $slug  Attribute slug, without pa_.
 * @param string   $name  Its label.
 * @param string[] $terms Its values.
 * @return array{taxonomy: string, id: int, slugs: string[]}
 */
function shop_islands_test_attribute( $slug, $name, array $terms ) {
	$id       = wc_create_attribute( array( 'name' => $name, 'slug' => $slug ) );
	$taxonomy = wc_attribute_taxonomy_name( $slug );
	// The taxonomy is registered on the next request; this one needs it now.
	register_taxonomy( $taxonomy, array( 'product' ), array( 'hierarchical' => false ) );
	$slugs = array();
	foreach ( $terms as $term ) {
		$made    = wp_insert_term( $term, $taxonomy );
		$slugs[] = get_term( $made['term_id'], $taxonomy )->slug;
	}
	return array( 'taxonomy' => $taxonomy, 'id' => $id, 'slugs' => $slugs );
}

/**
 * A variable product with every combination of its attributes as a variation.
 *
 * @param array<string, mixed>                                    $data       Common data.
 * @param array<int, array{taxonomy: string, id: int, slugs: string[]}|array{name: string, values: string[]}> $attributes Global (pa_) or the product's own.
 * @param callable                                                $price      Price of a combination (its index).
 * @return WC_Product_Variable
 */
function shop_islands_test_variable( array $data, array $attributes, callable $price ) {
	$product = new WC_Product_Variable();
	$own     = array();
	$axes    = array();
	foreach ( $attributes as $position => $attribute ) {
		$object = new WC_Product_Attribute();
		if ( isset( $attribute['taxonomy'] ) ) {
			$object->set_id( $attribute['id'] );
			$object->set_name( $attribute['taxonomy'] );
			$object->set_options( array_map( fn ( $slug ) => get_term_by( 'slug', $slug, $attribute['taxonomy'] )->term_id, $attribute['slugs'] ) );
			$axes[] = array( $attribute['taxonomy'], $attribute['slugs'] );
		} else {
			$object->set_name( $attribute['name'] );
			$object->set_options( $attribute['values'] );
			$axes[] = array( sanitize_title( $attribute['name'] ), $attribute['values'] );
		}
		$object->set_position( $position );
		$object->set_visible( true );
		$object->set_variation( true );
		$own[] = $object;
	}
	$product->set_attributes( $own );
	shop_islands_test_product( $product, $data );
	$combinations = array( array() );
	foreach ( $axes as list( $key, $values ) ) {
		$next = array();
		foreach ( $combinations as $combination ) {
			foreach ( $values as $value ) {
				$next[] = $combination + array( $key => $value );
			}
		}
		$combinations = $next;
	}
	foreach ( $combinations as $index => $combination ) {
		$variation = new WC_Product_Variation();
		$variation->set_parent_id( $product->get_id() );
		$variation->set_attributes( $combination );
		$variation->set_regular_price( (string) $price( $index ) );
		$variation->set_sku( $data['sku'] . '-' . ( $index + 1 ) );
		$variation->set_status( 'publish' );
		$variation->save();
	}
	WC_Product_Variable::sync( $product->get_id() );
	return wc_get_product( $product->get_id() );
}

$size   = shop_islands_test_attribute( 'kich-thuoc', 'Kích thước', array( 'Nhỏ', 'Vừa', 'Lớn' ) );
$colour = shop_islands_test_attribute( 'mau-sac', 'Màu sắc', array( 'Trắng', 'Đen' ) );
$bags   = shop_islands_test_variable(
	array( 'slug' => 'tui-goi-hang-tu-dinh', 'name' => 'Túi gói hàng tự dính', 'sku' => 'TGH', 'category' => 'vat-tu-dong-goi' ),
	array( $size, $colour ),
	fn ( $index ) => 30000 + 10000 * intdiv( $index, 2 )
);
shop_islands_test_images( $bags, 3 );
$products['tui-goi-hang-tu-dinh'] = $bags->get_id();

$custom = shop_islands_test_variable(
	array( 'slug' => 'thung-carton-in-logo', 'name' => 'Thùng carton in logo', 'sku' => 'TCL', 'category' => 'thung-carton' ),
	array(
		array( 'name' => 'Khổ thùng', 'values' => array( '20x15x10', '25x20x15', '30x20x20', '35x25x25', '40x30x30', '50x40x40' ) ),
		array( 'name' => 'Màu in', 'values' => array( 'Nâu', 'Trắng', 'Đỏ', 'Xanh', 'Vàng', 'Đen' ) ),
	),
	fn ( $index ) => 6000 + 1000 * intdiv( $index, 6 ) + 500 * ( $index % 6 )
);
$products['thung-carton-in-logo'] = $custom->get_id();

$grouped = new WC_Product_Grouped();
$grouped->set_children( array( $products['bang-keo-trong-100-yard'], $products['dao-roc-giay-sdi'], $products['may-dan-bang-keo-cam-tay'] ) );
shop_islands_test_product( $grouped, array( 'slug' => 'bo-dong-goi-van-phong', 'name' => 'Bộ đóng gói văn phòng', 'sku' => 'BO-VP', 'category' => 'bang-keo' ) );
$products['bo-dong-goi-van-phong'] = $grouped->get_id();

$external = new WC_Product_External();
$external->set_product_url( 'https://nha-phan-phoi.example/may-in-nhiet' );
$external->set_button_text( 'Mua tại nhà phân phối' );
shop_islands_test_product( $external, array( 'slug' => 'may-in-nhiet-xprinter', 'name' => 'Máy in nhiệt Xprinter', 'sku' => 'MIN-XP', 'regular' => 2450000 ) );
$products['may-in-nhiet-xprinter'] = $external->get_id();

$coupon = new WC_Coupon();
$coupon->set_code( 'giam10' );
$coupon->set_discount_type( 'percent' );
$coupon->set_amount( 10 );
$coupon->save();

// The theme's menu: the shop and its categories.
$menu = wp_create_nav_menu( 'Menu chính' );
wp_update_nav_menu_item( $menu, 0, array( 'menu-item-title' => 'Cửa hàng', 'menu-item-object' => 'page', 'menu-item-object-id' => wc_get_page_id( 'shop' ), 'menu-item-type' => 'post_type', 'menu-item-status' => 'publish' ) );
foreach ( $categories as $term_id ) {
	wp_update_nav_menu_item( $menu, 0, array( 'menu-item-object' => 'product_cat', 'menu-item-object-id' => $term_id, 'menu-item-type' => 'taxonomy', 'menu-item-status' => 'publish' ) );
}
$locations = get_theme_mod( 'nav_menu_locations', array() );
foreach ( array_keys( get_registered_nav_menus() ) as $location ) {
	$locations[ $location ] = $menu;
}
set_theme_mod( 'nav_menu_locations', $locations );

// The shop's outbox, for the tests: mail is kept in wp-content/test-mail.jsonl, one JSON line each,
// instead of handed to a mailer this machine does not have.
wp_mkdir_p( WP_CONTENT_DIR . '/mu-plugins' );
file_put_contents(
	WP_CONTENT_DIR . '/mu-plugins/shop-islands-test-mail.php',
	'<?php
add_filter( "pre_wp_mail", function ( $sent, $mail ) {
	file_put_contents( WP_CONTENT_DIR . "/test-mail.jsonl", wp_json_encode( $mail ) . "\n", FILE_APPEND | LOCK_EX );
	return true;
}, 10, 2 );
'
);

flush_rewrite_rules();

$urls = array();
foreach ( $products as $slug => $id ) {
	$urls[ $slug ] = array( 'id' => $id, 'url' => get_permalink( $id ) );
}
$category_urls = array();
foreach ( $categories as $slug => $id ) {
	$category_urls[ $slug ] = get_term_link( $id, 'product_cat' );
}
echo wp_json_encode(
	array(
		'products'   => $urls,
		'categories' => $category_urls,
		'pages'      => array(
			'shop'      => get_permalink( wc_get_page_id( 'shop' ) ),
			'cart'      => wc_get_cart_url(),
			'checkout'  => wc_get_checkout_url(),
			'myaccount' => get_permalink( wc_get_page_id( 'myaccount' ) ),
		),
		'coupon'     => 'giam10',
	)
) . "\n";
