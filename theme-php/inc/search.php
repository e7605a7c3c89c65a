<?php
/**
 * Flatsome's live search endpoint, `admin-ajax.php?action=flatsome_ajax_search_products&query=…`
 * (optional `product_cat`, a category slug), for every visitor, answering Flatsome's shape:
 * `{"suggestions":[{"type":"Product","id":…,"value":…,"url":…,"img":…,"price":…}]}`, at most
 * SHOP_ISLANDS_SEARCH_LIMIT products then a line to every result (`id` -2), or
 * `{"suggestions":[{"id":-1,"value":"No products found.","url":""}]}`. Products come from the
 * search index (inc/class-shop-islands-search-index.php), kept current here.
 *
 * @package shop-islands
 */

defined( 'ABSPATH' ) || exit;

const SHOP_ISLANDS_SEARCH_LIMIT      = 10;
const SHOP_ISLANDS_SEARCH_MIN_CHARS  = 3;
const SHOP_ISLANDS_SEARCH_MAX_CHARS  = 200;
const SHOP_ISLANDS_SEARCH_NO_RESULTS = -1;
const SHOP_ISLANDS_SEARCH_VIEW_ALL   = -2;

/**
 * What a shopper typed: trimmed, inner whitespace one space, at most 200 characters.
 *
 * @param mixed $raw The query parameter.
 * @return string
 */
function shop_islands_clean_search_query( $raw ) {
	if ( ! is_string( $raw ) ) {
		return '';
	}
	$query = trim( (string) preg_replace( '/\s+/u', ' ', wp_check_invalid_utf8( $raw ) ) );
	return trim( function_exists( 'mb_substr' ) ? mb_substr( $query, 0, SHOP_ISLANDS_SEARCH_MAX_CHARS, 'UTF-8' ) : substr( $query, 0, SHOP_ISLANDS_SEARCH_MAX_CHARS ) );
}

/**
 * The answer when nothing matches.
 *
 * @return array{suggestions: array<int, array<string, mixed>>}
 */
function shop_islands_search_no_results() {
	return array(
		'suggestions' => array(
			array(
				'id'    => SHOP_ISLANDS_SEARCH_NO_RESULTS,
				'value' => __( 'No products found.', 'shop-islands' ),
				'url'   => '',
			),
		),
	);
}

/**
 * The category given (its term and children, as term_taxonomy ids); null for one that does not
 * exist, an empty list for none.
 *
 * @param string $slug A product category slug.
 * @return int[]|null
 */
function shop_islands_search_categories( $slug ) {
	if ( '' === $slug ) {
		return array();
	}
	$term = get_term_by( 'slug', $slug, 'product_cat' );
	if ( ! $term || is_wp_error( $term ) ) {
		return null;
	}
	$ids = array( (int) $term->term_taxonomy_id );
	foreach ( (array) get_term_children( $term->term_id, 'product_cat' ) as $child_id ) {
		$child = get_term( $child_id, 'product_cat' );
		if ( $child && ! is_wp_error( $child ) ) {
			$ids[] = (int) $child->term_taxonomy_id;
		}
	}
	return $ids;
}

/**
 * One product as a suggestion, as Flatsome sends it.
 *
 * @param WC_Product $product The product.
 * @return array<string, mixed>
 */
function shop_islands_search_suggestion( $product ) {
	$image = $product->get_image_id() ? wp_get_attachment_image_url( $product->get_image_id(), 'thumbnail' ) : false;
	return array(
		'type'  => 'Product',
		'id'    => $product->get_id(),
		'value' => shop_islands_plain_text( $product->get_name() ),
		'url'   => $product->get_permalink(),
		'img'   => $image ? $image : wc_placeholder_img_src( 'thumbnail' ),
		'price' => $product->get_price_html(),
	);
}

/**
 * The answer to a search.
 *
 * @param mixed $raw_query    The `query` parameter.
 * @param mixed $raw_category The `product_cat` parameter.
 * @return array{suggestions: array<int, array<string, mixed>>}
 */
