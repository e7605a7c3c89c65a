import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Imports point one way, `islands/ → stores/ → src/`, and stores hold state and actions only: their
 * effects (the DOM, jQuery) are listeners in modules of their own. Read from the sources, each
 * import (static, dynamic or type-only) resolved to a file of the project.
 */
const root = path.resolve(import.meta.dirname, '..');
const rel = (file: string): string => path.relative(root, file).split(path.sep).join('/');

function importsOf(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const specifiers = [...source.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm)].map((match) => match[1]!);
  return specifiers
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => {
      const base = path.resolve(path.dirname(file), specifier);
      const found = ['.ts', '.tsx', '/index.ts'].map((ext) => base + ext).find((candidate) => {
        try {
          readFileSync(candidate);
          return true;
        } catch {
          return false;
        }
      });
      return rel(found ?? base);
    });
}

/** Every module a file reaches through its imports of the project's own modules. */
function reach(file: string, seen = new Set<string>()): Set<string> {
  for (const imported of importsOf(path.join(root, file))) {
    if (seen.has(imported) || !imported.endsWith('.ts')) continue;
    seen.add(imported);
    reach(imported, seen);
  }
  return seen;
}

const stores = readdirSync(path.join(root, 'stores'))
  .filter((name) => /\.tsx?$/.test(name) && !name.includes('.test.'))
  .map((name) => `stores/${name}`);
/** Modules that touch the page or jQuery: the cart store's listeners, the bridge, the DOM helpers. */
const EFFECTS = /^src\/(dom\/|events\/|cart\/(apply|page|woo-events)\.ts$)/;

describe('the layers', () => {
  it.each(stores)('%s imports nothing from islands/', (file) => {
    expect([...reach(file)].filter((module) => module.startsWith('islands/'))).toEqual([]);
  });

  it('the cart store reaches no module that touches the page or jQuery, and names neither', () => {
    expect([...reach('stores/cart.ts')].filter((module) => EFFECTS.test(module))).toEqual([]);
    const code = readFileSync(path.join(root, 'stores/cart.ts'), 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
    expect(code).not.toMatch(/\b(document|window|jQuery|localStorage|sessionStorage)\b/);
  });

  it("the cart's listeners and the modules they share with the store import nothing from stores/ or islands/", () => {
    for (const file of ['src/cart/listener.ts', 'src/cart/page.ts', 'src/cart/woo-events.ts', 'src/cart/requests.ts']) {
      expect([...reach(file)].filter((module) => /^(stores|islands)\//.test(module))).toEqual([]);
    }
  });
});
