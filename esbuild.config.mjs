// The one build: every island, the loader and the theme stylesheet in ONE esbuild run with code
// splitting, so preact/compat, nanostores and the stores land in shared chunks and every island
// sees the same $config and $cart. Writes dist/ and dist/manifest.json, which the theme and the
// demo store enqueue from.
//
//   node esbuild.config.mjs            production build (React aliased to preact/compat)
//   node esbuild.config.mjs --watch    development build, rebuilt on change
//   node esbuild.config.mjs --watch --serve   the same, plus the demo store, restarted when the
//                                             build or its own code changes (npm run dev)
//   node esbuild.config.mjs --dev      development build once
import * as esbuild from 'esbuild';
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(fileURLToPath(import.meta.url));
const outdir = path.join(root, 'dist');
const watch = process.argv.includes('--watch');
const production = !watch && !process.argv.includes('--dev');

/** Each folder of islands/ with an index.ts(x) is an island entry of the same name. */
export function islandEntries(dir = path.join(root, 'islands')) {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => {
      const file = ['index.tsx', 'index.ts'].map((name) => path.join(dir, entry.name, name)).find(existsSync);
      return file ? [{ in: file, out: entry.name }] : [];
    });
}

export const entryPoints = () => [
  { in: path.join(root, 'islands/loader.ts'), out: 'loader' },
  { in: path.join(root, 'src/runtime/framework.ts'), out: 'framework' },
  { in: path.join(root, 'src/styles/theme.css'), out: 'theme' },
  ...islandEntries(),
];

// The components are written against React's API; shoppers get preact/compat.
const preact = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-runtime',
};

/**
 * Turns esbuild's metafile into the manifest: for each entry, its file, every chunk it imports
 * statically (directly or not: the modulepreload list) and its CSS (an island's: the stylesheets
 * the loader fetches with it). The loader's list also names
 * the shop runtime's chunk and what it imports (islands/shop-runtime.ts): the loader does not
 * import them, but every shop island does, so a page fetches them alongside the loader instead of
 * after its first island.
 */
export function manifestFrom(metafile, entries, dir = outdir) {
  const rel = (file) => path.relative(dir, path.resolve(root, file)).split(path.sep).join('/');
  const byInput = new Map(entries.map((entry) => [path.relative(root, entry.in).split(path.sep).join('/'), entry.out]));
  const staticImports = (file, seen = new Set()) => {
    for (const item of metafile.outputs[file]?.imports ?? []) {
      if (item.kind !== 'import-statement' || item.external || seen.has(item.path)) continue;
      seen.add(item.path);
      staticImports(item.path, seen);
    }
    return seen;
  };
  const manifest = { entries: {} };
  for (const [file, output] of Object.entries(metafile.outputs)) {
    const name = output.entryPoint && byInput.get(output.entryPoint);
    if (!name || file.endsWith('.map')) continue;
    manifest.entries[name] = {
      file: rel(file),
      imports: [...staticImports(file)].map(rel),
      css: output.cssBundle ? [rel(output.cssBundle)] : [],
    };
  }
  // The stylesheets an island brings (islands/registry.ts, `styles`: `?url` imports of the
  // loader), also listed as the island's css: a server that knows a page has the island may link
  // them in the head, so that they apply from the first paint (the loader then fetches nothing).
  const loaderOutput = Object.entries(metafile.outputs).find(([, output]) => output.entryPoint === 'islands/loader.ts');
  for (const item of loaderOutput?.[1].imports ?? []) {
    if (item.kind !== 'file-loader' || !item.path.endsWith('.css')) continue;
    const source = Object.keys(metafile.outputs[item.path]?.inputs ?? {})[0]?.replace(/^asset-url:/, '');
    const island = source && /^islands\/([^/]+)\//.exec(path.relative(root, path.resolve(root, source)).split(path.sep).join('/'))?.[1];
    if (island && manifest.entries[island]) manifest.entries[island].css.push(rel(item.path));
  }
  const shared = Object.entries(metafile.outputs).find(([file, output]) => !file.endsWith('.map') && output.inputs['islands/shop-runtime.ts']);
  const loader = manifest.entries.loader;
  if (shared && loader) loader.imports = [...new Set([...loader.imports, rel(shared[0]), ...[...staticImports(shared[0])].map(rel)])];
  return manifest;
}

