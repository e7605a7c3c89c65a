import type { PageContext } from '../../context';
import type { Product } from '../../db/products';
import { ReviewForm, type RefusedReview } from './ReviewForm';

function Stars({ ctx, rating }: { ctx: PageContext; rating: number }) {
  const label = ctx.t('product.rated', { n: rating });
  return (
    <div className="star-rating" role="img" aria-label={label}>
      <span style={{ width: `${(rating / 5) * 100}%` }}>{label}</span>
    </div>
  );
}

/**
 * `.woocommerce-tabs` as WooCommerce prints it; without JS every panel is shown. `review`: a
 * refused review, shown again in its form, the reviews tab the open one.
 */
export function Tabs({ ctx, product, review }: { ctx: PageContext; product: Product; review?: RefusedReview }) {
  const { t } = ctx;
  const reviews = ctx.app.catalogue.reviews(product.id);
  const category = ctx.app.catalogue.category(product.categoryId);
  const tabs = [
    { id: 'description', title: t('product.tab_description') },
    { id: 'additional_information', title: t('product.tab_additional') },
    { id: 'reviews', title: t('product.tab_reviews', { n: reviews.length }) },
  ];
  return (
    <div className="woocommerce-tabs wc-tabs-wrapper">
      {/* Without JavaScript these are in-page links to panels that are all shown; the ARIA tab
          roles belong to the island that turns them into tabs, not to this markup. */}
      <ul className="tabs wc-tabs">
        {tabs.map((tab) => (
          <li key={tab.id} className={`${tab.id}_tab${review && tab.id === 'reviews' ? ' active' : ''}`} id={`tab-title-${tab.id}`}>
            <a href={`#tab-${tab.id}`}>{tab.title}</a>
          </li>
        ))}
      </ul>
      <div className="woocommerce-Tabs-panel woocommerce-Tabs-panel--description panel entry-content wc-tab" id="tab-description">
        <h2>{t('product.tab_description')}</h2>
        <p>{product.description}</p>
      </div>
      <div className="woocommerce-Tabs-panel woocommerce-Tabs-panel--additional_information panel entry-content wc-tab" id="tab-additional_information">
        <h2>{t('product.tab_additional')}</h2>
        <table className="woocommerce-product-attributes shop_attributes">
          <tbody>
            {category && (
              <tr className="woocommerce-product-attributes-item">
                <th className="woocommerce-product-attributes-item__label">{t('product.category')}</th>
                <td className="woocommerce-product-attributes-item__value">{category.name}</td>
              </tr>
            )}
            {product.unit && (
              <tr className="woocommerce-product-attributes-item">
                <th className="woocommerce-product-attributes-item__label">{t('product.unit')}</th>
                <td className="woocommerce-product-attributes-item__value">{product.unit}</td>
              </tr>
            )}
            {product.attributeDefs.map((def) => (
              <tr key={def.name} className={`woocommerce-product-attributes-item woocommerce-product-attributes-item--attribute_${def.name}`}>
                <th className="woocommerce-product-attributes-item__label">{def.label}</th>
                <td className="woocommerce-product-attributes-item__value">{def.options.map((o) => o.name).join(', ')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="woocommerce-Tabs-panel woocommerce-Tabs-panel--reviews panel entry-content wc-tab" id="tab-reviews">
        <div id="reviews" className="woocommerce-Reviews">
          <div id="comments">
            <h2 className="woocommerce-Reviews-title">{t('product.reviews_title')}</h2>
            {reviews.length === 0 ? (
              <p className="woocommerce-noreviews">{t('product.no_reviews')}</p>
            ) : (
              <ol className="commentlist">
                {reviews.map((r) => (
                  <li key={r.id} className="review" id={`li-comment-${r.id}`}>
                    <div id={`comment-${r.id}`} className="comment_container">
                      <div className="comment-text">
                        <Stars ctx={ctx} rating={r.rating} />
                        <p className="meta">
                          <strong className="woocommerce-review__author">{r.author}</strong>{' '}
                          <time className="woocommerce-review__published-date" dateTime={r.created_at}>
                            {new Date(r.created_at).toLocaleDateString(ctx.locale === 'vi' ? 'vi-VN' : 'en-GB')}
                          </time>
                        </p>
                        <div className="description">
                          <p>{r.content}</p>
                        </div>
                      </div>
                    </div>
                  </li>
                ))}
              </ol>
            )}
          </div>
          <ReviewForm ctx={ctx} product={product} hasReviews={reviews.length > 0} {...(review ? { refused: review } : {})} />
        </div>
      </div>
    </div>
  );
}
