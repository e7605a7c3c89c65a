/**
 * Where a form definition lives: the forms API host per region and env, the static fallback copy,
 * and the query every definition request carries. Pure string building; the page URL, tracking
 * cookie and version are inputs.
 */

export type FormsEnv = 'prod' | 'qa';

export interface HostInput {
  /** Hublet, e.g. `na1` (default) or `eu1`. */
  region?: string | undefined;
  env?: FormsEnv | undefined;
}

export interface DefinitionUrlInput extends HostInput {
  portalId: string;
  formId: string;
  /** Replaces the region/env host, e.g. a demo store serving the API itself. */
  formsBaseUrl?: string | undefined;
  /** Replaces the whole definition URL (the query is still added). */
  embedDefinitionUrl?: string | undefined;
  useDraft?: boolean | undefined;
  /** Value of the `hubspotutk` tracking cookie, if any. */
  hutk?: string | undefined;
  /** The embedding page's URL: `allowUnpublished=true` in it is passed on. */
  pageUrl?: string | undefined;
  /** Version of this embed, sent as `hs_static_app_version`. */
  version: string;
}

export interface FallbackUrlInput extends HostInput {
  portalId: string;
  formId: string;
  /** Replaces the static host per env. */
  staticBaseUrl?: string | undefined;
}

// na1 is the only region without a host suffix; qa swaps the domain, not the subdomain.
const host = (sub: string, domain: string, { region = 'na1', env }: HostInput) =>
  `https://${sub}${region === 'na1' ? '' : '-' + region}.${domain}${env === 'qa' ? 'qa' : ''}`;

/**
 * The forms API host for a region and env.
 *
 * @example formsHost({ region: 'eu1', env: 'qa' }) // 'https://forms-eu1.hsformsqa.com'
 */
export const formsHost = (input: HostInput = {}): string => host('forms', 'hsforms', input) + '.com';

/** The static host of HubSpot's form files (its embed scripts, the definitions' copies) for a region and env. */
const formsFilesHost = (input: HostInput): string => host('js', 'hsforms', input) + '.net/forms';

/**
 * The static host serving `.json.gz` copies of definitions for a region and env.
 *
 * @example staticHost({}) // 'https://js.hsforms.net/forms/static'
 */
export const staticHost = (input: HostInput = {}): string => formsFilesHost(input) + '/static';

/** A URL without its trailing slashes. */
export const trim = (url: string): string => url.replace(/\/+$/, '');

/**
 * `url` read against `base`, or undefined when it is no URL.
 *
 * @example parseUrl('/thanks', 'https://shop.vn/lien-he')?.href // 'https://shop.vn/thanks'
 */
export const parseUrl = (url: string, base?: string): URL | undefined => {
  try {
    return new URL(url, base);
  } catch {
    return undefined;
  }
};

/**
 * The URL of the definition request, with `hutk`, `allowUnpublished` and the static-app params.
 *
 * @example
 * definitionUrl({ portalId: '62515', formId: 'f7198c7b-…', version: '1.0', useDraft: true })
 * // 'https://forms.hsforms.com/embed/v3/form/62515/f7198c7b-…/json/draft?hs_static_app=forms-embed&hs_static_app_version=1.0'
 */
export function definitionUrl(input: DefinitionUrlInput): string {
  const { portalId, formId, formsBaseUrl, embedDefinitionUrl, useDraft, hutk, pageUrl, version } = input;
  const url =
    embedDefinitionUrl ||
    `${trim(formsBaseUrl || formsHost(input))}/embed/v3/form/${portalId}/${formId}/json${useDraft ? '/draft' : ''}`;
  const query = Object.entries({
    hutk,
    allowUnpublished: /[?&]allowUnpublished=true(?:[&#]|$)/.test(pageUrl ?? '') && 'true',
    hs_static_app: 'forms-embed',
    hs_static_app_version: version,
  }).flatMap(([key, value]) => (value ? [`${key}=${encodeURIComponent(value)}`] : []));
  // A custom definition URL may have a query already.
  return url + (url.includes('?') ? '&' : '?') + query.join('&');
}

/**
 * The URL of the static fallback copy of a definition.
 *
 * @example fallbackUrl({ portalId: '1', formId: 'abc', region: 'eu1' })
 * // 'https://js-eu1.hsforms.net/forms/static/1/abc.json.gz'
 */
export const fallbackUrl = (input: FallbackUrlInput): string =>
  `${trim(input.staticBaseUrl || staticHost(input))}/${input.portalId}/${input.formId}.json.gz`;

/**
 * The static host of a definition's fallback copy when the page configured the forms host: that
 * host serves the copies too, under `/forms/static` (a self-hosted or demo forms backend answers
 * both). Undefined otherwise: the region's and env's static host applies.
 *
 * @example staticBaseUrl({ formsBaseUrl: 'https://shop.example/' }) // 'https://shop.example/forms/static'
 */
export const staticBaseUrl = ({ formsBaseUrl }: Pick<DefinitionUrlInput, 'formsBaseUrl'>): string | undefined =>
  formsBaseUrl ? `${trim(formsBaseUrl)}/forms/static` : undefined;

/** HubSpot's name of its older embed script, beside the newer ones on its static host. */
export const OLDER_EMBED_SCRIPT = 'v2-legacy.js';

/**
 * The older embed script, for a form the forms API refuses to this embed (spec §8: 403 "Not an
 * Embed version 2 or 3 form"): on the configured forms host, which serves the definitions' copies
 * (see `staticBaseUrl`) and the embed scripts under `/forms`, or else on the region's and env's
 * static host.
 *
 * @example olderEmbedUrl({ region: 'eu1' }) // 'https://js-eu1.hsforms.net/forms/v2-legacy.js'
 * @example olderEmbedUrl({ formsBaseUrl: 'https://shop.example/' }) // 'https://shop.example/forms/v2-legacy.js'
 */
export const olderEmbedUrl = ({ formsBaseUrl, ...input }: HostInput & Pick<DefinitionUrlInput, 'formsBaseUrl'>): string =>
  `${formsBaseUrl ? `${trim(formsBaseUrl)}/forms` : formsFilesHost(input)}/${OLDER_EMBED_SCRIPT}`;
