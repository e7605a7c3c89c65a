/**
 * WooCommerce's product gallery (`.woocommerce-product-gallery`), enhanced where it stands: the
 * server's scroll-snap slider and in-page thumbnail links keep working, and gain the current
 * thumbnail (`aria-current`), arrow keys, a return to the first slide when a variation changes
 * the picture, drag and swipe (embla, on first touch), the lightbox (PhotoSwipe, on first open)
 * and the hover zoom (./zoom, on a mouse's first visit).
 */
import { createDisposer, type Dispose } from '../../src/events/index';
import type { MessageKey, Vars } from '../../src/i18n/index';
import { lightboxItem, nearestSlide, slideForKey, type LightboxItem } from '../../src/gallery/gallery';
import { $config } from '../../stores/config';
import { $i18n } from '../../stores/i18n';
import type { Slider } from './slider';
import { prefersReducedMotion } from '../../src/dom/motion';

const SLIDES = ':scope > .woocommerce-product-gallery__image, :scope > .woocommerce-product-gallery__image--placeholder';
/** How long the native slider must be still before embla takes over from it. */
const SETTLE = 150;


/** The lightbox's picture of a slide, read when it opens: a variation may have swapped it since. */
function itemOf(slide: Element): LightboxItem | undefined {
  const image = slide.querySelector('img');
  return lightboxItem({
    largeImage: image?.getAttribute('data-large_image'),
    largeWidth: image?.getAttribute('data-large_image_width'),
    largeHeight: image?.getAttribute('data-large_image_height'),
    href: slide.querySelector('a')?.getAttribute('href'),
    alt: image?.getAttribute('alt'),
    shown: image?.currentSrc || image?.getAttribute('src'),
    ...(image && { naturalWidth: image.naturalWidth, naturalHeight: image.naturalHeight }),
  });
}

/**
 * Thumbnails for WooCommerce's own gallery markup, from each slide's `data-thumb` and
 * `data-thumb-alt` (what its flexslider made them from): a list of buttons after the slides.
 * Square, as WooCommerce crops its gallery thumbnails, until the picture says otherwise.
 */
function makeThumbnails(slides: HTMLElement[]): HTMLOListElement {
  const list = document.createElement('ol');
  list.className = 'product-thumbnails';
  for (const slide of slides) {
    const button = document.createElement('button');
    button.type = 'button';
    const image = document.createElement('img');
    image.src = slide.dataset['thumb']!;
    image.alt = slide.dataset['thumbAlt'] ?? '';
    image.width = 100;
    image.height = 100;
    image.decoding = 'async';
    button.append(image);
    list.append(document.createElement('li'));
    list.lastElementChild!.append(button);
  }
  return list;
}

