<?php
/**
 * The sidebar, when it has widgets.
 *
 * @package shop-islands
 */

defined( 'ABSPATH' ) || exit;

if ( ! is_active_sidebar( 'sidebar-1' ) ) {
	return;
}
?>
<aside id="secondary" class="widget-area" aria-label="<?php esc_attr_e( 'Sidebar', 'shop-islands' ); ?>">
	<?php dynamic_sidebar( 'sidebar-1' ); ?>
</aside>
