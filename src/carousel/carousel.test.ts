import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AUTOPLAY_DELAY,
  DEFAULT_SETTINGS,
  LARGE_QUERY,
  MEDIUM_QUERY,
  columnsOf,
  createAutoplay,
  emblaOptions,
  parseCarouselOptions,
  sizeWatch,
} from './carousel';
import { debounce, RESIZE_DEBOUNCE } from '../dom/motion';

afterEach(() => {
  vi.useRealTimers();
});

describe('parseCarouselOptions', () => {
  it('reads the options of the demo banner and of a Flatsome products slider', () => {
    expect(parseCarouselOptions('{"autoPlay":3000,"pauseAutoPlayOnHover":true,"wrapAround":true}')).toEqual({
      ...DEFAULT_SETTINGS,
      autoplay: 3000,
      loop: true,
    });
    expect(
      parseCarouselOptions(
        '{"imagesLoaded": true, "groupCells": "100%", "dragThreshold" : 5, "cellAlign": "left","wrapAround": true,"prevNextButtons": true,"percentPosition": true,"pageDots": false, "rightToLeft": false, "autoPlay" : false}',
      ),
    ).toEqual({ ...DEFAULT_SETTINGS, loop: true, align: 'start', groupCells: true, pageDots: false });
  });

  it('takes autoPlay true as 3000 ms, a number or numeric string as itself, anything else as off', () => {
    expect(parseCarouselOptions('{"autoPlay":true}').autoplay).toBe(AUTOPLAY_DELAY);
    expect(AUTOPLAY_DELAY).toBe(3000);
    expect(parseCarouselOptions('{"autoPlay":5000}').autoplay).toBe(5000);
    expect(parseCarouselOptions('{"autoPlay":"4000"}').autoplay).toBe(4000);
    for (const value of ['false', '0', '-3000', '"soon"', 'null', '[3000]', '{"a":1}', '1e999']) {
      expect(parseCarouselOptions(`{"autoPlay":${value}}`).autoplay, value).toBe(0);
    }
  });

  it('falls back to Flickity’s defaults for broken JSON, a value that is not an object, and options of the wrong type', () => {
    for (const text of [null, undefined, '', '{autoPlay:3000}', "{'wrapAround':true}", '[1,2]', '"x"', '42', 'null', '{"a":']) {
      expect(parseCarouselOptions(text), String(text)).toEqual(DEFAULT_SETTINGS);
    }
    expect(parseCarouselOptions('{"wrapAround":"yes","cellAlign":"middle","pageDots":{},"draggable":">1","prevNextButtons":0,"freeScroll":1}')).toEqual({
      ...DEFAULT_SETTINGS,
      prevNextButtons: false,
      freeScroll: true,
    });
    expect(parseCarouselOptions('{"cellAlign":"toString"}').align).toBe('center');
    expect(parseCarouselOptions('{"cellAlign":"right","rightToLeft":true}')).toMatchObject({ align: 'end', rtl: true });
  });

  it('reads groupCells as a row (true, a percentage) or a number of cells', () => {
    expect(parseCarouselOptions('{"groupCells":true}').groupCells).toBe(true);
    expect(parseCarouselOptions('{"groupCells":"80%"}').groupCells).toBe(true);
    expect(parseCarouselOptions('{"groupCells":2}').groupCells).toBe(2);
    expect(parseCarouselOptions('{"groupCells":"3"}').groupCells).toBe(3);
    expect(parseCarouselOptions('{"groupCells":false}').groupCells).toBe(false);
    expect(parseCarouselOptions('{"groupCells":-2}').groupCells).toBe(false);
    expect(parseCarouselOptions('{"groupCells":"all"}').groupCells).toBe(false);
  });
});

describe('columnsOf and emblaOptions', () => {
  it('reads a row’s column classes, 3 large, 3 medium and 2 small by default', () => {
    expect(columnsOf('row slider')).toEqual({ small: 2, medium: 3, large: 3 });
    expect(columnsOf('row large-columns-4 medium-columns-3 small-columns-1 slider')).toEqual({ small: 1, medium: 3, large: 4 });
    expect(columnsOf('large-columns-0 medium-columns-13 xsmall-columns-5 small-columns-x')).toEqual({ small: 2, medium: 3, large: 3 });
  });

  it('moves a row’s worth of cells per step at each breakpoint when cells are grouped, else one or the number asked', () => {
    const grouped = emblaOptions(parseCarouselOptions('{"groupCells":"100%","wrapAround":true,"cellAlign":"left"}'), columnsOf(''));
    expect(grouped).toEqual({
      loop: true,
      align: 'start',
      dragFree: false,
      watchDrag: true,
      direction: 'ltr',
      slidesToScroll: 2,
      breakpoints: { [MEDIUM_QUERY]: { slidesToScroll: 3 }, [LARGE_QUERY]: { slidesToScroll: 3 } },
    });
    expect(MEDIUM_QUERY).toBe('(min-width: 550px)');
    expect(LARGE_QUERY).toBe('(min-width: 850px)');
    const single = emblaOptions(parseCarouselOptions('{"draggable":false,"freeScroll":true,"rightToLeft":true}'), columnsOf('large-columns-4'));
    expect(single).toMatchObject({ slidesToScroll: 1, watchDrag: false, dragFree: true, direction: 'rtl', align: 'center' });
    expect(single.breakpoints).toEqual({ [MEDIUM_QUERY]: { slidesToScroll: 1 }, [LARGE_QUERY]: { slidesToScroll: 1 } });
    expect(emblaOptions(parseCarouselOptions('{"groupCells":2}'), columnsOf('large-columns-4')).breakpoints).toEqual({
      [MEDIUM_QUERY]: { slidesToScroll: 2 },
      [LARGE_QUERY]: { slidesToScroll: 2 },
    });
  });
});