/** Enhances one gallery; returns what undoes it (attributes, listeners, embla). */
export function enhanceGallery(root: HTMLElement): Dispose {
  const disposer = createDisposer();
  const t = (key: MessageKey, vars?: Vars): string => $i18n.get().t(key, vars);
  const track = root.querySelector<HTMLElement>('.woocommerce-product-gallery__wrapper');
  const slides = track ? Array.from(track.querySelectorAll<HTMLElement>(SLIDES)) : [];
  // Flatsome renders the thumbnails beside the gallery, WooCommerce's flexslider inside it; on
  // WooCommerce's own markup, whose flexslider this island replaces, the island makes them.
  let thumbnails = root.parentElement?.querySelector(':scope > .product-thumbnails') ?? root.querySelector('.product-thumbnails, .flex-control-nav');
  if (!thumbnails && track && slides.length > 1 && slides.every((slide) => slide.dataset['thumb'])) {
    const made = makeThumbnails(slides);
    track.after(made);
    disposer.add(() => made.remove());
    thumbnails = made;
  }
  const thumbs = Array.from(thumbnails?.querySelectorAll<HTMLElement>('a, button, li > img') ?? []).slice(0, slides.length);
  const links = slides.map((slide) => slide.querySelector<HTMLElement>('a'));
  const count = slides.length;
  let current = 0;
  let slider: Slider | undefined;
  let stopped = false;
  disposer.add(() => void (stopped = true));

  /** Sets an attribute until dispose, which puts the page's own value back. */
  const set = (element: Element, name: string, value: string | null): void => {
    const original = element.getAttribute(name);
    if (value === null) element.removeAttribute(name);
    else element.setAttribute(name, value);
    disposer.add(() => (original === null ? element.removeAttribute(name) : element.setAttribute(name, original)));
  };

  // WooCommerce hides its gallery until its own script has run; that script is this one now.
  if (root.style.opacity === '0') root.style.opacity = '1';
  if (!track || count === 0) return disposer.dispose;

  const show = (index: number): void => {
    current = index;
    thumbs.forEach((thumb, i) => (i === index ? thumb.setAttribute('aria-current', 'true') : thumb.removeAttribute('aria-current')));
    // One tab stop in the slides: the current one's link.
    links.forEach((link, i) => (i === index ? link?.removeAttribute('tabindex') : link?.setAttribute('tabindex', '-1')));
  };

  const goTo = (index: number, { focus = false, instant = false } = {}): void => {
    const target = Math.min(count - 1, Math.max(0, index));
    if (slider) slider.goTo(target, instant || prefersReducedMotion());
    else {
      const offset = slides[target]!.getBoundingClientRect().left - track.getBoundingClientRect().left;
      track.scrollBy({ left: offset, behavior: instant ? 'instant' : 'auto' });
    }
    show(target);
    if (focus) links[target]?.focus({ preventScroll: true });
  };

  if (count > 1) {
    set(track, 'role', 'region');
    set(track, 'aria-roledescription', t('gallery.carousel'));
    set(track, 'aria-label', t('gallery.label'));
    slides.forEach((slide, i) => {
      set(slide, 'role', 'group');
      set(slide, 'aria-roledescription', t('gallery.slide'));
      set(slide, 'aria-label', t('lightbox.counter', { index: i + 1, total: count }));
    });
    for (const link of links) if (link) set(link, 'tabindex', null);
    thumbs.forEach((thumb, i) => {
      // Flatsome's thumbnails are links without a destination: buttons, then, that a keyboard reaches.
      if (!thumb.hasAttribute('href') && thumb.localName !== 'button') {
        set(thumb, 'role', 'button');
        set(thumb, 'tabindex', '0');
      }
      const named = thumb.textContent?.trim() || thumb.querySelector('img[alt]:not([alt=""])') || thumb.getAttribute('alt');
      if (!named) set(thumb, 'aria-label', t('gallery.image', { index: i + 1 }));
      // As the in-page link did without JavaScript, the thumbnail brings its picture into view:
      // into the slider, and the slider into the window if it is not all there.
      const choose = (): void => {
        goTo(i);
        root.scrollIntoView?.({ block: 'nearest', behavior: prefersReducedMotion() ? 'instant' : 'smooth' });
      };
      disposer.listen<MouseEvent>(thumb, 'click', (event) => {
        event.preventDefault();
        choose();
      });
      disposer.listen<KeyboardEvent>(thumb, 'keydown', (event) => {
        if (thumb.getAttribute('role') !== 'button' || (event.key !== 'Enter' && event.key !== ' ')) return;
        event.preventDefault();
        choose();
      });
    });
    show(0);
    disposer.add(() => thumbs.forEach((thumb) => thumb.removeAttribute('aria-current')));

    disposer.listen<KeyboardEvent>(root, 'keydown', (event) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      const index = slideForKey(event.key, current, count, $config.get().rtl);
      if (index === undefined) return;
      event.preventDefault();
      goTo(index, { focus: root.contains(document.activeElement) });
    });

    // The native slider: the current slide follows a swipe once the scroll is still.
    let lastScroll = 0;
    let idle: ReturnType<typeof setTimeout> | undefined;
    disposer.listen(
      track,
      'scroll',
      () => {
        lastScroll = performance.now();
        clearTimeout(idle);
        idle = setTimeout(() => {
          if (!slider) show(nearestSlide(slides.map((slide) => slide.getBoundingClientRect().left - track.getBoundingClientRect().left)));
        }, SETTLE);
      },
      { passive: true },
    );
    disposer.add(() => clearTimeout(idle));

    // embla, on the first pointer or touch: taking over once no finger or button is down and the
    // native scroll has stopped, so a gesture under way is never cut.
    let pressed = false;
    let starting = false;
    const press = (): void => void (pressed = true);
    const release = (): void => void (pressed = false);
    disposer.listen(root, 'pointerdown', press, { passive: true });
    disposer.listen(window, 'pointerup', release, { passive: true });
    disposer.listen(window, 'pointercancel', release, { passive: true });
    disposer.listen(window, 'touchend', release, { passive: true });
    const takeOver = async (): Promise<void> => {
      if (starting) return;
      starting = true;
      try {
        const { startSlider } = await import('./slider');
        await new Promise<void>((resolve) => {
          const check = (): void => {
            if (!root.isConnected || (!pressed && performance.now() - lastScroll >= SETTLE)) resolve();
            else setTimeout(check, 50);
          };
          check();
        });
        if (!root.isConnected || stopped) return;
        clearTimeout(idle);
        slider = startSlider(root, track, slides, { start: current, rtl: $config.get().rtl, onSelect: show });
      } catch (error) {
        // The native slider stays: still a slider, without mouse drag.
        console.error('[shop-islands] the gallery slider failed to load', error);
      }
    };
    for (const type of ['pointerover', 'pointerdown', 'touchstart']) disposer.listen(root, type, () => void takeOver(), { passive: true });
    disposer.add(() => {
      slider?.destroy();
      slider = undefined;
    });

    // The variations form asks for the first slide when the picture changes. Heard natively: the
    // variations island dispatches it so (and through jQuery for others); listening through jQuery
    // too would cost every page a chunk of its own for WooCommerce's own script, which it replaces.
    disposer.listen(root, 'woocommerce_gallery_reset_slide_position', () => goTo(0));
  }

  // The hover zoom (WooCommerce's `wc-product-gallery-zoom`), where the shop has it on: fetched on
  // the first pointer over the gallery of a device that hovers with a fine one (./zoom leaves
  // fingers alone); a device that does not never fetches it.
  if ($config.get().gallery.zoom) {
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
          const { startZoom } = await import('./zoom');
          leave();
          if (!stopped) disposer.add(startZoom(root, left ? undefined : event));
        } catch (error) {
          console.error('[shop-islands] the gallery zoom failed to load', error);
        }
      },
      { once: true },
    );
  }

  // The lightbox, on a slide's link (its file without JavaScript) or the theme's zoom button.
  let opening = false;
  const open = async (index: number, trigger: HTMLElement): Promise<void> => {
    const items = slides.map(itemOf);
    const shown = items.flatMap((item, i) => (item ? [[i, item] as const] : []));
    const at = shown.findIndex(([i]) => i === index);
    if (at < 0 || opening) return;
    opening = true;
    try {
      const { openLightbox } = await import('./lightbox');
      await openLightbox({ items: shown.map(([, item]) => item), index: at, trigger, t, reducedMotion: prefersReducedMotion() });
    } catch (error) {
      console.error('[shop-islands] the lightbox failed to open', error);
      // Without it, the link does what it does without JavaScript: it shows the image.
      location.assign(items[index]!.src);
    } finally {
      opening = false;
    }
  };
  disposer.listen<MouseEvent>(root, 'click', (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const target = event.target instanceof Element ? event.target : null;
    const zoom = target?.closest<HTMLElement>('.woocommerce-product-gallery__trigger, .zoom-button');
    const link = target?.closest<HTMLElement>('a');
    const index = zoom ? current : link ? links.indexOf(link) : -1;
    if (index < 0 || !itemOf(slides[index]!)) return;
    event.preventDefault();
    void open(index, (zoom ?? link)!);
  });

  return disposer.dispose;
}
