import { existsSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, inject } from 'vitest';
import { expectNothingLogged } from '../wordpress/log-check';
import { phpValue, runPhp, type WordPressSite } from '../wordpress/site';

export { phpValue };

const provided = inject('woocommerce');

/** Why the real-WooCommerce tests are skipped here (never in CI: the global setup fails there). */
export const skipped: string | undefined = provided.skipped;

/** What tests/woocommerce/shop-setup.php made. */
export interface Catalogue {
  products: Record<string, { id: number; url: string }>;
  categories: Record<string, string>;
  pages: { shop: string; cart: string; checkout: string; myaccount: string };
  coupon: string;
}

/** The running shop; read inside tests. */
export function site(): WordPressSite & { shop: Catalogue } {
  if (!provided.site) throw new Error(`no WooCommerce shop: ${provided.skipped ?? 'the global setup did not run'}`);
  return provided.site as WordPressSite & { shop: Catalogue };
}

/** The catalogue. */
export const shop = (): Catalogue => site().shop;

/** A product's page. */
export const productUrl = (slug: string): string => {
  const product = shop().products[slug];
  if (!product) throw new Error(`no product ${slug} in the test shop`);
  return product.url;
};

/** Runs PHP in the shop's WordPress (after wp-load.php) and returns what it prints. */
export const php = (code: string): Promise<string> => runPhp(site(), code);

/** Runs PHP that prints one JSON value, and parses it. */
export async function phpJson<T>(code: string): Promise<T> {
  const out = await php(code);
  try {
    return JSON.parse(out) as T;
  } catch {
    throw new Error(`PHP printed no JSON:\n${out}`);
  }
}

/**
 * Sets the theme's options (`keep_classic_scripts`…: its theme mods, without their `shop_islands_`
 * prefix) and returns what puts back what each was before, removing one that was not set, so the
 * next file in the same run sees the theme as the shop's set-up left it. The values before are
 * read raw from the theme mods (no `theme_mod_*` filter, no default) and serialized by PHP, so
 * each comes back with its type.
 *
 * @example const restore = await setThemeOptions({ keep_classic_scripts: true }); … await restore();
 */
export async function setThemeOptions(options: Record<string, unknown>): Promise<() => Promise<void>> {
  const before = await phpJson<Record<string, string>>(
    `$mods = (array) get_theme_mods(); $before = array(); foreach ( ${phpValue(options)} as $k => $v ) { if ( array_key_exists( 'shop_islands_' . $k, $mods ) ) { $before[ $k ] = base64_encode( serialize( $mods[ 'shop_islands_' . $k ] ) ); } set_theme_mod( 'shop_islands_' . $k, $v ); } echo wp_json_encode( (object) $before );`,
  );
  return async () => {
    await php(
      `$before = ${phpValue(before)}; foreach ( array_keys( ${phpValue(options)} ) as $k ) { if ( isset( $before[ $k ] ) ) { set_theme_mod( 'shop_islands_' . $k, unserialize( base64_decode( $before[ $k ] ) ) ); } else { remove_theme_mod( 'shop_islands_' . $k ); } } echo 1;`,
    );
  };
}

/** Sets the theme's options for the tests of a file (`setThemeOptions`), put back after it. */
export function themeOptions(options: Record<string, unknown>): void {
  let restore: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    if (!skipped) restore = await setThemeOptions(options);
  });
  afterAll(async () => {
    await restore?.();
  });
}

/**
 * Sets WordPress options for the tests of a file (`woocommerce_demo_store`…) and, after it, puts
 * back what each was before, deleting one that did not exist: the next file in the same run sees
 * the shop as tests/woocommerce/shop-setup.php made it.
 */
export function wordpressOptions(options: Record<string, unknown>): void {
  // The values before, serialized by PHP (each comes back with its type); none for a missing option.
  let before: Record<string, string> = {};
  beforeAll(async () => {
    if (skipped) return;
    before = await phpJson(
      `$missing = new stdClass(); $before = array(); foreach ( ${phpValue(options)} as $k => $v ) { $old = get_option( $k, $missing ); if ( $old !== $missing ) { $before[ $k ] = base64_encode( serialize( $old ) ); } update_option( $k, $v ); } echo wp_json_encode( (object) $before );`,
    );
  });
  afterAll(async () => {
    if (skipped) return;
    await php(
      `$before = ${phpValue(before)}; foreach ( array_keys( ${phpValue(options)} ) as $k ) { if ( isset( $before[ $k ] ) ) { update_option( $k, unserialize( base64_decode( $before[ $k ] ) ) ); } else { delete_option( $k ); } } echo 1;`,
    );
  });
}

/**
 * A PHP log line that fails a test: anything from the theme's files (deprecations included), any
 * fatal error, and a notice or warning from anywhere but WooCommerce's and WordPress's own files
 * (whose PHP 8.2 deprecations are theirs, not the theme's).
 */
export function isProblem(line: string): boolean {
  if (line.includes('/themes/shop-islands/')) return true;
  if (/PHP (Fatal error|Parse error|Recoverable fatal error)/.test(line)) return true;
  if (!/PHP (Notice|Warning)/.test(line)) return false;
  return !/\/(wp-includes|wp-admin|wp-content\/plugins\/woocommerce)\//.test(line);
}

/** Checks, after a test file, that what it made the shop do logged no problem (see isProblem). */
export function expectCleanDebugLog(): void {
  expectNothingLogged(() => site().debugLog, !!skipped, isProblem);
}

/** A mail the shop sent (wp_mail's arguments), kept by the test shop's outbox. */
export interface Mail {
  to: string | string[];
  subject: string;
  message: string;
}

/** Every mail the shop has sent so far, oldest first. */
export function mails(): Mail[] {
  const file = `${site().root}/wp-content/test-mail.jsonl`;
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Mail);
}
