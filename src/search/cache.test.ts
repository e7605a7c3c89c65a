import { describe, expect, it } from 'vitest';
import { createCache, searchKey } from './cache';

describe('search cache', () => {
  it('gives back what was put in, by query and category', () => {
    const cache = createCache<string>();
    cache.set(searchKey('thung', ''), 'every category');
    cache.set(searchKey('thung', 'thung-carton'), 'cartons');
    expect(cache.get(searchKey('thung', ''))).toBe('every category');
    expect(cache.get(searchKey('thung', 'thung-carton'))).toBe('cartons');
    expect(cache.get(searchKey('thung', 'bang-keo'))).toBeUndefined();
    expect(cache.get(searchKey('thun', ''))).toBeUndefined();
  });

  it('never confuses a query and a category that would join into the same text', () => {
    expect(searchKey('b', 'a')).not.toBe(searchKey('', 'ab'));
    expect(searchKey('ab', '')).not.toBe(searchKey('b', 'a'));
  });

  it('forgets the least recently used entry when full', () => {
    const cache = createCache<number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect(cache.size).toBe(2);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
  });

  it('replaces an entry set again, without counting it twice', () => {
    const cache = createCache<number>(2);
    cache.set('a', 1);
    cache.set('a', 2);
    cache.set('b', 3);
    expect(cache.size).toBe(2);
    expect(cache.get('a')).toBe(2);
  });
});
