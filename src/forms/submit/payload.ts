import { parseUrl } from '../definition/url';
import { own } from '../keys';
import { isPhoneField, normalizePhone } from '../rules/validate';
import type { FieldState, FieldValue, FormDefinition, FormField } from '../types';
import type { CaptchaStatus } from './captcha';
import type { TrackingCookies } from './env';

/** Enough of `FormData` to build a body; tests pass a recorder. */
export interface FormDataLike {
  append(name: string, value: string | Blob): void;
}

/** The host page, as the adapter reads it. */
export interface PageInfo {
  url: string;
  title: string;
  referrer: string;
  userAgent: string;
  pageId?: string;
  pageName?: string;
  canonicalUrl?: string;
  contentType?: string;
  path?: string;
  referrerPath?: string;
}

export interface ContextInput {
  definition: Pick<FormDefinition, 'lang' | 'legalConsentOptions' | 'definitionS3WriteDate' | 'updatedAt'> & Partial<Pick<FormDefinition, 'metaData'>>;
  /** Every field, dependent ones included; only shown ones are sent. */
  fields: FormField[];
  states: Record<string, FieldState>;
  /** The embed options as the site owner gave them (portalId, formId, region, target…). */
  embed: Record<string, unknown>;
  page: PageInfo;
  cookies: TrackingCookies;
  formInstanceId: string;
  /** Defaults to formInstanceId, as in the real sample. */
  correlationId?: string;
  embedAtTimestamp: number;
  /** The clock's reading at submit time. */
  timestamp: number;
  /** The widget's version, e.g. '1.2450'. */
  version: string;
  locale?: string;
  embedType?: string;
  captchaStatus?: CaptchaStatus;
  emailResubscribeStatus?: string;
  isInsideCrossOriginFrame?: boolean;
  /** The consent the visitor gave (`consentPayload` of the logic module), sent as legalConsentOptions. */
  legalConsent?: unknown;
}

/**
 * The values sent: shown fields only (hidden smart fields and inactive dependent fields are not),
 * phone numbers without whitespace (spec §5: the phone input strips it).
 * @example submissionValues(input) // [{ name: 'email', value: 'a@b.co' }]
 */
export const submissionValues = (i: Pick<ContextInput, 'fields' | 'states'>): Array<{ name: string; value: FieldValue }> =>
  i.fields.flatMap((f) => {
    const s = own(i.states, f.id);
    if (!s?.shown) return [];
    return [{ name: f.id, value: typeof s.value === 'string' && isPhoneField(f) ? normalizePhone(s.value) : s.value }];
  });

// Captured forms-embed bodies join these with commas ("consent_a,opt_in") and send smartFields
// as an id → value map; both are copied here as HubSpot sends them.
const ids = (fields: FormField[], keep: (f: FormField) => boolean | undefined) => fields.filter(keep).map((f) => f.id).join(',');

/**
 * The `hs_context` object (spec §3 "Context payload", keys as in tests/fixtures/hubspot/hs-context-1.json).
 * @example JSON.stringify(buildContext(input))
 */
export function buildContext(i: ContextInput): Record<string, unknown> {
  const { page: p, embed: e, fields: f } = i;
  const shown = (x: FormField) => own(i.states, x.id)?.shown;
  const url = parseUrl(p.url);
  const [major, minor] = i.version.split('.');
  return {
    embedAtTimestamp: String(i.embedAtTimestamp),
    // When the definition was last changed: a v3 embed answer's metaData names it
    // (formDefinitionUpdatedAt), a static copy carries its write date, a v2-api form has updatedAt.
    formDefinitionUpdatedAt: String(i.definition.metaData?.['formDefinitionUpdatedAt'] || (i.definition.definitionS3WriteDate ?? i.definition.updatedAt ?? '')),
    lang: i.definition.lang,
    locale: i.locale ?? i.definition.lang,
    legalConsentOptions: i.legalConsent ?? i.definition.legalConsentOptions,
    embedType: i.embedType,
    formInstanceId: i.formInstanceId,
    formTarget: e.target,
    originalEmbedContext: e,
    renderedFieldsIds: f.filter(shown).map((x) => x.id),
    pageId: p.pageId ?? e.pageId,
    pageUrl: p.url,
    pageTitle: p.title,
    // The page's name is its title unless the host page names it otherwise.
    pageName: p.pageName ?? p.title,
    referrer: p.referrer,
    userAgent: p.userAgent,
    urlParams: Object.fromEntries(url?.searchParams ?? []),
    canonicalUrl: p.canonicalUrl,
    contentType: p.contentType,
    path: p.path ?? url?.pathname,
    referrerPath: p.referrerPath ?? parseUrl(p.referrer)?.pathname,
    ...i.cookies,
    notificationRecipients: e.notificationRecipients,
    followUpEmailId: e.followUpEmailId,
    sfdcCampaignId: e.sfdcCampaignId,
    // goToWebinarWebinarKey is the embed option's historical name.
    webinarId: e.webinarId ?? e.goToWebinarWebinarKey,
    abTestId: e.abTestId,
    timestamp: i.timestamp,
    correlationId: i.correlationId ?? i.formInstanceId,
    captchaStatus: i.captchaStatus ?? 'NOT_APPLICABLE',
    emailResubscribeStatus: i.emailResubscribeStatus ?? 'NOT_APPLICABLE',
    isInsideCrossOriginFrame: !!i.isInsideCrossOriginFrame,
    source: `forms-embed-${i.version}`,
    sourceName: 'forms-embed',
    sourceVersion: i.version,
    sourceVersionMajor: major,
    sourceVersionMinor: minor,
    boolCheckBoxFields: ids(f, (x) => x.fieldType === 'booleancheckbox'),
    dateFields: ids(f, (x) => x.fieldType === 'date'),
    smartFields: Object.fromEntries(f.filter((x) => x.isSmartField).map((x) => [x.id, String(own(i.states, x.id)?.value ?? '')])),
    // A smart field the visitor does not see is one whose value the portal already knows.
    knownSmartFields: ids(f, (x) => x.isSmartField && !shown(x)),
  };
}

/**
 * Fills a multipart body: each shown field (arrays appended once per item, booleans as
 * 'true'/'false', files as themselves), `hs_context`, and `g-recaptcha-response` when a captcha
 * is in use (`token` given, possibly ''). `extra` (getExtraMetaDataBeforeSubmit) joins
 * hs_context but cannot override its keys.
 * @example buildPayload(new FormData(), input, captcha.enabled ? captcha.token : undefined)
 */
export function buildPayload<T extends FormDataLike>(body: T, i: ContextInput, token?: string, extra?: Record<string, unknown>): T {
  for (const { name, value } of submissionValues(i))
    // In a browser a file value is the input's File; FileLike is only the engine's view of it.
    for (const v of [value].flat()) body.append(name, typeof v === 'boolean' ? String(v) : (v as string | Blob));
  body.append('hs_context', JSON.stringify({ ...extra, ...buildContext(i) }));
  if (token !== undefined) body.append('g-recaptcha-response', token);
  return body;
}
