<?php
/**
 * The front page: its own content (a static front page) or the latest posts, then the product
 * sliders.
 *
 * @package shop-islands
 */

defined( 'ABSPATH' ) || exit;

get_header();
?>
<main id="main" class="site-main">
	<div class="container page-container home">
		<?php
		if ( is_home() ) {
			get_template_part( 'template-parts/loop' );
		} else {
			while ( have_posts() ) {
				the_post();
				echo '<div class="entry-content">';
				the_content();
				echo '</div>';
			}
		}
		shop_islands_front_page_sliders();
		?>
	</div>
</main>
<?php
get_footer();
