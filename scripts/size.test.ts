import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: plain .mjs script without types
import { check, downloadOf, hydrationOf, measure, measureModule, sizes, wholeDownload } from './size.mjs';
// @ts-expect-error: plain .mjs script without types
import { budgets } from './budgets.mjs';

const bytes = (n: number, seed = 1): Buffer => {
  // Incompressible content (xorshift32), so gzip sizes track raw sizes.
  let x = seed;
  return Buffer.from(
    Array.from({ length: n }, () => {
      x ^= x << 13;
      x ^= x >>> 17;
      x ^= x << 5;
      return (x >>> 0) & 255;
    }),
  );
};

const manifest = {
  entries: {
    loader: { file: 'loader-A.js', imports: [], css: [] },
    framework: { file: 'framework-F.js', imports: ['chunk-R.js'], css: [] },
    theme: { file: 'theme-T.css', imports: [], css: [] },
    quantity: { file: 'quantity-Q.js', imports: ['chunk-R.js', 'chunk-P.js'], css: [] },
  },
};

describe('size report', () => {
  it('counts the loader and the framework chunks as the runtime, and the rest on top of it', () => {
    const files: Record<string, Buffer> = {
      'framework-F.js': bytes(50, 6),
      'loader-A.js': bytes(1000, 1),
      'chunk-R.js': bytes(2000, 2),
      'chunk-P.js': bytes(3000, 3),
      'quantity-Q.js': bytes(500, 4),
      'theme-T.css': bytes(100, 5),
    };
    const report = measure(manifest, (file: string) => files[file]!);
    const gzip = (...names: string[]) => names.reduce((sum, f) => sum + sizes(files[f]!).gzip, 0);
    expect(report.runtime.gzip).toBe(gzip('loader-A.js', 'chunk-R.js'));
    expect([...report.runtimeFiles]).toEqual(['loader-A.js', 'chunk-R.js']);
    expect(report.onTop(manifest.entries.quantity).gzip).toBe(gzip('quantity-Q.js', 'chunk-P.js'));
    expect(report.chunks.map((c: { file: string }) => c.file)).toEqual(['chunk-R.js', 'chunk-P.js']);
    expect(check(report, budgets, manifest).every((c: { ok: boolean }) => c.ok)).toBe(true);
  });

  it('fails an island over its budget and a runtime over its budget', () => {
    const files: Record<string, Buffer> = {
      'framework-F.js': bytes(50, 6),
      'loader-A.js': bytes(16000, 1),
      'chunk-R.js': bytes(7000, 2),
      'chunk-P.js': bytes(10, 3),
      'quantity-Q.js': bytes(6000, 4),
      'theme-T.css': bytes(10, 5),
    };
    const failed = check(measure(manifest, (file: string) => files[file]!), budgets, manifest).filter((c: { ok: boolean }) => !c.ok);
    expect(failed.map((c: { label: string }) => c.label)).toEqual([
      'runtime (loader, framework and chunks shared by islands)',
      '  of which ours (loader and our shared chunks)',
      'shop runtime (the loader and the chunks it preloads)',
      'island quantity (on top of the runtime)',
      'product page start-up (loader + quantity)',
    ]);
  });
});

describe('island budgets', () => {
  it('holds the password meter to its own, smaller budget, and other islands to the common one', () => {
    const withMeter = {
      entries: { ...manifest.entries, 'password-meter': { file: 'password-meter-M.js', imports: ['chunk-R.js'], css: [] } },
    };
    // About 3.5 KB gzip each: over the meter's 3 KB, under the islands' 4 KB.
    const files: Record<string, Buffer> = {
      'framework-F.js': bytes(50, 6),
      'loader-A.js': bytes(1000, 1),
      'chunk-R.js': bytes(2000, 2),
      'chunk-P.js': bytes(10, 3),
      'quantity-Q.js': bytes(3500, 4),
      'password-meter-M.js': bytes(3500, 7),
      'theme-T.css': bytes(10, 5),
    };
    const lines = check(measure(withMeter, (file: string) => files[file]!), budgets, withMeter);
    const line = (name: string) => lines.find((c: { label: string }) => c.label === `island ${name} (on top of the runtime)`);
    expect(budgets.islands['password-meter'].gzip).toBe(3 * 1024);
    expect(line('password-meter')).toMatchObject({ limit: 3 * 1024, ok: false });
    expect(line('quantity')).toMatchObject({ limit: 4 * 1024, ok: true });
  });
});

