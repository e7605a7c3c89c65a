import { readFileSync } from 'node:fs';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CartCount, CartPrice } from '../../demo/components/CartFragments';
import { Amount } from '../../demo/components/Price';
import type { PageContext } from '../../demo/context';
import { createT } from '../../demo/i18n/index';
import { CART_FRAGMENTS, cartDataIn, readCartData, type CartData } from '../../src/cart/contents';
import { phpJson, phpValue, skipped } from './context';
import { expectCleanDebugLog } from './debug-log';
import { parse } from './dom';

/** WooCommerce's own parameters on a recorded page (tests/fixtures/woocommerce/pages). */
function recordedParams(page: string, name: string): Record<string, string> {
  const html = readFileSync(`tests/fixtures/woocommerce/pages/${page}`, 'utf8');
  const json = new RegExp(`var ${name} = (\\{.*?\\});`).exec(html)?.[1];
  if (!json) throw new Error(`${name} is not on ${page}`);
  return JSON.parse(json) as Record<string, string>;
}

/** A cart as the demo store's fragments describe one: two lines, one a variation. */
const CART: CartData = {
  items: [
    {
      key: 'a1b2c3',
      product_id: 35,
      variation_id: 36,
      sku: 'LAB-POLO-M',
      name: 'Áo polo nam',
      attributes: [{ label: 'Size', value: 'M' }],
      quantity: 2,
      max_quantity: 10,
      price: 250000,
      price_html: renderToStaticMarkup(createElement(Amount, { value: 250000 })),
      subtotal_html: renderToStaticMarkup(createElement(Amount, { value: 500000 })),
      thumbnail: 'http://127.0.0.1:8089/wp-content/uploads/ao-polo-nam-450x450.jpg',
      permalink: 'http://127.0.0.1:8089/san-pham/ao-polo-nam/?attribute_size=M',
      remove_url: 'http://127.0.0.1:8089/gio-hang/?remove_item=a1b2c3&_wpnonce=0123456789',
    },
    {
      key: 'd4e5f6',
      product_id: 11,
      variation_id: 0,
      sku: 'LAB-001',
      name: 'Áo thun </script> "cotton"',
      attributes: [],
      quantity: 1,
      max_quantity: null,
      price: 199000,
      price_html: renderToStaticMarkup(createElement(Amount, { value: 199000 })),
      subtotal_html: renderToStaticMarkup(createElement(Amount, { value: 199000 })),
      thumbnail: 'http://127.0.0.1:8089/wp-content/uploads/ao-thun-450x450.jpg',
      permalink: 'http://127.0.0.1:8089/san-pham/ao-thun/',
      remove_url: 'http://127.0.0.1:8089/gio-hang/?remove_item=d4e5f6&_wpnonce=0123456789',
    },
  ],
  count: 3,
  subtotal: 699000,
  subtotal_html: renderToStaticMarkup(createElement(Amount, { value: 699000 })),
  cart_hash: '5d41402abc4b2a76b9719d911017c592',
};

