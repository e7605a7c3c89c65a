<?php
/**
 * Marketing forms: `[shop_islands_form portal="…" id="…" region="…"]`, the official HubSpot
 * plugin's `[hubspot type="form" portal="…" id="…"]` (registered only when that plugin is not
 * there, so its pages keep working once it is removed), and the "Marketing form" block. Each
 * renders the form-embed island's mount point with a link to the form's own page as the
 * no-JavaScript fallback.
 *
 * @package shop-islands
 */

defined( 'ABSPATH' ) || exit;

/**
 * A form GUID in its canonical form (lower case, dashed), from the forms HubSpot accepts
 * (`{F7198C7B-…}`, without dashes, upper case); null for anything else.
 *
 * @param mixed $form_id The id as written.
 * @return string|null
 */
function shop_islands_normalize_form_id( $form_id ) {
	if ( ! is_string( $form_id ) ) {
		return null;
	}
	$hex = strtolower( preg_replace( '/[{}\-\s]/', '', $form_id ) );
	if ( 1 !== preg_match( '/^[0-9a-f]{32}$/', $hex ) ) {
		return null;
	}
	return substr( $hex, 0, 8 ) . '-' . substr( $hex, 8, 4 ) . '-' . substr( $hex, 12, 4 ) . '-' . substr( $hex, 16, 4 ) . '-' . substr( $hex, 20 );
}

/**
 * The form-embed island's props (`FormEmbedProps`): the ids, the region, and the customizer's
 * forms host and environment. Null when the ids are not valid.
 *
 * @param mixed $portal  The portal (hub) id: digits.
 * @param mixed $form_id The form's GUID.
 * @param mixed $region  A region such as `na1`; the customizer's when empty.
 * @return array<string, string>|null
 */
function shop_islands_form_props( $portal, $form_id, $region = '' ) {
	$portal  = is_scalar( $portal ) ? trim( (string) $portal ) : '';
	$form_id = shop_islands_normalize_form_id( $form_id );
	if ( 1 !== preg_match( '/^\d{1,15}$/', $portal ) || null === $form_id ) {
		return null;
	}
	$region = is_string( $region ) ? strtolower( trim( $region ) ) : '';
	$props  = array(
		'portalId' => $portal,
		'formId'   => $form_id,
		'region'   => 1 === preg_match( '/^[a-z]+\d*$/', $region ) ? $region : shop_islands_option( 'forms_region' ),
	);
	$base = shop_islands_option( 'forms_base_url' );
	if ( '' !== $base ) {
		$props['formsBaseUrl'] = $base;
	}
	if ( 'qa' === shop_islands_option( 'forms_env' ) ) {
		$props['env'] = 'qa';
	}
	return apply_filters( 'shop_islands_form_props', $props );
}

/**
 * base64url without padding.
 *
 * @param string $bytes Raw bytes.
 * @return string
 */
