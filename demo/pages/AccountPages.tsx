import type { ReactNode } from 'react';
import type { PageContext } from '../context';
import type { Order } from '../db/orders';
import type { User } from '../db/users';
import { Field } from '../components/Field';
import { Layout } from '../components/Layout';
import { Notices } from '../components/Notices';
import { Amount } from '../components/Price';

export const MIN_PASSWORD_LENGTH = 8;

function AccountLayout({ ctx, title, children }: { ctx: PageContext; title: string; children: ReactNode }) {
  return (
    <Layout ctx={ctx} title={title} bodyClass={['page', 'woocommerce-account', 'woocommerce-page']}>
      <div className="container page-container">
        <h1 className="entry-title">{title}</h1>
        <div className="woocommerce">
          <Notices notices={ctx.notices} />
          {children}
        </div>
      </div>
    </Layout>
  );
}

/** Login and register side by side, as WooCommerce's `myaccount/form-login.php`. */
export function LoginRegisterPage({ ctx, username = '', email = '' }: { ctx: PageContext; username?: string; email?: string }) {
  const { t } = ctx;
  const req = t('account.required');
  return (
    <AccountLayout ctx={ctx} title={t('account.title')}>
      <div className="u-columns col2-set" id="customer_login">
        <div className="u-column1 col-1">
          <h2>{t('account.login')}</h2>
          <form className="woocommerce-form woocommerce-form-login login" method="post" action="/my-account/">
            <Field id="username" label={t('account.username')} required requiredLabel={req} autoComplete="username" value={username} />
            <Field id="password" label={t('account.password')} type="password" required requiredLabel={req} autoComplete="current-password" />
            <p className="form-row">
              <label className="woocommerce-form__label woocommerce-form__label-for-checkbox woocommerce-form-login__rememberme">
                <input className="woocommerce-form__input woocommerce-form__input-checkbox" name="rememberme" type="checkbox" id="rememberme" value="forever" />{' '}
                <span>{t('account.remember')}</span>
              </label>
              <input type="hidden" id="woocommerce-login-nonce" name="woocommerce-login-nonce" value={ctx.nonce('woocommerce-login')} />
              <button type="submit" className="woocommerce-button button woocommerce-form-login__submit" name="login" value="1">
                {t('account.login')}
              </button>
            </p>
            <p className="woocommerce-LostPassword lost_password">
              <a href="/my-account/lost-password/">{t('account.lost')}</a>
            </p>
          </form>
        </div>
        <div className="u-column2 col-2">
          <h2>{t('account.register')}</h2>
          <form method="post" className="woocommerce-form woocommerce-form-register register" action="/my-account/">
            <Field id="reg_email" name="email" label={t('account.email')} type="email" required requiredLabel={req} autoComplete="email" value={email} />
            <Field id="reg_password" name="password" label={t('account.password')} type="password" required requiredLabel={req} autoComplete="new-password" />
            <div className="woocommerce-privacy-policy-text">
              <p>{t('account.privacy')}</p>
            </div>
            <p className="woocommerce-form-row form-row">
              <input type="hidden" id="woocommerce-register-nonce" name="woocommerce-register-nonce" value={ctx.nonce('woocommerce-register')} />
              <button type="submit" className="woocommerce-Button woocommerce-button button woocommerce-form-register__submit" name="register" value="1">
                {t('account.register')}
              </button>
            </p>
          </form>
        </div>
      </div>
    </AccountLayout>
  );
}

export type AccountView = 'dashboard' | 'orders' | 'edit-account';

export const logoutUrl = (ctx: PageContext): string => `/my-account/customer-logout/?_wpnonce=${ctx.nonce('customer-logout')}`;

function AccountNav({ ctx, view }: { ctx: PageContext; view: AccountView }) {
  const { t } = ctx;
  const items: Array<[string, string, string]> = [
    ['dashboard', '/my-account/', t('account.nav_dashboard')],
    ['orders', '/my-account/orders/', t('account.nav_orders')],
    ['edit-account', '/my-account/edit-account/', t('account.nav_edit')],
  ];
  return (
    <nav className="woocommerce-MyAccount-navigation" aria-label={t('account.nav_label')}>
      <ul>
        {items.map(([id, href, label]) => (
          <li key={id} className={`woocommerce-MyAccount-navigation-link woocommerce-MyAccount-navigation-link--${id}${id === view ? ' is-active' : ''}`}>
            <a href={href} {...(id === view ? { 'aria-current': 'page' as const } : {})}>{label}</a>
          </li>
        ))}
        <li className="woocommerce-MyAccount-navigation-link woocommerce-MyAccount-navigation-link--customer-logout">
          <a href={logoutUrl(ctx)}>{t('account.nav_logout')}</a>
        </li>
      </ul>
    </nav>
  );
}

