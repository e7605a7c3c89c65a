import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { addToCart, productUrl, removeLine } from '../cart';
import { cartFragments } from '../components/CartFragments';
import { isWcAjax, setCartCookies, updateCart } from '../context';
import type { Product } from '../db/products';
import { variationData } from '../pages/product/VariationsForm';
import { addFailureText, postedAttributes, postedId, postedQuantity } from './add-to-cart';
import { field, query, sendError, type Body } from './helpers';

/**
 * WooCommerce's wc-ajax cart endpoints and `get_variation` (`WC_AJAX`), answering as WooCommerce 7.8 does in the
 * exchanges recorded in tests/fixtures/woocommerce/exchanges, odd answers included. They change
 * the cart without a nonce, as WooCommerce's do; the store's own guard still applies: a POST
 * from another site is refused before its body is read (server.ts).
 */

/** When the wc-ajax answers say they expired: WordPress's `nocache_headers()`. */
const EXPIRED = 'Wed, 11 Jan 1984 05:00:00 GMT';

/**
 * WooCommerce's headers of every wc-ajax answer (`wc_ajax_headers`: no-cache, noindex), and
 * `private, no-store` too: each answer is one visitor's cart (the store's rule for personal pages).
 */
const answer = (reply: FastifyReply, contentType: string): FastifyReply =>
  reply
    .code(200)
    .header('content-type', contentType)
    .header('cache-control', 'private, no-store, no-cache, must-revalidate, max-age=0')
    .header('expires', EXPIRED)
    .header('x-robots-tag', 'noindex');

const sendJson = (reply: FastifyReply, body: unknown): FastifyReply =>
  answer(reply, 'application/json; charset=UTF-8').send(JSON.stringify(body));

/** WooCommerce's answer to what it ignores (an add without `product_id`, an add by GET, an unknown endpoint): 200, empty. */
const sendNothing = (_request: FastifyRequest, reply: FastifyReply): FastifyReply => answer(reply, 'text/html; charset=UTF-8').send('');

/** `{fragments, cart_hash}` for the cart as it is now (`cart_hash` "" when empty), its cookies brought in line. */
function sendCart(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const ctx = request.shop;
  setCartCookies(request, reply, ctx.cart);
  return sendJson(reply, { fragments: cartFragments(ctx), cart_hash: ctx.cart.hash });
}

/**
 * `add_to_cart`: `product_id` (a simple product, a variation's own id, or a variable parent, which
 * WooCommerce adds as it is when no variation is chosen), `quantity`, and for a variable product
 * `variation_id` and `attribute_*`. A refusal is `{error: true, product_url}`: the product's page
 * to send the shopper to, whose notice says why, or `false` when there is no such product.
 */
function addToCartEndpoint(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const body = (request.body ?? {}) as Body;
  // WooCommerce reads `$_POST['product_id']` only (exchanges 17 and 18).
  if (request.method !== 'POST' || body['product_id'] === undefined) return sendNothing(request, reply);
  const ctx = request.shop;
  const outcome = updateCart(request, reply, (lines) =>
    addToCart(lines, ctx.app.catalogue, {
      productId: postedId(field(body, 'product_id')),
      quantity: postedQuantity(field(body, 'quantity')),
      variationId: postedId(field(body, 'variation_id')),
      variation: postedAttributes(body),
      parentAllowed: true,
    }),
  );
  if (outcome.ok) return sendCart(request, reply);
  if (!outcome.product) return sendJson(reply, { error: true, product_url: false });
  // The reason waits in the session for the product page, as WooCommerce's notice does; a visitor
  // without a session has nowhere to keep it, and gets no session for a refused add.
  if (ctx.session) ctx.app.sessions.pushNotices(ctx.session, [{ type: 'error', text: addFailureText(ctx.t, outcome) }]);
  return sendJson(reply, { error: true, product_url: ctx.siteUrl + productUrl(outcome.product) });
}

/** `remove_from_cart`: `cart_item_key`; WooCommerce's `{success: false}` for a key not in the cart. */
function removeFromCartEndpoint(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const key = request.method === 'POST' ? field(request.body, 'cart_item_key') : '';
  const { removed } = key ? updateCart(request, reply, (lines) => removeLine(lines, key)) : {};
  return removed ? sendCart(request, reply) : sendJson(reply, { success: false });
}

/**
 * PHP's `absint()` of a posted value: the number a string starts with (after spaces; a sign, a
 * fraction or an exponent as PHP reads them), whole and positive; 0 for none, and for an array.
 *
 * @example absint(' 35abc') // 35
 */
export function absint(raw: string | string[] | undefined): number {
  const number = typeof raw === 'string' ? /^\s*([+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?)/.exec(raw)?.[1] : undefined;
  const value = number === undefined ? 0 : Math.abs(Math.trunc(Number(number)));
  return Number.isSafeInteger(value) ? value : 0;
}

/**
 * WooCommerce's `find_matching_product_variation` (its product data store) over the posted
 * fields: the first variation, in the order WooCommerce lists them, each of whose attributes was
 * posted with its value, an empty one (WooCommerce's "any") taking any value or none. Fields are
 * compared as posted: a repeated field (an array) matches nothing but "any".
 */
export function matchPostedVariation(variations: readonly Product[], posted: Body): Product | undefined {
  return variations.find((variation) =>
    Object.entries(variation.variationValues).every(([name, value]) => {
      const sent = Object.hasOwn(posted, name) ? posted[name] : undefined;
      return value === '' || sent === value;
    }),
  );
}

/**
 * `get_variation` (`WC_AJAX::get_variation`), which variations forms ask when their product has
 * too many variations to carry them: the posted `attribute_*` fields of a variable `product_id`,
 * answered with the matching variation's data (as `data-product_variations` carries it) or
 * `false`. Without a product id, for an id of no product, or a GET (it reads `$_POST` only), it
 * answers as its `wp_die()` does: 200 and nothing.
 */
function getVariationEndpoint(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const body = request.method === 'POST' ? ((request.body ?? {}) as Body) : {};
  const ctx = request.shop;
  const product = ctx.app.catalogue.byId(absint(body['product_id']));
  if (!product) return sendNothing(request, reply);
  // A simple product, or a variation's own id, has no variations to match: `false`.
  const variation = product.type === 'variable' ? matchPostedVariation(ctx.app.catalogue.variations(product.id), body) : undefined;
  return sendJson(reply, variation ? variationData(ctx, product, variation) : false);
}

const ENDPOINTS: Readonly<Record<string, (request: FastifyRequest, reply: FastifyReply) => FastifyReply>> = {
  add_to_cart: addToCartEndpoint,
  remove_from_cart: removeFromCartEndpoint,
  get_variation: getVariationEndpoint,
  // POST with a `time` field, as cart-fragments.js sends it, or GET (exchange 07): the same answer.
  get_refreshed_fragments: sendCart,
};

/** Answers `/?wc-ajax=<endpoint>`, GET or POST. */
export function wcAjax(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const endpoint = query(request)['wc-ajax'] ?? '';
  return (Object.hasOwn(ENDPOINTS, endpoint) ? ENDPOINTS[endpoint]! : sendNothing)(request, reply);
}

/** POST `/?wc-ajax=…`; the GET goes through the home page's route, which hands it to wcAjax. */
export async function wcAjaxRoutes(app: FastifyInstance): Promise<void> {
  app.post('/', async (request, reply) => (isWcAjax(request) ? wcAjax(request, reply) : sendError(request, reply, 404)));
}
