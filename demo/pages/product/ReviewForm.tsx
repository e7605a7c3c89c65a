import { Notices } from '../../components/Notices';
import type { Notice, PageContext } from '../../context';
import type { Product } from '../../db/products';

/** What a refused review keeps, to show again. */
export interface ReviewValues {
  rating: string;
  comment: string;
  author: string;
  email: string;
}

/** A review the server refused: what was typed, and why, shown in the form. */
export interface RefusedReview {
  values: ReviewValues;
  errors: Notice[];
}

/** The longest review and names the demo keeps (WordPress's comment limits are larger). */
export const REVIEW_LIMITS = { comment: 5000, author: 100, email: 254 } as const;
export const REVIEW_NONCE = 'product-review';

const RATINGS = ['5', '4', '3', '2', '1'] as const;

function Required({ ctx }: { ctx: PageContext }) {
  return (
    <>
      {' '}
      <span className="required" aria-hidden="true">*</span>
      <span className="screen-reader-text">{` (${ctx.t('review.required')})`}</span>
    </>
  );
}

/**
 * WooCommerce's review form (`single-product-reviews.php`): `#review_form #respond`, the rating
 * select `#rating` (the review-rating island turns it into stars), the review, and a guest's name
 * and e-mail; a nonce, as the demo's other forms have. Posts to demo/routes/reviews.ts.
 */
export function ReviewForm({ ctx, product, hasReviews, refused }: { ctx: PageContext; product: Product; hasReviews: boolean; refused?: RefusedReview }) {
  const { t } = ctx;
  const values = refused?.values;
  return (
    <div id="review_form_wrapper">
      <div id="review_form">
        <div id="respond" className="comment-respond">
          <span id="reply-title" className="comment-reply-title">
            {hasReviews ? t('review.add') : t('review.first', { name: product.name })}
          </span>
          <form action={`/product/${product.slug}/reviews/`} method="post" id="commentform" className="comment-form">
            {refused && <Notices notices={refused.errors} />}
            {ctx.user ? (
              <p className="logged-in-as">{t('review.logged_in_as', { name: ctx.user.display_name || ctx.user.username })}</p>
            ) : (
              <p className="comment-notes">{t('review.notes')}</p>
            )}
            <div className="comment-form-rating">
              <label htmlFor="rating">
                {t('review.your_rating')}
                <Required ctx={ctx} />
              </label>
              <select name="rating" id="rating" required defaultValue={values?.rating ?? ''}>
                <option value="">{t('review.rate')}</option>
                {RATINGS.map((n) => (
                  <option key={n} value={n}>
                    {t(`review.rating_${n}` as const)}
                  </option>
                ))}
              </select>
            </div>
            <p className="comment-form-comment">
              <label htmlFor="comment">
                {t('review.your_review')}
                <Required ctx={ctx} />
              </label>
              <textarea id="comment" name="comment" cols={45} rows={8} required maxLength={REVIEW_LIMITS.comment} defaultValue={values?.comment ?? ''} />
            </p>
            {!ctx.user && (
              <>
                <p className="comment-form-author">
                  <label htmlFor="author">
                    {t('review.name')}
                    <Required ctx={ctx} />
                  </label>
                  <input id="author" name="author" type="text" autoComplete="name" required maxLength={REVIEW_LIMITS.author} defaultValue={values?.author ?? ''} />
                </p>
                <p className="comment-form-email">
                  <label htmlFor="email">
                    {t('review.email')}
                    <Required ctx={ctx} />
                  </label>
                  <input id="email" name="email" type="email" autoComplete="email" required maxLength={REVIEW_LIMITS.email} defaultValue={values?.email ?? ''} />
                </p>
              </>
            )}
            <p className="form-submit">
              <input name="submit" type="submit" id="submit" className="submit" value={t('review.submit')} />
              <input type="hidden" name="review-nonce" value={ctx.nonce(REVIEW_NONCE)} />
            </p>
          </form>
        </div>
      </div>
    </div>
  );
}
