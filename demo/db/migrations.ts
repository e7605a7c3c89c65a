import { FILM_PRODUCT } from './catalogue';
import { filmRows, type ProductRow } from './seed';

/**
 * Numbered schema migrations. Append only: a released migration is never edited, a change is a
 * new entry. `schema_migrations` records which ones ran.
 */
export interface Migration {
  version: number;
  name: string;
  sql: string;
}

// Helpers of migration 6, released with it: edit them and that migration changes too.
/** đ and Đ as d, which Unicode does not decompose; the FTS5 tokenizer folds the other marks. */
const foldD = (sql: string) => `replace(replace(${sql}, 'đ', 'd'), 'Đ', 'd')`;
/** A product row's `product_search` values, from the products row aliased `p`. */
const searchRow = (p: string) =>
  [
    `${p}.id`,
    `COALESCE(${p}.parent_id, ${p}.id)`,
    foldD(`${p}.name`),
    foldD(`${p}.sku`),
    foldD(`COALESCE((SELECT name FROM categories WHERE id = ${p}.category_id), '')`),
    foldD(`${p}.short_description`),
  ].join(', ');

// Helpers of migration 10, released with it.
const sqlValue = (value: string | number | null): string =>
  value === null ? 'NULL' : typeof value === 'number' ? String(value) : `'${value.replace(/'/g, "''")}'`;
