/**
 * A test server for the recorded WooCommerce 7.8 pages (tests/fixtures/woocommerce/pages): the
 * classic markup, without WooCommerce's and the theme's scripts (what the islands replace), with
 * jQuery from npm, the islands' config and loader; and WooCommerce's wc-ajax cart endpoints
 * answered with the recorded exchanges (tests/fixtures/woocommerce/exchanges), Set-Cookie
 * headers included. Flatsome's live search (`admin-ajax.php?action=flatsome_ajax_search_products`)
 * is answered in Flatsome's shape from the recorded shop page's products, for pages that carry
 * `FLATSOME_SEARCH_FORM` (that shop ran another theme, so nothing of it was recorded). It records
 * every request it receives, so tests can count them.
 *
 * The shop page also carries Flatsome's quick-view link on product 11's card, and the server
 * answers the theme's `flatsome_quickview` for it (admin-ajax) with Flatsome's lightbox template
 * filled from the recorded product page, as a Flatsome shop would.
 *
 * The recorded shop ran at http://127.0.0.1:8089: its host is replaced by this server's, in the
 * pages and in the answers alike, as if the shop had been recorded here. Images answer an empty
 * 204 and stylesheets an empty one, so a page's console stays clean.
 *
 * @example
 * const server = await start();
 * await page.goto(`${server.url}/`);
 * server.wcAjax('add_to_cart').length; // add_to_cart requests received so far
 * await server.close();
 */
import { readFileSync, readdirSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { foldedWords, foldText } from '../src/text/fold';

/** Where the pages and exchanges were recorded. */
export const RECORDED_HOST = '127.0.0.1:8089';

const root = path.resolve(import.meta.dirname, '..');
const fixtures = path.join(root, 'tests/fixtures/woocommerce');
const distDir = path.join(root, 'dist');
const jqueryDir = path.join(root, 'node_modules/jquery/dist');

/** The recorded pages this server serves, by path. */
const PAGES: Readonly<Record<string, string>> = {
  '/': 'shop.html',
  '/cua-hang/': 'shop.html',
  '/san-pham/ao-thun-cotton-basic/': 'product-simple.html',
  '/tai-khoan/': 'my-account-login-register.html',
  '/san-pham/ao-polo-nam/': 'product-variable.html',
};

/**
 * Flatsome's header search form (`woocommerce/product-searchform.php` with the category option
 * on), for a test to put in a page through `footer`: the recorded shop ran another theme. Its
 * categories are the recorded shop's.
 */
export const FLATSOME_SEARCH_FORM = `
<div class="searchform-wrapper ux-search-box relative form-flat is-normal">
  <form method="get" class="searchform" action="/" role="search">
    <div class="flex-row relative">
      <div class="flex-col search-form-categories">
        <select class="search_categories resize-select mb-0" name="product_cat" aria-label="Danh mục"><option value="" selected='selected'>Tất cả</option><option value="ao">Áo</option><option value="giay-dep">Giày dép</option><option value="phu-kien">Phụ kiện</option><option value="quan-vay">Quần &amp; váy</option></select>
      </div>
      <div class="flex-col flex-grow">
        <label class="screen-reader-text" for="woocommerce-product-search-field-9">Tìm kiếm:</label>
        <input type="search" id="woocommerce-product-search-field-9" class="search-field mb-0" placeholder="Tìm kiếm&hellip;" value="" name="s" />
        <input type="hidden" name="post_type" value="product" />
      </div>
      <div class="flex-col">
        <button type="submit" value="Tìm kiếm" class="ux-search-submit submit-button secondary button icon mb-0" aria-label="Gửi"><i class="icon-search"></i></button>
      </div>
    </div>
    <div class="live-search-results text-left z-top"></div>
  </form>
</div>`;

/** The admin-ajax action of Flatsome's live search, answered from the recorded shop page. */
const SEARCH_ACTION = 'flatsome_ajax_search_products';

/** A product of the recorded shop listing, as Flatsome's live search describes it. */
interface ListedProduct {
  id: number;
  name: string;
  url: string;
  /** The 150×150 thumbnail (Flatsome asks for the attachment's `thumbnail` size). */
  img: string;
  /** WooCommerce's `get_price_html()`, as the listing shows it. */
  price: string;
  categories: string[];
}

/** The products of the recorded shop page: `li.product` elements, read with patterns (their markup is WooCommerce's own). */
function listedProducts(html: string): ListedProduct[] {
  return [...html.matchAll(/<li class="([^"]*\bproduct\b[^"]*)">([\s\S]*?)<\/li>/g)].map(([, classes = '', item = '']) => ({
    id: Number(/\bpost-(\d+)\b/.exec(classes)?.[1]),
    name: /woocommerce-loop-product__title">([^<]*)</.exec(item)?.[1] ?? '',
    url: /<a href="([^"]*)" class="woocommerce-LoopProduct-link/.exec(item)?.[1] ?? '',
    img: /(\S*-150x150\.\w+) 150w/.exec(item)?.[1] ?? /<img [^>]*src="([^"]*)"/.exec(item)?.[1] ?? '',
    price: /<span class="price">([\s\S]*?)<\/span>\n/.exec(item)?.[1] ?? '',
    categories: [...classes.matchAll(/\bproduct_cat-([\w-]+)/g)].map((m) => m[1]!),
  }));
}


