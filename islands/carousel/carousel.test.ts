// @vitest-environment happy-dom
import { act } from 'react-dom/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EmblaOptionsType } from 'embla-carousel';
import type { Dispose, IslandContext } from '../../src/runtime/types';
import { RESIZE_DEBOUNCE } from '../../src/dom/motion';

/** A stand-in for embla: what the island asked of it, and a way to fire its events. */
interface FakeEmbla {
  options: EmblaOptionsType;
  viewport: HTMLElement;
  selected: number;
  snaps: number;
  canPrev: boolean;
  canNext: boolean;
  calls: string[];
  emit(event: string): void;
  destroyed: boolean;
}
const emblas: FakeEmbla[] = [];

/** A fake embla on `viewport`, as embla's React hook makes it once it has the viewport. */
function fakeEmbla(viewport: HTMLElement, options: EmblaOptionsType) {
  {
    const handlers = new Map<string, Array<() => void>>();
    const fake: FakeEmbla = {
      options,
      viewport,
      selected: 0,
      snaps: 3,
      canPrev: false,
      canNext: true,
      calls: [],
      destroyed: false,
      emit: (event) => handlers.get(event)?.forEach((handler) => handler()),
    };
    emblas.push(fake);
    const api = {
      on(event: string, handler: () => void) {
        handlers.set(event, [...(handlers.get(event) ?? []), handler]);
        return api;
      },
      scrollNext: (jump?: boolean) => fake.calls.push(`next${jump ? ' jump' : ''}`),
      scrollPrev: (jump?: boolean) => fake.calls.push(`prev${jump ? ' jump' : ''}`),
      scrollTo: (index: number, jump?: boolean) => fake.calls.push(`to ${index}${jump ? ' jump' : ''}`),
      canScrollNext: () => fake.canNext,
      canScrollPrev: () => fake.canPrev,
      selectedScrollSnap: () => fake.selected,
      scrollSnapList: () => Array.from({ length: fake.snaps }, (_, i) => i / fake.snaps),
      reInit: () => fake.calls.push('reInit'),
      destroy: () => (fake.destroyed = true),
    };
    return api;
  }
}

// embla's React hook, as the real one: embla starts once the viewport is given (after the first
// paint, as an effect), and stops with the component.
vi.mock('embla-carousel-react', async () => {
  const { useEffect, useState } = await import('react');
  return {
    default: (options: EmblaOptionsType) => {
      const [viewport, setViewport] = useState<HTMLElement | null>(null);
      const [api, setApi] = useState<ReturnType<typeof fakeEmbla>>();
      useEffect(() => {
        if (!viewport) return;
        const made = fakeEmbla(viewport, options);
        setApi(made);
        return () => void made.destroy();
      }, [viewport]);
      return [setViewport, api];
    },
  };
});

const context: IslandContext = { name: 'carousel', fail: (error) => { throw error; } };
const PRODUCTS = `<div class="row large-columns-4 medium-columns-3 small-columns-2 slider" data-flickity-options='{"autoPlay":3000,"groupCells":"100%","cellAlign":"left"}'>
  <div class="col"><a href="/a/" id="a">A</a><input id="qty" value="1"></div><div class="col"><a href="/b/">B</a></div><div class="col">C</div><div class="col">D</div>
</div>`;

let disposers: Dispose[] = [];
async function mount(html: string | null, selector = '.slider'): Promise<HTMLElement> {
  if (html !== null) document.body.innerHTML = html;
  const slider = document.querySelector<HTMLElement>(selector)!;
  const { default: island } = await import('./index');
  // Mounted once embla has measured the cells: an effect after the first paint.
  let mounted = false;
  void Promise.resolve(island.mount(slider, {} as never, context)).then((dispose) => {
    if (dispose) disposers.push(dispose);
    mounted = true;
  });
  await vi.waitFor(() => expect(mounted).toBe(true));
  return slider;
}
const embla = (): FakeEmbla => emblas[emblas.length - 1]!;
const q = <T extends Element = HTMLElement>(selector: string): T => document.querySelector<T>(selector)!;
const reduceMotion = (on: boolean): void => {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: on && query.includes('reduce'), media: query, addEventListener() {}, removeEventListener() {} }));
};

