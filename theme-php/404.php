<?php
/**
 * Not found.
 *
 * @package shop-islands
 */

defined( 'ABSPATH' ) || exit;

get_header();
?>
<main id="main" class="site-main">
	<div class="container page-container error-404 not-found">
		<h1 class="page-title"><?php esc_html_e( 'Page not found', 'shop-islands' ); ?></h1>
		<p><?php esc_html_e( 'Nothing was found at this address. Try a search:', 'shop-islands' ); ?></p>
		<?php get_search_form(); ?>
	</div>
</main>
<?php
get_footer();