/**
 * Flatsome's answer (`flatsome_ajax_search()`: `wp_send_json(['suggestions' => …])`) from the
 * recorded shop's products: each word of the query at the start of a word of the name, case and
 * diacritics aside (MySQL's collation), in the category chosen; `{id: -1, …}` for nothing.
 */
function flatsomeSearch(html: string, url: URL): string {
  const words = foldedWords(url.searchParams.get('query') ?? '');
  const category = url.searchParams.get('product_cat');
  const found = listedProducts(html).filter(
    (product) =>
      (!category || product.categories.includes(category)) &&
      words.length > 0 &&
      words.every((word) => new RegExp(`(^|[^\\p{L}\\p{N}])${word}`, 'u').test(foldText(product.name))),
  );
  const suggestions = found.length
    ? found.map((p) => ({ type: 'Product', id: p.id, value: p.name, url: p.url, img: p.img, price: p.price }))
    : [{ id: -1, value: 'Không tìm thấy sản phẩm nào.', url: '' }];
  return JSON.stringify({ suggestions });
}

/** Where jQuery is served from: the page's own copy came from WordPress, this one from npm. */
const JQUERY_URL = '/vendor/jquery/jquery.min.js';

interface RecordedExchange {
  name: string;
  request: { method: string; path: string; body_fields?: Record<string, string> | null };
  response: { status: number; headers: [string, string][]; body: string };
  cookies_before: Record<string, string>;
}

/** One request this server received. */
export interface ReceivedRequest {
  method: string;
  /** Path and query, e.g. `/?wc-ajax=add_to_cart`. */
  url: string;
  /** The `wc-ajax` endpoint, for WooCommerce's ajax requests. */
  endpoint?: string;
  /** Form fields of a form-encoded POST body. */
  fields: Record<string, string>;
  cookies: Record<string, string>;
  /** The recorded exchange that answered it. */
  exchange?: string;
}

export interface ClassicServer {
  /** `http://127.0.0.1:<port>` */
  url: string;
  /** Every request received, in order. */
  requests: ReceivedRequest[];
  /** The wc-ajax requests received, all of them or one endpoint's. */
  wcAjax(endpoint?: string): ReceivedRequest[];
  /** Markup put before `</body>` of every page served from now on, as a plugin's footer script is. */
  footer: string;
  /** Forgets the requests received and the footer markup. */
  reset(): void;
  close(): Promise<void>;
}

/** The recorded host replaced by `host` (`127.0.0.1:<port>`), in any text. */
export const relocate = (text: string, host: string): string => text.split(RECORDED_HOST).join(host);

function loadExchanges(): RecordedExchange[] {
  const dir = path.join(fixtures, 'exchanges');
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => ({ ...(JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as RecordedExchange), name: file.slice(0, -5) }));
}

const endpointOf = (url: string): string | null => new URL(url, 'http://x').searchParams.get('wc-ajax');

