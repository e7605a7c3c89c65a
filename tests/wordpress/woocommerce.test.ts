import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CART_FRAGMENTS, cartDataIn } from '../../src/cart/contents';
import { phpJson, phpValue, skipped } from './context';
import { expectCleanDebugLog } from './debug-log';
import { mountPoints, parse } from './dom';

/**
 * WooCommerce is not installable here, so these tests replay it: each of WooCommerce's template
 * functions the theme's hooks meet is stood in for by one that prints what WooCommerce printed on
 * the recorded pages (tests/fixtures/woocommerce), hooked where wc-template-hooks.php hooks it.
 * The theme then re-arranges those hooks as it does on a real shop, and the result is read.
 */
const pages = 'tests/fixtures/woocommerce/pages';
const fixture = (name: string) => readFileSync(`${pages}/${name}`, 'utf8');

/** The recorded pieces of a shop loop item: what each of WooCommerce's loop functions printed. */
function recordedLoopItem(id: number) {
  const li = new RegExp(`<li class="[^"]*post-${id} [^"]*">([\\s\\S]*?)</li>`).exec(fixture('shop.html'))![1]!;
  const take = (pattern: RegExp) => pattern.exec(li)?.[0] ?? '';
  return {
    linkOpen: take(/<a href="[^"]*" class="woocommerce-LoopProduct-link woocommerce-loop-product__link">/),
    saleFlash: take(/<span class="onsale">[^<]*<\/span>/),
    thumbnail: take(/<img [^>]*\/>/),
    title: take(/<h2 class="woocommerce-loop-product__title">[^<]*<\/h2>/),
    // The price, up to the line break WooCommerce prints before closing the link.
    price: li.slice(li.indexOf('<span class="price">'), li.indexOf('\n</a>')),
    addToCart: take(/<a href="[^"]*" data-quantity[\s\S]*?<\/a>$/),
    url: /<a href="([^"]*)" class="woocommerce-LoopProduct-link/.exec(li)![1]!,
    name: /<h2 class="woocommerce-loop-product__title">([^<]*)<\/h2>/.exec(li)![1]!,
  };
}

/** WooCommerce's globals and the functions the theme calls, with the recorded product. */
const standIns = (product: { id: number; name: string; type: string }) => `
class WooCommerce {}
function WC() { return (object) array( 'cart' => null ); }
class WC_Product {
	public function get_id() { return ${product.id}; }
	public function get_name() { return ${phpValue(product.name)}; }
	public function is_type( $type ) { return ${phpValue(product.type)} === $type; }
}
function is_product() { return true; }
$GLOBALS['product'] = new WC_Product();
`;

