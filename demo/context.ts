import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from './db/index';
import type { Catalogue } from './db/products';
import type { Users, User } from './db/users';
import type { Sessions, Session } from './db/sessions';
import type { Orders } from './db/orders';
import type { Messages } from './db/messages';
import type { PageAssets } from './assets';
import type { Throttle } from './lib/throttle';
import type { Locale, Translate } from './i18n/index';
import type { CartLine, CartSummary } from './cart';
import { summarize } from './cart';
import { createNonce, md5, randomToken, verifyNonce } from './lib/crypto';
import { SESSION_TTL_MS } from './db/sessions';

/** Everything the routes share: opened once per server. */
export interface App {
  db: Db;
  catalogue: Catalogue;
  users: Users;
  sessions: Sessions;
  orders: Orders;
  messages: Messages;
  /** Failed password checks and reset mails, per IP and per account (see PASSWORD_THROTTLE, RESET_MAIL_THROTTLE). */
  throttle: Throttle;
  assets: PageAssets;
  /** HMAC key for nonces, generated on first start and kept in `options`. */
  secret: string;
  /** Whether `/dev/outbox` is served (see ServerOptions.devOutbox). */
  devOutbox: boolean;
  /** The configured public address, if any (see ServerOptions.siteUrl). */
  siteUrl?: string;
}

export interface Notice {
  type: 'message' | 'error' | 'info';
  text: string;
  link?: { href: string; label: string };
}

/** Per-request state the pages render from. */
export interface PageContext {
  app: App;
  locale: Locale;
  t: Translate;
  /** `http://host:port`, for the WooCommerce-style hashes. */
  siteUrl: string;
  /** Path and query of this request, for redirects back here. */
  path: string;
  session?: Session;
  user?: User;
  cart: CartSummary;
  notices: Notice[];
  nonce: (action: string) => string;
  /** The visitor token from its cookie (see VISITOR_COOKIE), once there is one. */
  visitor?: string;
  /** Whether a nonce went into the page: its forms are this visitor's own. */
  issuedNonce?: boolean;
  /** Request cookies (the store notice reads its dismissal cookie). */
  cookies: Record<string, string | undefined>;
}

declare module 'fastify' {
  interface FastifyRequest {
    shop: PageContext;
  }
  interface FastifyContextConfig {
    /** A route of the forms API (demo/forms/api.ts): script requests, which show no notices. */
    formsApi?: boolean;
    /** WordPress's `admin-ajax.php` (demo/routes/admin-ajax.ts): script requests, which show no notices. */
    adminAjax?: boolean;
  }
}

/** WordPress's COOKIEHASH: md5 of the site URL. */
export const cookieHash = (siteUrl: string): string => md5(siteUrl);
export const sessionCookieName = (siteUrl: string): string => `wp_woocommerce_session_${cookieHash(siteUrl)}`;

export const isHttps = (request: FastifyRequest): boolean => request.protocol === 'https';

const LOOPBACK = /^(?:127\.0\.0\.1|localhost|\[::1\])(?::\d{1,5})?$/;

/** The shop's address: configured, else the request's when it is a loopback one. */
export const siteUrlOf = (app: App, request: FastifyRequest): string =>
  app.siteUrl ?? (LOOPBACK.test(request.host) ? `${request.protocol}://${request.host}` : 'http://127.0.0.1');

/**
 * The cookie that binds the nonces of a visitor without a session: a random token, HttpOnly and
 * SameSite=Lax, so another site can neither read it nor send it with a cross-site POST. A form's
 * nonce is an HMAC of it (a signed double-submit cookie), so each visitor's forms carry their own
 * nonces: without it every sessionless visitor shared one, and a page of another site could post
 * the login form with its own account (login CSRF).
 */
export const VISITOR_COOKIE = 'shop_visitor';
const VISITOR_TOKEN = /^[A-Za-z0-9_-]{43}$/;
const visitorKey = (token: string): string => `visitor|${token}`;

/**
 * Builds the context; reads the session cookie but never creates a session. A session found by
 * its cookie is in use: it stops being pending, and its end moves as Sessions.touch says. Its
 * cookie's end does not move here: this answer may be a picture or a script that any cache may
 * keep, and must carry no cookie; setCartCookies renews it, on the shop's private answers.
 */
