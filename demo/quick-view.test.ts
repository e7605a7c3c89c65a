// @vitest-environment happy-dom
// The demo store's `flatsome_quickview` (admin-ajax), and the quick-view island's sanitiser on
// what it answers: both sides of one contract.
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../src/sanitize/sanitize';
import { HIDE_OUT_OF_STOCK_OPTION } from './db/products';
import { ADMIN_AJAX_PATH } from './routes/admin-ajax';
import { startShop, type TestShop } from './test-helpers';

let shop: TestShop;
beforeAll(async () => {
  shop = await startShop();
});
afterAll(() => shop.close());

const idWhere = (where: string, ...params: unknown[]): number => {
  const conn = new Database(join(shop.dir, 'data', 'shop.sqlite'), { readonly: true });
  const id = conn.prepare(`SELECT id FROM products WHERE ${where} ORDER BY id LIMIT 1`).pluck().get(...params) as number;
  conn.close();
  return id;
};
const idOf = (sku: string): number => idWhere('sku = ?', sku);

const quickView = (payload: string, method: 'POST' | 'GET' = 'POST', url = ADMIN_AJAX_PATH) =>
  shop.app.inject({
    method,
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded; charset=UTF-8', 'x-requested-with': 'XMLHttpRequest' },
    ...(method === 'POST' ? { payload } : {}),
  });

/** The answer's HTML, parsed as a browser would, in a template. */
const parse = (html: string): DocumentFragment => {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
};

