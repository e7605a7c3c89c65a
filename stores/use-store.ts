import { useSyncExternalStore } from 'react';
import type { ReadableAtom } from 'nanostores';

/**
 * Reads a store in a component and re-renders when it changes. Five lines of our own instead of
 * @nanostores/react: it is all the islands need, and the runtime budget counts every byte.
 *
 * @example const { t } = useStore($i18n);
 */
export function useStore<T>(store: ReadableAtom<T>): T {
  return useSyncExternalStore(store.listen, store.get, store.get);
}
