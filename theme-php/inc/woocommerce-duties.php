<?php
/**
 * What the islands need to know to do the duties of WooCommerce's scripts the theme takes off the
 * page (docs/woocommerce-scripts.md): WooCommerce's single-product script reads whether a review
 * needs a rating from its parameters; the review-rating island reads it from the config.
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
