import { beforeAll, describe, expect, it } from 'vitest';
import { php, phpJson, phpValue, site, skipped } from './context';
import { expectCleanDebugLog } from './debug-log';

/** WooCommerce's data model, as WooCommerce registers it: the product post types and their taxonomies (names only). */
const WOOCOMMERCE_TYPES = `
register_post_type( 'product', array( 'public' => true ) );
register_post_type( 'product_variation', array( 'public' => false ) );
foreach ( array( 'product_cat' => true, 'product_tag' => false, 'product_visibility' => false ) as $taxonomy => $hierarchical ) {
	register_taxonomy( $taxonomy, array( 'product' ), array( 'hierarchical' => $hierarchical ) );
}
`;

/** Searches the index; prints `[titles…]` in order. */
const search = (query: string, options: { category?: string; inStockOnly?: boolean; limit?: number } = {}) =>
  phpJson<string[]>(`${WOOCOMMERCE_TYPES}
$categories = ${options.category ? `shop_islands_search_categories( ${phpValue(options.category)} )` : 'array()'};
$ids = Shop_Islands_Search_Index::search( ${phpValue(query)}, $categories, ${options.inStockOnly ? 'true' : 'false'}, ${options.limit ?? 10} );
echo wp_json_encode( array_map( function ( $id ) { return get_the_title( $id ); }, $ids ) );`);