describe('page start-up', () => {
  const page = {
    entries: {
      ...manifest.entries,
      'add-to-cart': { file: 'add-to-cart-C.js', imports: ['chunk-R.js'], css: [] },
      'ajax-search': { file: 'ajax-search-S.js', imports: ['chunk-R.js', 'chunk-X.js'], css: [] },
    },
  };
  const files: Record<string, Buffer> = {
    'framework-F.js': bytes(50, 6),
    'loader-A.js': bytes(1000, 1),
    'chunk-R.js': bytes(2000, 2),
    'chunk-P.js': bytes(3000, 3),
    'chunk-X.js': bytes(26000, 10),
    'quantity-Q.js': bytes(500, 4),
    'add-to-cart-C.js': bytes(700, 11),
    'ajax-search-S.js': bytes(600, 12),
    'theme-T.css': bytes(100, 5),
  };
  const gzip = (...names: string[]) => names.reduce((sum, f) => sum + sizes(files[f]!).gzip, 0);
  const startUp = (hydration: Record<string, string>) =>
    check(measure(page, (file: string) => files[file]!), budgets, page, hydration).find((c: { label: string }) => c.label.startsWith('product page'));

  it('counts the loader and every island that hydrates before an interaction, each chunk once', () => {
    const line = startUp({ quantity: 'visible', 'add-to-cart': 'idle', 'ajax-search': 'idle' });
    expect(line.actual).toBe(gzip('loader-A.js', 'quantity-Q.js', 'chunk-R.js', 'chunk-P.js', 'add-to-cart-C.js', 'ajax-search-S.js', 'chunk-X.js'));
    expect(line.ok).toBe(false);
  });

  it('leaves out an island that waits for the first interaction, and the chunks only it imports', () => {
    const line = startUp({ quantity: 'visible', 'add-to-cart': 'idle', 'ajax-search': 'interaction' });
    expect(line.label).toBe('product page start-up (loader + quantity, add-to-cart)');
    expect(line.actual).toBe(gzip('loader-A.js', 'quantity-Q.js', 'chunk-R.js', 'chunk-P.js', 'add-to-cart-C.js'));
    expect(line.ok).toBe(true);
  });

  it('reads each island’s trigger from the registry’s source, idle by default', () => {
    const source = `[
      { name: 'store-notice', load: () => import('./store-notice/index') },
      {
        name: 'ajax-search',
        hydrate: 'interaction',
        enhances: ['.searchform'],
        load: () => import('./ajax-search/index'),
      },
      { name: 'quantity', hydrate: 'visible', load: () => import('./quantity/index') },
    ]`;
    expect(hydrationOf(source)).toEqual({ 'store-notice': 'idle', 'ajax-search': 'interaction', quantity: 'visible' });
  });
});

