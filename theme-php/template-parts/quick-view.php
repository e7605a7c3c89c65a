<?php
/**
 * A product's quick view (the HTML `flatsome_quickview` answers): Flatsome's lightbox layout with
 * WooCommerce's gallery and summary, and a link to the product's page. The quick-view island
 * puts it in its dialog; the islands inside (gallery, variations, add to cart) hydrate there.
 *
 * @package shop-islands
 */

defined( 'ABSPATH' ) || exit;

global $product;
?>
<div class="product-quick-view-container">
	<div id="product-<?php echo (int) $product->get_id(); ?>" <?php wc_product_class( array( 'row', 'row-collapse', 'mb-0' ), $product ); ?>>
		<div class="product-gallery large-6 col">
			<?php
			woocommerce_show_product_sale_flash();
			woocommerce_show_product_images();
			?>
		</div>
		<div class="product-info summary large-6 col entry-summary">
			<div class="product-lightbox-inner">
				<?php do_action( 'shop_islands_quick_view_summary' ); ?>
				<a class="button is-outline product-quick-view-details" href="<?php echo esc_url( $product->get_permalink() ); ?>"><?php esc_html_e( 'View details', 'shop-islands' ); ?></a>
			</div>
		</div>
	</div>
</div>
