import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import fastifyStatic from '@fastify/static';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createElement } from 'react';
import { loadManifest } from './assets';
import { buildContext, SessionLimitError, type App, type PageContext } from './context';
import { getOption, openDatabase, setOption } from './db/index';
import { Messages } from './db/messages';
import { Orders } from './db/orders';
import { Catalogue } from './db/products';
import { Sessions } from './db/sessions';
import { Users } from './db/users';
import { seedDemoCustomer } from './db/demo-customer';
import { createT, DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, type Locale, type MessageKey, type Vars } from './i18n/index';
import { isPasswordCost, PASSWORD_COST, randomToken } from './lib/crypto';
import { MULTIPART_LIMITS, MultipartError, readMultipartFields } from './lib/multipart';
import { isCrossSite, isPublicFormEndpoint, originHost, SAFE_METHODS } from './lib/origin';
import { Throttle } from './lib/throttle';
import { MIN_PASSWORD_LENGTH } from './pages/AccountPages';
import { ErrorPage, type ErrorStatus } from './pages/MiscPages';
import { sendPage } from './render';
import { accountRoutes, PASSWORD_THROTTLE, RESET_MAIL_THROTTLE } from './routes/account';
import { adminAjaxRoutes } from './routes/admin-ajax';
import { cartRoutes } from './routes/cart';
import { catalogRoutes } from './routes/catalog';
import { miscRoutes } from './routes/misc';
import { reviewRoutes } from './routes/reviews';
import { wcAjaxRoutes } from './routes/wc-ajax';
import { query } from './routes/helpers';
import { formsApiRoutes } from './forms/api';
import { contentSecurityPolicy } from './lib/csp';
import { createFormsBackend, type FormsOptions } from './forms/backend';
import { formsPageRoutes } from './forms/routes';

export interface ServerOptions {
  /** Directory of the SQLite database (created if missing). */
  dataDir: string;
  /** Build manifest; default `<repo>/dist/manifest.json`. */
  manifestPath?: string;
  /** Directory served under `/assets/`; default the manifest's directory. */
  distDir?: string;
  logger?: boolean | object;
  /**
   * The shop's public address, for links in e-mails and WooCommerce's cookie names. Without it,
   * the address comes from the request, but only a loopback one (127.0.0.1, localhost): a Host
   * header must never choose where a password-reset link points. Set it behind a proxy.
   */
  siteUrl?: string;
  /**
   * Serve `/dev/outbox`, the mails the demo would have sent (it has no mail server). Off unless
   * asked for: it shows password-reset links. Default: `DEMO_OUTBOX=1` in the environment.
   */
  devOutbox?: boolean;
  /**
   * The first administrator (who may read form submissions), created or promoted at start-up
   * if there is none yet. main.ts takes it from ADMIN_EMAIL and ADMIN_PASSWORD; there is no default.
   */
  admin?: { email: string; password: string };
  /** Limits of the forms backend (upload size, submission burst); tests make them small. */
  forms?: FormsOptions;
  /**
   * scrypt's cost (N, a power of two up to twice the default) for new password hashes; default
   * PASSWORD_COST (2^14). Tests set a low one: a hash at the production cost takes tens of
   * milliseconds, seconds on a busy machine. A stored hash is always checked at its own cost.
   */
  passwordCost?: number;
}

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Locale from `?lang=` (remembered in a cookie), else the cookie, else Vietnamese. */
function pickLocale(lang: unknown, cookie: unknown): Locale {
  if (isLocale(lang)) return lang;
  return isLocale(cookie) ? cookie : DEFAULT_LOCALE;
}

/** The Content-Security-Policy of every response (see lib/csp.ts). */
const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

/** How often expired sessions and password failures are swept away. */
export const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

const BODY_LIMIT = MULTIPART_LIMITS.body;
const size = (bytes: number): string => (bytes >= 1024 * 1024 ? `${bytes / (1024 * 1024)} MB` : `${bytes / 1024} KB`);

