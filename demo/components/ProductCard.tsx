import type { PageContext } from '../context';
import type { Product } from '../db/products';
import { isInStock, isOnSale } from '../db/products';
import { productUrl } from '../cart';
import { PriceHtml } from './Price';
import { productImageUrl } from './images';

/** WooCommerce's loop classes (`wc_product_class`), which plugins and islands select on. */
export function productClasses(ctx: PageContext, product: Product, extra: string[] = []): string {
  const category = ctx.app.catalogue.category(product.categoryId);
  const onSale = product.type === 'variable' ? ctx.app.catalogue.priceRange(product).onSale : isOnSale(product);
  return [
    'product',
    'type-product',
    `post-${product.id}`,
    'status-publish',
    ...extra,
    isInStock(product) ? 'instock' : 'outofstock',
    ...(category ? [`product_cat-${category.slug}`] : []),
    'has-post-thumbnail',
    ...(onSale ? ['sale'] : []),
    'purchasable',
    `product-type-${product.type}`,
  ].join(' ');
}

/** The loop's add-to-cart button: ajax for in-stock simple products, a link otherwise. */
export function LoopAddToCart({ ctx, product }: { ctx: PageContext; product: Product }) {
  const { t } = ctx;
  const common = { 'data-quantity': '1', 'data-product_id': product.id, 'data-product_sku': product.sku, rel: 'nofollow' };
  if (product.type === 'variable') {
    return (
      <a href={productUrl(product)} className="button product_type_variable add_to_cart_button" aria-label={t('product.select_options_label', { name: product.name })} {...common}>
        {t('product.select_options')}
      </a>
    );
  }
  if (!isInStock(product)) {
    return (
      <a href={productUrl(product)} className="button product_type_simple" aria-label={t('product.read_more_label', { name: product.name })} {...common}>
        {t('product.read_more')}
      </a>
    );
  }
  return (
    <a
      href={`?add-to-cart=${product.id}`}
      className="button product_type_simple add_to_cart_button ajax_add_to_cart"
      aria-label={t('product.add_to_cart_label', { name: product.name })}
      {...common}
    >
      {t('product.add_to_cart')}
    </a>
  );
}

/** Flatsome's product box (`.product-small.box`): image, sale and stock badges, quick view, title, price, button. */
function ProductBox({ ctx, product }: { ctx: PageContext; product: Product }) {
  const { t } = ctx;
  const url = productUrl(product);
  const category = ctx.app.catalogue.category(product.categoryId);
  const onSale = product.type === 'variable' ? ctx.app.catalogue.priceRange(product).onSale : isOnSale(product);
  return (
    <div className="product-small box">
      <div className="box-image">
        <a href={url} className="woocommerce-LoopProduct-link woocommerce-loop-product__link" tabIndex={-1} aria-hidden="true">
          <img
            width={450}
            height={450}
            src={productImageUrl(product)}
            className="attachment-woocommerce_thumbnail size-woocommerce_thumbnail"
            alt={product.name}
            decoding="async"
            loading="lazy"
          />
        </a>
        {onSale && <span className="onsale">{t('product.on_sale')}</span>}
        {!isInStock(product) && <span className="out-of-stock-label">{t('product.out_of_stock')}</span>}
        <a className="quick-view" data-prod={product.id} href={url}>
          {t('product.quick_view')}
        </a>
      </div>
      <div className="box-text">
        {category && <p className="category">{category.name}</p>}
        <a href={url} className="woocommerce-LoopProduct-link woocommerce-loop-product__link">
          <h2 className="woocommerce-loop-product__title">{product.name}</h2>
        </a>
        <span className="price">
          <PriceHtml product={product} catalogue={ctx.app.catalogue} />
        </span>
        <LoopAddToCart ctx={ctx} product={product} />
      </div>
    </div>
  );
}

/** One product box of a listing: WooCommerce's `li.product` with a Flatsome-style box inside. */
export function ProductCard({ ctx, product }: { ctx: PageContext; product: Product }) {
  return (
    <li className={productClasses(ctx, product)}>
      <ProductBox ctx={ctx} product={product} />
    </li>
  );
}

export function ProductGrid({ ctx, products, columns = 4 }: { ctx: PageContext; products: Product[]; columns?: number }) {
  return (
    <ul className={`products columns-${columns}`}>
      {products.map((p) => (
        <ProductCard key={p.id} ctx={ctx} product={p} />
      ))}
    </ul>
  );
}

/** Flickity's options on the demo's product rows, as Flatsome writes them for a products slider. */
const PRODUCT_SLIDER_OPTIONS = JSON.stringify({ groupCells: '100%', cellAlign: 'left', wrapAround: true, prevNextButtons: true, pageDots: true, autoPlay: false });

/**
 * Flatsome's products slider (`[ux_products type="slider"]`): a `.row.slider` of `.col` cells with
 * Flickity's options. Without JavaScript it scrolls sideways by CSS scroll-snap (3 columns large
 * and medium, 2 small); the carousel island makes it a carousel.
 */
export function ProductSlider({ ctx, products }: { ctx: PageContext; products: Product[] }) {
  return (
    <div className="row large-columns-3 medium-columns-3 small-columns-2 row-small slider row-slider" data-flickity-options={PRODUCT_SLIDER_OPTIONS}>
      {products.map((p) => (
        <div key={p.id} className={productClasses(ctx, p, ['product-small', 'col', 'has-hover'])}>
          <div className="col-inner">
            <ProductBox ctx={ctx} product={p} />
          </div>
        </div>
      ))}
    </div>
  );
}
