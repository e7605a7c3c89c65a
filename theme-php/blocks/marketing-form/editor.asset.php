<?php
/**
 * The block editor script's dependencies (WordPress's globals; the script needs no build).
 *
 * @package shop-islands
 */

return array(
	'dependencies' => array( 'wp-blocks', 'wp-element', 'wp-block-editor', 'wp-components', 'wp-server-side-render', 'wp-i18n' ),
	'version'      => '0.1.0',
);
