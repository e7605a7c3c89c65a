<?php
/**
 * The variations form without JavaScript. WooCommerce's form posts the chosen attributes and a
 * `variation_id` its script fills in; with no script it posts 0, and WooCommerce refuses the add
 * ("choose product options"). The theme finds the variation those attributes name, as the script
 * would have, before WooCommerce handles the add.
 *
 * @package shop-islands
 */

defined( 'ABSPATH' ) || exit;

/**
 * Fills in the variation of a variable product's add-to-cart request that names its attributes
 * but not its variation. Anything else is left to WooCommerce, which says what is missing.
 */
function shop_islands_variation_from_attributes() {
	// phpcs:disable WordPress.Security.NonceVerification -- WooCommerce's add to cart takes no nonce; this only reads what it reads.
	if ( empty( $_REQUEST['add-to-cart'] ) || ! empty( $_REQUEST['variation_id'] ) || ! function_exists( 'wc_get_product' ) ) {
		return;
	}
	$product = wc_get_product( absint( wp_unslash( $_REQUEST['add-to-cart'] ) ) );
	if ( ! $product || ! $product->is_type( 'variable' ) ) {
		return;
	}
	$attributes = array();
	foreach ( $_REQUEST as $key => $value ) {
		if ( is_string( $key ) && 0 === strpos( $key, 'attribute_' ) && is_string( $value ) ) {
			$attributes[ sanitize_title( wp_unslash( $key ) ) ] = wc_clean( wp_unslash( $value ) );
		}
	}
	// phpcs:enable WordPress.Security.NonceVerification
	$variation = $attributes ? (int) WC_Data_Store::load( 'product' )->find_matching_product_variation( $product, $attributes ) : 0;
	if ( $variation ) {
		$_REQUEST['variation_id'] = (string) $variation;
	}
}
// WooCommerce handles the add on wp_loaded at 20.
add_action( 'wp_loaded', 'shop_islands_variation_from_attributes', 19 );
