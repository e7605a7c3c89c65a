/**
 * The players the video lightbox plays in: YouTube's, through its IFrame API (its script added on
 * the first open only), and Vimeo's iframe.
 */
import { YOUTUBE_API, type VideoSource } from '../../src/video-lightbox/video';

/** How long the player API may take to arrive. */
export const API_TIMEOUT = 10_000;

interface YouTubeApi {
  Player: new (element: HTMLElement, options: Record<string, unknown>) => { destroy?(): void };
}
export type YouTubeWindow = Window & { YT?: YouTubeApi; onYouTubeIframeAPIReady?: () => void };

let api: Promise<YouTubeApi> | undefined;

/** YouTube's player API, its script added on the first open only (and again after a failure). */
function youtubeApi(win: YouTubeWindow): Promise<YouTubeApi> {
  if (win.YT?.Player) return Promise.resolve(win.YT);
  api ??= new Promise<YouTubeApi>((resolve, reject) => {
    const previous = win.onYouTubeIframeAPIReady;
    const timer = setTimeout(() => reject(new Error('the YouTube player API did not arrive')), API_TIMEOUT);
    win.onYouTubeIframeAPIReady = () => {
      previous?.();
      clearTimeout(timer);
      if (win.YT?.Player) resolve(win.YT);
      else reject(new Error('the YouTube player API has no Player'));
    };
    const script = win.document.createElement('script');
    script.src = YOUTUBE_API;
    script.async = true;
    script.onerror = () => {
      clearTimeout(timer);
      script.remove();
      reject(new Error(`${YOUTUBE_API} did not load`));
    };
    win.document.head.append(script);
  });
  api.catch(() => (api = undefined));
  return api;
}

/** Puts the player in place of `slot`, titled `title`; returns how to stop it. */
export async function play(source: VideoSource, slot: HTMLElement, win: YouTubeWindow, title: string): Promise<() => void> {
  if (source.provider === 'youtube') {
    const YT = await youtubeApi(win);
    const player = new YT.Player(slot, { videoId: source.id, playerVars: { autoplay: 1, start: source.start, rel: 0 }, host: 'https://www.youtube-nocookie.com' });
    return () => player.destroy?.();
  }
  const frame = win.document.createElement('iframe');
  frame.src = `https://player.vimeo.com/video/${source.id}?autoplay=1`;
  frame.allow = 'autoplay; fullscreen; picture-in-picture';
  frame.title = title;
  slot.replaceWith(frame);
  return () => frame.remove();
}
