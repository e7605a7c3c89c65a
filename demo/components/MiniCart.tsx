import { Fragment } from 'react';
import type { PageContext } from '../context';
import { Amount } from './Price';
import { productImageUrl } from './images';

/** Remove link target, as WooCommerce builds it: `/cart/?remove_item=KEY&_wpnonce=NONCE`. */
export const removeUrl = (ctx: PageContext, key: string): string =>
  `/cart/?remove_item=${encodeURIComponent(key)}&_wpnonce=${ctx.nonce('woocommerce-cart')}`;

/**
 * `div.widget_shopping_cart_content`, WooCommerce's `cart/mini-cart.php`. The wc-ajax endpoints
 * can render this same component as the `div.widget_shopping_cart_content` fragment.
 */
export function MiniCart({ ctx }: { ctx: PageContext }) {
  const { t, cart } = ctx;
  return (
    <div className="widget_shopping_cart_content">
      {cart.items.length === 0 ? (
        <p className="woocommerce-mini-cart__empty-message">{t('minicart.empty')}</p>
      ) : (
        <>
          <ul className="woocommerce-mini-cart cart_list product_list_widget">
            {cart.items.map((i) => (
              <li key={i.line.key} className="woocommerce-mini-cart-item mini_cart_item">
                <a
                  href={removeUrl(ctx, i.line.key)}
                  className="remove remove_from_cart_button"
                  aria-label={t('cart.remove_label', { name: i.product.name })}
                  data-product_id={i.product.id}
                  data-cart_item_key={i.line.key}
                  data-product_sku={i.item.sku}
                >
                  ×
                </a>
                <a href={i.url}>
                  <img width={450} height={450} src={productImageUrl(i.product)} className="attachment-woocommerce_thumbnail size-woocommerce_thumbnail" alt={i.product.name} decoding="async" loading="lazy" />
                  {i.product.name}
                </a>
                <ItemAttributes attributes={i.attributes} />
                <span className="quantity">
                  {i.line.quantity} × <Amount value={i.price} />
                </span>
              </li>
            ))}
          </ul>
          <p className="woocommerce-mini-cart__total total">
            <strong>{t('minicart.subtotal')}</strong> <Amount value={cart.subtotal} />
          </p>
          <p className="woocommerce-mini-cart__buttons buttons">
            <a href="/cart/" className="button wc-forward">
              {t('minicart.view')}
            </a>
            <a href="/checkout/" className="button checkout wc-forward">
              {t('minicart.checkout')}
            </a>
          </p>
        </>
      )}
    </div>
  );
}

/** A cart line's chosen attributes, as WooCommerce prints them (`<dl class="variation">`). */
export function ItemAttributes({ attributes }: { attributes: ReadonlyArray<{ label: string; value: string }> }) {
  if (attributes.length === 0) return null;
  return (
    <dl className="variation">
      {attributes.map((a) => (
        <Fragment key={a.label}>
          <dt>{a.label}:</dt>
          <dd>{a.value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
