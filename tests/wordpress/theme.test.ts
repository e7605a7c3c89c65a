import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { registry } from '../../islands/registry';
import { readFormEmbedProps } from '../../src/forms/embed/props';
import { DEFAULT_CONFIG, normalizeConfig } from '../../src/runtime/config';
import { FORM } from './site';
import { php, phpJson, phpValue, site, skipped } from './context';
import { expectCleanDebugLog } from './debug-log';
import { configOf, mountPoints, parse, type MountPoint } from './dom';

/** The schema code of each island the theme renders a mount point for: the islands' own readers. */
const PROPS_READERS: Record<string, (raw: unknown) => { errors: string[]; warnings: string[] }> = {
  'form-embed': readFormEmbedProps,
};
const STRATEGIES = /^(load|idle|visible|interaction|media\(.+\))$/;

/** Every mount point is a registered island, with a valid trigger, and props its island reads without a complaint. */
function expectValidMountPoints(points: MountPoint[]): void {
  const names = new Set(registry.map((island) => island.name));
  for (const point of points) {
    expect(names.has(point.island), `${point.island} is a registered island`).toBe(true);
    if (point.hydrate !== null) expect(point.hydrate).toMatch(STRATEGIES);
    const read = PROPS_READERS[point.island];
    expect(read, `a props reader for ${point.island}`).toBeDefined();
    expect(read!(point.props)).toMatchObject({ errors: [], warnings: [] });
  }
}

/** HubSpot's shareable page of a form: `1`, the GUID's bytes in base64url, the portal in base 36. */
const shareUrl = (formId: string, portalId: string, region = 'na1') =>
  `https://${region === 'na1' ? 'share' : `share-${region}`}.hsforms.com/1${Buffer.from(formId.replace(/-/g, ''), 'hex').toString('base64url')}${Number(portalId).toString(36)}`;

const pagePath = (name: string) => `/?page_id=${site().pages[name]}`;
/** A page after redirects (WordPress sends `?page_id=` to the pretty permalink). */
async function page(pathname: string): Promise<{ status: number; body: string; document: Document }> {
  const response = await fetch(new URL(pathname, site().url));
  const body = await response.text();
  return { status: response.status, body, document: parse(body) };
}