function shop_islands_base64url( $bytes ) {
	return rtrim( strtr( base64_encode( $bytes ), '+/', '-_' ), '=' ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode
}

/**
 * The form's shareable page on HubSpot (`share.hsforms.com/1<form GUID, base64url><portal id, base 36>`,
 * `share-<region>.hsforms.com` outside na1): where a visitor without JavaScript can fill it in.
 *
 * @param array<string, string> $props The form's props.
 * @return string
 */
function shop_islands_form_share_url( array $props ) {
	$guid = hex2bin( str_replace( '-', '', $props['formId'] ) );
	$host = 'na1' === $props['region'] ? 'share.hsforms.com' : 'share-' . $props['region'] . '.hsforms.com';
	return 'https://' . $host . '/1' . shop_islands_base64url( $guid ) . base_convert( $props['portalId'], 10, 36 );
}

/**
 * A form's mount point: the props, and inside, the no-JavaScript link to the form's page (the
 * `fallback` URL given, else the form's shareable page), within the form's placeholder when the
 * theme has the form's definition (inc/form-definitions.php) and the widget will load: the page
 * keeps the form's height while it does.
 *
 * @param array<string, string> $props    The form's props.
 * @param string                $fallback Another page for visitors without JavaScript.
 * @param string                $extra    More attributes for the wrapper (a block's), already escaped.
 * @return string
 */
function shop_islands_form_html( array $props, $fallback = '', $extra = '' ) {
	$url  = '' !== $fallback ? $fallback : shop_islands_form_share_url( $props );
	$url  = (string) apply_filters( 'shop_islands_form_fallback_url', $url, $props );
	$link = '<p class="shop-islands-form__fallback"><a href="' . esc_url( $url ) . '">' . esc_html__( 'Open the form', 'shop-islands' ) . '</a></p>';
	$html = shop_islands_mount_point(
		'form-embed',
		$props,
		shop_islands_form_placeholder_for( $props, $link ),
		array(
			'class'   => 'shop-islands-form',
			'hydrate' => 'visible',
		)
	);
	return '' === $extra ? $html : '<div ' . $extra . '>' . $html . '</div>';
}

/**
 * The fallback within the form's placeholder, or alone: without the widget's files (a checkout of
 * the theme without its build) nothing would replace the placeholder, without a definition there
 * is no shape to print, and a feed's readers run no widget (nor read a shadow root).
 *
 * @param array<string, string> $props    The form's props.
 * @param string                $fallback The fallback, markup.
 * @return string
 */
function shop_islands_form_placeholder_for( array $props, $fallback ) {
	$entries = shop_islands_manifest();
	if ( ! isset( $entries['loader'], $entries['form-embed'] ) || is_feed() ) {
		return $fallback;
	}
	$form = shop_islands_form_definition( $props );
	$html = null === $form ? null : shop_islands_form_placeholder_html( $form, $fallback );
	return null === $html ? $fallback : $html;
}

/**
 * What an editor sees where a form's ids are wrong (visitors see nothing).
 *
 * @return string
 */
function shop_islands_form_error_html() {
	if ( ! current_user_can( 'edit_posts' ) ) {
		return '';
	}
	return '<p class="shop-islands-form-error">' . esc_html__( 'Marketing form: set the portal id (digits) and the form id (a GUID).', 'shop-islands' ) . '</p>';
}

/**
 * `[shop_islands_form portal="…" id="…" region="…" fallback="…"]`.
 *
 * @param array<string, string>|string $attributes The shortcode's attributes.
 * @return string
 */
function shop_islands_form_shortcode( $attributes ) {
	$attributes = shortcode_atts(
		array(
			'portal'   => '',
			'id'       => '',
			'region'   => '',
			'fallback' => '',
		),
		$attributes,
		'shop_islands_form'
	);
	$props      = shop_islands_form_props( $attributes['portal'], $attributes['id'], $attributes['region'] );
	return null === $props ? shop_islands_form_error_html() : shop_islands_form_html( $props, esc_url_raw( $attributes['fallback'] ) );
}

/**
 * The HubSpot plugin's `[hubspot type="form" portal="…" id="…"]`: the same form; its other types
 * (calls to action, meetings) need the plugin and render nothing.
 *
 * @param array<string, string>|string $attributes The shortcode's attributes.
 * @return string
 */
function shop_islands_hubspot_shortcode( $attributes ) {
	$attributes = shortcode_atts(
		array(
			'type'   => '',
			'portal' => '',
			'id'     => '',
		),
		$attributes,
		'hubspot'
	);
	if ( 'form' !== $attributes['type'] ) {
		return '';
	}
	$props = shop_islands_form_props( $attributes['portal'], $attributes['id'] );
	return null === $props ? shop_islands_form_error_html() : shop_islands_form_html( $props );
}

/**
 * Registers the shortcodes (HubSpot's only without its plugin) and the block.
 */
function shop_islands_register_forms() {
	add_shortcode( 'shop_islands_form', 'shop_islands_form_shortcode' );
	if ( ! shortcode_exists( 'hubspot' ) ) {
		add_shortcode( 'hubspot', 'shop_islands_hubspot_shortcode' );
	}
	register_block_type( get_template_directory() . '/blocks/marketing-form' );
}
add_action( 'init', 'shop_islands_register_forms', 20 );

/**
 * The block editor's strings for the block's controls, from the theme's translations.
 */
function shop_islands_block_editor_strings() {
	$strings = array(
		'Form'                              => __( 'Form', 'shop-islands' ),
		'Portal ID'                         => __( 'Portal ID', 'shop-islands' ),
		'Form ID'                           => __( 'Form ID', 'shop-islands' ),
		'Region (empty: the customizer\'s)' => __( 'Region (empty: the customizer\'s)', 'shop-islands' ),
	);
	$data    = array( '' => array( 'domain' => 'shop-islands' ) );
	foreach ( $strings as $source => $translation ) {
		$data[ $source ] = array( $translation );
	}
	wp_add_inline_script( 'shop-islands-marketing-form-editor-script', 'wp.i18n.setLocaleData(' . wp_json_encode( $data ) . ', "shop-islands");', 'before' );
}
add_action( 'enqueue_block_editor_assets', 'shop_islands_block_editor_strings' );