/** A catalogue of about 10,000 packaging products, as the shop sells them, written straight to the tables. */
const SEED = `${WOOCOMMERCE_TYPES}
global $wpdb;
$terms = array();
foreach ( array( 'thung-carton' => 'Thùng carton', 'bang-keo' => 'Băng keo', 'mang-pe' => 'Màng PE', 'pallet' => 'Pallet', 'xe-day' => 'Xe đẩy' ) as $slug => $name ) {
	$terms[ $slug ] = wp_insert_term( $name, 'product_cat', array( 'slug' => $slug ) );
}
$terms['thung-carton-5-lop'] = wp_insert_term( 'Thùng carton 5 lớp', 'product_cat', array( 'slug' => 'thung-carton-5-lop', 'parent' => $terms['thung-carton']['term_id'] ) );
foreach ( array( 'exclude-from-search', 'exclude-from-catalog', 'outofstock' ) as $slug ) {
	wp_insert_term( $slug, 'product_visibility' );
}
$products = array();
foreach ( range( 20, 100, 5 ) as $l ) {
	foreach ( range( 15, 60, 5 ) as $w ) {
		foreach ( range( 10, 50, 5 ) as $h ) {
			foreach ( array( 3, 5 ) as $layers ) {
				$products[] = array( "Thùng carton $layers lớp {$l}x{$w}x{$h} cm", "GVSG-TC$layers-$l$w$h", 5 === $layers ? 'thung-carton-5-lop' : 'thung-carton' );
			}
		}
	}
}
foreach ( array( 12, 18, 24, 36, 48, 60, 72 ) as $width ) {
	foreach ( range( 10, 500, 5 ) as $length ) {
		foreach ( array( 'trong', 'đục', 'vàng' ) as $colour ) {
			$products[] = array( "Băng keo $colour {$width}mm x {$length}m", "GVSG-BK-$width-$length-" . substr( remove_accents( $colour ), 0, 1 ), 'bang-keo' );
		}
	}
}
foreach ( range( 10, 100, 2 ) as $width ) {
	foreach ( range( 1, 80 ) as $kg ) {
		$products[] = array( "Màng PE quấn pallet {$width}cm {$kg}kg", "GVSG-PE-$width-$kg", 'mang-pe' );
	}
}
foreach ( range( 10, 60, 2 ) as $w ) {
	foreach ( range( 10, 80, 2 ) as $h ) {
		$products[] = array( "Túi bóng khí {$w}x{$h}cm", "GVSG-TB-$w$h", 'mang-pe' );
	}
}
foreach ( range( 60, 200, 5 ) as $a ) {
	foreach ( range( 60, 200, 10 ) as $b ) {
		foreach ( array( 'nhựa', 'gỗ' ) as $material ) {
			$products[] = array( "Pallet $material {$a}x{$b}", "GVSG-PL-$a$b-" . substr( remove_accents( $material ), 0, 1 ), 'pallet' );
		}
	}
}
foreach ( range( 100, 2000, 25 ) as $kg ) {
	foreach ( array( 'hàng', 'tay', 'sàn' ) as $kind ) {
		$products[] = array( "Xe đẩy $kind {$kg}kg", "GVSG-XD-$kg-" . substr( remove_accents( $kind ), 0, 1 ), 'xe-day' );
	}
}
$now  = current_time( 'mysql' );
$gmt  = current_time( 'mysql', true );
foreach ( array_chunk( $products, 500 ) as $chunk ) {
	$rows = array();
	foreach ( $chunk as $i => $p ) {
		$rows[] = $wpdb->prepare( "(1, %s, %s, '', %s, '', 'publish', 'closed', 'closed', %s, '', '', %s, %s, '', 0, '', 0, 'product')", $now, $gmt, $p[0], sanitize_title( $p[1] ), $now, $gmt );
	}
	$wpdb->query( "INSERT INTO {$wpdb->posts} (post_author, post_date, post_date_gmt, post_content, post_title, post_excerpt, post_status, comment_status, ping_status, post_name, to_ping, pinged, post_modified, post_modified_gmt, post_content_filtered, post_parent, guid, menu_order, post_type) VALUES " . implode( ',', $rows ) );
}
$ids  = $wpdb->get_col( "SELECT ID FROM {$wpdb->posts} WHERE post_type = 'product' ORDER BY ID" );
$meta = array();
$rels = array();
foreach ( $ids as $i => $id ) {
	$meta[] = $wpdb->prepare( '(%d, %s, %s), (%d, %s, %s)', $id, '_sku', $products[ $i ][1], $id, '_stock_status', 'instock' );
	$rels[] = $wpdb->prepare( '(%d, %d)', $id, $terms[ $products[ $i ][2] ]['term_taxonomy_id'] );
}
foreach ( array_chunk( $meta, 1000 ) as $chunk ) {
	$wpdb->query( "INSERT INTO {$wpdb->postmeta} (post_id, meta_key, meta_value) VALUES " . implode( ',', $chunk ) );
}
foreach ( array_chunk( $rels, 1000 ) as $chunk ) {
	$wpdb->query( "INSERT INTO {$wpdb->term_relationships} (object_id, term_taxonomy_id) VALUES " . implode( ',', $chunk ) );
}
$started = microtime( true );
Shop_Islands_Search_Index::start_rebuild();
$batches = 0;
while ( ! Shop_Islands_Search_Index::rebuild_batch( 1000 ) ) {
	++$batches;
}
echo wp_json_encode( array( 'products' => count( $ids ), 'seconds' => microtime( true ) - $started, 'ready' => Shop_Islands_Search_Index::ready() ) );
`;

/** Products made through WordPress's own functions: the save hooks index them. */
const SPECIALS = `${WOOCOMMERCE_TYPES}
$special = wp_insert_post( array( 'post_type' => 'product', 'post_status' => 'publish', 'post_title' => 'Thùng Carton Đặc Biệt Có Nắp' ) );
update_post_meta( $special, '_sku', 'ZZ-SPECIAL-01' );
wp_set_object_terms( $special, array( 'Hàng mới về' ), 'product_tag' );
$hidden = wp_insert_post( array( 'post_type' => 'product', 'post_status' => 'publish', 'post_title' => 'Thùng carton đặc biệt ẩn' ) );
wp_set_object_terms( $hidden, array( 'exclude-from-search' ), 'product_visibility' );
$sold_out = wp_insert_post( array( 'post_type' => 'product', 'post_status' => 'publish', 'post_title' => 'Thùng carton đặc biệt hết hàng' ) );
update_post_meta( $sold_out, '_stock_status', 'outofstock' );
wp_insert_post( array( 'post_type' => 'product', 'post_status' => 'draft', 'post_title' => 'Thùng carton đặc biệt nháp' ) );
$trolley = wp_insert_post( array( 'post_type' => 'product', 'post_status' => 'publish', 'post_title' => 'Xe đẩy đặc biệt' ) );
$variation = wp_insert_post( array( 'post_type' => 'product_variation', 'post_status' => 'publish', 'post_parent' => $trolley, 'post_title' => 'Xe đẩy đặc biệt - 300kg' ) );
update_post_meta( $variation, '_sku', 'VAR-XD-777' );
// Meta written after the save (as WooCommerce's data store does) is indexed too: the index is written at the end of the request.
echo wp_json_encode( array( 'special' => $special, 'hidden' => $hidden, 'soldOut' => $sold_out, 'trolley' => $trolley, 'variation' => $variation ) );
`;

