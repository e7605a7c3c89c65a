import type { FastifyInstance } from 'fastify';
import { createElement } from 'react';
import { saveReview } from '../db/reviews';
import { ProductPage } from '../pages/product/ProductPage';
import { REVIEW_LIMITS, REVIEW_NONCE, type ReviewValues } from '../pages/product/ReviewForm';
import { sendPage } from '../render';
import type { Notice } from '../context';
import type { Translate } from '../i18n/index';
import { field, redirect, requireNonce, sendError, type Body } from './helpers';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * What is wrong with a review, as WordPress and WooCommerce check one: a rating of 1 to 5 (the
 * shop requires one, as WooCommerce does by default), the review, and a guest's name and e-mail.
 */
export function reviewErrors(values: ReviewValues, guest: boolean, t: Translate): Notice[] {
  const errors: string[] = [];
  if (!/^[1-5]$/.test(values.rating)) errors.push(t('review.rating_required'));
  if (!values.comment) errors.push(t('review.content_required'));
  else if (values.comment.length > REVIEW_LIMITS.comment) errors.push(t('review.too_long', { n: REVIEW_LIMITS.comment }));
  if (guest) {
    if (!values.author || !values.email) errors.push(t('review.author_required'));
    else if (values.author.length > REVIEW_LIMITS.author || values.email.length > REVIEW_LIMITS.email || !EMAIL.test(values.email)) {
      errors.push(t('review.invalid_email'));
    }
  }
  return errors.map((text) => ({ type: 'error', text }));
}

/**
 * The product page's review form (WordPress's `wp-comments-post.php` for a product): a valid
 * review is stored and the shopper sent to it (`#comment-{id}`, which opens the reviews tab); a
 * refused one shows the product page again, reviews open, the form filled in and saying why.
 */
export async function reviewRoutes(app: FastifyInstance): Promise<void> {
  app.post('/product/:slug/reviews/', async (request, reply) => {
    const ctx = request.shop;
    const { slug } = request.params as { slug: string };
    const product = ctx.app.catalogue.bySlug(slug);
    if (!product || product.type === 'variation') return sendError(request, reply, 404);
    const body = (request.body ?? {}) as Body;
    if (!requireNonce(request, reply, field(body, 'review-nonce'), REVIEW_NONCE)) return reply;
    const user = ctx.user;
    const values: ReviewValues = {
      rating: field(body, 'rating'),
      comment: field(body, 'comment'),
      author: user ? user.display_name || user.username : field(body, 'author'),
      email: user ? user.email : field(body, 'email'),
    };
    const errors = reviewErrors(values, !user, ctx.t);
    if (errors.length > 0) return sendPage(reply, createElement(ProductPage, { ctx, product, review: { values, errors } }));
    const id = saveReview(ctx.app.db, {
      productId: product.id,
      author: values.author,
      email: values.email,
      userId: user?.id ?? null,
      rating: Number(values.rating),
      content: values.comment,
    });
    return redirect(reply, `/product/${product.slug}/#comment-${id}`);
  });
}