describe('shared chunks', () => {
  const shared = {
    entries: {
      ...manifest.entries,
      'store-notice': { file: 'store-notice-N.js', imports: ['chunk-R.js', 'chunk-S.js'], css: [] },
      quantity: { file: 'quantity-Q.js', imports: ['chunk-S.js', 'chunk-P.js'], css: [] },
      'form-embed': { file: 'form-embed-E.js', imports: ['chunk-R.js', 'chunk-P.js'], css: [] },
    },
  };
  const files: Record<string, Buffer> = {
    'framework-F.js': bytes(50, 6),
    'loader-A.js': bytes(1000, 1),
    'chunk-R.js': bytes(2000, 2),
    'chunk-S.js': bytes(1500, 7),
    'chunk-P.js': bytes(3000, 3),
    'quantity-Q.js': bytes(500, 4),
    'store-notice-N.js': bytes(400, 8),
    'form-embed-E.js': bytes(900, 9),
    'theme-T.css': bytes(100, 5),
  };
  const gzip = (...names: string[]) => names.reduce((sum, f) => sum + sizes(files[f]!).gzip, 0);

  it('counts a chunk two islands import as runtime, once, and charges it to neither island', () => {
    const report = measure(shared, (file: string) => files[file]!, ['form-embed']);
    expect(report.runtimeFiles.has('chunk-S.js')).toBe(true);
    expect(report.runtime.gzip).toBe(gzip('loader-A.js', 'chunk-R.js', 'chunk-S.js'));
    expect(report.onTop(shared.entries.quantity).gzip).toBe(gzip('quantity-Q.js', 'chunk-P.js'));
    expect(report.onTop(shared.entries['store-notice']).gzip).toBe(gzip('store-notice-N.js'));
  });

  it('does not count a chunk shared with a standalone entry (the form embed) as runtime', () => {
    const report = measure(shared, (file: string) => files[file]!, ['form-embed']);
    expect(report.runtimeFiles.has('chunk-P.js')).toBe(false);
    const everyEntry = measure(shared, (file: string) => files[file]!, []);
    expect(everyEntry.runtimeFiles.has('chunk-P.js')).toBe(true);
  });
});

describe('measureModule', () => {
  it('counts a module and its static imports, not what it imports on demand', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'size-'));
    const noise = (seed: number) => JSON.stringify(bytes(4000, seed).toString('base64'));
    await writeFile(path.join(dir, 'b.ts'), `export const b = ${noise(1)};`);
    await writeFile(path.join(dir, 'c.ts'), `export const c = ${noise(2)};`);
    await writeFile(path.join(dir, 'a.ts'), `import { b } from './b'; export const a = () => [b, import('./c')];`);
    await writeFile(path.join(dir, 'd.ts'), `import { b } from './b'; import { c } from './c'; export const d = () => [b, c];`);
    const lazy = await measureModule('a.ts', dir);
    const eager = await measureModule('d.ts', dir);
    expect(lazy.raw).toBeGreaterThan(5000);
    expect(eager.raw - lazy.raw).toBeGreaterThan(5000);
    await rm(dir, { recursive: true, force: true });
  });
});

