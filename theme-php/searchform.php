<?php
/**
 * WordPress's search form (widgets, the 404 page): a plain form no island takes.
 *
 * @package shop-islands
 */

defined( 'ABSPATH' ) || exit;

$shop_islands_field_id = wp_unique_id( 'search-form-' );
?>
<form role="search" method="get" class="search-form" action="<?php echo esc_url( home_url( '/' ) ); ?>">
	<label class="screen-reader-text" for="<?php echo esc_attr( $shop_islands_field_id ); ?>"><?php esc_html_e( 'Search for:', 'shop-islands' ); ?></label>
	<input type="search" id="<?php echo esc_attr( $shop_islands_field_id ); ?>" class="search-field" name="s" value="<?php echo esc_attr( get_search_query() ); ?>">
	<button type="submit" class="button"><?php esc_html_e( 'Search', 'shop-islands' ); ?></button>
</form>