/** Inserts a products row unless its SKU is there, only in a database whose catalogue was seeded. */
const insertRow = (row: ProductRow, parentId: string, categoryId: string, menuOrder: string): string => {
  const values = [
    sqlValue(row.type), parentId, sqlValue(row.slug), sqlValue(row.name), sqlValue(row.sku), sqlValue(row.short),
    sqlValue(row.description), sqlValue(row.regular), sqlValue(row.sale), sqlValue(row.stock_status), sqlValue(row.stock),
    categoryId, menuOrder, sqlValue(row.sales), sqlValue(row.created_at), sqlValue(row.attributes), sqlValue(row.gallery),
    sqlValue(row.unit),
  ];
  return `
    INSERT INTO products (type, parent_id, slug, name, sku, short_description, description, regular_price, sale_price,
      stock_status, stock_quantity, category_id, menu_order, total_sales, created_at, attributes, gallery, unit)
    SELECT ${values.join(', ')}
    WHERE EXISTS (SELECT 1 FROM categories WHERE slug = ${sqlValue(FILM_PRODUCT.category)})
      AND NOT EXISTS (SELECT 1 FROM products WHERE sku = ${sqlValue(row.sku)});`;
};
const filmSql = (): string => {
  const { parent, variations } = filmRows();
  const parentId = `(SELECT id FROM products WHERE sku = ${sqlValue(parent.sku)})`;
  return [
    insertRow(parent, 'NULL', `(SELECT id FROM categories WHERE slug = ${sqlValue(FILM_PRODUCT.category)})`, "(SELECT COALESCE(MAX(menu_order), 0) + 1 FROM products WHERE type IN ('simple', 'variable'))"),
    ...variations.map((row) => insertRow(row, parentId, 'NULL', '0')),
  ].join('\n');
};

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'catalogue',
    sql: `
      CREATE TABLE options (name TEXT PRIMARY KEY, value TEXT NOT NULL);
      CREATE TABLE categories (
        id INTEGER PRIMARY KEY,
        slug TEXT NOT NULL UNIQUE,
        name TEXT NOT NULL,
        description TEXT NOT NULL DEFAULT '',
        color TEXT NOT NULL,
        shape TEXT NOT NULL,
        menu_order INTEGER NOT NULL DEFAULT 0
      );
      CREATE TABLE products (
        id INTEGER PRIMARY KEY,
        type TEXT NOT NULL CHECK (type IN ('simple', 'variable', 'variation')),
        parent_id INTEGER REFERENCES products(id),
        slug TEXT UNIQUE,
        name TEXT NOT NULL,
        sku TEXT NOT NULL UNIQUE,
        short_description TEXT NOT NULL DEFAULT '',
        description TEXT NOT NULL DEFAULT '',
        regular_price INTEGER,
        sale_price INTEGER,
        stock_status TEXT NOT NULL DEFAULT 'instock' CHECK (stock_status IN ('instock', 'outofstock')),
        stock_quantity INTEGER,
        category_id INTEGER REFERENCES categories(id),
        menu_order INTEGER NOT NULL DEFAULT 0,
        total_sales INTEGER NOT NULL DEFAULT 0,
        created_at TEXT NOT NULL,
        attributes TEXT NOT NULL DEFAULT '{}',
        gallery TEXT NOT NULL DEFAULT '[]',
        unit TEXT NOT NULL DEFAULT ''
      );
      CREATE INDEX products_category ON products(category_id);
      CREATE INDEX products_parent ON products(parent_id);
      CREATE TABLE reviews (
        id INTEGER PRIMARY KEY,
        product_id INTEGER NOT NULL REFERENCES products(id),
        author TEXT NOT NULL,
        rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
        content TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
    `,
  },
  {
    version: 2,
    name: 'accounts-and-sessions',
    sql: `
      CREATE TABLE users (
        id INTEGER PRIMARY KEY,
        email TEXT NOT NULL UNIQUE COLLATE NOCASE,
        username TEXT NOT NULL UNIQUE COLLATE NOCASE,
        password_hash TEXT NOT NULL,
        first_name TEXT NOT NULL DEFAULT '',
        last_name TEXT NOT NULL DEFAULT '',
        display_name TEXT NOT NULL DEFAULT '',
        created_at TEXT NOT NULL
      );
      CREATE TABLE sessions (
        id_hash TEXT PRIMARY KEY,
        user_id INTEGER REFERENCES users(id),
        cart TEXT NOT NULL DEFAULT '[]',
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL
      );
      CREATE TABLE password_resets (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id),
        token_hash TEXT NOT NULL UNIQUE,
        expires_at INTEGER NOT NULL,
        used_at INTEGER
      );
    `,
  },
  {
    version: 3,
    name: 'orders',
    sql: `
      CREATE TABLE orders (
        id INTEGER PRIMARY KEY,
        order_key TEXT NOT NULL UNIQUE,
        user_id INTEGER REFERENCES users(id),
        status TEXT NOT NULL,
        billing TEXT NOT NULL,
        items TEXT NOT NULL,
        total INTEGER NOT NULL,
        payment_method TEXT NOT NULL,
        note TEXT NOT NULL DEFAULT '',
        created_at TEXT NOT NULL
      );
    `,
  },
  {
    version: 4,
    name: 'contact-and-outbox',
    sql: `
      CREATE TABLE contact_messages (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL,
        email TEXT NOT NULL,
        phone TEXT NOT NULL DEFAULT '',
        message TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE TABLE outbox (
        id INTEGER PRIMARY KEY,
        to_email TEXT NOT NULL,
        subject TEXT NOT NULL,
        body TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
    `,
  },
  {
    version: 5,
    name: 'session-notices',
    // Notices shown on the next page, after a redirect (WooCommerce keeps them in its session).
    sql: `ALTER TABLE sessions ADD COLUMN notices TEXT NOT NULL DEFAULT '[]';`,
  },
  {
    version: 6,
    name: 'product-search',
    // See demo/db/search.ts. The fields searched before (name, SKU, short description) and the
    // category's name; not the long description, whose passing words would crowd results sorted
    // by menu order. A variation's row points at its parent (`product_id`), so a variation's SKU
    // or name finds the product that is listed.
    sql: `
      CREATE VIRTUAL TABLE product_search USING fts5(
        product_id UNINDEXED, name, sku, category, excerpt,
        tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3'
      );
      INSERT INTO product_search (rowid, product_id, name, sku, category, excerpt)
        SELECT ${searchRow('p')} FROM products p;
      CREATE TRIGGER product_search_insert AFTER INSERT ON products BEGIN
        INSERT INTO product_search (rowid, product_id, name, sku, category, excerpt) SELECT ${searchRow('NEW')};
      END;
      CREATE TRIGGER product_search_update
        AFTER UPDATE OF id, parent_id, name, sku, short_description, category_id ON products BEGIN
        DELETE FROM product_search WHERE rowid = OLD.id;
        INSERT INTO product_search (rowid, product_id, name, sku, category, excerpt) SELECT ${searchRow('NEW')};
      END;
      CREATE TRIGGER product_search_delete AFTER DELETE ON products BEGIN
        DELETE FROM product_search WHERE rowid = OLD.id;
      END;
      CREATE TRIGGER product_search_category AFTER UPDATE OF name ON categories BEGIN
        UPDATE product_search SET category = ${foldD('NEW.name')}
          WHERE rowid IN (SELECT id FROM products WHERE category_id = NEW.id);
      END;
    `,
  },
  {
    version: 7,
    name: 'gallery-views',
    // The gallery held Vietnamese captions; it now names views, whose captions are translated.
    sql: `UPDATE products SET gallery = '["front","side","wheel-lock","folded-handle"]'
      WHERE gallery = '["Mặt trước","Mặt bên","Bánh xe có khoá","Tay đẩy gập gọn"]';`,
  },
  {
    version: 8,
    name: 'sold-individually',
    // WooCommerce's "sold individually": at most one in a cart. The express delivery is charged
    // once per order. A fresh database gets the flag from the seed, which runs after migrations.
    sql: `
      ALTER TABLE products ADD COLUMN sold_individually INTEGER NOT NULL DEFAULT 0;
      UPDATE products SET sold_individually = 1 WHERE sku = 'GVSG-DV-HOATOC';
    `,
  },
  {
    version: 9,
    name: 'form-submissions-and-admins',
    // Submissions of the forms backend (demo/forms/): one row each, values and the visitor's
    // context as JSON as the widget sent them, uploads as metadata (the bytes are on disk under
    // random names). A retried submission carries the same correlation id: stored once (the
    // UNIQUE key; NULLs do not collide). The answer is kept so a retry gets the first one's.
    // And administrators, who may read them.
    sql: `
      CREATE TABLE form_submissions (
        id INTEGER PRIMARY KEY,
        portal_id TEXT NOT NULL,
        form_guid TEXT NOT NULL,
        conversion_id TEXT NOT NULL UNIQUE,
        correlation_id TEXT,
        field_values TEXT NOT NULL,
        files TEXT NOT NULL DEFAULT '[]',
        hs_context TEXT NOT NULL DEFAULT '{}',
        response TEXT NOT NULL,
        ip TEXT NOT NULL DEFAULT '',
        created_at TEXT NOT NULL,
        UNIQUE (portal_id, form_guid, correlation_id)
      );
      CREATE INDEX form_submissions_form ON form_submissions(portal_id, form_guid, id);
      ALTER TABLE users ADD COLUMN is_admin INTEGER NOT NULL DEFAULT 0;
    `,
  },
  {
    version: 10,
    name: 'catalog-visibility',
    // WooCommerce's "Catalog visibility": shop and search (visible), shop pages only (catalog),
    // search results only (search), or neither (hidden: reached by its link alone). The indexes
    // give the live search the products it may not show, and a category's listable ones, without
    // reading product rows (demo/db/search.ts).
    sql: `
      ALTER TABLE products ADD COLUMN catalog_visibility TEXT NOT NULL DEFAULT 'visible'
        CHECK (catalog_visibility IN ('visible', 'catalog', 'search', 'hidden'));
      CREATE INDEX products_visibility ON products(catalog_visibility);
      CREATE INDEX products_stock ON products(stock_status);
      CREATE INDEX products_category_listing ON products(category_id, catalog_visibility, stock_status);
    `,
  },
  {
    version: 11,
    name: 'stretch-film-made-to-order',
    // A second variable product, with more variations than WooCommerce puts in a page (see
    // FILM_PRODUCT), for databases seeded before it; a fresh database gets it from the seed, which
    // runs after migrations (this inserts nothing while the catalogue is empty).
    sql: filmSql(),
  },
  {
    version: 12,
    name: 'pending-sessions',
    // The address that started a guest session, kept only until the session's cookie comes back:
    // how many sessions an address has pending is what bounds a client that never returns it
    // (Sessions.startGuest). And the cookie's end, which a session not worth keeping does not
    // reach (guestLifetime). Sessions of before were in use, and ended with their cookie.
    sql: `
      ALTER TABLE sessions ADD COLUMN pending_ip TEXT;
      ALTER TABLE sessions ADD COLUMN cookie_expires_at INTEGER;
      CREATE INDEX sessions_pending_ip ON sessions(pending_ip, expires_at) WHERE pending_ip IS NOT NULL;
      CREATE INDEX sessions_expires_at ON sessions(expires_at);
    `,
  },
  {
    version: 13,
    name: 'more-galleries',
    // Galleries for the carton made to order, the clear tape and the plastic pallet (see
    // SIMPLE_GALLERIES and VARIABLE_PRODUCT), in databases seeded before them; a fresh database
    // gets them from the seed. A gallery someone has set since is left alone.
    sql: `
      UPDATE products SET gallery = '["carton-open","carton-flat","carton-layers","carton-stacked"]' WHERE sku = 'GVSG-TC-DAT' AND gallery = '[]';
      UPDATE products SET gallery = '["tape-width","tape-dispenser","tape-sealed"]' WHERE sku = 'GVSG-BK-T48100' AND gallery = '[]';
      UPDATE products SET gallery = '["pallet-top","pallet-forks","pallet-loaded"]' WHERE sku = 'GVSG-PL-NHUA1210' AND gallery = '[]';
    `,
  },
  {
    version: 14,
    name: 'review-authors',
    // Reviews posted from the product page's form (demo/routes/reviews.ts): the author's e-mail, as
    // WordPress keeps a comment's, and their account when they were logged in. Never shown.
    sql: `
      ALTER TABLE reviews ADD COLUMN email TEXT NOT NULL DEFAULT '';
      ALTER TABLE reviews ADD COLUMN user_id INTEGER REFERENCES users(id);
    `,
  },
];
