<?php
/**
 * Plugin Name: Shop Islands drop-in
 * Description: The islands as companion scripts on another theme's WooCommerce markup: the page config element and the islands' loader from the Shop Islands theme's build, in place of WooCommerce's classic front-end scripts.
 * Version: 1.0.0
 * Requires PHP: 7.4
 * License: GPL-2.0-or-later
 *
 * Install the Shop Islands theme (its packaged zip) without activating it, and copy this file (the
 * theme's drop-in/shop-islands-drop-in.php) to wp-content/mu-plugins (or wp-content/plugins, then activate it). It prints what the islands'
 * page contract asks for (src/runtime/contract.ts): `<script type="application/json"
 * id="shop-islands-config">` and the loader as a module script with `modulepreload` links for its
 * imports, both from the theme's dist/manifest.json; and it takes off the page the WooCommerce
 * scripts the islands replace. The islands find WooCommerce's own markup (the loop's ajax
 * buttons, the product form, variations, quantities, tabs, the gallery, the store notice…) and
 * load their code, and the CSS they need, when each is reached. When the Shop Islands theme is
 * the active theme it does nothing: the theme does all this itself.
 *
 * Filters: `shop_islands_drop_in_dist` (the build's folder and URL), `shop_islands_config` (the
 * config), `shop_islands_replaced_scripts` (the handles taken off), `shop_islands_drop_in_islands_styled`
 * (the islands whose stylesheets a page links in its head).
 *
 * @package shop-islands
 */

defined( 'ABSPATH' ) || exit;

/**
 * Where the theme's build is: its folder and public URL (trailing slash on both).
 *
 * @return array{dir: string, url: string}
 */
function shop_islands_drop_in_dist() {
	$theme = wp_get_theme( 'shop-islands' );
	return (array) apply_filters(
		'shop_islands_drop_in_dist',
		array(
			'dir' => trailingslashit( $theme->get_stylesheet_directory() ) . 'dist/',
			'url' => trailingslashit( $theme->get_stylesheet_directory_uri() ) . 'dist/',
		)
	);
}

/**
 * Whether the drop-in has work on this request: a front-end page, WooCommerce on, and another
 * theme than Shop Islands.
 *
 * @return bool
 */
function shop_islands_drop_in_active() {
	return ! is_admin() && class_exists( 'WooCommerce' ) && 'shop-islands' !== get_template();
}

/**
 * The build's manifest entries (`dist/manifest.json`), read once; empty when the build is missing.
 *
 * @return array<string, array<string, mixed>>
 */
function shop_islands_drop_in_manifest() {
	static $entries = null;
	if ( null === $entries ) {
		$dist    = shop_islands_drop_in_dist();
		$path    = $dist['dir'] . 'manifest.json';
		$json    = is_readable( $path ) ? file_get_contents( $path ) : false; // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents
		$data    = false === $json ? null : json_decode( $json, true );
		$entries = is_array( $data ) && isset( $data['entries'] ) && is_array( $data['entries'] ) ? $data['entries'] : array();
	}
	return $entries;
}

/**
 * The files of a manifest list that are safe to link: relative paths under dist/ of one type.
 *
 * @param mixed  $files     A list from the manifest.
 * @param string $extension `js` or `css`.
 * @return string[]
 */
function shop_islands_drop_in_files( $files, $extension ) {
	$valid = function ( $file ) use ( $extension ) {
		return is_string( $file ) && 1 === preg_match( '#^[A-Za-z0-9_][A-Za-z0-9_./-]*\.' . $extension . '$#', $file ) && false === strpos( $file, '..' );
	};
	return array_values( array_filter( is_array( $files ) ? $files : array(), $valid ) );
}

/**
 * The loader's entry of the build's manifest (file and imports), or null when the build is missing.
 *
 * @return array{file: string, imports: string[]}|null
 */
function shop_islands_drop_in_loader() {
	$entries = shop_islands_drop_in_manifest();
	$entry   = isset( $entries['loader'] ) && is_array( $entries['loader'] ) ? $entries['loader'] : array();
	$file    = shop_islands_drop_in_files( array( $entry['file'] ?? null ), 'js' );
	return $file ? array(
		'file'    => $file[0],
		'imports' => shop_islands_drop_in_files( $entry['imports'] ?? array(), 'js' ),
	) : null;
}

/**
 * The stylesheets of the islands this page has, to link in the head: an island brings the CSS it
 * needs (the manifest lists it as the island's `css`), and the loader would fetch it when it
 * finds the island; linked here, it applies from the first paint, so the markup the island takes
 * over never moves (the loader then sees it applied and fetches nothing). Which islands a page
 * has is what WooCommerce knows of it: the gallery on a product's page.
 *
 * @return string[] Paths relative to dist/.
 */
function shop_islands_drop_in_styles() {
	$islands = (array) apply_filters( 'shop_islands_drop_in_islands_styled', is_product() ? array( 'gallery' ) : array() );
	$entries = shop_islands_drop_in_manifest();
	$files   = array();
	foreach ( $islands as $name ) {
		if ( is_string( $name ) && isset( $entries[ $name ]['css'] ) ) {
			$files = array_merge( $files, shop_islands_drop_in_files( $entries[ $name ]['css'], 'css' ) );
		}
	}
	return array_values( array_unique( $files ) );
}

