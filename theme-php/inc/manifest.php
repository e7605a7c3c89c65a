<?php
/**
 * The build's manifest, `dist/manifest.json` (copied into the theme when it is packaged):
 * `{"entries": {"<name>": {"file": "x-HASH.js", "imports": ["chunk-HASH.js"], "css": ["x-HASH.css"]}}}`.
 *
 * @package shop-islands
 */

defined( 'ABSPATH' ) || exit;

/**
 * The manifest's entries, read once per request; an empty array when the file is missing or
 * broken (the pages still work, without islands).
 *
 * @param string|null $path Another manifest file, for tests.
 * @return array<string, array{file: string, imports: string[], css: string[]}>
 */
function shop_islands_manifest( $path = null ) {
	static $cache = array();
	$path = null === $path ? (string) apply_filters( 'shop_islands_manifest_path', get_theme_file_path( 'dist/manifest.json' ) ) : $path;
	if ( isset( $cache[ $path ] ) ) {
		return $cache[ $path ];
	}
	$entries = array();
	// A missing manifest is a packaging mistake the admin notice reports; reading it must not warn.
	$json = is_readable( $path ) ? file_get_contents( $path ) : false; // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents
	$data = false === $json ? null : json_decode( $json, true );
	if ( is_array( $data ) && isset( $data['entries'] ) && is_array( $data['entries'] ) ) {
		foreach ( $data['entries'] as $name => $entry ) {
			if ( ! is_array( $entry ) || ! isset( $entry['file'] ) || ! shop_islands_is_asset_path( $entry['file'] ) ) {
				continue;
			}
			$entries[ $name ] = array(
				'file'    => $entry['file'],
				'imports' => array_values( array_filter( isset( $entry['imports'] ) && is_array( $entry['imports'] ) ? $entry['imports'] : array(), 'shop_islands_is_asset_path' ) ),
				'css'     => array_values( array_filter( isset( $entry['css'] ) && is_array( $entry['css'] ) ? $entry['css'] : array(), 'shop_islands_is_asset_path' ) ),
			);
		}
	}
	$cache[ $path ] = $entries;
	return $entries;
}

/**
 * Whether a manifest path names a file under dist/: relative, no `..`, no scheme.
 *
 * @param mixed $file A path from the manifest.
 * @return bool
 */
function shop_islands_is_asset_path( $file ) {
	return is_string( $file ) && 1 === preg_match( '#^[A-Za-z0-9_][A-Za-z0-9_./-]*\.(?:js|css|map)$#', $file ) && false === strpos( $file, '..' );
}

/**
 * The public URL of a built file.
 *
 * @param string $file A path relative to dist/.
 * @return string
 */
function shop_islands_asset_url( $file ) {
	return get_theme_file_uri( 'dist/' . $file );
}
