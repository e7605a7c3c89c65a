import { createHash } from 'node:crypto';
import type { ReactNode } from 'react';
import type { PageContext } from '../context';
import { Layout } from '../components/Layout';
import type { RegisteredForm } from './registry';
import type { Submission } from './submissions';

/** Where the admin pages live. */
export const ADMIN_PATH = '/forms/admin/';
export const formAdminPath = (form: Pick<RegisteredForm, 'portalId' | 'guid'>): string => `${ADMIN_PATH}${form.portalId}/${form.guid}/`;

const formName = (form: RegisteredForm): string => form.form.name || form.guid;

/** Every form served, with its number of submissions. */
export function FormsAdminPage({ ctx, forms, counts }: { ctx: PageContext; forms: RegisteredForm[]; counts: Map<string, number> }) {
  const { t } = ctx;
  return (
    <Layout ctx={ctx} title={t('forms_admin.title')} bodyClass={['page', 'forms-admin']}>
      <div className="container page-container">
        <h1 className="entry-title">{t('forms_admin.title')}</h1>
        <p>{t('forms_admin.intro')}</p>
        <table className="shop_table forms-admin-table">
          <thead>
            <tr>
              <th scope="col">{t('forms_admin.form')}</th>
              <th scope="col">{t('forms_admin.portal')}</th>
              <th scope="col">{t('forms_admin.source')}</th>
              <th scope="col">{t('forms_admin.count')}</th>
            </tr>
          </thead>
          <tbody>
            {forms.map((form) => (
              <tr key={`${form.portalId}/${form.guid}`}>
                <th scope="row">
                  <a href={formAdminPath(form)} aria-label={t('forms_admin.view', { name: formName(form) })}>
                    {formName(form)}
                  </a>
                  {form.closedAt !== undefined && <> ({t('forms_admin.closed')})</>}
                  <br />
                  <code>{form.guid}</code>
                </th>
                <td>{form.portalId}</td>
                <td>{form.source === 'demo' ? t('forms_admin.source_demo') : form.source}</td>
                <td>{counts.get(`${form.portalId}/${form.guid}`) ?? 0}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Layout>
  );
}

/** A value as one line of text: options joined as HubSpot stores them (`a;b`). */
export const valueText = (value: string | string[] | undefined): string => (Array.isArray(value) ? value.join(';') : (value ?? ''));

/** The submissions of one form, newest first; every value is text (React escapes it). */
export function FormSubmissionsPage({ ctx, form, submissions, columns }: { ctx: PageContext; form: RegisteredForm; submissions: Submission[]; columns: string[] }) {
  const { t } = ctx;
  const name = formName(form);
  return (
    <Layout ctx={ctx} title={`${name} – ${t('forms_admin.title')}`} bodyClass={['page', 'forms-admin', 'forms-admin-submissions']}>
      <div className="container page-container">
        <p>
          <a href={ADMIN_PATH}>{t('forms_admin.back')}</a>
        </p>
        <h1 className="entry-title">{name}</h1>
        <p>
          <a className="button" href={`${formAdminPath(form)}submissions.csv`} download>
            {t('forms_admin.export')}
          </a>
        </p>
        {submissions.length === 0 ? (
          <p className="woocommerce-info">{t('forms_admin.empty')}</p>
        ) : (
          <>
            <p>{t('forms_admin.latest', { n: submissions.length })}</p>
            <table className="shop_table forms-admin-submissions-table">
              <thead>
                <tr>
                  <th scope="col">{t('forms_admin.date')}</th>
                  <th scope="col">{t('forms_admin.values')}</th>
                  <th scope="col">{t('forms_admin.files')}</th>
                  <th scope="col">{t('forms_admin.page')}</th>
                </tr>
              </thead>
              <tbody>
                {submissions.map((s) => (
                  <tr key={s.id}>
                    <th scope="row">
                      <time dateTime={s.createdAt}>{s.createdAt}</time>
                    </th>
                    <td>
                      <dl className="form-submission-values">
                        {columns
                          .filter((column) => Object.hasOwn(s.values, column))
                          .map((column) => (
                            <div key={column}>
                              <dt>{column}</dt>
                              <dd>{valueText(s.values[column])}</dd>
                            </div>
                          ))}
                      </dl>
                    </td>
                    <td>
                      {s.files.map((file) => (
                        <p key={file.id}>
                          <a href={`${ADMIN_PATH}files/${file.id}`}>{file.name || file.id}</a> ({file.size} B)
                        </p>
                      ))}
                    </td>
                    <td>{typeof s.context['pageUrl'] === 'string' ? s.context['pageUrl'] : ''}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </div>
    </Layout>
  );
}

/** HubSpot's classic embed snippet, for the form given (ids are the demo's constants, never input). */
export const classicSnippet = (portalId: string, formId: string, target: string): string =>
  `hbspt.forms.create({portalId:${JSON.stringify(portalId)},formId:${JSON.stringify(formId)},target:${JSON.stringify(target)}})`;

/** The CSP source allowing exactly one inline script. */
export const scriptHash = (script: string): string => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/**
 * A plain HTML page, as a site without WordPress would have it: the standalone embed from
 * `/forms/v2.js` and HubSpot's classic snippet, nothing of the shop's own scripts.
 */
export function PlainFormPage({ ctx, title, intro, snippet, children }: { ctx: PageContext; title: string; intro: string; snippet?: string; children?: ReactNode }) {
  const { t } = ctx;
  return (
    <html lang={ctx.locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{`${title} – ${t('site.name')}`}</title>
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      </head>
      <body>
        <main>
          <h1>{title}</h1>
          <p>{intro}</p>
          {children}
          {snippet && (
            <>
              <div id="quote" />
              <noscript>
                <p>
                  {t('forms_demo.noscript')} <a href="/contact/">{t('forms_demo.contact')}</a>
                </p>
              </noscript>
              <script src="/forms/v2.js" />
              <script dangerouslySetInnerHTML={{ __html: snippet }} />
            </>
          )}
          <p>
            <a href="/">{t('forms_demo.back')}</a>
          </p>
        </main>
      </body>
    </html>
  );
}
