<?php
/**
 * WooCommerce, through its hooks (no template overrides): the content wrappers, Flatsome's
 * product box around the loop item (image box with the quick-view link, text box with the
 * ajax add-to-cart button), the sticky add-to-cart wrapper on the single product, and the
 * front page's product sliders. WooCommerce 7.8+.
 *
 * @package shop-islands
 */

defined( 'ABSPATH' ) || exit;

/**
 * Moves WooCommerce's hooks onto the theme's markup; runs once WooCommerce has added its own.
 */
function shop_islands_woocommerce_hooks() {
	if ( ! shop_islands_has_woocommerce() ) {
		return;
	}
	remove_action( 'woocommerce_before_main_content', 'woocommerce_output_content_wrapper', 10 );
	remove_action( 'woocommerce_after_main_content', 'woocommerce_output_content_wrapper_end', 10 );
	remove_action( 'woocommerce_sidebar', 'woocommerce_get_sidebar', 10 );
	add_action( 'woocommerce_before_main_content', 'shop_islands_content_wrapper_start', 10 );
	add_action( 'woocommerce_after_main_content', 'shop_islands_content_wrapper_end', 10 );

	// Flatsome's box: the image link (for the pointer), then the title link, price and button.
	remove_action( 'woocommerce_before_shop_loop_item', 'woocommerce_template_loop_product_link_open', 10 );
	remove_action( 'woocommerce_after_shop_loop_item', 'woocommerce_template_loop_product_link_close', 5 );
	add_action( 'woocommerce_before_shop_loop_item', 'shop_islands_loop_box_start', 10 );
	add_action( 'woocommerce_before_shop_loop_item_title', 'shop_islands_loop_image_end', 20 );
	add_action( 'woocommerce_after_shop_loop_item_title', 'woocommerce_template_loop_product_link_close', 1 );
	add_action( 'woocommerce_after_shop_loop_item', 'shop_islands_loop_box_end', 50 );

	add_action( 'woocommerce_before_add_to_cart_form', 'shop_islands_sticky_add_to_cart_start', 5 );
	add_action( 'woocommerce_after_add_to_cart_form', 'shop_islands_sticky_add_to_cart_end', 50 );
	add_action( 'woocommerce_before_single_variation', 'shop_islands_sticky_add_to_cart_start', 5 );
	add_action( 'woocommerce_after_single_variation', 'shop_islands_sticky_add_to_cart_end', 50 );
}
add_action( 'init', 'shop_islands_woocommerce_hooks' );

/**
 * WooCommerce's own stylesheets (general, layout, small screen) are left off, as Flatsome does:
 * their floats and percentage widths fight the theme's grid, and the theme's stylesheet styles
 * every WooCommerce template it shows. Other stylesheets a plugin adds through the filter stay.
 *
 * @param array<string, array<string, mixed>> $styles WooCommerce's stylesheets by handle.
 * @return array<string, array<string, mixed>>
 */
function shop_islands_woocommerce_styles( $styles ) {
	if ( ! is_array( $styles ) ) {
		return $styles;
	}
	unset( $styles['woocommerce-general'], $styles['woocommerce-layout'], $styles['woocommerce-smallscreen'] );
	return $styles;
}
add_filter( 'woocommerce_enqueue_styles', 'shop_islands_woocommerce_styles' );

/**
 * Every slide of the product gallery at the single-product size. WooCommerce gives the pictures
 * after the first its thumbnail size (100 × 100) unless the theme declares its slider; the
 * gallery island is the slider here, and a thumbnail stretched over a slide is a blur.
 *
 * @return string
 */
function shop_islands_gallery_image_size() {
	return 'woocommerce_single';
}
add_filter( 'woocommerce_gallery_image_size', 'shop_islands_gallery_image_size' );

/**
 * Opens the main content of WooCommerce's pages.
 */
function shop_islands_content_wrapper_start() {
	echo '<main id="main" class="site-main"><div class="container page-container shop-container">';
}

/**
 * Closes it.
 */
function shop_islands_content_wrapper_end() {
	echo '</div></main>';
}

/**
 * The quick-view link Flatsome puts on a product box: a plain link to the product page until
 * the quick-view island opens it in a dialog.
 *
 * @param int    $product_id The product.
 * @param string $url        Its page.
 * @param string $name       Its name, as text.
 * @return string
 */
