/**
 * Fetches a form definition through an injected transport: the forms API first, then, when that
 * fails for a reason the API did not name, the static copy. Named refusals (not found, bot,
 * forbidden…) are final: the static copy would only show a form the server refuses to accept.
 */
import { EmbedError } from './errors';
import type { EmbedErrorCode } from './errors';
import { normalizeDefinition } from './normalize';
import type { NormalizeResult } from './normalize';
import { browserBeacon, createReporting } from '../submit/reporting';
import type { Beacon } from '../submit/reporting';
import { definitionUrl, fallbackUrl, formsHost, staticBaseUrl, trim } from './url';
import type { DefinitionUrlInput } from './url';

export interface TransportRequest {
  url: string;
  method: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

export interface TransportResponse {
  status: number;
  /** A plain map, or `fetch`'s own `Headers` (anything with `get`). */
  headers: Record<string, string> | { get(name: string): string | null };
  text: string;
}

/** Sends one request; rejects only when no answer came (network error, abort…). */
export type Transport = (request: TransportRequest) => Promise<TransportResponse>;

/** Analytics events of a definition load, in the order they can fire. */
export const DEFINITION_EVENTS = {
  success: 'definition-fetch-success',
  fallbackSuccess: 'fallback-definition-fetch-success',
  fetchError: 'definition-fetch-error',
  renderError: 'render-error',
} as const;

export interface LoadInput extends DefinitionUrlInput {
  transport: Transport;
  track?: ((event: string, data?: Record<string, unknown>) => void) | undefined;
  /** Replaces the static host of the fallback copy (by default the configured forms host's, see `staticBaseUrl`). */
  staticBaseUrl?: string | undefined;
  /**
   * Sends the counters and error reports (spec §7) to the forms host: the browser's image and
   * `sendBeacon` by default.
   */
  beacon?: Beacon | undefined;
  /** The visitor's browser, for error reports. */
  userAgent?: string | undefined;
  /**
   * The request for `definitionUrl(input)`, already under way: a caller that loads this module on
   * demand starts the request first, so the two travel together.
   */
  started?: Promise<TransportResponse> | undefined;
}

export interface LoadResult extends NormalizeResult {
  /** The hublet region the API answered from (`x-hs-hublet`), if it said. */
  hublet?: string;
  /**
   * The visitor's country (ISO 3166 alpha-2, upper case), when the forms host names it in
   * `x-visitor-country` (the demo store's backend does, from its edge's geolocation header): the
   * captcha script comes from reCAPTCHA's alternate host for CN (spec §7).
   */
  country?: string;
  /** True when the definition came from the static fallback copy. */
  fallback: boolean;
}

/**
 * [status, code, the text the body must contain, case aside: the code itself when not given, '' for
 * any]; the first match wins.
 */
const CLASSIFIED: [number, EmbedErrorCode, string?][] = [
  [404, 'DEFINITION_NOT_FOUND', ''],
  [400, 'INVALID_FORM_GUID', 'form guid'],
  [400, 'NON_EMBEDDABLE_FORM', 'you cannot embed this type of form'],
  [400, 'IP_ADDRESS_IS_PROBABLY_A_BOT'],
  [400, 'SUBMISSION_PERIOD_ENDED'],
  [429, 'RATE_LIMIT_EXCEEDED'],
  [403, 'NON_EMBEDDABLE_EDITOR2_FORM', 'not an embed version 2 or 3 form'],
  [403, 'FORBIDDEN', ''],
];

/**
 * The error code a definition answer names (spec §8), or undefined when it names none.
 *
 * @example classifyDefinitionError(400, '{"message":"Invalid form guid"}') // 'INVALID_FORM_GUID'
 */
export const classifyDefinitionError = (status: number, body: string): EmbedErrorCode | undefined =>
  CLASSIFIED.find(([s, code, text = code]) => s === status && body.toLowerCase().includes(text.toLowerCase()))?.[1];

const header = (headers: TransportResponse['headers'], name: string): string | undefined => {
  if (typeof headers.get === 'function') return headers.get(name) ?? undefined;
  for (const [key, value] of Object.entries(headers)) if (key.toLowerCase() === name) return value;
};

/** One GET; a definition or the reason there is none (status 0: no answer or no usable JSON). */
async function get(transport: Transport, url: string, started?: Promise<TransportResponse>): Promise<TransportResponse & { json?: object }> {
  try {
    const response = await (started ?? transport({ url, method: 'GET' }));
    if (response.status >= 200 && response.status < 300) {
      const json: unknown = JSON.parse(response.text);
      if (typeof json === 'object' && json) return { ...response, json };
    }
    return response;
  } catch {
    return { status: 0, headers: {}, text: '' };
  }
}

/** What the counters and error reports of a definition load need to know (spec §7). */
export type ReportingInput = Pick<LoadInput, 'portalId' | 'formId' | 'version' | 'formsBaseUrl' | 'region' | 'env' | 'track' | 'beacon' | 'pageUrl' | 'userAgent'>;

/**
 * The counters and error reports of one form's definition (spec §7), sent to the forms host the
 * page configured, else the region's: `track` counts an event (and tells the page's analytics
 * hook), `renderError` counts and reports a render error (spec §4) and returns it, `counters`
 * sends what was counted when flushed.
 */
function definitionReporting(input: ReportingInput) {
  const counters = createReporting({
    host: trim(input.formsBaseUrl || formsHost(input)),
    app: 'forms-embed',
    version: input.version,
    beacon: input.beacon ?? browserBeacon,
    region: input.region || 'na1',
    formId: input.formId,
    portalId: input.portalId,
    page: { url: input.pageUrl ?? '', userAgent: input.userAgent ?? (typeof navigator === 'undefined' ? '' : navigator.userAgent) },
  });
  // A throwing analytics hook must not turn a loaded form into a failed one.
  const track = (event: string, data?: Record<string, unknown>) => {
    counters.count(event);
    try {
      input.track?.(event, data);
    } catch {
      // swallowed on purpose
    }
  };
  const renderError = (data: { code: EmbedErrorCode } & Record<string, unknown>, status?: number): EmbedError => {
    track(DEFINITION_EVENTS.renderError, data);
    const error = new EmbedError(data.code, `Form definition failed to load: ${data.code}`, status);
    // Named per form: a page reports each distinct message once, and two forms are two messages.
    counters.report(new EmbedError(data.code, `${error.message} (form ${input.portalId}/${input.formId})`, status), 'definition', { ...data, status });
    return error;
  };
  return { counters, track, renderError };
}

/**
 * Reports, as a definition load reports its render errors (spec §7: a counter and an error report
 * to the forms host), a form that could not be shown after its definition was refused: what the
 * older embed script could not show (`data` says why).
 *
 * @example reportRenderError({ portalId, formId, version, formsBaseUrl }, 'NON_EMBEDDABLE_EDITOR2_FORM', 403, { script })
 */
export function reportRenderError(input: ReportingInput, code: EmbedErrorCode, status?: number, data: Record<string, unknown> = {}): EmbedError {
  const { counters, renderError } = definitionReporting(input);
  const error = renderError({ ...data, code }, status);
  counters.flush();
  return error;
}

/**
 * Loads and normalises a form definition, tagging analytics through `track`.
 * Rejects with an `EmbedError`: a classified code, or FALLBACK_DEFINITION_FAILURE when the static
 * copy failed too. Each is counted and reported, but a form of another embed version
 * (NON_EMBEDDABLE_EDITOR2_FORM): its caller tries the older embed script first.
 *
 * @example
 * const { form, hublet } = await loadDefinition({
 *   portalId: '62515', formId: 'f7198c7b-8ecd-43bd-ab42-4d2f35f3c9cf', version: '1.0',
 *   transport: (r) => fetch(r.url).then(async (res) => ({ status: res.status, headers: res.headers, text: await res.text() })),
 *   track: (event, data) => analytics.push(event, data),
 * });
 */
export async function loadDefinition(input: LoadInput): Promise<LoadResult> {
  const { transport } = input;
  const { counters, track, renderError } = definitionReporting(input);
  const fail = (code: EmbedErrorCode, status?: number): never => {
    track(DEFINITION_EVENTS.fetchError, { code, status });
    // A form of another embed version is not lost yet: the caller hands it to the older embed
    // script, and reports it (reportRenderError) only if that cannot show it either.
    const error = code === 'NON_EMBEDDABLE_EDITOR2_FORM' ? new EmbedError(code, `Form definition refused to this embed: ${code}`, status) : renderError({ code }, status);
    counters.flush();
    throw error;
  };
  let response = await get(transport, definitionUrl(input), input.started);
  const fallback = !response.json;
  if (fallback) {
    const code = classifyDefinitionError(response.status, response.text);
    if (code) return fail(code, response.status);
    renderError({ code: 'DEFINITION_FAILURE', status: response.status }, response.status);
    response = await get(transport, fallbackUrl({ ...input, staticBaseUrl: input.staticBaseUrl || staticBaseUrl(input) }));
    if (!response.json) return fail('FALLBACK_DEFINITION_FAILURE', response.status);
  }
  const result = normalizeDefinition(response.json);
  // The static copy is stamped with its write date: that stamp, not the path taken, marks a
  // fallback definition in analytics.
  track(result.form.definitionS3WriteDate ? DEFINITION_EVENTS.fallbackSuccess : DEFINITION_EVENTS.success);
  counters.flush();
  const hublet = header(response.headers, 'x-hs-hublet');
  const country = header(response.headers, 'x-visitor-country')?.trim().toUpperCase();
  return { ...result, ...(hublet && { hublet }), ...(country && /^[A-Z]{2}$/.test(country) && { country }), fallback };
}
