import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { FastifyReply } from 'fastify';
import { isPersonal, setCartCookies } from './context';

/** A full HTML document from a JSX tree: escaped by React, doctype prepended. */
export function renderDocument(element: ReactElement): string {
  return `<!doctype html>${renderToStaticMarkup(element)}`;
}

/**
 * Sends a page. A personal one (see isPersonal; known once rendered: a form may have asked for a
 * nonce) is `private, no-store`; the others may be kept but are checked again each time. The cart
 * cookies are brought in line with the cart shown, on every page as WooCommerce does
 * (`maybe_set_cart_cookies`): a cart changed elsewhere, or repriced, is never cached as it was.
 */
export function sendPage(reply: FastifyReply, element: ReactElement, status = 200): FastifyReply {
  const html = renderDocument(element);
  if (reply.request.shop) setCartCookies(reply.request, reply, reply.request.shop.cart);
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', isPersonal(reply.request.shop) ? 'private, no-store' : 'no-cache, must-revalidate, max-age=0')
    .send(html);
}
