import { afterEach, vi } from 'vitest';

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
