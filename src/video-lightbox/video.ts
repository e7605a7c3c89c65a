/**
 * Flatsome's video lightbox links (`a.open-video`), DOM-free: which player a link names.
 */
export type VideoSource = { provider: 'youtube'; id: string; start: number } | { provider: 'vimeo'; id: string };

/** YouTube's IFrame player API, loaded only when a video is opened. */
export const YOUTUBE_API = 'https://www.youtube.com/iframe_api';

const seconds = (t: string | null): number => {
  if (!t) return 0;
  const parts = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s?)?$/.exec(t);
  return parts ? Number(parts[1] ?? 0) * 3600 + Number(parts[2] ?? 0) * 60 + Number(parts[3] ?? 0) : 0;
};

/**
 * The video a link points at: YouTube (watch, youtu.be, embed and shorts URLs, with a start time)
 * or Vimeo; null for anything else, which then opens as a plain link.
 *
 * @example videoSource('https://youtu.be/dQw4w9WgXcQ?t=1m5s') // { provider: 'youtube', id: 'dQw4w9WgXcQ', start: 65 }
 */
export function videoSource(href: string): VideoSource | null {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  const id = (value: string | null | undefined) => (value && /^[\w-]{6,20}$/.test(value) ? value : null);
  if (host === 'youtube.com' || host === 'youtube-nocookie.com' || host === 'youtu.be') {
    const path = url.pathname.split('/').filter(Boolean);
    const found = host === 'youtu.be' ? id(path[0]) : path[0] === 'watch' ? id(url.searchParams.get('v')) : ['embed', 'shorts', 'live'].includes(path[0] ?? '') ? id(path[1]) : null;
    return found ? { provider: 'youtube', id: found, start: seconds(url.searchParams.get('t') ?? url.searchParams.get('start')) } : null;
  }
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const found = url.pathname.split('/').filter(Boolean).find((part) => /^\d{5,12}$/.test(part));
    return found ? { provider: 'vimeo', id: found } : null;
  }
  return null;
}
