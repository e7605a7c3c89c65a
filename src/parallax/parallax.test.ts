import { describe, expect, it } from 'vitest';
import { parallaxOffset } from './parallax';

const at = (scrollY: number, speed = 3) => parallaxOffset({ top: 1000, height: 400, scrollY, viewport: 800, speed });

describe('parallaxOffset', () => {
  it('is zero when the section is centred, and follows the scroll at speed/10 around it', () => {
    expect(at(800)).toBe(0);
    expect(at(900)).toBeCloseTo(30);
    expect(at(700)).toBeCloseTo(-30);
    expect(at(900, -5)).toBeCloseTo(-50);
  });

  it('never moves more than half the section, whatever the speed', () => {
    expect(at(5000, 10)).toBe(200);
    expect(at(0, 99)).toBe(-200);
  });
});
