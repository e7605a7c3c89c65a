import Database from 'better-sqlite3';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { browse, hiddenValue, startShop, type TestShop } from './test-helpers';

let shop: TestShop | undefined;
afterEach(async () => {
  await shop?.close();
  shop = undefined;
});

/** The first product the shop lists, by its page's address. */
async function aProduct(s: TestShop): Promise<string> {
  const html = (await browse(s, '/shop/')).body;
  return /href="(\/product\/[^"/]+\/)"/.exec(html)![1]!;
}

const reviewsIn = (s: TestShop, text: string) => {
  const db = new Database(join(s.dir, 'data', 'shop.sqlite'), { readonly: true });
  try {
    return db.prepare('SELECT id, author, email, user_id AS userId, rating, content FROM reviews WHERE content = ?').all(text);
  } finally {
    db.close();
  }
};

describe('the product page’s review form', () => {
  it('is WooCommerce’s form, with a rating select, the review, a guest’s name and e-mail, and a nonce', async () => {
    shop = await startShop();
    const html = (await browse(shop, await aProduct(shop))).body;
    expect(html).toContain('<div id="review_form_wrapper"><div id="review_form"><div id="respond" class="comment-respond">');
    expect(html).toMatch(/<select name="rating" id="rating" required=""><option value="" selected="">Xếp hạng…<\/option><option value="5">Rất tốt<\/option>/);
    for (const name of ['comment', 'author', 'email', 'review-nonce']) expect(html).toContain(`name="${name}"`);
  });

  it('stores a review and sends the shopper to it, where it shows', async () => {
    shop = await startShop();
    const url = await aProduct(shop);
    const page = (await browse(shop, url)).body;
    const text = 'Thùng chắc, giao nhanh.';
    const res = await browse(shop, `${url}reviews/`, {
      form: { rating: '4', comment: text, author: 'Chị Lan', email: 'lan@example.com', 'review-nonce': hiddenValue(page, 'review-nonce') },
    });
    expect(res.statusCode).toBe(303);
    const [stored] = reviewsIn(shop, text) as Array<{ id: number }>;
    expect(stored).toEqual({ id: expect.any(Number), author: 'Chị Lan', email: 'lan@example.com', userId: null, rating: 4, content: text });
    expect(res.headers.location).toBe(`${url}#comment-${stored!.id}`);
    const after = (await browse(shop, url)).body;
    expect(after).toContain(`id="comment-${stored!.id}"`);
    expect(after).toContain(text);
  });

  it('refuses a review without a rating, name or e-mail, and shows the form again, filled in, saying why, the reviews open', async () => {
    shop = await startShop();
    const url = await aProduct(shop);
    const page = (await browse(shop, url)).body;
    const text = 'Không chấm sao.';
    const res = await browse(shop, `${url}reviews/`, {
      form: { rating: '', comment: text, author: '', email: 'khong-phai-email', 'review-nonce': hiddenValue(page, 'review-nonce') },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/<form action="[^"]+" method="post" id="commentform" class="comment-form"><div class="woocommerce-notices-wrapper"><ul class="woocommerce-error" role="alert"><li>Vui lòng chọn số sao đánh giá.<\/li><li>Vui lòng điền tên và email của bạn.<\/li><\/ul>/);
    expect(res.body).toContain(`>${text}</textarea>`);
    expect(res.body).toContain('class="reviews_tab active"');
    expect(reviewsIn(shop, text)).toEqual([]);
  });

  it('takes a logged-in customer’s name and e-mail from their account, and asks for neither', async () => {
    shop = await startShop();
    const account = await browse(shop, '/my-account/');
    await browse(shop, '/my-account/', {
      form: { email: 'hoa@example.com', password: 'Xe-day-hang-2025!', register: '1', 'woocommerce-register-nonce': hiddenValue(account.body, 'woocommerce-register-nonce') },
    });
    const url = await aProduct(shop);
    const page = (await browse(shop, url)).body;
    expect(page).not.toContain('name="author"');
    const text = 'Khách quen, hàng tốt.';
    const res = await browse(shop, `${url}reviews/`, { form: { rating: '5', comment: text, author: 'Giả danh', 'review-nonce': hiddenValue(page, 'review-nonce') } });
    expect(res.statusCode).toBe(303);
    expect(reviewsIn(shop, text)).toEqual([{ id: expect.any(Number), author: 'hoa', email: 'hoa@example.com', userId: expect.any(Number), rating: 5, content: text }]);
  });

  it('refuses a post without the form’s nonce', async () => {
    shop = await startShop();
    const url = await aProduct(shop);
    const res = await browse(shop, `${url}reviews/`, { form: { rating: '5', comment: 'Giả mạo', author: 'X', email: 'x@example.com' } });
    expect(res.statusCode).toBe(403);
    expect(reviewsIn(shop, 'Giả mạo')).toEqual([]);
  });
});
