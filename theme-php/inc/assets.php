<?php
/**
 * Script and style loading from the build's manifest: the stylesheet, the config element, the
 * loader as a module script with `modulepreload` links for its imports (WordPress 6.5+: the Script
 * Modules API; 6.1–6.4: a registered script turned into a module by `script_loader_tag`), and
 * the classic scripts the islands replace taken off the page.
 *
 * @package shop-islands
 */

defined( 'ABSPATH' ) || exit;

/** The loader's handle on WordPress 6.1–6.4, and its module id on 6.5+. */
const SHOP_ISLANDS_LOADER_HANDLE = 'shop-islands-loader';
const SHOP_ISLANDS_LOADER_MODULE = 'shop-islands/loader';

/**
 * Whether this WordPress has the Script Modules API (6.5+).
 *
 * @return bool
 */
function shop_islands_uses_script_modules() {
	return (bool) apply_filters( 'shop_islands_use_script_modules', function_exists( 'wp_register_script_module' ) && function_exists( 'wp_enqueue_script_module' ) );
}

/**
 * The stylesheets of the build, in order: the theme's, then any the loader imports.
 *
 * @return string[] Paths relative to dist/.
 */
function shop_islands_stylesheets() {
	$entries = shop_islands_manifest();
	$files   = array();
	if ( isset( $entries['theme'] ) ) {
		if ( '.css' === substr( $entries['theme']['file'], -4 ) ) {
			$files[] = $entries['theme']['file'];
		}
		$files = array_merge( $files, $entries['theme']['css'] );
	}
	if ( isset( $entries['loader'] ) ) {
		$files = array_merge( $files, $entries['loader']['css'] );
	}
	return array_values( array_unique( $files ) );
}

/**
 * Enqueues the build's stylesheets, the theme's own few rules and the loader.
 */
function shop_islands_enqueue_assets() {
	foreach ( shop_islands_stylesheets() as $index => $file ) {
		// Hashed names: no version query, the URL changes with the file.
		wp_enqueue_style( 0 === $index ? 'shop-islands' : 'shop-islands-' . $index, shop_islands_asset_url( $file ), array(), null ); // phpcs:ignore WordPress.WP.EnqueuedResourceParameters.MissingVersion
	}
	wp_enqueue_style( 'shop-islands-style', get_stylesheet_uri(), array(), SHOP_ISLANDS_VERSION );

	$entries = shop_islands_manifest();
	if ( ! isset( $entries['loader'] ) ) {
		return;
	}
	$loader = $entries['loader'];
	if ( shop_islands_uses_script_modules() ) {
		$dependencies = array();
		foreach ( $loader['imports'] as $file ) {
			$id = 'shop-islands/' . preg_replace( '/\.js$/', '', $file );
			// No version: WordPress would add `?ver=`, and the preload would not match the import.
			wp_register_script_module( $id, shop_islands_asset_url( $file ), array(), null );
			$dependencies[] = $id;
		}
		// Static dependencies: WordPress prints a modulepreload link for each.
		wp_register_script_module( SHOP_ISLANDS_LOADER_MODULE, shop_islands_asset_url( $loader['file'] ), $dependencies, null );
		wp_enqueue_script_module( SHOP_ISLANDS_LOADER_MODULE );
		return;
	}
	wp_enqueue_script( SHOP_ISLANDS_LOADER_HANDLE, shop_islands_asset_url( $loader['file'] ), array(), null, false ); // phpcs:ignore WordPress.WP.EnqueuedResourceParameters.MissingVersion
}
add_action( 'wp_enqueue_scripts', 'shop_islands_enqueue_assets', 20 );

/**
 * WordPress 6.1–6.4: the loader's script tag becomes a module script (any `type` WordPress wrote
 * is replaced), leaving the rest of the tag, and inline scripts around it, as they were.
 *
 * @param string $tag    The script's HTML.
 * @param string $handle Its handle.
 * @return string
 */
function shop_islands_loader_tag( $tag, $handle ) {
	if ( SHOP_ISLANDS_LOADER_HANDLE !== $handle ) {
		return $tag;
	}
	return (string) preg_replace_callback(
		'#<script\b([^>]*\bid=(["\'])' . SHOP_ISLANDS_LOADER_HANDLE . '-js\2[^>]*)>#',
		function ( $match ) {
			$attributes = preg_replace( '#\s+type=(["\'])[^"\']*\1#', '', $match[1] );
			return '<script type="module"' . $attributes . '>';
		},
		$tag,
		1
	);
}
add_filter( 'script_loader_tag', 'shop_islands_loader_tag', 10, 2 );

/**
 * WordPress 6.1–6.4: `<link rel="modulepreload">` for every chunk the loader imports, so the
 * browser fetches them alongside it (6.5+ prints these itself for the module's dependencies).
 */
function shop_islands_print_module_preloads() {
	$entries = shop_islands_manifest();
	if ( shop_islands_uses_script_modules() || ! isset( $entries['loader'] ) ) {
		return;
	}
	foreach ( $entries['loader']['imports'] as $file ) {
		echo '<link rel="modulepreload" href="' . esc_url( shop_islands_asset_url( $file ) ) . "\">\n";
	}
}
add_action( 'wp_head', 'shop_islands_print_module_preloads', 7 );
add_action( 'wp_head', 'shop_islands_print_config', 7 );

