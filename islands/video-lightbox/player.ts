import { createDisposer } from '../../src/events/index';
import { video as strings } from '../../src/i18n/catalogs/video';
import { videoSource, YOUTUBE_API, type VideoSource } from '../../src/shop/video';
import type { IslandModule } from '../../src/runtime/types';
import { $i18n, i18nReady } from '../../stores/i18n';

/** How long the closing dialog stays, fading, before it is removed (spec §9: 300 ms). */
export const REMOVAL_DELAY = 300;
/** How long the player API may take to arrive. */
export const API_TIMEOUT = 10_000;

interface YouTubeApi {
  Player: new (element: HTMLElement, options: Record<string, unknown>) => { destroy?(): void };
}
type YouTubeWindow = Window & { YT?: YouTubeApi; onYouTubeIframeAPIReady?: () => void };

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

/** Puts the player in `slot`; returns how to stop it. */
async function play(source: VideoSource, slot: HTMLElement, win: YouTubeWindow): Promise<() => void> {
  if (source.provider === 'youtube') {
    const YT = await youtubeApi(win);
    const player = new YT.Player(slot, { videoId: source.id, playerVars: { autoplay: 1, start: source.start, rel: 0 }, host: 'https://www.youtube-nocookie.com' });
    return () => player.destroy?.();
  }
  const frame = win.document.createElement('iframe');
  frame.src = `https://player.vimeo.com/video/${source.id}?autoplay=1`;
  frame.allow = 'autoplay; fullscreen; picture-in-picture';
  frame.title = $i18n.get().t('video.dialog');
  slot.replaceWith(frame);
  return () => frame.remove();
}

/**
 * Flatsome's video lightbox (`a.open-video` to a YouTube or Vimeo page): the video plays in a
 * modal dialog instead of sending the visitor away. YouTube's player API is loaded on the first
 * open only. Esc, the close button or the backdrop close it, the player stops, focus returns to
 * the link, and the dialog is removed 300 ms later. If the player cannot load, the dialog says so
 * and links to the video. Without JavaScript, or for other links, the link is a link.
 */
const videoLightbox: IslandModule = {
  mount(link) {
    const doc = link.ownerDocument;
    const win = doc.defaultView as YouTubeWindow | null;
    const href = link.getAttribute('href') ?? '';
    let source: VideoSource | null = null;
    try {
      source = videoSource(new URL(href, doc.baseURI).href);
    } catch {
      // not a URL: a plain link
    }
    if (!source || !win) return;
    const disposer = createDisposer();
    let open: HTMLDialogElement | undefined;

    const show = async () => {
      await i18nReady(strings);
      const { t } = $i18n.get();
      const dialog = doc.createElement('dialog');
      dialog.className = 'si-video-lightbox';
      dialog.setAttribute('aria-label', t('video.dialog'));
      const close = doc.createElement('button');
      close.type = 'button';
      close.className = 'si-video-lightbox__close';
      close.setAttribute('aria-label', t('video.close'));
      close.title = t('video.close');
      close.textContent = '×';
      const frame = doc.createElement('div');
      frame.className = 'si-video-lightbox__frame';
      const slot = doc.createElement('p');
      slot.className = 'si-video-lightbox__status';
      slot.setAttribute('role', 'status');
      slot.textContent = t('video.loading');
      frame.append(slot);
      dialog.append(close, frame);
      doc.body.append(dialog);
      open = dialog;
      let stop = () => {};
      close.addEventListener('click', () => dialog.close());
      dialog.addEventListener('click', (event) => event.target === dialog && dialog.close());
      dialog.addEventListener('close', () => {
        stop();
        open = undefined;
        dialog.classList.add('si-closing');
        link.focus();
        setTimeout(() => dialog.remove(), REMOVAL_DELAY);
      });
      dialog.showModal();
      close.focus();
      try {
        const player = doc.createElement('div');
        slot.after(player);
        stop = await play(source, player, win);
        slot.remove();
      } catch (error) {
        console.warn('[shop-islands] video-lightbox:', error);
        slot.textContent = `${t('video.failed')} `;
        const away = doc.createElement('a');
        away.href = href;
        away.target = '_blank';
        away.rel = 'noopener';
        away.textContent = t('video.watchElsewhere');
        slot.append(away);
      }
    };

    disposer.listen(link, 'click', (event) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      if (!open) void show();
    });
    return () => {
      disposer.dispose();
      open?.close();
    };
  },
};

export default videoLightbox;
