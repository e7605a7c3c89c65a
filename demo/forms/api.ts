/**
 * The forms API of HubSpot's public forms-embed protocol (spec §7), served by the demo store so
 * the widget works offline: definitions (and their static copies), the multipart submission,
 * the e-mail check, the beacons, and the test captcha. Every answer may be read from any site
 * (CORS `*`): the standalone embed runs on other sites' pages, and none of these requests carries
 * or needs a cookie. The client (src/forms/) is the contract.
 */
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { allFields } from '../../src/forms/logic/tree';
import { ASSET_PREFIX } from '../assets';
import { contentSecurityPolicy } from '../lib/csp';
import { ASSETS_MARKER, CAPTCHA_MARKER, TEST_CAPTCHA_SCRIPT } from './embed-script';
import { readMultipart, type MultipartBody, type MultipartError, type UploadedFile } from '../lib/multipart';
import type { FormsBackend } from './backend';
import { SITE_KEY, CAPTCHA_TOKEN_TTL_MS } from './captcha';
import { DEMO_FORMS, DEMO_PORTAL_ID, OLDER_EMBED_REFUSAL } from './demo-forms';
import { checkEmail } from './emailcheck';
import { failureMessage } from './messages';
import { canonicalGuid, isPortalId, type RegisteredForm } from './registry';
import type { StoredFile } from './submissions';
import { definedFieldNames, validateSubmission, type Submitted } from './validate';

/** The path of the multipart submission (multipartUrl in src/forms/submit/response.ts). */
export const SUBMIT_PATH = '/submissions/v3/public/submit/formsnext/multipart/:portalId/:formGuid';
/** The request header naming the visitor's country, set by the edge (CDN) in front of the store. */
const COUNTRY_HEADER = 'cf-ipcountry';
/** The hublet the demo answers from (header `x-hs-hublet`). */
export const HUBLET = 'na1';

/** A transparent 1×1 GIF: the answer of the beacons. */
export const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route takes file uploads (the submission). */
    uploads?: boolean;
  }
}

type Json = Record<string, unknown>;

const json = (reply: FastifyReply, status: number, body: Json): FastifyReply =>
  reply.code(status).header('content-type', 'application/json; charset=utf-8').header('cache-control', 'no-store').send(JSON.stringify(body));