describe('flatsome_quickview', () => {
  it('answers a simple product as Flatsome’s lightbox HTML: gallery, title, price, short description, cart form, a link to the page', async () => {
    const id = idOf('GVSG-TC3-201510');
    const res = await quickView(`action=flatsome_quickview&product=${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=UTF-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex');
    const html = parse(res.body);
    expect(html.children).toHaveLength(1);
    expect(html.firstElementChild!.className).toBe('product-quick-view-container');
    const product = html.firstElementChild!.firstElementChild!;
    expect(product.matches('.row.row-collapse.mb-0.product')).toBe(true);
    expect(product.id).toBe(`product-${id}`);
    expect(product.classList).toContain('product-type-simple');
    const [gallery, info] = Array.from(product.children);
    expect(gallery!.matches('.product-gallery.large-6.col')).toBe(true);
    expect(gallery!.querySelectorAll('.woocommerce-product-gallery .woocommerce-product-gallery__image img').length).toBeGreaterThan(0);
    expect(info!.matches('.product-info.summary.large-6.col.entry-summary')).toBe(true);
    expect(info!.querySelector('h1.product-title.product_title.entry-title')?.textContent).toBe('Thùng carton 3 lớp 20x15x10 cm');
    expect(info!.querySelector('.price .woocommerce-Price-amount')?.textContent).toBe('3.500\u00a0₫');
    expect(info!.querySelector('.woocommerce-product-details__short-description')?.textContent).toBe('Thùng nhỏ cho phụ kiện, mỹ phẩm, hàng online.');
    const form = info!.querySelector<HTMLFormElement>('form.cart')!;
    expect(form.querySelector('.quantity input.qty[name="quantity"]')).not.toBeNull();
    expect(form.querySelector('button.single_add_to_cart_button')?.getAttribute('value')).toBe(String(id));
    // The product page's sticky bar has no place in a popup.
    expect(html.querySelector('.sticky-add-to-cart-wrapper')).toBeNull();
    const details = info!.querySelector('a.product-quick-view-details')!;
    expect(details.textContent).toBe('Xem chi tiết');
    expect(details.getAttribute('href')).toBe('/product/thung-carton-3-lop-20x15x10-cm/');
    expect(res.body).not.toMatch(/<script/i);
  });

  it('answers a variable product with WooCommerce’s variations form', async () => {
    const id = idOf('GVSG-TC-DAT');
    const res = await quickView(`action=flatsome_quickview&product=${id}`);
    expect(res.statusCode).toBe(200);
    const html = parse(res.body);
    expect(html.querySelector(`#product-${id}`)?.classList).toContain('product-type-variable');
    const form = html.querySelector<HTMLFormElement>('.entry-summary form.variations_form.cart')!;
    expect(form.dataset['product_id']).toBe(String(id));
    const variations = JSON.parse(form.dataset['product_variations']!) as Array<{ variation_id: number; attributes: Record<string, string> }>;
    expect(variations.length).toBeGreaterThan(1);
    expect(form.querySelectorAll('table.variations select[name^="attribute_"]')).toHaveLength(2);
    expect(form.querySelector('input.variation_id')).not.toBeNull();
    expect(form.querySelector('.quantity input.qty')).not.toBeNull();
  });

  it('loses nothing to the island’s sanitiser: the popup shows exactly what the store answers', async () => {
    for (const sku of ['GVSG-TC3-201510', 'GVSG-TC-DAT', 'GVSG-TC3-302020']) {
      const res = await quickView(`action=flatsome_quickview&product=${idOf(sku)}`);
      const expected = parse(res.body);
      const clean = sanitizeHtml(res.body);
      expect(clean.childNodes.length).toBe(expected.childNodes.length);
      expect(clean.firstElementChild!.isEqualNode(expected.firstElementChild), sku).toBe(true);
    }
  });

  it.each([
    ['no product', 'action=flatsome_quickview'],
    ['an empty product', 'action=flatsome_quickview&product='],
    ['a non-numeric product', 'action=flatsome_quickview&product=12abc'],
    ['a negative product', 'action=flatsome_quickview&product=-3'],
    ['product zero', 'action=flatsome_quickview&product=0'],
  ])('answers 400 with a short text to %s', async (_, payload) => {
    const res = await quickView(payload);
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toBe('text/plain; charset=UTF-8');
    expect(res.body).toBe('Missing or invalid product id.');
  });

  it('answers 400 to a GET, which names no product: Flatsome reads the posted field only', async () => {
    const id = idOf('GVSG-TC3-201510');
    const res = await quickView('', 'GET', `${ADMIN_AJAX_PATH}?action=flatsome_quickview&product=${id}`);
    expect(res.statusCode).toBe(400);
    expect(res.body).toBe('Missing or invalid product id.');
  });

  it('answers 404, as the theme does, to a product the shop does not show: hidden, search-only, or out of stock while the shop hides those', async () => {
    const id = idWhere("type = 'simple' AND stock_status = 'instock' AND sku NOT IN ('GVSG-TC3-201510', 'GVSG-TC3-302020')");
    const conn = new Database(join(shop.dir, 'data', 'shop.sqlite'));
    const run = (sql: string, ...params: unknown[]) => conn.prepare(sql).run(...params);
    const answer = async () => {
      const res = await quickView(`action=flatsome_quickview&product=${id}`);
      return { status: res.statusCode, type: res.headers['content-type'], body: res.body };
    };
    // theme-php/inc/quick-view.php's answer for a product whose is_visible() is false.
    const notFound = { status: 404, type: 'text/plain; charset=UTF-8', body: 'No such product.' };
    try {
      for (const visibility of ['hidden', 'search']) {
        run('UPDATE products SET catalog_visibility = ? WHERE id = ?', visibility, id);
        expect(await answer(), visibility).toEqual(notFound);
      }
      // In the shop's listings though not in search results: WooCommerce's is_visible() outside a search.
      run("UPDATE products SET catalog_visibility = 'catalog' WHERE id = ?", id);
      expect((await answer()).status).toBe(200);
      run("UPDATE products SET catalog_visibility = 'visible', stock_status = 'outofstock' WHERE id = ?", id);
      expect((await answer()).status).toBe(200);
      run('INSERT INTO options (name, value) VALUES (?, ?)', HIDE_OUT_OF_STOCK_OPTION, 'yes');
      expect(await answer()).toEqual(notFound);
    } finally {
      run("UPDATE products SET catalog_visibility = 'visible', stock_status = 'instock' WHERE id = ?", id);
      run('DELETE FROM options WHERE name = ?', HIDE_OUT_OF_STOCK_OPTION);
      conn.close();
    }
  });

  it('answers 404 to an unknown product and to a variation, which has no page of its own', async () => {
    for (const id of [999999, idWhere("type = 'variation'")]) {
      const res = await quickView(`action=flatsome_quickview&product=${id}`);
      expect(res.statusCode, String(id)).toBe(404);
      expect(res.headers['content-type']).toBe('text/plain; charset=UTF-8');
      expect(res.body).toBe('No such product.');
    }
  });
});
