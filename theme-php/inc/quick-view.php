<?php
/**
 * Flatsome's quick-view endpoint, `admin-ajax.php` with `action=flatsome_quickview` and the
 * product's id posted as `product`: the lightbox's HTML (template-parts/quick-view.php). Where
 * Flatsome answers a PHP fatal error for a bad id, this answers 400 for a missing or malformed
 * one and 404 for a product that does not exist or is not shown in the shop.
 *
 * @package shop-islands
 */

defined( 'ABSPATH' ) || exit;

/**
 * The answer for a posted id: status, content type and body.
 *
 * @param mixed $raw_id The posted `product` field.
 * @return array{status: int, type: string, body: string}
 */
function shop_islands_quick_view_response( $raw_id ) {
	if ( ! is_string( $raw_id ) || 1 !== preg_match( '/^[1-9]\d{0,14}$/', $raw_id ) ) {
		return array(
			'status' => 400,
			'type'   => 'text/plain',
			'body'   => 'Missing or invalid product id.',
		);
	}
	$not_found = array(
		'status' => 404,
		'type'   => 'text/plain',
		'body'   => 'No such product.',
	);
	if ( ! function_exists( 'wc_get_product' ) ) {
		return $not_found;
	}
	$product = wc_get_product( (int) $raw_id );
	if ( ! $product || $product->is_type( 'variation' ) || 'publish' !== $product->get_status() || ! $product->is_visible() || post_password_required( $product->get_id() ) ) {
		return $not_found;
	}
	return array(
		'status' => 200,
		'type'   => 'text/html',
		'body'   => shop_islands_quick_view_html( $product ),
	);
}

/**
 * The lightbox's HTML for a product, rendered with WooCommerce's single-product functions.
 *
 * @param WC_Product $item The product.
 * @return string
 */
function shop_islands_quick_view_html( $item ) {
	global $post, $product;
	$post = get_post( $item->get_id() ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- WooCommerce's templates read the globals.
	setup_postdata( $post );
	$product = $item; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
	ob_start();
	get_template_part( 'template-parts/quick-view' );
	$html = (string) ob_get_clean();
	wp_reset_postdata();
	return $html;
}

/**
 * The admin-ajax handler (logged in or not): POST only, as Flatsome reads `$_POST['product']`.
 */
function shop_islands_ajax_quick_view() {
	// phpcs:ignore WordPress.Security.NonceVerification.Missing -- a public, read-only view, as Flatsome's.
	$raw      = isset( $_POST['product'] ) ? wp_unslash( $_POST['product'] ) : '';
	$response = shop_islands_quick_view_response( $raw );
	if ( ! headers_sent() ) {
		status_header( $response['status'] );
		header( 'Content-Type: ' . $response['type'] . '; charset=' . get_option( 'blog_charset' ) );
		header( 'X-Robots-Tag: noindex' );
		nocache_headers();
	}
	echo $response['body']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by the template; the error texts are constants.
	wp_die( '', '', array( 'response' => $response['status'] ) );
}
add_action( 'wp_ajax_flatsome_quickview', 'shop_islands_ajax_quick_view' );
add_action( 'wp_ajax_nopriv_flatsome_quickview', 'shop_islands_ajax_quick_view' );

/**
 * What the lightbox's summary shows, in WooCommerce's order: title, rating, price, excerpt, the
 * add-to-cart form. Other plugins may hook `shop_islands_quick_view_summary` as they would
 * WooCommerce's `woocommerce_single_product_summary`.
 */
function shop_islands_quick_view_summary_hooks() {
	if ( ! shop_islands_has_woocommerce() ) {
		return;
	}
	add_action( 'shop_islands_quick_view_summary', 'woocommerce_template_single_title', 5 );
	add_action( 'shop_islands_quick_view_summary', 'woocommerce_template_single_rating', 10 );
	add_action( 'shop_islands_quick_view_summary', 'woocommerce_template_single_price', 10 );
	add_action( 'shop_islands_quick_view_summary', 'woocommerce_template_single_excerpt', 20 );
	add_action( 'shop_islands_quick_view_summary', 'woocommerce_template_single_add_to_cart', 30 );
}
add_action( 'init', 'shop_islands_quick_view_summary_hooks' );
