/**
 * Form ids as site owners paste them, read as HubSpot's API wants them: a module of its own, so
 * the embed's auto-mount can check a container's id without the rest of the option checks.
 */

// Braces and hyphens are both optional in what owners paste; the API wants the canonical form.
const GUID = /^\{?([\da-f]{8})-?([\da-f]{4})-?([\da-f]{4})-?([\da-f]{4})-?([\da-f]{12})\}?$/i;

/**
 * A formId in canonical (hyphenated, lower-case) form, or undefined when it is not a GUID.
 *
 * @example normalizeFormId('{F7198C7B8ECD43BDAB424D2F35F3C9CF}') // 'f7198c7b-8ecd-43bd-ab42-4d2f35f3c9cf'
 */
export function normalizeFormId(formId: unknown): string | undefined {
  const s = typeof formId === 'string' ? formId.trim() : '';
  const m = GUID.exec(s);
  // Braces come in pairs; a lone one is a paste error, not a GUID.
  if (m && s.startsWith('{') === s.endsWith('}')) return m.slice(1).join('-').toLowerCase();
}

