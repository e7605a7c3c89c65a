// Prints the compressed size of every built entry and shared chunk from dist/manifest.json, and
// fails when a budget from scripts/budgets.mjs is passed.  Usage: npm run size
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { budgets as defaultBudgets } from './budgets.mjs';

/** Raw, gzip (level 9) and brotli (quality 11) sizes of a buffer. */
export function sizes(buffer) {
  return {
    raw: buffer.length,
    gzip: gzipSync(buffer, { level: 9 }).length,
    brotli: brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

const add = (a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli });
const zero = { raw: 0, gzip: 0, brotli: 0 };

/**
 * Measures every file the manifest names. `read(file)` returns its bytes. `standalone` names the
 * entries pages load on their own, not through the loader (the form embed): they share no runtime.
 *
 * The runtime is what islands stand on, charged once: the loader, the framework entry's chunks
 * (React's API through preact/compat, nanostores; that entry file itself is never loaded), and
 * every chunk that two or more islands import, since a page that has both loads it once.
 */
export function measure(manifest, read, standalone = Object.keys(defaultBudgets.entries)) {
  const files = new Map();
  const of = (file) => {
    if (!files.has(file)) files.set(file, sizes(read(file)));
    return files.get(file);
  };
  const entries = Object.fromEntries(
    Object.entries(manifest.entries).map(([name, entry]) => [name, { ...entry, own: of(entry.file) }]),
  );
  const entryFiles = new Set(Object.values(manifest.entries).map((entry) => entry.file));
  const chunks = [...new Set(Object.values(manifest.entries).flatMap((entry) => entry.imports))].filter(
    (file) => !entryFiles.has(file),
  );
  for (const chunk of chunks) of(chunk);
  const total = (list) => [...new Set(list)].reduce((sum, file) => add(sum, of(file)), zero);
  const islands = Object.entries(manifest.entries).filter(
    ([name, entry]) => !['loader', 'framework'].includes(name) && !standalone.includes(name) && !entry.file.endsWith('.css'),
  );
  const importers = (chunk) => islands.filter(([, entry]) => entry.imports.includes(chunk)).length;
  const runtimeFiles = new Set([
    ...(manifest.entries.loader ? [manifest.entries.loader.file, ...manifest.entries.loader.imports] : []),
    ...(manifest.entries.framework?.imports ?? []),
    ...chunks.filter((chunk) => importers(chunk) >= 2),
  ]);
  const runtime = total([...runtimeFiles]);
  const frameworkFiles = new Set(manifest.entries.framework?.imports ?? []);
  const framework = total([...frameworkFiles]);
  const ownRuntime = total([...runtimeFiles].filter((file) => !frameworkFiles.has(file)));
  /** What an entry adds on top of the runtime: its own file and the chunks it imports that the runtime lacks. */
  const onTop = (entry) => total([entry.file, ...entry.imports].filter((file) => !runtimeFiles.has(file)));
  return { entries, chunks: chunks.map((file) => ({ file, ...of(file) })), runtime, runtimeFiles, framework, ownRuntime, total, onTop };
}

/**
 * Each island's default hydration trigger (`idle` when it names none), read from the registry's
 * source (islands/registry.ts), the one place it is written.
 *
 * @example hydrationOf("{ name: 'quantity', hydrate: 'visible', load: … }") // { quantity: 'visible' }
 */
export function hydrationOf(registrySource) {
  const hydration = {};
  for (const [, name, rest] of registrySource.matchAll(/\{\s*name:\s*'([\w-]+)'([\s\S]*?)\bload:/g)) {
    hydration[name] = /\bhydrate:\s*'([\w-]+)'/.exec(rest)?.[1] ?? 'idle';
  }
  return hydration;
}

/**
 * Compares a measurement with the budgets; returns one line per check, failed ones flagged.
 * `hydration` gives the islands' triggers (`hydrationOf`): a page's start-up leaves out the
 * islands that hydrate on interaction.
 */
export function check(report, budgets, manifest, hydration = {}) {
  const checks = [];
  const push = (label, actual, limit) => checks.push({ label, actual, limit, ok: actual <= limit });
  push('runtime (loader, framework and chunks shared by islands)', report.runtime.gzip, budgets.runtime.gzip);
  push('  of which the framework (preact/compat, nanostores)', report.framework.gzip, budgets.framework.gzip);
  push('  of which ours (loader and our shared chunks)', report.ownRuntime.gzip, budgets.ownRuntime.gzip);
  const loader = manifest.entries.loader;
  if (loader && budgets.shopRuntime) {
    push('shop runtime (the loader and the chunks it preloads)', report.total([loader.file, ...loader.imports]).gzip, budgets.shopRuntime.gzip);
  }
  for (const [name, entry] of Object.entries(report.entries)) {
    if (name === 'loader' || name === 'framework' || entry.file.endsWith('.css') || budgets.entries[name]) continue;
    push(`island ${name} (on top of the runtime)`, report.onTop(entry).gzip, (budgets.islands?.[name] ?? budgets.island).gzip);
  }
  for (const [name, limit] of Object.entries(budgets.entries)) {
    const entry = manifest.entries[name];
    if (entry) push(`entry ${name} (with its imports)`, report.total([entry.file, ...entry.imports]).gzip, limit.gzip);
  }
  for (const [page, { gzip, islands }] of Object.entries(budgets.pages)) {
    const present = islands.filter((name) => manifest.entries[name]);
    // What the page downloads before anyone touches it: the loader, and every island that hydrates
    // without an interaction (load, idle, visible), each with the chunks it imports. An island
    // that waits for the visitor's first touch of its element is charged to that moment instead.
    const startUp = present.filter((name) => hydration[name] !== 'interaction');
    const files = ['loader', ...startUp].flatMap((name) => [manifest.entries[name].file, ...manifest.entries[name].imports]);
    push(`${page} page start-up (loader + ${startUp.join(', ')})`, report.total(files).gzip, gzip);
  }
  return checks;
}

/**
 * Bundles a module alone (minified, split so on-demand imports stay out) and measures what loads
 * up front: the entry and its static imports.
 */
export async function measureModule(entry, root) {
  const esbuild = await import('esbuild');
  const outdir = path.join(root, '.size-module'); // nothing is written: write is false
  const result = await esbuild.build({
    entryPoints: { module: path.join(root, entry) },
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    target: 'es2020',
    write: false,
    outdir,
    metafile: true,
    logLevel: 'silent',
  });
  const key = (file) => path.relative(process.cwd(), path.join(outdir, file)).split(path.sep).join('/');
  const contents = new Map(result.outputFiles.map((file) => [path.basename(file.path), file.contents]));
  const upFront = new Set(['module.js']);
  for (const file of upFront) {
    for (const item of result.metafile.outputs[key(file)]?.imports ?? []) {
      if (item.kind === 'import-statement') upFront.add(path.basename(item.path));
    }
  }
  return [...upFront].reduce((sum, file) => add(sum, sizes(Buffer.from(contents.get(file) ?? []))), zero);
}

const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;
const row = (cells, widths) => cells.map((cell, i) => String(cell).padEnd(widths[i])).join('  ');

async function main() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const dist = path.join(root, 'dist');
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(path.join(dist, 'manifest.json'), 'utf8'));
  } catch (error) {
    console.error(`size: cannot read dist/manifest.json (${error.message}); run \`npm run build\` first.`);
    process.exit(2);
  }
  const report = measure(manifest, (file) => readFileSync(path.join(dist, file)));
  const widths = [14, 34, 10, 10, 10];
  console.log(row(['entry', 'file', 'raw', 'gzip', 'brotli'], widths));
  console.log(row(['runtime', `${report.runtimeFiles.size} files`, kb(report.runtime.raw), kb(report.runtime.gzip), kb(report.runtime.brotli)], widths));
  for (const [name, entry] of Object.entries(report.entries)) {
    console.log(row([name, entry.file, kb(entry.own.raw), kb(entry.own.gzip), kb(entry.own.brotli)], widths));
  }
  for (const chunk of report.chunks) {
    const kind = report.runtimeFiles.has(chunk.file) ? '(runtime)' : '(chunk)';
    console.log(row([kind, chunk.file, kb(chunk.raw), kb(chunk.gzip), kb(chunk.brotli)], widths));
  }
  // Chunks no entry imports statically: loaded on demand (another language's strings, …).
  const known = new Set([...Object.values(manifest.entries).map((entry) => entry.file), ...report.chunks.map((chunk) => chunk.file)]);
  for (const file of readdirSync(dist).filter((name) => name.endsWith('.js') && !known.has(name))) {
    const size = sizes(readFileSync(path.join(dist, file)));
    console.log(row(['(on demand)', file, kb(size.raw), kb(size.gzip), kb(size.brotli)], widths));
  }
  console.log('');
  const hydration = hydrationOf(readFileSync(path.join(root, 'islands/registry.ts'), 'utf8'));
  const checks = check(report, defaultBudgets, manifest, hydration);
  for (const [page, { islands }] of Object.entries(defaultBudgets.pages)) {
    const later = islands.filter((name) => manifest.entries[name] && hydration[name] === 'interaction');
    if (later.length) console.log(row([`${page} page`, `+ on first use: ${later.map((name) => `${name} ${kb(report.onTop(manifest.entries[name]).gzip)}`).join(', ')}`], widths));
  }
  for (const [label, { entry, gzip }] of Object.entries(defaultBudgets.modules)) {
    if (!existsSync(path.join(root, entry))) continue;
    const size = await measureModule(entry, root);
    console.log(row([label, entry, kb(size.raw), kb(size.gzip), kb(size.brotli)], widths));
    checks.push({ label, actual: size.gzip, limit: gzip, ok: size.gzip <= gzip });
  }
  for (const c of checks) console.log(`${c.ok ? 'ok  ' : 'FAIL'}  ${c.label}: ${kb(c.actual)} gzip (budget ${kb(c.limit)})`);
  if (checks.some((c) => !c.ok)) {
    console.error('\nsize: a budget is passed (budgets: scripts/budgets.mjs).');
    process.exit(1);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
