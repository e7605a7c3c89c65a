import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createElement } from 'react';
import { addToCart } from '../cart';
import { updateCart } from '../context';
import type { Notice } from '../context';
import { parseOrderBy, type Category } from '../db/products';
import { HomePage } from '../pages/HomePage';
import { ShopPage } from '../pages/Shop';
import { ProductPage } from '../pages/product/ProductPage';
import { sendPage } from '../render';
import { field, positiveInt, query, sendError, type Body } from './helpers';

export const PER_PAGE = 12;

/**
 * WooCommerce's `WC_Form_Handler::add_to_cart_action`: `?add-to-cart=ID` (the loop's buttons,
 * on the home, shop, category and search pages, and the cart's links), or a posted `add-to-cart`
 * field (the product forms). The page then renders with a notice (no redirect, as recorded).
 * Called by those routes only, once they know they will answer 200: a request refused (404,
 * 403) or for another page changes no cart.
 */
export function handleAddToCart(request: FastifyRequest, reply: FastifyReply): void {
  const body = (request.body ?? {}) as Body;
  const raw = request.method === 'POST' ? field(body, 'add-to-cart') : query(request)['add-to-cart'];
  if (!raw) return;
  const ctx = request.shop;
  const { t } = ctx;
  const productId = Number(raw);
  const quantity = request.method === 'POST' && field(body, 'quantity') !== '' ? Number(field(body, 'quantity')) : 1;
  const variation: Record<string, string> = {};
  for (const [name, value] of Object.entries(body)) {
    if (name.startsWith('attribute_') && typeof value === 'string' && value !== '') variation[name] = value;
  }
  const outcome = updateCart(request, reply, (lines) =>
    addToCart(lines, ctx.app.catalogue, {
      productId: Number.isInteger(productId) ? productId : 0,
      quantity,
      variationId: Number(field(body, 'variation_id')) || 0,
      variation,
    }),
  );
  let notice: Notice;
  if (outcome.ok) {
    const name = outcome.product.name;
    notice = {
      type: 'message',
      text: outcome.added > 1 ? t('cart.added_n', { n: outcome.added, name }) : t('cart.added', { name }),
      link: { href: '/cart/', label: t('minicart.view') },
    };
  } else {
    const name = outcome.product?.name ?? '';
    const text = {
      not_found: t('cart.err_not_found'),
      out_of_stock: t('cart.err_out_of_stock', { name }),
      over_stock: t('cart.err_over_stock'),
      needs_options: t('cart.err_needs_options', { name }),
      invalid_quantity: t('cart.err_quantity'),
      sold_individually: t('cart.err_sold_individually', { name }),
    }[outcome.reason];
    notice = { type: 'error', text };
  }
  ctx.notices.push(notice);
}

function listing(request: FastifyRequest, reply: FastifyReply, basePath: string, opts: { category?: Category; search?: string }) {
  const params = request.params as { page?: string };
  const q = query(request);
  const orderBy = parseOrderBy(q['orderby']);
  const page = positiveInt(params.page ?? q['paged'], 1);
  const result = request.shop.app.catalogue.list({
    orderBy,
    page,
    perPage: PER_PAGE,
    ...(opts.category ? { categoryId: opts.category.id } : {}),
    ...(opts.search !== undefined ? { search: opts.search } : {}),
  });
  if (page > result.pages) return sendError(request, reply, 404);
  handleAddToCart(request, reply);
  return sendPage(reply, createElement(ShopPage, { ctx: request.shop, result, orderBy, basePath, ...opts }));
}

export async function catalogRoutes(app: FastifyInstance): Promise<void> {
  const home = (request: FastifyRequest, reply: FastifyReply) => {
    const s = query(request)['s'];
    if (s !== undefined) return listing(request, reply, '/', { search: s.trim() });
    if ((request.params as { page?: string }).page) return sendError(request, reply, 404);
    handleAddToCart(request, reply);
    return sendPage(reply, createElement(HomePage, { ctx: request.shop }));
  };
  app.get('/', home);
  app.get('/page/:page/', home);

  const shop = (request: FastifyRequest, reply: FastifyReply) => listing(request, reply, '/shop/', {});
  app.get('/shop/', shop);
  app.get('/shop/page/:page/', shop);

  const category = (request: FastifyRequest, reply: FastifyReply) => {
    const { slug } = request.params as { slug: string };
    const found = request.shop.app.catalogue.categoryBySlug(slug);
    if (!found) return sendError(request, reply, 404);
    return listing(request, reply, `/product-category/${found.slug}/`, { category: found });
  };
  app.get('/product-category/:slug/', category);
  app.get('/product-category/:slug/page/:page/', category);

  const product = (request: FastifyRequest, reply: FastifyReply) => {
    const { slug } = request.params as { slug: string };
    const found = request.shop.app.catalogue.bySlug(slug);
    if (!found) return sendError(request, reply, 404);
    handleAddToCart(request, reply);
    return sendPage(reply, createElement(ProductPage, { ctx: request.shop, product: found }));
  };
  app.get('/product/:slug/', product);
  app.post('/product/:slug/', product);
}