describe.skipIf(skipped)('the theme on WordPress 6.1 (Debian), without WooCommerce', () => {
  expectCleanDebugLog();
  afterEach(async () => {
    await php(`remove_theme_mods(); echo 'ok';`);
  });

  it('prints the config element once on every kind of page, JSON that normalizeConfig takes unchanged', async () => {
    const paths = ['/', pagePath('shortcode'), pagePath('block'), '/hello-world/', '/category/uncategorized/', '/?s=thung', '/khong-co-trang-nay/'];
    for (const path of paths) {
      const { status, document } = await page(path);
      expect(status, path).toBe(path.startsWith('/khong') ? 404 : 200);
      const raw = configOf(document);
      expect(normalizeConfig(raw), path).toEqual(raw);
      // Every key of the contract, none left to a default.
      expect(Object.keys(raw as object).sort(), path).toEqual(Object.keys(DEFAULT_CONFIG).sort());
    }
    const raw = configOf((await page('/')).document) as typeof DEFAULT_CONFIG;
    const suffix = createHash('md5').update(`1_${site().url}/shop-islands`).digest('hex');
    expect(raw).toMatchObject({
      // WooCommerce's own values for these (tests/fixtures/woocommerce/pages/shop.html: wc_cart_fragments_params).
      ajaxurl: '/wp-admin/admin-ajax.php',
      wc_ajax_url: '/?wc-ajax=%%endpoint%%',
      locale: 'vi',
      i18n: {},
      cart: { fragment_name: `wc_fragments_${suffix}`, cart_hash_key: `wc_cart_hash_${suffix}`, style: 'dropdown', is_cart: false },
      site_name: 'Giao Vận Sài Gòn',
      password: { min_strength: 3, stop_checkout: false },
      forms: { base_url: '', region: 'na1', env: 'prod' },
      user: { can_edit_pages: false },
      search: { no_results: true },
      gallery: { zoom: true },
    });
  });

  it('escapes the config for its script element: no text can end it or open a comment', async () => {
    const name = 'Giao Vận </script><!-- & "Sài" Gòn';
    const before = await php(`echo get_option( 'blogname' );`);
    await php(`update_option( 'blogname', ${phpValue(name)} ); echo 'ok';`);
    try {
      const { body, document } = await page('/');
      const json = /<script type="application\/json" id="shop-islands-config">(.*?)<\/script>/s.exec(body)![1]!;
      expect(json).not.toMatch(/[<>&]/);
      expect((configOf(document) as { site_name: string }).site_name).toBe(name);
    } finally {
      await php(`update_option( 'blogname', ${phpValue(before)} ); echo 'ok';`);
    }
  });

  it('loads the loader as a module script (WordPress 6.1: through script_loader_tag), its modulepreloads and the stylesheet, all served', async () => {
    const { document } = await page('/');
    const { entries } = site().manifest;
    const themeUrl = `${site().url}/wp-content/themes/shop-islands/dist/`;
    const modules = [...document.querySelectorAll('script[type="module"]')];
    expect(modules.map((s) => s.getAttribute('src'))).toEqual([themeUrl + entries['loader']!.file]);
    const preloads = [...document.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'));
    expect(preloads).toEqual(entries['loader']!.imports.map((file) => themeUrl + file));
    for (const url of [...preloads, modules[0]!.getAttribute('src')]) {
      const response = await fetch(url!);
      expect(response.status, url!).toBe(200);
      expect(response.headers.get('content-type'), url!).toMatch(/javascript/);
      // Each chunk the loader imports on demand is there too (relative to the loader).
    }
    for (const entry of Object.values(entries)) {
      for (const file of [entry.file, ...entry.imports]) expect((await fetch(themeUrl + file, { method: 'HEAD' })).status, file).toBe(200);
    }
    const styles = [...document.querySelectorAll('link[rel="stylesheet"]')].map((l) => l.getAttribute('href'));
    expect(styles).toContain(themeUrl + entries['theme']!.file);
    // The theme never enqueues jQuery, nor WordPress's emoji script.
    expect([...document.querySelectorAll('script[src]')].map((s) => s.getAttribute('src')).filter((src) => /jquery|emoji/.test(src!))).toEqual([]);
    expect(document.querySelectorAll('script:not([src]):not([type="application/json"])').length).toBe(0);
  });

  it('renders both shortcodes and the block as form-embed mount points whose props the island reads, with a link for visitors without JavaScript', async () => {
    const expected = { portalId: FORM.portalId, formId: FORM.formId };
    for (const [name, region] of [
      ['shortcode', 'na1'],
      ['hubspot', 'na1'],
      ['block', 'eu1'],
    ] as const) {
      const { document } = await page(pagePath(name));
      const points = mountPoints(document);
      expect(points.map((p) => [p.island, p.hydrate]), name).toEqual([['form-embed', 'visible']]);
      expectValidMountPoints(points);
      // HubSpot's `{UPPER-CASE}` GUID is written as the embed takes it.
      expect(points[0]!.props).toEqual({ ...expected, region });
      const link = points[0]!.element.querySelector('.shop-islands-form__fallback a');
      expect(link?.getAttribute('href')).toBe(shareUrl(FORM.formId, FORM.portalId, region));
      expect(link?.textContent).toBe('Mở biểu mẫu');
    }
    const block = (await page(pagePath('block'))).document.querySelector('.wp-block-shop-islands-marketing-form [data-island="form-embed"]');
    expect(block).not.toBeNull();
  });

  it('gives visitors nothing for a form with broken ids, or a HubSpot shortcode of another kind', async () => {
    const { document } = await page(pagePath('broken'));
    expect(mountPoints(document)).toEqual([]);
    expect(document.querySelector('.entry-content')!.textContent!.trim()).toBe('');
    expect(document.querySelector('.shop-islands-form-error')).toBeNull();
  });

  it('writes the customizer’s forms host into the props and the config, and sanitises what the options hold', async () => {
    await php(`set_theme_mod( 'shop_islands_forms_base_url', 'https://forms.example.vn/' ); set_theme_mod( 'shop_islands_forms_env', 'qa' ); set_theme_mod( 'shop_islands_forms_region', 'eu1' ); echo 'ok';`);
    let { document } = await page(pagePath('shortcode'));
    expect(mountPoints(document)[0]!.props).toEqual({ portalId: FORM.portalId, formId: FORM.formId, region: 'na1', formsBaseUrl: 'https://forms.example.vn', env: 'qa' });
    expectValidMountPoints(mountPoints(document));
    expect((configOf(document) as typeof DEFAULT_CONFIG).forms).toEqual({ base_url: 'https://forms.example.vn', region: 'eu1', env: 'qa' });
    // The HubSpot shortcode has no region of its own: the customizer's.
    expect(mountPoints((await page(pagePath('hubspot'))).document)[0]!.props).toMatchObject({ region: 'eu1' });
    // Values no control can save, written straight to the database, read as the defaults.
    await php(`set_theme_mod( 'shop_islands_forms_base_url', 'javascript:alert(1)' ); set_theme_mod( 'shop_islands_forms_env', 'staging' ); set_theme_mod( 'shop_islands_cart_style', array( 'x' ) ); set_theme_mod( 'shop_islands_sticky_header', 'sometimes' ); echo 'ok';`);
    ({ document } = await page('/'));
    const config = configOf(document) as typeof DEFAULT_CONFIG;
    expect(config.forms).toEqual({ base_url: '', region: 'eu1', env: 'prod' });
    expect(config.cart.style).toBe('dropdown');
    expect(document.querySelector('#header')!.className).toBe('header has-sticky');
  });

  it('follows the header options: sticky on, hide-on-scroll or off; cart style; live search on or off', async () => {
    const header = async () => (await page('/')).document;
    expect((await header()).querySelector('#header')!.className).toBe('header has-sticky');
    await php(`set_theme_mod( 'shop_islands_sticky_header', 'hide-on-scroll' ); set_theme_mod( 'shop_islands_cart_style', 'off-canvas' ); echo 'ok';`);
    let document = await header();
    expect(document.querySelector('#header')!.className).toBe('header has-sticky sticky-hide-on-scroll');
    expect((configOf(document) as typeof DEFAULT_CONFIG).cart.style).toBe('off-canvas');
    await php(`set_theme_mod( 'shop_islands_sticky_header', 'off' ); set_theme_mod( 'shop_islands_live_search', false ); echo 'ok';`);
    document = await header();
    expect(document.querySelector('#header')!.className).toBe('header');
    // No form the ajax-search island takes (form.searchform): WordPress's search form.
    expect(document.querySelectorAll('form.searchform').length).toBe(0);
    expect(document.querySelectorAll('#header form.search-form[role="search"]').length).toBe(2);
  });

  it('turns the gallery zoom off from the customizer, or with WooCommerce’s own filter for its zoom', async () => {
    const zoom = async (code = ''): Promise<unknown> => (await phpJson<{ zoom: unknown }>(`${code} echo wp_json_encode( shop_islands_page_config()['gallery'] );`)).zoom;
    expect(await zoom()).toBe(true);
    expect(await zoom(`add_filter( 'woocommerce_single_product_zoom_enabled', '__return_false' );`)).toBe(false);
    await php(`set_theme_mod( 'shop_islands_gallery_zoom', false ); echo 'ok';`);
    expect((configOf((await page('/')).document) as typeof DEFAULT_CONFIG).gallery).toEqual({ zoom: false });
  });

  it('is in Vietnamese (languages/vi.mo), and sends the islands only the strings a translation changes', async () => {
    const { document } = await page('/');
    expect(document.querySelector('.skip-link')!.textContent).toBe('Chuyển đến nội dung');
    expect(document.querySelector('#search-header')!.getAttribute('placeholder')).toBe('Tìm kiếm…');
    expect((configOf(document) as typeof DEFAULT_CONFIG).i18n).toEqual({});
    // A translation that differs from what the islands carry (here a filter, as another .mo would) is sent.
    const overridden = configOf((await page('/?override=1')).document) as typeof DEFAULT_CONFIG;
    expect(overridden.i18n).toEqual({ 'cart.viewCart': 'Xem giỏ ngay' });
    // An English site sends nothing either: the islands carry English.
    await php(`update_option( 'WPLANG', '' ); echo 'ok';`);
    try {
      const english = configOf((await page('/')).document) as typeof DEFAULT_CONFIG;
      expect(english.locale).toBe('en-US');
      expect(english.i18n).toEqual({});
      expect((await page('/')).document.querySelector('.skip-link')!.textContent).toBe('Skip to content');
    } finally {
      await php(`update_option( 'WPLANG', 'vi' ); echo 'ok';`);
    }
  });

  it('registers the "Marketing form" block for the editor: server-rendered, its editor script served, its title translated', async () => {
    const block = JSON.parse(
      await php(`
$type = WP_Block_Type_Registry::get_instance()->get_registered( 'shop-islands/marketing-form' );
$editor = wp_scripts()->query( $type->editor_script );
echo wp_json_encode( array( 'title' => $type->title, 'dynamic' => $type->is_dynamic(), 'script' => $editor ? $editor->src : null, 'deps' => $editor ? $editor->deps : null ) );`),
    ) as { title: string; dynamic: boolean; script: string; deps: string[] };
    expect(block).toMatchObject({ title: 'Biểu mẫu tiếp thị', dynamic: true });
    expect(block.deps).toEqual(expect.arrayContaining(['wp-blocks', 'wp-server-side-render', 'wp-block-editor']));
    expect((await fetch(block.script)).status).toBe(200);
  });

  it('answers the live search and the quick view as the issue asks, without WooCommerce', async () => {
    const ajax = `${site().url}/wp-admin/admin-ajax.php`;
    const noResults = { suggestions: [{ id: -1, value: 'Không tìm thấy sản phẩm nào.', url: '' }] };
    for (const init of [undefined, { method: 'POST', body: new URLSearchParams({ action: 'flatsome_ajax_search_products', query: 'thung carton' }) }]) {
      const response = await fetch(init ? ajax : `${ajax}?action=flatsome_ajax_search_products&query=thung+carton`, init);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/json; charset=UTF-8');
      expect(await response.json()).toEqual(noResults);
    }
    const quickView = (body?: Record<string, string>, method = 'POST') =>
      fetch(method === 'GET' ? `${ajax}?action=flatsome_quickview&product=12` : ajax, method === 'GET' ? {} : { method, body: new URLSearchParams({ action: 'flatsome_quickview', ...body }) });
    for (const [response, status, text] of [
      [await quickView({ product: '12' }), 404, 'No such product.'],
      [await quickView({ product: 'abc' }), 400, 'Missing or invalid product id.'],
      [await quickView({ product: '0' }), 400, 'Missing or invalid product id.'],
      [await quickView({}), 400, 'Missing or invalid product id.'],
      [await quickView(undefined, 'GET'), 400, 'Missing or invalid product id.'],
    ] as const) {
      expect(response.status).toBe(status);
      expect(response.headers.get('content-type')).toBe('text/plain; charset=UTF-8');
      expect(await response.text()).toBe(text);
    }
  });
});
