import type { FastifyReply, FastifyRequest } from 'fastify';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { QuickView } from '../../pages/product/QuickView';
import { field } from '../helpers';

/** The headers of every answer: WordPress's admin-ajax ones (never cached, never indexed). */
const answer = (reply: FastifyReply, status: number, type: string): FastifyReply =>
  reply.code(status).header('content-type', `${type}; charset=UTF-8`).header('cache-control', 'no-store').header('x-robots-tag', 'noindex');

/**
 * Flatsome's `flatsome_quickview` (admin-ajax, for every visitor): the product named by the
 * posted `product` field, as its lightbox HTML. Flatsome reads `$_POST['product']` and nothing
 * else, so a GET names no product. A missing or non-numeric id answers 400; an unknown product,
 * one without a page of its own (a variation) or one the shop does not show (see
 * Catalogue.isVisible) 404, each with a short text, as the theme's handler does
 * (theme-php/inc/quick-view.php).
 */
export function quickViewAction(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const id = request.method === 'POST' ? field(request.body, 'product') : '';
  if (!/^[1-9]\d{0,14}$/.test(id)) return answer(reply, 400, 'text/plain').send('Missing or invalid product id.');
  const product = request.shop.app.catalogue.byId(Number(id));
  if (!product || !request.shop.app.catalogue.isVisible(product)) return answer(reply, 404, 'text/plain').send('No such product.');
  return answer(reply, 200, 'text/html').send(renderToStaticMarkup(createElement(QuickView, { ctx: request.shop, product })));
}
