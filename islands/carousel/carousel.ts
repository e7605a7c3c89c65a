import type EmblaCarousel from 'embla-carousel';
import type { Dispose } from '../../src/events/index';
import { createDisposer } from '../../src/events/index';
import type { I18n } from '../../src/i18n/index';
import { debounce, prefersReducedMotion, RESIZE_DEBOUNCE } from '../../src/dom/motion';
import {
  columnsOf,
  createAutoplay,
  emblaOptions,
  sizeWatch,
  type CarouselSettings,
} from '../../src/shop/carousel';

/** Carousels made so far, for unique ids. */
let count = 0;

const button = (className: string, label: string, text = ''): HTMLButtonElement => {
  const element = document.createElement('button');
  element.type = 'button';
  element.className = className;
  element.setAttribute('aria-label', label);
  element.textContent = text;
  return element;
};

/** Keys typed into a field stay the field's. */
const typing = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement && (target.isContentEditable || /^(?:INPUT|SELECT|TEXTAREA)$/.test(target.tagName));

/**
 * Turns a Flatsome slider (`.slider` and its cells) into an embla carousel: the cells move into
 * a viewport and a container (put back as they were on dispose), the carousel is a labelled
 * region of labelled slides, with real buttons for previous/next, one per page ("dots"), and for
 * pausing an autoplay; the arrow keys move it. Autoplay holds while the pointer is over it (when
 * Flickity's `pauseAutoPlayOnHover` says so), while focus is inside and while the tab is hidden,
 * stops for good on a drag, an arrow, a dot or a key, and never starts with reduced motion, which
 * also makes every move a jump.
 */
