<?php
/**
 * New passwords on the server: WooCommerce's `woocommerce_min_password_strength` (3 by default)
 * held at registration, reset and in the account details (and at the checkout when WooCommerce
 * is told to stop it there), scored as the password meter scores it in the browser
 * (inc/class-shop-islands-password-strength.php) with the same blacklist: the page's title and
 * address, the site's name and the form's values. A visitor without JavaScript, or one who gets
 * round the meter, cannot set a weaker password.
 *
 * @package shop-islands
 */

defined( 'ABSPATH' ) || exit;

/**
 * WooCommerce's meter settings (`wc_password_strength_meter_params`), for the config's `password`.
 *
 * @return array{min_strength: int, stop_checkout: bool}
 */
function shop_islands_password_rules() {
	return array(
		'min_strength'  => max( 0, min( 4, (int) apply_filters( 'woocommerce_min_password_strength', 3 ) ) ),
		'stop_checkout' => (bool) apply_filters( 'woocommerce_enforce_password_strength_meter_on_checkout', false ),
	);
}

/**
 * The scorer, with the dictionaries the package ships (built once a request).
 *
 * @return Shop_Islands_Password_Strength
 */
function shop_islands_password_scorer() {
	static $scorer = null;
	if ( null === $scorer ) {
		$scorer = Shop_Islands_Password_Strength::from_file( get_theme_file_path( 'data/password-dictionaries.json' ) );
	}
	return $scorer;
}

/**
 * The blacklist words of some texts, as the meter makes them (src/password/meter.ts,
 * `blacklistWords`): split on non-word characters, lower case, words of 4 characters or more,
 * each also without its diacritics.
 *
 * @param array<int, string|null> $texts Texts.
 * @return string[]
 */
function shop_islands_blacklist_words( array $texts ) {
	$words = array();
	foreach ( $texts as $text ) {
		if ( ! is_string( $text ) || '' === $text ) {
			continue;
		}
		if ( class_exists( 'Normalizer' ) ) {
			$normalized = Normalizer::normalize( $text, Normalizer::FORM_C );
			$text       = false === $normalized ? $text : $normalized;
		}
		$parts = preg_split( '/[^\p{L}\p{M}\p{N}\p{Pc}]+/u', mb_strtolower( $text, 'UTF-8' ) );
		foreach ( is_array( $parts ) ? $parts : array() as $raw ) {
			foreach ( array( $raw, shop_islands_strip_marks( $raw ) ) as $word ) {
				if ( mb_strlen( $word, 'UTF-8' ) >= 4 ) {
					$words[ $word ] = true;
				}
			}
		}
	}
	// Keys that look like numbers (`8080`) came back as integers.
	return array_map( 'strval', array_keys( $words ) );
}

/**
 * The values of a posted form that count as user inputs: every field but the password fields
 * and those holding tokens (nonces, WordPress's referer, reset keys), as the meter reads them.
 *
 * @param array<string, mixed> $fields          The posted fields (unslashed).
 * @param string[]             $password_fields The form's password fields.
 * @return string[]
 */
function shop_islands_password_field_values( array $fields, array $password_fields ) {
	$values = array();
	foreach ( $fields as $name => $value ) {
		if ( in_array( $name, $password_fields, true ) || 1 === preg_match( '/nonce|^_wp|^reset_key$|^key$/i', (string) $name ) ) {
			continue;
		}
		foreach ( is_array( $value ) ? $value : array( $value ) as $item ) {
			if ( is_string( $item ) ) {
				$values[] = $item;
			}
		}
	}
	return $values;
}

/**
 * Whether a new password is under the shop's minimum, scored with the blacklist of the page the
 * form is on (a WooCommerce page: the account page, or the checkout).
 *
 * @param string               $password        The new password.
 * @param array<string, mixed> $fields          The posted fields (unslashed).
 * @param string[]             $password_fields The form's password fields.
 * @param string               $page            WooCommerce's page: `myaccount` or `checkout`.
 * @return bool
 */
function shop_islands_password_too_weak( $password, array $fields, array $password_fields, $page = 'myaccount' ) {
	if ( '' === $password ) {
		return false;
	}
	$site    = wp_specialchars_decode( (string) get_bloginfo( 'name' ), ENT_QUOTES );
	$page_id = function_exists( 'wc_get_page_id' ) ? wc_get_page_id( $page ) : 0;
	$title   = $page_id > 0 ? wp_specialchars_decode( get_the_title( $page_id ), ENT_QUOTES ) . ' – ' . $site : $site;
	$request = isset( $_SERVER['REQUEST_URI'] ) ? wp_unslash( $_SERVER['REQUEST_URI'] ) : '/'; // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- compared, never printed.
	$address = (string) preg_replace( '/[?#].*$/s', '', home_url( $request ) );
	$inputs  = shop_islands_blacklist_words( array_merge( array( $title, $address, $site ), shop_islands_password_field_values( $fields, $password_fields ) ) );
	return shop_islands_password_scorer()->score( $password, $inputs ) < shop_islands_password_rules()['min_strength'];
}

