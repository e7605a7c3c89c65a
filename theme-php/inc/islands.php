<?php
/**
 * Mount points of the page contract: `<div data-island="<name>" data-hydrate="<strategy>">` with
 * the island's props in a child `<script type="application/json" data-island-props>`, and the
 * server's markup inside as the no-JavaScript fallback.
 *
 * @package shop-islands
 */

defined( 'ABSPATH' ) || exit;

/**
 * A mount point's HTML.
 *
 * @param string               $island   The island's name (its `data-island`).
 * @param array<string, mixed> $props    Its props, as JSON.
 * @param string               $fallback Server markup shown until, or instead of, the island (already escaped HTML).
 * @param array<string, mixed> $options  `hydrate` (a strategy, by default the registry's), `class`.
 * @return string
 */
function shop_islands_mount_point( $island, array $props, $fallback = '', array $options = array() ) {
	$attributes = ' data-island="' . esc_attr( $island ) . '"';
	if ( ! empty( $options['hydrate'] ) ) {
		$attributes .= ' data-hydrate="' . esc_attr( $options['hydrate'] ) . '"';
	}
	if ( ! empty( $options['class'] ) ) {
		$attributes = ' class="' . esc_attr( $options['class'] ) . '"' . $attributes;
	}
	return '<div' . $attributes . '><script type="application/json" data-island-props>'
		. shop_islands_json_for_script( (object) $props )
		. '</script>' . $fallback . '</div>';
}