/** The index as stored: its state, its rows, and which of the theme's cron events are waiting. */
interface StoredIndex {
  state: { version: number; cursor: number; done: boolean };
  words: number;
  products: number;
  scheduled: string[];
}
const storedIndex = () =>
  phpJson<StoredIndex>(`
global $wpdb;
$tables = Shop_Islands_Search_Index::tables();
$scheduled = array();
foreach ( _get_cron_array() as $events ) {
	foreach ( array_keys( $events ) as $hook ) {
		if ( 0 === strpos( $hook, 'shop_islands_search_' ) ) {
			$scheduled[] = $hook;
		}
	}
}
echo wp_json_encode( array(
	'state' => Shop_Islands_Search_Index::state(),
	'words' => (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$tables['words']}" ),
	'products' => (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$tables['products']}" ),
	'scheduled' => $scheduled,
) );`);

/** The index as an older version of the theme left it: complete, of the previous version, no rebuild waiting. */
const OLDER_VERSION_INDEX = `
foreach ( _get_cron_array() as $timestamp => $events ) {
	foreach ( $events as $hook => $by_args ) {
		if ( 0 === strpos( $hook, 'shop_islands_search_' ) ) {
			foreach ( $by_args as $event ) {
				wp_unschedule_event( $timestamp, $hook, $event['args'] );
			}
		}
	}
}
$state = Shop_Islands_Search_Index::state();
update_option( Shop_Islands_Search_Index::STATE_OPTION, array( 'version' => Shop_Islands_Search_Index::VERSION - 1, 'cursor' => $state['cursor'], 'done' => true ), false );
echo 1;`;

/**
 * WordPress's own events (its update checks, which cannot reach WordPress.org here and warn, and
 * its daily chores) put off by a day, so that WP-Cron runs the theme's only.
 */
const ONLY_THEME_EVENTS_DUE = `
$crons = array();
foreach ( _get_cron_array() as $timestamp => $events ) {
	foreach ( $events as $hook => $by_args ) {
		$at = 0 === strpos( $hook, 'shop_islands_search_' ) ? $timestamp : max( $timestamp, time() + DAY_IN_SECONDS );
		$crons[ $at ][ $hook ] = ( isset( $crons[ $at ][ $hook ] ) ? $crons[ $at ][ $hook ] : array() ) + $by_args;
	}
}
ksort( $crons );
_set_cron_array( $crons );
echo 1;`;

/**
 * Requests wp-cron.php (what WP-Cron's spawn or a system cron does: it runs the events that are
 * due) until the index is complete and current again; each request runs one batch.
 */
async function runCronUntilRebuilt(version: number): Promise<StoredIndex> {
  await php(ONLY_THEME_EVENTS_DUE);
  for (let request = 0; request < 200; request++) {
    const index = await storedIndex();
    if (index.state.version === version && index.state.done && !index.scheduled.length) return index;
    expect((await fetch(`${site().url}/wp-cron.php`)).status).toBe(200);
  }
  throw new Error('WP-Cron did not finish the rebuild in 200 requests');
}

