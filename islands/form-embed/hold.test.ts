import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { holdHeight, SETTLE_MS } from './hold';

let heights: number[];
let settled: number[];
const start = (floor: number | undefined) => holdHeight((height) => heights.push(height), floor, (height) => settled.push(height), globalThis as unknown as Window);

beforeEach(() => {
  vi.useFakeTimers();
  heights = [];
  settled = [];
});
afterEach(() => vi.useRealTimers());

describe('the frame’s height while its form settles', () => {
  it('starts at the page’s room and stays there while the form arrives, then follows it from the moment it is that tall', () => {
    const hold = start(734);
    hold.update(600); // the rich text not there yet
    hold.update(760); // a control's stand-in, taller than what replaces it
    hold.update(734);
    hold.update(780); // an error shown, later
    expect(heights).toEqual([734, 734, 734, 734, 780]);
    // Each height the form took is reported, to be kept for the next visit.
    expect(settled).toEqual([600, 760, 734, 780]);
    vi.advanceTimersByTime(SETTLE_MS);
    expect(heights.at(-1)).toBe(780);
  });

  it('follows the form once it has not changed for a second, when it never comes to the room’s height', () => {
    const hold = start(700);
    hold.update(640);
    vi.advanceTimersByTime(SETTLE_MS - 1);
    hold.update(652);
    vi.advanceTimersByTime(SETTLE_MS - 1);
    expect(heights).toEqual([700, 700, 700]);
    vi.advanceTimersByTime(1);
    expect(heights).toEqual([700, 700, 700, 652]);
    expect(settled).toEqual([640, 652]);
    hold.update(660);
    expect(heights.at(-1)).toBe(660);
  });

  it('follows the form at the visitor’s first focus, and reports no height made by their typing', () => {
    const hold = start(700);
    hold.update(640);
    hold.release();
    expect(heights).toEqual([700, 700, 640]);
    hold.update(690);
    vi.advanceTimersByTime(SETTLE_MS * 2);
    expect(heights.at(-1)).toBe(690);
    expect(settled).toEqual([640]);
  });

  it('follows the form at once when the page kept only the 200 px guess, and still reports where it settled', () => {
    const hold = start(undefined);
    hold.update(480);
    hold.update(742);
    expect(heights).toEqual([480, 742]);
    expect(settled).toEqual([480, 742]);
  });

  it('changes and reports nothing once disposed', () => {
    const hold = start(700);
    hold.update(640);
    hold.dispose();
    hold.update(650);
    vi.advanceTimersByTime(SETTLE_MS * 2);
    expect(heights).toEqual([700, 700]);
    expect(settled).toEqual([640]);
  });
});
