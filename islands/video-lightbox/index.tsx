import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { createDisposer } from '../../src/events/index';
import { video as strings } from '../../src/i18n/catalogs/video';
import type { IslandContext } from '../../src/runtime/types';
import { videoSource, type VideoSource } from '../../src/video-lightbox/video';
import { $i18n } from '../../stores/i18n';
import { useStore } from '../../stores/use-store';
import { KeptContent, readKept, reactIsland, type Kept } from '../react-island';
import { play, type YouTubeWindow } from './player';

/** How long the closing dialog stays, fading, before it is removed (spec §9: 300 ms). */
export const REMOVAL_DELAY = 300;

let opened = 0;

interface LightboxProps {
  link: HTMLAnchorElement;
  href: string;
  source: VideoSource;
  kept: Kept[];
}

/** The dialog: the player (or why it cannot play, and a link to the video), and a close button. */
function Dialog({ link, href, source, onGone }: Omit<LightboxProps, 'kept'> & { onGone(): void }): ReactNode {
  const { t } = useStore($i18n);
  const dialog = useRef<HTMLDialogElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  const stop = useRef<() => void>(() => {});
  const [status, setStatus] = useState<'loading' | 'playing' | 'failed'>('loading');
  const [closing, setClosing] = useState(false);

  useLayoutEffect(() => {
    dialog.current?.showModal();
    close.current?.focus();
  }, []);
  useEffect(() => {
    const win = link.ownerDocument.defaultView as YouTubeWindow | null;
    if (!win || !frame.current) return undefined;
    let gone = false;
    // The player's own element: the player takes its place, out of the component's hands.
    const slot = win.document.createElement('div');
    frame.current.append(slot);
    play(source, slot, win, $i18n.get().t('video.dialog')).then(
      (stopPlayer) => {
        if (gone) return stopPlayer();
        stop.current = stopPlayer;
        setStatus('playing');
      },
      (error: unknown) => {
        console.warn('[shop-islands] video-lightbox:', error);
        if (!gone) setStatus('failed');
      },
    );
    return () => {
      gone = true;
      stop.current();
    };
  }, [link, source]);

  const onClose = (): void => {
    stop.current();
    stop.current = () => {};
    setClosing(true);
    link.focus();
    setTimeout(onGone, REMOVAL_DELAY);
  };
  return (
    <dialog
      ref={dialog}
      className={closing ? 'si-video-lightbox si-closing' : 'si-video-lightbox'}
      aria-label={t('video.dialog')}
      onClose={onClose}
      onClick={(event) => event.target === dialog.current && dialog.current?.close()}
    >
      <button ref={close} type="button" className="si-video-lightbox__close" aria-label={t('video.close')} title={t('video.close')} onClick={() => dialog.current?.close()}>
        ×
      </button>
      <div ref={frame} className="si-video-lightbox__frame">
        {status === 'loading' && (
          <p className="si-video-lightbox__status" role="status">
            {t('video.loading')}
          </p>
        )}
        {status === 'failed' && (
          <p className="si-video-lightbox__status" role="status">
            {t('video.failed')}{' '}
            <a href={href} target="_blank" rel="noopener">
              {t('video.watchElsewhere')}
            </a>
          </p>
        )}
      </div>
    </dialog>
  );
}

/**
 * Flatsome's video lightbox (`a.open-video` to a YouTube or Vimeo page): the video plays in a
 * modal dialog, rendered at the end of the page, instead of sending the visitor away; the link's
 * own content stays as it is. YouTube's player API is loaded on the first open only. Esc, the
 * close button or the backdrop close it, the player stops, focus returns to the link, and the
 * dialog is removed 300 ms later. If the player cannot load, the dialog says so and links to the
 * video. Without JavaScript, or for other links, the link is a link.
 */
function VideoLightbox({ link, href, source, kept }: LightboxProps & { context: IslandContext }): ReactNode {
  /** Each open is a new dialog (a number), until it is gone. */
  const [open, setOpen] = useState(0);

  useLayoutEffect(() => {
    const listeners = createDisposer();
    listeners.listen<MouseEvent>(link, 'click', (event) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      setOpen((current) => current || ++opened);
    });
    return listeners.dispose;
  }, [link]);

  return (
    <>
      <KeptContent kept={kept} />
      {open > 0 && createPortal(<Dialog key={open} link={link} href={href} source={source} onGone={() => setOpen(0)} />, link.ownerDocument.body)}
    </>
  );
}

/** The link's video, and its content as it is (its elements' attributes and inner markup kept for hydration). */
function read(link: HTMLElement): LightboxProps | undefined {
  const href = link.getAttribute('href') ?? '';
  let source: VideoSource | null = null;
  try {
    source = videoSource(new URL(href, link.ownerDocument.baseURI).href);
  } catch {
    // not a URL: a plain link
  }
  if (!source || link.localName !== 'a') return undefined;
  const kept = readKept(link);
  return { link: link as HTMLAnchorElement, href, source, kept };
}

export default reactIsland(VideoLightbox, [strings], read);