/**
 * `import href from 'photoswipe/style.css?url'`: the file (CSS minified) written to dist/ under a
 * content-hashed name, and the module's default export its path relative to the output directory
 * (`./photoswipe-HASH.css`), for `new URL(href, import.meta.url)`. What a chunk loaded on demand
 * needs to bring its own stylesheet with it: a CSS import would go into its entry's stylesheet,
 * which nothing loads.
 */
export const assetUrls = {
  name: 'asset-url',
  setup(build) {
    build.onResolve({ filter: /\?url$/ }, async ({ path: request, kind, resolveDir, importer }) => {
      const result = await build.resolve(request.slice(0, -'?url'.length), { kind, resolveDir, importer });
      return result.errors.length ? { errors: result.errors } : { path: result.path, namespace: 'asset-url' };
    });
    build.onLoad({ filter: /.*/, namespace: 'asset-url' }, async ({ path: file }) => {
      const source = await readFile(file, 'utf8');
      const minify = build.initialOptions.minify;
      const contents = file.endsWith('.css') ? (await esbuild.transform(source, { loader: 'css', minify })).code : source;
      return { contents, loader: 'file' };
    });
  },
};

/** Islands pages load on their own, without the loader: the HubSpot-compatible form embed. */
export const standaloneIslands = ['form-embed'];

/**
 * Puts the code a group of entries shares into one chunk: the shop islands' (reasons in
 * islands/shop-runtime.ts), and the form embed's with the chunks it loads on demand
 * (islands/form-embed/shared.ts). esbuild groups modules into chunks by the set of entries that
 * reach them, dynamic imports counting as entries. So each entry of a group, and every module it
 * loads on demand (a slider, a lightbox, the date picker…), gets an import of the group's module:
 * the modules that one re-exports are then reached by the same set and make one chunk. An
 * on-demand module that did not would pull each shared module it uses into a chunk of its own.
 * Free at run time: the shared chunk is there before any of its entries runs. Appended, so that
 * the module's source map lines stay its own (ES imports run first wherever they are written).
 * package.json names the groups' modules, and FRAMEWORK_MODULES, as having side effects: without
 * that, esbuild drops an import that uses nothing (the build fails then: `logOverride` below).
 */
/** The framework's entry (React's API through preact/compat, the JSX runtime, nanostores). */
const FRAMEWORK_ENTRY = path.join(root, 'src/runtime/framework.ts');
/**
 * What every React island of the shop mounts with. Between them they import all the entry does
 * (react-island.tsx: React's API, react-dom/client, the JSX runtime; the stores: nanostores), so
 * the islands reach the framework as the entry does. Not the entry itself: imported too, it would
 * be a chunk of its own, empty (it only re-exports), one more request for every React island.
 */
const FRAMEWORK_MODULES = ['islands/react-island.tsx', 'stores/use-store.ts'].map((file) => path.join(root, file));

/** The project's own TypeScript modules that go into the bundle (not tests). */
function sourceFiles() {
  return ['islands', 'stores', 'src'].flatMap((folder) =>
    readdirSync(path.join(root, folder), { recursive: true })
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$|\.d\.ts$/.test(file))
      .map((file) => path.join(root, folder, file)),
  );
}

