<?php
/**
 * Shop Islands: a classic WordPress theme for WooCommerce shops whose interactive parts are small
 * JavaScript islands. Every page works without JavaScript; the islands enhance WooCommerce's own
 * markup and the mount points the theme prints (see inc/islands.php).
 *
 * @package shop-islands
 */

defined( 'ABSPATH' ) || exit;

define( 'SHOP_ISLANDS_VERSION', '0.1.0' );
define( 'SHOP_ISLANDS_DIR', __DIR__ );

require_once __DIR__ . '/inc/options.php';
require_once __DIR__ . '/inc/text.php';
require_once __DIR__ . '/inc/setup.php';
require_once __DIR__ . '/inc/manifest.php';
require_once __DIR__ . '/inc/js-strings.php';
require_once __DIR__ . '/inc/config.php';
require_once __DIR__ . '/inc/assets.php';
require_once __DIR__ . '/inc/islands.php';
require_once __DIR__ . '/inc/customizer.php';
require_once __DIR__ . '/inc/template-tags.php';
require_once __DIR__ . '/inc/form-placeholder-data.php';
require_once __DIR__ . '/inc/form-shape.php';
require_once __DIR__ . '/inc/form-placeholder.php';
require_once __DIR__ . '/inc/form-definitions.php';
require_once __DIR__ . '/inc/forms.php';
require_once __DIR__ . '/inc/store-notice.php';
require_once __DIR__ . '/inc/cart.php';
require_once __DIR__ . '/inc/woocommerce.php';
require_once __DIR__ . '/inc/variations.php';
require_once __DIR__ . '/inc/class-shop-islands-search-index.php';
require_once __DIR__ . '/inc/search.php';
require_once __DIR__ . '/inc/quick-view.php';
require_once __DIR__ . '/inc/class-shop-islands-password-strength.php';
require_once __DIR__ . '/inc/password.php';