function OrdersTable({ ctx, orders }: { ctx: PageContext; orders: Order[] }) {
  const { t } = ctx;
  if (orders.length === 0) return <p className="woocommerce-message woocommerce-message--info woocommerce-Message woocommerce-info">{t('account.orders_none')}</p>;
  return (
    <table className="woocommerce-orders-table woocommerce-MyAccount-orders shop_table shop_table_responsive my_account_orders account-orders-table">
      <thead>
        <tr>
          <th className="woocommerce-orders-table__header woocommerce-orders-table__header-order-number">{t('account.col_order')}</th>
          <th className="woocommerce-orders-table__header woocommerce-orders-table__header-order-date">{t('account.col_date')}</th>
          <th className="woocommerce-orders-table__header woocommerce-orders-table__header-order-status">{t('account.col_status')}</th>
          <th className="woocommerce-orders-table__header woocommerce-orders-table__header-order-total">{t('account.col_total')}</th>
        </tr>
      </thead>
      <tbody>
        {orders.map((o) => (
          <tr key={o.id} className={`woocommerce-orders-table__row woocommerce-orders-table__row--status-${o.status} order`}>
            <th className="woocommerce-orders-table__cell woocommerce-orders-table__cell-order-number" data-title={t('account.col_order')} scope="row">
              #{o.id}
            </th>
            <td className="woocommerce-orders-table__cell woocommerce-orders-table__cell-order-date" data-title={t('account.col_date')}>
              <time dateTime={o.created_at}>{new Date(o.created_at).toLocaleDateString(ctx.locale === 'vi' ? 'vi-VN' : 'en-GB')}</time>
            </td>
            <td className="woocommerce-orders-table__cell woocommerce-orders-table__cell-order-status" data-title={t('account.col_status')}>
              {t(o.status === 'completed' ? 'order.status_completed' : 'order.status_processing')}
            </td>
            <td className="woocommerce-orders-table__cell woocommerce-orders-table__cell-order-total" data-title={t('account.col_total')}>
              <Amount value={o.total} /> ({o.items.reduce((n, i) => n + i.quantity, 0)})
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function EditAccountForm({ ctx, user }: { ctx: PageContext; user: User }) {
  const { t } = ctx;
  const req = t('account.required');
  return (
    <form className="woocommerce-EditAccountForm edit-account" action="/my-account/edit-account/" method="post">
      <Field id="account_first_name" label={t('account.first_name')} value={user.first_name} autoComplete="given-name" wide={false} className="form-row-first" />
      <Field id="account_last_name" label={t('account.last_name')} value={user.last_name} autoComplete="family-name" wide={false} className="form-row-last" />
      <Field id="account_display_name" label={t('account.display_name')} value={user.display_name} required requiredLabel={req} />
      <Field id="account_email" label={t('account.email')} type="email" value={user.email} required requiredLabel={req} autoComplete="email" />
      <fieldset>
        <legend>{t('account.password_change')}</legend>
        <Field id="password_current" label={t('account.current_password')} type="password" autoComplete="current-password" />
        <Field id="password_1" label={t('account.new_password')} type="password" autoComplete="new-password" />
        <Field id="password_2" label={t('account.confirm_password')} type="password" autoComplete="new-password" />
      </fieldset>
      <p>
        <input type="hidden" id="save-account-details-nonce" name="save-account-details-nonce" value={ctx.nonce('save_account_details')} />
        <button type="submit" className="woocommerce-Button button" name="save_account_details" value="1">
          {t('account.save')}
        </button>
      </p>
    </form>
  );
}

/** The logged-in account area: navigation plus dashboard, orders or edit-account content. */
export function AccountPage({ ctx, user, view }: { ctx: PageContext; user: User; view: AccountView }) {
  const { t } = ctx;
  return (
    <AccountLayout ctx={ctx} title={t('account.title')}>
      <div className="account-area">
        <AccountNav ctx={ctx} view={view} />
        <div className="woocommerce-MyAccount-content">
          {view === 'dashboard' && (
            <>
              <p>
                {t('account.hello', { name: user.display_name || user.email })} (<a href={logoutUrl(ctx)}>{t('account.nav_logout')}</a>)
              </p>
              <p>{t('account.dashboard_text')}</p>
            </>
          )}
          {view === 'orders' && <OrdersTable ctx={ctx} orders={ctx.app.orders.forUser(user.id)} />}
          {view === 'edit-account' && <EditAccountForm ctx={ctx} user={user} />}
        </div>
      </div>
    </AccountLayout>
  );
}

export function LostPasswordPage({ ctx, sent = false }: { ctx: PageContext; sent?: boolean }) {
  const { t } = ctx;
  return (
    <AccountLayout ctx={ctx} title={t('lost.title')}>
      {sent ? (
        <p className="woocommerce-message">{t('lost.sent')}</p>
      ) : (
        <form method="post" className="woocommerce-ResetPassword lost_reset_password" action="/my-account/lost-password/">
          <p>{t('lost.intro')}</p>
          <Field id="user_login" label={t('lost.field')} required requiredLabel={t('account.required')} autoComplete="username" />
          <p className="woocommerce-form-row form-row">
            <input type="hidden" name="wc_reset_password" value="true" />
            <input type="hidden" id="woocommerce-lost-password-nonce" name="woocommerce-lost-password-nonce" value={ctx.nonce('lost_password')} />
            <button type="submit" className="woocommerce-Button button" value="1">{t('lost.submit')}</button>
          </p>
        </form>
      )}
    </AccountLayout>
  );
}

export function ResetPasswordPage({ ctx, login, resetKey }: { ctx: PageContext; login: string; resetKey: string }) {
  const { t } = ctx;
  const req = t('account.required');
  return (
    <AccountLayout ctx={ctx} title={t('reset.title')}>
      <form method="post" className="woocommerce-ResetPassword lost_reset_password" action="/my-account/reset-password/">
        <p>{t('reset.intro')}</p>
        <Field id="password_1" label={t('reset.new')} type="password" required requiredLabel={req} autoComplete="new-password" wide={false} className="form-row-first" />
        <Field id="password_2" label={t('reset.confirm')} type="password" required requiredLabel={req} autoComplete="new-password" wide={false} className="form-row-last" />
        <input type="hidden" name="reset_key" value={resetKey} />
        <input type="hidden" name="reset_login" value={login} />
        <p className="woocommerce-form-row form-row">
          <input type="hidden" name="wc_reset_password" value="true" />
          <input type="hidden" id="woocommerce-reset-password-nonce" name="woocommerce-reset-password-nonce" value={ctx.nonce('reset_password')} />
          <button type="submit" className="woocommerce-Button button" value="1">{t('reset.submit')}</button>
        </p>
      </form>
    </AccountLayout>
  );
}
