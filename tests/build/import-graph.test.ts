import { describe, expect, it } from 'vitest';
import { importsOf, modulesUnder } from '../import-graph';

/**
 * Imports point one way, `islands/ → stores/ → src/`, and islands never import each other: they
 * share state through the stores. The composition roots beside the registry (islands/loader.ts,
 * islands/registry.ts, islands/shop-runtime.ts) and the mount helpers (islands/react-island.tsx,
 * islands/on-approach.ts) are not islands: the first three wire islands up, the last two are what
 * React islands mount with. Read from every module's source (tests and test helpers aside), each import resolved.
 */
const edges = (folder: string): Array<[from: string, to: string]> => modulesUnder(folder).flatMap((file) => importsOf(file).map((to) => [file, to] as [string, string]));

/** The island a module belongs to: its folder under islands/ (none for the top-level modules). */
const islandOf = (file: string): string | undefined => /^islands\/([^/]+)\//.exec(file)?.[1];

describe('the import graph', () => {
  it('nothing in src/ imports stores/ or islands/', () => {
    expect(edges('src').filter(([, to]) => /^(stores|islands)\//.test(to))).toEqual([]);
  });

  it('nothing in stores/ imports islands/', () => {
    expect(edges('stores').filter(([, to]) => to.startsWith('islands/'))).toEqual([]);
  });

  it('no island imports another', () => {
    const crossing = edges('islands').filter(([from, to]) => islandOf(from) && islandOf(to) && islandOf(from) !== islandOf(to));
    expect(crossing).toEqual([]);
  });

  it('islands import only the mount helpers and the shop runtime of the modules beside the registry', () => {
    const roots = edges('islands').filter(([from, to]) => islandOf(from) && /^islands\/[^/]+\.tsx?$/.test(to));
    expect(roots.filter(([, to]) => !['islands/react-island.tsx', 'islands/on-approach.ts', 'islands/shop-runtime.ts'].includes(to))).toEqual([]);
  });

  it('reads the imports it checks: every island module, and the store and src modules the islands use', () => {
    const islandEdges = edges('islands');
    expect(islandEdges.some(([, to]) => to.startsWith('stores/'))).toBe(true);
    expect(islandEdges.some(([, to]) => to.startsWith('src/'))).toBe(true);
    expect(islandEdges.some(([from, to]) => from === 'islands/registry.ts' && to === 'islands/quantity/index.ts')).toBe(true);
  });
});
