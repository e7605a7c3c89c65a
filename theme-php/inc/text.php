<?php
/**
 * Text folding, as the islands fold text (src/text/fold.ts): the search index and the password
 * check compare words without their diacritics, and must agree with the browser on every
 * Vietnamese letter, however it was typed.
 *
 * @package ShopIslands
 */

defined( 'ABSPATH' ) || exit;

/**
 * Text without its diacritics, case kept (`Đặng Nguyễn` → `Dang Nguyen`). WordPress's
 * `remove_accents` maps composed letters (ệ, đ) but leaves combining marks as they are, and some
 * keyboards type Vietnamese decomposed (e + circumflex + dot below): the marks left are removed.
 *
 * @param string $text Any text.
 * @return string
 */
function shop_islands_strip_marks( $text ) {
	return (string) preg_replace( '/\p{M}+/u', '', remove_accents( (string) $text, 'en_US' ) );
}
