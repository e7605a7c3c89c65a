import { describe, expect, it } from 'vitest';
import { nextPopover, type PopoverEvent, type PopoverState } from './popover';

const run = (events: PopoverEvent[], from: PopoverState = 'hidden') => events.reduce(nextPopover, from);

describe('nextPopover', () => {
  it('goes hidden → appearing → shown → disappearing → hidden', () => {
    expect(run(['open'])).toBe('appearing');
    expect(run(['open', 'settled'])).toBe('shown');
    expect(run(['open', 'settled', 'close'])).toBe('disappearing');
    expect(run(['open', 'settled', 'close', 'settled'])).toBe('hidden');
  });

  it('turns back when reopened while disappearing, and away when closed while appearing', () => {
    expect(run(['open', 'settled', 'close', 'open'])).toBe('appearing');
    expect(run(['open', 'close'])).toBe('disappearing');
  });

  it('ignores events that mean nothing in a state', () => {
    expect(run(['close'])).toBe('hidden');
    expect(run(['settled'])).toBe('hidden');
    expect(run(['open', 'settled', 'open'])).toBe('shown');
  });
});
