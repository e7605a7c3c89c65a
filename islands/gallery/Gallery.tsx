/**
 * WooCommerce's product gallery (`.woocommerce-product-gallery`), hydrated where it stands: the
 * server's scroll-snap slider and in-page thumbnail links keep working, and gain the current
 * thumbnail (`aria-current`), arrow keys, a return to the first slide when a variation changes
 * the picture, drag and swipe (./Slider, embla on first touch), the lightbox (PhotoSwipe, on first
 * open) and the hover zoom (./zoom, on a mouse's first visit).
 *
 * The gallery renders its own markup again (./markup) with what it manages: the slider's and the
 * slides' names, one slide link in the tab order, and the thumbnails WooCommerce's markup lacks.
 * The element itself, and Flatsome's thumbnails beside it, are not its to render: it listens on
 * and marks those in layout effects, so everything is in place before the first paint after
 * hydration. Pictures are read from the page when used, never kept: the variations form swaps
 * the first one in place (src/gallery/image-swap.ts).
 */
import { useLayoutEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { prefersReducedMotion } from '../../src/dom/motion';
import { createDisposer } from '../../src/events/index';
import { nearestSlide, slideForKey } from '../../src/gallery/gallery';
import { $config } from '../../stores/config';
import { $i18n, i18nReady } from '../../stores/i18n';
import { useStore } from '../../stores/use-store';
import { readMarkup, renderMarkup, type Markup } from './markup';
import type { SliderApi, SliderProps } from './Slider';

const SLIDES = ':scope > .woocommerce-product-gallery__image, :scope > .woocommerce-product-gallery__image--placeholder';
/** How long the native slider must be still before embla takes over from it. */
const SETTLE = 150;

/** A thumbnail the gallery makes: a slide's `data-thumb` and `data-thumb-alt`. */
export interface Thumbnail {
  src: string;
  alt: string;
}

export interface GalleryProps {
  /** `.woocommerce-product-gallery`, where the island listens. */
  root: HTMLElement;
  /** Its children as the server rendered them. */
  markup: Markup[];
  /** The `__wrapper` that scrolls, and its slides. */
  track: HTMLElement | undefined;
  slides: HTMLElement[];
  /** The page's own thumbnails, one per slide: Flatsome's beside the gallery, or a list inside it. */
  thumbs: HTMLElement[];
  /** The thumbnails to make, on WooCommerce's own markup (whose flexslider made them): none otherwise. */
  made: Thumbnail[];
}

/**
 * The gallery's props from its markup. Flatsome renders the thumbnails beside the gallery,
 * WooCommerce's flexslider inside it; WooCommerce's own markup, whose flexslider this island
 * replaces, has none, and gets them from each slide's `data-thumb` when every slide has one.
 */
export function readGallery(root: HTMLElement): GalleryProps {
  const track = root.querySelector<HTMLElement>('.woocommerce-product-gallery__wrapper') ?? undefined;
  const slides = track ? Array.from(track.querySelectorAll<HTMLElement>(SLIDES)) : [];
  const own = root.parentElement?.querySelector(':scope > .product-thumbnails') ?? root.querySelector('.product-thumbnails, .flex-control-nav');
  const made = !own && slides.length > 1 && slides.every((slide) => slide.dataset['thumb']);
  return {
    root,
    markup: readMarkup(root),
    track,
    slides,
    thumbs: Array.from(own?.querySelectorAll<HTMLElement>('a, button, li > img') ?? []).slice(0, slides.length),
    made: made ? slides.map((slide) => ({ src: slide.dataset['thumb']!, alt: slide.dataset['thumbAlt'] ?? '' })) : [],
  };
}

/**
 * The file a slide's lightbox shows, as src/gallery/lightbox.ts chooses it: WooCommerce's large
 * image, else the slide's link. Read when clicked: a variation may have swapped it since.
 */
const fileOf = (slide: Element): string | null | undefined =>
  slide.querySelector('img')?.getAttribute('data-large_image') || slide.querySelector('a')?.getAttribute('href');

export function Gallery({ root, markup, track, slides, thumbs, made }: GalleryProps): ReactNode {
  const { t } = useStore($i18n);
  const { rtl, gallery } = useStore($config);
  const count = slides.length;
  const several = !!track && count > 1;
  const links = slides.map((slide) => slide.querySelector<HTMLElement>('a'));
  /** Hydration adopts the markup as it is: what the island adds comes with the next render. */
  const [ready, setReady] = useState(false);
  const [current, setCurrent] = useState(0);
  const [slider, setSlider] = useState<{ Slider: ComponentType<SliderProps> }>();
  // What the listeners below read: they are added once, with the first render's functions.
  const at = useRef(0);
  const api = useRef<SliderApi>();

  const show = (index: number): void => {
    at.current = index;
    setCurrent(index);
  };
  const goTo = (index: number, focus = false): void => {
    const target = Math.min(count - 1, Math.max(0, index));
    if (api.current) api.current.scrollTo(target, prefersReducedMotion());
    else track?.scrollBy({ left: slides[target]!.getBoundingClientRect().left - track.getBoundingClientRect().left, behavior: 'auto' });
    show(target);
    if (focus) links[target]?.focus({ preventScroll: true });
  };
  // As the in-page link did without JavaScript, a thumbnail brings its picture into view: into
  // the slider, and the slider into the window if it is not all there.
  const choose = (index: number): void => {
    goTo(index);
    root.scrollIntoView?.({ block: 'nearest', behavior: prefersReducedMotion() ? 'instant' : 'smooth' });
  };

  useLayoutEffect(() => {
    // WooCommerce hides its gallery until its own script has run; that script is this one now.
    if (root.style.opacity === '0') root.style.opacity = '1';
    setReady(true);
  }, []);

  // The page's own thumbnails: Flatsome's are links without a destination, so buttons the
  // keyboard reaches; each named by its picture, else by its place.
  useLayoutEffect(() => {
    if (!several) return;
    const disposer = createDisposer();
    const set = (element: Element, name: string, value: string): void => {
      const original = element.getAttribute(name);
      element.setAttribute(name, value);
      disposer.add(() => (original === null ? element.removeAttribute(name) : element.setAttribute(name, original)));
    };
    thumbs.forEach((thumb, i) => {
      if (!thumb.hasAttribute('href') && thumb.localName !== 'button') {
        set(thumb, 'role', 'button');
        set(thumb, 'tabindex', '0');
      }
      const named = thumb.textContent?.trim() || thumb.querySelector('img[alt]:not([alt=""])') || thumb.getAttribute('alt');
      if (!named) set(thumb, 'aria-label', t('gallery.image', { index: i + 1 }));
      disposer.listen(thumb, 'click', (event) => {
        event.preventDefault();
        choose(i);
      });
      disposer.listen<KeyboardEvent>(thumb, 'keydown', (event) => {
        if (thumb.getAttribute('role') !== 'button' || (event.key !== 'Enter' && event.key !== ' ')) return;
        event.preventDefault();
        choose(i);
      });
    });
    return disposer.dispose;
  }, []);

  useLayoutEffect(() => {
    const thumb = several ? thumbs[current] : undefined;
    thumb?.setAttribute('aria-current', 'true');
    return () => thumb?.removeAttribute('aria-current');
  }, [current]);

  // Keys, the native slider's swipes, embla's arrival, and the variations form's reset.
  useLayoutEffect(() => {
    if (!several || !track) return;
    const disposer = createDisposer();
    disposer.listen<KeyboardEvent>(root, 'keydown', (event) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      const index = slideForKey(event.key, at.current, count, $config.get().rtl);
      if (index === undefined) return;
      event.preventDefault();
      goTo(index, root.contains(document.activeElement));
    });

    // The native slider: the current slide follows a swipe once the scroll is still.
    let lastScroll = 0;
    let idle: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    disposer.add(() => {
      stopped = true;
      clearTimeout(idle);
    });
    disposer.listen(
      track,
      'scroll',
      () => {
        lastScroll = performance.now();
        clearTimeout(idle);
        idle = setTimeout(() => {
          if (!api.current) show(nearestSlide(slides.map((slide) => slide.getBoundingClientRect().left - track.getBoundingClientRect().left)));
        }, SETTLE);
      },
      { passive: true },
    );

    // embla, on the first pointer or touch: taking over once no finger or button is down and the
    // native scroll has stopped, so a gesture under way is never cut.
    let pressed = false;
    let starting = false;
    const release = (): void => void (pressed = false);
    disposer.listen(root, 'pointerdown', () => void (pressed = true), { passive: true });
    for (const type of ['pointerup', 'pointercancel', 'touchend']) disposer.listen(window, type, release, { passive: true });
    const takeOver = async (): Promise<void> => {
      if (starting) return;
      starting = true;
      try {
        const { Slider } = await import('./Slider');
        await new Promise<void>((resolve) => {
          const check = (): void => {
            if (stopped || (!pressed && performance.now() - lastScroll >= SETTLE)) resolve();
            else setTimeout(check, 50);
          };
          check();
        });
        if (stopped) return;
        clearTimeout(idle);
        setSlider({ Slider });
      } catch (error) {
        // The native slider stays: still a slider, without mouse drag.
        console.error('[shop-islands] the gallery slider failed to load', error);
      }
    };
    for (const type of ['pointerover', 'pointerdown', 'touchstart']) disposer.listen(root, type, () => void takeOver(), { passive: true });

    // The variations form asks for the first slide when the picture changes. Heard natively: the
    // variations island dispatches it so (and through jQuery for others); listening through jQuery
    // too would cost every page a chunk of its own for WooCommerce's own script, which it replaces.
    disposer.listen(root, 'woocommerce_gallery_reset_slide_position', () => goTo(0));
    return disposer.dispose;
  }, []);

  // The hover zoom (WooCommerce's `wc-product-gallery-zoom`), where the shop has it on: fetched on
  // the first pointer over the gallery of a device that hovers with a fine one (./zoom leaves
  // fingers alone); a device that does not never fetches it.
  useLayoutEffect(() => {
    if (!gallery.zoom || count === 0) return;
    const disposer = createDisposer();
    let stopped = false;
    disposer.add(() => void (stopped = true));
    disposer.listen<PointerEvent>(
      root,
      'pointerover',
      async (event) => {
        if (!matchMedia('(hover: hover) and (pointer: fine)').matches) return;
        // The pointer may cross and leave while the chunk comes: then nothing would end the first
        // position's zoom, so it starts with the pointer's next visit instead.
        let left = false;
        const leave = disposer.listen(root, 'pointerleave', () => void (left = true), { once: true });
        try {
          const { startZoom, strings } = await import('./zoom');
          await i18nReady(strings);
          leave();
          if (!stopped) disposer.add(startZoom(root, left ? undefined : event));
        } catch (error) {
          console.error('[shop-islands] the gallery zoom failed to load', error);
        }
      },
      { once: true },
    );
    return disposer.dispose;
  }, []);

  // The lightbox, on a slide's link (its file without JavaScript) or the theme's zoom button.
  useLayoutEffect(() => {
    const disposer = createDisposer();
    let opening = false;
    const open = async (index: number, trigger: HTMLElement): Promise<void> => {
      if (opening) return;
      opening = true;
      try {
        const { openLightbox, strings } = await import('./lightbox');
        await i18nReady(strings);
        await openLightbox({ slides, index, trigger, t: $i18n.get().t, reducedMotion: prefersReducedMotion() });
      } catch (error) {
        console.error('[shop-islands] the lightbox failed to open', error);
        // Without it, the link does what it does without JavaScript: it shows the image.
        location.assign(fileOf(slides[index]!)!);
      } finally {
        opening = false;
      }
    };
    disposer.listen<MouseEvent>(root, 'click', (event) => {
      if (event.defaultPrevented || event.button !== 0 || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      const target = event.target instanceof Element ? event.target : null;
      const zoom = target?.closest<HTMLElement>('.woocommerce-product-gallery__trigger, .zoom-button');
      const link = target?.closest<HTMLElement>('a');
      const index = zoom ? at.current : link ? links.indexOf(link) : -1;
      if (index < 0 || !fileOf(slides[index]!)) return;
      event.preventDefault();
      void open(index, (zoom ?? link)!);
    });
    return disposer.dispose;
  }, []);

  const own = (element: Element): Record<string, unknown> | undefined => {
    if (!ready || !several) return undefined;
    if (element === track) return { role: 'region', 'aria-roledescription': t('gallery.carousel'), 'aria-label': t('gallery.label') };
    const slide = slides.indexOf(element as HTMLElement);
    if (slide >= 0) return { role: 'group', 'aria-roledescription': t('gallery.slide'), 'aria-label': t('lightbox.counter', { index: slide + 1, total: count }) };
    // One tab stop in the slides: the current one's link.
    const link = links.indexOf(element as HTMLElement);
    return link >= 0 ? { tabIndex: link === current ? undefined : -1 } : undefined;
  };
  // WooCommerce's own markup: thumbnails as its flexslider made them, a list of buttons after the
  // slides, square as it crops them until the picture says otherwise.
  const thumbnails = (element: Element): ReactNode =>
    element === track &&
    ready &&
    made.length > 0 && (
      <ol className="product-thumbnails">
        {made.map(({ src, alt }, i) => (
          <li key={i}>
            <button type="button" aria-current={i === current ? 'true' : undefined} aria-label={alt ? undefined : t('gallery.image', { index: i + 1 })} onClick={(event) => (event.preventDefault(), choose(i))}>
              <img src={src} alt={alt} width={100} height={100} decoding="async" />
            </button>
          </li>
        ))}
      </ol>
    );

  return (
    <>
      {renderMarkup(markup, own, thumbnails)}
      {slider && track && (
        <slider.Slider root={root} track={track} slides={slides} start={at.current} rtl={rtl} onSelect={show} onApi={(value) => void (api.current = value)} />
      )}
    </>
  );
}