/** For each endpoint, the field that tells its recorded exchanges apart, and the exchange for an unknown value. */
const KEYS: Readonly<Record<string, { field: string; unknown: string }>> = {
  add_to_cart: { field: 'product_id', unknown: '10-add-to-cart-invalid-product-id' },
  remove_from_cart: { field: 'cart_item_key', unknown: '09-remove-from-cart-unknown-key' },
};

/**
 * The recorded exchange that answers a wc-ajax request: same endpoint and method; for add and
 * remove, the same product id or cart item key (an unknown one gets WooCommerce's answer for an
 * unknown one); among those, the first recorded with the same `woocommerce_cart_hash` cookie, else
 * the first.
 */
function choose(exchanges: readonly RecordedExchange[], request: ReceivedRequest): RecordedExchange | undefined {
  let candidates = exchanges.filter(
    (e) => e.request.method === request.method && endpointOf(e.request.path) === request.endpoint,
  );
  const key = request.endpoint ? KEYS[request.endpoint] : undefined;
  if (key) {
    const value = request.fields[key.field];
    candidates = candidates.filter((e) => (e.request.body_fields ?? {})[key.field] === value);
    if (value !== undefined && !candidates.length) candidates = exchanges.filter((e) => e.name === key.unknown);
  }
  const hash = request.cookies['woocommerce_cart_hash'];
  return candidates.find((e) => e.cookies_before['woocommerce_cart_hash'] === hash) ?? candidates[0];
}

/** Response headers of a recording that describe that connection, not the answer. */
const CONNECTION_HEADERS = new Set(['host', 'date', 'connection', 'content-length', 'transfer-encoding', 'keep-alive']);

function replay(response: ServerResponse, exchange: RecordedExchange, host: string): void {
  const body = relocate(exchange.response.body, host);
  const headers = new Map<string, string[]>();
  for (const [name, value] of exchange.response.headers) {
    if (CONNECTION_HEADERS.has(name.toLowerCase())) continue;
    // The recording's Set-Cookie lines have no Domain (host-only) and `path=/`: they fit any host as they are.
    headers.set(name, [...(headers.get(name) ?? []), value]);
  }
  for (const [name, values] of headers) response.setHeader(name, values.length === 1 ? values[0]! : values);
  response.setHeader('Content-Length', Buffer.byteLength(body));
  response.writeHead(exchange.response.status);
  response.end(body);
}

/** A `var name = {...};` of the page's inline scripts (WordPress's `wp_localize_script`), if it has one. */
function localizedIfAny(html: string, name: string): Record<string, string> | undefined {
  const json = new RegExp(`var ${name} = (\\{.*?\\});\\n`).exec(html)?.[1];
  return json ? (JSON.parse(json) as Record<string, string>) : undefined;
}

function localized(html: string, name: string): Record<string, string> {
  const values = localizedIfAny(html, name);
  if (!values) throw new Error(`the page has no ${name}`);
  return values;
}

/** The islands' config from WooCommerce's `wc_password_strength_meter_params` (strings, as WordPress prints them). */
const meterConfig = (params: Record<string, string> | undefined) =>
  params && {
    password: { min_strength: params['min_password_strength'], stop_checkout: params['stop_checkout'] },
    i18n: { 'password.tooWeak': params['i18n_password_error'] },
  };

/** JSON inside a `<script>` element: `<` escaped, so no string in it can end the element. */
const scriptJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

interface Manifest {
  entries: Record<string, { file: string; imports?: string[] }>;
}

/** The product whose card has Flatsome's quick-view link, and its recorded page. */
const QUICK_VIEW_PRODUCT = { id: '11', page: 'product-simple.html', path: '/san-pham/ao-thun-cotton-basic/' };

/** What `flatsome_product_box_actions` adds to a card: the quick-view link (Flatsome's text, translated). */
const quickViewLink = (host: string): string =>
  `<a class="quick-view" data-prod="${QUICK_VIEW_PRODUCT.id}" href="http://${host}${QUICK_VIEW_PRODUCT.path}">Xem nhanh</a>`;

/**
 * Flatsome's `flatsome_quickview` answer for the quick-view product: its lightbox template
 * (`woocommerce/content-single-product-lightbox.php`) around the recorded product page's gallery
 * images and its summary (WooCommerce's price, short description and add-to-cart form).
 */
