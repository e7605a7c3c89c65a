import type { PageContext } from '../context';
import type { Category, OrderBy, ProductPage } from '../db/products';
import type { MessageKey } from '../i18n/index';
import { Breadcrumb, type Crumb } from '../components/Breadcrumb';
import { Layout } from '../components/Layout';
import { Notices } from '../components/Notices';
import { ProductGrid } from '../components/ProductCard';

const ORDER_LABELS: Array<[OrderBy, MessageKey]> = [
  ['menu_order', 'shop.order_menu_order'],
  ['popularity', 'shop.order_popularity'],
  ['date', 'shop.order_date'],
  ['price', 'shop.order_price'],
  ['price-desc', 'shop.order_price_desc'],
];

export interface ShopPageProps {
  ctx: PageContext;
  result: ProductPage;
  orderBy: OrderBy;
  /** Path of page 1, e.g. `/shop/` or `/product-category/bang-keo/`. */
  basePath: string;
  category?: Category;
  search?: string;
}

/** Query string kept across pages and sorting (WooCommerce's `wc_query_string_form_fields`). */
function keptQuery(props: ShopPageProps, withOrder: boolean): URLSearchParams {
  const q = new URLSearchParams();
  if (props.search !== undefined) {
    q.set('s', props.search);
    q.set('post_type', 'product');
    if (props.category) q.set('product_cat', props.category.slug);
  }
  if (withOrder && props.orderBy !== 'menu_order') q.set('orderby', props.orderBy);
  return q;
}

export function pageHref(props: ShopPageProps, page: number): string {
  const q = keptQuery(props, true).toString();
  return (page === 1 ? props.basePath : `${props.basePath}page/${page}/`) + (q ? `?${q}` : '');
}

function ResultCount({ ctx, result }: { ctx: PageContext; result: ProductPage }) {
  const { t } = ctx;
  const first = (result.page - 1) * result.perPage + 1;
  const last = Math.min(result.total, result.page * result.perPage);
  const text =
    result.total === 1
      ? t('shop.result_single')
      : result.total <= result.perPage
        ? t('shop.result_all', { n: result.total })
        : t('shop.result_range', { first, last, total: result.total });
  return <p className="woocommerce-result-count">{text}</p>;
}

function Ordering(props: ShopPageProps) {
  const { t } = props.ctx;
  return (
    <form className="woocommerce-ordering" method="get" action={props.basePath}>
      <select name="orderby" className="orderby" aria-label={t('shop.orderby_label')} defaultValue={props.orderBy}>
        {ORDER_LABELS.map(([value, label]) => (
          <option key={value} value={value}>
            {t(label)}
          </option>
        ))}
      </select>
      <input type="hidden" name="paged" value="1" />
      {[...keptQuery(props, false)].map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className="button orderby-submit">
        {t('shop.sort_submit')}
      </button>
    </form>
  );
}

/** WooCommerce's `loop/pagination.php` markup. */
function Pagination(props: ShopPageProps) {
  const { t } = props.ctx;
  const { page, pages } = props.result;
  if (pages <= 1) return null;
  return (
    <nav className="woocommerce-pagination" aria-label={t('shop.pagination')}>
      <ul className="page-numbers">
        {page > 1 && (
          <li>
            <a className="prev page-numbers" href={pageHref(props, page - 1)} aria-label={t('shop.prev')}>←</a>
          </li>
        )}
        {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
          <li key={n}>
            {n === page ? (
              <span aria-current="page" className="page-numbers current">{n}</span>
            ) : (
              <a className="page-numbers" href={pageHref(props, n)} aria-label={t('shop.page_n', { n })}>{n}</a>
            )}
          </li>
        ))}
        {page < pages && (
          <li>
            <a className="next page-numbers" href={pageHref(props, page + 1)} aria-label={t('shop.next')}>→</a>
          </li>
        )}
      </ul>
    </nav>
  );
}

/** Shop, product category and search result listings. */
export function ShopPage(props: ShopPageProps) {
  const { ctx, result, category, search } = props;
  const { t } = ctx;
  const title = search !== undefined ? t('shop.search_title', { q: search }) : category ? category.name : t('shop.title');
  const crumbs: Crumb[] = category && search === undefined
    ? [{ label: t('shop.title'), href: '/shop/' }, { label: category.name }]
    : [{ label: title }];
  const bodyClass =
    search !== undefined
      ? ['search', 'search-results', 'post-type-archive-product', 'woocommerce', 'woocommerce-page']
      : category
        ? ['archive', 'tax-product_cat', `term-${category.slug}`, `term-${category.id}`, 'woocommerce', 'woocommerce-page']
        : ['archive', 'post-type-archive', 'post-type-archive-product', 'woocommerce-shop', 'woocommerce', 'woocommerce-page'];
  return (
    <Layout ctx={ctx} title={title} bodyClass={bodyClass}>
      <div className="container shop-container">
        <Breadcrumb items={crumbs} t={t} />
        <header className="woocommerce-products-header">
          <h1 className="woocommerce-products-header__title page-title">{title}</h1>
          {category && search === undefined && <div className="term-description"><p>{category.description}</p></div>}
        </header>
        <nav className="shop-categories" aria-label={t('shop.categories')}>
          <ul>
            {ctx.app.catalogue.categories().map((c) => (
              <li key={c.id} className={c.id === category?.id ? 'current-cat' : undefined}>
                <a href={`/product-category/${c.slug}/`}>{c.name}</a>
              </li>
            ))}
          </ul>
        </nav>
        <Notices notices={ctx.notices} />
        {result.total === 0 ? (
          <p className="woocommerce-info woocommerce-no-products-found">{t('shop.no_products')}</p>
        ) : (
          <>
            <div className="shop-toolbar">
              <ResultCount ctx={ctx} result={result} />
              <Ordering {...props} />
            </div>
            <ProductGrid ctx={ctx} products={result.products} />
            <Pagination {...props} />
          </>
        )}
      </div>
    </Layout>
  );
}
