<?php
/**
 * The pieces of the templates: header classes, logo, search form, menus, account link, post meta.
 *
 * @package shop-islands
 */

defined( 'ABSPATH' ) || exit;

/**
 * The header's classes: Flatsome's `has-sticky` (the sticky-header island's selector) and
 * `sticky-hide-on-scroll` after the customizer's sticky-header option.
 *
 * @return string
 */
function shop_islands_header_classes() {
	$classes = array( 'header' );
	$sticky  = shop_islands_option( 'sticky_header' );
	if ( 'off' !== $sticky ) {
		$classes[] = 'has-sticky';
	}
	if ( 'hide-on-scroll' === $sticky ) {
		$classes[] = 'sticky-hide-on-scroll';
	}
	return implode( ' ', $classes );
}

/**
 * The logo: the custom logo, or the site's name and tagline.
 */
function shop_islands_logo() {
	if ( has_custom_logo() ) {
		the_custom_logo();
		return;
	}
	?>
	<a href="<?php echo esc_url( home_url( '/' ) ); ?>" class="logo" rel="home">
		<span class="logo-name"><?php bloginfo( 'name' ); ?></span>
		<?php if ( get_bloginfo( 'description' ) ) : ?>
			<span class="logo-tagline"><?php bloginfo( 'description' ); ?></span>
		<?php endif; ?>
	</a>
	<?php
}

/**
 * The product search form, in Flatsome's markup: a category select (`product_cat`), the field,
 * the button and, with live search on, the `.live-search-results` box the ajax-search island
 * fills. Live search off, or no WooCommerce: the form is WordPress's `search-form`, which no
 * island takes.
 *
 * @param string $id A unique id for the field.
 */
function shop_islands_search_form( $id ) {
	$live    = shop_islands_option( 'live_search' );
	$has_wc  = shop_islands_has_woocommerce();
	$current = get_search_query();
	// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a search form's own value.
	$category = isset( $_GET['product_cat'] ) && is_string( $_GET['product_cat'] ) ? sanitize_title( wp_unslash( $_GET['product_cat'] ) ) : '';
	// The live search suggests products: without WooCommerce the form stays WordPress's.
	$form_class = $live && $has_wc ? 'searchform' : 'search-form';
	?>
	<div class="searchform-wrapper ux-search-box relative">
		<form role="search" method="get" class="<?php echo esc_attr( $form_class ); ?>" action="<?php echo esc_url( home_url( '/' ) ); ?>">
			<div class="flex-row relative">
				<?php
				if ( $has_wc ) :
					$categories = get_terms(
						array(
							'taxonomy'   => 'product_cat',
							'hide_empty' => true,
							'parent'     => 0,
						)
					);
					if ( is_array( $categories ) && $categories ) :
						?>
					<div class="flex-col search-form-categories">
						<label class="screen-reader-text" for="<?php echo esc_attr( $id . '-category' ); ?>"><?php esc_html_e( 'Search in category', 'shop-islands' ); ?></label>
						<select id="<?php echo esc_attr( $id . '-category' ); ?>" class="search_categories resize-select mb-0" name="product_cat">
							<option value=""><?php esc_html_e( 'All', 'shop-islands' ); ?></option>
							<?php foreach ( $categories as $term ) : ?>
								<option value="<?php echo esc_attr( $term->slug ); ?>" <?php selected( $category, $term->slug ); ?>><?php echo esc_html( $term->name ); ?></option>
							<?php endforeach; ?>
						</select>
					</div>
						<?php
					endif;
				endif;
				?>
				<div class="flex-col flex-grow">
					<label class="screen-reader-text" for="<?php echo esc_attr( $id ); ?>"><?php esc_html_e( 'Search for:', 'shop-islands' ); ?></label>
					<input type="search" id="<?php echo esc_attr( $id ); ?>" class="search-field mb-0" name="s" value="<?php echo esc_attr( $current ); ?>" placeholder="<?php echo esc_attr( $has_wc ? __( 'Search products…', 'shop-islands' ) : __( 'Search…', 'shop-islands' ) ); ?>">
					<?php if ( $has_wc ) : ?>
						<input type="hidden" name="post_type" value="product">
					<?php endif; ?>
				</div>
				<div class="flex-col">
					<button type="submit" class="ux-search-submit submit-button secondary button icon mb-0"><?php esc_html_e( 'Search', 'shop-islands' ); ?></button>
				</div>
			</div>
			<?php if ( $live && $has_wc ) : ?>
				<div class="live-search-results text-left z-top"></div>
			<?php endif; ?>
		</form>
	</div>
	<?php
}

/**
 * The main menu, or the pages when no menu is assigned.
 *
 * @param string $class The list's class.
 */
function shop_islands_main_menu( $class ) {
	if ( has_nav_menu( 'primary' ) ) {
		wp_nav_menu(
			array(
				'theme_location' => 'primary',
				'container'      => false,
				'menu_class'     => $class,
				'depth'          => 2,
				'fallback_cb'    => false,
			)
		);
		return;
	}
	echo '<ul class="' . esc_attr( $class ) . '">';
	echo '<li class="menu-item"><a href="' . esc_url( home_url( '/' ) ) . '" class="nav-top-link">' . esc_html__( 'Home', 'shop-islands' ) . '</a></li>';
	if ( shop_islands_has_woocommerce() && wc_get_page_id( 'shop' ) > 0 ) {
		echo '<li class="menu-item"><a href="' . esc_url( wc_get_page_permalink( 'shop' ) ) . '" class="nav-top-link">' . esc_html__( 'Shop', 'shop-islands' ) . '</a></li>';
	}
	$excluded = shop_islands_has_woocommerce() ? array_filter( array( wc_get_page_id( 'shop' ), wc_get_page_id( 'cart' ), wc_get_page_id( 'checkout' ), wc_get_page_id( 'myaccount' ) ) ) : array();
	$pages    = get_pages(
		array(
			'parent'      => 0,
			'sort_column' => 'menu_order,post_title',
			'number'      => 6,
			'exclude'     => $excluded,
		)
	);
	foreach ( $pages as $page ) {
		if ( (int) get_option( 'page_on_front' ) === (int) $page->ID ) {
			continue;
		}
		echo '<li class="menu-item"><a href="' . esc_url( get_permalink( $page ) ) . '" class="nav-top-link">' . esc_html( get_the_title( $page ) ) . '</a></li>';
	}
	echo '</ul>';
}

/**
 * The account link: WooCommerce's account page, or WordPress's login.
 */
function shop_islands_account_link() {
	$url   = shop_islands_has_woocommerce() ? wc_get_page_permalink( 'myaccount' ) : ( is_user_logged_in() ? admin_url( 'profile.php' ) : wp_login_url() );
	$label = is_user_logged_in() ? __( 'My account', 'shop-islands' ) : __( 'Login / Register', 'shop-islands' );
	echo '<li class="account-item"><a href="' . esc_url( $url ) . '" class="account-link">' . esc_html( $label ) . '</a></li>';
}

/**
 * A post's date and author.
 */
function shop_islands_posted_on() {
	printf(
		'<p class="entry-meta"><time class="entry-date" datetime="%1$s">%2$s</time> <span class="byline">%3$s</span></p>',
		esc_attr( get_the_date( DATE_W3C ) ),
		esc_html( get_the_date() ),
		/* translators: %s: the post's author. */
		esc_html( sprintf( __( 'by %s', 'shop-islands' ), get_the_author() ) )
	);
}
