/** The engine's injected surroundings: nothing here touches `window`, so tests need no DOM. */

/** `console` satisfies it; a page may pass a quieter one. */
export interface Logger {
  info(...args: unknown[]): void;
  warn(...args: unknown[]): void;
  error(...args: unknown[]): void;
}

/** `globalThis` satisfies it; tests pass vitest's fake timers. */
export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
}

/** The tracking cookies HubSpot's analytics script sets (`hutk` is the `hubspotutk` cookie). */
export interface TrackingCookies {
  hutk?: string;
  __hstc?: string;
  __hssc?: string;
  __hsfp?: string;
}
