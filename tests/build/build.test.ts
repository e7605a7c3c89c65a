import * as esbuild from 'esbuild';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: the build config is plain JavaScript
import { islandEntries, manifestFrom, options } from '../../esbuild.config.mjs';
import { registry } from '../../islands/registry';

interface Entry {
  file: string;
  imports: string[];
  css: string[];
}

let outdir: string;
let manifest: { entries: Record<string, Entry> };
let metafile: esbuild.Metafile;
const read = (file: string) => readFile(path.join(outdir, file), 'utf8');

beforeAll(async () => {
  outdir = await mkdtemp(path.join(tmpdir(), 'shop-islands-build-'));
  // Every plugin but the one that writes dist/manifest.json: the manifest is computed here, in outdir.
  const plugins = options().plugins.filter((plugin: { name: string }) => plugin.name !== 'manifest');
  const config = { ...options(), outdir, plugins };
  const result = await esbuild.build(config);
  metafile = result.metafile!;
  manifest = manifestFrom(result.metafile, config.entryPoints, outdir);
}, 60_000);
afterAll(() => rm(outdir, { recursive: true, force: true }));

describe('production build', () => {
  it('has an entry for the loader, the theme and every island folder', () => {
    const islands = islandEntries().map((entry: { out: string }) => entry.out);
    expect(Object.keys(manifest.entries).sort()).toEqual(['framework', 'loader', 'theme', ...islands].sort());
    expect(manifest.entries['theme']?.file).toMatch(/^theme-[A-Z0-9]+\.css$/);
  });

  it('registers exactly the island folders in the loader', () => {
    const islands = islandEntries().map((entry: { out: string }) => entry.out);
    expect(registry.map((definition) => definition.name).sort()).toEqual(islands.sort());
  });

  it('names files by content hash, and the loader imports each island entry file on demand', async () => {
    const loader = await read(manifest.entries['loader']!.file);
    for (const definition of registry) {
      const entry = manifest.entries[definition.name]!;
      expect(entry.file).toMatch(new RegExp(`^${definition.name}-[A-Z0-9]{8}\\.js$`));
      expect(loader).toContain(`import("./${entry.file}")`);
    }
  });

  it('lists the stylesheets an island brings as its css: the files the loader fetches with it', async () => {
    const loader = await read(manifest.entries['loader']!.file);
    for (const definition of registry) {
      const css = manifest.entries[definition.name]!.css;
      expect(css).toHaveLength(definition.styles?.length ?? 0);
      for (const file of css) {
        expect(file).toMatch(new RegExp(`^${definition.name}-[A-Z0-9]{8}\\.css$`));
        expect(loader).toContain(`"./${file}"`);
        await expect(read(file)).resolves.toContain(`--shop-islands-styles-${definition.name}`);
      }
    }
    expect(manifest.entries['gallery']!.css).toHaveLength(1);
  });

  it('lists, for each entry, every chunk it imports statically, and the files exist', async () => {
    const files = new Set(await readdir(outdir));
    for (const entry of Object.values(manifest.entries)) {
      expect(files.has(entry.file)).toBe(true);
      for (const chunk of entry.imports) {
        expect(files.has(chunk)).toBe(true);
        const source = await read(entry.file);
        const direct = [...source.matchAll(/(?:import|from)\s*"\.\/([^"]+)"/g)].map((m) => m[1]);
        for (const file of direct) if (!/^(store-notice|quantity)-/.test(file!)) expect(entry.imports).toContain(file);
      }
    }
  });

  it('puts what shop islands share in one chunk, which every shop island and what it loads on demand imports, and the loader preloads', async () => {
    const files = await readdir(outdir);
    const sources = new Map(await Promise.all(files.filter((file) => file.endsWith('.js')).map(async (file) => [file, await read(file)] as const)));
    // The stores, the cart store and the jQuery bridge, by strings only their code holds.
    const holding = (marker: string) => [...sources].filter(([, source]) => source.includes(marker)).map(([file]) => file);
    const [runtime, ...others] = holding('shop-islands-config');
    expect(others).toEqual([]);
    for (const marker of ['wc_fragments_refreshed', 'jQuery']) expect(holding(marker)).toContain(runtime);
    const shopIslands = islandEntries().map((entry: { out: string }) => entry.out).filter((name: string) => name !== 'form-embed');
    for (const name of shopIslands) expect(manifest.entries[name]!.imports, name).toContain(runtime);
    expect(manifest.entries['loader']!.imports).toContain(runtime);
    // A chunk the gallery loads on the first pointer imports it too, and none of its modules apart.
    const slider = holding('embla').find((file) => file.startsWith('chunk-') && sources.get(file)!.includes(`"./${runtime}"`));
    expect(slider).toBeDefined();
    // The form embed stands alone: it never loads the shop's cart store.
    expect(manifest.entries['form-embed']!.imports).not.toContain(runtime);
  });

  it('puts what the form embed shares with its on-demand chunks in one chunk, apart from the shop’s', () => {
    const outputs = Object.entries(metafile.outputs).filter(([file]) => file.endsWith('.js'));
    const holding = (input: string) => outputs.filter(([, output]) => output.inputs[input]).map(([file]) => path.basename(file));
    const [shared, ...others] = holding('islands/form-embed/shared.ts');
    expect(others).toEqual([]);
    for (const input of ['src/forms/rules/validate.ts', 'src/forms/logic/tree.ts', 'src/forms/definition/errors.ts', 'islands/form-embed/shell/origin.ts']) {
      expect(holding(input), input).toEqual([shared]);
    }
    expect(manifest.entries['form-embed']!.imports).toContain(shared);
    // The date picker, loaded on demand, imports it rather than a copy or a chunk of its own.
    const [picker] = holding('islands/form-embed/date-picker/calendar.ts');
    expect(metafile.outputs[path.relative(process.cwd(), path.join(outdir, picker!))]?.imports.map((item) => path.basename(item.path))).toContain(shared);
    // No shop page loads it.
    for (const name of ['loader', 'store-notice', 'add-to-cart', 'mini-cart']) expect(manifest.entries[name]!.imports).not.toContain(shared);
  });

  it('serves React’s API through preact/compat, in one shared chunk', async () => {
    const framework = manifest.entries['framework']!;
    const sources = await Promise.all(framework.imports.map(read));
    const all = sources.join('\n');
    expect(all).not.toContain('__SECRET_INTERNALS_DO_NOT_USE_OR_YOU_WILL_BE_FIRED');
    expect(all).toMatch(/__H|__k/); // preact's mangled internals
    const large = framework.imports.filter((file) => sources[framework.imports.indexOf(file)]!.length > 5000);
    expect(large.length).toBeGreaterThan(0);
    // The form widget and the React islands load it; islands whose folder never imports React do
    // not. (An island that imports React only in a module it loads on demand gets it then.)
    const folderImportsReact = async (name: string, only?: RegExp) => {
      const files = (await readdir(path.resolve(`islands/${name}`), { recursive: true })).filter((file) => /\.tsx?$/.test(file) && !file.includes('.test.') && (!only || only.test(file)));
      const sources = await Promise.all(files.map((file) => readFile(path.resolve(`islands/${name}`, file), 'utf8')));
      return sources.some((source) => /from '(react|react-dom\/client|\.\.\/react-island)'/.test(source));
    };
    for (const chunk of large) expect(manifest.entries['form-embed']!.imports).toContain(chunk);
    const react: string[] = [];
    for (const { name } of registry) {
      const imports = manifest.entries[name]!.imports;
      if (await folderImportsReact(name, /^index\.tsx?$/)) {
        react.push(name);
        for (const chunk of large) expect(imports, name).toContain(chunk);
      } else if (!(await folderImportsReact(name))) {
        for (const chunk of large) expect(imports, name).not.toContain(chunk);
      }
    }
    expect(react).toEqual(expect.arrayContaining(['cart-page', 'ajax-search', 'carousel']));
  });

  it('writes no chunk without code of its own: each is a request an importer waits for', () => {
    const empty = Object.entries(metafile.outputs)
      .filter(([file, output]) => file.endsWith('.js') && !output.entryPoint && Object.values(output.inputs).every((input) => input.bytesInOutput === 0))
      .map(([file, output]) => `${path.basename(file)} (${Object.keys(output.inputs).join(', ')})`);
    expect(empty).toEqual([]);
  });

  it('ships each island only its own strings, in Vietnamese; English loads on demand', async () => {
    const closure = async (name: string) => {
      const entry = manifest.entries[name]!;
      return (await Promise.all([entry.file, ...entry.imports].map(read))).join('\n');
    };
    // The store notice's strings come with its component, which its start-up part loads on a first touch.
    const [component] = Object.entries(metafile.outputs).filter(([, output]) => output.entryPoint === 'islands/store-notice/StoreNotice.tsx');
    const notice = (await Promise.all([component![0], ...component![1].imports.filter((item) => item.kind === 'import-statement').map((item) => item.path)].map((file) => read(path.basename(file))))).join('\n');
    const quantity = await closure('quantity');
    expect(notice).toContain('storeNotice.dismiss');
    expect(notice).not.toContain('quantity.');
    expect(quantity).toContain('quantity.decreaseOf');
    expect(quantity).not.toContain('storeNotice.');
    for (const code of [notice, quantity]) {
      // Strings of islands not on the page, and another language's, are not in what loads up front.
      expect(code).not.toMatch(/password\.|search\.|lightbox\.|cart\.viewCart/);
      expect(code).not.toContain('Dismiss');
    }
  });

  it('keeps the growl messages out of every page’s start-up: the shop runtime imports them with the first message', async () => {
    const scripts = (await readdir(outdir)).filter((file) => file.endsWith('.js'));
    const growl: string[] = [];
    const runtime: string[] = [];
    for (const file of scripts) {
      const source = await read(file);
      if (source.includes('si-growls')) growl.push(file);
      if (source.includes('shop-islands-config')) runtime.push(file);
    }
    expect(growl).toHaveLength(1);
    for (const entry of Object.values(manifest.entries)) expect([entry.file, ...entry.imports]).not.toContain(growl[0]);
    expect(runtime).toHaveLength(1);
    expect(await read(runtime[0]!)).toContain(`import("./${growl[0]}")`);
  });

  it('writes minified ES modules with linked source maps', async () => {
    const loader = await read(manifest.entries['loader']!.file);
    expect(loader).toMatch(/\/\/# sourceMappingURL=loader-[A-Z0-9]+\.js\.map\s*$/);
    expect(loader.split('\n').length).toBeLessThan(5);
    expect(loader).not.toContain('process.env');
  });
});