describe('createAutoplay', () => {
  const setup = (options: { delay?: number; stopped?: boolean } = {}) => {
    vi.useFakeTimers();
    const advance = vi.fn();
    const changes: string[] = [];
    const autoplay = createAutoplay({
      delay: options.delay ?? 3000,
      advance,
      ...(options.stopped !== undefined && { stopped: options.stopped }),
      onChange: (a) => changes.push(`${a.playing ? 'playing' : 'held'}${a.stopped ? ' stopped' : ''}`),
    });
    return { autoplay, advance, changes };
  };

  it('advances every delay', () => {
    const { autoplay, advance, changes } = setup();
    expect(autoplay.playing).toBe(true);
    vi.advanceTimersByTime(2999);
    expect(advance).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(advance).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(6000);
    expect(advance).toHaveBeenCalledTimes(3);
    expect(changes).toEqual([]);
  });

  it('holds while hovered or focused, and waits a full delay again once every hold is released', () => {
    const { autoplay, advance, changes } = setup();
    vi.advanceTimersByTime(2000);
    autoplay.hold('hover');
    autoplay.hold('focus');
    vi.advanceTimersByTime(10_000);
    expect(advance).not.toHaveBeenCalled();
    autoplay.release('hover');
    vi.advanceTimersByTime(10_000);
    expect(advance).not.toHaveBeenCalled();
    autoplay.release('focus');
    expect(autoplay.playing).toBe(true);
    vi.advanceTimersByTime(2999);
    expect(advance).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(advance).toHaveBeenCalledTimes(1);
    expect(changes).toEqual(['held', 'playing']);
  });

  it('stops for good on an interaction, whatever is released later; the play button starts it again', () => {
    const { autoplay, advance, changes } = setup();
    autoplay.hold('hover');
    autoplay.stop();
    autoplay.release('hover');
    vi.advanceTimersByTime(20_000);
    expect(advance).not.toHaveBeenCalled();
    expect(autoplay.stopped).toBe(true);
    // Play while the pointer is on the button and focus in the carousel: it plays.
    autoplay.hold('hover');
    autoplay.hold('focus');
    autoplay.play();
    expect(autoplay.playing).toBe(true);
    vi.advanceTimersByTime(3000);
    expect(advance).toHaveBeenCalledTimes(1);
    expect(changes).toEqual(['held', 'held stopped', 'playing']);
  });

  it('starts stopped when told (reduced motion), and never advances with no delay', () => {
    const reduced = setup({ stopped: true });
    vi.advanceTimersByTime(20_000);
    expect(reduced.advance).not.toHaveBeenCalled();
    expect(reduced.autoplay).toMatchObject({ playing: false, stopped: true });
    reduced.autoplay.play();
    vi.advanceTimersByTime(3000);
    expect(reduced.advance).toHaveBeenCalledTimes(1);

    const none = setup({ delay: 0 });
    none.autoplay.play();
    vi.advanceTimersByTime(20_000);
    expect(none.advance).not.toHaveBeenCalled();
    expect(none.autoplay.playing).toBe(false);
  });

  it('keeps going when an advance throws, and stops for good when disposed', () => {
    vi.useFakeTimers();
    const advance = vi.fn(() => {
      throw new Error('embla is gone');
    });
    const autoplay = createAutoplay({ delay: 1000, advance });
    expect(() => vi.advanceTimersByTime(1000)).toThrow('embla is gone');
    expect(() => vi.advanceTimersByTime(1000)).toThrow('embla is gone');
    expect(advance).toHaveBeenCalledTimes(2);
    autoplay.dispose();
    autoplay.play();
    vi.advanceTimersByTime(5000);
    expect(advance).toHaveBeenCalledTimes(2);
  });
});

describe('debounce and sizeWatch', () => {
  it(`runs resize work once, ${RESIZE_DEBOUNCE} ms after the last call`, () => {
    vi.useFakeTimers();
    const run = vi.fn();
    const call = debounce(run, RESIZE_DEBOUNCE);
    expect(RESIZE_DEBOUNCE).toBe(150);
    call();
    vi.advanceTimersByTime(100);
    call();
    vi.advanceTimersByTime(149);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledOnce();
    call();
    call.cancel();
    vi.advanceTimersByTime(1000);
    expect(run).toHaveBeenCalledOnce();
  });

  it('reports a change of half a pixel or more, not a first sighting', () => {
    const changed = sizeWatch<object>();
    const a = {};
    const b = {};
    expect(changed([[a, 300], [b, 100]])).toBe(false);
    expect(changed([[a, 300.4], [b, 100]])).toBe(false);
    expect(changed([[a, 300.4], [b, 101]])).toBe(true);
    expect(changed([[a, 300.4], [b, 101]])).toBe(false);
  });
});
