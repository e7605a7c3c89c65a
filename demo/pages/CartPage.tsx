import type { PageContext } from '../context';
import { Layout } from '../components/Layout';
import { ItemAttributes, removeUrl } from '../components/MiniCart';
import { Notices } from '../components/Notices';
import { Amount } from '../components/Price';
import { Quantity } from '../components/Quantity';
import { productImageUrl } from '../components/images';

/** WooCommerce's `cart/cart.php`: quantities post back with the `woocommerce-cart-nonce`. */
export function CartPage({ ctx }: { ctx: PageContext }) {
  const { t, cart } = ctx;
  return (
    <Layout ctx={ctx} title={t('cart.title')} bodyClass={['page', 'woocommerce-cart', 'woocommerce-page']} isCart>
      <div className="container page-container">
        <h1 className="entry-title">{t('cart.title')}</h1>
        <div className="woocommerce">
          <Notices notices={ctx.notices} />
          {cart.items.length === 0 ? (
            <>
              <p className="cart-empty woocommerce-info">{t('cart.empty')}</p>
              <p className="return-to-shop">
                <a className="button wc-backward" href="/shop/">{t('cart.return')}</a>
              </p>
            </>
          ) : (
            <div className="cart-layout">
              <form className="woocommerce-cart-form" action="/cart/" method="post">
                <table className="shop_table shop_table_responsive cart woocommerce-cart-form__contents" cellSpacing={0}>
                  <thead>
                    <tr>
                      <th className="product-remove"><span className="screen-reader-text">{t('cart.col_remove')}</span></th>
                      <th className="product-thumbnail"><span className="screen-reader-text">{t('cart.col_thumbnail')}</span></th>
                      <th className="product-name">{t('cart.col_product')}</th>
                      <th className="product-price">{t('cart.col_price')}</th>
                      <th className="product-quantity">{t('cart.col_quantity')}</th>
                      <th className="product-subtotal">{t('cart.col_subtotal')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {cart.items.map((i) => (
                      <tr key={i.line.key} className="woocommerce-cart-form__cart-item cart_item">
                        <td className="product-remove">
                          <a href={removeUrl(ctx, i.line.key)} className="remove" aria-label={t('cart.remove_label', { name: i.product.name })} data-product_id={i.product.id} data-product_sku={i.item.sku}>
                            ×
                          </a>
                        </td>
                        <td className="product-thumbnail">
                          <a href={i.url}>
                            <img width={100} height={100} src={productImageUrl(i.product)} className="attachment-woocommerce_thumbnail size-woocommerce_thumbnail" alt={i.product.name} loading="lazy" />
                          </a>
                        </td>
                        <td className="product-name" data-title={t('cart.col_product')}>
                          <a href={i.url}>{i.product.name}</a>
                          <ItemAttributes attributes={i.attributes} />
                        </td>
                        <td className="product-price" data-title={t('cart.col_price')}>
                          <Amount value={i.price} />
                        </td>
                        <td className="product-quantity" data-title={t('cart.col_quantity')}>
                          <Quantity
                            id={`quantity_${i.line.key}`}
                            name={`cart[${i.line.key}][qty]`}
                            label={t('product.quantity_label', { name: i.product.name })}
                            ariaLabel={t('product.quantity_aria')}
                            value={i.line.quantity}
                            min={0}
                            max={i.max}
                          />
                        </td>
                        <td className="product-subtotal" data-title={t('cart.col_subtotal')}>
                          <Amount value={i.subtotal} />
                        </td>
                      </tr>
                    ))}
                    <tr>
                      <td colSpan={6} className="actions">
                        <button type="submit" className="button" name="update_cart" value="1">
                          {t('cart.update')}
                        </button>
                        <input type="hidden" id="woocommerce-cart-nonce" name="woocommerce-cart-nonce" value={ctx.nonce('woocommerce-cart')} />
                      </td>
                    </tr>
                  </tbody>
                </table>
              </form>
              <div className="cart-collaterals">
                <div className="cart_totals">
                  <h2>{t('cart.totals')}</h2>
                  <table cellSpacing={0} className="shop_table shop_table_responsive">
                    <tbody>
                      <tr className="cart-subtotal">
                        <th>{t('cart.subtotal')}</th>
                        <td data-title={t('cart.subtotal')}><Amount value={cart.subtotal} /></td>
                      </tr>
                      <tr className="woocommerce-shipping-totals shipping">
                        <th>{t('cart.shipping')}</th>
                        <td data-title={t('cart.shipping')}>{t('cart.shipping_note')}</td>
                      </tr>
                      <tr className="order-total">
                        <th>{t('cart.total')}</th>
                        <td data-title={t('cart.total')}><strong><Amount value={cart.total} /></strong></td>
                      </tr>
                    </tbody>
                  </table>
                  <div className="wc-proceed-to-checkout">
                    <a href="/checkout/" className="checkout-button button alt wc-forward">{t('cart.proceed')}</a>
                  </div>
                </div>
              </div>
            </div>
          )}
        </div>
      </div>
    </Layout>
  );
}