function quickViewAnswer(host: string): string {
  const html = relocate(readFileSync(path.join(fixtures, 'pages', QUICK_VIEW_PRODUCT.page), 'utf8'), host);
  const images = [...html.matchAll(/<div data-thumb="[^"]*"[^>]*class="woocommerce-product-gallery__image">([\s\S]*?)<\/div>/g)].map((m) => m[1]!);
  const summary = /<div class="summary entry-summary">\s*<h1 class="product_title entry-title">([^<]*)<\/h1>([\s\S]*?)<div class="product_meta">/.exec(html);
  if (!images.length || !summary) throw new Error(`${QUICK_VIEW_PRODUCT.page} has no gallery or summary`);
  return `<div class="product-quick-view-container">
	<div id="product-${QUICK_VIEW_PRODUCT.id}" class="row row-collapse mb-0 product type-product post-${QUICK_VIEW_PRODUCT.id} status-publish instock product_cat-ao has-post-thumbnail shipping-taxable purchasable product-type-simple">
		<div class="product-gallery large-6 col">
			<div class="slider slider-show-nav product-gallery-slider main-images mb-0">
${images.map((image, i) => `				<div class="slide${i === 0 ? ' first' : ''}">${image}</div>`).join('\n')}
			</div>
		</div>
		<div class="product-info summary large-6 col entry-summary" style="font-size:90%;">
			<div class="product-lightbox-inner" style="padding: 30px;">
				<a class="plain" href="http://${host}${QUICK_VIEW_PRODUCT.path}"><h1>${summary[1]}</h1></a>
				<div class="is-divider small"></div>
${summary[2]}
			</div>
		</div>
	</div>
</div>`;
}

/**
 * A recorded page as the islands meet it: every script of WooCommerce, WordPress and the theme
 * removed (structured data stays), jQuery from npm in the head, then the islands' config (from the
 * page's own `wc_cart_fragments_params` and `wc_add_to_cart_params`) and loader.
 */
function preparePage(file: string, host: string, footer: string): string {
  const html = relocate(readFileSync(path.join(fixtures, 'pages', file), 'utf8'), host);
  const fragments = localized(html, 'wc_cart_fragments_params');
  const add = localized(html, 'wc_add_to_cart_params');
  const config = {
    ajaxurl: add['ajax_url'],
    wc_ajax_url: add['wc_ajax_url'],
    cart: {
      fragment_name: fragments['fragment_name'],
      cart_hash_key: fragments['cart_hash_key'],
      cart_url: add['cart_url'],
      is_cart: add['is_cart'],
    },
    // WooCommerce's meter settings and its error text, on the pages that load the meter.
    ...meterConfig(localizedIfAny(html, 'wc_password_strength_meter_params')),
  };
  const manifest = JSON.parse(readFileSync(path.join(distDir, 'manifest.json'), 'utf8')) as Manifest;
  const loader = manifest.entries['loader'];
  if (!loader) throw new Error('dist/manifest.json has no loader: run `npm run build`');
  const head = [
    `<script src="${JQUERY_URL}"></script>`,
    `<script type="application/json" id="shop-islands-config">${scriptJson(config)}</script>`,
    ...(loader.imports ?? []).map((chunk) => `<link rel="modulepreload" href="/dist/${chunk}">`),
    `<script type="module" src="/dist/${loader.file}"></script>`,
  ].join('\n');
  const stripped = html.replace(/<script\b([^>]*)>[\s\S]*?<\/script>/gi, (element, attributes: string) =>
    /type=["']application\/ld\+json["']/.test(attributes) ? element : '',
  );
  // Flatsome's quick-view link on the card of the quick-view product, after its add-to-cart button.
  const withQuickView = stripped.replace(
    new RegExp(`(<a [^>]*data-product_id="${QUICK_VIEW_PRODUCT.id}"[^>]*>[^<]*</a>)`),
    (button) => `${button}${quickViewLink(host)}`,
  );
  return withQuickView.replace('</head>', `${head}\n</head>`).replace('</body>', `${footer}</body>`);
}

const TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};
const IMAGE = /\.(?:jpe?g|png|gif|webp|svg|ico)$/i;

/** A file of `dir` by its bare name (no directories, so no way out of it), or `undefined`. */
function fileIn(dir: string, name: string): Buffer | undefined {
  if (!/^[\w.-]+$/.test(name) || name.startsWith('.')) return undefined;
  try {
    return readFileSync(path.join(dir, name));
  } catch {
    return undefined;
  }
}

const parseCookies = (header: string | undefined): Record<string, string> =>
  Object.fromEntries(
    (header ?? '')
      .split(';')
      .map((pair) => pair.trim())
      .filter(Boolean)
      .map((pair) => {
        const at = pair.indexOf('=');
        return at < 0 ? [pair, ''] : [pair.slice(0, at), pair.slice(at + 1)];
      }),
  );

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Starts the server on a free port of 127.0.0.1. */
export async function start(): Promise<ClassicServer> {
  const exchanges = loadExchanges();
  let host = '';

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = request.url ?? '/';
    const { pathname } = new URL(url, 'http://x');
    const method = request.method ?? 'GET';
    const body = method === 'POST' ? await readBody(request) : '';
    const form = /^application\/x-www-form-urlencoded\b/i.test(request.headers['content-type'] ?? '');
    const received: ReceivedRequest = {
      method,
      url,
      fields: form ? Object.fromEntries(new URLSearchParams(body)) : {},
      cookies: parseCookies(request.headers.cookie),
    };
    const endpoint = endpointOf(url);
    if (endpoint !== null) received.endpoint = endpoint;
    server.requests.push(received);

    const send = (status: number, type: string | undefined, content: string | Buffer = ''): void => {
      if (type) response.setHeader('Content-Type', type);
      response.setHeader('Cache-Control', 'no-store');
      response.writeHead(status);
      response.end(content);
    };

    if (endpoint !== null) {
      const exchange = choose(exchanges, received);
      if (!exchange) return send(404, 'text/plain; charset=utf-8', `no recorded exchange for ${method} wc-ajax=${endpoint}`);
      received.exchange = exchange.name;
      return replay(response, exchange, host);
    }
    if (pathname === '/wp-admin/admin-ajax.php' && method === 'POST' && received.fields['action'] === 'flatsome_quickview') {
      if (received.fields['product'] !== QUICK_VIEW_PRODUCT.id) return send(404, 'text/plain; charset=utf-8', 'not recorded');
      return send(200, 'text/html; charset=UTF-8', quickViewAnswer(host));
    }
    if (method !== 'GET') return send(405, 'text/plain; charset=utf-8', 'not recorded');
    if (pathname === '/wp-admin/admin-ajax.php' && new URL(url, 'http://x').searchParams.get('action') === SEARCH_ACTION) {
      const shop = relocate(readFileSync(path.join(fixtures, 'pages', 'shop.html'), 'utf8'), host);
      return send(200, 'application/json; charset=UTF-8', flatsomeSearch(shop, new URL(url, 'http://x')));
    }
    const page = PAGES[pathname];
    if (page) return send(200, 'text/html; charset=UTF-8', preparePage(page, host, server.footer));
    const asset = /^\/(dist|vendor\/jquery)\/([^/]+)$/.exec(pathname);
    if (asset) {
      const content = fileIn(asset[1] === 'dist' ? distDir : jqueryDir, asset[2]!);
      const type = TYPES[path.extname(pathname)];
      if (content && type) return send(200, type, content);
    }
    // The shop's images (and the favicon): not recorded, and the page is whole without them.
    if (IMAGE.test(pathname)) return send(204, undefined);
    // Its stylesheets: not recorded either; an empty one keeps the console quiet.
    if (pathname.endsWith('.css')) return send(200, 'text/css; charset=utf-8');
    send(404, 'text/plain; charset=utf-8', 'not recorded');
  }

  const http = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(0, '127.0.0.1', () => resolve());
  });
  host = `127.0.0.1:${(http.address() as AddressInfo).port}`;

  const server: ClassicServer = {
    url: `http://${host}`,
    requests: [],
    wcAjax: (endpoint) => server.requests.filter((r) => r.endpoint !== undefined && (!endpoint || r.endpoint === endpoint)),
    footer: '',
    reset() {
      server.requests.length = 0;
      server.footer = '';
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        http.closeAllConnections();
        http.close((error) => (error ? reject(error) : resolve()));
      }),
  };
  return server;
}