describe.skipIf(skipped)('the live search index, on 10,000 products', () => {
  expectCleanDebugLog();
  let ids: Record<string, number>;

  beforeAll(async () => {
    const seeded = await phpJson<{ products: number; seconds: number; ready: boolean }>(SEED);
    expect(seeded.products).toBeGreaterThanOrEqual(10_000);
    expect(seeded.ready).toBe(true);
    ids = await phpJson<Record<string, number>>(SPECIALS);
  }, 120_000);

  it('finds a product whatever diacritics and case the shopper types, and its tags', async () => {
    const found = await search('thung carton dac biet');
    expect(found).toEqual(['Thùng Carton Đặc Biệt Có Nắp', 'Thùng carton đặc biệt hết hàng']);
    expect(await search('THÙNG CARTON ĐẶC BIỆT')).toEqual(found);
    expect(await search('Thùng cartôn đặc biêt')).toEqual(found);
    expect(await search('hang moi ve')).toEqual(['Thùng Carton Đặc Biệt Có Nắp']);
    expect(await search('đặc biệt')).toEqual(['Xe đẩy đặc biệt', 'Thùng Carton Đặc Biệt Có Nắp', 'Thùng carton đặc biệt hết hàng']);
  });

  it('matches SKU prefixes, the variations’ SKUs too', async () => {
    expect(await search('zz-spec')).toEqual(['Thùng Carton Đặc Biệt Có Nắp']);
    expect(await search('VAR-XD')).toEqual(['Xe đẩy đặc biệt']);
    const tc5 = await search('gvsg-tc5-7050');
    expect(tc5).toHaveLength(9);
    expect(tc5.every((title) => /^Thùng carton 5 lớp 70x50x\d+ cm$/.test(title))).toBe(true);
  });

  it('leaves out products hidden from search and unpublished ones, and those out of stock when the shop hides them', async () => {
    const all = await search('thung carton dac biet', { limit: 50 });
    expect(all).not.toContain('Thùng carton đặc biệt ẩn');
    expect(all).not.toContain('Thùng carton đặc biệt nháp');
    expect(await search('thung carton dac biet', { inStockOnly: true })).toEqual(['Thùng Carton Đặc Biệt Có Nắp']);
  });

  it('keeps to a category and its children, and finds nothing in one that does not exist', async () => {
    const fiveLayers = await search('thung carton 70x50', { category: 'thung-carton-5-lop' });
    expect(fiveLayers.length).toBe(9);
    expect(fiveLayers.every((title) => title.startsWith('Thùng carton 5 lớp'))).toBe(true);
    expect((await search('thung carton 70x50', { category: 'thung-carton' })).length).toBe(10);
    expect(await search('bang keo', { category: 'thung-carton' })).toEqual([]);
    expect(await phpJson(`${WOOCOMMERCE_TYPES} echo wp_json_encode( shop_islands_search_categories( 'khong-co' ) );`)).toBeNull();
  });

  it('answers at most the limit, titles that start with the query first', async () => {
    const trolleys = await search('xe day');
    expect(trolleys).toHaveLength(10);
    expect(trolleys.every((title) => title.startsWith('Xe đẩy'))).toBe(true);
    expect(await search('khong co san pham nao')).toEqual([]);
    expect(await search('%_\\')).toEqual([]);
  });

  it('follows changes: a new title, a product trashed or hidden from search', async () => {
    await php(`${WOOCOMMERCE_TYPES} wp_update_post( array( 'ID' => ${ids['trolley']}, 'post_title' => 'Xe kéo đặc biệt' ) ); echo 1;`);
    expect(await search('xe keo dac biet')).toEqual(['Xe kéo đặc biệt']);
    expect(await search('xe day dac biet')).toEqual([]);
    // Its variation's SKU still leads to it.
    expect(await search('var-xd-777')).toEqual(['Xe kéo đặc biệt']);
    await php(`${WOOCOMMERCE_TYPES} wp_trash_post( ${ids['trolley']} ); echo 1;`);
    expect(await search('xe keo dac biet')).toEqual([]);
    await php(`${WOOCOMMERCE_TYPES} wp_set_object_terms( ${ids['special']}, array( 'exclude-from-search' ), 'product_visibility' ); echo 1;`);
    expect(await search('zz-special')).toEqual([]);
  });

  it("answers Flatsome's suggestions from the index: at most 10 products as WooCommerce shows them, then every result", async () => {
    const answer = await phpJson<{ suggestions: Array<Record<string, unknown>> }>(`${WOOCOMMERCE_TYPES}
class Indexed_Product {
	private $id;
	public function __construct( $id ) { $this->id = $id; }
	public function get_id() { return $this->id; }
	public function get_name() { return get_post_field( 'post_title', $this->id ); }
	public function get_permalink() { return 'http://127.0.0.1/san-pham/' . $this->id . '/'; }
	public function get_image_id() { return 0; }
	public function get_price_html() { return '<span class="woocommerce-Price-amount amount"><bdi>3.500&nbsp;<span class="woocommerce-Price-currencySymbol">&#8363;</span></bdi></span>'; }
	public function is_visible() { return false === strpos( get_post_field( 'post_title', $this->id ), '200kg' ); }
}
function wc_get_product( $id ) { return new Indexed_Product( $id ); }
function wc_placeholder_img_src( $size ) { return 'http://127.0.0.1/placeholder.png'; }
update_option( 'woocommerce_hide_out_of_stock_items', 'yes' );
echo wp_json_encode( array(
	'pallet' => shop_islands_search_answer( 'pallet go 60', '' ),
	'category' => shop_islands_search_answer( 'xe day', 'xe-day' ),
	'none' => shop_islands_search_answer( 'thung carton', 'xe-day' ),
	'short' => shop_islands_search_answer( 'th', '' ),
	'unknown' => shop_islands_search_answer( 'thung', 'khong-co' ),
	'array' => shop_islands_search_answer( array( 'thung' ), '' ),
) );
delete_option( 'woocommerce_hide_out_of_stock_items' );`);
    const answers = answer as unknown as Record<string, { suggestions: Array<Record<string, unknown>> }>;
    const pallet = answers['pallet']!.suggestions;
    expect(pallet.map((s) => s['value'])).toEqual([...pallet.slice(0, 10).map(() => expect.stringMatching(/^Pallet gỗ 60x\d+$/)), 'Xem tất cả kết quả']);
    for (const suggestion of pallet.slice(0, 10)) expect(Object.keys(suggestion)).toEqual(['type', 'id', 'value', 'url', 'img', 'price']);
    expect(pallet[0]).toMatchObject({ img: 'http://127.0.0.1/placeholder.png', price: expect.stringContaining('woocommerce-Price-amount') });
    expect(pallet[10]).toEqual({ id: -2, value: 'Xem tất cả kết quả', url: `${new URL(site().url).origin}/?s=pallet%20go%2060&post_type=product` });
    // Products WooCommerce would not show are left out (here the 200 kg trolleys).
    const trolleys = answers['category']!.suggestions;
    expect(trolleys.length).toBeGreaterThan(1);
    expect(trolleys.slice(0, -1).filter((s) => String(s['value']).includes('200kg'))).toEqual([]);
    expect(trolleys.at(-1)).toMatchObject({ id: -2, url: expect.stringContaining('&product_cat=xe-day') });
    const none = { suggestions: [{ id: -1, value: 'Không tìm thấy sản phẩm nào.', url: '' }] };
    for (const name of ['none', 'short', 'unknown', 'array']) expect(answers[name], name).toEqual(none);
  });

  it('is fast: each keystroke’s query is a few index ranges (no table scan), p50 well under 40 ms', async () => {
    const typed = ['thu', 'thun', 'thung', 'thung c', 'thung ca', 'thung car', 'thung cart', 'thung carto', 'thung carton', 'thung carton 5', 'thung carton 5 lop 60', 'bang', 'bang keo', 'bang keo trong 48', 'mang pe', 'mang pe 50cm', 'pallet nhua', 'xe day hang', 'xe day hang 300', 'gvsg', 'gvsg-tc3', 'gvsg-bk-48', 'gv'];
    const out = await phpJson<{ times: number[]; baseline: number[]; plans: Array<Array<{ table: string; type: string; key: string | null }>> }>(`${WOOCOMMERCE_TYPES}
global $wpdb;
$times = array();
$baseline = array();
$plans = array();
foreach ( ${phpValue(typed)} as $query ) {
	for ( $i = 0; $i < 5; $i++ ) {
		$started = microtime( true );
		Shop_Islands_Search_Index::search( $query, array(), true, 10 );
		$times[] = ( microtime( true ) - $started ) * 1000;
	}
	// For comparison, the shape of WordPress's search that Flatsome runs (and its SKU query):
	// LIKE '%word%' on every product's title, excerpt, content and SKU, ordered by relevance.
	$like = '%' . $wpdb->esc_like( $query ) . '%';
	$started = microtime( true );
	$wpdb->get_col( $wpdb->prepare( "SELECT p.ID FROM {$wpdb->posts} p LEFT JOIN {$wpdb->postmeta} m ON m.post_id = p.ID AND m.meta_key = '_sku' WHERE p.post_type = 'product' AND p.post_status = 'publish' AND ( p.post_title LIKE %s OR p.post_excerpt LIKE %s OR p.post_content LIKE %s OR m.meta_value LIKE %s ) ORDER BY p.post_title LIKE %s DESC, p.post_date DESC LIMIT 100", $like, $like, $like, $like, $like ) );
	$baseline[] = ( microtime( true ) - $started ) * 1000;
	$sql = Shop_Islands_Search_Index::search_sql( Shop_Islands_Search_Index::join_order( Shop_Islands_Search_Index::query_words( $query ) ), Shop_Islands_Search_Index::fold( $query ), array(), true, 10 );
	$plans[] = $wpdb->get_results( 'EXPLAIN ' . $sql, ARRAY_A );
}
echo wp_json_encode( array( 'times' => $times, 'baseline' => $baseline, 'plans' => $plans ) );`);
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    console.log(`[search] p50 ${median(out.times).toFixed(2)} ms, max ${Math.max(...out.times).toFixed(2)} ms; LIKE '%…%' p50 ${median(out.baseline).toFixed(2)} ms`);
    expect(median(out.times)).toBeLessThanOrEqual(40);
    // No step of any plan reads a whole table: the first word is a range of the (word, product)
    // key, each other word a lookup by product; only the 200 candidates are sorted.
    for (const [i, plan] of out.plans.entries()) {
      const tables = plan.filter((step) => !step.table.startsWith('<derived'));
      expect(tables.filter((step) => step.type === 'ALL' || step.type === 'index'), typed[i]).toEqual([]);
      expect(tables.find((step) => step.table === 'w0'), typed[i]).toMatchObject({ type: 'range', key: 'PRIMARY' });
      for (const step of tables.filter((s) => /^w[1-9]$/.test(s.table))) expect(step, typed[i]).toMatchObject({ type: 'ref', key: 'product_id' });
    }
  });

  it('prepares each value of a search once: a title and SKU with "%" and "%s" are indexed and found', async () => {
    await php(`${WOOCOMMERCE_TYPES}
$id = wp_insert_post( array( 'post_type' => 'product', 'post_status' => 'publish', 'post_title' => 'Áo thun 100% cotton %s' ) );
update_post_meta( $id, '_sku', 'AT-100%-%s' );
echo $id;`);
    expect(await search('100% cotton %s')).toEqual(['Áo thun 100% cotton %s']);
    expect(await search('ao thun 100%')).toEqual(['Áo thun 100% cotton %s']);
    expect(await search('AT-100%-%s')).toEqual(['Áo thun 100% cotton %s']);
    // WordPress hides a prepared value's "%" behind its placeholder escape, so a nested prepare()
    // gives the same SQL here (and index words are letters and digits only): what is checked is
    // that the builder never gives prepare() a format holding what a prepare() returned.
    const built = await phpJson<{ formats: number; twice: string[]; sql: string }>(`${WOOCOMMERCE_TYPES}
class Recording_Wpdb {
	public $formats  = array();
	public $prepared = array();
	private $wpdb;
	public function __construct( $wpdb ) {
		$this->wpdb = $wpdb;
	}
	public function __get( $name ) {
		return $this->wpdb->$name;
	}
	public function __call( $name, $args ) {
		return $this->wpdb->$name( ...$args );
	}
	public function prepare( $query, ...$args ) {
		$this->formats[]  = $query;
		$prepared         = $this->wpdb->prepare( $query, ...$args );
		$this->prepared[] = $prepared;
		return $prepared;
	}
}
$real  = $GLOBALS['wpdb'];
$query = '100% cotton %s';
$words = Shop_Islands_Search_Index::join_order( Shop_Islands_Search_Index::query_words( $query ) );
$GLOBALS['wpdb'] = new Recording_Wpdb( $real );
$sql = Shop_Islands_Search_Index::search_sql( $words, Shop_Islands_Search_Index::fold( $query ), array( 1, 2 ), true, 10 );
$recorded = $GLOBALS['wpdb'];
$GLOBALS['wpdb'] = $real;
$twice = array_filter(
	$recorded->formats,
	function ( $format ) use ( $real, $recorded ) {
		foreach ( $recorded->prepared as $prepared ) {
			if ( is_string( $prepared ) && '' !== $prepared && false !== strpos( $format, $prepared ) ) {
				return true;
			}
		}
		return false !== strpos( $format, $real->placeholder_escape() );
	}
);
echo wp_json_encode( array( 'formats' => count( $recorded->formats ), 'twice' => array_values( $twice ), 'sql' => $real->remove_placeholder_escape( $sql ) ) );`);
    expect(built.formats).toBeGreaterThan(0);
    expect(built.twice).toEqual([]);
    expect(built.sql).toContain("ORDER BY p.title LIKE '100\\\\% cotton \\\\%s%' DESC");
    expect(built.sql.match(/ LIKE '[^']*'/g)?.sort()).toEqual([" LIKE '100%'", " LIKE '100\\\\% cotton \\\\%s%'", " LIKE 'cotton%'", " LIKE 's%'"]);
  });

  it('after a version change, leaves the index to WP-Cron when an anonymous admin-ajax request runs admin_init', async () => {
    const before = await storedIndex();
    expect(before.state).toMatchObject({ done: true });
    await php(OLDER_VERSION_INDEX);
    const response = await fetch(`${site().url}/wp-admin/admin-ajax.php?action=flatsome_ajax_search_products&query=thung+carton`);
    expect(response.status).toBe(200);
    // Nothing emptied: the stored version is still the old one, every row is there, and the
    // rebuild waits for WP-Cron.
    const after = await storedIndex();
    expect(after).toEqual({ ...before, state: { ...before.state, version: before.state.version - 1 }, scheduled: ['shop_islands_search_start_rebuild'] });
    // A second visitor's request schedules it no second time.
    await fetch(`${site().url}/wp-admin/admin-ajax.php?action=flatsome_ajax_search_products&query=bang+keo`);
    expect((await storedIndex()).scheduled).toEqual(['shop_islands_search_start_rebuild']);
    // WP-Cron rebuilds it, batch by batch, to the same rows.
    expect(await runCronUntilRebuilt(before.state.version)).toMatchObject({ words: before.words, products: before.products });
    expect(await search('xe day')).toHaveLength(10);
  }, 120_000);

  it('after a version change, rebuilds when an administrator opens the dashboard', async () => {
    const before = await storedIndex();
    await php(OLDER_VERSION_INDEX);
    // admin_init also runs WordPress's own update checks (twice a day), which cannot reach
    // WordPress.org here and warn: they are recorded as just done.
    const cookies = await phpJson<Record<string, string>>(`
require ABSPATH . WPINC . '/version.php';
set_site_transient( 'update_core', (object) array( 'last_checked' => time(), 'version_checked' => $wp_version, 'updates' => array(), 'translations' => array() ) );
foreach ( array( 'update_plugins', 'update_themes' ) as $transient ) {
	set_site_transient( $transient, (object) array( 'last_checked' => time(), 'checked' => array(), 'response' => array(), 'translations' => array() ) );
}
$user = get_user_by( 'login', 'quantri' );
$expiration = time() + HOUR_IN_SECONDS;
$token = WP_Session_Tokens::get_instance( $user->ID )->create( $expiration );
echo wp_json_encode( array(
	AUTH_COOKIE => wp_generate_auth_cookie( $user->ID, $expiration, 'auth', $token ),
	LOGGED_IN_COOKIE => wp_generate_auth_cookie( $user->ID, $expiration, 'logged_in', $token ),
) );`);
    const cookie = Object.entries(cookies)
      .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
      .join('; ');
    const response = await fetch(`${site().url}/wp-admin/`, { headers: { cookie }, redirect: 'manual' });
    expect(response.status).toBe(200);
    await response.text();
    // Emptied and started in that request; the batches are WP-Cron's.
    expect(await storedIndex()).toEqual({ state: { version: before.state.version, cursor: 0, done: false }, words: 0, products: 0, scheduled: ['shop_islands_search_rebuild'] });
    expect(await runCronUntilRebuilt(before.state.version)).toMatchObject({ words: before.words, products: before.products });
  }, 120_000);

  it('starts no rebuild and writes no batch while another request holds the lock, and takes over a stale lock', async () => {
    const before = await storedIndex();
    await php(OLDER_VERSION_INDEX);
    // Another request is rebuilding: it holds the lock.
    await php(`Shop_Islands_Search_Index::lock(); echo 1;`);
    expect(await phpJson(`echo wp_json_encode( Shop_Islands_Search_Index::start_rebuild() );`)).toBe(false);
    expect(await storedIndex()).toEqual({ ...before, state: { ...before.state, version: before.state.version - 1 }, scheduled: [] });
    // Nor does a batch run: here the next one would index the first products again.
    const batch = await phpJson<{ done: boolean; state: StoredIndex['state'] }>(`
update_option( Shop_Islands_Search_Index::STATE_OPTION, array( 'version' => Shop_Islands_Search_Index::VERSION, 'cursor' => 0, 'done' => false ), false );
echo wp_json_encode( array( 'done' => Shop_Islands_Search_Index::rebuild_batch(), 'state' => Shop_Islands_Search_Index::state() ) );`);
    expect(batch).toEqual({ done: false, state: { version: before.state.version, cursor: 0, done: false } });
    expect(await storedIndex()).toMatchObject({ words: before.words, products: before.products, scheduled: [] });
    // The request holding it died: once its lock is older than the timeout, a rebuild takes it
    // over, and releases it when done.
    await php(OLDER_VERSION_INDEX);
    const retried = await phpJson<{ started: boolean; locked: boolean }>(`
global $wpdb;
$lock = $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", Shop_Islands_Search_Index::LOCK_OPTION );
$wpdb->update( $wpdb->options, array( 'option_value' => ( time() - Shop_Islands_Search_Index::LOCK_TIMEOUT - 1 ) . ' died' ), array( 'option_name' => Shop_Islands_Search_Index::LOCK_OPTION ) );
$started = Shop_Islands_Search_Index::start_rebuild();
echo wp_json_encode( array( 'started' => $started, 'locked' => null !== $wpdb->get_var( $lock ) ) );`);
    expect(retried).toEqual({ started: true, locked: false });
    expect(await runCronUntilRebuilt(before.state.version)).toMatchObject({ words: before.words, products: before.products });
  }, 120_000);
});
