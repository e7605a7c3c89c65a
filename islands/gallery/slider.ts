/**
 * The gallery's drag and swipe: embla-carousel's core, loaded on the first pointer or touch on the
 * gallery. Until then the server's scroll-snap slider does the job; this takes over from it where
 * it stands, and gives the markup back as it was when it stops.
 */
import EmblaCarousel from 'embla-carousel';
import { DRAG_THRESHOLD } from '../../src/gallery/gallery';

export interface Slider {
  goTo(index: number, instant: boolean): void;
  destroy(): void;
}

export interface SliderOptions {
  /** The slide shown when it takes over. */
  start: number;
  rtl: boolean;
  /** Called with the slide embla settles on. */
  onSelect(index: number): void;
}

/**
 * Starts embla on the gallery: `root` (`.woocommerce-product-gallery`) is its viewport, `track`
 * (the `__wrapper`) the container it moves, `slides` the `__image` slides. The styles it needs
 * are set inline, so it works under any theme's stylesheet.
 */
export function startSlider(root: HTMLElement, track: HTMLElement, slides: HTMLElement[], { start, rtl, onSelect }: SliderOptions): Slider {
  const saved = [root, track, ...slides].map((element) => [element, element.getAttribute('style')] as const);
  // The native scroller off (back at its start), embla's transform on, in the same frame.
  track.scrollLeft = 0;
  root.style.overflow = 'hidden';
  Object.assign(track.style, { display: 'flex', overflow: 'visible', scrollSnapType: 'none', scrollBehavior: 'auto', touchAction: 'pan-y pinch-zoom' });
  for (const slide of slides) Object.assign(slide.style, { flex: '0 0 100%', minWidth: '0' });

  const embla = EmblaCarousel(root, {
    container: track,
    slides,
    startIndex: start,
    dragThreshold: DRAG_THRESHOLD,
    direction: rtl ? 'rtl' : 'ltr',
  });
  embla.on('select', () => onSelect(embla.selectedScrollSnap()));
  return {
    goTo: (index, instant) => embla.scrollTo(index, instant),
    destroy() {
      embla.destroy();
      for (const [element, style] of saved) {
        if (style === null) element.removeAttribute('style');
        else element.setAttribute('style', style);
      }
    },
  };
}
