import { describe, expect, it } from 'vitest';
import { DRAG_THRESHOLD } from './slider';

describe('the gallery slider’s constants', () => {
  it('are the theme’s: a 3 px drag threshold', () => {
    expect(DRAG_THRESHOLD).toBe(3);
  });
});
