/** A small in-memory cache that forgets the least recently used entry when full. */
export interface Cache<T> {
  get(key: string): T | undefined;
  set(key: string, value: T): void;
  readonly size: number;
}

/**
 * Answers kept for the page's life, by query and category (`searchKey`): typing back to an
 * earlier query, or reopening the list, asks the server nothing. At most `limit` entries; using
 * one makes it the newest.
 *
 * @example const cache = createCache<SearchResults>(50); cache.set(searchKey('thùng', ''), results);
 */
export function createCache<T>(limit = 50): Cache<T> {
  const entries = new Map<string, T>();
  return {
    get(key) {
      if (!entries.has(key)) return undefined;
      const value = entries.get(key) as T;
      entries.delete(key);
      entries.set(key, value);
      return value;
    },
    set(key, value) {
      entries.delete(key);
      entries.set(key, value);
      if (entries.size > limit) entries.delete(entries.keys().next().value as string);
    },
    get size() {
      return entries.size;
    },
  };
}

/**
 * The key of one search: the query (as `normalizeQuery` gives it) and the category slug, which
 * neither can contain a NUL, so no two searches share a key.
 */
export const searchKey = (query: string, category: string): string => `${category}\u0000${query}`;
