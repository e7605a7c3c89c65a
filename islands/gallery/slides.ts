/**
 * The gallery's parts on the page and what marks the slide shown, written once for the start-up
 * part (./index), which prepares the server's markup when the page loads, and for the component
 * (./Gallery), which hydrates that markup and takes over from it.
 */
import { prefersReducedMotion } from '../../src/dom/motion';
import type { Disposer } from '../../src/events/index';
import { nearestSlide, slideForKey } from '../../src/gallery/gallery';
import { $config } from '../../stores/config';

const SLIDES = ':scope > .woocommerce-product-gallery__image, :scope > .woocommerce-product-gallery__image--placeholder';
/** The theme's and WooCommerce's zoom buttons, which open the lightbox on the slide shown. */
export const LIGHTBOX_BUTTON = '.woocommerce-product-gallery__trigger, .zoom-button';
/** Asked for by the variations form when the picture changes: the first slide again. */
export const RESET = 'woocommerce_gallery_reset_slide_position';

/** `.woocommerce-product-gallery`'s parts. */
export interface GalleryNodes {
  /** The `__wrapper` that scrolls, and its slides. */
  track: HTMLElement | undefined;
  slides: HTMLElement[];
  /** Each slide's link: its file without JavaScript, the lightbox with it. */
  links: Array<HTMLElement | null>;
  /** The page's own thumbnails, one per slide: Flatsome's beside the gallery, or a list inside it. */
  thumbs: HTMLElement[];
  /** Their list, where the shopper's approach wakes the component too. */
  thumbList: HTMLElement | undefined;
}

/**
 * The gallery's parts. Flatsome renders the thumbnails beside the gallery, WooCommerce's
 * flexslider inside it; WooCommerce's own markup has none, until the start-up part makes them.
 */
export function findGallery(root: HTMLElement): GalleryNodes {
  const track = root.querySelector<HTMLElement>('.woocommerce-product-gallery__wrapper') ?? undefined;
  const slides = track ? Array.from(track.querySelectorAll<HTMLElement>(SLIDES)) : [];
  const thumbList = root.parentElement?.querySelector<HTMLElement>(':scope > .product-thumbnails') ?? root.querySelector<HTMLElement>('.product-thumbnails, .flex-control-nav') ?? undefined;
  return {
    track,
    slides,
    links: slides.map((slide) => slide.querySelector<HTMLElement>('a')),
    thumbs: Array.from(thumbList?.querySelectorAll<HTMLElement>('a, button, li > img') ?? []).slice(0, slides.length),
    thumbList,
  };
}

/** A slider to describe and move: a track with more than one slide. */
export const isSlider = ({ track, slides }: GalleryNodes): boolean => !!track && slides.length > 1;

/** Attributes by their HTML names; `null` removes one. */
export type Attributes = Record<string, string | null>;

/**
 * What being the slide shown, or not, puts on its link (one tab stop in the slides: the shown
 * one's) and on its thumbnail.
 */
export const shownAttributes = (shown: boolean): { link: Attributes; thumb: Attributes } => ({
  link: { tabindex: shown ? null : '-1' },
  thumb: { 'aria-current': shown ? 'true' : null },
});

export function setAttributes(element: Element, attributes: Attributes): void {
  for (const [name, value] of Object.entries(attributes)) {
    if (value === null) element.removeAttribute(name);
    else element.setAttribute(name, value);
  }
}

const modified = (event: KeyboardEvent | MouseEvent): boolean => event.altKey || event.ctrlKey || event.metaKey || event.shiftKey;

/** A click the gallery answers: the main button, alone (with a modifier, a new tab shows the file). */
export const plainClick = (event: MouseEvent): boolean => !event.defaultPrevented && event.button === 0 && !modified(event);

/** Each slide's distance from the track's start, in pixels (negative: scrolled past). */
const offsets = (track: HTMLElement, slides: readonly HTMLElement[]): number[] =>
  slides.map((slide) => slide.getBoundingClientRect().left - track.getBoundingClientRect().left);

/** The slide the native scroll-snap slider shows. */
export const slideInView = ({ track, slides }: GalleryNodes): number => (track ? nearestSlide(offsets(track, slides)) : 0);

/** Brings slide `index` into the native slider, as its in-page link did without JavaScript. */
export function scrollToSlide({ track, slides }: GalleryNodes, index: number): void {
  track?.scrollBy({ left: offsets(track, slides)[index]!, behavior: 'auto' });
}

/** How the gallery moves: from the slide shown (`current()`) to another (`goTo`). */
export interface Moves {
  current(): number;
  goTo(index: number): void;
}

/**
 * The slider's controls, the same before the component and with it: a thumbnail (a click, or
 * Enter or Space on one made a button) brings its slide in, and the slider into the window if it
 * is not all there, as the in-page link did; the arrows, Home and End move from the slide shown
 * (no loop, as WooCommerce's; swapped on a right-to-left page), focus following when it is in the
 * gallery.
 */
export function listenControls(disposer: Pick<Disposer, 'listen'>, root: HTMLElement, { thumbs, slides, links }: GalleryNodes, { current, goTo }: Moves): void {
  thumbs.forEach((thumb, i) => {
    const choose = (event: Event): void => {
      event.preventDefault();
      goTo(i);
      root.scrollIntoView?.({ block: 'nearest', behavior: prefersReducedMotion() ? 'instant' : 'smooth' });
    };
    disposer.listen(thumb, 'click', choose);
    disposer.listen<KeyboardEvent>(thumb, 'keydown', (event) => {
      if (thumb.getAttribute('role') === 'button' && (event.key === 'Enter' || event.key === ' ')) choose(event);
    });
  });
  disposer.listen<KeyboardEvent>(root, 'keydown', (event) => {
    if (event.defaultPrevented || modified(event)) return;
    const index = slideForKey(event.key, current(), slides.length, $config.get().rtl);
    if (index === undefined) return;
    event.preventDefault();
    const focus = root.contains(root.ownerDocument.activeElement);
    goTo(index);
    if (focus) links[index]?.focus({ preventScroll: true });
  });
}

/**
 * What the shopper's pointer did on the gallery before the component came, watched by the
 * start-up part until then, so that the component takes over where things stand.
 */
export interface Arrival {
  /** A pointer came over the gallery: embla's import is under way, for the slider to take over. */
  pointer: boolean;
  /** The pointer's first visit over the gallery, which the hover zoom starts from... */
  hover?: PointerEvent;
  /** ...unless it has left the gallery since. */
  left: boolean;
  /** A button or finger is down on the gallery. */
  pressed: boolean;
  /** The native slider has scrolled. */
  scrolled: boolean;
}

/** What the start-up part hands the component: the slide it shows, and the pointer's arrival. */
export interface StartState {
  current: number;
  arrival: Arrival;
}
