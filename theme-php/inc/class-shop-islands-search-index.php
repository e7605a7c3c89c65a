<?php
/**
 * The live search's index: every searchable product's words (title, tags, SKUs, its variations'
 * SKUs), folded (`remove_accents`, lower case), one row a word, keyed by (word, product). A search
 * for "thung carton" is one join per typed word on that key, each a range of the index
 * (`word LIKE 'thung%'`): no table scan, whatever the catalogue's size. Kept current on every
 * product save, stock or visibility change, and rebuilt in batches (by WP-Cron) when the theme
 * is activated.
 *
 * Products are read from WordPress's tables as WooCommerce stores them (posts, `_sku` and
 * `_stock_status` meta, the `product_tag` and `product_visibility` terms), so indexing needs no
 * WooCommerce objects.
 *
 * @package shop-islands
 */

defined( 'ABSPATH' ) || exit;

/**
 * The index: two tables, `{prefix}shop_islands_search_words` and `…_products`.
 */
class Shop_Islands_Search_Index {

	/** Bump to rebuild the tables' rows after a change of what is indexed. */
	const VERSION = 1;
	/** The option holding the state: `array( 'version' => int, 'cursor' => int, 'done' => bool )`. */
	const STATE_OPTION = 'shop_islands_search_index';
	/** The cron event that rebuilds in batches. */
	const REBUILD_EVENT = 'shop_islands_search_rebuild';
	/** The cron event that starts a rebuild when the index's version changed (see inc/search.php). */
	const START_EVENT = 'shop_islands_search_start_rebuild';
	/** The option whose row is the rebuild's lock (never autoloaded): `<time taken> <token>`. */
	const LOCK_OPTION = 'shop_islands_search_rebuild_lock';
	/** Seconds after which a lock is stale (its request died) and may be taken over. */
	const LOCK_TIMEOUT = 600;
	/** Longest word kept (longer ones are cut: a prefix search still finds them). */
	const MAX_WORD = 64;
	/** Most words of a query used (the rest narrow little and cost a join each). */
	const MAX_QUERY_WORDS = 6;
	/** Most products a search ranks: a query matching more shows the best of the first found. */
	const CANDIDATES = 200;

	/**
	 * Table names.
	 *
	 * @return array{words: string, products: string}
	 */
	public static function tables() {
		global $wpdb;
		return array(
			'words'    => $wpdb->prefix . 'shop_islands_search_words',
			'products' => $wpdb->prefix . 'shop_islands_search_products',
		);
	}

