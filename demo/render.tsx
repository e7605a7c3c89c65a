import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { FastifyReply } from 'fastify';

/** A full HTML document from a JSX tree: escaped by React, doctype prepended. */
export function renderDocument(element: ReactElement): string {
  return `<!doctype html>${renderToStaticMarkup(element)}`;
}

export function sendPage(reply: FastifyReply, element: ReactElement, status = 200): FastifyReply {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-cache, must-revalidate, max-age=0')
    .send(renderDocument(element));
}
