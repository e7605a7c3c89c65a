<?php
/**
 * WooCommerce's store notice (its own option: Customize → WooCommerce → Store notice) as the
 * store-notice island's mount point. WooCommerce prints the notice hidden and shows it with its
 * script, which the theme does not load; here it is shown by the server, dismissed by the island
 * (WooCommerce's `store_notice<id>` cookie) or, without JavaScript, by a link through the server.
 *
 * @package shop-islands
 */

defined( 'ABSPATH' ) || exit;

/** The query argument of the no-JavaScript dismiss link. */
const SHOP_ISLANDS_DISMISS_NOTICE_ARG = 'shop-islands-dismiss-notice';

/**
 * The notice's props (`StoreNoticeProps`): its text, as text, and WooCommerce's id for it, the md5
 * of the notice as stored. Null when the notice is off or empty.
 *
 * @return array{text: string, noticeId: string}|null
 */
function shop_islands_store_notice_props() {
	if ( ! shop_islands_has_woocommerce() || ! function_exists( 'is_store_notice_showing' ) || ! is_store_notice_showing() ) {
		return null;
	}
	$notice = (string) get_option( 'woocommerce_demo_store_notice' );
	$text   = shop_islands_plain_text( $notice );
	if ( '' === trim( $notice ) ) {
		$notice = __( 'This is a demo store for testing purposes &mdash; no orders shall be fulfilled.', 'woocommerce' ); // phpcs:ignore WordPress.WP.I18n.TextDomainMismatch -- WooCommerce's own default notice.
		$text   = shop_islands_plain_text( $notice );
	}
	return array(
		'text'     => $text,
		'noticeId' => md5( $notice ),
	);
}

/**
 * The store notice's HTML: the mount point around WooCommerce's notice markup, unless the
 * visitor has dismissed it.
 *
 * @param array{text: string, noticeId: string} $props  The notice.
 * @param string                                $return Where the no-JavaScript dismiss link returns to.
 * @return string
 */
function shop_islands_store_notice_html( array $props, $return ) {
	$dismiss  = add_query_arg( SHOP_ISLANDS_DISMISS_NOTICE_ARG, rawurlencode( $props['noticeId'] ), $return );
	$fallback = '<p class="woocommerce-store-notice demo_store" data-notice-id="' . esc_attr( $props['noticeId'] ) . '" role="region" aria-label="' . esc_attr__( 'Store notice', 'shop-islands' ) . '">'
		. esc_html( $props['text'] ) . ' <a href="' . esc_url( $dismiss ) . '" class="woocommerce-store-notice__dismiss-link" rel="nofollow">' . esc_html__( 'Dismiss', 'shop-islands' ) . '</a></p>';
	return shop_islands_mount_point( 'store-notice', $props, $fallback, array( 'hydrate' => 'idle' ) );
}

/**
 * Prints the notice at the top of the body, in place of WooCommerce's hidden one in the footer.
 */
function shop_islands_print_store_notice() {
	$props = shop_islands_store_notice_props();
	if ( ! $props || ( isset( $_COOKIE[ 'store_notice' . $props['noticeId'] ] ) && 'hidden' === $_COOKIE[ 'store_notice' . $props['noticeId'] ] ) ) {
		return;
	}
	$request = isset( $_SERVER['REQUEST_URI'] ) ? esc_url_raw( wp_unslash( $_SERVER['REQUEST_URI'] ) ) : '/';
	echo shop_islands_store_notice_html( $props, remove_query_arg( SHOP_ISLANDS_DISMISS_NOTICE_ARG, $request ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
}
add_action( 'wp_body_open', 'shop_islands_print_store_notice', 5 );

/**
 * Takes WooCommerce's notice off the footer.
 */
function shop_islands_replace_store_notice() {
	remove_action( 'wp_footer', 'woocommerce_demo_store' );
}
add_action( 'init', 'shop_islands_replace_store_notice' );

/**
 * `body.woocommerce-demo-store` only while the notice shows (WooCommerce adds it either way).
 *
 * @param string[] $classes Body classes.
 * @return string[]
 */
function shop_islands_store_notice_body_class( $classes ) {
	$props = shop_islands_store_notice_props();
	if ( $props && isset( $_COOKIE[ 'store_notice' . $props['noticeId'] ] ) && 'hidden' === $_COOKIE[ 'store_notice' . $props['noticeId'] ] ) {
		$classes = array_values( array_diff( $classes, array( 'woocommerce-demo-store' ) ) );
	}
	return $classes;
}
add_filter( 'body_class', 'shop_islands_store_notice_body_class', 20 );

/**
 * The no-JavaScript dismiss: sets WooCommerce's session cookie and returns to the page.
 */
function shop_islands_dismiss_store_notice() {
	// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- hides a notice for this visitor only.
	if ( ! isset( $_GET[ SHOP_ISLANDS_DISMISS_NOTICE_ARG ] ) || ! is_string( $_GET[ SHOP_ISLANDS_DISMISS_NOTICE_ARG ] ) ) {
		return;
	}
	$id = sanitize_key( wp_unslash( $_GET[ SHOP_ISLANDS_DISMISS_NOTICE_ARG ] ) ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended
	if ( 1 === preg_match( '/^[a-f0-9]{32}$/', $id ) ) {
		setcookie( 'store_notice' . $id, 'hidden', 0, COOKIEPATH ? COOKIEPATH : '/', COOKIE_DOMAIN, is_ssl(), false );
	}
	$request = isset( $_SERVER['REQUEST_URI'] ) ? esc_url_raw( wp_unslash( $_SERVER['REQUEST_URI'] ) ) : '/';
	wp_safe_redirect( remove_query_arg( SHOP_ISLANDS_DISMISS_NOTICE_ARG, $request ) );
	exit;
}
add_action( 'template_redirect', 'shop_islands_dismiss_store_notice', 1 );
