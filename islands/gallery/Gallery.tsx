/**
 * WooCommerce's product gallery (`.woocommerce-product-gallery`) once the shopper comes to it,
 * hydrated where the start-up part (./index) left it: the slider and slides named, the thumbnails
 * made and marked. From then on it moves the slider (the thumbnails and keys as ./slides has them,
 * a return to the first slide when a variation changes the picture), hands it to embla for drag
 * and swipe (./Slider), opens the lightbox (PhotoSwipe, on first open) and starts the hover zoom
 * (./zoom, on a mouse's first visit).
 *
 * The gallery renders its markup again (./markup) with what changes: the one slide link in the
 * tab order. The element itself, and the thumbnails, are not its to render: it listens on and
 * marks those in layout effects, so everything is in place before the first paint after
 * hydration. Pictures are read from the page when used, never kept: the variations form swaps
 * the first one in place (src/gallery/image-swap.ts).
 */
import { useLayoutEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { prefersReducedMotion } from '../../src/dom/motion';
import { createDisposer } from '../../src/events/index';
import { $config } from '../../stores/config';
import { $i18n, i18nReady } from '../../stores/i18n';
import { useStore } from '../../stores/use-store';
import { reactIsland } from '../react-island';
import { readMarkup, renderMarkup, type Markup } from './markup';
import type { SliderApi, SliderProps } from './Slider';
import { findGallery, isSlider, LIGHTBOX_BUTTON, listenControls, plainClick, RESET, scrollToSlide, setAttributes, shownAttributes, slideInView, type GalleryNodes, type StartState } from './slides';

/** How long the native slider must be still before embla takes over from it. */
const SETTLE = 150;

interface GalleryProps extends GalleryNodes, StartState {
  /** `.woocommerce-product-gallery`, where the island listens. */
  root: HTMLElement;
  /** Its children as the start-up part left them. */
  markup: Markup[];
}

/** The gallery's props from its markup, and where the start-up part hands it over. */
const readGallery = (root: HTMLElement, start: StartState): GalleryProps => ({ root, markup: readMarkup(root), ...findGallery(root), ...start });

/**
 * The file a slide's lightbox shows, as src/gallery/lightbox.ts chooses it: WooCommerce's large
 * image, else the slide's link. Read when clicked: a variation may have swapped it since.
 */
const fileOf = (slide: Element): string | null | undefined =>
  slide.querySelector('img')?.getAttribute('data-large_image') || slide.querySelector('a')?.getAttribute('href');

function Gallery(props: GalleryProps): ReactNode {
  const { root, markup, track, slides, links, thumbs, arrival } = props;
  const { rtl, gallery } = useStore($config);
  const count = slides.length;
  const several = isSlider(props);
  const [current, setCurrent] = useState(props.current);
  const [slider, setSlider] = useState<{ Slider: ComponentType<SliderProps> }>();
  // What the listeners below read: they are added once, with the first render's functions.
  const at = useRef(props.current);
  const api = useRef<SliderApi>();

  const show = (index: number): void => {
    at.current = index;
    setCurrent(index);
  };
  const goTo = (index: number): void => {
    if (api.current) api.current.scrollTo(index, prefersReducedMotion());
    else scrollToSlide(props, index);
    show(index);
  };

  useLayoutEffect(() => {
    if (several) thumbs.forEach((thumb, i) => setAttributes(thumb, shownAttributes(i === current).thumb));
  }, [current]);

  // The thumbnails and keys, the native slider's swipes, embla's arrival, and the variations form's reset.
  useLayoutEffect(() => {
    if (!several || !track) return;
    const disposer = createDisposer();
    listenControls(disposer, root, props, { current: () => at.current, goTo });

    // The native slider: the current slide follows a swipe once the scroll is still.
    let lastScroll = 0;
    let idle: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    disposer.add(() => {
      stopped = true;
      clearTimeout(idle);
    });
    const scrolled = (): void => {
      lastScroll = performance.now();
      clearTimeout(idle);
      idle = setTimeout(() => {
        if (!api.current) show(slideInView(props));
      }, SETTLE);
    };
    disposer.listen(track, 'scroll', scrolled, { passive: true });
    // A scroll before the component came may still be under way.
    if (arrival.scrolled) scrolled();

    // embla, on the first pointer or touch: taking over once no finger or button is down and the
    // native scroll has stopped, so a gesture under way is never cut.
    let pressed = arrival.pressed;
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
    // A pointer that came before the component: embla's import is under way.
    if (arrival.pointer) void takeOver();

    // The variations form asks for the first slide when the picture changes. Heard natively: the
    // variations island dispatches it so (and through jQuery for others); listening through jQuery
    // too would cost every page a chunk of its own for WooCommerce's own script, which it replaces.
    disposer.listen(root, RESET, () => goTo(0));
    return disposer.dispose;
  }, []);

  // The hover zoom (WooCommerce's `wc-product-gallery-zoom`), where the shop has it on: fetched on
  // the first pointer over the gallery of a device that hovers with a fine one (./zoom leaves
  // fingers alone), or on the one that came before the component; a device that does not never
  // fetches it.
  useLayoutEffect(() => {
    if (!gallery.zoom || count === 0) return;
    const disposer = createDisposer();
    let stopped = false;
    disposer.add(() => void (stopped = true));
    const start = async (event: PointerEvent, gone = false): Promise<void> => {
      if (!matchMedia('(hover: hover) and (pointer: fine)').matches) return;
      // The pointer may cross and leave while the chunk comes: then nothing would end the first
      // position's zoom, so it starts with the pointer's next visit instead.
      let left = gone;
      const leave = disposer.listen(root, 'pointerleave', () => void (left = true), { once: true });
      try {
        const { startZoom, strings } = await import('./zoom');
        await i18nReady(strings);
        leave();
        if (!stopped) disposer.add(startZoom(root, left ? undefined : event));
      } catch (error) {
        console.error('[shop-islands] the gallery zoom failed to load', error);
      }
    };
    if (arrival.hover) void start(arrival.hover, arrival.left);
    else disposer.listen<PointerEvent>(root, 'pointerover', (event) => void start(event), { once: true });
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
      if (!plainClick(event)) return;
      const target = event.target instanceof Element ? event.target : null;
      const zoom = target?.closest<HTMLElement>(LIGHTBOX_BUTTON);
      const link = target?.closest<HTMLElement>('a');
      const index = zoom ? at.current : link ? links.indexOf(link) : -1;
      if (index < 0 || !fileOf(slides[index]!)) return;
      event.preventDefault();
      void open(index, (zoom ?? link)!);
    });
    return disposer.dispose;
  }, []);

  // One tab stop in the slides: the current one's link. The rest of the markup gets no props, and
  // stays as the start-up part left it.
  const own = (element: Element): Record<string, unknown> | undefined => {
    const link = several ? links.indexOf(element as HTMLElement) : -1;
    return link >= 0 ? shownAttributes(link === current).link : undefined;
  };

  return (
    <>
      {renderMarkup(markup, own)}
      {slider && track && (
        <slider.Slider root={root} track={track} slides={slides} start={at.current} rtl={rtl} onSelect={show} onApi={(value) => void (api.current = value)} />
      )}
    </>
  );
}

export default reactIsland(Gallery, [], readGallery);
