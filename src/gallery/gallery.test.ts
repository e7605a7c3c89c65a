import { describe, expect, it } from 'vitest';
import { nearestSlide, slideForKey } from './gallery';

describe('slideForKey', () => {
  it('steps with the arrows, without looping, and jumps with Home and End', () => {
    expect(slideForKey('ArrowRight', 0, 5)).toBe(1);
    expect(slideForKey('ArrowLeft', 1, 5)).toBe(0);
    expect(slideForKey('ArrowLeft', 0, 5)).toBe(0);
    expect(slideForKey('ArrowRight', 4, 5)).toBe(4);
    expect(slideForKey('Home', 3, 5)).toBe(0);
    expect(slideForKey('End', 0, 5)).toBe(4);
  });

  it('swaps the arrows on a right-to-left page', () => {
    expect(slideForKey('ArrowLeft', 0, 5, true)).toBe(1);
    expect(slideForKey('ArrowRight', 1, 5, true)).toBe(0);
  });

  it('leaves every other key alone', () => {
    expect(slideForKey('Enter', 0, 5)).toBeUndefined();
    expect(slideForKey('ArrowDown', 0, 5)).toBeUndefined();
  });
});

describe('nearestSlide', () => {
  it('picks the slide whose start is nearest the viewport’s', () => {
    expect(nearestSlide([0, 600, 1200])).toBe(0);
    expect(nearestSlide([-600, 4, 604])).toBe(1);
    expect(nearestSlide([-1190, -590, 10])).toBe(2);
    expect(nearestSlide([])).toBe(0);
  });
});
