import { existsSync, readFileSync, statSync } from 'node:fs';
import { afterAll, beforeAll, expect } from 'vitest';
import { site, skipped } from './context';

/** Lines that fail a test: any PHP notice, warning or error, and anything at all from the theme. */
export const isProblem = (line: string): boolean => /PHP (Notice|Warning|Fatal error|Parse error|Recoverable fatal error)/.test(line) || line.includes('/themes/shop-islands/');

/**
 * Checks, after a test file, that what it made WordPress do logged no PHP notice or warning (and
 * nothing from the theme, deprecations included) in WP_DEBUG_LOG. WordPress 6.1's own deprecation
 * notices under PHP 8.2 are not the theme's and pass.
 */
export function expectCleanDebugLog(): void {
  let offset = 0;
  const size = () => (existsSync(site().debugLog) ? statSync(site().debugLog).size : 0);
  beforeAll(() => {
    if (!skipped) offset = size();
  });
  afterAll(() => {
    if (skipped) return;
    const log = existsSync(site().debugLog) ? readFileSync(site().debugLog).subarray(offset).toString('utf8') : '';
    expect(log.split('\n').filter(isProblem)).toEqual([]);
  });
}
