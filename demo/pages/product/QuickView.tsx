import type { PageContext } from '../../context';
import type { Product } from '../../db/products';
import { isOnSale } from '../../db/products';
import { productUrl } from '../../cart';
import { productClasses } from '../../components/ProductCard';
import { Gallery } from './Gallery';
import { ProductSummary } from './ProductSummary';

/**
 * A product's quick view, the HTML `flatsome_quickview` answers: Flatsome's
 * `woocommerce/content-single-product-lightbox.php` laid out with the demo's gallery and the
 * product page's summary (price, short description, add-to-cart form), and a link to the page.
 * The popup puts it in its `.product-lightbox` container; the islands in it hydrate there.
 */
export function QuickView({ ctx, product }: { ctx: PageContext; product: Product }) {
  const { t, app } = ctx;
  const onSale = product.type === 'variable' ? app.catalogue.priceRange(product).onSale : isOnSale(product);
  return (
    <div className="product-quick-view-container">
      <div id={`product-${product.id}`} className={productClasses(ctx, product, ['row', 'row-collapse', 'mb-0'])}>
        <div className="product-gallery large-6 col">
          {onSale && <span className="onsale">{t('product.on_sale')}</span>}
          <Gallery ctx={ctx} product={product} />
        </div>
        <div className="product-info summary large-6 col entry-summary">
          <div className="product-lightbox-inner">
            <h1 className="product-title product_title entry-title">{product.name}</h1>
            <ProductSummary ctx={ctx} product={product} />
            <a className="button is-outline product-quick-view-details" href={productUrl(product)}>
              {t('product.view_details')}
            </a>
          </div>
        </div>
      </div>
    </div>
  );
}