type PageMessage = { key: MessageKey; vars?: Vars };
const tooLarge: PageMessage = { key: 'error.413_text', vars: { size: size(BODY_LIMIT) } };
const MULTIPART_MESSAGES: Record<MultipartError['reason'], PageMessage> = {
  too_large: tooLarge,
  field_too_large: { key: 'error.413_field', vars: { size: size(MULTIPART_LIMITS.fieldSize) } },
  too_many_fields: { key: 'error.413_fields' },
  upload: { key: 'error.413_upload' },
  malformed: { key: 'error.400_text' },
};

/** What the error page says about a refused request: which limit it passed, in the visitor's words. */
function limitError(error: { statusCode?: number }): PageMessage | undefined {
  if (error instanceof SessionLimitError) return { key: 'error.429_sessions', vars: { minutes: Math.ceil(error.retryAfter / 60) } };
  if (error instanceof MultipartError) return MULTIPART_MESSAGES[error.reason];
  // Fastify's own body limit, for urlencoded bodies.
  return error.statusCode === 413 ? tooLarge : undefined;
}

/** The error page for a status: its own for the common ones, "bad request" for other 4xx, else 500. */
const errorPageStatus = (status: number): ErrorStatus =>
  status === 403 || status === 404 || status === 413 || status === 429 || status === 500 ? status : status >= 400 && status < 500 ? 400 : 500;

/**
 * The demo store, ready to `listen` (or to `inject` in tests). Opens and seeds the database,
 * reads the asset manifest (throws if the build has not run) and registers every route.
 */
