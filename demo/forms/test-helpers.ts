import type { LightMyRequestResponse } from 'fastify';
import type { Readable } from 'node:stream';
import type { TestShop } from '../test-helpers';
import { DEMO_FORMS, DEMO_PORTAL_ID } from './demo-forms';

/** A file part of a multipart body. */
export interface FilePart {
  filename: string;
  content: string | Buffer;
  type?: string;
}
export type Part = [name: string, value: string | FilePart];

export const BOUNDARY = '----shopIslandsForm7MA4YWxkTrZu0gW';

/** A multipart body as a browser's FormData sends it: text fields and files. */
export function formData(parts: readonly Part[]): Buffer {
  const chunks: Buffer[] = [];
  for (const [name, value] of parts) {
    if (typeof value === 'string') {
      chunks.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
    } else {
      chunks.push(
        Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.filename}"\r\nContent-Type: ${value.type ?? 'application/octet-stream'}\r\n\r\n`),
        Buffer.from(value.content),
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

export const submitUrl = (formId: string, portalId: string = DEMO_PORTAL_ID): string =>
  `/submissions/v3/public/submit/formsnext/multipart/${portalId}/${formId}`;

/** Posts a submission as the widget does (multipart, no cookies), from `ip`. */
export function submit(
  shop: TestShop,
  formId: string,
  parts: readonly Part[] | Readable,
  init: { ip?: string; headers?: Record<string, string>; portalId?: string; query?: string } = {},
): Promise<LightMyRequestResponse> {
  return shop.app.inject({
    method: 'POST',
    url: submitUrl(formId, init.portalId) + (init.query ?? ''),
    remoteAddress: init.ip ?? '203.0.113.7',
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, ...init.headers },
    payload: Array.isArray(parts) ? formData(parts) : (parts as Readable),
  });
}

let sequence = 0;
/** hs_context as the widget builds it (the parts the server reads), with a fresh correlation id. */
export const hsContext = (extra: Record<string, unknown> = {}): Part => [
  'hs_context',
  JSON.stringify({ correlationId: `corr-${Date.now()}-${++sequence}`, pageUrl: 'https://khach.example/lien-he', pageTitle: 'Liên hệ', ...extra }),
];

/** A valid submission of the demo contact form. */
export const contactParts = (override: Record<string, string> = {}, context: Record<string, unknown> = {}): Part[] => [
  ...Object.entries({
    lastname: 'Nguyễn',
    firstname: 'Lan',
    email: 'lan@congty.vn',
    phone: '+84912345678',
    company: 'Công ty TNHH Lan Anh',
    service_type: 'vat_tu_dong_goi',
    message: 'Cần 500 thùng carton 3 lớp.',
    ...override,
  }),
  hsContext(context),
];

/** A token of the test captcha, as its script gets one. */
export async function captchaToken(shop: TestShop, sitekey = 'demo-site-key'): Promise<string> {
  const res = await shop.app.inject({ url: `/forms/test-captcha/token?sitekey=${sitekey}` });
  return (res.json() as { token: string }).token;
}

/** The consent the widget sends in hs_context for the shipping-quote form. */
export const consent = (process: boolean, email = false) => ({
  legalConsentOptions: { consent: { consentToProcess: process, text: '…', communications: [{ value: email, subscriptionTypeId: 4521011, text: '…' }] } },
});

/** A valid submission of the shipping-quote form, captcha token included. */
export const quoteParts = (token: string, override: Record<string, string> = {}, file?: FilePart, context: Record<string, unknown> = consent(true)): Part[] => [
  ...Object.entries({
    lastname: 'Trần',
    firstname: 'Minh',
    email: 'minh@congty.vn',
    origin_province: 'ho_chi_minh',
    destination_province: 'ha_noi',
    cargo_weight: '350.5',
    pickup_date: '2025-04-02',
    ...override,
  }),
  ...(file ? [['packing_list', file] as Part] : []),
  hsContext(context),
  ['g-recaptcha-response', token],
];

export { DEMO_FORMS, DEMO_PORTAL_ID };
