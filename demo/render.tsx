import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { FastifyReply } from 'fastify';
import { isPersonal } from './context';

/** A full HTML document from a JSX tree: escaped by React, doctype prepended. */
export function renderDocument(element: ReactElement): string {
  return `<!doctype html>${renderToStaticMarkup(element)}`;
}

/**
 * Sends a page. A personal one (see isPersonal; known once rendered: a form may have asked for a
 * nonce) is `private, no-store`; the others may be kept but are checked again each time.
 */
export function sendPage(reply: FastifyReply, element: ReactElement, status = 200): FastifyReply {
  const html = renderDocument(element);
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', isPersonal(reply.request.shop) ? 'private, no-store' : 'no-cache, must-revalidate, max-age=0')
    .send(html);
}