	/**
	 * Creates the tables (dbDelta: a no-op when they are there).
	 */
	public static function install() {
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		$tables  = self::tables();
		$charset = $wpdb->has_cap( 'collation' ) ? 'DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_bin' : '';
		dbDelta(
			"CREATE TABLE {$tables['words']} (
  word varchar(" . self::MAX_WORD . ") NOT NULL,
  product_id bigint(20) unsigned NOT NULL,
  PRIMARY KEY  (word,product_id),
  KEY product_id (product_id)
) $charset;
CREATE TABLE {$tables['products']} (
  product_id bigint(20) unsigned NOT NULL,
  title varchar(255) NOT NULL DEFAULT '',
  in_stock tinyint(1) NOT NULL DEFAULT 1,
  PRIMARY KEY  (product_id)
) $charset;"
		);
	}

	/**
	 * Text folded as the index keeps it: accents removed (Vietnamese `Thùng` → `thung`, `đ` → `d`),
	 * lower case. One locale for every caller, so an admin's language never changes the index.
	 *
	 * @param string $text Any text.
	 * @return string
	 */
	public static function fold( $text ) {
		$text = html_entity_decode( wp_strip_all_tags( (string) $text ), ENT_QUOTES | ENT_HTML5, 'UTF-8' );
		$text = shop_islands_strip_marks( $text );
		return function_exists( 'mb_strtolower' ) ? mb_strtolower( $text, 'UTF-8' ) : strtolower( $text );
	}

	/**
	 * The words of a text, folded: runs of letters and digits.
	 *
	 * @param string $text Any text.
	 * @return string[]
	 */
	public static function words( $text ) {
		$words = preg_split( '/[^\p{L}\p{N}]+/u', self::fold( $text ), -1, PREG_SPLIT_NO_EMPTY );
		$words = is_array( $words ) ? $words : array();
		return array_values(
			array_unique(
				array_map(
					function ( $word ) {
						return function_exists( 'mb_substr' ) ? mb_substr( $word, 0, self::MAX_WORD, 'UTF-8' ) : substr( $word, 0, self::MAX_WORD );
					},
					$words
				)
			)
		);
	}

	/**
	 * The state of the index.
	 *
	 * @return array{version: int, cursor: int, done: bool}
	 */
	public static function state() {
		$state = get_option( self::STATE_OPTION );
		return is_array( $state ) && isset( $state['version'], $state['cursor'], $state['done'] )
			? array(
				'version' => (int) $state['version'],
				'cursor'  => (int) $state['cursor'],
				'done'    => (bool) $state['done'],
			)
			: array(
				'version' => 0,
				'cursor'  => 0,
				'done'    => false,
			);
	}

	/**
	 * Whether the index is complete and current: the live search uses it only then.
	 *
	 * @return bool
	 */
	public static function ready() {
		$state = self::state();
		return self::VERSION === $state['version'] && $state['done'];
	}

	/**
	 * The state as the database has it now (not as this request cached it): read under the lock.
	 *
	 * @return array{version: int, cursor: int, done: bool}
	 */
	private static function current_state() {
		wp_cache_delete( self::STATE_OPTION, 'options' );
		return self::state();
	}

	/**
	 * Takes the rebuild's lock, so that one request at a time empties the tables or writes a batch.
	 * Atomic: the row is inserted only when it is not there (INSERT IGNORE on the option's unique
	 * name). A lock older than LOCK_TIMEOUT was left by a request that died: it is taken over, by
	 * one request only (the update matches the stale value once).
	 *
	 * @return string|false The lock's value, for unlock(); false when another request holds it.
	 */
	public static function lock() {
		global $wpdb;
		$value = time() . ' ' . wp_generate_password( 20, false );
		if ( $wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$wpdb->options} (option_name, option_value, autoload) VALUES (%s, %s, 'no')", self::LOCK_OPTION, $value ) ) ) {
			return $value;
		}
		$held = $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", self::LOCK_OPTION ) );
		if ( null === $held || (int) $held > time() - self::LOCK_TIMEOUT ) {
			return false;
		}
		return $wpdb->query( $wpdb->prepare( "UPDATE {$wpdb->options} SET option_value = %s WHERE option_name = %s AND option_value = %s", $value, self::LOCK_OPTION, $held ) ) ? $value : false;
	}

	/**
	 * Releases the lock, if it is still the one taken (not taken over since as stale).
	 *
	 * @param string $value What lock() returned.
	 */
	public static function unlock( $value ) {
		global $wpdb;
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name = %s AND option_value = %s", self::LOCK_OPTION, $value ) );
	}

	/**
	 * Starts a rebuild: tables created, emptied, batches scheduled. Nothing when another request
	 * holds the lock (it is starting or writing a rebuild), or, with $if_outdated, when the index is
	 * of the current version by then (another request started it first).
	 *
	 * @param bool $if_outdated Only when the index's version is not the current one.
	 * @return bool Whether the rebuild was started.
	 */
	public static function start_rebuild( $if_outdated = false ) {
		global $wpdb;
		$lock = self::lock();
		if ( false === $lock ) {
			return false;
		}
		if ( $if_outdated && self::VERSION === self::current_state()['version'] ) {
			self::unlock( $lock );
			return false;
		}
		self::install();
		$tables = self::tables();
		$wpdb->query( "TRUNCATE TABLE {$tables['words']}" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		$wpdb->query( "TRUNCATE TABLE {$tables['products']}" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		update_option(
			self::STATE_OPTION,
			array(
				'version' => self::VERSION,
				'cursor'  => 0,
				'done'    => false,
			),
			false
		);
		if ( ! wp_next_scheduled( self::REBUILD_EVENT ) ) {
			wp_schedule_single_event( time(), self::REBUILD_EVENT );
		}
		self::unlock( $lock );
		return true;
	}

	/**
	 * Indexes the next batch of products after the cursor; schedules the next batch, or marks the
	 * index done. Nothing while another request holds the lock (that one schedules what follows).
	 *
	 * @param int $batch Products per batch.
	 * @return bool Whether the index is complete.
	 */
	public static function rebuild_batch( $batch = 500 ) {
		global $wpdb;
		$lock = self::lock();
		if ( false === $lock ) {
			return false;
		}
		$state = self::current_state();
		if ( self::VERSION !== $state['version'] ) {
			self::unlock( $lock );
			return false;
		}
		$ids = array_map(
			'intval',
			$wpdb->get_col(
				$wpdb->prepare( "SELECT ID FROM {$wpdb->posts} WHERE post_type = 'product' AND ID > %d ORDER BY ID LIMIT %d", $state['cursor'], $batch )
			)
		);
		if ( $ids ) {
			self::index_products( $ids );
		}
		$done = count( $ids ) < $batch;
		update_option(
			self::STATE_OPTION,
			array(
				'version' => self::VERSION,
				'cursor'  => $ids ? max( $ids ) : $state['cursor'],
				'done'    => $done,
			),
			false
		);
		if ( ! $done ) {
			wp_schedule_single_event( time(), self::REBUILD_EVENT );
		}
		self::unlock( $lock );
		return $done;
	}

	/**
	 * Reads products as the index needs them, in a few queries for the whole batch.
	 *
	 * @param int[] $ids Product ids.
	 * @return array<int, array{title: string, searchable: bool, in_stock: bool, words: string[]}>
	 */
	public static function read_products( array $ids ) {
		global $wpdb;
		$ids = array_values( array_filter( array_map( 'intval', $ids ) ) );
		if ( ! $ids ) {
			return array();
		}
		$in       = implode( ',', $ids );
		$products = array();
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- $in is a list of integers.
		foreach ( $wpdb->get_results( "SELECT ID, post_title, post_status, post_password FROM {$wpdb->posts} WHERE ID IN ($in) AND post_type = 'product'" ) as $row ) {
			$products[ (int) $row->ID ] = array(
				'title'      => (string) $row->post_title,
				'searchable' => 'publish' === $row->post_status && '' === $row->post_password,
				'in_stock'   => true,
				'texts'      => array( (string) $row->post_title ),
			);
		}
		if ( ! $products ) {
			return array();
		}
		$in = implode( ',', array_keys( $products ) );
		foreach ( $wpdb->get_results( "SELECT post_id, meta_key, meta_value FROM {$wpdb->postmeta} WHERE post_id IN ($in) AND meta_key IN ('_sku', '_stock_status')" ) as $row ) {
			if ( '_sku' === $row->meta_key ) {
				$products[ (int) $row->post_id ]['texts'][] = (string) $row->meta_value;
				$products[ (int) $row->post_id ]['skus'][]  = (string) $row->meta_value;
			} elseif ( 'outofstock' === $row->meta_value ) {
				$products[ (int) $row->post_id ]['in_stock'] = false;
			}
		}
		// The variations' SKUs: a shopper may type the SKU of the size they want.
		foreach ( $wpdb->get_results( "SELECT p.post_parent, m.meta_value FROM {$wpdb->posts} p JOIN {$wpdb->postmeta} m ON m.post_id = p.ID AND m.meta_key = '_sku' WHERE p.post_parent IN ($in) AND p.post_type = 'product_variation' AND p.post_status = 'publish'" ) as $row ) {
			$products[ (int) $row->post_parent ]['texts'][] = (string) $row->meta_value;
			$products[ (int) $row->post_parent ]['skus'][]  = (string) $row->meta_value;
		}
		foreach ( $wpdb->get_results( "SELECT tr.object_id, tt.taxonomy, t.name, t.slug FROM {$wpdb->term_relationships} tr JOIN {$wpdb->term_taxonomy} tt ON tt.term_taxonomy_id = tr.term_taxonomy_id JOIN {$wpdb->terms} t ON t.term_id = tt.term_id WHERE tr.object_id IN ($in) AND tt.taxonomy IN ('product_tag', 'product_visibility')" ) as $row ) {
			if ( 'product_tag' === $row->taxonomy ) {
				$products[ (int) $row->object_id ]['texts'][] = (string) $row->name;
			} elseif ( 'exclude-from-search' === $row->slug ) {
				$products[ (int) $row->object_id ]['searchable'] = false;
			}
		}
		// phpcs:enable
		foreach ( $products as $id => $product ) {
			$words = array();
			foreach ( $product['texts'] as $text ) {
				$words = array_merge( $words, self::words( $text ) );
			}
			// A whole SKU is a word too: `gvsg-tc5` finds `GVSG-TC5-604040` by its start.
			foreach ( isset( $product['skus'] ) ? $product['skus'] : array() as $sku ) {
				$sku = self::fold( trim( $sku ) );
				if ( '' !== $sku ) {
					$words[] = function_exists( 'mb_substr' ) ? mb_substr( $sku, 0, self::MAX_WORD, 'UTF-8' ) : substr( $sku, 0, self::MAX_WORD );
				}
			}
			$products[ $id ] = array(
				'title'      => $product['title'],
				'searchable' => $product['searchable'],
				'in_stock'   => $product['in_stock'],
				'words'      => array_values( array_unique( $words ) ),
			);
		}
		return $products;
	}

	/**
	 * (Re)indexes products: their rows replaced, or removed when they are not searchable (not
	 * published, password-protected, hidden from search, deleted).
	 *
	 * @param int[] $ids Product ids.
	 */
	public static function index_products( array $ids ) {
		global $wpdb;
		$ids = array_values( array_unique( array_filter( array_map( 'intval', $ids ) ) ) );
		if ( ! $ids ) {
			return;
		}
		$tables   = self::tables();
		$products = self::read_products( $ids );
		$in       = implode( ',', $ids );
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- integers and prepared values only.
		$wpdb->query( "DELETE FROM {$tables['words']} WHERE product_id IN ($in)" );
		$wpdb->query( "DELETE FROM {$tables['products']} WHERE product_id IN ($in)" );
		$word_rows    = array();
		$product_rows = array();
		foreach ( $products as $id => $product ) {
			if ( ! $product['searchable'] ) {
				continue;
			}
			$title          = self::fold( $product['title'] );
			$product_rows[] = $wpdb->prepare( '(%d, %s, %d)', $id, function_exists( 'mb_substr' ) ? mb_substr( $title, 0, 255, 'UTF-8' ) : substr( $title, 0, 255 ), $product['in_stock'] ? 1 : 0 );
			foreach ( $product['words'] as $word ) {
				$word_rows[] = $wpdb->prepare( '(%s, %d)', $word, $id );
			}
		}
		foreach ( array_chunk( $product_rows, 500 ) as $chunk ) {
			$wpdb->query( "INSERT INTO {$tables['products']} (product_id, title, in_stock) VALUES " . implode( ',', $chunk ) );
		}
		foreach ( array_chunk( $word_rows, 1000 ) as $chunk ) {
			$wpdb->query( "INSERT IGNORE INTO {$tables['words']} (word, product_id) VALUES " . implode( ',', $chunk ) );
		}
		// phpcs:enable
	}

	/**
	 * The query's words, folded, the longest first.
	 *
	 * @param string $query What the shopper typed.
	 * @return string[]
	 */
	public static function query_words( $query ) {
		$words = self::words( $query );
		usort(
			$words,
			function ( $a, $b ) {
				return strlen( $b ) - strlen( $a );
			}
		);
		return array_slice( $words, 0, self::MAX_QUERY_WORDS );
	}

	/**
	 * The words in the order their joins should run: the one that starts the fewest index entries
	 * first (each counted up to CANDIDATES × 10, a bounded read of the index), the longest on a tie.
	 *
	 * @param string[] $words Folded words, the longest first.
	 * @return string[]
	 */
	public static function join_order( array $words ) {
		global $wpdb;
		if ( count( $words ) < 2 ) {
			return $words;
		}
		$tables = self::tables();
		$counts = array();
		foreach ( $words as $index => $word ) {
			$counts[ $index ] = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM (SELECT 1 FROM {$tables['words']} WHERE word LIKE %s LIMIT %d) t", $wpdb->esc_like( $word ) . '%', self::CANDIDATES * 10 ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		}
		$order = array_keys( $words );
		usort(
			$order,
			function ( $a, $b ) use ( $counts ) {
				return $counts[ $a ] === $counts[ $b ] ? $a - $b : $counts[ $a ] - $counts[ $b ];
			}
		);
		return array_map(
			function ( $index ) use ( $words ) {
				return $words[ $index ];
			},
			$order
		);
	}

	/**
	 * The SQL of a search, in two steps. Candidates: the products having, for every word typed, a
	 * word that starts with it, read from the index in key order (the first word's range, then one
	 * lookup by product for each other word), in the categories given, in stock when asked; at
	 * most CANDIDATES. Then the best of them: those whose title starts with the query, then the
	 * shorter titles.
	 *
	 * @param string[] $words             Folded words, in join order (join_order()).
	 * @param string   $folded_query      The whole query, folded.
	 * @param int[]    $term_taxonomy_ids Categories (term_taxonomy_id), none for every one.
	 * @param bool     $in_stock_only     Leave out products out of stock.
	 * @param int      $limit             Most products.
	 * @return string
	 */
	public static function search_sql( array $words, $folded_query, array $term_taxonomy_ids, $in_stock_only, $limit ) {
		global $wpdb;
		$tables = self::tables();
		$words  = array_values( $words );
		// One format and one prepare() for the whole query: each value is prepared once, never a
		// prepared fragment again (its values would be read as part of the format).
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table names and integers; every value is a placeholder.
		$joins = '';
		$args  = array();
		foreach ( array_slice( $words, 1 ) as $index => $word ) {
			$alias  = 'w' . ( $index + 1 );
			$joins .= " JOIN {$tables['words']} {$alias} FORCE INDEX (product_id) ON {$alias}.product_id = w0.product_id AND {$alias}.word LIKE %s";
			$args[] = $wpdb->esc_like( $word ) . '%';
		}
		if ( $in_stock_only ) {
			$joins .= " JOIN {$tables['products']} s ON s.product_id = w0.product_id AND s.in_stock = 1";
		}
		if ( $term_taxonomy_ids ) {
			$joins .= " JOIN {$wpdb->term_relationships} tr ON tr.object_id = w0.product_id AND tr.term_taxonomy_id IN (" . implode( ',', array_map( 'intval', $term_taxonomy_ids ) ) . ')';
		}
		array_push( $args, $wpdb->esc_like( $words[0] ) . '%', self::CANDIDATES, $wpdb->esc_like( $folded_query ) . '%', $limit );
		return $wpdb->prepare(
			"SELECT p.product_id FROM (SELECT DISTINCT STRAIGHT_JOIN w0.product_id FROM {$tables['words']} w0 FORCE INDEX (PRIMARY){$joins} WHERE w0.word LIKE %s LIMIT %d) c JOIN {$tables['products']} p ON p.product_id = c.product_id ORDER BY p.title LIKE %s DESC, CHAR_LENGTH(p.title) ASC, p.title ASC, p.product_id ASC LIMIT %d",
			$args
		);
		// phpcs:enable
	}

	/**
	 * Product ids for a query, best first.
	 *
	 * @param string $query             What the shopper typed.
	 * @param int[]  $term_taxonomy_ids Categories (term_taxonomy_id), none for every one.
	 * @param bool   $in_stock_only     Leave out products out of stock.
	 * @param int    $limit             Most products.
	 * @return int[]
	 */
	public static function search( $query, array $term_taxonomy_ids = array(), $in_stock_only = false, $limit = 10 ) {
		global $wpdb;
		$words = self::query_words( $query );
		if ( ! $words ) {
			return array();
		}
		$folded = trim( (string) preg_replace( '/\s+/u', ' ', self::fold( $query ) ) );
		return array_map( 'intval', $wpdb->get_col( self::search_sql( self::join_order( $words ), $folded, $term_taxonomy_ids, $in_stock_only, $limit ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
	}
}
