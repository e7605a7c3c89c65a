import { describe, expect, it } from 'vitest';
import { barActive, INITIAL_STICKY, nextHeaderState, SCROLL_TOLERANCE } from './sticky';

describe('nextHeaderState', () => {
  it('sticks once scrolled past the header and unsticks back above it', () => {
    const stuck = nextHeaderState(INITIAL_STICKY, { past: true, y: 400 }, 'on');
    expect(stuck).toMatchObject({ stuck: true, hidden: false });
    expect(nextHeaderState(stuck, { past: true, y: 1200 }, 'on')).toMatchObject({ stuck: true, hidden: false });
    expect(nextHeaderState(stuck, { past: false, y: 20 }, 'on')).toEqual({ stuck: false, hidden: false, y: 20 });
  });

  it('in hide-on-scroll mode hides while scrolling down and shows on the way up', () => {
    let state = nextHeaderState(INITIAL_STICKY, { past: true, y: 400 }, 'hide');
    state = nextHeaderState(state, { past: true, y: 500 }, 'hide');
    expect(state.hidden).toBe(true);
    state = nextHeaderState(state, { past: true, y: 450 }, 'hide');
    expect(state).toMatchObject({ stuck: true, hidden: false });
  });

  it('ignores movements under the tolerance, and adds them up until they count', () => {
    let state = nextHeaderState(INITIAL_STICKY, { past: true, y: 400 }, 'hide');
    state = nextHeaderState(state, { past: true, y: 500 }, 'hide');
    const small = SCROLL_TOLERANCE - 1;
    state = nextHeaderState(state, { past: true, y: 500 - small }, 'hide');
    expect(state.hidden).toBe(true);
    state = nextHeaderState(state, { past: true, y: 500 - 2 * small }, 'hide');
    expect(state.hidden).toBe(false);
  });
});

describe('barActive', () => {
  it('is active only past the wrapper, not before reaching it', () => {
    expect(barActive({ isIntersecting: false, top: -300 })).toBe(true);
    expect(barActive({ isIntersecting: false, top: 1400 })).toBe(false);
    expect(barActive({ isIntersecting: true, top: -10 })).toBe(false);
  });
});
