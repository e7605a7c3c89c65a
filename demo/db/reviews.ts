import type { Db } from './index';

/** A review as the product page's form posts it, checked (demo/routes/reviews.ts). */
export interface NewReview {
  productId: number;
  author: string;
  email: string;
  userId: number | null;
  rating: number;
  content: string;
}

/** Stores a review, shown at once (the demo moderates nothing); returns its id, the page's `#comment-{id}`. */
export function saveReview(db: Db, review: NewReview, now = new Date()): number {
  const result = db
    .prepare('INSERT INTO reviews (product_id, author, email, user_id, rating, content, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
    .run(review.productId, review.author, review.email, review.userId, review.rating, review.content, now.toISOString());
  return Number(result.lastInsertRowid);
}