/**
 * The message of a refusal, WooCommerce's meter's words.
 *
 * @return string
 */
function shop_islands_weak_password_message() {
	return __( 'Please enter a stronger password.', 'shop-islands' );
}

/**
 * The posted fields, unslashed.
 *
 * @return array<string, mixed>
 */
function shop_islands_posted_fields() {
	// phpcs:ignore WordPress.Security.NonceVerification.Missing -- WooCommerce verified the form's nonce before these hooks.
	return wp_unslash( $_POST );
}

/**
 * Registration (`woocommerce_registration_errors`), when the shopper chooses the password.
 *
 * @param WP_Error $errors   Errors so far.
 * @param string   $username The username.
 * @param string   $email    The e-mail.
 * @return WP_Error
 */
function shop_islands_check_registration_password( $errors, $username, $email ) {
	if ( 'yes' === get_option( 'woocommerce_registration_generate_password' ) || ! $errors instanceof WP_Error ) {
		return $errors;
	}
	$fields   = shop_islands_posted_fields();
	$password = isset( $fields['password'] ) && is_string( $fields['password'] ) ? $fields['password'] : '';
	$fields   = array_merge( $fields, array( 'username' => (string) $username, 'email' => (string) $email ) );
	if ( shop_islands_password_too_weak( $password, $fields, array( 'password' ) ) ) {
		$errors->add( 'shop_islands_weak_password', shop_islands_weak_password_message() );
	}
	return $errors;
}
add_filter( 'woocommerce_registration_errors', 'shop_islands_check_registration_password', 10, 3 );

/**
 * Reset (`validate_password_reset`), in WooCommerce's form (`password_1`); WordPress's own
 * reset page has its meter and its "confirm a weak password" choice.
 *
 * @param WP_Error         $errors Errors so far.
 * @param WP_User|WP_Error $user   The user.
 */
function shop_islands_check_reset_password( $errors, $user ) {
	$fields = shop_islands_posted_fields();
	if ( ! $errors instanceof WP_Error || ! isset( $fields['password_1'] ) || ! is_string( $fields['password_1'] ) ) {
		return;
	}
	if ( $user instanceof WP_User ) {
		$fields = array_merge( $fields, array( 'user_login' => $user->user_login, 'user_email' => $user->user_email, 'display_name' => $user->display_name ) );
	}
	if ( shop_islands_password_too_weak( $fields['password_1'], $fields, array( 'password_1', 'password_2' ) ) ) {
		$errors->add( 'shop_islands_weak_password', shop_islands_weak_password_message() );
	}
}
add_action( 'validate_password_reset', 'shop_islands_check_reset_password', 10, 2 );

/**
 * Account details (`woocommerce_save_account_details_errors`), when a new password is given.
 *
 * @param WP_Error        $errors Errors so far.
 * @param WP_User|object  $user   The user being saved.
 */
function shop_islands_check_account_password( $errors, $user ) {
	$fields = shop_islands_posted_fields();
	if ( ! $errors instanceof WP_Error || empty( $fields['password_1'] ) || ! is_string( $fields['password_1'] ) ) {
		return;
	}
	$current = wp_get_current_user();
	$fields  = array_merge( $fields, array( 'user_login' => $current->user_login ) );
	if ( shop_islands_password_too_weak( $fields['password_1'], $fields, array( 'password_current', 'password_1', 'password_2' ) ) ) {
		$errors->add( 'shop_islands_weak_password', shop_islands_weak_password_message() );
	}
}
add_action( 'woocommerce_save_account_details_errors', 'shop_islands_check_account_password', 10, 2 );

/**
 * The checkout's new account, only when WooCommerce is told to hold the checkout for it.
 *
 * @param array<string, mixed> $data   The checkout's data.
 * @param WP_Error             $errors Errors so far.
 */
function shop_islands_check_checkout_password( $data, $errors ) {
	if ( ! shop_islands_password_rules()['stop_checkout'] || ! $errors instanceof WP_Error || empty( $data['createaccount'] ) || 'yes' === get_option( 'woocommerce_registration_generate_password' ) ) {
		return;
	}
	$fields   = shop_islands_posted_fields();
	$password = isset( $fields['account_password'] ) && is_string( $fields['account_password'] ) ? $fields['account_password'] : '';
	if ( shop_islands_password_too_weak( $password, $fields, array( 'account_password' ), 'checkout' ) ) {
		$errors->add( 'shop_islands_weak_password', shop_islands_weak_password_message() );
	}
}
add_action( 'woocommerce_after_checkout_validation', 'shop_islands_check_checkout_password', 10, 2 );