function shop_islands_search_answer( $raw_query, $raw_category ) {
	$query    = shop_islands_clean_search_query( $raw_query );
	$slug     = is_string( $raw_category ) ? sanitize_title( trim( $raw_category ) ) : '';
	$length   = function_exists( 'mb_strlen' ) ? mb_strlen( $query, 'UTF-8' ) : strlen( $query );
	$category = shop_islands_search_categories( $slug );
	if ( $length < SHOP_ISLANDS_SEARCH_MIN_CHARS || null === $category || ! function_exists( 'wc_get_product' ) ) {
		return shop_islands_search_no_results();
	}
	$in_stock_only = 'yes' === get_option( 'woocommerce_hide_out_of_stock_items' );
	$ids           = Shop_Islands_Search_Index::ready()
		? Shop_Islands_Search_Index::search( $query, $category, $in_stock_only, SHOP_ISLANDS_SEARCH_LIMIT )
		: shop_islands_search_fallback( $query, $slug, $in_stock_only );
	$suggestions   = array();
	foreach ( $ids as $id ) {
		$product = wc_get_product( $id );
		if ( $product && $product->is_visible() ) {
			$suggestions[] = shop_islands_search_suggestion( $product );
		}
	}
	if ( ! $suggestions ) {
		return shop_islands_search_no_results();
	}
	$args          = array(
		's'         => $query,
		'post_type' => 'product',
	);
	$args          = '' === $slug ? $args : array_merge( $args, array( 'product_cat' => $slug ) );
	$suggestions[] = array(
		'id'    => SHOP_ISLANDS_SEARCH_VIEW_ALL,
		'value' => __( 'View all results', 'shop-islands' ),
		'url'   => add_query_arg( array_map( 'rawurlencode', $args ), home_url( '/' ) ),
	);
	return array( 'suggestions' => $suggestions );
}

/**
 * While the index is being built: WooCommerce's own product query (slower, never wrong).
 *
 * @param string $query         The query.
 * @param string $slug          A category slug, or ''.
 * @param bool   $in_stock_only Leave out products out of stock.
 * @return int[]
 */
function shop_islands_search_fallback( $query, $slug, $in_stock_only ) {
	$args = array(
		'status'     => 'publish',
		'visibility' => 'search',
		'limit'      => SHOP_ISLANDS_SEARCH_LIMIT,
		'return'     => 'ids',
		's'          => $query,
	);
	if ( '' !== $slug ) {
		$args['category'] = array( $slug );
	}
	if ( $in_stock_only ) {
		$args['stock_status'] = 'instock';
	}
	return array_map( 'intval', (array) wc_get_products( $args ) );
}

/**
 * The admin-ajax handler (GET or POST, logged in or not).
 */
function shop_islands_ajax_search_products() {
	$started = microtime( true );
	// phpcs:disable WordPress.Security.NonceVerification.Recommended -- a public, read-only search, as Flatsome's.
	$query    = isset( $_REQUEST['query'] ) ? wp_unslash( $_REQUEST['query'] ) : '';
	$category = isset( $_REQUEST['product_cat'] ) ? wp_unslash( $_REQUEST['product_cat'] ) : '';
	// phpcs:enable
	$answer = shop_islands_search_answer( $query, $category );
	if ( ! headers_sent() ) {
		header( 'Cache-Control: no-store' );
		header( 'Server-Timing: search;dur=' . number_format( ( microtime( true ) - $started ) * 1000, 2, '.', '' ) );
	}
	wp_send_json( $answer );
}
add_action( 'wp_ajax_flatsome_ajax_search_products', 'shop_islands_ajax_search_products' );
add_action( 'wp_ajax_nopriv_flatsome_ajax_search_products', 'shop_islands_ajax_search_products' );

/**
 * Products whose index rows change at the end of this request (each once, however many hooks fire).
 *
 * @param int|null $id A product to add.
 * @return int[]
 */
function shop_islands_search_pending( $id = null ) {
	static $pending = array();
	if ( null === $id ) {
		$ids     = array_keys( $pending );
		$pending = array();
		return $ids;
	}
	$pending[ (int) $id ] = true;
	if ( 1 === count( $pending ) ) {
		add_action( 'shutdown', 'shop_islands_search_flush' );
	}
	return array_keys( $pending );
}

/**
 * Reindexes what changed in this request.
 */
function shop_islands_search_flush() {
	$ids = shop_islands_search_pending();
	if ( $ids && Shop_Islands_Search_Index::state()['version'] === Shop_Islands_Search_Index::VERSION ) {
		Shop_Islands_Search_Index::index_products( $ids );
	}
}

/**
 * A product (or a variation's parent) changed.
 *
 * @param int|WC_Product $product The product, its id, or a variation.
 */
