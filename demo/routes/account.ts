import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createElement, type ReactElement } from 'react';
import { flash, sessionCookieName, setCartCookies, setSessionCookie, isHttps } from '../context';
import { REMEMBER_TTL_MS, SESSION_TTL_MS } from '../db/sessions';
import type { User } from '../db/users';
import {
  AccountPage,
  LoginRegisterPage,
  LostPasswordPage,
  MIN_PASSWORD_LENGTH,
  ResetPasswordPage,
  type AccountView,
} from '../pages/AccountPages';
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

/** The throttle keys of a password check: the client's IP and the account (or the login typed, if none). */
const throttleKeys = (request: FastifyRequest, account: User | undefined, login: string): [ip: string, account: string] => [
  `ip:${request.ip}`,
  `account:${account ? `#${account.id}` : login.toLowerCase()}`,
];

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
function logIn(request: FastifyRequest, reply: FastifyReply, user: User, remember: boolean): void {
  const ctx = request.shop;
  const cart = ctx.session?.cart ?? [];
  if (ctx.session) ctx.app.sessions.destroy(ctx.session);
  const ttlMs = remember ? REMEMBER_TTL_MS : SESSION_TTL_MS;
  const { token, session } = ctx.app.sessions.create({ userId: user.id, cart, ttlMs });
  ctx.session = session;
  ctx.user = user;
  setSessionCookie(request, reply, token, ttlMs);
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
      if (password.length < MIN_PASSWORD_LENGTH) ctx.notices.push({ type: 'error', text: t('account.err_password_short', { n: MIN_PASSWORD_LENGTH }) });
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
    const page = () => createElement(AccountPage, { ctx, user, view: 'edit-account' });
    if (pass1 || pass2 || current) {
      const keys = throttleKeys(request, user, '');
      const wait = ctx.app.throttle.retryAfter(keys);
      if (wait > 0) return tooManyAttempts(request, reply, wait, page);
      if (!(await ctx.app.users.checkPassword(user.id, current))) {
        ctx.app.throttle.fail(keys);
        ctx.notices.push({ type: 'error', text: t('account.err_current') });
      } else if (pass1 !== pass2) ctx.notices.push({ type: 'error', text: t('account.err_mismatch') });
      else if (pass1.length < MIN_PASSWORD_LENGTH) ctx.notices.push({ type: 'error', text: t('account.err_password_short', { n: MIN_PASSWORD_LENGTH }) });
    }
    if (hasErrors(ctx.notices)) return sendPage(reply, page());
    ctx.app.users.update(user.id, {
      first_name: field(body, 'account_first_name'),
      last_name: field(body, 'account_last_name'),
      display_name: field(body, 'account_display_name') || user.display_name,
      email,
    });
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
    // No mail server: the link goes to the log (and to /dev/outbox when DEMO_OUTBOX=1).
    request.log.info(`Password reset link for ${user.email}: ${link}`);
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
    if (pass1 !== pass2) ctx.notices.push({ type: 'error', text: t('account.err_mismatch') });
    else if (pass1.length < MIN_PASSWORD_LENGTH) ctx.notices.push({ type: 'error', text: t('account.err_password_short', { n: MIN_PASSWORD_LENGTH }) });
    if (hasErrors(ctx.notices)) return sendPage(reply, createElement(ResetPasswordPage, { ctx, login, resetKey: key }));
    await ctx.app.users.setPassword(user.id, pass1);
    ctx.app.users.consumeResetTokens(user.id);
    ctx.app.sessions.destroyForUser(user.id);
    ctx.notices.push({ type: 'message', text: t('reset.done') });
    return sendPage(reply, createElement(LoginRegisterPage, { ctx, username: user.username }));
  });
}
