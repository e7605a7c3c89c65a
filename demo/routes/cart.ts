import type { FastifyInstance } from 'fastify';
import { createElement } from 'react';
import { removeLine, setQuantity } from '../cart';
import { flash, updateCart } from '../context';
import type { Billing } from '../db/orders';
import { CartPage } from '../pages/CartPage';
import { BILLING_FIELDS, CheckoutPage, OrderReceivedPage } from '../pages/CheckoutPage';
import { sendPage } from '../render';
import { checkoutAccount, openCheckoutAccount } from './account';
import { handleAddToCart } from './add-to-cart';
import { field, query, redirect, requireNonce, sendError, type Body } from './helpers';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export async function cartRoutes(app: FastifyInstance): Promise<void> {
  app.get('/cart/', async (request, reply) => {
    const ctx = request.shop;
    const key = query(request)['remove_item'];
    if (key !== undefined) {
      if (!requireNonce(request, reply, query(request)['_wpnonce'], 'woocommerce-cart')) return reply;
      const name = ctx.cart.items.find((i) => i.line.key === key)?.product.name ?? '';
      const { removed } = updateCart(request, reply, (lines) => removeLine(lines, key));
      if (removed) flash(request, reply, [{ type: 'message', text: ctx.t('cart.removed', { name }) }]);
      return redirect(reply, '/cart/');
    }
    handleAddToCart(request, reply);
    return sendPage(reply, createElement(CartPage, { ctx }));
  });

  app.post('/cart/', async (request, reply) => {
    const ctx = request.shop;
    const body = (request.body ?? {}) as Body;
    if (!requireNonce(request, reply, field(body, 'woocommerce-cart-nonce'), 'woocommerce-cart')) return reply;
    const limits = new Map(ctx.cart.items.map((i) => [i.line.key, i.max]));
    const { refused } = updateCart(request, reply, (stored) => {
      let lines = stored;
      let refused = false;
      for (const [name, value] of Object.entries(body)) {
        const match = /^cart\[([a-f0-9]{32})\]\[qty\]$/.exec(name);
        if (!match?.[1] || typeof value !== 'string' || value.trim() === '') continue;
        const result = setQuantity(lines, match[1], /^\d{1,5}$/.test(value.trim()) ? Number(value) : NaN, limits.get(match[1]) ?? null);
        lines = result.lines;
        refused ||= result.refused;
      }
      return { lines, refused };
    });
    flash(request, reply, [
      refused ? { type: 'error', text: ctx.t('cart.err_over_stock') } : { type: 'message', text: ctx.t('cart.updated') },
    ]);
    return redirect(reply, '/cart/');
  });

  app.get('/checkout/', async (request, reply) => {
    const ctx = request.shop;
    const user = ctx.user;
    const values: Partial<Billing> = user ? { first_name: user.first_name, last_name: user.last_name, email: user.email } : {};
    return sendPage(reply, createElement(CheckoutPage, { ctx, values, note: '' }));
  });

  app.post('/checkout/', async (request, reply) => {
    const ctx = request.shop;
    const { t } = ctx;
    const body = (request.body ?? {}) as Body;
    if (!requireNonce(request, reply, field(body, 'woocommerce-process-checkout-nonce'), 'woocommerce-process_checkout')) return reply;
    const billing = Object.fromEntries(BILLING_FIELDS.map(([name]) => [name, field(body, `billing_${name}`)])) as unknown as Billing;
    const note = field(body, 'order_comments');
    for (const [name, label, required] of BILLING_FIELDS) {
      if (required && !billing[name]) ctx.notices.push({ type: 'error', text: t('checkout.required', { field: t(label) }) });
    }
    if (billing.email && !EMAIL.test(billing.email)) ctx.notices.push({ type: 'error', text: t('checkout.invalid_email') });
    if (ctx.cart.items.length === 0) ctx.notices.push({ type: 'error', text: t('checkout.empty') });
    const accountPassword = checkoutAccount(request, body, billing.email);
    const createAccount = accountPassword !== undefined;
    if (ctx.notices.some((n) => n.type === 'error')) {
      return sendPage(reply, createElement(CheckoutPage, { ctx, values: billing, note, createAccount }));
    }
    if (createAccount && !(await openCheckoutAccount(request, reply, billing, accountPassword))) {
      return sendPage(reply, createElement(CheckoutPage, { ctx, values: billing, note, createAccount }));
    }
    // Stock is checked again inside the transaction: it may have gone since the cart was filled.
    // A line short of stock throws, which rolls back the lines before it.
    const short = new Error('out of stock');
    let order;
    try {
      order = ctx.app.db.transaction(() => {
        for (const i of ctx.cart.items) if (!ctx.app.catalogue.reduceStock(i.item.id, i.line.quantity)) throw short;
        return ctx.app.orders.create({ userId: ctx.user?.id ?? null, billing, cart: ctx.cart, note, paymentMethod: 'cod' });
      })();
    } catch (error) {
      if (error !== short) throw error;
    }
    if (!order) {
      ctx.notices.push({ type: 'error', text: t('cart.err_over_stock') });
      return sendPage(reply, createElement(CheckoutPage, { ctx, values: billing, note }));
    }
    updateCart(request, reply, () => ({ lines: [] }));
    return redirect(reply, `/checkout/order-received/${order.id}/?key=${encodeURIComponent(order.order_key)}`);
  });

  app.get('/checkout/order-received/:id/', async (request, reply) => {
    const { id } = request.params as { id: string };
    const order = request.shop.app.orders.byId(Number(id));
    // The order key is the capability to view an order, as in WooCommerce.
    if (!order || order.order_key !== query(request)['key']) return sendError(request, reply, 404);
    return sendPage(reply, createElement(OrderReceivedPage, { ctx: request.shop, order }));
  });
}