export function buildContext(app: App, request: FastifyRequest, reply: FastifyReply, locale: Locale, t: Translate): PageContext {
  const siteUrl = siteUrlOf(app, request);
  const sessionToken = request.cookies[sessionCookieName(siteUrl)];
  const session = app.sessions.find(sessionToken);
  if (session) app.sessions.touch(session, Date.now(), false);
  const user = session?.userId ? app.users.byId(session.userId) : undefined;
  const ctx: PageContext = {
    app,
    locale,
    t,
    siteUrl,
    path: request.url,
    ...(session ? { session } : {}),
    ...(user ? { user } : {}),
    cart: summarize(session?.cart ?? [], app.catalogue),
    // A wc-ajax, admin-ajax or forms API answer shows no notices: they wait for the next page (the product page an error sends the shopper to).
    notices: session && !isWcAjax(request) && request.routeOptions.config.formsApi !== true && request.routeOptions.config.adminAjax !== true ? (app.sessions.takeNotices(session) as Notice[]) : [],
    nonce: (action) => {
      ctx.issuedNonce = true;
      return createNonce(app.secret, action, ctx.session?.id ?? visitorKey(ctx.visitor ?? startVisitor(ctx, request, reply)));
    },
    cookies: request.cookies,
  };
  const token = request.cookies[VISITOR_COOKIE];
  if (token !== undefined && VISITOR_TOKEN.test(token)) ctx.visitor = token;
  return ctx;
}

/** Whether this is a request for one of WooCommerce's `/?wc-ajax=<endpoint>` endpoints. */
export const isWcAjax = (request: FastifyRequest): boolean => typeof (request.query as Record<string, unknown> | undefined)?.['wc-ajax'] === 'string';

const PERSONAL_PATHS = /^\/(?:cart|checkout|my-account)\//;

/**
 * Whether a page is this visitor's own: the cart, checkout and account pages, and any page
 * rendered for a logged-in visitor, a session (a cart, notices) or with a form's nonce. Such a
 * page must be neither stored by a shared cache nor kept by the browser.
 */
export function isPersonal(ctx: PageContext | undefined): boolean {
  if (!ctx) return false;
  return !!ctx.user || !!ctx.session || !!ctx.issuedNonce || PERSONAL_PATHS.test(ctx.path);
}

/** Gives a sessionless visitor their token: only a page that renders them a form sets the cookie. */
function startVisitor(ctx: PageContext, request: FastifyRequest, reply: FastifyReply): string {
  ctx.visitor = randomToken(32);
  reply.setCookie(VISITOR_COOKIE, ctx.visitor, { path: '/', httpOnly: true, sameSite: 'lax', secure: isHttps(request) });
  return ctx.visitor;
}

/**
 * Whether a nonce is valid for the action and this visitor: bound to their session, or to their
 * visitor cookie (a form rendered before a session started in another tab still works).
 */
export function checkNonce(ctx: PageContext, nonce: unknown, action: string): boolean {
  const keys = [ctx.session?.id, ctx.visitor && visitorKey(ctx.visitor)].filter((key): key is string => !!key);
  return keys.some((key) => verifyNonce(ctx.app.secret, nonce, action, key));
}

/** The HttpOnly session cookie for `token`, kept `ttlMs` by the browser. */
function sessionCookie(request: FastifyRequest, reply: FastifyReply, siteUrl: string, token: string, ttlMs: number): void {
  reply.setCookie(sessionCookieName(siteUrl), token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isHttps(request),
    maxAge: Math.floor(ttlMs / 1000),
  });
}

/** Sets the HttpOnly session cookie for `token`, kept `ttlMs`. */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, ttlMs = SESSION_TTL_MS): void {
  sessionCookie(request, reply, request.shop.siteUrl, token, ttlMs);
}

/**
 * A new guest session refused (Sessions.startGuest): the client's address has too many whose
 * cookie never came back. Answered 429 with `Retry-After` by the server's error handler.
 */
export class SessionLimitError extends Error {
  readonly statusCode = 429;

  constructor(readonly retryAfter: number) {
    super('Too many new sessions from one address whose cookie never came back');
  }
}

