import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createElement } from 'react';
import { isWcAjax } from '../context';
import { parseOrderBy, type Category } from '../db/products';
import { HomePage } from '../pages/HomePage';
import { ShopPage } from '../pages/Shop';
import { ProductPage } from '../pages/product/ProductPage';
import { sendPage } from '../render';
import { handleAddToCart } from './add-to-cart';
import { positiveInt, query, sendError } from './helpers';
import { wcAjax } from './wc-ajax';

export const PER_PAGE = 12;

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
    if (isWcAjax(request)) return wcAjax(request, reply);
    const s = query(request)['s'];
    if (s !== undefined) {
      // The header's category select (Flatsome's `product_cat`); '' is every category.
      const slug = query(request)['product_cat']?.trim();
      const found = slug ? request.shop.app.catalogue.categoryBySlug(slug) : undefined;
      if (slug && !found) return sendError(request, reply, 404);
      return listing(request, reply, '/', { search: s.trim(), ...(found ? { category: found } : {}) });
    }
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