describe.skipIf(skipped)('the theme’s PHP, function by function', () => {
  expectCleanDebugLog();

  it("computes WooCommerce's session-storage names as WooCommerce does (the recorded shop's), and reads its password rules", async () => {
    const recorded = recordedParams('shop.html', 'wc_cart_fragments_params');
    const meter = recordedParams('my-account-login-register.html', 'wc_password_strength_meter_params');
    const out = await phpJson<{ suffix: string; rules: { min_strength: number; stop_checkout: boolean }; weaker: number }>(`
add_filter( 'woocommerce_min_password_strength', function () { return 9; } );
$weaker = shop_islands_password_rules()['min_strength'];
remove_all_filters( 'woocommerce_min_password_strength' );
echo wp_json_encode( array( 'suffix' => shop_islands_storage_suffix( 1, 'http://127.0.0.1:8089/', 'twentytwentyone' ), 'rules' => shop_islands_password_rules(), 'weaker' => $weaker ) );`);
    expect(`wc_fragments_${out.suffix}`).toBe(recorded['fragment_name']);
    expect(`wc_cart_hash_${out.suffix}`).toBe(recorded['cart_hash_key']);
    expect(out.rules).toEqual({ min_strength: Number(meter['min_password_strength']), stop_checkout: meter['stop_checkout'] === '1' });
    // WooCommerce's filter is read, and held to zxcvbn's scale.
    expect(out.weaker).toBe(4);
  });

  it('adds the header fragments to WooCommerce’s, in the demo store’s markup, and the cart as JSON the islands read strictly', async () => {
    const miniCart = '<div class="widget_shopping_cart_content"><p class="woocommerce-mini-cart__empty-message">Chưa có sản phẩm trong giỏ hàng.</p></div>';
    const fragments = await phpJson<Record<string, string>>(`
echo wp_json_encode( shop_islands_add_cart_fragments( array( 'div.widget_shopping_cart_content' => ${phpValue(miniCart)} ), ${phpValue(CART)} ) );`);
    expect(Object.keys(fragments).sort()).toEqual(Object.values(CART_FRAGMENTS).sort());
    expect(fragments[CART_FRAGMENTS.miniCart]).toBe(miniCart);
    // The demo store's own components, for the same cart, in Vietnamese.
    const ctx = { cart: { count: CART.count, subtotal: CART.subtotal }, t: createT('vi') } as unknown as PageContext;
    expect(fragments[CART_FRAGMENTS.count]).toBe(renderToStaticMarkup(createElement(CartCount, { ctx })));
    expect(fragments[CART_FRAGMENTS.price]).toBe(renderToStaticMarkup(createElement(CartPrice, { ctx })));
    const data = fragments[CART_FRAGMENTS.data]!;
    expect(data).not.toContain('</script>"');
    expect(cartDataIn(parse(`<body>${data}</body>`))).toEqual(CART);
  });

  it('reads an empty cart without WooCommerce, in the CartData shape', async () => {
    const data = await phpJson<unknown>(`echo wp_json_encode( shop_islands_cart_data() );`);
    expect(readCartData(data)).toEqual({ items: [], count: 0, subtotal: 0, subtotal_html: '', cart_hash: '' });
  });

  it('escapes JSON for a script element, and prints mount points with props and fallback', async () => {
    const text = 'a</script><!--b&c\u2028d "e" \'f\' đ';
    const out = await phpJson<{ json: string; mount: string }>(`
echo wp_json_encode( array( 'json' => shop_islands_json_for_script( array( 't' => ${phpValue(text)} ) ), 'mount' => shop_islands_mount_point( 'store-notice', array( 'text' => ${phpValue(text)}, 'noticeId' => 'x' ), '<p>fallback</p>', array( 'hydrate' => 'idle', 'class' => 'a"b' ) ) ) );`);
    expect(out.json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(out.json)).toEqual({ t: text });
    const mount = parse(out.mount).querySelector('[data-island]')!;
    expect(mount.getAttribute('data-island')).toBe('store-notice');
    expect(mount.getAttribute('data-hydrate')).toBe('idle');
    expect(mount.getAttribute('class')).toBe('a"b');
    expect(JSON.parse(mount.querySelector('script[data-island-props]')!.textContent!)).toEqual({ text, noticeId: 'x' });
    expect(mount.querySelector('p')!.textContent).toBe('fallback');
    // No props at all is still an object.
    expect(await phpJson<string>(`echo wp_json_encode( shop_islands_mount_point( 'x', array() ) );`)).toContain('data-island-props>{}</script>');
  });

  it("WordPress 6.1–6.4: makes the loader's script tag a module, whatever WordPress wrote, and leaves other scripts alone", async () => {
    const tags = {
      html5: "<script src='http://x/loader-A.js' id='shop-islands-loader-js'></script>\n",
      typed: "<script type='text/javascript' src='http://x/loader-A.js' id='shop-islands-loader-js'></script>\n",
      inline: "<script id='shop-islands-loader-js-before'>var a = 1;</script>\n<script src=\"http://x/loader-A.js\" id=\"shop-islands-loader-js\"></script>\n",
    };
    const out = await phpJson<Record<string, string>>(`
$tags = ${phpValue(tags)};
$out = array();
foreach ( $tags as $name => $tag ) { $out[ $name ] = shop_islands_loader_tag( $tag, 'shop-islands-loader' ); }
$out['other'] = shop_islands_loader_tag( $tags['typed'], 'jquery-core' );
echo wp_json_encode( $out );`);
    expect(out).toEqual({
      html5: "<script type=\"module\" src='http://x/loader-A.js' id='shop-islands-loader-js'></script>\n",
      typed: "<script type=\"module\" src='http://x/loader-A.js' id='shop-islands-loader-js'></script>\n",
      inline: "<script id='shop-islands-loader-js-before'>var a = 1;</script>\n<script type=\"module\" src=\"http://x/loader-A.js\" id=\"shop-islands-loader-js\"></script>\n",
      other: tags.typed,
    });
  });

  /** Enqueues with a manifest whose loader imports two chunks; `modules` defines the 6.5 API first. */
  const enqueue = (modules: boolean) =>
    phpJson<{ calls: unknown[]; preloads: string; styles: string[]; script: string | null; tag: string }>(`
${
  modules
    ? `$GLOBALS['module_calls'] = array();
function wp_register_script_module( $id, $src, $deps = array(), $version = false ) { $GLOBALS['module_calls'][] = array( 'register', $id, $src, $deps, $version ); }
function wp_enqueue_script_module( $id ) { $GLOBALS['module_calls'][] = array( 'enqueue', $id ); }`
    : `$GLOBALS['module_calls'] = array();`
}
$manifest = tempnam( sys_get_temp_dir(), 'manifest' );
file_put_contents( $manifest, wp_json_encode( array( 'entries' => array(
	'loader' => array( 'file' => 'loader-A.js', 'imports' => array( 'chunk-B.js', 'chunk-C.js' ), 'css' => array( 'loader-A.css' ) ),
	'theme' => array( 'file' => 'theme-T.css', 'imports' => array(), 'css' => array() ),
	'evil' => array( 'file' => '../../wp-config.php', 'imports' => array(), 'css' => array() ),
) ) ) );
add_filter( 'shop_islands_manifest_path', function () use ( $manifest ) { return $manifest; } );
shop_islands_enqueue_assets();
ob_start(); shop_islands_print_module_preloads(); $preloads = ob_get_clean();
ob_start(); wp_scripts()->do_items( array( 'shop-islands-loader' ) ); $tag = ob_get_clean();
$styles = array();
foreach ( wp_styles()->queue as $handle ) { $styles[] = wp_styles()->registered[ $handle ]->src; }
$script = isset( wp_scripts()->registered['shop-islands-loader'] ) ? wp_scripts()->registered['shop-islands-loader']->src : null;
unlink( $manifest );
echo wp_json_encode( array( 'calls' => $GLOBALS['module_calls'], 'preloads' => $preloads, 'styles' => $styles, 'script' => $script, 'tag' => $tag ) );`);

  it('WordPress 6.5+: registers the loader and its imports with the Script Modules API, static dependencies and no version query', async () => {
    const out = await enqueue(true);
    const url = (file: string) => expect.stringMatching(new RegExp(`^http://127\\.0\\.0\\.1:\\d+/wp-content/themes/shop-islands/dist/${file.replace('.', '\\.')}$`));
    expect(out.calls).toEqual([
      ['register', 'shop-islands/chunk-B', url('chunk-B.js'), [], null],
      ['register', 'shop-islands/chunk-C', url('chunk-C.js'), [], null],
      ['register', 'shop-islands/loader', url('loader-A.js'), ['shop-islands/chunk-B', 'shop-islands/chunk-C'], null],
      ['enqueue', 'shop-islands/loader'],
    ]);
    // WordPress prints those preloads itself; the classic script is not there.
    expect(out.preloads).toBe('');
    expect(out.script).toBeNull();
    expect(out.styles).toEqual([url('theme-T.css'), url('loader-A.css'), expect.stringMatching(/\/shop-islands\/style\.css$/)]);
  });

  it('WordPress 6.1–6.4: enqueues the loader as a module script and prints a modulepreload link for each import', async () => {
    const out = await enqueue(false);
    expect(out.calls).toEqual([]);
    expect(out.script).toMatch(/\/shop-islands\/dist\/loader-A\.js$/);
    expect(out.tag).toMatch(/^<script type="module" src='http:\/\/127\.0\.0\.1:\d+\/wp-content\/themes\/shop-islands\/dist\/loader-A\.js' id='shop-islands-loader-js'><\/script>\n$/);
    const links = [...parse(out.preloads).querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'));
    expect(links).toEqual([expect.stringMatching(/\/dist\/chunk-B\.js$/), expect.stringMatching(/\/dist\/chunk-C\.js$/)]);
  });

  it('takes off the classic scripts the islands replace, keeps those a script still needs, and keeps all of them when asked', async () => {
    const run = (setup: string) =>
      phpJson<{ queue: string[]; printed: string[] }>(`
foreach ( array( 'jquery-blockui', 'js-cookie', 'woocommerce', 'wc-add-to-cart', 'wc-cart-fragments', 'wc-single-product', 'wc-add-to-cart-variation', 'wc-password-strength-meter', 'zxcvbn-async', 'password-strength-meter', 'wc-checkout', 'other' ) as $handle ) {
	wp_register_script( $handle, 'http://x/' . $handle . '.js', 'wc-checkout' === $handle ? array( 'woocommerce' ) : array(), null );
}
foreach ( array( 'woocommerce', 'wc-add-to-cart', 'wc-cart-fragments', 'wc-single-product', 'wc-password-strength-meter', 'other' ) as $handle ) {
	wp_enqueue_script( $handle );
}
${setup}
shop_islands_dequeue_replaced_scripts();
// WooCommerce enqueues the variations script while the page renders; the footer pass takes it off.
wp_enqueue_script( 'wc-add-to-cart-variation' );
ob_start();
do_action( 'wp_print_footer_scripts' );
ob_end_clean();
echo wp_json_encode( array( 'queue' => array_values( wp_scripts()->queue ), 'printed' => array_values( wp_scripts()->done ) ) );`);
    expect((await run('')).queue).toEqual(['other']);
    // The checkout's script needs WooCommerce's: WordPress still prints it as a dependency.
    const checkout = await run(`wp_enqueue_script( 'wc-checkout' );`);
    expect(checkout.queue).toEqual(['other', 'wc-checkout']);
    expect(checkout.printed).toEqual(expect.arrayContaining(['woocommerce', 'wc-checkout']));
    const kept = await run(`add_filter( 'theme_mod_shop_islands_keep_classic_scripts', '__return_true' );`);
    expect(kept.queue.sort()).toEqual(['other', 'wc-add-to-cart', 'wc-add-to-cart-variation', 'wc-cart-fragments', 'wc-password-strength-meter', 'wc-single-product', 'woocommerce'].sort());
  });

  it('keeps off the islands whose classic scripts the page printed, and says so after the footer scripts', async () => {
    const out = await phpJson<{ none: string[]; classic: string[]; html: string; empty: string }>(`
wp_register_script( 'woocommerce', 'http://x/woocommerce.js', array(), null );
wp_register_script( 'wc-cart', 'http://x/wc-cart.js', array( 'woocommerce' ), null );
wp_enqueue_script( 'wc-cart' );
ob_start();
do_action( 'wp_print_footer_scripts' );
ob_start();
shop_islands_print_islands_off();
$html = ob_get_clean();
ob_end_clean();
wp_scripts()->done = array();
ob_start();
shop_islands_print_islands_off();
$empty = ob_get_clean();
echo wp_json_encode( array(
	'none'    => shop_islands_islands_off( array( 'jquery', 'wc-cart', 'wc-checkout' ) ),
	'classic' => shop_islands_islands_off( array( 'woocommerce', 'wc-add-to-cart', 'wc-cart-fragments', 'wc-add-to-cart-variation', 'wc-single-product', 'wc-password-strength-meter' ) ),
	'html'    => $html,
	'empty'   => $empty,
) );`);
    expect(out.none).toEqual([]);
    expect(out.classic.sort()).toEqual(['add-to-cart', 'mini-cart', 'password-meter', 'review-rating', 'shop-forms', 'store-notice', 'tabs', 'variations']);
    // The cart page's script brings WooCommerce's own: its islands stay off there.
    expect(out.html).toBe('<script type="application/json" id="shop-islands-classic">["store-notice","shop-forms"]</script>\n');
    expect(out.empty).toBe('');
  });

  it('reads every option as a valid value, whatever the database holds', async () => {
    const cases: Array<[string, unknown, unknown]> = [
      ['cart_style', 'off-canvas', 'off-canvas'],
      ['cart_style', 'sideways', 'dropdown'],
      ['sticky_header', 'hide-on-scroll', 'hide-on-scroll'],
      ['sticky_header', ['on'], 'on'],
      ['sticky_add_to_cart', '', false],
      ['sticky_add_to_cart', '1', true],
      ['live_search', 'maybe', true],
      ['quick_view', 0, false],
      ['gallery_zoom', 'off', false],
      ['gallery_zoom', 'sometimes', true],
      ['forms_base_url', 'https://forms.example.vn/path/', 'https://forms.example.vn/path'],
      ['forms_base_url', 'javascript:alert(1)', ''],
      ['forms_base_url', 'ftp://x.example', ''],
      ['forms_region', 'eu1', 'eu1'],
      ['forms_region', 'EU 1', 'na1'],
      ['forms_env', 'qa', 'qa'],
      ['forms_env', 'staging', 'prod'],
      ['keep_classic_scripts', true, true],
      ['no_such_option', 'x', null],
    ];
    const out = await phpJson<unknown[]>(`
$out = array();
foreach ( ${phpValue(cases)} as $case ) { $out[] = shop_islands_sanitize_option( $case[0], $case[1] ); }
echo wp_json_encode( $out );`);
    expect(out).toEqual(cases.map(([, , expected]) => expected));
  });

  it("makes a form's props from what editors write, and links to its shareable HubSpot page", async () => {
    const out = await phpJson<unknown[]>(`
echo wp_json_encode( array(
	shop_islands_form_props( ' 48201937 ', '{6F1C2A4E-8D3B-4C1A-9E2F-5B7D0C3A1E94}', '' ),
	shop_islands_form_props( 48201937, '6f1c2a4e8d3b4c1a9e2f5b7d0c3a1e94', 'EU1' ),
	shop_islands_form_props( '48201937', '6f1c2a4e-8d3b-4c1a-9e2f-5b7d0c3a1e9', 'na1' ),
	shop_islands_form_props( '4820-1937', '6f1c2a4e-8d3b-4c1a-9e2f-5b7d0c3a1e94', 'na1' ),
	shop_islands_form_props( array(), '6f1c2a4e-8d3b-4c1a-9e2f-5b7d0c3a1e94', 'na1' ),
	shop_islands_form_share_url( array( 'portalId' => '8050860', 'formId' => 'bb882869-7c03-44a0-bdfb-1f48bca9e8d0', 'region' => 'na1' ) ),
	shop_islands_form_share_url( array( 'portalId' => '4426286', 'formId' => '8268f28e-b367-4234-92ec-3060f4a109e6', 'region' => 'eu1' ) ),
) );`);
    const formId = '6f1c2a4e-8d3b-4c1a-9e2f-5b7d0c3a1e94';
    expect(out).toEqual([
      { portalId: '48201937', formId, region: 'na1' },
      { portalId: '48201937', formId, region: 'eu1' },
      null,
      null,
      null,
      // Real shareable links, as HubSpot gives them out.
      'https://share.hsforms.com/1u4goaXwDRKC9-x9IvKno0A4sk30',
      'https://share-eu1.hsforms.com/1gmjyjrNnQjSS7DBg9KEJ5g2mvce',
    ]);
  });

  it('writes the quick-view link Flatsome’s markup has, escaped, and answers bad quick-view ids with 400 and unknown ones with 404', async () => {
    const out = await phpJson<{ link: string; responses: Array<{ status: number }> }>(`
echo wp_json_encode( array(
	'link' => shop_islands_quick_view_link_html( 35, 'http://127.0.0.1:8089/san-pham/ao-polo-nam/?a=1&b=2', 'Áo "polo" <b>nam</b>' ),
	'responses' => array_map( 'shop_islands_quick_view_response', array( '35', '0', '-1', '1e3', ' 35', array( '35' ), null, '9999999999999999' ) ),
) );`);
    const link = parse(out.link).querySelector('a.quick-view[data-prod]')!;
    expect(link.getAttribute('data-prod')).toBe('35');
    expect(link.getAttribute('href')).toBe('http://127.0.0.1:8089/san-pham/ao-polo-nam/?a=1&b=2');
    expect(link.getAttribute('aria-label')).toBe('Xem nhanh: Áo "polo" <b>nam</b>');
    expect(link.textContent).toBe('Xem nhanh');
    expect(out.responses.map((r) => r.status)).toEqual([404, 400, 400, 400, 400, 400, 400, 400]);
  });
});