export function enhance(
  slider: HTMLElement,
  settings: CarouselSettings,
  Embla: typeof EmblaCarousel,
  t: I18n['t'],
): Dispose {
  const disposer = createDisposer();
  const cells = Array.from(slider.children) as HTMLElement[];
  const reduced = prefersReducedMotion();
  /** Sets an attribute the server did not, and takes it away again on dispose. */
  const give = (element: Element, name: string, value: string): void => {
    if (element.hasAttribute(name)) return;
    element.setAttribute(name, value);
    disposer.add(() => element.removeAttribute(name));
  };

  // A carousel region the server marked up already (the demo's banner section) keeps its own.
  const region = slider.closest<HTMLElement>('[aria-roledescription="carousel"]') ?? slider;
  give(region, 'role', 'region');
  give(region, 'aria-roledescription', 'carousel');
  if (!region.hasAttribute('aria-labelledby')) give(region, 'aria-label', t('carousel.label'));
  cells.forEach((cell, index) => {
    give(cell, 'role', 'group');
    give(cell, 'aria-roledescription', 'slide');
    give(cell, 'aria-label', t('carousel.slide', { index: index + 1, total: cells.length }));
  });

  const viewport = document.createElement('div');
  viewport.className = 'si-carousel__viewport';
  const container = document.createElement('div');
  container.className = 'si-carousel__container';
  container.id = `si-carousel-${++count}`;
  // Every node moves, text between the cells included, so that all of it comes back as it was.
  const nodes = Array.from(slider.childNodes);
  container.append(...nodes);
  viewport.append(container);
  slider.prepend(viewport);
  slider.classList.add('si-carousel');
  disposer.add(() => {
    viewport.replaceWith(...nodes);
    slider.classList.remove('si-carousel');
  });
  const controls: HTMLElement[] = [];
  const add = (element: HTMLElement, before = false): void => {
    if (before) viewport.before(element);
    else slider.append(element);
    controls.push(element);
  };
  disposer.add(() => controls.forEach((element) => element.remove()));

  const changed = sizeWatch<Element>();
  const reInit = debounce(() => api.reInit(), RESIZE_DEBOUNCE);
  disposer.add(reInit.cancel);
  const api = Embla(viewport, {
    ...emblaOptions(settings, columnsOf(slider.className)),
    // Resize work waits for the resizing to stop; embla's own would run on every frame of it.
    watchResize: (_, entries) => {
      if (changed(entries.map((entry) => [entry.target, entry.contentRect.width] as const))) reInit();
      return false;
    },
  });
  disposer.add(() => api.destroy());

  const autoplay = createAutoplay({
    delay: settings.autoplay,
    stopped: reduced,
    advance: () => (api.canScrollNext() ? api.scrollNext(reduced) : api.scrollTo(0, reduced)),
    onChange: () => render(),
  });
  disposer.add(autoplay.dispose);
  const toggle = settings.autoplay > 0 ? button('si-carousel__toggle', '') : undefined;
  if (toggle) {
    add(toggle, true);
    disposer.listen(toggle, 'click', () => (autoplay.stopped ? autoplay.play() : autoplay.stop()));
  }

  /** A shopper's own move: autoplay stops for good. */
  const move = (go: () => void): void => {
    autoplay.stop();
    go();
  };
  const arrows: HTMLButtonElement[] = [];
  if (settings.prevNextButtons) {
    for (const [name, label, text, go] of [
      ['prev', t('carousel.prev'), '‹', () => api.scrollPrev(reduced)],
      ['next', t('carousel.next'), '›', () => api.scrollNext(reduced)],
    ] as const) {
      const arrow = button(`si-carousel__button si-carousel__${name}`, label, text);
      arrow.setAttribute('aria-controls', container.id);
      // aria-disabled, not disabled: a button that gets disabled under the keyboard would drop the focus.
      disposer.listen(arrow, 'click', () => arrow.getAttribute('aria-disabled') !== 'true' && move(go));
      arrows.push(arrow);
      add(arrow);
    }
  }
  const dots = document.createElement('div');
  dots.className = 'si-carousel__dots';
  if (settings.pageDots) add(dots);
  disposer.listen(dots, 'click', (event) => {
    const index = Array.prototype.indexOf.call(dots.children, (event.target as Element).closest('button'));
    if (index >= 0) move(() => api.scrollTo(index, reduced));
  });

  function render(): void {
    const pages = api.scrollSnapList().length;
    const selected = api.selectedScrollSnap();
    if (settings.pageDots && dots.children.length !== pages) {
      dots.replaceChildren(...Array.from({ length: pages }, (_, i) => button('', t('carousel.goTo', { index: i + 1 }))));
    }
    Array.from(dots.children).forEach((dot, i) => dot.setAttribute('aria-current', String(i === selected)));
    arrows[0]?.setAttribute('aria-disabled', String(!api.canScrollPrev()));
    arrows[1]?.setAttribute('aria-disabled', String(!api.canScrollNext()));
    for (const control of [...arrows, dots]) control.hidden = pages < 2;
    if (toggle) {
      toggle.setAttribute('aria-label', t(autoplay.stopped ? 'carousel.play' : 'carousel.pause'));
      toggle.textContent = autoplay.stopped ? '▶' : '❚❚';
    }
    // Announce the slide a shopper moved to, not every one autoplay shows (WAI-ARIA carousel).
    container.setAttribute('aria-live', autoplay.playing ? 'off' : 'polite');
  }
  api.on('select', render).on('reInit', render).on('pointerDown', () => autoplay.stop());
  render();

  disposer.listen<KeyboardEvent>(region, 'keydown', (event) => {
    if (typing(event.target) || event.altKey || event.ctrlKey || event.metaKey) return;
    const step = { ArrowLeft: -1, ArrowRight: 1 }[event.key];
    if (!step) return;
    event.preventDefault();
    move(() => ((step < 0) !== settings.rtl ? api.scrollPrev(reduced) : api.scrollNext(reduced)));
  });
  if (settings.pauseOnHover) {
    disposer.listen(region, 'pointerenter', () => autoplay.hold('hover'));
    disposer.listen(region, 'pointerleave', () => autoplay.release('hover'));
  }
  disposer.listen(region, 'focusin', () => autoplay.hold('focus'));
  disposer.listen<FocusEvent>(region, 'focusout', (event) => {
    if (!region.contains(event.relatedTarget as Node | null)) autoplay.release('focus');
  });
  const visibility = (): void => (document.hidden ? autoplay.hold('hidden') : autoplay.release('hidden'));
  disposer.listen(document, 'visibilitychange', visibility);
  visibility();
  return disposer.dispose;
}
