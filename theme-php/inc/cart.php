<?php
/**
 * The header's cart (count, subtotal, mini-cart, and the cart as JSON for the islands) and the
 * fragments WooCommerce's cart answers carry, in exactly the demo store's shapes
 * (src/cart/contents.ts: `CART_FRAGMENTS`, `CartData`).
 *
 * @package shop-islands
 */

defined( 'ABSPATH' ) || exit;

/** Selectors of the fragments the theme adds (the mini-cart's is WooCommerce's own). */
const SHOP_ISLANDS_FRAGMENT_COUNT = '.header .cart-icon';
const SHOP_ISLANDS_FRAGMENT_PRICE = '.cart-price';
const SHOP_ISLANDS_FRAGMENT_DATA  = 'script#shop-islands-cart';

/**
 * The header's item count, as Flatsome prints it: the number for the eye, and words for screen
 * readers that change with it.
 *
 * @param int $count Items in the cart.
 * @return string
 */
function shop_islands_cart_count_html( $count ) {
	$count = (int) $count;
	/* translators: %d: the number of items in the cart. */
	$words = sprintf( _n( '%d item in cart', '%d items in cart', $count, 'shop-islands' ), $count );
	return '<span class="cart-icon image-icon"><strong class="cart-count" aria-hidden="true">' . $count . '</strong><span class="screen-reader-text">' . esc_html( $words ) . '</span></span>';
}

/**
 * The header's subtotal, as Flatsome prints it.
 *
 * @param string $subtotal_html The subtotal as `wc_price()` markup (WooCommerce's own, printed as it is).
 * @return string
 */
function shop_islands_cart_price_html( $subtotal_html ) {
	return '<span class="cart-price">' . $subtotal_html . '</span>';
}

/**
 * `<script type="application/json" id="shop-islands-cart">`: the cart for the islands.
 *
 * @param array<string, mixed> $data CartData.
 * @return string
 */
function shop_islands_cart_data_script( array $data ) {
	return '<script type="application/json" id="shop-islands-cart">' . shop_islands_json_for_script( $data ) . '</script>';
}

/**
 * Text from WooCommerce's names and labels, which may hold entities or tags.
 *
 * @param string $text Stored text.
 * @return string
 */
function shop_islands_plain_text( $text ) {
	return trim( wp_strip_all_tags( html_entity_decode( (string) $text, ENT_QUOTES | ENT_HTML5, 'UTF-8' ) ) );
}

/**
 * A cart line's chosen attributes, labelled as WooCommerce labels them in the cart.
 *
 * @param array<string, mixed> $item    A cart item.
 * @param WC_Product           $product Its product (a variation).
 * @return array<int, array{label: string, value: string}>
 */
function shop_islands_cart_item_attributes( array $item, $product ) {
	$attributes = array();
	$variation  = isset( $item['variation'] ) && is_array( $item['variation'] ) ? $item['variation'] : array();
	foreach ( $variation as $name => $value ) {
		$taxonomy = wc_attribute_taxonomy_name( str_replace( 'attribute_pa_', '', urldecode( $name ) ) );
		if ( taxonomy_exists( $taxonomy ) ) {
			$term  = get_term_by( 'slug', $value, $taxonomy );
			$value = $term && ! is_wp_error( $term ) ? $term->name : $value;
			$label = wc_attribute_label( $taxonomy );
		} else {
			$value = apply_filters( 'woocommerce_variation_option_name', $value, null, $taxonomy, $product );
			$label = wc_attribute_label( str_replace( 'attribute_', '', $name ), $product );
		}
		if ( '' === (string) $value ) {
			continue;
		}
		$attributes[] = array(
			'label' => shop_islands_plain_text( $label ),
			'value' => shop_islands_plain_text( $value ),
		);
	}
	return $attributes;
}

/**
 * The cart as CartData (src/cart/contents.ts): every line, the count, the subtotal and the hash.
 * An empty cart where WooCommerce or its cart is not there.
 *
 * @return array<string, mixed>
 */
