<?php
/**
 * The customizer's "Shop Islands" section. The store notice is WooCommerce's own option
 * (Customize → WooCommerce → Store notice); the theme shows it as the store-notice island.
 *
 * @package shop-islands
 */

defined( 'ABSPATH' ) || exit;

/**
 * Each control: its label, description and kind (`select` with choices, `checkbox`, `url`, `text`).
 *
 * @return array<string, array<string, mixed>>
 */
function shop_islands_customizer_controls() {
	return array(
		'cart_style'           => array(
			'type'    => 'select',
			'label'   => __( 'Cart style', 'shop-islands' ),
			'choices' => array(
				'dropdown'   => __( 'Dropdown under the cart icon', 'shop-islands' ),
				'off-canvas' => __( 'Off-canvas panel', 'shop-islands' ),
			),
		),
		'sticky_header'        => array(
			'type'    => 'select',
			'label'   => __( 'Sticky header', 'shop-islands' ),
			'choices' => array(
				'off'            => __( 'Off', 'shop-islands' ),
				'on'             => __( 'On', 'shop-islands' ),
				'hide-on-scroll' => __( 'On, hidden while scrolling down', 'shop-islands' ),
			),
		),
		'sticky_add_to_cart'   => array(
			'type'  => 'checkbox',
			'label' => __( 'Sticky add-to-cart bar on product pages', 'shop-islands' ),
		),
		'live_search'          => array(
			'type'  => 'checkbox',
			'label' => __( 'Live search in the header', 'shop-islands' ),
		),
		'quick_view'           => array(
			'type'  => 'checkbox',
			'label' => __( 'Quick view in product listings', 'shop-islands' ),
		),
		'gallery_zoom'         => array(
			'type'        => 'checkbox',
			'label'       => __( 'Zoom product images on hover', 'shop-islands' ),
			'description' => __( 'A mouse over a product image shows it at full size, following the pointer.', 'shop-islands' ),
		),
		'forms_base_url'       => array(
			'type'        => 'url',
			'label'       => __( 'Forms base URL', 'shop-islands' ),
			'description' => __( 'The forms host the marketing forms load from and submit to. Leave empty for HubSpot\'s own hosts.', 'shop-islands' ),
		),
		'forms_region'         => array(
			'type'        => 'text',
			'label'       => __( 'Forms region', 'shop-islands' ),
			'description' => __( 'The HubSpot account\'s region, such as na1 or eu1.', 'shop-islands' ),
		),
		'forms_env'            => array(
			'type'    => 'select',
			'label'   => __( 'Forms environment', 'shop-islands' ),
			'choices' => array(
				'prod' => __( 'Production', 'shop-islands' ),
				'qa'   => __( 'QA', 'shop-islands' ),
			),
		),
		'keep_classic_scripts' => array(
			'type'        => 'checkbox',
			'label'       => __( 'Keep WooCommerce\'s classic scripts', 'shop-islands' ),
			'description' => __( 'For plugins that need jQuery, blockUI or WooCommerce\'s cart scripts. The page loads more JavaScript.', 'shop-islands' ),
		),
	);
}

/**
 * Registers the section, its settings and controls.
 *
 * @param WP_Customize_Manager $wp_customize The customizer.
 */
function shop_islands_customize_register( $wp_customize ) {
	$wp_customize->add_section(
		'shop_islands',
		array(
			'title'       => __( 'Shop Islands', 'shop-islands' ),
			'description' => __( 'The store notice is WooCommerce\'s: Customize → WooCommerce → Store notice.', 'shop-islands' ),
			'priority'    => 160,
		)
	);
	$definitions = shop_islands_option_definitions();
	foreach ( shop_islands_customizer_controls() as $name => $control ) {
		$wp_customize->add_setting(
			'shop_islands_' . $name,
			array(
				'default'           => $definitions[ $name ]['default'],
				'type'              => 'theme_mod',
				'capability'        => 'edit_theme_options',
				'sanitize_callback' => function ( $value ) use ( $name ) {
					return shop_islands_sanitize_option( $name, $value );
				},
			)
		);
		$wp_customize->add_control( 'shop_islands_' . $name, array_merge( $control, array( 'section' => 'shop_islands' ) ) );
	}
}
add_action( 'customize_register', 'shop_islands_customize_register' );
