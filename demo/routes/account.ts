import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createElement, type ReactElement } from 'react';
import { flash, sessionCookieName, setCartCookies, setSessionCookie, isHttps } from '../context';
import { REMEMBER_TTL_MS, SESSION_TTL_MS } from '../db/sessions';
import type { User } from '../db/users';
import { strongEnough } from '../lib/password';
import { AccountPage, LoginRegisterPage, LostPasswordPage, ResetPasswordPage, type AccountView } from '../pages/AccountPages';
import type { MessageKey } from '../i18n/index';
import { sendPage } from '../render';
import { summarize } from '../cart';
import { field, hasErrors, query, redirect, requireNonce, secret, type Body } from './helpers';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Wrong passwords allowed in 15 minutes: 5 for an account, 20 from an IP (many shoppers share
 * one behind a carrier's NAT). Past either, password checks are refused with 429 until the
 * oldest failure is 15 minutes old.
 */
export const PASSWORD_THROTTLE = {
  account: { limit: 5, windowMs: 15 * 60 * 1000 },
  ip: { limit: 20, windowMs: 15 * 60 * 1000 },
};

/**
 * Reset mails: 3 for an account and 10 from an IP in 15 minutes, so the form cannot be used to
 * flood someone's mailbox. Past either, 429 until the oldest is 15 minutes old.
 */
export const RESET_MAIL_THROTTLE = {
  mail: { limit: 3, windowMs: 15 * 60 * 1000 },
  mailip: { limit: 10, windowMs: 15 * 60 * 1000 },
};

/** The throttle keys of a password check: the client's IP and the account (or the login typed, if none). */
const throttleKeys = (request: FastifyRequest, account: User | undefined, login: string): [ip: string, account: string] => [
  `ip:${request.ip}`,
  `account:${account ? `#${account.id}` : login.toLowerCase()}`,
];

/**
 * Checks a new password as the meter does in the browser (the same zxcvbn, dictionaries,
 * blacklist and minimum), so a visitor without JavaScript cannot set a weak one either. The
 * blacklist takes the words of the form page's title, its address, the site name and every
 * submitted field but the passwords. Pushes the error and returns false when the password fails.
 */
export function checkNewPassword(
  request: FastifyRequest,
  input: { password: string; confirm?: string; body: Body; passwordFields: readonly string[]; title: MessageKey; checkout?: boolean },
): boolean {
  const { t, siteUrl, path, notices } = request.shop;
  const error = (key: MessageKey): boolean => {
    notices.push({ type: 'error', text: t(key) });
    return false;
  };
  if (!input.password) return error('account.err_password_required');
  if (input.confirm !== undefined && input.confirm !== input.password) return error('account.err_mismatch');
  const check = { password: input.password, body: input.body, passwordFields: input.passwordFields, title: t(input.title), siteName: t('site.name'), url: `${siteUrl}${path}` };
  return strongEnough(check, { checkout: input.checkout ?? false }) || error('account.err_password_weak');
}

/** 429 with the page and a notice of when to try again, as its `Retry-After` header says. */
function tooManyAttempts(request: FastifyRequest, reply: FastifyReply, seconds: number, page: () => ReactElement): FastifyReply {
  const ctx = request.shop;
  ctx.notices.push({ type: 'error', text: ctx.t('account.err_throttled', { minutes: Math.ceil(seconds / 60) }) });
  return sendPage(reply.header('retry-after', String(seconds)), page(), 429);
}

/**
 * Starts a fresh session for `user`, keeping the cart: a new id on every login prevents
 * session fixation.
 */
export function logIn(request: FastifyRequest, reply: FastifyReply, user: User, remember: boolean): void {
  const ctx = request.shop;
  const cart = ctx.session?.cart ?? [];
  if (ctx.session) ctx.app.sessions.destroy(ctx.session);
  const ttlMs = remember ? REMEMBER_TTL_MS : SESSION_TTL_MS;
  const { token, session } = ctx.app.sessions.create({ userId: user.id, cart, ttlMs });
  ctx.session = session;
  ctx.user = user;
  setSessionCookie(request, reply, token, ttlMs);
}

/**
 * The checkout's "create an account?" (WooCommerce's `createaccount` and `account_password`), for
 * a guest who ticked it: checked with the rest of the form. The password follows the meter's
 * checkout rule (a weak one passes unless `stop_checkout`). Returns the password to set, or
 * undefined when no account is asked for.
 */
export function checkoutAccount(request: FastifyRequest, body: Body, email: string): string | undefined {
  const ctx = request.shop;
  if (ctx.user || field(body, 'createaccount') !== '1') return undefined;
  if (email && ctx.app.users.byLogin(email)) ctx.notices.push({ type: 'error', text: ctx.t('account.err_exists') });
  const password = secret(body, 'account_password');
  checkNewPassword(request, { password, body, passwordFields: ['account_password'], title: 'checkout.title', checkout: true });
  return password;
}

/** Opens the account checked by `checkoutAccount` and logs the shopper in; false (with a notice) if the e-mail was taken meanwhile. */
export async function openCheckoutAccount(
  request: FastifyRequest,
  reply: FastifyReply,
  details: { email: string; first_name: string; last_name: string },
  password: string,
): Promise<boolean> {
  const ctx = request.shop;
  const user = await ctx.app.users.create(details.email, password);
  if (!user) {
    ctx.notices.push({ type: 'error', text: ctx.t('account.err_exists') });
    return false;
  }
  ctx.app.users.update(user.id, { first_name: details.first_name, last_name: details.last_name, display_name: user.display_name, email: user.email });
  logIn(request, reply, { ...user, first_name: details.first_name, last_name: details.last_name }, false);
  return true;
}

export async function accountRoutes(app: FastifyInstance): Promise<void> {
  const area = (view: AccountView) => async (request: FastifyRequest, reply: FastifyReply) => {
    const ctx = request.shop;
    if (!ctx.user) return view === 'dashboard' ? sendPage(reply, createElement(LoginRegisterPage, { ctx })) : redirect(reply, '/my-account/');
    return sendPage(reply, createElement(AccountPage, { ctx, user: ctx.user, view }));
  };
  app.get('/my-account/', area('dashboard'));
  app.get('/my-account/orders/', area('orders'));
  app.get('/my-account/edit-account/', area('edit-account'));

  app.post('/my-account/', async (request, reply) => {
    const ctx = request.shop;
    const { t } = ctx;
    const body = (request.body ?? {}) as Body;
    if (field(body, 'register')) {
      if (!requireNonce(request, reply, field(body, 'woocommerce-register-nonce'), 'woocommerce-register')) return reply;
      const email = field(body, 'email');
      const password = secret(body, 'password');
      if (!EMAIL.test(email)) ctx.notices.push({ type: 'error', text: t('account.err_email') });
      else if (ctx.app.users.byLogin(email)) ctx.notices.push({ type: 'error', text: t('account.err_exists') });
      checkNewPassword(request, { password, body, passwordFields: ['password'], title: 'account.title' });
      const page = () => createElement(LoginRegisterPage, { ctx, email });
      if (hasErrors(ctx.notices)) return sendPage(reply, page());
      const user = await ctx.app.users.create(email, password);
      if (!user) {
        ctx.notices.push({ type: 'error', text: t('account.err_exists') });
        return sendPage(reply, page());
      }
      logIn(request, reply, user, false);
      flash(request, reply, [{ type: 'message', text: t('account.registered') }]);
      return redirect(reply, '/my-account/');
    }
    if (!requireNonce(request, reply, field(body, 'woocommerce-login-nonce'), 'woocommerce-login')) return reply;
    const username = field(body, 'username');
    const keys = throttleKeys(request, ctx.app.users.byLogin(username), username);
    const page = () => createElement(LoginRegisterPage, { ctx, username });
    const wait = ctx.app.throttle.retryAfter(keys);
    if (wait > 0) return tooManyAttempts(request, reply, wait, page);
    const user = await ctx.app.users.authenticate(username, secret(body, 'password'));
    if (!user) {
      ctx.app.throttle.fail(keys);
      ctx.notices.push({ type: 'error', text: t('account.err_login') });
      return sendPage(reply, page());
    }
    ctx.app.throttle.clear(keys[1]);
    logIn(request, reply, user, field(body, 'rememberme') === 'forever');
    return redirect(reply, '/my-account/');
  });

  app.post('/my-account/edit-account/', async (request, reply) => {
    const ctx = request.shop;
    const { t } = ctx;
    const user = ctx.user;
    if (!user) return redirect(reply, '/my-account/');
    const body = (request.body ?? {}) as Body;
    if (!requireNonce(request, reply, field(body, 'save-account-details-nonce'), 'save_account_details')) return reply;
    const email = field(body, 'account_email');
    const current = secret(body, 'password_current');
    const pass1 = secret(body, 'password_1');
    const pass2 = secret(body, 'password_2');
    if (!EMAIL.test(email)) ctx.notices.push({ type: 'error', text: t('account.err_email') });
    else if (email.toLowerCase() !== user.email.toLowerCase() && ctx.app.users.byLogin(email)) {
      ctx.notices.push({ type: 'error', text: t('account.err_exists') });
    }
    const details = {
      first_name: field(body, 'account_first_name'),
      last_name: field(body, 'account_last_name'),
      display_name: field(body, 'account_display_name') || user.display_name,
      email,
    };
    // A refused form comes back as it was typed, the passwords excepted.
    const page = () => createElement(AccountPage, { ctx, user: { ...user, ...details }, view: 'edit-account' });
    if (pass1 || pass2 || current) {
      const keys = throttleKeys(request, user, '');
      const wait = ctx.app.throttle.retryAfter(keys);
      if (wait > 0) return tooManyAttempts(request, reply, wait, page);
      if (!(await ctx.app.users.checkPassword(user.id, current))) {
        ctx.app.throttle.fail(keys);
        ctx.notices.push({ type: 'error', text: t('account.err_current') });
      } else {
        checkNewPassword(request, { password: pass1, confirm: pass2, body, passwordFields: ['password_current', 'password_1', 'password_2'], title: 'account.title' });
      }
    }
    if (hasErrors(ctx.notices)) return sendPage(reply, page());
    ctx.app.users.update(user.id, details);
    if (pass1) {
      await ctx.app.users.setPassword(user.id, pass1);
      // A new password ends every other session and any pending reset link; this one goes on.
      ctx.app.users.consumeResetTokens(user.id);
      ctx.app.sessions.destroyForUser(user.id);
      logIn(request, reply, user, false);
    }
    flash(request, reply, [{ type: 'message', text: t('account.saved') }]);
    return redirect(reply, '/my-account/');
  });

  app.get('/my-account/customer-logout/', async (request, reply) => {
    const ctx = request.shop;
    if (!requireNonce(request, reply, query(request)['_wpnonce'], 'customer-logout')) return reply;
    if (ctx.session) ctx.app.sessions.destroy(ctx.session);
    delete ctx.session;
    reply.clearCookie(sessionCookieName(ctx.siteUrl), { path: '/', httpOnly: true, sameSite: 'lax', secure: isHttps(request) });
    setCartCookies(request, reply, summarize([], ctx.app.catalogue));
    return redirect(reply, '/my-account/');
  });

  app.get('/my-account/lost-password/', async (request, reply) => sendPage(reply, createElement(LostPasswordPage, { ctx: request.shop })));

  app.post('/my-account/lost-password/', async (request, reply) => {
    const ctx = request.shop;
    const { t } = ctx;
    const body = (request.body ?? {}) as Body;
    if (!requireNonce(request, reply, field(body, 'woocommerce-lost-password-nonce'), 'lost_password')) return reply;
    const user = ctx.app.users.byLogin(field(body, 'user_login'));
    const keys = [`mailip:${request.ip}`, ...(user ? [`mail:#${user.id}`] : [])];
    const wait = ctx.app.throttle.retryAfter(keys);
    if (wait > 0) {
      ctx.notices.push({ type: 'error', text: t('lost.err_throttled', { minutes: Math.ceil(wait / 60) }) });
      return sendPage(reply.header('retry-after', String(wait)), createElement(LostPasswordPage, { ctx }), 429);
    }
    ctx.app.throttle.fail(keys);
    if (!user) {
      ctx.notices.push({ type: 'error', text: t('lost.err_unknown') });
      return sendPage(reply, createElement(LostPasswordPage, { ctx }));
    }
    const token = ctx.app.users.createResetToken(user.id);
    const link = `${ctx.siteUrl}/my-account/reset-password/?key=${encodeURIComponent(token)}&login=${encodeURIComponent(user.username)}`;
    const site = t('site.name');
    ctx.app.messages.send(
      user.email,
      t('mail.reset_subject', { site }),
      t('mail.reset_body', { name: user.display_name || user.username, login: user.username, site, link }),
    );
    // No mail server: the mail waits in the outbox, shown at /dev/outbox when DEMO_OUTBOX=1. The
    // log gets neither the link (it is the account's key for an hour) nor the address.
    request.log.info(`Password reset mail for account #${user.id} put in the outbox${ctx.app.devOutbox ? ' (/dev/outbox)' : '; DEMO_OUTBOX=1 shows it at /dev/outbox'}`);
    return sendPage(reply, createElement(LostPasswordPage, { ctx, sent: true }));
  });

  app.get('/my-account/reset-password/', async (request, reply) => {
    const ctx = request.shop;
    const q = query(request);
    const login = q['login'] ?? '';
    const key = q['key'] ?? '';
    if (!ctx.app.users.checkResetToken(login, key)) {
      ctx.notices.push({ type: 'error', text: ctx.t('reset.invalid') });
      return sendPage(reply, createElement(LostPasswordPage, { ctx }));
    }
    return sendPage(reply, createElement(ResetPasswordPage, { ctx, login, resetKey: key }));
  });

  app.post('/my-account/reset-password/', async (request, reply) => {
    const ctx = request.shop;
    const { t } = ctx;
    const body = (request.body ?? {}) as Body;
    if (!requireNonce(request, reply, field(body, 'woocommerce-reset-password-nonce'), 'reset_password')) return reply;
    const login = field(body, 'reset_login');
    const key = field(body, 'reset_key');
    const user = ctx.app.users.checkResetToken(login, key);
    if (!user) {
      ctx.notices.push({ type: 'error', text: t('reset.invalid') });
      return sendPage(reply, createElement(LostPasswordPage, { ctx }));
    }
    const pass1 = secret(body, 'password_1');
    const pass2 = secret(body, 'password_2');
    checkNewPassword(request, { password: pass1, confirm: pass2, body, passwordFields: ['password_1', 'password_2'], title: 'reset.title' });
    if (hasErrors(ctx.notices)) return sendPage(reply, createElement(ResetPasswordPage, { ctx, login, resetKey: key }));
    await ctx.app.users.setPassword(user.id, pass1);
    ctx.app.users.consumeResetTokens(user.id);
    ctx.app.sessions.destroyForUser(user.id);
    ctx.notices.push({ type: 'message', text: t('reset.done') });
    return sendPage(reply, createElement(LoginRegisterPage, { ctx, username: user.username }));
  });
}