/** The modules a source loads with `import('…')` (not `typeof import('…')`, a type). */
const dynamicImports = (source) => [...source.matchAll(/(?<!typeof\s*)\bimport\(\s*(['"])([^'"]+)\1\s*\)/g)].map((match) => match[2]);

export const sharedChunks = {
  name: 'shared-chunks',
  setup(build) {
    const within = (file, folder) => !path.relative(path.join(root, folder), file).startsWith('..');
    const forms = (file) => standaloneIslands.some((name) => within(file, `islands/${name}`)) || within(file, 'src/forms');
    const entries = islandEntries();
    const groups = [
      {
        module: path.join(root, 'islands/shop-runtime.ts'),
        entries: new Set(entries.filter((entry) => !standaloneIslands.includes(entry.out)).map((entry) => entry.in)),
        // Loaded on demand by a shop island: what its folder imports with `import()`, and what the
        // stores and the cart's listeners, which islands run, load (the cart's requests, its
        // add and remove, the fragments' code).
        loads: (importer) => (within(importer, 'islands') || within(importer, 'stores') || within(importer, 'src/cart')) && !forms(importer),
        has: (file) => (within(file, 'islands') || within(file, 'src') || within(file, 'stores')) && !forms(file),
      },
      {
        module: path.join(root, 'islands/form-embed/shared.ts'),
        entries: new Set(entries.filter((entry) => standaloneIslands.includes(entry.out)).map((entry) => entry.in)),
        loads: forms,
        has: forms,
        // Every module of the embed gets the import, not only those found loaded on demand: a
        // module the embed imports statically as well may load before the import() naming it
        // resolves (each module loads once), miss the import, and split the shared chunk.
        everyModule: true,
      },
    ];
    const modules = new Set(groups.map((group) => group.module));
    /**
     * Modules each group loads on demand: every `import('…')` of the group's folders, found before
     * the build starts, and any other as its import resolves. Found only as imports resolve, a
     * module that is imported statically too could load before the `import()` naming it resolved,
     * miss the group's import, and make the chunks differ from build to build with the machine's
     * load.
     */
    const lazy = new Map(groups.map((group) => [group, new Set()]));
    build.onStart(async () => {
      lazy.forEach((files) => files.clear());
      for (const importer of sourceFiles()) {
        const group = groups.find((g) => g.loads(importer));
        if (!group) continue;
        for (const request of dynamicImports(await readFile(importer, 'utf8'))) {
          const result = await build.resolve(request, { kind: 'dynamic-import', importer, resolveDir: path.dirname(importer), pluginData: sharedChunks.name });
          if (!result.errors.length && group.has(result.path)) lazy.get(group).add(result.path);
        }
      }
    });
    build.onResolve({ filter: /./ }, async ({ path: request, kind, importer, resolveDir, pluginData }) => {
      const group = kind === 'dynamic-import' && pluginData !== sharedChunks.name ? groups.find((g) => g.loads(importer)) : undefined;
      if (!group) return undefined;
      const result = await build.resolve(request, { kind, importer, resolveDir, pluginData: sharedChunks.name });
      if (!result.errors.length && group.has(result.path)) lazy.get(group).add(result.path);
      return undefined;
    });
    build.onLoad({ filter: /\.tsx?$/ }, async ({ path: file }) => {
      if (file.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const group = modules.has(file) ? undefined : groups.find((g) => g.entries.has(file) || lazy.get(g).has(file) || (g.everyModule && g.has(file)));
      const source = await readFile(file, 'utf8');
      // The framework the same way, for the shop's islands: a module that renders (JSX, React's
      // API) imports all of it (FRAMEWORK_MODULES), so that it makes one chunk, not one per set of
      // islands that happens to use a part of it (the JSX runtime, createRoot, the mount helper).
      const framework = file !== FRAMEWORK_ENTRY && !FRAMEWORK_MODULES.includes(file) && !forms(file) && (file.endsWith('x') || /from ['"](react|react-dom)(\/[\w-]+)?['"]/.test(source));
      if (!group && !framework) return undefined;
      const imports = [group?.module, ...(framework ? FRAMEWORK_MODULES : [])].filter(Boolean).map((module) => `import ${JSON.stringify(module)};\n`);
      return { contents: `${source}\n${imports.join('')}`, loader: file.endsWith('x') ? 'tsx' : 'ts', resolveDir: path.dirname(file) };
    });
  },
};

/** esbuild's metafile of the last build, beside the manifest. */
export const METAFILE = 'metafile.json';

const writeManifest = {
  name: 'manifest',
  setup(build) {
    build.onEnd(async (result) => {
      if (result.errors.length || !result.metafile) return;
      const manifest = manifestFrom(result.metafile, build.initialOptions.entryPoints);
      if (manifest.entries['form-embed']) manifest.entries['form-embed-v2'] = await buildEmbedLoader(manifest.entries['form-embed'].file);
      await writeFile(path.join(outdir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
      // esbuild's own account of the build: which modules went into which file, and which file
      // imports which, statically or on demand. `npm run size` follows the on-demand imports to
      // measure what the form embed downloads in all; esbuild's bundle analyser reads it too.
      // Not packaged (scripts/package.mjs): WordPress has no use for it.
      await writeFile(path.join(outdir, METAFILE), JSON.stringify(result.metafile));
      if (watch) console.log(`[build] ${new Date().toLocaleTimeString()} rebuilt ${Object.keys(manifest.entries).length} entries`);
    });
  },
};

/**
 * The classic `<script>` of HubSpot's snippet (islands/form-embed/v2.ts): an IIFE that imports the
 * form-embed module, whose hashed name it is given here. Its own small build, since the main one
 * writes ES modules only. Returns its manifest entry.
 */
export async function buildEmbedLoader(embedFile) {
  const result = await esbuild.build({
    entryPoints: { 'form-embed-v2': path.join(root, 'islands/form-embed/v2.ts') },
    outdir,
    bundle: true,
    format: 'iife',
    minify: production,
    target: 'es2020',
    sourcemap: 'linked',
    entryNames: '[name]-[hash]',
    metafile: true,
    legalComments: 'none',
    define: { FORM_EMBED_ENTRY: JSON.stringify(embedFile) },
    logLevel: 'warning',
  });
  const file = Object.keys(result.metafile.outputs).find((name) => name.endsWith('.js'));
  return { file: path.relative(outdir, path.resolve(root, file)).split(path.sep).join('/'), imports: [], css: [] };
}

export const options = () => ({
  // Paths in the metafile (and so the manifest) are relative to the project, wherever it is run from.
  absWorkingDir: root,
  entryPoints: entryPoints(),
  outdir,
  bundle: true,
  format: 'esm',
  splitting: true,
  minify: production,
  target: 'es2020',
  sourcemap: 'linked',
  entryNames: '[name]-[hash]',
  chunkNames: 'chunk-[hash]',
  assetNames: '[name]-[hash]',
  metafile: true,
  jsx: 'automatic',
  legalComments: 'none',
  alias: production ? preact : {},
  define: { 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') },
  logLevel: 'warning',
  // sharedChunks' imports of a group's module use nothing it exports: esbuild drops them unless
  // package.json's `sideEffects` names the module, and the chunks then split otherwise. A failed
  // build says so where a warning among many would not.
  logOverride: { 'ignored-bare-import': 'error' },
  plugins: [assetUrls, sharedChunks, writeManifest],
});

async function main() {
  await rm(outdir, { recursive: true, force: true });
  await mkdir(outdir, { recursive: true });
  if (watch) {
    const context = await esbuild.context(options());
    await context.rebuild();
    await context.watch();
    console.log('[build] watching for changes (development build, real React)');
    if (process.argv.includes('--serve')) serve();
    return;
  }
  await esbuild.build(options());
  console.log(`[build] ${production ? 'production' : 'development'} build written to dist/`);
}

/** Runs the demo store in watch mode; a new manifest (new hashes) restarts it. */
function serve() {
  const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
  const child = spawn(tsx, ['watch', '--clear-screen=false', '--include', 'dist/manifest.json', 'demo/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'development' },
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code) => process.exit(code ?? 0));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
