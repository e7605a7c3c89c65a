<?php
/**
 * The header: skip link, store notice, and Flatsome's header structure (the sticky wrapper, logo,
 * search, account, cart with its mini-cart, menu).
 *
 * @package shop-islands
 */

defined( 'ABSPATH' ) || exit;
?><!doctype html>
<html <?php language_attributes(); ?>>
<head>
	<meta charset="<?php bloginfo( 'charset' ); ?>">
	<meta name="viewport" content="width=device-width, initial-scale=1">
	<?php wp_head(); ?>
</head>
<body <?php body_class(); ?>>
<?php wp_body_open(); ?>
<a class="skip-link screen-reader-text" href="#main"><?php esc_html_e( 'Skip to content', 'shop-islands' ); ?></a>
<div id="wrapper">
	<?php
	// The header goes out whole: a browser that painted the part that had arrived (its search field
	// filling the row) would move it when the account and cart links came, a moment later.
	ob_start();
	?>
	<header id="header" class="<?php echo esc_attr( shop_islands_header_classes() ); ?>">
		<div class="header-wrapper">
			<div class="header-main">
				<div class="container">
					<details class="mobile-nav">
						<summary class="mobile-nav-toggle">
							<span class="hamburger" aria-hidden="true"></span>
							<span><?php esc_html_e( 'Menu', 'shop-islands' ); ?></span>
						</summary>
						<nav class="mobile-nav-panel" aria-label="<?php esc_attr_e( 'Main menu', 'shop-islands' ); ?>">
							<?php shop_islands_search_form( 'search-mobile' ); ?>
							<?php shop_islands_main_menu( 'nav header-nav-main' ); ?>
						</nav>
					</details>
					<?php shop_islands_logo(); ?>
					<div class="header-search">
						<?php shop_islands_search_form( 'search-header' ); ?>
					</div>
					<ul class="header-nav header-nav-icons">
						<?php shop_islands_account_link(); ?>
						<?php shop_islands_header_cart(); ?>
					</ul>
				</div>
			</div>
			<nav class="header-bottom" aria-label="<?php esc_attr_e( 'Main menu', 'shop-islands' ); ?>">
				<div class="container">
					<?php shop_islands_main_menu( 'nav header-nav-main' ); ?>
				</div>
			</nav>
		</div>
	</header>
	<?php ob_end_flush(); ?>