function shop_islands_search_product_changed( $product ) {
	$id   = is_object( $product ) && method_exists( $product, 'get_id' ) ? $product->get_id() : (int) $product;
	$post = get_post( $id );
	if ( ! $post ) {
		shop_islands_search_pending( $id );
		return;
	}
	if ( 'product_variation' === $post->post_type ) {
		$id = (int) $post->post_parent;
	} elseif ( 'product' !== $post->post_type ) {
		return;
	}
	if ( $id ) {
		shop_islands_search_pending( $id );
	}
}
add_action( 'save_post_product', 'shop_islands_search_product_changed' );
add_action( 'save_post_product_variation', 'shop_islands_search_product_changed' );
add_action( 'woocommerce_new_product', 'shop_islands_search_product_changed' );
add_action( 'woocommerce_update_product', 'shop_islands_search_product_changed' );
add_action( 'woocommerce_update_product_variation', 'shop_islands_search_product_changed' );
add_action( 'woocommerce_product_set_stock_status', 'shop_islands_search_product_changed' );
add_action( 'woocommerce_variation_set_stock_status', 'shop_islands_search_product_changed' );
add_action( 'woocommerce_product_set_visibility', 'shop_islands_search_product_changed' );
add_action( 'deleted_post', 'shop_islands_search_product_changed' );
add_action( 'trashed_post', 'shop_islands_search_product_changed' );
add_action( 'untrashed_post', 'shop_islands_search_product_changed' );

/**
 * Tags and catalogue visibility are terms: a change of them outside a product save counts too.
 *
 * @param int    $object_id The product.
 * @param array  $terms     The terms.
 * @param array  $tt_ids    Their term_taxonomy ids.
 * @param string $taxonomy  The taxonomy.
 */
function shop_islands_search_terms_changed( $object_id, $terms, $tt_ids, $taxonomy ) {
	if ( in_array( $taxonomy, array( 'product_tag', 'product_visibility' ), true ) ) {
		shop_islands_search_product_changed( $object_id );
	}
}
add_action( 'set_object_terms', 'shop_islands_search_terms_changed', 10, 4 );

/**
 * A renamed tag renames the words of its products.
 *
 * @param int    $term_id  The term.
 * @param int    $tt_id    Its term_taxonomy id.
 * @param string $taxonomy Its taxonomy.
 */
function shop_islands_search_tag_edited( $term_id, $tt_id, $taxonomy ) {
	if ( 'product_tag' !== $taxonomy ) {
		return;
	}
	foreach ( (array) get_objects_in_term( $term_id, 'product_tag' ) as $id ) {
		shop_islands_search_pending( (int) $id );
	}
}
add_action( 'edited_term', 'shop_islands_search_tag_edited', 10, 3 );

/**
 * Whether this request may empty and rebuild the index now: an administrator's own page. Never an
 * admin-ajax request (admin_init runs for every visitor's, signed in or not) nor anyone else's.
 *
 * @return bool
 */
function shop_islands_search_may_rebuild_now() {
	return ! wp_doing_ajax() && ( current_user_can( 'manage_options' ) || current_user_can( 'manage_woocommerce' ) );
}

/**
 * When the theme is activated or the index's version changed: an administrator's request starts
 * the rebuild, any other asks WP-Cron to (once: the event is scheduled when none is).
 */
function shop_islands_search_maybe_rebuild() {
	if ( Shop_Islands_Search_Index::state()['version'] === Shop_Islands_Search_Index::VERSION ) {
		return;
	}
	if ( shop_islands_search_may_rebuild_now() && Shop_Islands_Search_Index::start_rebuild( true ) ) {
		return;
	}
	if ( ! wp_next_scheduled( Shop_Islands_Search_Index::START_EVENT ) ) {
		wp_schedule_single_event( time(), Shop_Islands_Search_Index::START_EVENT );
	}
}
add_action( 'after_switch_theme', 'shop_islands_search_maybe_rebuild' );
add_action( 'admin_init', 'shop_islands_search_maybe_rebuild' );

/**
 * WP-Cron's start of a rebuild, when the index's version is still not the current one.
 */
function shop_islands_search_scheduled_rebuild() {
	Shop_Islands_Search_Index::start_rebuild( true );
}
add_action( Shop_Islands_Search_Index::START_EVENT, 'shop_islands_search_scheduled_rebuild' );
add_action( Shop_Islands_Search_Index::REBUILD_EVENT, array( 'Shop_Islands_Search_Index', 'rebuild_batch' ) );
