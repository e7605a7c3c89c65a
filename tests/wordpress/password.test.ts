import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { describe, expect, it } from 'vitest';
import { blacklistWords } from '../../src/password/meter';
import { phpJson, phpValue, skipped } from './context';
import { expectCleanDebugLog } from './debug-log';
import { passwordCorpus } from './password-corpus';

/** The browser's meter: the same zxcvbn-ts and dictionaries (src/password/strength.ts). */
const zxcvbn = new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });

describe.skipIf(skipped)('the server-side password check', () => {
  expectCleanDebugLog();

  it('scores as the browser’s meter does: the same score for at least 99% of a corpus of chosen passwords', async () => {
    const corpus = passwordCorpus(400);
    const scores = await phpJson<number[]>(`
$scorer = shop_islands_password_scorer();
echo wp_json_encode( array_map( function ( $c ) use ( $scorer ) { return $scorer->score( $c[0], $c[1] ); }, ${phpValue(corpus)} ) );`);
    const differences = corpus
      .map(([password, inputs], i) => ({ password, browser: zxcvbn.check(password.normalize('NFC'), inputs).score, server: scores[i] }))
      .filter((d) => d.browser !== d.server);
    expect(differences.length, JSON.stringify(differences)).toBeLessThanOrEqual(4);
    // The two ends agree exactly: what the meter calls very weak or strong, the server does too.
    expect(differences.filter((d) => d.browser === 0 || d.browser === 4 || d.server === 0 || d.server === 4)).toEqual([]);
  });

  it('takes the blacklist words as the meter takes them, Vietnamese words also without their diacritics', async () => {
    const texts = ['Nguyễn Văn Hùng', 'Tài khoản – Giao Vận Sài Gòn', 'http://127.0.0.1:8080/tai-khoan/', 'an.nguyen@congty.vn', 'ĐẶNG Thị Thảo', 'ab cd'];
    const words = await phpJson<string[]>(`echo wp_json_encode( shop_islands_blacklist_words( ${phpValue(texts)} ) );`);
    expect([...words].sort()).toEqual(blacklistWords(texts).sort());
  });

  /** Runs a hook with posted fields, as WooCommerce's form handler does, and returns the error codes. */
  const hook = (code: string, post: Record<string, string>, setup = '') =>
    phpJson<string[]>(`
$_POST = wp_slash( ${phpValue(post)} );
$errors = new WP_Error();
${setup}
${code}
echo wp_json_encode( $errors->get_error_codes() );`);
  const register = `$errors = apply_filters( 'woocommerce_registration_errors', $errors, 'nguyenvanhung', 'hung.nguyen@congty.vn' );`;
  const reset = `$user = get_user_by( 'login', 'quantri' ); do_action( 'validate_password_reset', $errors, $user );`;
  const account = `$user = (object) array( 'ID' => 1 ); do_action_ref_array( 'woocommerce_save_account_details_errors', array( &$errors, &$user ) );`;
  const checkout = `do_action( 'woocommerce_after_checkout_validation', array( 'createaccount' => 1 ), $errors );`;
  const WEAK = 'shop_islands_weak_password';

  it('refuses a weak password at registration, reset and in the account details, and lets a strong one through', async () => {
    expect(await hook(register, { email: 'hung.nguyen@congty.vn', password: 'nguyenvanhung1990' })).toEqual([WEAK]);
    expect(await hook(register, { email: 'hung.nguyen@congty.vn', password: 'Thùng-carton giá rẻ 47 kiện' })).toEqual([]);
    // The blacklist: 'nguyenvanhung' alone scores 4 in zxcvbn, but it is this shopper's username.
    expect(await hook(register, { email: 'hung.nguyen@congty.vn', password: 'nguyenvanhung' })).toEqual([WEAK]);
    expect(await hook(reset, { password_1: 'quantri2024', password_2: 'quantri2024', reset_key: 'x', reset_login: 'quantri' })).toEqual([WEAK]);
    expect(await hook(reset, { password_1: 'Kiện hàng 47 đi Đà Lạt!', password_2: 'Kiện hàng 47 đi Đà Lạt!' })).toEqual([]);
    expect(await hook(account, { account_email: 'a@b.vn', password_current: 'x', password_1: 'password123', password_2: 'password123' })).toEqual([WEAK]);
    expect(await hook(account, { account_email: 'a@b.vn', password_current: '', password_1: '', password_2: '' })).toEqual([]);
  });

  it('leaves alone what is not its to check: a generated password, WordPress’s own reset page, the checkout unless told', async () => {
    expect(await hook(register, { email: 'a@b.vn', password: '123' }, `update_option( 'woocommerce_registration_generate_password', 'yes' );`)).toEqual([]);
    await phpJson(`delete_option( 'woocommerce_registration_generate_password' ); echo '1';`);
    // wp-login.php's form has its own meter and asks to confirm a weak password.
    expect(await hook(reset, { pass1: '123', pass2: '123' })).toEqual([]);
    expect(await hook(checkout, { account_password: '123' })).toEqual([]);
    expect(await hook(checkout, { account_password: '123' }, `add_filter( 'woocommerce_enforce_password_strength_meter_on_checkout', '__return_true' );`)).toEqual([WEAK]);
  });

  it('holds the minimum WooCommerce’s filter sets', async () => {
    const medium = { email: 'a@b.vn', password: 'matkhau2024' };
    expect(await hook(register, medium)).toEqual([WEAK]);
    expect(await hook(register, medium, `add_filter( 'woocommerce_min_password_strength', function () { return 1; } );`)).toEqual([]);
  });
});
