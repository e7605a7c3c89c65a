<?php
/**
 * A single post's content.
 *
 * @package shop-islands
 */

defined( 'ABSPATH' ) || exit;
?>
<article id="post-<?php the_ID(); ?>" <?php post_class(); ?>>
	<header class="entry-header">
		<?php the_title( '<h1 class="entry-title">', '</h1>' ); ?>
		<?php shop_islands_posted_on(); ?>
	</header>
	<?php if ( has_post_thumbnail() ) : ?>
		<div class="post-thumbnail"><?php the_post_thumbnail( 'large' ); ?></div>
	<?php endif; ?>
	<div class="entry-content">
		<?php
		the_content();
		wp_link_pages();
		?>
	</div>
	<footer class="entry-footer">
		<?php the_tags( '<p class="tags-links">', ', ', '</p>' ); ?>
	</footer>
</article>