export async function createServer(options: ServerOptions): Promise<FastifyInstance> {
  const manifestPath = options.manifestPath ?? join(REPO_ROOT, 'dist', 'manifest.json');
  const distDir = options.distDir ?? dirname(manifestPath);
  const assets = loadManifest(manifestPath);
  const passwordCost = options.passwordCost ?? PASSWORD_COST;
  if (!isPasswordCost(passwordCost)) throw new Error(`passwordCost must be a power of two from 2 to ${2 * PASSWORD_COST}.`);
  const db = openDatabase(options.dataDir);
  let secret = getOption(db, 'nonce_secret');
  if (!secret) {
    secret = randomToken(32);
    setOption(db, 'nonce_secret', secret);
  }
  const sessions = new Sessions(db);
  const shop: App = {
    db,
    catalogue: new Catalogue(db),
    users: new Users(db, passwordCost),
    sessions,
    orders: new Orders(db),
    messages: new Messages(db),
    throttle: new Throttle({ ...PASSWORD_THROTTLE, ...RESET_MAIL_THROTTLE }),
    assets,
    secret,
    devOutbox: options.devOutbox ?? process.env['DEMO_OUTBOX'] === '1',
    ...(options.siteUrl ? { siteUrl: options.siteUrl.replace(/\/+$/, '') } : {}),
  };

  await seedDemoCustomer(db, shop.users);
  if (options.admin) {
    if (options.admin.password.length < MIN_PASSWORD_LENGTH) throw new Error(`ADMIN_PASSWORD must have at least ${MIN_PASSWORD_LENGTH} characters.`);
    await shop.users.ensureAdmin(options.admin.email, options.admin.password);
  }
  const forms = createFormsBackend({ db, secret, dataDir: options.dataDir, manifestPath, distDir, ...options.forms });

  const app = Fastify({
    bodyLimit: BODY_LIMIT,
    logger: (options.logger ?? false) as FastifyServerOptions['logger'],
    // One line per request comes from the onResponse hook below instead.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: 'loopback',
  });
  // Expired sessions are never used (find checks expiry) but would stay on disk, and password
  // failures in memory, without a sweep: at start, then hourly, so a session that never proved
  // worth keeping (Sessions.startGuest) is gone within two hours. The timer keeps no process alive.
  const sweep = (): void => {
    shop.sessions.purgeExpired();
    shop.throttle.prune();
  };
  sweep();
  const sweeper = setInterval(sweep, SWEEP_INTERVAL_MS).unref();
  app.addHook('onClose', async () => {
    clearInterval(sweeper);
    db.close();
  });

  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });
  await app.register(cookie);
  await app.register(formbody);
  // Streamed through busboy with limits: no body is held whole, none parsed in quadratic time.
  app.addContentTypeParser('multipart/form-data', (request, payload, done) => {
    readMultipartFields(payload, request.headers).then((fields) => done(null, fields), done);
  });

  await app.register(fastifyStatic, {
    root: resolve(distDir),
    prefix: '/assets/',
    index: false,
    serveDotFiles: false,
    decorateReply: false,
    cacheControl: false,
    // The manifest is the server's input, not a public asset.
    allowedPath: (pathName) => !pathName.endsWith('manifest.json'),
    setHeaders: (res) => {
      res.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });

  app.decorateRequest('shop', null as unknown as PageContext);
  const started = new WeakMap<object, number>();
  app.addHook('onRequest', async (request, reply) => {
    started.set(request, performance.now());
    const lang = query(request)['lang'];
    if (isLocale(lang)) reply.setCookie(LOCALE_COOKIE, lang, { path: '/', sameSite: 'lax', maxAge: 365 * 24 * 3600, httpOnly: true });
  });
  // Error pages (404, 500, a refused body or origin) need a context even when the preHandler did not run.
  const ensureContext = (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.shop) {
      const locale = pickLocale(query(request)['lang'], request.cookies?.[LOCALE_COOKIE]);
      request.shop = buildContext(shop, request, reply, locale, createT(locale));
    }
    return request.shop;
  };
  const siteHost = shop.siteUrl && originHost(shop.siteUrl);
  // Another site's page may link here, never post here: refused before the body is even read.
  app.addHook('onRequest', async (request, reply) => {
    // HubSpot's public form endpoints excepted: other sites' pages post to them (see isPublicFormEndpoint).
    if (SAFE_METHODS.has(request.method) || isPublicFormEndpoint(request.method, request.url)) return;
    const ownHosts = [originHost(`${request.protocol}://${request.host}`), siteHost].filter((host): host is string => !!host);
    if (!isCrossSite(request.headers, ownHosts)) return;
    const ctx = ensureContext(request, reply);
    return sendPage(reply, createElement(ErrorPage, { ctx, status: 403, message: { key: 'error.403_cross_site' } }), 403);
  });
  app.addHook('preHandler', async (request, reply) => {
    const locale = pickLocale(query(request)['lang'], request.cookies[LOCALE_COOKIE]);
    request.shop = buildContext(shop, request, reply, locale, createT(locale));
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'same-origin');
    reply.header('x-frame-options', 'SAMEORIGIN');
    // A page with an inline script of its own (the classic form embed's) sets a policy allowing it.
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
    return payload;
  });
  app.addHook('onResponse', async (request, reply) => {
    const ms = performance.now() - (started.get(request) ?? performance.now());
    app.log.info(`${request.method} ${request.url} ${reply.statusCode} ${ms.toFixed(1)}ms`);
  });

  app.setNotFoundHandler(async (request, reply) => sendPage(reply, createElement(ErrorPage, { ctx: ensureContext(request, reply), status: 404 }), 404));
  app.setErrorHandler(async (error: { statusCode?: number }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error(error);
    if (error instanceof SessionLimitError) reply.header('retry-after', String(error.retryAfter));
    const message = limitError(error);
    const page = createElement(ErrorPage, { ctx: ensureContext(request, reply), status: errorPageStatus(status), ...(message ? { message } : {}) });
    return sendPage(reply, page, status);
  });

  await app.register(catalogRoutes);
  await app.register(cartRoutes);
  await app.register(wcAjaxRoutes);
  await app.register(adminAjaxRoutes);
  await app.register(accountRoutes);
  await app.register(miscRoutes, { dev: shop.devOutbox, forms: forms.registry });
  await app.register(reviewRoutes);
  await app.register(formsApiRoutes, { backend: forms });
  await app.register(formsPageRoutes, { backend: forms });
  return app;
}