/**
 * The page config (`ShopConfig` of src/runtime/contract.ts), from WooCommerce's settings. The
 * islands carry their strings (Vietnamese and English): none are sent.
 *
 * @return array<string, mixed>
 */
function shop_islands_drop_in_config() {
	$blog   = get_current_blog_id();
	// WooCommerce's cart-fragments suffix: the same session-storage keys its own script would use.
	$suffix = md5( $blog . '_' . get_site_url( $blog, '/' ) . get_template() );
	$locale = str_replace( '_', '-', determine_locale() );
	$config = array(
		'ajaxurl'       => admin_url( 'admin-ajax.php', 'relative' ),
		'wc_ajax_url'   => WC_AJAX::get_endpoint( '%%endpoint%%' ),
		'locale'        => $locale ? $locale : 'vi',
		'i18n'          => (object) array(),
		'cart'          => array(
			'fragment_name' => (string) apply_filters( 'woocommerce_cart_fragment_name', 'wc_fragments_' . $suffix ),
			'cart_hash_key' => (string) apply_filters( 'woocommerce_cart_hash_key', 'wc_cart_hash_' . $suffix ),
			'cart_url'      => wc_get_cart_url(),
			'is_cart'       => is_cart(),
			'style'         => 'dropdown',
			'auto_update'   => false,
			'redirect_after_add' => 'yes' === get_option( 'woocommerce_cart_redirect_after_add' ),
		),
		'sticky_height' => 0,
		'rtl'           => is_rtl(),
		'user'          => array( 'can_edit_pages' => current_user_can( 'edit_pages' ) ),
		'forms'         => array(
			'base_url' => '',
			'region'   => 'na1',
			'env'      => 'prod',
		),
		'site_name'     => wp_specialchars_decode( (string) get_bloginfo( 'name' ), ENT_QUOTES ),
		'password'      => array(
			'min_strength'  => (int) apply_filters( 'woocommerce_min_password_strength', 3 ),
			'stop_checkout' => false,
		),
		'search'        => array( 'no_results' => true ),
		'gallery'       => array( 'zoom' => (bool) apply_filters( 'woocommerce_single_product_zoom_enabled', get_theme_support( 'wc-product-gallery-zoom' ) ) ),
		'reviews'       => array( 'rating_required' => wc_review_ratings_enabled() && wc_review_ratings_required() ),
	);
	return apply_filters( 'shop_islands_config', $config );
}

/**
 * Prints the config element, the loader's preloads and the loader, in the head.
 */
function shop_islands_drop_in_head() {
	$loader = shop_islands_drop_in_active() ? shop_islands_drop_in_loader() : null;
	if ( ! $loader ) {
		return;
	}
	$dist = shop_islands_drop_in_dist();
	$json = wp_json_encode( shop_islands_drop_in_config(), JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE );
	echo '<script type="application/json" id="shop-islands-config">' . $json . "</script>\n"; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- JSON escaped for a script element.
	foreach ( shop_islands_drop_in_styles() as $file ) {
		echo '<link rel="stylesheet" href="' . esc_url( $dist['url'] . $file ) . "\">\n";
	}
	foreach ( $loader['imports'] as $file ) {
		echo '<link rel="modulepreload" href="' . esc_url( $dist['url'] . $file ) . "\">\n";
	}
	echo '<script type="module" src="' . esc_url( $dist['url'] . $loader['file'] ) . "\"></script>\n";
}
add_action( 'wp_head', 'shop_islands_drop_in_head', 7 );

/**
 * The classic scripts the islands replace, and the gallery's (flexslider, zoom, PhotoSwipe: the
 * gallery island does their work).
 *
 * @return string[]
 */
function shop_islands_drop_in_replaced_scripts() {
	return (array) apply_filters(
		'shop_islands_replaced_scripts',
		array( 'wc-add-to-cart', 'wc-cart-fragments', 'wc-add-to-cart-variation', 'wc-single-product', 'wc-password-strength-meter', 'password-strength-meter', 'zxcvbn-async', 'jquery-blockui', 'woocommerce', 'flexslider', 'zoom', 'photoswipe', 'photoswipe-ui-default' )
	);
}

/**
 * Takes the replaced scripts off the page (and PhotoSwipe's styles and markup with its script),
 * when the build is there to do their work. Runs again before the footer's scripts: WooCommerce
 * enqueues some while the page renders.
 */
function shop_islands_drop_in_dequeue() {
	if ( ! shop_islands_drop_in_active() || ! shop_islands_drop_in_loader() ) {
		return;
	}
	foreach ( shop_islands_drop_in_replaced_scripts() as $handle ) {
		wp_dequeue_script( $handle );
	}
	wp_dequeue_style( 'photoswipe' );
	wp_dequeue_style( 'photoswipe-default-skin' );
	remove_action( 'wp_footer', 'woocommerce_photoswipe' );
}
add_action( 'wp_enqueue_scripts', 'shop_islands_drop_in_dequeue', 100 );
add_action( 'wp_print_footer_scripts', 'shop_islands_drop_in_dequeue', 1 );
