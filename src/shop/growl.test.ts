import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCountdown, GROWL_DURATION } from './growl';

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
