import { createElement, type ReactNode } from 'react';
import { PLACEHOLDER_TAG } from '../../src/forms/embed/placeholder';
import { TEST_CAPTCHA_SCRIPT } from '../forms/embed-script';
import type { PageContext } from '../context';
import type { ContactMessage, OutboxMail } from '../db/messages';
import type { MessageKey, Vars } from '../i18n/index';
import { Field } from '../components/Field';
import { JsonScript } from '../components/JsonScript';
import { Layout } from '../components/Layout';
import { Notices } from '../components/Notices';
import { COMPANY, CONTACT_FORM } from '../components/site';

/**
 * The form's placeholder around the server's fallback (demo/forms/placeholder.ts): its shape in a
 * declarative shadow root, the fallback shown instead where scripts do not run.
 */
const WithPlaceholder = ({ shadow, children }: { shadow: string | undefined; children: ReactNode }) =>
  shadow ? createElement(PLACEHOLDER_TAG, null, createElement('template', { shadowrootmode: 'open', dangerouslySetInnerHTML: { __html: shadow } }), children) : <>{children}</>;

/**
 * Contact page: the form-embed island's mount point around a working no-JS form, and the
 * form's shape (`placeholder`, the shadow root's markup) while the widget loads.
 */
export function ContactPage({ ctx, values = {}, sent = false, placeholder }: { ctx: PageContext; values?: Partial<ContactMessage>; sent?: boolean; placeholder?: string | undefined }) {
  const { t } = ctx;
  const req = t('account.required');
  return (
    <Layout ctx={ctx} title={sent ? t('contact.thanks_title') : t('contact.title')} bodyClass={['page', 'page-contact']}>
      <div className="container page-container contact-page">
        <h1 className="entry-title">{sent ? t('contact.thanks_title') : t('contact.title')}</h1>
        {sent ? (
          <p className="woocommerce-message contact-thanks" role="status">{t('contact.thanks')}</p>
        ) : (
          <div className="contact-layout">
            <section className="contact-form-section">
              <p>{t('contact.intro')}</p>
              <h2>{t('contact.form_title')}</h2>
              <Notices notices={ctx.notices} />
              {/* The form-embed island renders the contact form of the forms backend here; the no-JS form is its fallback. */}
              <div data-island="form-embed" data-hydrate="visible">
                <JsonScript islandProps data={{ portalId: CONTACT_FORM.portalId, formId: CONTACT_FORM.formId, formsBaseUrl: ctx.siteUrl, captchaScriptUrl: TEST_CAPTCHA_SCRIPT }} />
                <WithPlaceholder shadow={placeholder}>
                  <form method="post" action="/contact/" className="contact-form">
                    <Field id="contact_name" name="name" label={t('contact.name')} required requiredLabel={req} autoComplete="name" value={values.name ?? ''} />
                    <Field id="contact_email" name="email" label={t('contact.email')} type="email" required requiredLabel={req} autoComplete="email" value={values.email ?? ''} />
                    <Field id="contact_phone" name="phone" label={t('contact.phone')} type="tel" autoComplete="tel" value={values.phone ?? ''} />
                    <Field id="contact_message" name="message" label={t('contact.message')} textarea required requiredLabel={req} value={values.message ?? ''} />
                    <p className="form-row">
                      <input type="hidden" name="_wpnonce" value={ctx.nonce('contact-form')} />
                      <button type="submit" className="button alt">{t('contact.submit')}</button>
                    </p>
                  </form>
                </WithPlaceholder>
              </div>
            </section>
            <aside className="contact-info">
              <h2>{t('contact.info_title')}</h2>
              <address>
                <p>{t('footer.address')}</p>
                <p><a href={COMPANY.hotlineHref}>{t('footer.hotline', { phone: COMPANY.hotline })}</a></p>
                <p><a href={`mailto:${COMPANY.email}`}>{t('footer.email', { email: COMPANY.email })}</a></p>
                <p>{t('footer.hours')}</p>
              </address>
            </aside>
          </div>
        )}
      </div>
    </Layout>
  );
}

export function OutboxPage({ ctx, mails }: { ctx: PageContext; mails: OutboxMail[] }) {
  const { t } = ctx;
  return (
    <Layout ctx={ctx} title={t('outbox.title')} bodyClass={['page', 'dev-outbox']}>
      <div className="container page-container">
        <h1 className="entry-title">{t('outbox.title')}</h1>
        <p>{t('outbox.intro')}</p>
        {mails.length === 0 ? (
          <p className="woocommerce-info">{t('outbox.empty')}</p>
        ) : (
          mails.map((m) => (
            <article key={m.id} className="outbox-mail">
              <h2>{m.subject}</h2>
              <p className="outbox-meta">{t('outbox.to', { to: m.to_email })} · <time dateTime={m.created_at}>{m.created_at}</time></p>
              <pre>{m.body}</pre>
            </article>
          ))
        )}
      </div>
    </Layout>
  );
}

export type ErrorStatus = 400 | 403 | 404 | 413 | 429 | 500;

const ERRORS: Record<ErrorStatus, [MessageKey, MessageKey]> = {
  400: ['error.400_title', 'error.400_text'],
  403: ['error.403_title', 'error.403_text'],
  404: ['error.404_title', 'error.404_text'],
  413: ['error.413_title', 'error.413_text'],
  429: ['error.429_title', 'error.429_text'],
  500: ['error.500_title', 'error.500_text'],
};

/** An error page; `message` says more precisely what went wrong than the status's usual text. */
export function ErrorPage({ ctx, status, message }: { ctx: PageContext; status: ErrorStatus; message?: { key: MessageKey; vars?: Vars } }) {
  const { t } = ctx;
  const [title, text] = ERRORS[status];
  return (
    <Layout ctx={ctx} title={t(title)} bodyClass={status === 404 ? ['error404'] : ['error-page', `error-${status}`]}>
      <div className="container page-container error-container">
        <h1 className="page-title">{t(title)}</h1>
        <p>{message ? t(message.key, message.vars) : t(text)}</p>
        <p>
          <a className="button" href="/">{t('error.back_home')}</a>
        </p>
      </div>
    </Layout>
  );
}
