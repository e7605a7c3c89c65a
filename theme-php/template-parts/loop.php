<?php
/**
 * A list of posts with pagination, or a message when there are none.
 *
 * @package shop-islands
 */

defined( 'ABSPATH' ) || exit;

if ( have_posts() ) :
	while ( have_posts() ) :
		the_post();
		get_template_part( 'template-parts/content', get_post_type() );
	endwhile;
	the_posts_pagination();
else :
	?>
	<p class="no-results"><?php esc_html_e( 'Nothing found.', 'shop-islands' ); ?></p>
	<?php
	get_search_form();
endif;
