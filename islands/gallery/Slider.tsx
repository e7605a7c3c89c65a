/**
 * The gallery's drag and swipe: embla (`embla-carousel-react`), loaded on the first pointer or
 * touch on the gallery. Until then the server's scroll-snap slider does the job; this takes over
 * from it where it stands, and gives the markup its styles back when it goes.
 */
import useEmblaCarousel from 'embla-carousel-react';
import type { EmblaCarouselType } from 'embla-carousel';
import { useLayoutEffect, useMemo } from 'react';
import { DRAG_THRESHOLD } from '../../src/gallery/slider';

export type SliderApi = Pick<EmblaCarouselType, 'scrollTo'>;

export interface SliderProps {
  /** `.woocommerce-product-gallery`: embla's viewport. */
  root: HTMLElement;
  /** The `__wrapper`: the container embla moves. */
  track: HTMLElement;
  slides: HTMLElement[];
  /** The slide shown when it takes over. */
  start: number;
  rtl: boolean;
  /** Called with the slide embla settles on. */
  onSelect(index: number): void;
  /** Hands the gallery what moves the slider (`undefined` once it stops). */
  onApi(api: SliderApi | undefined): void;
}

/**
 * Drives embla on the gallery's own nodes and renders nothing: the gallery renders the slides.
 * The styles it needs are set inline, so it works under any theme's stylesheet. embla starts on
 * the native slider where it stands (`startIndex`); the styles change in the same task, before
 * the browser paints, so the picture never moves.
 */
export function Slider({ root, track, slides, start, rtl, onSelect, onApi }: SliderProps): null {
  const options = useMemo(
    () => ({ container: track, slides, startIndex: start, dragThreshold: DRAG_THRESHOLD, direction: rtl ? ('rtl' as const) : ('ltr' as const) }),
    [],
  );
  const [viewport, embla] = useEmblaCarousel(options);

  useLayoutEffect(() => viewport(root), []);

  // Once embla is there, and before the next paint: the native scroller off (back at its start),
  // embla measuring the slides without it, and driving the gallery from then on.
  useLayoutEffect(() => {
    if (!embla) return;
    const saved = [root, track, ...slides].map((element) => [element, element.getAttribute('style')] as const);
    track.scrollLeft = 0;
    root.style.overflow = 'hidden';
    Object.assign(track.style, { display: 'flex', overflow: 'visible', scrollSnapType: 'none', scrollBehavior: 'auto', touchAction: 'pan-y pinch-zoom' });
    for (const slide of slides) Object.assign(slide.style, { flex: '0 0 100%', minWidth: '0' });
    embla.reInit();
    const select = (): void => onSelect(embla.selectedScrollSnap());
    embla.on('select', select);
    onApi(embla);
    return () => {
      embla.off('select', select);
      onApi(undefined);
      for (const [element, style] of saved) {
        if (style === null) element.removeAttribute('style');
        else element.setAttribute('style', style);
      }
    };
  }, [embla]);

  return null;
}
