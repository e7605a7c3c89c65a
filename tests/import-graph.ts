/**
 * The project's own import graph, read from the sources: each import (static, dynamic, type-only
 * or a re-export) of a relative path, resolved to a file of the project. For the layer tests.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');
const rel = (file: string): string => path.relative(root, file).split(path.sep).join('/');

const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The project files a module imports (by path from the project's root). */
export function importsOf(file: string): string[] {
  const source = readFileSync(path.join(root, file), 'utf8');
  const specifiers = [...source.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm)].map((match) => match[1]!);
  return specifiers
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => {
      const base = path.resolve(path.dirname(path.join(root, file)), specifier.replace(/\?.*$/, ''));
      const found = EXTENSIONS.map((ext) => base + ext).find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
      return rel(found ?? base);
    });
}

/** Every module a file reaches through its imports of the project's own modules. */
export function reach(file: string, seen = new Set<string>()): Set<string> {
  for (const imported of importsOf(file)) {
    if (seen.has(imported) || !/\.tsx?$/.test(imported)) continue;
    seen.add(imported);
    reach(imported, seen);
  }
  return seen;
}

/** The modules (not tests, not test helpers) under a folder of the project. */
export function modulesUnder(folder: string): string[] {
  const found: string[] = [];
  const walk = (dir: string): void => {
    for (const name of readdirSync(path.join(root, dir))) {
      const file = `${dir}/${name}`;
      if (statSync(path.join(root, file)).isDirectory()) walk(file);
      else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$|\.d\.ts$/.test(name) && !/(^|\/)test(ing|-[\w-]+)?\.tsx?$/.test(name)) found.push(file);
    }
  };
  walk(folder);
  return found;
}
