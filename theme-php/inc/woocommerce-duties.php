<?php
/**
 * What the islands need to know to do the duties of WooCommerce's scripts the theme takes off the
 * page (docs/woocommerce-scripts.md): WooCommerce's single-product script reads whether a review
 * needs a rating from its parameters, and its add-to-cart script whether to open the cart after an
 * add; the review-rating and add-to-cart islands read them from the config.
 *
 * @package shop-islands
 */

defined( 'ABSPATH' ) || exit;

/**
 * Adds `reviews.rating_required` to the page config: WooCommerce's "star ratings should be
 * required" (off where ratings are off, or WooCommerce is not active).
 *
 * @param array<string, mixed> $config The page config.
 * @return array<string, mixed>
 */
function shop_islands_reviews_config( $config ) {
	$config['reviews'] = array(
		'rating_required' => function_exists( 'wc_review_ratings_required' ) && function_exists( 'wc_review_ratings_enabled' ) && wc_review_ratings_enabled() && wc_review_ratings_required(),
	);
	return $config;
}
add_filter( 'shop_islands_config', 'shop_islands_reviews_config' );

/**
 * Adds `cart.redirect_after_add` to the page config: WooCommerce's "redirect to the cart page
 * after successful addition", which its add-to-cart script follows after an ajax add.
 *
 * @param array<string, mixed> $config The page config.
 * @return array<string, mixed>
 */
function shop_islands_redirect_after_add_config( $config ) {
	if ( isset( $config['cart'] ) && is_array( $config['cart'] ) ) {
		$config['cart']['redirect_after_add'] = 'yes' === get_option( 'woocommerce_cart_redirect_after_add' );
	}
	return $config;
}
add_filter( 'shop_islands_config', 'shop_islands_redirect_after_add_config' );
