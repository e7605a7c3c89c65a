import type { PageContext } from '../../context';
import type { Product } from '../../db/products';
import { isInStock, isOnSale } from '../../db/products';
import { productUrl } from '../../cart';
import { Breadcrumb } from '../../components/Breadcrumb';
import { Layout } from '../../components/Layout';
import { Notices } from '../../components/Notices';
import { PriceHtml } from '../../components/Price';
import { ProductGrid, productClasses } from '../../components/ProductCard';
import { ProductQuantity } from '../../components/Quantity';
import { Gallery } from './Gallery';
import { Tabs } from './Tabs';
import { Stock, VariationsForm } from './VariationsForm';

/** WooCommerce's `single-product/add-to-cart/simple.php`. */
function SimpleForm({ ctx, product }: { ctx: PageContext; product: Product }) {
  const { t } = ctx;
  return (
    <>
      <Stock ctx={ctx} product={product} />
      {isInStock(product) && (
        // Flatsome's sticky add-to-cart wrapper: the bar rides along once scrolled past.
        <div className="sticky-add-to-cart-wrapper">
          <div className="sticky-add-to-cart">
            <form className="cart" action={productUrl(product)} method="post" encType="multipart/form-data">
              <ProductQuantity ctx={ctx} product={product} />
              <button type="submit" name="add-to-cart" value={product.id} className="single_add_to_cart_button button alt">
                {t('product.add_to_cart')}
              </button>
            </form>
          </div>
        </div>
      )}
    </>
  );
}

export function ProductPage({ ctx, product }: { ctx: PageContext; product: Product }) {
  const { t, app } = ctx;
  const category = app.catalogue.category(product.categoryId);
  const onSale = product.type === 'variable' ? app.catalogue.priceRange(product).onSale : isOnSale(product);
  const related = app.catalogue.related(product);
  return (
    <Layout
      ctx={ctx}
      title={product.name}
      bodyClass={['product-template-default', 'single', 'single-product', `postid-${product.id}`, 'woocommerce', 'woocommerce-page']}
    >
      <div className="container product-container">
        <Breadcrumb
          t={t}
          items={[
            { label: t('shop.title'), href: '/shop/' },
            ...(category ? [{ label: category.name, href: `/product-category/${category.slug}/` }] : []),
            { label: product.name },
          ]}
        />
        <Notices notices={ctx.notices} />
        <div id={`product-${product.id}`} className={productClasses(ctx, product)}>
          <div className="product-main">
            <div className="product-images">
              {onSale && <span className="onsale">{t('product.on_sale')}</span>}
              <Gallery ctx={ctx} product={product} />
            </div>
            <div className="summary entry-summary">
              <h1 className="product_title entry-title">{product.name}</h1>
              <p className="price">
                <PriceHtml product={product} catalogue={app.catalogue} />
              </p>
              <div className="woocommerce-product-details__short-description">
                <p>{product.shortDescription}</p>
              </div>
              {product.type === 'variable' ? <VariationsForm ctx={ctx} product={product} /> : <SimpleForm ctx={ctx} product={product} />}
              <div className="product_meta">
                <span className="sku_wrapper">
                  {t('product.sku')} <span className="sku">{product.sku}</span>
                </span>{' '}
                {category && (
                  <span className="posted_in">
                    {t('product.category')}{' '}
                    <a href={`/product-category/${category.slug}/`} rel="tag">
                      {category.name}
                    </a>
                  </span>
                )}
              </div>
            </div>
          </div>
          <Tabs ctx={ctx} product={product} />
          {related.length > 0 && (
            <section className="related products">
              <h2>{t('product.related')}</h2>
              <ProductGrid ctx={ctx} products={related} />
            </section>
          )}
        </div>
      </div>
    </Layout>
  );
}