function shop_islands_cart_data() {
	$empty = array(
		'items'         => array(),
		'count'         => 0,
		'subtotal'      => 0,
		'subtotal_html' => function_exists( 'wc_price' ) ? wc_price( 0 ) : '',
		'cart_hash'     => '',
	);
	if ( ! shop_islands_has_woocommerce() || ! WC()->cart ) {
		return $empty;
	}
	$cart        = WC()->cart;
	$include_tax = $cart->display_prices_including_tax();
	$items       = array();
	foreach ( $cart->get_cart() as $key => $item ) {
		$product = isset( $item['data'] ) ? $item['data'] : null;
		if ( ! $product instanceof WC_Product || ! $product->exists() || $item['quantity'] <= 0 ) {
			continue;
		}
		$max      = $product->get_max_purchase_quantity();
		$image    = $product->get_image_id() ? wp_get_attachment_image_url( $product->get_image_id(), 'woocommerce_thumbnail' ) : false;
		$price    = $include_tax ? wc_get_price_including_tax( $product ) : wc_get_price_excluding_tax( $product );
		$items[]  = array(
			'key'           => (string) $key,
			'product_id'    => (int) $item['product_id'],
			'variation_id'  => (int) $item['variation_id'],
			'sku'           => (string) $product->get_sku(),
			'name'          => shop_islands_plain_text( $product->get_name() ),
			'attributes'    => shop_islands_cart_item_attributes( $item, $product ),
			'quantity'      => (int) $item['quantity'],
			'max_quantity'  => $max < 0 ? null : (int) $max,
			'price'         => (float) $price,
			'price_html'    => $cart->get_product_price( $product ),
			'subtotal_html' => $cart->get_product_subtotal( $product, $item['quantity'] ),
			'thumbnail'     => $image ? $image : wc_placeholder_img_src( 'woocommerce_thumbnail' ),
			'permalink'     => $product->is_visible() ? (string) $product->get_permalink( $item ) : '',
			// wp_nonce_url() escapes `&` for HTML; the JSON carries the URL itself.
			'remove_url'    => html_entity_decode( wc_get_cart_remove_url( $key ), ENT_QUOTES, 'UTF-8' ),
		);
	}
	$subtotal = (float) $cart->get_subtotal() + ( $include_tax ? (float) $cart->get_subtotal_tax() : 0 );
	return array(
		'items'         => $items,
		'count'         => (int) $cart->get_cart_contents_count(),
		'subtotal'      => $subtotal,
		'subtotal_html' => $cart->get_cart_subtotal(),
		'cart_hash'     => (string) $cart->get_cart_hash(),
	);
}

/**
 * Adds the theme's fragments to WooCommerce's: the header count and price, and the cart as JSON.
 *
 * @param array<string, string> $fragments WooCommerce's fragments (the mini-cart's among them).
 * @param array<string, mixed>  $data      CartData of the cart after the change.
 * @return array<string, string>
 */
function shop_islands_add_cart_fragments( array $fragments, array $data ) {
	$fragments[ SHOP_ISLANDS_FRAGMENT_COUNT ] = shop_islands_cart_count_html( $data['count'] );
	$fragments[ SHOP_ISLANDS_FRAGMENT_PRICE ] = shop_islands_cart_price_html( $data['subtotal_html'] );
	$fragments[ SHOP_ISLANDS_FRAGMENT_DATA ]  = shop_islands_cart_data_script( $data );
	return $fragments;
}

/**
 * The `woocommerce_add_to_cart_fragments` filter.
 *
 * @param mixed $fragments WooCommerce's fragments.
 * @return array<string, string>
 */
function shop_islands_cart_fragments( $fragments ) {
	return shop_islands_add_cart_fragments( is_array( $fragments ) ? $fragments : array(), shop_islands_cart_data() );
}
add_filter( 'woocommerce_add_to_cart_fragments', 'shop_islands_cart_fragments' );

/**
 * The header's cart: link with subtotal and count, the mini-cart (WooCommerce's widget markup,
 * a dropdown or, with the off-canvas style, the island's drawer), and the cart as JSON.
 */
function shop_islands_header_cart() {
	if ( ! shop_islands_has_woocommerce() ) {
		return;
	}
	$data = shop_islands_cart_data();
	?>
	<li class="cart-item has-dropdown">
		<a href="<?php echo esc_url( wc_get_cart_url() ); ?>" class="header-cart-link">
			<span class="header-cart-title"><?php esc_html_e( 'Cart', 'shop-islands' ); ?> <?php echo shop_islands_cart_price_html( $data['subtotal_html'] ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped ?></span>
			<?php echo shop_islands_cart_count_html( $data['count'] ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped ?>
		</a>
		<div class="nav-dropdown">
			<div class="widget woocommerce widget_shopping_cart">
				<div class="widget_shopping_cart_content"><?php woocommerce_mini_cart(); ?></div>
			</div>
		</div>
		<?php echo shop_islands_cart_data_script( $data ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped ?>
	</li>
	<?php
}