/** Where the submission frame's answer goes: the embedding page's origin, from hs_context.pageUrl. */
function pageOrigin(context: Record<string, unknown>): string | undefined {
  try {
    const url = new URL(String(context['pageUrl'] ?? ''));
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A submission's answer into the widget's hidden target frame (`?frame=1`, the path for when its
 * own request cannot reach us): a page whose script posts the result to the embedding page's
 * origin (spec §7, non-script submit). The result is JSON in a script element, escaped so that no
 * value can close it; the page may be framed by any site, as a form may be embedded anywhere.
 */
function frameAnswer(reply: FastifyReply, status: number, body: Json, context: Record<string, unknown>): FastifyReply {
  const result = {
    accepted: status === 200,
    formInstanceId: typeof context['formInstanceId'] === 'string' ? context['formInstanceId'] : undefined,
    status,
    ...body,
    targetOrigin: pageOrigin(context),
  };
  const data = JSON.stringify(result).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
  return reply
    .code(200)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', contentSecurityPolicy([], '*'))
    .send(`<!doctype html><meta charset="utf-8"><title>Form result</title><script type="application/json" id="result">${data}</script><script src="/forms/frame-result.js"></script>`);
}

const removeFiles = (files: readonly UploadedFile[]): void => {
  for (const file of files) rmSync(file.path, { force: true });
};

/** `{portalId, formId}` of a request as the API judges them: a form, or the answer refusing them. */
function lookup(backend: FormsBackend, portalId: string, formId: string): RegisteredForm | { status: 400 | 404; body: Json } {
  if (!isPortalId(portalId)) return { status: 400, body: { status: 'error', message: 'Unable to parse value for path parameter: portalId' } };
  if (!canonicalGuid(formId)) return { status: 400, body: { status: 'error', message: 'Invalid form guid' } };
  return backend.registry.find(portalId, formId) ?? { status: 404, body: { status: 'error', message: 'Form not found' } };
}

const isClosed = (form: RegisteredForm, now = Date.now()): boolean => form.closedAt !== undefined && form.closedAt <= now;

/** The answer a stored submission gives (and gives again to a retry of it). */
const successOf = (form: RegisteredForm, conversionId: string): Json =>
  form.form.redirectUrl
    ? { redirectUrl: form.form.redirectUrl, conversionId }
    : { inlineMessage: form.form.inlineMessage || failureMessage(form.form.lang, 'THANKS'), conversionId };

/** What becomes of a submission (see receive): its answer, and whether it was stored. */
interface Outcome {
  status: number;
  body: Json;
  stored: boolean;
}

/** Names listed in a log line at most; a body may have hundreds. */
const LOGGED_NAMES = 20;

/**
 * The log's one line about the fields a stored submission had that its form does not: their
 * names, each a JSON string (a name may hold a line break or a quote), never their values.
 */
function droppedFieldsLine(form: RegisteredForm, names: readonly string[]): string {
  const listed = names.slice(0, LOGGED_NAMES).map((name) => JSON.stringify(name)).join(', ');
  const more = names.length > LOGGED_NAMES ? ` and ${names.length - LOGGED_NAMES} more` : '';
  return `Form ${form.portalId}/${form.guid}: submission stored without the fields its form does not have: ${listed}${more}`;
}

const text = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);

function parseContext(raw: string | undefined): Json {
  try {
    const parsed: unknown = JSON.parse(raw ?? '');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Json) : {};
  } catch {
    return {};
  }
}

