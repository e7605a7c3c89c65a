/**
 * Signup links (spec §2): an anchor marked with a signup type gets the signup URL of its flow.
 * Pure string building; the page glue (`islands/form-embed/embed/signup-links.ts`) reads the
 * anchors and writes the hrefs.
 *
 * URL shape, as HubSpot's public links show it: `https://app.hubspot.com/signup-hubspot/{flow}`
 * (e.g. `/signup-hubspot/crm`, `/signup-hubspot/marketing`, `/signup-hubspot/trial?trialId=4`).
 * The integration flows share one path, `/signup-hubspot/integrations?integration={name}`.
 */

/** The flows of spec §2, each its own path segment. `crm` is the default. */
export const SIGNUP_FLOWS = [
  'academy',
  'academy-embedded',
  'asset-provider',
  'classroom-training',
  'cms-developers',
  'cms-free',
  'crm',
  'developers',
  'directory-listing',
  'fb-crm',
  'integrations',
  'marketing',
  'purchase',
  'sales',
  'service',
  'solutions-provider',
  'trial',
  'microapp',
  'commerce',
  // The spec names these two only as "a partner and a startup flow"; spelt here as the path segment.
  'partner',
  'startup',
] as const;
export type SignupFlow = (typeof SIGNUP_FLOWS)[number];

/** Signup types that are integrations: they go to the `integrations` flow, named in its query. */
export const SIGNUP_INTEGRATIONS = ['wordpress', 'wpforms', 'shopify', 'typeform', 'shopify-embedded', 'google-workspace-app'] as const;
export type SignupIntegration = (typeof SIGNUP_INTEGRATIONS)[number];

/** The data attribute (lower case, as `dataset` names it) each flow cannot go without. */
export type RequiredSignupParam = 'integration' | 'microapp' | 'trialid';

/** For a flow with a required parameter: its data attribute and its query name in the URL. */
const REQUIRED: Partial<Record<SignupFlow, { param: RequiredSignupParam; query: string }>> = {
  integrations: { param: 'integration', query: 'integration' },
  microapp: { param: 'microapp', query: 'microapp' },
  // HubSpot's trial links spell it trialId (`/signup-hubspot/trial?trialId=4`).
  trial: { param: 'trialid', query: 'trialId' },
};

export const DEFAULT_SIGNUP_FLOW: SignupFlow = 'crm';
export const DEFAULT_SIGNUP_BASE = 'https://app.hubspot.com';

export interface SignupLinkInput {
  /** The anchor's signup type (`data-signup-type`); empty or absent means the default flow. */
  type?: string | null;
  /** The anchor's data attributes by `dataset` name (`data-trialid="4"` → `{ trialid: '4' }`). */
  data?: Readonly<Record<string, string | undefined>>;
  /**
   * The anchor's current href: its query (utm, hubs_… parameters the site owner put there) is kept,
   * and a required parameter may come from it instead of a data attribute.
   */
  href?: string | null;
  /** The signup host; HubSpot's by default. */
  base?: string;
}

export type SignupLinkResult =
  | {
      ok: true;
      url: string;
      flow: SignupFlow;
      /** The type as written, when it named no flow and the default flow was used instead. */
      unknownType?: string;
    }
  | { ok: false; flow: SignupFlow; missing: RequiredSignupParam };

const isFlow = (s: string): s is SignupFlow => (SIGNUP_FLOWS as readonly string[]).includes(s);
const isIntegration = (s: string): s is SignupIntegration => (SIGNUP_INTEGRATIONS as readonly string[]).includes(s);

/** The query of an href (what follows its first `?`, up to a `#`), or none. */
const queryOf = (href: string | null | undefined): URLSearchParams => new URLSearchParams(/\?([^#]*)/.exec(href ?? '')?.[1]);

/**
 * The signup URL for an anchor's signup type, or which required parameter it lacks.
 *
 * @example
 * signupUrl({ type: 'wordpress' })
 * // { ok: true, flow: 'integrations', url: 'https://app.hubspot.com/signup-hubspot/integrations?integration=wordpress' }
 * signupUrl({ type: 'trial', data: { trialid: '4' } }).url // '…/signup-hubspot/trial?trialId=4'
 * signupUrl({ type: 'microapp' }) // { ok: false, flow: 'microapp', missing: 'microapp' }
 */
export function signupUrl(input: SignupLinkInput): SignupLinkResult {
  const type = (input.type ?? '').trim().toLowerCase();
  const integration = isIntegration(type) ? type : undefined;
  const flow: SignupFlow = integration ? 'integrations' : isFlow(type) ? type : DEFAULT_SIGNUP_FLOW;
  const kept = queryOf(input.href);
  const query = new URLSearchParams();

  const required = REQUIRED[flow];
  if (required) {
    const value = (integration ?? input.data?.[required.param] ?? kept.get(required.query) ?? kept.get(required.param) ?? '').trim();
    if (!value) return { ok: false, flow, missing: required.param };
    query.set(required.query, value);
    kept.delete(required.query);
    kept.delete(required.param);
  }
  for (const [key, value] of kept) query.append(key, value);

  const base = (input.base ?? DEFAULT_SIGNUP_BASE).replace(/\/+$/, '');
  const search = query.toString();
  const url = `${base}/signup-hubspot/${flow}${search ? '?' + search : ''}`;
  return type && !integration && !isFlow(type) ? { ok: true, url, flow, unknownType: type } : { ok: true, url, flow };
}