describe.skipIf(skipped)("WooCommerce's markup through the theme's hooks (replayed from the recorded shop)", () => {
  expectCleanDebugLog();

  const loop = async (id: number, setup = '') => {
    const item = recordedLoopItem(id);
    const html = await phpJson<string>(`${standIns({ id, name: item.name, type: 'simple' })}
$item = ${phpValue(item)};
// wc-template-hooks.php, the loop item.
function woocommerce_template_loop_product_link_open() { echo $GLOBALS['item']['linkOpen']; }
function woocommerce_show_product_loop_sale_flash() { echo $GLOBALS['item']['saleFlash']; }
function woocommerce_template_loop_product_thumbnail() { echo $GLOBALS['item']['thumbnail']; }
function woocommerce_template_loop_product_title() { echo $GLOBALS['item']['title']; }
function woocommerce_template_loop_rating() {}
function woocommerce_template_loop_price() { echo $GLOBALS['item']['price']; }
function woocommerce_template_loop_product_link_close() { echo '</a>'; }
function woocommerce_template_loop_add_to_cart() { echo $GLOBALS['item']['addToCart']; }
add_action( 'woocommerce_before_shop_loop_item', 'woocommerce_template_loop_product_link_open', 10 );
add_action( 'woocommerce_before_shop_loop_item_title', 'woocommerce_show_product_loop_sale_flash', 10 );
add_action( 'woocommerce_before_shop_loop_item_title', 'woocommerce_template_loop_product_thumbnail', 10 );
add_action( 'woocommerce_shop_loop_item_title', 'woocommerce_template_loop_product_title', 10 );
add_action( 'woocommerce_after_shop_loop_item_title', 'woocommerce_template_loop_rating', 5 );
add_action( 'woocommerce_after_shop_loop_item_title', 'woocommerce_template_loop_price', 10 );
add_action( 'woocommerce_after_shop_loop_item', 'woocommerce_template_loop_product_link_close', 5 );
add_action( 'woocommerce_after_shop_loop_item', 'woocommerce_template_loop_add_to_cart', 10 );
add_filter( 'woocommerce_loop_product_link', function () use ( $item ) { return $item['url']; } );
${setup}
shop_islands_woocommerce_hooks();
ob_start();
// content-product.php
echo '<li class="product">';
do_action( 'woocommerce_before_shop_loop_item' );
do_action( 'woocommerce_before_shop_loop_item_title' );
do_action( 'woocommerce_shop_loop_item_title' );
do_action( 'woocommerce_after_shop_loop_item_title' );
do_action( 'woocommerce_after_shop_loop_item' );
echo '</li>';
echo wp_json_encode( ob_get_clean() );`);
    return { item, document: parse(`<ul>${html}</ul>`), html };
  };

  it("puts a loop item in Flatsome's box: the image with the quick-view link, the title, price and WooCommerce's own ajax button", async () => {
    const { item, document, html } = await loop(13);
    const box = document.querySelector('li.product > .product-small.box')!;
    expect(box).not.toBeNull();
    const image = box.querySelector(':scope > .box-image')!;
    expect(image.querySelector(':scope > a.woocommerce-LoopProduct-link[tabindex="-1"][aria-hidden="true"] > img')).not.toBeNull();
    expect(image.querySelector('span.onsale')?.textContent).toBe('Giảm giá!');
    const quickView = image.querySelector(':scope > a.quick-view[data-prod]')!;
    expect(quickView.getAttribute('data-prod')).toBe('13');
    expect(quickView.getAttribute('href')).toBe(item.url);
    expect(quickView.getAttribute('aria-label')).toBe(`Xem nhanh: ${item.name}`);
    const text = box.querySelector(':scope > .box-text')!;
    expect(text.querySelector(':scope > a.woocommerce-LoopProduct-link > h2.woocommerce-loop-product__title')?.textContent).toBe(item.name);
    expect(text.querySelector(':scope > span.price')).not.toBeNull();
    // WooCommerce's ajax button, byte for byte, where the add-to-cart island finds it.
    expect(text.querySelector('.add_to_cart_button.ajax_add_to_cart[data-product_id="13"]')).not.toBeNull();
    expect(html).toContain(item.addToCart);
    // Links never nest, and the title link is the only one in the tab order besides the buttons.
    expect(document.querySelectorAll('a a').length).toBe(0);
    expect([...document.querySelectorAll('a[href]:not([tabindex="-1"])')].map((a) => a.className)).toEqual([
      'quick-view',
      'woocommerce-LoopProduct-link woocommerce-loop-product__link',
      'button product_type_simple add_to_cart_button ajax_add_to_cart',
    ]);
  });

  it('leaves the quick-view link out when the option is off', async () => {
    const { document } = await loop(11, `add_filter( 'theme_mod_shop_islands_quick_view', '__return_false' );`);
    expect(document.querySelectorAll('.quick-view').length).toBe(0);
    expect(document.querySelector('.box-text .add_to_cart_button[data-product_id="11"]')).not.toBeNull();
  });

  const singleProduct = (type: 'simple' | 'variable', setup = '') => {
    const page = fixture(type === 'simple' ? 'product-simple.html' : 'product-variable.html');
    const form = (type === 'simple' ? /<form class="cart"[\s\S]*?<\/form>/ : /<form class="variations_form cart"[\s\S]*?<\/form>/).exec(page)![0];
    // variable.php: `<div class="single_variation_wrap">`, then the variation hooks, then `</div>`.
    const open = '<div class="single_variation_wrap">';
    const start = form.indexOf(open) + open.length;
    const end = form.lastIndexOf('</div>', form.indexOf('</form>'));
    const parts = type === 'simple' ? { before: form, inner: '', after: '' } : { before: form.slice(0, start), inner: form.slice(start, end), after: form.slice(end) };
    return phpJson<string>(`${standIns({ id: 1, name: 'x', type })}
${setup}
shop_islands_woocommerce_hooks();
$parts = ${phpValue(parts)};
ob_start();
// single-product/add-to-cart/simple.php and variable.php, as recorded, with their hooks.
do_action( 'woocommerce_before_add_to_cart_form' );
echo $parts['before'];
if ( 'variable' === ${phpValue(type)} ) {
	do_action( 'woocommerce_before_single_variation' );
	echo $parts['inner'];
	do_action( 'woocommerce_after_single_variation' );
	echo $parts['after'];
}
do_action( 'woocommerce_after_add_to_cart_form' );
echo wp_json_encode( ob_get_clean() );`);
  };

  it("wraps a simple product's form in Flatsome's sticky add-to-cart wrapper, and a variable product's quantity and button", async () => {
    const simple = parse(await singleProduct('simple'));
    expect(simple.querySelectorAll('.sticky-add-to-cart-wrapper').length).toBe(1);
    expect(simple.querySelector('.sticky-add-to-cart-wrapper > .sticky-add-to-cart > form.cart button.single_add_to_cart_button')).not.toBeNull();
    const variable = parse(await singleProduct('variable'));
    expect(variable.querySelectorAll('.sticky-add-to-cart-wrapper').length).toBe(1);
    const bar = variable.querySelector('form.variations_form .single_variation_wrap > .sticky-add-to-cart-wrapper > .sticky-add-to-cart')!;
    expect(bar.querySelector('.woocommerce-variation.single_variation')).not.toBeNull();
    expect(bar.querySelector('.woocommerce-variation-add-to-cart .single_add_to_cart_button')).not.toBeNull();
    // The variations table stays outside the bar, where the variations island finds it.
    expect(variable.querySelector('form.variations_form table.variations')).not.toBeNull();
    expect(bar.querySelector('table.variations')).toBeNull();
    const off = parse(await singleProduct('simple', `add_filter( 'theme_mod_shop_islands_sticky_add_to_cart', '__return_false' );`));
    expect(off.querySelectorAll('.sticky-add-to-cart-wrapper').length).toBe(0);
    expect(off.querySelector('form.cart')).not.toBeNull();
  });

  it('prints the header cart around WooCommerce’s mini-cart, so that its fragments and the theme’s each replace exactly one element', async () => {
    const exchange = JSON.parse(readFileSync('tests/fixtures/woocommerce/exchanges/06-get-refreshed-fragments-with-cart.json', 'utf8')) as { response: { body_json: { fragments: Record<string, string> } } };
    const recorded = exchange.response.body_json.fragments['div.widget_shopping_cart_content']!;
    const inner = recorded.replace(/^<div class="widget_shopping_cart_content">/, '').replace(/<\/div>$/, '');
    const out = await phpJson<{ header: string; fragments: Record<string, string> }>(`${standIns({ id: 1, name: 'x', type: 'simple' })}
function woocommerce_mini_cart() { echo ${phpValue(inner)}; }
function wc_get_cart_url() { return 'http://127.0.0.1:8089/gio-hang/'; }
ob_start();
echo '<header id="header" class="header"><ul>';
shop_islands_header_cart();
echo '</ul></header>';
$header = ob_get_clean();
echo wp_json_encode( array( 'header' => $header, 'fragments' => shop_islands_cart_fragments( array( 'div.widget_shopping_cart_content' => ${phpValue(recorded)} ) ) ) );`);
    const document = parse(out.header);
    expect(document.querySelector('li.cart-item.has-dropdown > a.header-cart-link[href="http://127.0.0.1:8089/gio-hang/"]')).not.toBeNull();
    // The mini-cart as WooCommerce's own fragment has it, byte for byte, in the dropdown.
    expect(out.header).toContain(recorded);
    expect(document.querySelector('.nav-dropdown > .widget.woocommerce.widget_shopping_cart > div.widget_shopping_cart_content')!.outerHTML).toBe(
      parse(`<body>${recorded}</body>`).querySelector('div.widget_shopping_cart_content')!.outerHTML,
    );
    for (const selector of Object.values(CART_FRAGMENTS)) expect(document.querySelectorAll(selector).length, selector).toBe(1);
    expect(Object.keys(out.fragments).sort()).toEqual(Object.values(CART_FRAGMENTS).sort());
    expect(cartDataIn(document)).toEqual(cartDataIn(parse(`<body>${out.fragments[CART_FRAGMENTS.data]}</body>`)));
  });

  it("answers a quick view with WooCommerce's gallery and summary in Flatsome's lightbox layout, and 404 for a hidden product", async () => {
    const page = fixture('product-simple.html');
    const gallery = /<div class="woocommerce-product-gallery [\s\S]*?\n<\/div>\n/.exec(page)![0];
    const title = /<h1 class="product_title entry-title">[^<]*<\/h1>/.exec(page)![0];
    const price = /<p class="price">[\s\S]*?<\/p>/.exec(page)![0];
    const form = /<form class="cart"[\s\S]*?<\/form>/.exec(page)![0];
    const out = await phpJson<Array<{ status: number; type: string; body: string }>>(`${standIns({ id: 11, name: 'Áo thun cotton basic', type: 'simple' })}
class Recorded_Product extends WC_Product {
	public $visible = true;
	public function get_status() { return 'publish'; }
	public function is_visible() { return $this->visible; }
	public function get_permalink() { return 'http://127.0.0.1:8089/san-pham/ao-thun-cotton-basic/'; }
}
$recorded = new Recorded_Product();
$hidden = new Recorded_Product();
$hidden->visible = false;
function wc_get_product( $id ) { return 11 === $id ? $GLOBALS['recorded'] : ( 12 === $id ? $GLOBALS['hidden'] : false ); }
function wc_product_class( $class, $product ) { echo 'class="' . esc_attr( implode( ' ', array_merge( array( 'product', 'type-product', 'post-11' ), (array) $class ) ) ) . '"'; }
function woocommerce_show_product_sale_flash() {}
function woocommerce_show_product_images() { echo ${phpValue(gallery)}; }
function woocommerce_template_single_title() { echo ${phpValue(title)}; }
function woocommerce_template_single_rating() {}
function woocommerce_template_single_price() { echo ${phpValue(price)}; }
function woocommerce_template_single_excerpt() {}
function woocommerce_template_single_add_to_cart() { echo ${phpValue(form)}; }
shop_islands_quick_view_summary_hooks();
echo wp_json_encode( array( shop_islands_quick_view_response( '11' ), shop_islands_quick_view_response( '12' ), shop_islands_quick_view_response( '99' ) ) );`);
    expect(out.map((r) => [r.status, r.type])).toEqual([
      [200, 'text/html'],
      [404, 'text/plain'],
      [404, 'text/plain'],
    ]);
    const document = parse(out[0]!.body);
    const product = document.querySelector('.product-quick-view-container > #product-11.product.row')!;
    expect(product.querySelector(':scope > .product-gallery .woocommerce-product-gallery .woocommerce-product-gallery__image')).not.toBeNull();
    const summary = product.querySelector(':scope > .product-info.summary > .product-lightbox-inner')!;
    expect([...summary.children].map((child) => child.tagName.toLowerCase() + '.' + child.classList[0])).toEqual(['h1.product_title', 'p.price', 'form.cart', 'a.button']);
    expect(summary.querySelector('a.product-quick-view-details')!.getAttribute('href')).toBe('http://127.0.0.1:8089/san-pham/ao-thun-cotton-basic/');
    expect(summary.querySelector('a.product-quick-view-details')!.textContent).toBe('Xem chi tiết');
  });

  it("prints Flatsome's product search form for the live search, with its results box, and WordPress's when the option is off", async () => {
    const form = (setup: string) =>
      phpJson<string>(`${standIns({ id: 1, name: 'x', type: 'simple' })}
register_taxonomy( 'product_cat', 'product' );
${setup}
ob_start(); shop_islands_search_form( 'search-header' ); echo wp_json_encode( ob_get_clean() );`);
    const live = parse(await form(''));
    const searchForm = live.querySelector('.searchform-wrapper.ux-search-box > form.searchform[role="search"]')!;
    expect(searchForm.querySelector('input.search-field[name="s"]#search-header')).not.toBeNull();
    expect(searchForm.querySelector('label[for="search-header"]')!.textContent).toBe('Tìm kiếm:');
    expect(searchForm.querySelector('input[type="hidden"][name="post_type"]')!.getAttribute('value')).toBe('product');
    expect(searchForm.querySelector('.submit-button[type="submit"]')).not.toBeNull();
    expect(searchForm.querySelector('.live-search-results')).not.toBeNull();
    const off = parse(await form(`add_filter( 'theme_mod_shop_islands_live_search', '__return_false' );`));
    expect(off.querySelector('form.searchform')).toBeNull();
    expect(off.querySelector('form.search-form .live-search-results')).toBeNull();
    expect(off.querySelector('form.search-form input[name="post_type"]')!.getAttribute('value')).toBe('product');
  });

  it("shows WooCommerce's store notice as the store-notice island's mount point, with WooCommerce's notice id, and a dismiss link that works without JavaScript", async () => {
    const notice = 'Giao hàng <strong>miễn phí</strong> nội thành từ 2.000.000 ₫';
    const out = await phpJson<{ html: string; hidden: string; classes: string[] }>(`${standIns({ id: 1, name: 'x', type: 'simple' })}
function is_store_notice_showing() { return true; }
update_option( 'woocommerce_demo_store_notice', ${phpValue(notice)} );
$_SERVER['REQUEST_URI'] = '/san-pham/?a=1';
ob_start(); shop_islands_print_store_notice(); $html = ob_get_clean();
$_COOKIE[ 'store_notice' . md5( ${phpValue(notice)} ) ] = 'hidden';
ob_start(); shop_islands_print_store_notice(); $hidden = ob_get_clean();
$classes = shop_islands_store_notice_body_class( array( 'home', 'woocommerce-demo-store' ) );
delete_option( 'woocommerce_demo_store_notice' );
echo wp_json_encode( array( 'html' => $html, 'hidden' => $hidden, 'classes' => $classes ) );`);
    const document = parse(out.html);
    const [point] = mountPoints(document);
    const id = createHash('md5').update(notice).digest('hex');
    expect(point).toMatchObject({ island: 'store-notice', hydrate: 'idle', props: { text: 'Giao hàng miễn phí nội thành từ 2.000.000 ₫', noticeId: id } });
    const fallback = document.querySelector(`p.woocommerce-store-notice.demo_store[data-notice-id="${id}"]`)!;
    expect(fallback.getAttribute('role')).toBe('region');
    expect(fallback.querySelector('a.woocommerce-store-notice__dismiss-link')!.getAttribute('href')).toBe(`/san-pham/?a=1&shop-islands-dismiss-notice=${id}`);
    // Dismissed (WooCommerce's cookie): neither the notice nor the body class.
    expect(out.hidden).toBe('');
    expect(out.classes).toEqual(['home']);
  });
});
