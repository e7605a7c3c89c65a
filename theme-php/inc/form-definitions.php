<?php
/**
 * Marketing forms' definitions, kept by the server so a page with a form can print the form's
 * shape (inc/form-placeholder.php): fetched from the forms host the widget asks (the customizer's
 * forms base URL, else HubSpot's host for the form's region and environment), at the address the
 * widget asks, and kept in a transient, read through inc/form-shape.php. A page never waits long
 * for a host: 2 seconds at most, once; a host that did not answer (or answered no form) is not
 * asked again for 5 minutes. A definition is kept a day and fetched again by WP-Cron, in the
 * background, once it is half a day old; a refresh that fails keeps the one there is.
 *
 * @package shop-islands
 */

defined( 'ABSPATH' ) || exit;

/** How long a definition is kept, and when it is fetched again (in the background). */
const SHOP_ISLANDS_FORM_DEFINITION_TTL = DAY_IN_SECONDS;
const SHOP_ISLANDS_FORM_DEFINITION_REFRESH = 12 * HOUR_IN_SECONDS;
/** How long a failed fetch is remembered: the host is not asked again meanwhile. */
const SHOP_ISLANDS_FORM_DEFINITION_RETRY = 5 * MINUTE_IN_SECONDS;
/** The longest a page waits for a forms host, in seconds. */
const SHOP_ISLANDS_FORM_DEFINITION_TIMEOUT = 2;
/** What a kept entry's shape is; another is read as none (a theme update may change it). */
const SHOP_ISLANDS_FORM_DEFINITION_VERSION = 1;
/** The WP-Cron event that fetches a definition again. */
const SHOP_ISLANDS_FORM_DEFINITION_EVENT = 'shop_islands_refresh_form_definition';

/**
 * The address the widget fetches a form's definition from (src/forms/definition/url.ts,
 * `definitionUrl`, without the query): the props' forms host, else HubSpot's for the region and
 * environment.
 *
 * @param array<string, string> $props The form's props (inc/forms.php).
 * @return string
 */
function shop_islands_form_definition_url( array $props ) {
	if ( isset( $props['formsBaseUrl'] ) && '' !== $props['formsBaseUrl'] ) {
		$host = untrailingslashit( $props['formsBaseUrl'] );
	} else {
		$region = isset( $props['region'] ) ? $props['region'] : 'na1';
		$host   = 'https://forms' . ( 'na1' === $region ? '' : '-' . $region ) . '.hsforms' . ( isset( $props['env'] ) && 'qa' === $props['env'] ? 'qa' : '' ) . '.com';
	}
	return $host . '/embed/v3/form/' . rawurlencode( $props['portalId'] ) . '/' . rawurlencode( $props['formId'] ) . '/json';
}

/**
 * The transient a definition's address is kept under.
 *
 * @param string $url The definition's address.
 * @return string
 */
function shop_islands_form_definition_key( $url ) {
	return 'shop_islands_form_' . md5( $url );
}

/**
 * Fetches a definition and reads it: the form (inc/form-shape.php), or null when the host did not
 * answer in time, answered anything but 200, or answered no form.
 *
 * @param string $url The definition's address.
 * @return array<string, mixed>|null
 */
function shop_islands_fetch_form_definition( $url ) {
	$response = wp_remote_get(
		$url,
		array(
			'timeout'             => SHOP_ISLANDS_FORM_DEFINITION_TIMEOUT,
			'redirection'         => 2,
			'limit_response_size' => MB_IN_BYTES,
			'headers'             => array( 'Accept' => 'application/json' ),
		)
	);
	if ( is_wp_error( $response ) || 200 !== wp_remote_retrieve_response_code( $response ) ) {
		return null;
	}
	return shop_islands_form_shape( json_decode( wp_remote_retrieve_body( $response ), true ) );
}

/**
 * Fetches a definition and keeps what came: the form for a day, or, when none came, that none
 * did, for 5 minutes. A failed fetch leaves a kept form in place (`$keep`): the widget asks the
 * host itself anyway, and the placeholder is as good as it was.
 *
 * @param string $url  The definition's address.
 * @param bool   $keep Whether a kept form outlives a failed fetch (a refresh).
 * @return array<string, mixed>|null The form.
 */
function shop_islands_store_form_definition( $url, $keep = false ) {
	$key  = shop_islands_form_definition_key( $url );
	$form = shop_islands_fetch_form_definition( $url );
	if ( null === $form && $keep ) {
		$kept = get_transient( $key );
		if ( is_array( $kept ) && isset( $kept['form'] ) && is_array( $kept['form'] ) ) {
			return $kept['form'];
		}
	}
	set_transient(
		$key,
		array(
			'version' => SHOP_ISLANDS_FORM_DEFINITION_VERSION,
			'form'    => $form,
			'fetched' => time(),
		),
		null === $form ? SHOP_ISLANDS_FORM_DEFINITION_RETRY : SHOP_ISLANDS_FORM_DEFINITION_TTL
	);
	return $form;
}

/**
 * A form's definition as the theme keeps it, for its placeholder: from the transient, else
 * fetched now (2 seconds at most); null when the host has not given one (recently). A kept form
 * half a day old is fetched again in the background.
 *
 * @param array<string, string> $props The form's props (inc/forms.php).
 * @return array<string, mixed>|null
 */
function shop_islands_form_definition( array $props ) {
	$url  = shop_islands_form_definition_url( $props );
	$kept = get_transient( shop_islands_form_definition_key( $url ) );
	if ( ! is_array( $kept ) || ! isset( $kept['version'] ) || SHOP_ISLANDS_FORM_DEFINITION_VERSION !== $kept['version'] ) {
		return shop_islands_store_form_definition( $url );
	}
	$form = isset( $kept['form'] ) && is_array( $kept['form'] ) ? $kept['form'] : null;
	$age  = time() - ( isset( $kept['fetched'] ) ? (int) $kept['fetched'] : 0 );
	if ( null !== $form && $age >= SHOP_ISLANDS_FORM_DEFINITION_REFRESH && ! wp_next_scheduled( SHOP_ISLANDS_FORM_DEFINITION_EVENT, array( $url ) ) ) {
		wp_schedule_single_event( time(), SHOP_ISLANDS_FORM_DEFINITION_EVENT, array( $url ) );
	}
	return $form;
}

/**
 * WP-Cron's refresh of a kept definition.
 *
 * @param mixed $url The definition's address.
 */
function shop_islands_refresh_form_definition( $url ) {
	if ( is_string( $url ) && '' !== $url ) {
		shop_islands_store_form_definition( $url, true );
	}
}
add_action( SHOP_ISLANDS_FORM_DEFINITION_EVENT, 'shop_islands_refresh_form_definition' );
