<?php
/**
 * The page contract's global config: `<script type="application/json" id="shop-islands-config">`,
 * the same keys and shapes as the demo store's (src/runtime/contract.ts, `ShopConfig`).
 *
 * @package shop-islands
 */

defined( 'ABSPATH' ) || exit;

/**
 * WooCommerce's session-storage suffix for the cart fragments and hash: the md5 of the blog id,
 * the site URL and the template, as WooCommerce's cart-fragments script parameters compute it.
 *
 * @param int    $blog_id  Blog id.
 * @param string $site_url `get_site_url( $blog_id, '/' )`.
 * @param string $template `get_template()`.
 * @return string
 */
function shop_islands_storage_suffix( $blog_id, $site_url, $template ) {
	return md5( $blog_id . '_' . $site_url . $template );
}

/**
 * The page's locale as BCP 47 (`vi`, `en-US`): the islands take the language from it.
 *
 * @return string
 */
function shop_islands_locale() {
	$locale = function_exists( 'determine_locale' ) ? determine_locale() : get_locale();
	return str_replace( '_', '-', $locale ? $locale : 'vi' );
}

/**
 * The islands' strings to send in the config: the translation of each (from the theme's .mo
 * files, or any `gettext` filter) where it differs from what the islands carry for the page's
 * language, so that a page in a language the islands know sends nothing it does not need.
 *
 * @param string $locale BCP 47 or WordPress locale.
 * @return array<string, string>
 */
function shop_islands_i18n_overrides( $locale ) {
	$language  = strtolower( (string) preg_replace( '/[-_].*$/', '', $locale ) );
	$overrides = array();
	foreach ( shop_islands_js_strings() as $key => $entry ) {
		// The islands fall back to Vietnamese for a language they have no catalog of.
		$builtin = 'en' === $language ? $entry[2] : $entry[1];
		if ( $entry[0] !== $builtin ) {
			$overrides[ $key ] = $entry[0];
		}
	}
	return $overrides;
}

/**
 * The global config of the current page.
 *
 * @return array<string, mixed>
 */
function shop_islands_page_config() {
	$suffix  = shop_islands_storage_suffix( get_current_blog_id(), get_site_url( get_current_blog_id(), '/' ), get_template() );
	$has_wc  = shop_islands_has_woocommerce();
	$locale  = shop_islands_locale();
	$forms   = array(
		'base_url' => shop_islands_option( 'forms_base_url' ),
		'region'   => shop_islands_option( 'forms_region' ),
		'env'      => shop_islands_option( 'forms_env' ),
	);
	$config  = array(
		'ajaxurl'       => admin_url( 'admin-ajax.php', 'relative' ),
		'wc_ajax_url'   => $has_wc && class_exists( 'WC_AJAX' ) ? WC_AJAX::get_endpoint( '%%endpoint%%' ) : home_url( '/', 'relative' ) . '?wc-ajax=%%endpoint%%',
		'locale'        => $locale,
		// An object even when empty: the islands read a map of strings.
		'i18n'          => (object) shop_islands_i18n_overrides( $locale ),
		'cart'          => array(
			'fragment_name' => (string) apply_filters( 'woocommerce_cart_fragment_name', 'wc_fragments_' . $suffix ),
			'cart_hash_key' => (string) apply_filters( 'woocommerce_cart_hash_key', 'wc_cart_hash_' . $suffix ),
			'cart_url'      => $has_wc ? wc_get_cart_url() : home_url( '/' ),
			'is_cart'       => $has_wc && function_exists( 'is_cart' ) && is_cart(),
			'style'         => shop_islands_option( 'cart_style' ),
			'auto_update'   => (bool) apply_filters( 'shop_islands_cart_auto_update', false ),
			// WooCommerce's "redirect to the cart page after successful addition", which its
			// add-to-cart script follows after an ajax add (the add-to-cart island does here).
			'redirect_after_add' => 'yes' === get_option( 'woocommerce_cart_redirect_after_add' ),
		),
		'sticky_height' => (int) apply_filters( 'shop_islands_sticky_height', 75 ),
		'rtl'           => is_rtl(),
		'user'          => array( 'can_edit_pages' => current_user_can( 'edit_pages' ) ),
		'forms'         => $forms,
		'site_name'     => wp_specialchars_decode( (string) get_bloginfo( 'name' ), ENT_QUOTES ),
		'password'      => shop_islands_password_rules(),
		// The live search says "No products found." rather than closing its list in silence.
		'search'        => array( 'no_results' => (bool) apply_filters( 'shop_islands_search_no_results', true ) ),
		// The product gallery's hover zoom: the customizer's option, through WooCommerce's own filter
		// for its zoom, so what turns WooCommerce's off turns this one off too.
		'gallery'       => array( 'zoom' => (bool) apply_filters( 'woocommerce_single_product_zoom_enabled', shop_islands_option( 'gallery_zoom' ) ) ),
		// WooCommerce's "star ratings should be required", which its single-product script reads
		// (off where ratings are off): the review-rating island refuses a review without one.
		'reviews'       => array( 'rating_required' => $has_wc && function_exists( 'wc_review_ratings_enabled' ) && wc_review_ratings_enabled() && wc_review_ratings_required() ),
	);
	return apply_filters( 'shop_islands_config', $config );
}

/**
 * JSON for a `<script type="application/json">` element: `<`, `>` and `&` escaped as `\u003C`,
 * `\u003E`, `\u0026`, so no string can close the element or open a comment; slashes and
 * non-ASCII text left as they are (PHP escapes U+2028 and U+2029 by itself).
 *
 * @param mixed $data Anything JSON can hold.
 * @return string
 */
function shop_islands_json_for_script( $data ) {
	$json = wp_json_encode( $data, JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE );
	return false === $json ? 'null' : $json;
}

/**
 * Prints the config element, once per page.
 */
function shop_islands_print_config() {
	static $printed = false;
	if ( $printed ) {
		return;
	}
	$printed = true;
	echo '<script type="application/json" id="shop-islands-config">' . shop_islands_json_for_script( shop_islands_page_config() ) . "</script>\n"; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- JSON escaped for a script element.
}