function shop_islands_quick_view_link_html( $product_id, $url, $name ) {
	/* translators: %s: the product's name. */
	$label = sprintf( __( 'Quick view: %s', 'shop-islands' ), $name );
	return '<a class="quick-view" data-prod="' . (int) $product_id . '" href="' . esc_url( $url ) . '" aria-label="' . esc_attr( $label ) . '">' . esc_html__( 'Quick view', 'shop-islands' ) . '</a>';
}

/**
 * Opens the box and its image link (out of the tab order: the title link leads to the same page).
 */
function shop_islands_loop_box_start() {
	global $product;
	$url = apply_filters( 'woocommerce_loop_product_link', get_the_permalink(), $product );
	echo '<div class="product-small box"><div class="box-image"><a href="' . esc_url( $url ) . '" class="woocommerce-LoopProduct-link woocommerce-loop-product__link" tabindex="-1" aria-hidden="true">';
}

/**
 * Closes the image link; adds the quick-view link; opens the text box and the title link.
 */
function shop_islands_loop_image_end() {
	global $product;
	$url = apply_filters( 'woocommerce_loop_product_link', get_the_permalink(), $product );
	echo '</a>';
	if ( shop_islands_option( 'quick_view' ) && $product instanceof WC_Product ) {
		echo shop_islands_quick_view_link_html( $product->get_id(), $url, shop_islands_plain_text( $product->get_name() ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
	}
	echo '</div><div class="box-text"><a href="' . esc_url( $url ) . '" class="woocommerce-LoopProduct-link woocommerce-loop-product__link">';
}

/**
 * Closes the text box and the box.
 */
function shop_islands_loop_box_end() {
	echo '</div></div>';
}

/**
 * Whether the sticky wrapper is open (the variations form and the simple form never nest).
 *
 * @param bool|null $set The new state.
 * @return bool
 */
function shop_islands_sticky_wrapper_open( $set = null ) {
	static $open = false;
	if ( null !== $set ) {
		$open = $set;
	}
	return $open;
}

/**
 * Opens Flatsome's sticky add-to-cart wrapper around a simple product's form, or a variable
 * product's quantity and button (the sticky-add-to-cart island's selector).
 */
function shop_islands_sticky_add_to_cart_start() {
	global $product;
	if ( ! shop_islands_option( 'sticky_add_to_cart' ) || ! is_product() || shop_islands_sticky_wrapper_open() || ! $product instanceof WC_Product ) {
		return;
	}
	$variable = doing_action( 'woocommerce_before_single_variation' );
	if ( $variable ? ! $product->is_type( 'variable' ) : ! $product->is_type( 'simple' ) ) {
		return;
	}
	shop_islands_sticky_wrapper_open( true );
	echo '<div class="sticky-add-to-cart-wrapper"><div class="sticky-add-to-cart">';
}

/**
 * Closes it.
 */
function shop_islands_sticky_add_to_cart_end() {
	if ( ! shop_islands_sticky_wrapper_open() ) {
		return;
	}
	shop_islands_sticky_wrapper_open( false );
	echo '</div></div>';
}

/**
 * Flickity's options on a products slider, as Flatsome writes them (the carousel island reads them).
 *
 * @return array<string, mixed>
 */
function shop_islands_slider_options() {
	return array(
		'groupCells'      => '100%',
		'cellAlign'       => 'left',
		'wrapAround'      => true,
		'prevNextButtons' => true,
		'pageDots'        => true,
		'autoPlay'        => false,
	);
}

/**
 * A products slider: Flatsome's `.row.slider` of `.col` cells, each the product box WooCommerce's
 * loop hooks render. Without JavaScript it scrolls sideways (CSS scroll-snap).
 *
 * @param WC_Product[] $products The products.
 * @param string       $title    The section's heading.
 * @param string       $id       A unique id for the heading.
 */
function shop_islands_product_slider( array $products, $title, $id ) {
	if ( ! $products ) {
		return;
	}
	global $post, $product;
	$previous_post    = $post;
	$previous_product = $product;
	?>
	<section class="home-section" aria-roledescription="<?php esc_attr_e( 'carousel', 'shop-islands' ); ?>" aria-labelledby="<?php echo esc_attr( $id ); ?>">
		<h2 class="section-title"><span id="<?php echo esc_attr( $id ); ?>"><?php echo esc_html( $title ); ?></span></h2>
		<div class="row large-columns-4 medium-columns-3 small-columns-2 row-small slider row-slider woocommerce" data-flickity-options="<?php echo esc_attr( wp_json_encode( shop_islands_slider_options() ) ); ?>">
			<?php
			foreach ( $products as $item ) {
				$post = get_post( $item->get_id() ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- WooCommerce's loop hooks read the globals.
				setup_postdata( $post );
				$product = $item; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
				echo '<div class="' . esc_attr( implode( ' ', wc_get_product_class( array( 'product-small', 'col', 'has-hover' ), $item ) ) ) . '"><div class="col-inner">';
				do_action( 'woocommerce_before_shop_loop_item' );
				do_action( 'woocommerce_before_shop_loop_item_title' );
				do_action( 'woocommerce_shop_loop_item_title' );
				do_action( 'woocommerce_after_shop_loop_item_title' );
				do_action( 'woocommerce_after_shop_loop_item' );
				echo '</div></div>';
			}
			?>
		</div>
	</section>
	<?php
	$post    = $previous_post; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
	$product = $previous_product; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
	wp_reset_postdata();
}

/**
 * The front page's sliders: featured products (else the best sellers), the newest, those on sale.
 * Catalogue visibility and the hide-out-of-stock option are respected.
 */
function shop_islands_front_page_sliders() {
	if ( ! shop_islands_has_woocommerce() ) {
		return;
	}
	$base = array(
		'status'     => 'publish',
		'limit'      => 8,
		'visibility' => 'catalog',
	);
	if ( 'yes' === get_option( 'woocommerce_hide_out_of_stock_items' ) ) {
		$base['stock_status'] = 'instock';
	}
	$featured = wc_get_products( array_merge( $base, array( 'featured' => true ) ) );
	if ( $featured ) {
		shop_islands_product_slider( $featured, __( 'Featured products', 'shop-islands' ), 'home-featured' );
	} else {
		shop_islands_product_slider(
			wc_get_products( array_merge( $base, array( 'orderby' => 'meta_value_num', 'meta_key' => 'total_sales', 'order' => 'DESC' ) ) ), // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_key
			__( 'Best sellers', 'shop-islands' ),
			'home-best-sellers'
		);
	}
	shop_islands_product_slider( wc_get_products( array_merge( $base, array( 'orderby' => 'date', 'order' => 'DESC' ) ) ), __( 'New products', 'shop-islands' ), 'home-new' );
	$on_sale = wc_get_product_ids_on_sale();
	if ( $on_sale ) {
		shop_islands_product_slider( wc_get_products( array_merge( $base, array( 'include' => array_map( 'intval', $on_sale ) ) ) ), __( 'On sale', 'shop-islands' ), 'home-on-sale' );
	}
}

/**
 * The cart's table goes out whole, held back from `woocommerce_before_cart_table` to
 * `woocommerce_after_cart_table`: a browser that painted the rows that had arrived would move
 * them as the rest came. `$start` opens the buffer; otherwise the buffer opened here is sent (with
 * any a hook left open inside it), and nothing else: a cart template without the opening hook
 * opened none, and another's buffer is not ours to send.
 *
 * @param bool $start Whether the table starts (or ends).
 */
function shop_islands_cart_table_buffer( $start ) {
	static $level = 0;
	if ( $start ) {
		ob_start();
		$level = ob_get_level();
		return;
	}
	while ( $level > 0 && ob_get_level() >= $level ) {
		ob_end_flush();
	}
	$level = 0;
}

/** Starts holding the cart's table back (`shop_islands_cart_table_buffer`). */
function shop_islands_hold_cart_table() {
	shop_islands_cart_table_buffer( true );
}
add_action( 'woocommerce_before_cart_table', 'shop_islands_hold_cart_table', 0 );

/** Sends the cart's table held back since `woocommerce_before_cart_table`. */
function shop_islands_send_cart_table() {
	shop_islands_cart_table_buffer( false );
}
add_action( 'woocommerce_after_cart_table', 'shop_islands_send_cart_table', PHP_INT_MAX );
