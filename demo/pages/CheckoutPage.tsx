import type { PageContext } from '../context';
import type { Billing, Order } from '../db/orders';
import type { MessageKey } from '../i18n/index';
import { Field } from '../components/Field';
import { Layout } from '../components/Layout';
import { Notices } from '../components/Notices';
import { Amount } from '../components/Price';

/** Billing fields: name, label key, required, input type, autocomplete. */
export const BILLING_FIELDS: ReadonlyArray<readonly [keyof Billing, MessageKey, boolean, string, string]> = [
  ['first_name', 'checkout.first_name', true, 'text', 'given-name'],
  ['last_name', 'checkout.last_name', true, 'text', 'family-name'],
  ['company', 'checkout.company', false, 'text', 'organization'],
  ['address_1', 'checkout.address', true, 'text', 'address-line1'],
  ['city', 'checkout.city', true, 'text', 'address-level2'],
  ['phone', 'checkout.phone', true, 'tel', 'tel'],
  ['email', 'checkout.email', true, 'email', 'email'],
];

/**
 * WooCommerce's "create an account?" for a guest (`checkout/form-billing.php`): the box and the
 * account password, which the password meter measures. Without script, CSS shows the password
 * only once the box is ticked (islands.css).
 */
function AccountFields({ ctx, checked }: { ctx: PageContext; checked: boolean }) {
  const { t } = ctx;
  return (
    <div className="woocommerce-account-fields">
      <p className="form-row form-row-wide create-account">
        <label className="woocommerce-form__label woocommerce-form__label-for-checkbox checkbox">
          <input className="woocommerce-form__input woocommerce-form__input-checkbox input-checkbox" id="createaccount" type="checkbox" name="createaccount" value="1" defaultChecked={checked} />{' '}
          <span>{t('checkout.create_account')}</span>
        </label>
      </p>
      <div className="create-account">
        <Field id="account_password" label={t('checkout.account_password')} type="password" autoComplete="new-password" />
      </div>
    </div>
  );
}

export function CheckoutPage({ ctx, values, note, createAccount = false }: { ctx: PageContext; values: Partial<Billing>; note: string; createAccount?: boolean }) {
  const { t, cart } = ctx;
  return (
    <Layout ctx={ctx} title={t('checkout.title')} bodyClass={['page', 'woocommerce-checkout', 'woocommerce-page']}>
      <div className="container page-container">
        <h1 className="entry-title">{t('checkout.title')}</h1>
        <div className="woocommerce">
          <Notices notices={ctx.notices} />
          {cart.items.length === 0 ? (
            <p className="cart-empty woocommerce-info">{t('checkout.empty')}</p>
          ) : (
            <form name="checkout" method="post" className="checkout woocommerce-checkout" action="/checkout/">
              <div className="col2-set" id="customer_details">
                <div className="col-1 woocommerce-billing-fields">
                  <h2>{t('checkout.billing')}</h2>
                  <div className="woocommerce-billing-fields__field-wrapper">
                    {BILLING_FIELDS.map(([name, label, required, type, auto]) => (
                      <Field
                        key={name}
                        id={`billing_${name}`}
                        label={t(label)}
                        required={required}
                        requiredLabel={t('account.required')}
                        type={type}
                        autoComplete={auto}
                        value={values[name] ?? ''}
                        wide={!(name === 'first_name' || name === 'last_name')}
                        className={name === 'first_name' ? 'form-row-first' : name === 'last_name' ? 'form-row-last' : ''}
                      />
                    ))}
                    <Field id="order_comments" label={t('checkout.note')} textarea value={note} />
                  </div>
                  {!ctx.user && <AccountFields ctx={ctx} checked={createAccount} />}
                </div>
                <div className="col-2">
                  <h2 id="order_review_heading">{t('checkout.your_order')}</h2>
                  <div id="order_review" className="woocommerce-checkout-review-order">
                    <table className="shop_table woocommerce-checkout-review-order-table">
                      <thead>
                        <tr>
                          <th className="product-name">{t('cart.col_product')}</th>
                          <th className="product-total">{t('cart.col_subtotal')}</th>
                        </tr>
                      </thead>
                      <tbody>
                        {cart.items.map((i) => (
                          <tr key={i.line.key} className="cart_item">
                            <td className="product-name">
                              {i.product.name}
                              {i.attributes.length > 0 && ` (${i.attributes.map((a) => a.value).join(', ')})`}{' '}
                              <strong className="product-quantity">× {i.line.quantity}</strong>
                            </td>
                            <td className="product-total"><Amount value={i.subtotal} /></td>
                          </tr>
                        ))}
                      </tbody>
                      <tfoot>
                        <tr className="order-total">
                          <th>{t('cart.total')}</th>
                          <td><strong><Amount value={cart.total} /></strong></td>
                        </tr>
                      </tfoot>
                    </table>
                    <div id="payment" className="woocommerce-checkout-payment">
                      <ul className="wc_payment_methods payment_methods methods">
                        <li className="wc_payment_method payment_method_cod">
                          <input id="payment_method_cod" type="radio" className="input-radio" name="payment_method" value="cod" defaultChecked />
                          <label htmlFor="payment_method_cod">{t('checkout.cod')}</label>
                          <div className="payment_box payment_method_cod"><p>{t('checkout.cod_desc')}</p></div>
                        </li>
                      </ul>
                      <div className="form-row place-order">
                        <input type="hidden" name="woocommerce-process-checkout-nonce" value={ctx.nonce('woocommerce-process_checkout')} />
                        <button type="submit" className="button alt" name="woocommerce_checkout_place_order" id="place_order" value="1">
                          {t('checkout.place')}
                        </button>
                      </div>
                    </div>
                  </div>
                </div>
              </div>
            </form>
          )}
        </div>
      </div>
    </Layout>
  );
}

