import type { StorageLike } from '../cart/cache';

/**
 * The page's `sessionStorage` or `localStorage`, or `undefined` where there is none: with cookies
 * blocked, merely reading `window.sessionStorage` throws a `SecurityError`. Its methods may still
 * throw (private mode, a full quota); the cart's cache rules expect that.
 *
 * @example decideOnLoad({ session: webStorage('sessionStorage'), … })
 */
export function webStorage(name: 'sessionStorage' | 'localStorage'): StorageLike | undefined {
  try {
    return globalThis[name] ?? undefined;
  } catch {
    return undefined;
  }
}