beforeEach(() => {
  emblas.length = 0;
  reduceMotion(false);
});
afterEach(() => {
  disposers.forEach((dispose) => dispose());
  disposers = [];
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('carousel: markup and accessibility', () => {
  it('makes a labelled region of labelled slides with real buttons, and puts the markup back as it was', async () => {
    document.body.innerHTML = PRODUCTS;
    const before = document.body.innerHTML;
    const slider = await mount(PRODUCTS);
    expect(slider.getAttribute('role')).toBe('region');
    expect(slider.getAttribute('aria-roledescription')).toBe('carousel');
    expect(slider.getAttribute('aria-label')).toBe('Trình chiếu');
    const slides = Array.from(document.querySelectorAll('.si-carousel__container > .col'));
    expect(slides.map((s) => [s.getAttribute('role'), s.getAttribute('aria-roledescription'), s.getAttribute('aria-label')])).toEqual([
      ['group', 'slide', '1 / 4'],
      ['group', 'slide', '2 / 4'],
      ['group', 'slide', '3 / 4'],
      ['group', 'slide', '4 / 4'],
    ]);
    // embla gets the viewport, whose container holds the cells.
    expect(embla().viewport).toBe(q('.slider > .si-carousel__viewport'));
    const container = q('.si-carousel__container');
    for (const arrow of document.querySelectorAll('.si-carousel__button')) {
      expect(arrow.tagName).toBe('BUTTON');
      expect(arrow.getAttribute('aria-controls')).toBe(container.id);
    }
    expect(q('.si-carousel__prev').getAttribute('aria-label')).toBe('Trang trước');
    expect(q('.si-carousel__next').getAttribute('aria-label')).toBe('Trang sau');
    expect(Array.from(document.querySelectorAll('.si-carousel__dots button'), (dot) => dot.getAttribute('aria-label'))).toEqual([
      'Đến trang 1',
      'Đến trang 2',
      'Đến trang 3',
    ]);
    // The pause button comes first, so it is the first stop of the keyboard in the carousel.
    expect(slider.firstElementChild!.matches('button.si-carousel__toggle')).toBe(true);
    expect(q('.si-carousel__toggle').getAttribute('aria-label')).toBe('Tạm dừng tự chạy');
    expect(container.getAttribute('aria-live')).toBe('off');
    // A row's worth of cells per step: 2, 3 from 550 px, 4 from 850 px.
    expect(embla().options).toMatchObject({
      align: 'start',
      slidesToScroll: 2,
      breakpoints: { '(min-width: 550px)': { slidesToScroll: 3 }, '(min-width: 850px)': { slidesToScroll: 4 } },
    });

    disposers.pop()!();
    expect(embla().destroyed).toBe(true);
    expect(document.body.innerHTML).toBe(before);
  });

  it('keeps the server’s cells, and the focus a shopper had in one, as they move into the carousel', async () => {
    document.body.innerHTML = PRODUCTS;
    const cells = Array.from(document.querySelectorAll('.slider > .col'));
    q('#a').focus();
    await mount(null);
    expect(Array.from(document.querySelectorAll('.si-carousel__container > .col'))).toSatisfy((moved: Element[]) => moved.every((cell, i) => cell === cells[i]));
    expect(document.activeElement).toBe(q('#a'));
  });

  it('keeps a region and slide labels the server gave, and takes nothing of theirs away', async () => {
    const html = `<section aria-roledescription="carousel" aria-label="Khuyến mãi"><div class="slider" data-flickity-options='{"wrapAround":true}'>
      <div class="banner" role="group" aria-roledescription="slide" aria-label="Banner 1 trên 2">1</div><div class="banner">2</div></div></section>`;
    document.body.innerHTML = html;
    const before = document.body.innerHTML;
    const slider = await mount(html);
    expect(slider.hasAttribute('role')).toBe(false);
    expect(slider.hasAttribute('aria-label')).toBe(false);
    expect(q('section').getAttribute('aria-label')).toBe('Khuyến mãi');
    expect(Array.from(document.querySelectorAll('.banner'), (b) => b.getAttribute('aria-label'))).toEqual(['Banner 1 trên 2', '2 / 2']);
    expect(embla().options.loop).toBe(true);
    // No autoplay asked: no pause button.
    expect(document.querySelector('.si-carousel__toggle')).toBeNull();
    disposers.pop()!();
    expect(document.body.innerHTML).toBe(before);
  });

  it('reads broken options as Flickity’s defaults, and leaves a single cell alone', async () => {
    await mount(`<div class="slider" data-flickity-options='{autoPlay: 3000'><div>1</div><div>2</div></div>`);
    expect(embla().options).toMatchObject({ loop: false, align: 'center', slidesToScroll: 1 });
    expect(document.querySelectorAll('.si-carousel__button')).toHaveLength(2);
    expect(document.querySelector('.si-carousel__toggle')).toBeNull();
    const html = `<div class="slider" data-flickity-options="{}"><div>1</div></div>`;
    await mount(html);
    expect(document.body.innerHTML).toBe(html);
  });
});

describe('carousel: moving it', () => {
  it('moves with the arrows and the dots, which show where it is, and stop the autoplay', async () => {
    await mount(PRODUCTS);
    expect(q('.si-carousel__prev').getAttribute('aria-disabled')).toBe('true');
    act(() => q('.si-carousel__prev').click());
    expect(embla().calls).toEqual([]);
    act(() => q('.si-carousel__next').click());
    act(() => (document.querySelectorAll('.si-carousel__dots button')[2] as HTMLElement).click());
    expect(embla().calls).toEqual(['next', 'to 2']);
    expect(q('.si-carousel__toggle').getAttribute('aria-label')).toBe('Bật tự chạy');
    expect(q('.si-carousel__container').getAttribute('aria-live')).toBe('polite');
    Object.assign(embla(), { selected: 2, canPrev: true, canNext: false });
    act(() => embla().emit('select'));
    expect(Array.from(document.querySelectorAll('.si-carousel__dots button'), (dot) => dot.getAttribute('aria-current'))).toEqual(['false', 'false', 'true']);
    expect(q('.si-carousel__prev').getAttribute('aria-disabled')).toBe('false');
    expect(q('.si-carousel__next').getAttribute('aria-disabled')).toBe('true');
    // The breakpoints changed the pages: the dots follow; one page hides the controls.
    Object.assign(embla(), { snaps: 1, selected: 0 });
    act(() => embla().emit('reInit'));
    expect(document.querySelectorAll('.si-carousel__dots button')).toHaveLength(1);
    expect(q('.si-carousel__dots').hidden).toBe(true);
    expect(q('.si-carousel__next').hidden).toBe(true);
  });

  it('moves with the arrow keys, not while typing in a field', async () => {
    await mount(PRODUCTS);
    const press = (target: Element, key: string): boolean => {
      let result = true;
      act(() => void (result = target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }))));
      return result;
    };
    expect(press(q('#a'), 'ArrowRight')).toBe(false);
    expect(press(q('#a'), 'ArrowLeft')).toBe(false);
    expect(press(q('#qty'), 'ArrowLeft')).toBe(true);
    expect(press(q('#a'), 'Enter')).toBe(true);
    expect(embla().calls).toEqual(['next', 'prev']);
    expect(q('.si-carousel__toggle').getAttribute('aria-label')).toBe('Bật tự chạy');
  });

  it(`re-measures ${RESIZE_DEBOUNCE} ms after the sizes stop changing, not on embla’s first look`, async () => {
    await mount(PRODUCTS);
    vi.useFakeTimers();
    const watch = embla().options.watchResize as (api: unknown, entries: ResizeObserverEntry[]) => boolean;
    const entry = (target: Element, width: number) => ({ target, contentRect: { width } }) as unknown as ResizeObserverEntry;
    const container = q('.si-carousel__container');
    expect(watch(null, [entry(container, 900)])).toBe(false);
    vi.advanceTimersByTime(1000);
    expect(embla().calls).toEqual([]);
    watch(null, [entry(container, 700)]);
    vi.advanceTimersByTime(100);
    watch(null, [entry(container, 500)]);
    vi.advanceTimersByTime(RESIZE_DEBOUNCE - 1);
    expect(embla().calls).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(embla().calls).toEqual(['reInit']);
  });
});

