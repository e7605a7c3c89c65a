import type { FastifyInstance } from 'fastify';
import { createElement } from 'react';
import { storeNoticeCookie } from '../../src/store-notice/store-notice';
import { isHttps } from '../context';
import type { ContactMessage } from '../db/messages';
import { bannerSvg, categorySvg, faviconSvg, productSvg } from '../images';
import { CONTACT_FORM } from '../components/site';
import { formPlaceholder } from '../forms/placeholder';
import type { FormRegistry } from '../forms/registry';
import { ContactPage, OutboxPage } from '../pages/MiscPages';
import { variationImageUrl } from '../pages/product/VariationsForm';
import { sendPage } from '../render';
import { field, hasErrors, query, redirect, requireNonce, sendError, type Body } from './helpers';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export async function miscRoutes(app: FastifyInstance, opts: { dev: boolean; forms: FormRegistry }): Promise<void> {
  /** The contact form's shape, which the page keeps while the form loads. */
  const contactPlaceholder = async (): Promise<string | undefined> => {
    const form = opts.forms.find(CONTACT_FORM.portalId, CONTACT_FORM.formId);
    return form && formPlaceholder(form.form);
  };

  app.get('/contact/', async (request, reply) =>
    sendPage(reply, createElement(ContactPage, { ctx: request.shop, sent: query(request)['sent'] === '1', placeholder: await contactPlaceholder() })),
  );

  app.post('/contact/', async (request, reply) => {
    const ctx = request.shop;
    const { t } = ctx;
    const body = (request.body ?? {}) as Body;
    if (!requireNonce(request, reply, field(body, '_wpnonce'), 'contact-form')) return reply;
    const values: ContactMessage = {
      name: field(body, 'name'),
      email: field(body, 'email'),
      phone: field(body, 'phone'),
      message: field(body, 'message'),
    };
    if (!values.name) ctx.notices.push({ type: 'error', text: t('contact.required', { field: t('contact.name') }) });
    if (!values.email) ctx.notices.push({ type: 'error', text: t('contact.required', { field: t('contact.email') }) });
    else if (!EMAIL.test(values.email)) ctx.notices.push({ type: 'error', text: t('contact.invalid_email') });
    if (!values.message) ctx.notices.push({ type: 'error', text: t('contact.required', { field: t('contact.message') }) });
    if (hasErrors(ctx.notices)) return sendPage(reply, createElement(ContactPage, { ctx, values, placeholder: await contactPlaceholder() }));
    ctx.app.messages.saveContact(values);
    return redirect(reply, '/contact/?sent=1');
  });

  /** No-JS dismissal: the same session cookie the island sets from JS (so not HttpOnly). */
  app.get('/store-notice/dismiss/', async (request, reply) => {
    const q = query(request);
    const id = q['id'] ?? '';
    if (/^[a-f0-9]{32}$/.test(id)) {
      reply.setCookie(storeNoticeCookie(id), 'hidden', { path: '/', sameSite: 'lax', httpOnly: false, secure: isHttps(request) });
    }
    return redirect(reply, q['redirect'] ?? '/');
  });

  const svgReply = (body: string) => ({ body, type: 'image/svg+xml; charset=utf-8' });
  app.get('/favicon.svg', async (_request, reply) =>
    reply.type('image/svg+xml; charset=utf-8').header('cache-control', 'public, max-age=86400').send(faviconSvg()),
  );
  app.get('/images/:kind/:file', async (request, reply) => {
    const { kind, file } = request.params as { kind: string; file: string };
    const catalogue = request.shop.app.catalogue;
    let image: { body: string; type: string } | undefined;
    const productMatch = /^(\d+)-(\d+)\.svg$/.exec(file);
    const idMatch = /^([a-z0-9-]+)\.svg$/.exec(file);
    if (kind === 'product' && productMatch) {
      const product = catalogue.byId(Number(productMatch[1]));
      const n = Number(productMatch[2]);
      const category = product && catalogue.category(product.categoryId);
      if (product && category && n <= product.gallery.length) {
        image = svgReply(productSvg({ name: product.name, shape: category.shape, color: category.color, variant: n, ...(n > 0 ? { view: product.gallery[n - 1] } : {}) }));
      }
    } else if (kind === 'variation' && idMatch) {
      const variation = catalogue.byId(Number(idMatch[1]));
      const category = variation && catalogue.categoryOf(variation);
      if (variation?.type === 'variation' && category && variationImageUrl(variation).endsWith(file)) {
        const parentName = variation.parentId !== null ? (catalogue.byId(variation.parentId)?.name ?? '') : '';
        const caption = variation.name.slice(parentName.length).replace(/^\s*-\s*/, '');
        image = svgReply(productSvg({ name: parentName, caption, shape: category.shape, color: category.color, variant: variation.id }));
      }
    } else if (kind === 'banner' && idMatch) {
      const categories = catalogue.categories();
      const n = Number(idMatch[1]);
      const category = [categories[0], categories[7], categories[3]][n - 1];
      if (category) image = svgReply(bannerSvg({ n, shape: category.shape, color: category.color }));
    } else if (kind === 'category' && idMatch?.[1]) {
      const category = catalogue.categoryBySlug(idMatch[1]);
      if (category) image = svgReply(categorySvg(category));
    }
    if (!image) return sendError(request, reply, 404);
    return reply.header('content-type', image.type).header('cache-control', 'public, max-age=86400').send(image.body);
  });

  if (opts.dev) {
    app.get('/dev/outbox', async (request, reply) =>
      sendPage(reply, createElement(OutboxPage, { ctx: request.shop, mails: request.shop.app.messages.outbox() })),
    );
  }
}
