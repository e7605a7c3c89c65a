import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { quickViewAction } from './ajax/quick-view';
import { SEARCH_ACTION, searchProducts } from './ajax/search';
import { field, query } from './helpers';

/**
 * WordPress's `wp-admin/admin-ajax.php`, with the theme's actions (DESIGN.md, "Contracts"): the
 * `action` comes from the query or the posted body, and each action is a handler of its own in
 * `./ajax/`, registered in `AJAX_ACTIONS` for logged-out and logged-in visitors alike (WordPress's
 * `wp_ajax_nopriv_…` and `wp_ajax_…`). Like WordPress, an action nobody handles answers `0` with
 * a 400, and so does a request without one.
 */
export const ADMIN_AJAX_PATH = '/wp-admin/admin-ajax.php';

export type AjaxHandler = (request: FastifyRequest, reply: FastifyReply) => FastifyReply | Promise<FastifyReply>;

/** The theme's actions by name. */
export const AJAX_ACTIONS: Readonly<Record<string, AjaxHandler>> = {
  flatsome_quickview: quickViewAction,
  [SEARCH_ACTION]: searchProducts,
};

/** WordPress's `wp_die('0', 400)`: the answer to an unknown or missing action. */
export const sendUnknownAction = (reply: FastifyReply): FastifyReply =>
  reply.code(400).header('content-type', 'text/html; charset=UTF-8').header('cache-control', 'no-store').header('x-robots-tag', 'noindex').send('0');

export async function adminAjaxRoutes(app: FastifyInstance): Promise<void> {
  const dispatch = (request: FastifyRequest, reply: FastifyReply) => {
    const action = query(request)['action'] || field(request.body, 'action');
    const handler = Object.hasOwn(AJAX_ACTIONS, action) ? AJAX_ACTIONS[action] : undefined;
    return handler ? handler(request, reply) : sendUnknownAction(reply);
  };
  app.get(ADMIN_AJAX_PATH, { config: { adminAjax: true } }, dispatch);
  app.post(ADMIN_AJAX_PATH, { config: { adminAjax: true } }, dispatch);
}
