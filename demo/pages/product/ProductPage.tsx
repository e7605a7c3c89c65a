import type { PageContext } from '../../context';
import type { Product } from '../../db/products';
import { isOnSale } from '../../db/products';
import { Breadcrumb } from '../../components/Breadcrumb';
import { Layout } from '../../components/Layout';
import { Notices } from '../../components/Notices';
import { ProductGrid, productClasses } from '../../components/ProductCard';
import { Gallery } from './Gallery';
import { Tabs } from './Tabs';
import type { RefusedReview } from './ReviewForm';
import { ProductSummary } from './ProductSummary';

export function ProductPage({ ctx, product, review }: { ctx: PageContext; product: Product; review?: RefusedReview }) {
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
              <ProductSummary ctx={ctx} product={product} sticky />
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
          <Tabs ctx={ctx} product={product} {...(review ? { review } : {})} />
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
