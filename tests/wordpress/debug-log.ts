import { site, skipped } from './context';
import { expectNothingLogged } from './log-check';

/** Lines that fail a test: any PHP notice, warning or error, and anything at all from the theme. */
export const isProblem = (line: string): boolean => /PHP (Notice|Warning|Fatal error|Parse error|Recoverable fatal error)/.test(line) || line.includes('/themes/shop-islands/');

/**
 * Checks, after a test file, that what it made WordPress do logged no PHP notice or warning (and
 * nothing from the theme, deprecations included) in WP_DEBUG_LOG. WordPress 6.1's own deprecation
 * notices under PHP 8.2 are not the theme's and pass.
 */
export function expectCleanDebugLog(): void {
  expectNothingLogged(() => site().debugLog, !!skipped, isProblem);
}