describe('whole download', () => {
  // A metafile as esbuild writes it: outputs named from the project, each with its imports and,
  // for an entry or a module loaded with import(), the module it was built for.
  const out = (entryPoint: string | undefined, imports: Array<[string, 'import-statement' | 'dynamic-import']>) => ({
    ...(entryPoint && { entryPoint }),
    imports: imports.map(([file, kind]) => ({ path: `dist/${file}`, kind })),
  });
  const metafile = {
    outputs: {
      'dist/embed-E.js': out('islands/embed/index.tsx', [['chunk-F.js', 'import-statement'], ['chunk-L.js', 'dynamic-import'], ['chunk-D.js', 'dynamic-import'], ['chunk-V.js', 'dynamic-import'], ['chunk-W.js', 'dynamic-import'], ['chunk-U.js', 'dynamic-import']]),
      'dist/embed-E.js.map': { imports: [] },
      'dist/chunk-F.js': out(undefined, []),
      // Loaded on demand, with a chunk of its own and a further on-demand import.
      'dist/chunk-L.js': out('src/load.ts', [['chunk-S.js', 'import-statement'], ['chunk-P.js', 'dynamic-import']]),
      'dist/chunk-S.js': out(undefined, []),
      'dist/chunk-P.js': out('src/picker.ts', [['chunk-F.js', 'import-statement']]),
      // Two locales: a page loads one. The larger brings a chunk of its own.
      'dist/chunk-V.js': out('src/locales/vi.ts', [['chunk-Z.js', 'import-statement']]),
      'dist/chunk-Z.js': out(undefined, []),
      'dist/chunk-W.js': out('src/locales/de.ts', []),
      // Only a failure loads it, and what it brings.
      'dist/chunk-U.js': out('src/unavailable.ts', [['chunk-C.js', 'import-statement'], ['chunk-F.js', 'import-statement']]),
      'dist/chunk-C.js': out(undefined, []),
      // Another entry's, never reached.
      'dist/other-O.js': out('islands/other/index.ts', [['chunk-F.js', 'import-statement']]),
      'dist/chunk-D.js': out('src/data.json', []),
    },
  };
  const files: Record<string, Buffer> = {
    'embed-E.js': bytes(3000, 1),
    'chunk-F.js': bytes(2000, 2),
    'chunk-L.js': bytes(1000, 3),
    'chunk-S.js': bytes(500, 4),
    'chunk-P.js': bytes(700, 5),
    'chunk-V.js': bytes(600, 6),
    'chunk-Z.js': bytes(300, 7),
    'chunk-W.js': bytes(800, 8),
    'chunk-U.js': bytes(400, 9),
    'chunk-C.js': bytes(5000, 10),
    'other-O.js': bytes(9000, 11),
    'chunk-D.js': bytes(100, 12),
    'v2-C.js': bytes(200, 13),
  };
  const read = (file: string) => files[file]!;
  const gzip = (...names: string[]) => names.reduce((sum, f) => sum + sizes(files[f]!).gzip, 0);
  const plan = {
    entry: 'islands/embed/index.tsx',
    alternatives: { locale: 'src/locales/' },
    failurePaths: { 'src/unavailable.ts': 'only when the form cannot be shown' },
  };

  it('follows static and on-demand imports from the entry, each file once, the largest alternative counted', () => {
    const download = wholeDownload(metafile, plan, read);
    const names = download.files.map((item: { file: string }) => item.file).sort();
    // vi with its chunk (900 bytes) outweighs de (800).
    expect(names).toEqual(['chunk-D.js', 'chunk-F.js', 'chunk-L.js', 'chunk-P.js', 'chunk-S.js', 'chunk-V.js', 'chunk-Z.js', 'embed-E.js']);
    expect(download.total.gzip).toBe(gzip(...names));
    expect(download.alternatives).toMatchObject([{ label: 'locale', count: 2, largest: { module: 'src/locales/vi.ts' } }]);
    // What a browser may fetch for the entry on any path: the other locale and the failure's chunks too.
    expect([...download.reachable].sort()).toEqual([...names, 'chunk-C.js', 'chunk-U.js', 'chunk-W.js'].sort());
  });

  it('reports what only a failure loads apart, without what is counted already', () => {
    const [failure] = wholeDownload(metafile, plan, read).failurePaths;
    expect(failure).toMatchObject({ module: 'src/unavailable.ts', reason: 'only when the form cannot be shown' });
    expect([...failure.files].sort()).toEqual(['chunk-C.js', 'chunk-U.js']);
    expect(failure.size.gzip).toBe(gzip('chunk-C.js', 'chunk-U.js'));
  });

  it('counts a chunk added on demand without anyone listing it', () => {
    const grown = structuredClone(metafile) as typeof metafile & { outputs: Record<string, unknown> };
    grown.outputs['dist/chunk-L.js'].imports.push({ path: 'dist/chunk-N.js', kind: 'dynamic-import' });
    grown.outputs['dist/chunk-N.js'] = out('src/new.ts', []);
    const withNew: Record<string, Buffer> = { ...files, 'chunk-N.js': bytes(400, 14) };
    const before = wholeDownload(metafile, plan, read).total.gzip;
    expect(wholeDownload(grown, plan, (file: string) => withNew[file]!).total.gzip).toBe(before + sizes(withNew['chunk-N.js']!).gzip);
  });

  it('adds the entries a plan brings with it (the classic script that imports the embed)', () => {
    const manifestWith = { entries: { v2: { file: 'v2-C.js', imports: [], css: [] } } };
    const download = downloadOf(manifestWith, metafile, { ...plan, with: ['v2'] }, read);
    expect(download.total.gzip).toBe(wholeDownload(metafile, plan, read).total.gzip + gzip('v2-C.js'));
    expect(download.files.at(-1)).toMatchObject({ file: 'v2-C.js', module: '(v2)' });
  });
});