/**
 * Returns the visitor's session, starting one (and its cookie, for two days) if there is none:
 * pending and brief until the cookie comes back (Sessions.startGuest). Throws a SessionLimitError
 * when the client's address has too many such sessions already.
 */
export function ensureSession(request: FastifyRequest, reply: FastifyReply): Session {
  const ctx = request.shop;
  if (ctx.session) return ctx.session;
  const started = ctx.app.sessions.startGuest(request.ip);
  if ('retryAfter' in started) throw new SessionLimitError(started.retryAfter);
  ctx.session = started.session;
  sessionCookie(request, reply, ctx.siteUrl, started.token, SESSION_TTL_MS);
  return started.session;
}

/**
 * Changes the visitor's cart: `change` gets the lines as stored at this moment and returns the new
 * ones in `lines` (none: nothing changes), inside one transaction (Sessions.updateCart), so
 * overlapping requests of one session never lose an update; the cart this request read when it
 * began (ctx.cart) may be stale by now. Then ctx.cart and the cart cookies follow. A visitor
 * without a session gets one only when the cart does change.
 *
 * @example const { removed } = updateCart(request, reply, (lines) => removeLine(lines, key));
 */
export function updateCart<T extends { lines?: CartLine[] | undefined }>(
  request: FastifyRequest,
  reply: FastifyReply,
  change: (lines: CartLine[]) => T,
): T {
  const ctx = request.shop;
  let outcome: T;
  if (ctx.session) {
    outcome = ctx.app.sessions.updateCart(ctx.session, change);
  } else {
    outcome = change([]);
    if (!outcome.lines) return outcome;
    ctx.app.sessions.saveCart(ensureSession(request, reply), outcome.lines);
  }
  ctx.cart = summarize(ctx.session?.cart ?? [], ctx.app.catalogue);
  setCartCookies(request, reply, ctx.cart);
  return outcome;
}

const CART_COOKIES = ['woocommerce_items_in_cart', 'woocommerce_cart_hash'] as const;
const HOUR_MS = 60 * 60 * 1000;

/**
 * WooCommerce's cart cookies, as `WC_Cart_Session::set_cart_cookies` keeps them: with items,
 * `woocommerce_items_in_cart=1` and the cart hash, each sent only when the browser's differs;
 * empty, each one the browser has is expired (`Max-Age=0`, as recorded in exchange 20). Readable
 * by scripts (not HttpOnly): the cart store compares the hash with its cached fragments.
 * Idempotent: a later call in the same request replaces an earlier one's cookie.
 *
 * And, as WooCommerce's session handler does on the same hook, the session: one whose cookie came
 * with this request ends as its cart now says (two days with items, an hour without), and its
 * cookie goes again only when the cookie's end moves (renewed in its last hour), as WooCommerce
 * sends it only when its value, which holds that end, changes. A session this request started is
 * left as it began.
 */
export function setCartCookies(request: FastifyRequest, reply: FastifyReply, cart: CartSummary): void {
  const secure = isHttps(request);
  const wanted: Record<(typeof CART_COOKIES)[number], string> | undefined = cart.items.length
    ? { woocommerce_items_in_cart: '1', woocommerce_cart_hash: cart.hash }
    : undefined;
  for (const name of CART_COOKIES) {
    const current = request.cookies[name];
    if (wanted) {
      if (current !== wanted[name]) reply.setCookie(name, wanted[name], { path: '/', secure });
    } else if (current !== undefined) {
      reply.setCookie(name, '0', { path: '/', secure, maxAge: 0, expires: new Date(Date.now() - HOUR_MS) });
    }
  }
  const ctx = request.shop;
  const token = ctx && request.cookies[sessionCookieName(ctx.siteUrl)];
  const cookieTtl = ctx?.session && !ctx.session.pending ? ctx.app.sessions.touch(ctx.session) : undefined;
  if (token && cookieTtl) sessionCookie(request, reply, ctx.siteUrl, token, cookieTtl);
}

/** Keeps notices for the page after a redirect (needs a session; starts one if necessary). */
export function flash(request: FastifyRequest, reply: FastifyReply, notices: Notice[]): void {
  const session = ensureSession(request, reply);
  request.shop.app.sessions.pushNotices(session, notices);
}
