/**
 * The gallery's hover zoom, as WooCommerce's classic one (theme support `wc-product-gallery-zoom`:
 * jquery.zoom on each `.woocommerce-product-gallery__image`): while a mouse is over a slide whose
 * large image (`data-large_image`, `data-large_image_width`) is wider than the slide, that image
 * shows over the slide and follows the pointer. The gallery loads this on a mouse's first visit.
 *
 * It stays out of everyone's way: what it shows lets every pointer event through to the slide
 * (its link opens the lightbox, embla drags), the picture hides while a button is down and is
 * hidden from assistive technology (the slide's own image says it all), and the slide's image is
 * read each time, so a variation's picture swapped in is the one zoomed. Each large image is asked
 * for once: one that fails says so for 2500 ms, once, and is not asked for again.
 *
 * Plain DOM, not a component: its layer goes into whichever slide the pointer is on (markup the
 * gallery adopted from the server) and follows every pointer move, where a render per move would
 * only add work.
 */
import { prefersReducedMotion } from '../../src/dom/motion';
import { createDisposer, type Dispose } from '../../src/events/index';
import { ZOOM_ERROR_DURATION, ZOOM_FADE, ZOOM_NOTICE_DELAY, zoomOffset, zoomSize, zooms } from '../../src/gallery/zoom';
import { $i18n } from '../../stores/i18n';

/** Its strings, which the gallery loads with it: a product page does not need them before. */
export { lightbox as strings } from '../../src/i18n/catalogs/lightbox';

const SLIDE = '.woocommerce-product-gallery__image';

/** A large image, by its address: loading, there, or failed for good (`told`: the shopper was told). */
interface Picture {
  image: HTMLImageElement;
  state: 'loading' | 'loaded' | 'failed';
  told?: boolean;
}

/**
 * A box of no height, at the end of a slide, to position things in over the slide without
 * touching the slide's own styles (the theme's and embla's).
 */
function anchor(): HTMLElement {
  const element = document.createElement('div');
  Object.assign(element.style, { position: 'relative', height: '0', zIndex: '1', pointerEvents: 'none' });
  return element;
}

/**
 * Starts the zoom on a gallery (`.woocommerce-product-gallery`), from the pointer event that
 * brought it (its slide zooms at once). Returns what stops it and takes its elements out.
 *
 * @example disposer.add(startZoom(root, event));
 */
