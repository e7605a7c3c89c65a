import { renderToStaticMarkup as html } from 'react-dom/server';
import { CART_DATA_ID, CART_FRAGMENTS, type CartData } from '../../src/cart/contents';
import type { PageContext } from '../context';
import { JsonScript } from './JsonScript';
import { MiniCart, removeUrl } from './MiniCart';
import { Amount } from './Price';
import { productImageUrl } from './images';

/** The header's subtotal, as Flatsome prints it. */
export function CartPrice({ ctx }: { ctx: PageContext }) {
  return (
    <span className="cart-price">
      <Amount value={ctx.cart.subtotal} />
    </span>
  );
}

/**
 * The header's item count, as Flatsome prints it. The number is for the eye; the words after it
 * are what a screen reader says, and they change with it (a link's aria-label would go stale).
 */
export function CartCount({ ctx }: { ctx: PageContext }) {
  const { count } = ctx.cart;
  return (
    <span className="cart-icon image-icon">
      <strong className="cart-count" aria-hidden="true">
        {count}
      </strong>
      <span className="screen-reader-text">{ctx.t('header.cart_count', { n: count })}</span>
    </span>
  );
}

/** The structured cart of this request (see CartData). */
export function cartData(ctx: PageContext): CartData {
  const { cart } = ctx;
  return {
    items: cart.items.map((i) => ({
      key: i.line.key,
      product_id: i.product.id,
      variation_id: i.line.variationId,
      sku: i.item.sku,
      name: i.product.name,
      attributes: i.attributes,
      quantity: i.line.quantity,
      max_quantity: i.max,
      price: i.price,
      price_html: html(<Amount value={i.price} />),
      subtotal_html: html(<Amount value={i.subtotal} />),
      thumbnail: productImageUrl(i.product),
      permalink: i.url,
      remove_url: removeUrl(ctx, i.line.key),
    })),
    count: cart.count,
    subtotal: cart.subtotal,
    subtotal_html: html(<Amount value={cart.subtotal} />),
    cart_hash: cart.hash,
  };
}

/** `<script type="application/json" id="shop-islands-cart">`: CartData for the islands, on every page. */
export function CartDataScript({ ctx }: { ctx: PageContext }) {
  return <JsonScript id={CART_DATA_ID} data={cartData(ctx)} />;
}

/**
 * The fragments of the wc-ajax answers: selector → the markup the page renders for it now, from
 * the same components, so a page and an answer for one cart agree to the byte.
 */
export function cartFragments(ctx: PageContext): Record<string, string> {
  return {
    [CART_FRAGMENTS.miniCart]: html(<MiniCart ctx={ctx} />),
    [CART_FRAGMENTS.count]: html(<CartCount ctx={ctx} />),
    [CART_FRAGMENTS.price]: html(<CartPrice ctx={ctx} />),
    [CART_FRAGMENTS.data]: html(<CartDataScript ctx={ctx} />),
  };
}
