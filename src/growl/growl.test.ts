import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCountdown, createCountdowns, GROWL_DURATION } from './growl';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the growl countdown', () => {
  it('lasts 3000 ms, as spec §9 says, and ends once', () => {
    expect(GROWL_DURATION).toBe(3000);
    const done = vi.fn();
    createCountdown(GROWL_DURATION, done);
    vi.advanceTimersByTime(2999);
    expect(done).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(done).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('holds while anything holds it, then runs a full time again', () => {
    const done = vi.fn();
    const countdown = createCountdown(3000, done);
    vi.advanceTimersByTime(2000);
    countdown.hold('hover');
    countdown.hold('focus');
    vi.advanceTimersByTime(10_000);
    countdown.release('hover');
    vi.advanceTimersByTime(10_000);
    expect(done).not.toHaveBeenCalled();
    countdown.release('focus');
    vi.advanceTimersByTime(2999);
    expect(done).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('starts held when told what holds it, and a release of nothing held does not start it over', () => {
    const done = vi.fn();
    const held = createCountdown(3000, done, ['hover']);
    vi.advanceTimersByTime(5000);
    expect(done).not.toHaveBeenCalled();
    held.release('hover');
    vi.advanceTimersByTime(3000);
    expect(done).toHaveBeenCalledTimes(1);

    const other = vi.fn();
    const running = createCountdown(3000, other);
    vi.advanceTimersByTime(2000);
    running.release('focus');
    vi.advanceTimersByTime(1000);
    expect(other).toHaveBeenCalledTimes(1);
  });

  it('never ends once cancelled, whatever is released after', () => {
    const done = vi.fn();
    const countdown = createCountdown(3000, done);
    countdown.hold('focus');
    countdown.cancel();
    countdown.release('focus');
    vi.advanceTimersByTime(10_000);
    expect(done).not.toHaveBeenCalled();
  });
});

describe('the countdowns of the messages shown', () => {
  it('starts one per new message, each on its own time, and says which are new', () => {
    const done = vi.fn();
    const countdowns = createCountdowns(3000, done);
    expect(countdowns.update([1])).toEqual([1]);
    vi.advanceTimersByTime(1000);
    expect(countdowns.update([1, 2])).toEqual([2]);
    vi.advanceTimersByTime(2000);
    expect(done.mock.calls).toEqual([[1]]);
    vi.advanceTimersByTime(1000);
    expect(done.mock.calls).toEqual([[1], [2]]);
  });

  it('drops the countdown of a message closed another way', () => {
    const done = vi.fn();
    const countdowns = createCountdowns(3000, done);
    countdowns.update([1, 2]);
    countdowns.update([2]);
    vi.advanceTimersByTime(3000);
    expect(done.mock.calls).toEqual([[2]]);
  });

  it('holds them all, a new one too, and gives each a full time again once released', () => {
    const done = vi.fn();
    const countdowns = createCountdowns(3000, done);
    countdowns.update([1]);
    vi.advanceTimersByTime(2000);
    countdowns.hold('hover');
    countdowns.update([1, 2]);
    vi.advanceTimersByTime(20_000);
    expect(done).not.toHaveBeenCalled();
    countdowns.release('hover');
    vi.advanceTimersByTime(2999);
    expect(done).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(done.mock.calls).toEqual([[1], [2]]);
  });

  it('forgets what held them once none is left: the next message goes on its own time', () => {
    const done = vi.fn();
    const countdowns = createCountdowns(3000, done);
    countdowns.update([1]);
    countdowns.hold('focus');
    countdowns.update([]);
    countdowns.update([2]);
    vi.advanceTimersByTime(3000);
    expect(done.mock.calls).toEqual([[2]]);
  });
});
