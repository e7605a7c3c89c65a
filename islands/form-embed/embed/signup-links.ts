/**
 * Signup links on the page (spec §2): every `a[data-signup-type]` gets the signup URL of its flow.
 */
import { signupUrl } from '../../../src/forms/embed/signup';

/** Anchors marked with a signup type; the flow's required parameter is `data-integration`, `data-microapp` or `data-trialid`. */
export const SIGNUP_LINK_SELECTOR = 'a[data-signup-type]';

export interface SignupLinkOptions {
  /** The signup host (HubSpot's by default). */
  base?: string;
  logger?: { warn(...args: unknown[]): void };
}

/**
 * Rewrites the href of every signup anchor in `root` (itself included). An anchor whose flow
 * lacks its required parameter keeps its href, with a warning; an unknown type goes to the
 * default (crm) flow, with a warning. Running it again changes nothing. Returns how many anchors
 * were rewritten.
 *
 * @example
 * // <a data-signup-type="trial" data-trialid="4" href="https://www.hubspot.com/?utm_source=shop">
 * rewriteSignupLinks(document); // href → https://app.hubspot.com/signup-hubspot/trial?trialId=4&utm_source=shop
 */
export function rewriteSignupLinks(root: ParentNode, { base, logger = console }: SignupLinkOptions = {}): number {
  const anchors = [...root.querySelectorAll<HTMLAnchorElement>(SIGNUP_LINK_SELECTOR)];
  if (root instanceof Element && root.matches(SIGNUP_LINK_SELECTOR)) anchors.unshift(root as HTMLAnchorElement);
  let rewritten = 0;
  for (const anchor of anchors) {
    const result = signupUrl({ type: anchor.dataset.signupType, data: { ...anchor.dataset }, href: anchor.getAttribute('href'), base });
    if (!result.ok) {
      logger.warn(`[forms] signup link of the ${result.flow} flow needs data-${result.missing}; left as it is`, anchor);
      continue;
    }
    if (result.unknownType) logger.warn(`[forms] unknown signup type '${result.unknownType}'; using the ${result.flow} flow`, anchor);
    anchor.setAttribute('href', result.url);
    rewritten++;
  }
  return rewritten;
}
