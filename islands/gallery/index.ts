import { gallery as strings } from '../../src/i18n/catalogs/gallery';
import type { IslandModule } from '../../src/runtime/types';
import { $i18n, i18nReady } from '../../stores/i18n';
import { onApproach } from '../on-approach';
import { findGallery, isSlider, LIGHTBOX_BUTTON, listenControls, plainClick, RESET, scrollToSlide, setAttributes, shownAttributes, type Arrival, type Attributes, type StartState } from './slides';

/** A pointer's approach: the slider's drag (embla) is fetched with the component. */
const POINTER = ['pointerover', 'pointerdown', 'touchstart'] as const;

/**
 * WooCommerce's own markup has no thumbnails (its flexslider made them): a list of buttons after
 * the slides, from each slide's `data-thumb` and `data-thumb-alt`, square as WooCommerce crops them
 * until the picture says otherwise. Only when every slide has one.
 */
function makeThumbnails(track: HTMLElement, slides: readonly HTMLElement[]): HTMLElement | undefined {
  if (!slides.every((slide) => slide.dataset['thumb'])) return undefined;
  const doc = track.ownerDocument;
  const list = doc.createElement('ol');
  list.className = 'product-thumbnails';
  for (const slide of slides) {
    const button = doc.createElement('button');
    button.type = 'button';
    const image = doc.createElement('img');
    setAttributes(image, { src: slide.dataset['thumb']!, alt: slide.dataset['thumbAlt'] ?? '', width: '100', height: '100', decoding: 'async' });
    button.append(image);
    list.append(doc.createElement('li'));
    list.lastElementChild!.append(button);
  }
  track.after(list);
  return list;
}

/**
 * The product gallery, on WooCommerce's and Flatsome's markup (`.woocommerce-product-gallery`).
 * Without JavaScript it is a scroll-snap slider whose thumbnails are in-page links.
 *
 * What the shopper must find when the page loads is done here, without the framework: the gallery
 * shown (WooCommerce hides it until its script runs), the slider and its slides named, one slide
 * link in the tab order, thumbnails (made from the slides' `data-thumb` on WooCommerce's own
 * markup, which lacks them; Flatsome's links without a destination made buttons; each named) and
 * the current one marked. The component (./Gallery: the drag, the lightbox, the zoom, and the
 * rest from then on) loads on the shopper's first pointer, touch, focus or key in the gallery or
 * its thumbnails, embla with it when a pointer comes over the gallery. Until it is there the
 * thumbnails, the keys and the variations form's return to the first slide move the native slider
 * from here (./slides, the component's own controls), a click that opens the lightbox is held and
 * handed to it, and the pointer's arrival and the slider's scroll are noted for it to take over
 * where things stand.
 */
const gallery: IslandModule = {
  async mount(root, _props, context) {
    await i18nReady(strings);
    const { t } = $i18n.get();
    // WooCommerce hides its gallery until its own script has run; that script is this one now.
    if (root.style.opacity === '0') root.style.opacity = '1';
    let nodes = findGallery(root);
    const slider = isSlider(nodes);
    const made = slider && nodes.thumbs.length === 0 ? makeThumbnails(nodes.track!, nodes.slides) : undefined;
    if (made) nodes = findGallery(root);
    const { track, slides, links, thumbs, thumbList } = nodes;
    /** The attributes this part set, as the server had them, for its disposal to put back. */
    const originals = new Map<Element, Attributes>();
    const set = (element: Element, attributes: Attributes): void => {
      const original = originals.get(element) ?? {};
      for (const name of Object.keys(attributes)) if (!(name in original)) original[name] = element.getAttribute(name);
      originals.set(element, original);
      setAttributes(element, attributes);
    };

    let current = 0;
    const show = (index: number): void => {
      current = index;
      links.forEach((link, i) => link && set(link, shownAttributes(i === index).link));
      thumbs.forEach((thumb, i) => set(thumb, shownAttributes(i === index).thumb));
    };
    const goTo = (index: number): void => {
      scrollToSlide(nodes, index);
      show(index);
    };
    if (slider) {
      set(track!, { role: 'region', 'aria-roledescription': t('gallery.carousel'), 'aria-label': t('gallery.label') });
      slides.forEach((slide, i) => set(slide, { role: 'group', 'aria-roledescription': t('gallery.slide'), 'aria-label': t('lightbox.counter', { index: i + 1, total: slides.length }) }));
      // Flatsome's thumbnails are links without a destination: buttons the keyboard reaches. Each
      // is named by its picture, else by its place.
      thumbs.forEach((thumb, i) => {
        if (!thumb.hasAttribute('href') && thumb.localName !== 'button') set(thumb, { role: 'button', tabindex: '0' });
        const named = thumb.textContent?.trim() || thumb.querySelector('img[alt]:not([alt=""])') || thumb.getAttribute('alt');
        if (!named) set(thumb, { 'aria-label': t('gallery.image', { index: i + 1 }) });
      });
      show(0);
    }

    const arrival: Arrival = { pointer: false, left: false, pressed: false, scrolled: false };
    const approach = onApproach(
      thumbList ? [root, thumbList] : [root],
      () => import('./Gallery'),
      ({ default: view }) => view.mount(root, { current, arrival } satisfies StartState, context),
      context.fail,
    );
    const { holding, hold } = approach;
    // Until the component comes: the pointer, for embla to take over without cutting a gesture
    // and for the zoom to start where the mouse is, and the native slider's scroll.
    for (const type of POINTER) {
      holding.listen(
        root,
        type,
        (event) => {
          if (!arrival.pointer) import('./Slider').catch(() => {}); // the component reports a failure
          arrival.pointer = true;
          if (event instanceof PointerEvent && type === 'pointerover') arrival.hover ??= event;
        },
        { passive: true },
      );
    }
    holding.listen(root, 'pointerleave', () => void (arrival.left = !!arrival.hover));
    holding.listen(root, 'pointerdown', () => void (arrival.pressed = true), { passive: true });
    for (const type of ['pointerup', 'pointercancel', 'touchend']) holding.listen(window, type, () => void (arrival.pressed = false), { passive: true });
    if (track) holding.listen(track, 'scroll', () => void (arrival.scrolled = true), { passive: true, once: true });

    // The thumbnails and keys move the native slider from here until the component comes (a key
    // is relative: one held and handed over would move from the slide it already marked).
    if (slider) {
      listenControls(holding, root, nodes, {
        current: () => current,
        goTo(index) {
          goTo(index);
          void approach.start();
        },
      });
    }
    holding.listen<MouseEvent>(root, 'click', (event) => {
      const target = event.target instanceof Element ? event.target.closest<HTMLElement>(`${LIGHTBOX_BUTTON}, a`) : null;
      if (target && plainClick(event) && (links.includes(target) || target.matches(LIGHTBOX_BUTTON))) hold(event, () => target.click());
    });
    if (slider) holding.listen(root, RESET, () => goTo(0));

    return () => {
      approach.dispose();
      // Back to the server's markup.
      made?.remove();
      for (const [element, attributes] of originals) setAttributes(element, attributes);
    };
  },
};

export default gallery;