export function startZoom(root: HTMLElement, first?: PointerEvent): Dispose {
  const disposer = createDisposer();
  const t = (key: 'zoom.loading' | 'zoom.failed'): string => $i18n.get().t(key);
  const pictures = new Map<string, Picture>();

  // The zoomed picture's frame, over the slide, and the notice ("Loading image", or the error),
  // each in its own anchor, so an error stays on its slide while the pointer moves on.
  const layer = anchor();
  layer.className = 'si-zoom';
  const frame = document.createElement('div');
  frame.setAttribute('aria-hidden', 'true');
  Object.assign(frame.style, { position: 'absolute', left: '0', bottom: '0', overflow: 'hidden', opacity: '0' });
  layer.append(frame);
  const noticeAnchor = anchor();
  const notice = document.createElement('p');
  notice.className = 'si-zoom-notice';
  notice.setAttribute('role', 'status');
  Object.assign(notice.style, { position: 'absolute', left: '50%', bottom: '16px', transform: 'translateX(-50%)', margin: '0' });
  noticeAnchor.append(notice);

  /** The slide under the pointer, and the large image it zooms (`undefined`: none). */
  let slide: HTMLElement | undefined;
  let wanted: string | undefined;
  let shown: Picture | undefined;
  let pointer = { x: 0, y: 0 };
  let loadingTimer: ReturnType<typeof setTimeout> | undefined;
  let leaveTimer: ReturnType<typeof setTimeout> | undefined;
  let errorTimer: ReturnType<typeof setTimeout> | undefined;
  let erring = false;
  let stopped = false;

  const say = (text: string): void => {
    if (!text) return notice.replaceChildren();
    const words = document.createElement('span');
    words.textContent = text;
    Object.assign(words.style, {
      display: 'block',
      padding: '6px 12px',
      borderRadius: '4px',
      background: 'rgb(255 255 255 / 92%)',
      color: '#1f2933',
      fontSize: '14px',
      whiteSpace: 'nowrap',
      boxShadow: '0 1px 4px rgb(0 0 0 / 25%)',
    });
    notice.replaceChildren(words);
  };

  /** The error, on `target`, for 2500 ms, once per image. */
  const tell = (picture: Picture, target: HTMLElement): void => {
    picture.told = erring = true;
    clearTimeout(loadingTimer);
    clearTimeout(errorTimer);
    target.append(noticeAnchor);
    say(t('zoom.failed'));
    errorTimer = setTimeout(() => {
      erring = false;
      say('');
    }, ZOOM_ERROR_DURATION);
  };

  /** The slide's own image: its large file, if it zooms at the slide's width. */
  const largeImageOf = (target: HTMLElement): string | undefined => {
    const image = target.querySelector('img');
    const url = image?.getAttribute('data-large_image') || image?.getAttribute('data-src');
    return url && zooms(image!.getAttribute('data-large_image_width'), target.getBoundingClientRect().width) ? url : undefined;
  };

  const fade = (on: boolean): void => {
    const opacity = on ? '1' : '0';
    if (frame.style.opacity === opacity) return;
    frame.style.transition = prefersReducedMotion() ? 'none' : `opacity ${ZOOM_FADE}ms`;
    frame.style.opacity = opacity;
  };

  /** The frame over the slide, the picture where the pointer says. */
  const place = (): void => {
    if (!slide || !shown) return;
    const rect = slide.getBoundingClientRect();
    const own = slide.querySelector('img');
    const { image } = shown;
    const size = zoomSize({
      largeWidth: own?.getAttribute('data-large_image_width'),
      largeHeight: own?.getAttribute('data-large_image_height'),
      naturalWidth: image.naturalWidth,
      naturalHeight: image.naturalHeight,
    });
    const { left, top } = zoomOffset(pointer.x - rect.left, pointer.y - rect.top, rect, size);
    Object.assign(frame.style, { width: `${rect.width}px`, height: `${rect.height}px` });
    Object.assign(image.style, { width: `${size.width}px`, height: `${size.height}px`, transform: `translate(${left}px, ${top}px)` });
  };

  const show = (picture: Picture): void => {
    shown = picture;
    if (picture.image.parentElement !== frame) {
      frame.replaceChildren(picture.image);
      // Rounded as the slide's own picture is, where the theme rounds it.
      const own = slide?.querySelector('img');
      frame.style.borderRadius = own ? getComputedStyle(own).borderRadius : '';
    }
    place();
    fade(true);
  };

  const load = (url: string): Picture => {
    const image = document.createElement('img');
    const picture: Picture = { image, state: 'loading' };
    image.alt = '';
    image.decoding = 'async';
    Object.assign(image.style, { position: 'absolute', left: '0', top: '0', maxWidth: 'none', maxHeight: 'none', border: '0' });
    image.addEventListener('load', () => {
      if (stopped) return;
      picture.state = 'loaded';
      if (wanted !== url) return;
      clearTimeout(loadingTimer);
      if (!erring) say('');
      show(picture);
    });
    image.addEventListener('error', () => {
      if (stopped) return;
      picture.state = 'failed';
      if (wanted === url && slide) tell(picture, slide);
    });
    image.src = url;
    return picture;
  };

  /** The pointer is on `target` (a slide), or off the slides (`undefined`). */
  const enter = (target: HTMLElement | undefined): void => {
    const url = target && largeImageOf(target);
    if (target === slide && url === wanted) return;
    slide = target;
    wanted = url;
    shown = undefined;
    fade(false);
    // "Loading image" goes with the pointer; an error stays its 2500 ms.
    clearTimeout(loadingTimer);
    clearTimeout(leaveTimer);
    if (!erring) say('');
    // Off the slides, the layer leaves the page once faded: the slide is as the page made it.
    if (!target || !url) return void (leaveTimer = setTimeout(() => layer.remove(), ZOOM_FADE));
    target.append(layer);
    let picture = pictures.get(url);
    if (!picture) pictures.set(url, (picture = load(url)));
    if (picture.state === 'loaded') show(picture);
    else if (picture.state === 'failed') {
      if (!picture.told) tell(picture, target);
    } else if (!erring) {
      target.append(noticeAnchor);
      loadingTimer = setTimeout(() => say(t('zoom.loading')), ZOOM_NOTICE_DELAY);
    }
  };

  const slideOf = (event: Event): HTMLElement | undefined => {
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>(SLIDE) : null;
    return target && root.contains(target) ? target : undefined;
  };

  const follow = (event: PointerEvent): void => {
    if (event.pointerType === 'touch') return;
    pointer = { x: event.clientX, y: event.clientY };
    enter(slideOf(event));
    // A button down is a drag or a click: the slide's, not the zoom's.
    if (event.buttons) fade(false);
    else if (shown) show(shown);
  };

  disposer.listen(root, 'pointerover', follow, { passive: true });
  disposer.listen(root, 'pointermove', follow, { passive: true });
  disposer.listen(root, 'pointerdown', () => fade(false), { passive: true });
  disposer.listen<PointerEvent>(
    root,
    'pointerout',
    (event) => {
      if (!(event.relatedTarget instanceof Node && slide?.contains(event.relatedTarget))) enter(undefined);
    },
    { passive: true },
  );
  // The variations form swapped the first image (WooCommerce re-inits its zoom then): a pointer
  // resting on it zooms the new one.
  disposer.listen(root, 'woocommerce_gallery_init_zoom', () => {
    const target = slide;
    slide = undefined;
    enter(target);
    if (shown) show(shown);
  });
  disposer.add(() => {
    stopped = true;
    clearTimeout(loadingTimer);
    clearTimeout(leaveTimer);
    clearTimeout(errorTimer);
    layer.remove();
    noticeAnchor.remove();
  });

  if (first) follow(first);
  return disposer.dispose;
}
