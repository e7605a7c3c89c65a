import { describe, expect, it } from 'vitest';
import { hashTarget, tabKeyTarget } from './tabs';

const TABS = ['description', 'additional_information', 'reviews'];

describe('hashTarget', () => {
  it.each([
    ['#comment-42', { tab: 'reviews', scroll: 'comment-42' }],
    ['#reviews', { tab: 'reviews' }],
    ['#tab-reviews', { tab: 'reviews' }],
    ['#tab-title-additional_information', { tab: 'additional_information' }],
    ['#description', { tab: 'description' }],
    ['#huong-dan-chon-size', { anchor: 'huong-dan-chon-size' }],
    ['#h%C6%B0%E1%BB%9Bng-d%E1%BA%ABn', { anchor: 'hướng-dẫn' }],
    ['#%E0%A4%A', { anchor: '%E0%A4%A' }],
    ['', null],
    ['#', null],
  ])('reads %j', (hash, target) => {
    expect(hashTarget(hash, TABS)).toEqual(target);
  });

  it('treats a comment hash as an anchor on a product without a reviews tab', () => {
    expect(hashTarget('#comment-3', ['description'])).toEqual({ anchor: 'comment-3' });
  });
});

describe('tabKeyTarget', () => {
  it('moves with the arrows, wrapping, mirrored right to left, and jumps with Home and End', () => {
    expect(tabKeyTarget('ArrowRight', 0, 3, false)).toBe(1);
    expect(tabKeyTarget('ArrowRight', 2, 3, false)).toBe(0);
    expect(tabKeyTarget('ArrowLeft', 0, 3, false)).toBe(2);
    expect(tabKeyTarget('ArrowRight', 0, 3, true)).toBe(2);
    expect(tabKeyTarget('Home', 2, 3, false)).toBe(0);
    expect(tabKeyTarget('End', 0, 3, false)).toBe(2);
    expect(tabKeyTarget('Enter', 0, 3, false)).toBe(-1);
  });
});
