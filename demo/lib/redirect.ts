/**
 * Returns `target` if it is a same-origin path (`/…`, not `//…` nor `/\…`), otherwise `fallback`.
 * Used for every redirect whose target comes from the request.
 */
export function safeRedirectPath(target: unknown, fallback = '/'): string {
  if (typeof target !== 'string' || target === '') return fallback;
  if (!target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  if (/[\u0000-\u001f\\]/.test(target)) return fallback;
  // A Location header carries ASCII only: anything else is sent percent-encoded.
  return target.replace(/[^\u0020-\u007e]+/g, (text) => encodeURIComponent(text));
}