export async function formsApiRoutes(app: FastifyInstance, { backend }: { backend: FormsBackend }): Promise<void> {
  const forms = new WeakMap<FastifyRequest, RegisteredForm>();
  // Bodies this context's parser produced: only those name files on disk.
  const parsed = new WeakSet<object>();

  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, formsApi: true };
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('access-control-allow-origin', '*');
    reply.header('access-control-expose-headers', 'x-hs-hublet, x-visitor-country');
    return payload;
  });
  // A preflight, should a client send one (the widget's requests are CORS-simple and need none).
  const preflight = async (_request: FastifyRequest, reply: FastifyReply) =>
    reply
      .code(204)
      .header('access-control-allow-methods', 'GET, POST, OPTIONS')
      .header('access-control-allow-headers', 'content-type')
      .header('access-control-max-age', '600')
      .send();
  for (const path of ['/embed/v3/form/:portalId/:formId/json', '/embed/v3/form/:portalId/:formId/json/draft', SUBMIT_PATH, '/emailcheck/v1/json-ext', '/emailcheck/v1/form-resubscribe']) {
    app.options(path, preflight);
  }

  // Files only for the submission; other multipart bodies here are read as the shop reads them.
  app.removeContentTypeParser('multipart/form-data');
  app.addContentTypeParser('multipart/form-data', (request, payload, done) => {
    const uploads = request.routeOptions.config.uploads === true;
    const reading = uploads ? readMultipart(payload, request.headers, backend.limits, { dir: backend.uploadDir }) : readMultipart(payload, request.headers);
    reading.then((body) => {
      parsed.add(body);
      done(null, body);
    }, done);
  });
  // Errors as JSON, in HubSpot's `{status, message}` form: these answers are read by scripts.
  app.setErrorHandler(async (error: { statusCode?: number; reason?: MultipartError['reason'] }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error(error);
    const tooLarge = status === 413 && (error.reason === 'too_large' || error.reason === 'upload');
    return json(reply, status, {
      status: 'error',
      message: status === 500 ? 'Internal error' : `Request refused${error.reason ? `: ${error.reason}` : ''}`,
      ...(tooLarge && { formSubmissionError: 'FILE_TOO_LARGE' }),
    });
  });

  // --- Definitions ---------------------------------------------------------------------------
  const definition = (draft: boolean) => async (request: FastifyRequest, reply: FastifyReply) => {
    const { portalId, formId } = request.params as { portalId: string; formId: string };
    reply.header('x-hs-hublet', HUBLET);
    // The visitor's country, as the edge in front of the store (Cloudflare's CF-IPCountry) names
    // it: the widget loads reCAPTCHA from its alternate host for CN (spec §7).
    const country = request.headers[COUNTRY_HEADER];
    if (typeof country === 'string' && /^[A-Za-z]{2}$/.test(country) && country.toUpperCase() !== 'XX') {
      reply.header('x-visitor-country', country.toUpperCase()).header('vary', COUNTRY_HEADER);
    }
    // The demo's form of another embed version, refused as HubSpot refuses such forms.
    if (portalId === DEMO_PORTAL_ID && canonicalGuid(formId) === DEMO_FORMS.olderEmbed) {
      return json(reply, 403, { status: 'error', message: OLDER_EMBED_REFUSAL, correlationId: randomUUID() });
    }
    const form = lookup(backend, portalId, formId);
    if ('body' in form) return json(reply, form.status, form.body);
    // The closed form's draft still loads, as a form builder's preview would.
    if (!draft && isClosed(form)) return json(reply, 400, { status: 'error', message: 'SUBMISSION_PERIOD_ENDED', errorCode: 'SUBMISSION_PERIOD_ENDED' });
    return reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('cache-control', draft ? 'no-store' : 'public, max-age=300')
      .send(draft ? form.draft : form.published);
  };
  app.get('/embed/v3/form/:portalId/:formId/json', definition(false));
  app.get('/embed/v3/form/:portalId/:formId/json/draft', definition(true));

  // The static copy: gzip bytes served as such (Content-Encoding), which `fetch` decodes.
  app.get('/forms/static/:portalId/:file', async (request, reply) => {
    const { portalId, file } = request.params as { portalId: string; file: string };
    const formId = /^(.+)\.json\.gz$/.exec(file)?.[1];
    const form = formId && isPortalId(portalId) ? backend.registry.find(portalId, formId) : undefined;
    if (!form) return reply.code(404).header('content-type', 'text/plain; charset=utf-8').send('Not found');
    return reply
      .header('content-type', 'application/json')
      .header('content-encoding', 'gzip')
      .header('cache-control', 'public, max-age=300')
      .send(backend.staticCopy(form));
  });

  // --- Submission ----------------------------------------------------------------------------
  // Refused before the body is read: an unknown or closed form, or a burst from one address.
  const admit = async (request: FastifyRequest, reply: FastifyReply) => {
    const { portalId, formGuid } = request.params as { portalId: string; formGuid: string };
    const form = lookup(backend, portalId, formGuid);
    if ('body' in form) {
      const body = form.status === 404 ? { ...form.body, formSubmissionError: 'FORM_NEVER_EXISTED' } : form.body;
      return json(reply, form.status, body);
    }
    if (isClosed(form)) {
      return json(reply, 400, {
        status: 'error',
        formSubmissionError: 'SUBMISSION_PERIOD_ENDED',
        localizedVisitorErrorMessage: failureMessage(form.form.lang, 'SUBMISSION_PERIOD_ENDED'),
      });
    }
    const key = [`submit:${request.ip}|${form.portalId}/${form.guid}`];
    const wait = backend.throttle.retryAfter(key);
    if (wait > 0) {
      return json(reply.header('retry-after', String(wait)), 429, {
        status: 'error',
        formSubmissionError: 'RATE_LIMIT_EXCEEDED',
        localizedVisitorErrorMessage: failureMessage(form.form.lang, 'TOO_MANY_REQUESTS'),
      });
    }
    backend.throttle.fail(key);
    if (backend.throttle.size > 10_000) backend.throttle.prune();
    forms.set(request, form);
  };

  /**
   * What becomes of a submission: its answer, and whether it was stored (its files kept). A retry
   * of a stored one (same correlation id) answers as the first did and stores nothing.
   */
  const receive = (request: FastifyRequest, form: RegisteredForm, submitted: Submitted): Outcome => {
    const { fields, files, context } = submitted;
    const notStored = (status: number, body: Json): Outcome => ({ status, body, stored: false });
    const correlation = context['correlationId'];
    const correlationId = typeof correlation === 'string' && correlation.length > 0 && correlation.length <= 200 ? correlation : undefined;
    const first = correlationId && backend.submissions.byCorrelation(form.portalId, form.guid, correlationId);
    if (first) return notStored(200, first.response);

    if (form.form.captchaEnabled && !backend.captcha.verify(text(fields['g-recaptcha-response']))) {
      return notStored(400, {
        status: 'error',
        formSubmissionError: 'RECAPTCHA_VALIDATION_ERROR',
        localizedVisitorErrorMessage: failureMessage(form.form.lang, 'RECAPTCHA_VALIDATION_ERROR'),
      });
    }
    const validationResults = validateSubmission(form.form, submitted, backend.maxFileSize, Date.now());
    if (validationResults.length) return notStored(400, { status: 'error', validationResults });

    // The form's own fields only: a name the form does not have would become a column of its own.
    const defined = definedFieldNames(form.form);
    const values: Record<string, string | string[]> = {};
    const dropped: string[] = [];
    for (const [name, value] of Object.entries(fields)) {
      if (defined.has(name)) values[name] = value;
      else if (name !== 'hs_context' && name !== 'g-recaptcha-response') dropped.push(name);
    }
    const conversionId = randomUUID();
    const response = successOf(form, conversionId);
    const { submission, created } = backend.submissions.save({
      portalId: form.portalId,
      formGuid: form.guid,
      conversionId,
      ...(correlationId && { correlationId }),
      values,
      files: files.map((f): StoredFile => ({ field: f.field, id: f.id, name: f.name, size: f.size, type: f.type })),
      context,
      response,
      ip: request.ip,
    });
    if (created && dropped.length) request.log.info(droppedFieldsLine(form, dropped));
    return { status: 200, body: submission.response, stored: created };
  };

  app.post(SUBMIT_PATH, { config: { uploads: true }, onRequest: admit }, async (request, reply) => {
    const form = forms.get(request);
    if (!form) throw new Error('Submission without its form');
    const body: unknown = request.body;
    const multipart = body && typeof body === 'object' && parsed.has(body) ? (body as MultipartBody) : undefined;
    // A urlencoded post (a form without files, sent without script) has fields only.
    const fields = multipart?.fields ?? (request.headers['content-type']?.startsWith('application/x-www-form-urlencoded') ? (body as MultipartBody['fields']) : undefined);
    const received = multipart?.files ?? [];
    if (!fields) return json(reply, 400, { status: 'error', message: 'Expected a multipart/form-data body' });
    // The shown fields' files are kept; an empty file input's part, and files under names the form
    // does not have, are not.
    const fileFields = new Set(allFields(form.form.groups).flatMap((f) => (f.fieldType === 'file' ? [f.id] : [])));
    const files = received.filter((file) => fileFields.has(file.field) && (file.size > 0 || file.name !== ''));
    const kept = new Set(files);
    removeFiles(received.filter((file) => !kept.has(file)));
    const context = parseContext(text(fields['hs_context']));
    let outcome: Outcome | undefined;
    try {
      outcome = receive(request, form, { fields, files, truncatedFields: multipart?.truncatedFields ?? [], context });
    } finally {
      // Before the answer: once the client has it, a submission not stored has left nothing on disk.
      if (!outcome?.stored) removeFiles(files);
    }
    // The widget's frame path (see frameAnswer) asks with ?frame=1; its answers are pages, not JSON.
    const framed = (request.query as Record<string, unknown>)['frame'] === '1';
    return framed ? frameAnswer(reply, outcome.status, outcome.body, context) : json(reply, outcome.status, outcome.body);
  });

  // --- E-mail check ----------------------------------------------------------------------------
  app.post('/emailcheck/v1/json-ext', { bodyLimit: 1024 }, async (request, reply) => {
    const body = typeof request.body === 'string' ? request.body : '';
    const includeFreemailSuggestions = (request.query as Record<string, unknown>)['includeFreemailSuggestions'] === 'true';
    return json(reply, 200, { ...checkEmail(body, includeFreemailSuggestions) });
  });
  // Opting back in: the demo sends no confirmation mail and remembers nothing.
  app.post('/emailcheck/v1/form-resubscribe', { bodyLimit: 1024 }, async (_request, reply) => json(reply, 200, { success: true }));

  // --- Beacons: answered, never logged or stored ------------------------------------------------
  const pixel = async (_request: FastifyRequest, reply: FastifyReply) =>
    reply.header('content-type', 'image/gif').header('cache-control', 'no-store').send(PIXEL);
  app.get('/embed/v3/counters.gif', pixel);
  const errorSink = async (request: FastifyRequest, reply: FastifyReply) => {
    const { app: name } = request.params as { app: string };
    if (!/^[a-z0-9-]{1,40}$/.test(name)) return reply.code(404).header('content-type', 'text/plain; charset=utf-8').send('Not found');
    return pixel(request, reply);
  };
  app.get('/:app/raw/error.gif', errorSink);
  app.post('/:app/raw/error.gif', { bodyLimit: 64 * 1024 }, errorSink);

  // --- Test captcha ----------------------------------------------------------------------------
  app.get('/forms/frame-result.js', async (_request, reply) =>
    reply.header('content-type', 'text/javascript; charset=utf-8').header('cache-control', 'public, max-age=300').send(backend.frameResultScript),
  );
  // HubSpot's older embed script, for the forms this embed is refused (older-embed.js).
  app.get('/forms/v2-legacy.js', async (_request, reply) =>
    reply.header('content-type', 'text/javascript; charset=utf-8').header('cache-control', 'public, max-age=300').send(backend.olderEmbedScript),
  );
  app.get('/forms/test-captcha.js', async (_request, reply) =>
    reply.header('content-type', 'text/javascript; charset=utf-8').header('cache-control', 'public, max-age=300').send(backend.captchaScript),
  );
  app.get('/forms/test-captcha/token', async (request, reply) => {
    const siteKey = (request.query as Record<string, unknown>)['sitekey'];
    if (typeof siteKey !== 'string' || !SITE_KEY.test(siteKey)) return json(reply, 400, { status: 'error', message: 'Invalid sitekey' });
    return json(reply, 200, { token: backend.captcha.issue(siteKey), expiresIn: CAPTCHA_TOKEN_TTL_MS / 1000 });
  });

  // --- The standalone embed, as HubSpot serves it --------------------------------------------
  const embed = async (_request: FastifyRequest, reply: FastifyReply) => {
    const script = backend.embedScript.read();
    if (!script) return reply.code(404).header('content-type', 'text/plain; charset=utf-8').send('The form embed has not been built yet (npm run build).');
    // Unhashed names: cached briefly, so a new build reaches visitors. The script imports the
    // embed module from where the build's files are served, which only the server knows.
    const body = script.toString('utf8').replace(ASSETS_MARKER, ASSET_PREFIX).replace(CAPTCHA_MARKER, TEST_CAPTCHA_SCRIPT);
    return reply.header('content-type', 'text/javascript; charset=utf-8').header('cache-control', 'public, max-age=300').send(body);
  };
  app.get('/forms/v2.js', embed);
  app.get('/forms/embed/:file', async (request, reply) => {
    const { file } = request.params as { file: string };
    if (!/^\d{1,12}\.js$/.test(file)) return reply.code(404).header('content-type', 'text/plain; charset=utf-8').send('Not found');
    return embed(request, reply);
  });
}
