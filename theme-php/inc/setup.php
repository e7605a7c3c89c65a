<?php
/**
 * Theme supports, menus, widget areas and the text domain.
 *
 * @package shop-islands
 */

defined( 'ABSPATH' ) || exit;

/**
 * Registers what the theme supports. WooCommerce's gallery zoom, lightbox and slider are left out
 * on purpose: the gallery island does their work, so WooCommerce enqueues none of their scripts.
 */
function shop_islands_setup() {
	load_theme_textdomain( 'shop-islands', get_template_directory() . '/languages' );

	add_theme_support( 'title-tag' );
	add_theme_support( 'automatic-feed-links' );
	add_theme_support( 'post-thumbnails' );
	add_theme_support( 'custom-logo', array( 'height' => 80, 'width' => 240, 'flex-height' => true, 'flex-width' => true ) );
	add_theme_support( 'html5', array( 'search-form', 'comment-form', 'comment-list', 'gallery', 'caption', 'style', 'script', 'navigation-widgets' ) );
	add_theme_support( 'responsive-embeds' );
	add_theme_support( 'align-wide' );
	add_theme_support( 'wp-block-styles' );
	add_theme_support( 'customize-selective-refresh-widgets' );
	add_theme_support(
		'woocommerce',
		array(
			'thumbnail_image_width' => 450,
			'single_image_width'    => 600,
			'product_grid'          => array(
				'default_columns' => 4,
				'min_columns'     => 2,
				'max_columns'     => 5,
			),
		)
	);

	register_nav_menus(
		array(
			'primary' => __( 'Main menu', 'shop-islands' ),
			'footer'  => __( 'Footer menu', 'shop-islands' ),
		)
	);
}
add_action( 'after_setup_theme', 'shop_islands_setup' );

/**
 * The width of embeds and full-size images in the content column.
 */
function shop_islands_content_width() {
	$GLOBALS['content_width'] = apply_filters( 'shop_islands_content_width', 1200 );
}
add_action( 'after_setup_theme', 'shop_islands_content_width', 0 );

/**
 * Widget areas: a sidebar for posts, one for the shop, and the footer's columns.
 */
function shop_islands_widgets_init() {
	$common = array(
		'before_widget' => '<section id="%1$s" class="widget %2$s">',
		'after_widget'  => '</section>',
		'before_title'  => '<h2 class="widget-title">',
		'after_title'   => '</h2>',
	);
	register_sidebar(
		array_merge(
			$common,
			array(
				'name'        => __( 'Sidebar', 'shop-islands' ),
				'id'          => 'sidebar-1',
				'description' => __( 'Beside posts and archives.', 'shop-islands' ),
			)
		)
	);
	register_sidebar(
		array_merge(
			$common,
			array(
				'name'        => __( 'Shop sidebar', 'shop-islands' ),
				'id'          => 'sidebar-shop',
				'description' => __( 'Beside the shop and product categories.', 'shop-islands' ),
			)
		)
	);
	register_sidebar(
		array_merge(
			$common,
			array(
				'name'          => __( 'Footer', 'shop-islands' ),
				'id'            => 'footer-1',
				'description'   => __( 'The footer columns.', 'shop-islands' ),
				'before_widget' => '<section id="%1$s" class="footer-col widget %2$s">',
			)
		)
	);
}
add_action( 'widgets_init', 'shop_islands_widgets_init' );

/**
 * No emoji detection script: every browser the islands support draws emoji itself, and the
 * script (inline, on every page) is the kind of start-up work the theme avoids.
 */
function shop_islands_remove_emoji_script() {
	remove_action( 'wp_head', 'print_emoji_detection_script', 7 );
	remove_action( 'wp_print_styles', 'print_emoji_styles' );
}
add_action( 'init', 'shop_islands_remove_emoji_script' );
