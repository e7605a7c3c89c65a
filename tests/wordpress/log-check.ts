import { existsSync, readFileSync, statSync } from 'node:fs';
import { afterAll, beforeAll, expect } from 'vitest';

/**
 * Checks, after a test file, that what it made WordPress do logged nothing `problem` picks out in
 * WP_DEBUG_LOG (read from where the log stood before the file's tests).
 */
export function expectNothingLogged(log: () => string, isSkipped: boolean, problem: (line: string) => boolean): void {
  let offset = 0;
  const size = () => (existsSync(log()) ? statSync(log()).size : 0);
  beforeAll(() => {
    if (!isSkipped) offset = size();
  });
  afterAll(() => {
    if (isSkipped) return;
    const text = existsSync(log()) ? readFileSync(log()).subarray(offset).toString('utf8') : '';
    expect(text.split('\n').filter(problem)).toEqual([]);
  });
}