describe('carousel: autoplay', () => {
  it('advances every 3000 ms, back to the first after the last, and holds while hovered', async () => {
    vi.useFakeTimers();
    await mount(PRODUCTS);
    vi.advanceTimersByTime(3000);
    expect(embla().calls).toEqual(['next']);
    embla().canNext = false;
    vi.advanceTimersByTime(3000);
    expect(embla().calls).toEqual(['next', 'to 0']);
    const region = q('.slider');
    act(() => void region.dispatchEvent(new Event('pointerenter')));
    vi.advanceTimersByTime(10_000);
    expect(embla().calls).toHaveLength(2);
    expect(q('.si-carousel__toggle').getAttribute('aria-label')).toBe('Tạm dừng tự chạy');
    expect(q('.si-carousel__container').getAttribute('aria-live')).toBe('polite');
    act(() => void region.dispatchEvent(new Event('pointerleave')));
    vi.advanceTimersByTime(3000);
    expect(embla().calls).toHaveLength(3);
  });

  it('holds while focus is inside, and goes on once it leaves', async () => {
    vi.useFakeTimers();
    await mount(PRODUCTS + '<a href="/out/" id="out">out</a>');
    q('#a').focus();
    vi.advanceTimersByTime(10_000);
    expect(embla().calls).toEqual([]);
    q('#out').focus();
    vi.advanceTimersByTime(3000);
    expect(embla().calls).toEqual(['next']);
  });

  it('stops for good on a drag; the pause button toggles it', async () => {
    vi.useFakeTimers();
    await mount(PRODUCTS);
    act(() => embla().emit('pointerDown'));
    vi.advanceTimersByTime(10_000);
    expect(embla().calls).toEqual([]);
    act(() => q('.si-carousel__toggle').click());
    expect(q('.si-carousel__toggle').getAttribute('aria-label')).toBe('Tạm dừng tự chạy');
    vi.advanceTimersByTime(3000);
    expect(embla().calls).toEqual(['next']);
    act(() => q('.si-carousel__toggle').click());
    vi.advanceTimersByTime(10_000);
    expect(embla().calls).toEqual(['next']);
  });

  it('never starts with reduced motion, and moves by jumps there', async () => {
    reduceMotion(true);
    vi.useFakeTimers();
    await mount(PRODUCTS);
    vi.advanceTimersByTime(20_000);
    expect(embla().calls).toEqual([]);
    expect(q('.si-carousel__toggle').getAttribute('aria-label')).toBe('Bật tự chạy');
    act(() => q('.si-carousel__next').click());
    expect(embla().calls).toEqual(['next jump']);
  });
});