export function OrderReceivedPage({ ctx, order }: { ctx: PageContext; order: Order }) {
  const { t } = ctx;
  return (
    <Layout ctx={ctx} title={t('order.received')} bodyClass={['page', 'woocommerce-checkout', 'woocommerce-order-received', 'woocommerce-page']}>
      <div className="container page-container">
        <h1 className="entry-title">{t('order.received')}</h1>
        <div className="woocommerce">
          <div className="woocommerce-order">
            <p className="woocommerce-notice woocommerce-notice--success woocommerce-thankyou-order-received">{t('order.thanks')}</p>
            <ul className="woocommerce-order-overview woocommerce-thankyou-order-details order_details">
              <li className="woocommerce-order-overview__order order">{t('order.number')} <strong>{order.id}</strong></li>
              <li className="woocommerce-order-overview__date date">{t('order.date')} <strong>{new Date(order.created_at).toLocaleDateString(ctx.locale === 'vi' ? 'vi-VN' : 'en-GB')}</strong></li>
              <li className="woocommerce-order-overview__email email">{t('order.email')} <strong>{order.billing.email}</strong></li>
              <li className="woocommerce-order-overview__total total">{t('order.total')} <strong><Amount value={order.total} /></strong></li>
              <li className="woocommerce-order-overview__payment-method method">{t('order.payment')} <strong>{t('checkout.cod')}</strong></li>
            </ul>
            <section className="woocommerce-order-details">
              <h2 className="woocommerce-order-details__title">{t('order.details')}</h2>
              <table className="woocommerce-table woocommerce-table--order-details shop_table order_details">
                <tbody>
                  {order.items.map((item, i) => (
                    <tr key={i} className="woocommerce-table__line-item order_item">
                      <td className="woocommerce-table__product-name product-name">
                        {item.name}
                        {item.attributes.length > 0 && ` (${item.attributes.map((a) => a.value).join(', ')})`}{' '}
                        <strong className="product-quantity">× {item.quantity}</strong>
                      </td>
                      <td className="woocommerce-table__product-total product-total"><Amount value={item.subtotal} /></td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr>
                    <th scope="row">{t('cart.total')}</th>
                    <td><Amount value={order.total} /></td>
                  </tr>
                </tfoot>
              </table>
            </section>
          </div>
        </div>
      </div>
    </Layout>
  );
}
