<?php
/**
 * The theme's options (theme mods, set in the customizer: inc/customizer.php), read through one
 * function each so every caller gets a valid value whatever the database holds.
 *
 * @package shop-islands
 */

defined( 'ABSPATH' ) || exit;

/**
 * Every option with its default and its allowed values (a list of choices, 'bool', 'url' or a
 * regular expression).
 *
 * @return array<string, array{default: mixed, type: mixed}>
 */
function shop_islands_option_definitions() {
	return array(
		'cart_style'            => array(
			'default' => 'dropdown',
			'type'    => array( 'dropdown', 'off-canvas' ),
		),
		'sticky_header'         => array(
			'default' => 'on',
			'type'    => array( 'off', 'on', 'hide-on-scroll' ),
		),
		'sticky_add_to_cart'    => array(
			'default' => true,
			'type'    => 'bool',
		),
		'live_search'           => array(
			'default' => true,
			'type'    => 'bool',
		),
		'quick_view'            => array(
			'default' => true,
			'type'    => 'bool',
		),
		'gallery_zoom'          => array(
			'default' => true,
			'type'    => 'bool',
		),
		'forms_base_url'        => array(
			'default' => '',
			'type'    => 'url',
		),
		'forms_region'          => array(
			'default' => 'na1',
			'type'    => '/^[a-z]+\d*$/',
		),
		'forms_env'             => array(
			'default' => 'prod',
			'type'    => array( 'prod', 'qa' ),
		),
		'keep_classic_scripts'  => array(
			'default' => false,
			'type'    => 'bool',
		),
	);
}

/**
 * Makes `$value` a valid value of option `$name`, or its default.
 *
 * @param string $name  Option name, without the `shop_islands_` prefix.
 * @param mixed  $value Whatever was stored or submitted.
 * @return mixed
 */
function shop_islands_sanitize_option( $name, $value ) {
	$definitions = shop_islands_option_definitions();
	if ( ! isset( $definitions[ $name ] ) ) {
		return null;
	}
	$definition = $definitions[ $name ];
	$type       = $definition['type'];
	if ( 'bool' === $type ) {
		return is_bool( $value ) ? $value : ( in_array( $value, array( 1, '1', 'on', 'yes', 'true' ), true ) ? true : ( in_array( $value, array( 0, '0', '', 'off', 'no', 'false' ), true ) ? false : $definition['default'] ) );
	}
	if ( ! is_string( $value ) ) {
		return $definition['default'];
	}
	$value = trim( $value );
	if ( is_array( $type ) ) {
		return in_array( $value, $type, true ) ? $value : $definition['default'];
	}
	if ( 'url' === $type ) {
		if ( '' === $value ) {
			return '';
		}
		$url = esc_url_raw( $value, array( 'http', 'https' ) );
		return '' === $url ? $definition['default'] : untrailingslashit( $url );
	}
	return 1 === preg_match( $type, $value ) ? $value : $definition['default'];
}

/**
 * The value of a theme option, valid whatever the database holds.
 *
 * @param string $name Option name, without the `shop_islands_` prefix.
 * @return mixed
 */
function shop_islands_option( $name ) {
	$definitions = shop_islands_option_definitions();
	if ( ! isset( $definitions[ $name ] ) ) {
		return null;
	}
	return shop_islands_sanitize_option( $name, get_theme_mod( 'shop_islands_' . $name, $definitions[ $name ]['default'] ) );
}

/**
 * Whether WooCommerce is active (7.8 or newer is supported).
 *
 * @return bool
 */
function shop_islands_has_woocommerce() {
	return class_exists( 'WooCommerce' ) && function_exists( 'WC' );
}