/**
 * The classic scripts the islands replace: WooCommerce's cart, variation, single-product and
 * password-meter scripts, WordPress's zxcvbn meter, blockUI, and `woocommerce` (its store notice
 * and password toggles are islands here, and it would bring blockUI back as a dependency).
 * A script another enqueued script depends on (the checkout's, say) still loads.
 *
 * @return string[]
 */
function shop_islands_replaced_scripts() {
	return (array) apply_filters(
		'shop_islands_replaced_scripts',
		array( 'wc-add-to-cart', 'wc-cart-fragments', 'wc-add-to-cart-variation', 'wc-single-product', 'wc-password-strength-meter', 'password-strength-meter', 'zxcvbn-async', 'jquery-blockui', 'woocommerce' )
	);
}

/**
 * Takes the replaced scripts off the page, unless the "keep classic scripts" option is on (for
 * sites whose plugins listen to them). Runs again before the footer's scripts, since WooCommerce
 * enqueues some while the page renders (the variations form's script, for one).
 *
 * The option adds nothing: WooCommerce 7.8 enqueues its fragments script only with its cart
 * widget, and the header's mini-cart is the server's on every page, as on a default theme. (With
 * it, the fragments refresh that follows a product form's post can read the session before that
 * post has saved it, and save an empty cart over it.)
 */
function shop_islands_dequeue_replaced_scripts() {
	if ( shop_islands_option( 'keep_classic_scripts' ) ) {
		return;
	}
	foreach ( shop_islands_replaced_scripts() as $handle ) {
		wp_dequeue_script( $handle );
	}
}
add_action( 'wp_enqueue_scripts', 'shop_islands_dequeue_replaced_scripts', 100 );
add_action( 'wp_print_footer_scripts', 'shop_islands_dequeue_replaced_scripts', 1 );

/**
 * The islands each classic script does the work of, on this theme's pages: where the script runs
 * (the "keep classic scripts" option, or a script another one needs, as the cart's and the
 * checkout's need `woocommerce`), those islands stay off, never both.
 *
 * - `wc-add-to-cart`: ajax add from the loop's buttons (add-to-cart; the product form then posts
 *   as WooCommerce's does) and removing a line from the mini-cart (mini-cart);
 * - `wc-cart-fragments` (with WooCommerce's cart widget): keeping the mini-cart's fragments
 *   current (mini-cart; the header's dropdown still opens on hover and focus, by CSS);
 * - `wc-add-to-cart-variation`: the variations form (variations);
 * - `wc-single-product`: the tabs, and the review form's stars and their check (tabs,
 *   review-rating). Not the gallery: the theme declares none of WooCommerce's gallery features,
 *   so that script leaves it alone and the gallery island, which hears the variations script's
 *   gallery events, does it;
 * - `wc-password-strength-meter`: the password meter (password-meter);
 * - `woocommerce`: the store notice, the ordering select and fields' descriptions
 *   (store-notice, shop-forms).
 *
 * Not here: `wc-cart` and `wc-checkout`, which the theme keeps and whose pages the islands share
 * with them (islands/cart-page says who does what on the cart page); the quantity steppers,
 * which no WooCommerce script makes.
 *
 * @return array<string, string[]> Script handle => island names.
 */
function shop_islands_classic_script_islands() {
	return (array) apply_filters(
		'shop_islands_classic_script_islands',
		array(
			'wc-add-to-cart'             => array( 'add-to-cart', 'mini-cart' ),
			'wc-cart-fragments'          => array( 'mini-cart' ),
			'wc-add-to-cart-variation'   => array( 'variations' ),
			'wc-single-product'          => array( 'tabs', 'review-rating' ),
			'wc-password-strength-meter' => array( 'password-meter' ),
			'woocommerce'                => array( 'store-notice', 'shop-forms' ),
		)
	);
}

/**
 * The islands that stay off on a page that printed these scripts.
 *
 * @param string[] $printed Handles of the scripts printed.
 * @return string[] Island names, each once.
 */
function shop_islands_islands_off( array $printed ) {
	$off = array();
	foreach ( shop_islands_classic_script_islands() as $handle => $islands ) {
		if ( in_array( $handle, $printed, true ) ) {
			$off = array_merge( $off, (array) $islands );
		}
	}
	return array_values( array_unique( $off ) );
}

/**
 * Tells the loader which islands stay off (src/runtime/contract.ts, `CLASSIC_ISLANDS_ID`), once the
 * footer's scripts are printed and so every script of the page is known. The loader, a module
 * script, reads it after the document is parsed.
 */
function shop_islands_print_islands_off() {
	$off = shop_islands_islands_off( wp_scripts()->done );
	if ( $off ) {
		echo '<script type="application/json" id="shop-islands-classic">' . shop_islands_json_for_script( $off ) . "</script>\n"; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- JSON escaped for a script element.
	}
}
add_action( 'wp_footer', 'shop_islands_print_islands_off', 1000 );

/**
 * Tells administrators when the built files are missing: the site works, without its islands.
 */
function shop_islands_missing_build_notice() {
	$entries = shop_islands_manifest();
	if ( isset( $entries['loader'] ) || ! current_user_can( 'switch_themes' ) ) {
		return;
	}
	echo '<div class="notice notice-warning"><p>' . esc_html__( 'Shop Islands: the built scripts (dist/manifest.json) are missing. Install the theme from its packaged zip.', 'shop-islands' ) . '</p></div>';
}
add_action( 'admin_notices', 'shop_islands_missing_build_notice' );
