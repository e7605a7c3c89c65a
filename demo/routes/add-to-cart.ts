import type { FastifyReply, FastifyRequest } from 'fastify';
import { addToCart, type AddOutcome } from '../cart';
import { updateCart, type Notice } from '../context';
import type { Translate } from '../i18n/index';
import { field, query, type Body } from './helpers';

/**
 * A posted quantity as WooCommerce reads it: missing, empty or "0" is one (PHP's `empty()`),
 * digits are that many, anything else is invalid (NaN, which addToCart refuses).
 */
export const postedQuantity = (raw: string): number => (raw === '' || raw === '0' ? 1 : /^\d{1,9}$/.test(raw) ? Number(raw) : NaN);

/** A posted product or variation id: digits, else 0 (no product). */
export const postedId = (raw: string): number => (/^\d{1,9}$/.test(raw) ? Number(raw) : 0);

/** The `attribute_*` fields of a posted variations form, the empty ones ("choose an option") left out. */
export function postedAttributes(body: Body): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const [name, value] of Object.entries(body)) {
    if (name.startsWith('attribute_') && typeof value === 'string' && value !== '') attributes[name] = value;
  }
  return attributes;
}

/** Why an add was refused, in WooCommerce's words. */
export function addFailureText(t: Translate, outcome: Extract<AddOutcome, { ok: false }>): string {
  const name = outcome.product?.name ?? '';
  return {
    not_found: t('cart.err_not_found'),
    out_of_stock: t('cart.err_out_of_stock', { name }),
    over_stock: t('cart.err_over_stock'),
    needs_options: t('cart.err_needs_options', { name }),
    invalid_quantity: t('cart.err_quantity'),
    sold_individually: t('cart.err_sold_individually', { name }),
  }[outcome.reason];
}

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
  const outcome = updateCart(request, reply, (lines) =>
    addToCart(lines, ctx.app.catalogue, {
      productId: postedId(raw),
      quantity: request.method === 'POST' ? postedQuantity(field(body, 'quantity')) : 1,
      variationId: postedId(field(body, 'variation_id')),
      variation: postedAttributes(body),
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
    notice = { type: 'error', text: addFailureText(t, outcome) };
  }
  ctx.notices.push(notice);
}
