/**
 * WordPress's embed messages (`wp-embed`): a post embedded from another WordPress site runs in an
 * iframe carrying a secret (`data-secret`), and asks its host page for a height, or to follow a
 * link, with `postMessage({ secret, message, value })`. DOM-free reading of those messages.
 */

/** The height an embed may ask for, in px (spec §9). */
export const EMBED_MIN_HEIGHT = 200;
export const EMBED_MAX_HEIGHT = 1000;

export type EmbedMessage = { secret: string; message: 'height'; height: number } | { secret: string; message: 'link'; url: string };

/**
 * The message an embed sent, or null for anything else (another script's messages, a malformed
 * one). A height is clamped to 200–1000 px, as WordPress does; a link must be an http(s) URL.
 *
 * @example readEmbedMessage({ secret: 'aB3', message: 'height', value: '1800' }) // { …, height: 1000 }
 */
export function readEmbedMessage(data: unknown): EmbedMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const { secret, message, value } = data as Record<string, unknown>;
  if (typeof secret !== 'string' || !/^[A-Za-z0-9]{1,64}$/.test(secret)) return null;
  if (message === 'height') {
    const n = typeof value === 'number' ? value : typeof value === 'string' ? parseInt(value, 10) : NaN;
    if (!Number.isFinite(n)) return null;
    return { secret, message, height: Math.min(EMBED_MAX_HEIGHT, Math.max(EMBED_MIN_HEIGHT, Math.round(n))) };
  }
  if (message === 'link' && typeof value === 'string') {
    try {
      const url = new URL(value);
      return /^https?:$/.test(url.protocol) ? { secret, message, url: url.href } : null;
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * Whether an embed may send the page to `url`: only to a page of the site it was embedded from
 * (WordPress's rule: the same host as the iframe's source).
 *
 * @example linkAllowed('https://blog.example/post/', 'https://blog.example/embed/') // true
 */
export function linkAllowed(url: string, frameSrc: string): boolean {
  try {
    return new URL(url).host === new URL(frameSrc).host;
  } catch {
    return false;
  }
}
