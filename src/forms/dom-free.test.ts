// The engine is DOM-free (STYLE 2): the page reaches it only through the FormEnvironment it is
// given, so it runs in Node, in tests, and in any frame. This reads the sources to keep it so.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Modules that build a FormEnvironment from the browser, the one place allowed to read `window`
 * and `document` (paths relative to src/forms). None exists yet: the form view will bring it.
 */
const ENVIRONMENT_MODULES = new Set<string>([]);
// `window.x`, `document.x`, `window['x']`, also through globalThis; not `env.document.x`.
const BROWSER = /(?<![\w$.])(?:globalThis\.)?(?:window|document)\s*[.[]/;
// JSDoc examples and comments may show how a page wires the engine; only code counts.
const code = (source: string) => source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

const sources = (readdirSync(import.meta.dirname, { recursive: true }) as string[])
  .map((file) => file.split(path.sep).join('/'))
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));

describe('the form engine without a DOM', () => {
  it('finds the engine’s sources', () => {
    expect(sources).toContain('engine.ts');
    expect(sources).toContain('submit/payload.ts');
  });

  it('reads window or document nowhere outside an environment module', () => {
    const offending = sources.filter(
      (file) => !ENVIRONMENT_MODULES.has(file) && BROWSER.test(code(readFileSync(path.join(import.meta.dirname, file), 'utf8'))),
    );
    expect(offending).toEqual([]);
  });

  it('recognises browser access in code, and not in comments or other objects', () => {
    expect(BROWSER.test(code('const t = document.title;'))).toBe(true);
    expect(BROWSER.test(code("globalThis.window['x'] = 1;"))).toBe(true);
    expect(BROWSER.test(code('/** @example window.addEventListener(…) */\n// document.title'))).toBe(false);
    expect(BROWSER.test(code('env.document.title; page.window.x;'))).toBe(false);
  });
});
