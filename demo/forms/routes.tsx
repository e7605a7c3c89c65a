/**
 * The forms backend's pages: the administrators' view of submissions (with CSV export and the
 * uploaded files), and the plain HTML page that embeds a form with HubSpot's classic snippet.
 */
import { createReadStream, existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { allFields } from '../../src/forms/logic/tree';
import { renderDocument, sendPage } from '../render';
import { redirect, sendError } from '../routes/helpers';
import { contentSecurityPolicy } from '../lib/csp';
import type { FormsBackend } from './backend';
import { toCsv } from './csv';
import { DEMO_FORMS, DEMO_PORTAL_ID } from './demo-forms';
import { PLACEHOLDER_CSS, PLACEHOLDER_CSS_PATH } from './placeholder';
import { ADMIN_PATH, classicSnippet, FormsAdminPage, FormSubmissionsPage, PlainFormPage, scriptHash, valueText } from './pages';
import type { RegisteredForm } from './registry';
import type { Submission } from './submissions';
import { definedFieldNames } from './validate';

/** The shop's Content-Security-Policy with one inline script allowed, by its hash. */
const cspWithScript = (script: string): string => contentSecurityPolicy([scriptHash(script)]);

/**
 * Columns of a form's submissions: its fields in form order, then its consent checkboxes that a
 * submission carries as fields. A name the form does not have is never one (submissions stored
 * before they were refused may hold some).
 */
export function submissionColumns(form: RegisteredForm, submissions: readonly Submission[]): string[] {
  const defined = definedFieldNames(form.form);
  const columns = allFields(form.form.groups).map((f) => f.id);
  for (const s of submissions) for (const name of Object.keys(s.values)) if (defined.has(name) && !columns.includes(name)) columns.push(name);
  return columns;
}

/** The CSV export: a row per submission, oldest first. */
export function submissionsCsv(columns: string[], submissions: readonly Submission[]): string {
  const rows = [
    ['created_at', 'conversion_id', ...columns, 'files', 'page_url'],
    ...[...submissions].reverse().map((s) => [
      s.createdAt,
      s.conversionId,
      ...columns.map((column) => valueText(s.values[column])),
      s.files.map((f) => `${f.name} (${f.size} B)`).join('; '),
      typeof s.context['pageUrl'] === 'string' ? s.context['pageUrl'] : '',
    ]),
  ];
  return toCsv(rows);
}

/** RFC 6266 `attachment` with the client's file name as UTF-8 and an ASCII fallback. */
const attachment = (name: string): string => {
  const ascii = name.normalize('NFKD').replace(/[^\x20-\x7e]/g, '').replace(/["\\;]/g, '_') || 'file';
  const encoded = encodeURIComponent(name || 'file').replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
};

export async function formsPageRoutes(app: FastifyInstance, { backend }: { backend: FormsBackend }): Promise<void> {
  /** Lets administrators through; sends others to log in, or a 403 when logged in. */
  const admin = (request: FastifyRequest, reply: FastifyReply): boolean => {
    const { user, app: shop } = request.shop;
    if (!user) {
      redirect(reply, '/my-account/');
      return false;
    }
    if (!shop.users.isAdmin(user.id)) {
      sendError(request, reply, 403);
      return false;
    }
    return true;
  };
  const formOf = (request: FastifyRequest): RegisteredForm | undefined => {
    const { portalId, formId } = request.params as { portalId: string; formId: string };
    return backend.registry.find(portalId, formId);
  };

  app.get(ADMIN_PATH, async (request, reply) => {
    if (!admin(request, reply)) return reply;
    return sendPage(reply, <FormsAdminPage ctx={request.shop} forms={backend.registry.all()} counts={backend.submissions.counts()} />);
  });

  app.get(`${ADMIN_PATH}:portalId/:formId/`, async (request, reply) => {
    if (!admin(request, reply)) return reply;
    const form = formOf(request);
    if (!form) return sendError(request, reply, 404);
    const submissions = backend.submissions.ofForm(form.portalId, form.guid);
    return sendPage(reply, <FormSubmissionsPage ctx={request.shop} form={form} submissions={submissions} columns={submissionColumns(form, submissions)} />);
  });

  app.get(`${ADMIN_PATH}:portalId/:formId/submissions.csv`, async (request, reply) => {
    if (!admin(request, reply)) return reply;
    const form = formOf(request);
    if (!form) return sendError(request, reply, 404);
    const submissions = backend.submissions.ofForm(form.portalId, form.guid, 100_000);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="submissions-${form.guid}.csv"`)
      .header('cache-control', 'private, no-store')
      .send(submissionsCsv(submissionColumns(form, submissions), submissions));
  });

  // An upload, as a download only: never shown inline, whatever type the visitor declared.
  app.get(`${ADMIN_PATH}files/:id`, async (request, reply) => {
    if (!admin(request, reply)) return reply;
    const { id } = request.params as { id: string };
    const found = /^[A-Za-z0-9_-]{24}$/.test(id) ? backend.submissions.file(id) : undefined;
    const path = found && join(backend.uploadDir, found.file.id);
    if (!found || !path || !existsSync(path)) return sendError(request, reply, 404);
    return reply
      .header('content-type', 'application/octet-stream')
      .header('content-disposition', attachment(found.file.name))
      .header('cache-control', 'private, no-store')
      .send(createReadStream(path));
  });

  // The stylesheet of a form's placeholder (./placeholder.ts), linked with its hash: cached for good.
  app.get(PLACEHOLDER_CSS_PATH, async (_request, reply) =>
    reply.header('content-type', 'text/css; charset=utf-8').header('cache-control', 'public, max-age=31536000, immutable').send(PLACEHOLDER_CSS),
  );

  const snippet = classicSnippet(DEMO_PORTAL_ID, DEMO_FORMS.shippingQuote, '#quote');
  app.get('/forms/demo/', async (request, reply) => {
    const { t } = request.shop;
    const page = <PlainFormPage ctx={request.shop} title={t('forms_demo.title')} intro={t('forms_demo.intro')} snippet={snippet} />;
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache, must-revalidate, max-age=0')
      .header('content-security-policy', cspWithScript(snippet))
      .send(renderDocument(page));
  });
  // Where the feedback form redirects.
  app.get('/forms/demo/thanks/', async (request, reply) => {
    const { t } = request.shop;
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache, must-revalidate, max-age=0')
      .send(renderDocument(<PlainFormPage ctx={request.shop} title={t('forms_demo.thanks_title')} intro={t('forms_demo.thanks')} />));
  });
}
