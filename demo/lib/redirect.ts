/**
 * Returns `target` if it is a same-origin path (`/…`, not `//…` nor `/\…`), otherwise `fallback`.
 * Used for every redirect whose target comes from the request.
 */
export function safeRedirectPath(target: unknown, fallback = '/'): string {
  if (typeof target !== 'string' || target === '') return fallback;
  if (!target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  if (/[\u0000-\u001f\\]/.test(target)) return fallback;
  return target;
}
