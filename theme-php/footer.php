<?php
/**
 * The footer: widget columns, the footer menu and the copyright line.
 *
 * @package shop-islands
 */

defined( 'ABSPATH' ) || exit;
?>
	<footer id="footer" class="footer-wrapper">
		<?php if ( is_active_sidebar( 'footer-1' ) ) : ?>
			<div class="container footer-widgets">
				<?php dynamic_sidebar( 'footer-1' ); ?>
			</div>
		<?php endif; ?>
		<div class="absolute-footer">
			<div class="container">
				<?php
				if ( has_nav_menu( 'footer' ) ) {
					wp_nav_menu(
						array(
							'theme_location' => 'footer',
							'container'      => 'nav',
							'container_aria_label' => __( 'Footer menu', 'shop-islands' ),
							'menu_class'     => 'footer-links',
							'depth'          => 1,
						)
					);
				}
				?>
				<p>
					<?php
					/* translators: 1: the year, 2: the site's name. */
					echo esc_html( sprintf( __( '© %1$s %2$s', 'shop-islands' ), wp_date( 'Y' ), get_bloginfo( 'name' ) ) );
					?>
				</p>
			</div>
		</div>
	</footer>
</div>
<?php wp_footer(); ?>
</body>
</html>
