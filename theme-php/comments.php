<?php
/**
 * Comments and the comment form.
 *
 * @package shop-islands
 */

defined( 'ABSPATH' ) || exit;

if ( post_password_required() ) {
	return;
}
?>
<section id="comments" class="comments-area">
	<?php if ( have_comments() ) : ?>
		<h2 class="comments-title">
			<?php
			$shop_islands_count = (int) get_comments_number();
			/* translators: %d: the number of comments. */
			echo esc_html( sprintf( _n( '%d comment', '%d comments', $shop_islands_count, 'shop-islands' ), $shop_islands_count ) );
			?>
		</h2>
		<ol class="comment-list">
			<?php
			wp_list_comments(
				array(
					'style'      => 'ol',
					'short_ping' => true,
				)
			);
			?>
		</ol>
		<?php the_comments_navigation(); ?>
	<?php endif; ?>
	<?php comment_form(); ?>
</section>
