<?php
/**
 * The "Marketing form" block, on the server: the form-embed mount point.
 *
 * @package shop-islands
 *
 * @var array<string, mixed> $attributes The block's attributes.
 */

defined( 'ABSPATH' ) || exit;

$shop_islands_props = shop_islands_form_props(
	isset( $attributes['portalId'] ) ? $attributes['portalId'] : '',
	isset( $attributes['formId'] ) ? $attributes['formId'] : '',
	isset( $attributes['region'] ) ? $attributes['region'] : ''
);
echo null === $shop_islands_props // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
	? shop_islands_form_error_html()
	: shop_islands_form_html( $shop_islands_props, '', get_block_wrapper_attributes() );
