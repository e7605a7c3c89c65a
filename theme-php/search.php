<?php
/**
 * Search results (products have WooCommerce's own results page).
 *
 * @package shop-islands
 */

defined( 'ABSPATH' ) || exit;

get_header();
?>
<main id="main" class="site-main">
	<div class="container page-container">
		<header class="page-header">
			<h1 class="page-title">
				<?php
				/* translators: %s: the search terms. */
				echo esc_html( sprintf( __( 'Search results for “%s”', 'shop-islands' ), get_search_query( false ) ) );
				?>
			</h1>
		</header>
		<?php get_template_part( 'template-parts/loop' ); ?>
	</div>
</main>
<?php
get_footer();
