/**
 * The origin of a window's document. `window.origin`, not `location.origin`: a shell written into
 * `about:blank` inherits its page's origin, while its location reads `about:blank` (origin 'null').
 * Falls back to the location for environments without `window.origin`.
 *
 * @example originOf(frame.contentWindow) // 'https://shop.vn' for a same-origin shell
 */
export function originOf(win: Window): string {
  const own = (win as { origin?: unknown }).origin;
  return typeof own === 'string' ? own : win.location.origin;
}

/**
 * The origin a URL is served from, resolved against `base`; 'null' when it has none (never
 * accepted as a sender, see isExpectedOrigin).
 *
 * @example originOfUrl('/embedded-viral-link/forms', 'https://app.hubspot.com/x') // 'https://app.hubspot.com'
 */
export function originOfUrl(url: string, base?: string): string {
  try {
    return new URL(url, base).origin;
  } catch {
    return 'null';
  }
}
