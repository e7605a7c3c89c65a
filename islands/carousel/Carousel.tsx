/**
 * A Flatsome slider (`.slider` and its cells) as an embla carousel (`embla-carousel-react`): the
 * server's cells move into its viewport's container (and back, as they were, when it goes), the
 * carousel is a labelled region of labelled slides, with real buttons for previous/next, one per
 * page ("dots"), and for pausing an autoplay; the arrow keys move it. Autoplay holds while the
 * pointer is over it (when Flickity's `pauseAutoPlayOnHover` says so), while focus is inside and
 * while the tab is hidden, stops for good on a drag, an arrow, a dot or a key, and never starts
 * with reduced motion, which also makes every move a jump.
 *
 * The cells stay the server's nodes, not rendered here: they hold product boxes that other
 * scripts know. The region may be an element around the slider, so its attributes and listeners,
 * like the cells', are set in effects.
 */
import type { EmblaCarouselType } from 'embla-carousel';
import useEmblaCarousel from 'embla-carousel-react';
import { useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { debounce, prefersReducedMotion, RESIZE_DEBOUNCE } from '../../src/dom/motion';
import { createDisposer } from '../../src/events/index';
import { columnsOf, createAutoplay, emblaOptions, sizeWatch, type Autoplay, type CarouselSettings } from '../../src/carousel/carousel';
import { $i18n } from '../../stores/i18n';
import { useStore } from '../../stores/use-store';

export interface CarouselProps {
  /** The `.slider` the carousel renders in. */
  slider: HTMLElement;
  /** Its child nodes as the server made them: the cells, and the text between them. */
  nodes: Node[];
  settings: CarouselSettings;
  /** Called once embla has measured the cells and the controls say where it is. */
  onReady(): void;
}

/** Carousels made so far, for unique ids. */
let count = 0;

/** Keys typed into a field stay the field's. */
const typing = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement && (target.isContentEditable || /^(?:INPUT|SELECT|TEXTAREA)$/.test(target.tagName));

export function Carousel({ slider, nodes, settings, onReady }: CarouselProps): ReactNode {
  const { t } = useStore($i18n);
  const [id] = useState(() => `si-carousel-${++count}`);
  const [reduced] = useState(prefersReducedMotion);
  const container = useRef<HTMLDivElement>(null);
  const autoplay = useRef<Autoplay>();
  const api = useRef<EmblaCarouselType>();
  const reInit = useMemo(() => debounce(() => api.current?.reInit(), RESIZE_DEBOUNCE), []);
  const options = useMemo(() => {
    const changed = sizeWatch<Element>();
    return {
      ...emblaOptions(settings, columnsOf(slider.className)),
      // Resize work waits for the resizing to stop; embla's own would run on every frame of it.
      watchResize: (_: unknown, entries: ResizeObserverEntry[]) => {
        if (changed(entries.map((entry) => [entry.target, entry.contentRect.width] as const))) reInit();
        return false;
      },
    };
  }, []);
  const [viewport, embla] = useEmblaCarousel(options);
  const [view, setView] = useState({ pages: 0, selected: 0, prev: false, next: false, playing: false, stopped: reduced });

  // The cells into the container, the slider and its region labelled; all back as it was after.
  useLayoutEffect(() => {
    const disposer = createDisposer();
    container.current!.append(...nodes);
    slider.classList.add('si-carousel');
    disposer.add(() => {
      slider.append(...nodes);
      slider.classList.remove('si-carousel');
    });
    /** Sets an attribute the server did not, and takes it away again after. */
    const give = (element: Element, name: string, value: string): void => {
      if (element.hasAttribute(name)) return;
      element.setAttribute(name, value);
      disposer.add(() => element.removeAttribute(name));
    };
    // A carousel region the server marked up already (the demo's banner section) keeps its own.
    const region = slider.closest('[aria-roledescription="carousel"]') ?? slider;
    give(region, 'role', 'region');
    give(region, 'aria-roledescription', 'carousel');
    if (!region.hasAttribute('aria-labelledby')) give(region, 'aria-label', t('carousel.label'));
    const cells = nodes.filter((node): node is Element => node instanceof Element);
    cells.forEach((cell, index) => {
      give(cell, 'role', 'group');
      give(cell, 'aria-roledescription', 'slide');
      give(cell, 'aria-label', t('carousel.slide', { index: index + 1, total: cells.length }));
    });
    disposer.add(reInit.cancel);
    return disposer.dispose;
  }, []);

  // embla is there: autoplay, what the controls say, and the region's keys, hover and focus.
  useLayoutEffect(() => {
    if (!embla) return;
    api.current = embla;
    const disposer = createDisposer();
    const update = (): void =>
      setView({
        pages: embla.scrollSnapList().length,
        selected: embla.selectedScrollSnap(),
        prev: embla.canScrollPrev(),
        next: embla.canScrollNext(),
        playing: auto.playing,
        stopped: auto.stopped,
      });
    const auto = createAutoplay({
      delay: settings.autoplay,
      stopped: reduced,
      advance: () => (embla.canScrollNext() ? embla.scrollNext(reduced) : embla.scrollTo(0, reduced)),
      onChange: update,
    });
    autoplay.current = auto;
    disposer.add(auto.dispose);
    embla.on('select', update).on('reInit', update).on('pointerDown', () => auto.stop());
    update();

    const region = slider.closest<HTMLElement>('[aria-roledescription="carousel"]') ?? slider;
    disposer.listen<KeyboardEvent>(region, 'keydown', (event) => {
      if (typing(event.target) || event.altKey || event.ctrlKey || event.metaKey) return;
      const step = { ArrowLeft: -1, ArrowRight: 1 }[event.key];
      if (!step) return;
      event.preventDefault();
      auto.stop();
      if ((step < 0) !== settings.rtl) embla.scrollPrev(reduced);
      else embla.scrollNext(reduced);
    });
    if (settings.pauseOnHover) {
      disposer.listen(region, 'pointerenter', () => auto.hold('hover'));
      disposer.listen(region, 'pointerleave', () => auto.release('hover'));
    }
    disposer.listen(region, 'focusin', () => auto.hold('focus'));
    disposer.listen<FocusEvent>(region, 'focusout', (event) => {
      if (!region.contains(event.relatedTarget as Node | null)) auto.release('focus');
    });
    const visibility = (): void => (document.hidden ? auto.hold('hidden') : auto.release('hidden'));
    disposer.listen(document, 'visibilitychange', visibility);
    visibility();
    onReady();
    return disposer.dispose;
  }, [embla]);

  /** A shopper's own move: autoplay stops for good. */
  const move = (go: () => void): void => {
    autoplay.current?.stop();
    go();
  };
  const few = view.pages < 2;

  return (
    <>
      {settings.autoplay > 0 && (
        <button
          type="button"
          className="si-carousel__toggle"
          aria-label={t(view.stopped ? 'carousel.play' : 'carousel.pause')}
          onClick={() => (autoplay.current?.stopped ? autoplay.current.play() : autoplay.current?.stop())}
        >
          {view.stopped ? '▶' : '❚❚'}
        </button>
      )}
      <div className="si-carousel__viewport" ref={viewport}>
        {/* Announces the slide a shopper moved to, not every one autoplay shows (WAI-ARIA carousel). */}
        <div className="si-carousel__container" id={id} ref={container} aria-live={view.playing ? 'off' : 'polite'} />
      </div>
      {settings.prevNextButtons &&
        ([
          ['prev', t('carousel.prev'), '‹', view.prev, () => embla?.scrollPrev(reduced)],
          ['next', t('carousel.next'), '›', view.next, () => embla?.scrollNext(reduced)],
        ] as const).map(([name, label, text, can, go]) => (
          // aria-disabled, not disabled: a button that gets disabled under the keyboard would drop the focus.
          <button
            key={name}
            type="button"
            className={`si-carousel__button si-carousel__${name}`}
            aria-label={label}
            aria-controls={id}
            aria-disabled={!can}
            hidden={few}
            onClick={() => can && move(go)}
          >
            {text}
          </button>
        ))}
      {settings.pageDots && (
        <div className="si-carousel__dots" hidden={few}>
          {Array.from({ length: view.pages }, (_, i) => (
            <button key={i} type="button" aria-label={t('carousel.goTo', { index: i + 1 })} aria-current={i === view.selected} onClick={() => move(() => embla?.scrollTo(i, reduced))} />
          ))}
        </div>
      )}
    </>
  );
}
