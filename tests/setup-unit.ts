import { afterEach, vi } from 'vitest';

afterEach(() => {
  document.body.innerHTML = '';
  document.head.innerHTML = '';
  vi.useRealTimers();
  vi.restoreAllMocks();
});
