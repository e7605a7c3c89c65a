import { afterEach, beforeEach, vi } from 'vitest';

// vi.waitFor gives up after 1 s unless told: a hang limit far too short for a chunk imported on a
// busy machine. Every unit test waits up to just under its own 30 s limit instead, unless it says.
const waitFor = vi.waitFor.bind(vi);
vi.waitFor = ((callback, options) => waitFor(callback, typeof options === 'number' ? options : { timeout: 25_000, ...options })) as typeof vi.waitFor;

// Unit tests never reach the network: happy-dom's sendBeacon sends a real request, which rejects
// unhandled when nothing answers, where a browser's never throws. A test that checks its beacons
// gives the code a beacon of its own.
beforeEach(() => {
  if (typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function') vi.spyOn(navigator, 'sendBeacon').mockReturnValue(true);
});

// Every unit test file, in Node or in happy-dom (the files that need a DOM say so on their first
// line: `// @vitest-environment happy-dom`).
afterEach(() => {
  if (typeof document !== 'undefined') {
    document.body.innerHTML = '';
    document.head.innerHTML = '';
  }
  vi.useRealTimers();
  vi.restoreAllMocks();
});
