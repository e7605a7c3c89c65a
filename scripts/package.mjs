// `npm run package`: the WordPress theme as dist/shop-islands-theme.zip, ready for Appearance →
// Themes → Upload. Its top folder is the theme's slug, `shop-islands/`, holding theme-php/, the
// production build (dist/, without source maps) with its manifest, and the password dictionaries
// the server-side strength check reads (the same lists the password meter uses in the browser).
//
//   node scripts/package.mjs            after `npm run build` (npm run package runs both)
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { zip } from './theme/zip.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SLUG = 'shop-islands';
export const ZIP_NAME = 'shop-islands-theme.zip';

/** Files under a folder, relative with `/`, sorted. */
function walk(dir, base = dir) {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? walk(path.join(dir, entry.name), base) : [path.relative(base, path.join(dir, entry.name)).split(path.sep).join('/')]))
    .sort();
}

/** The dictionaries of `@zxcvbn-ts/language-common`, as the PHP strength check reads them. */
export function passwordDictionaries() {
  const passwords = dictionary['passwords-common'];
  const diceware = dictionary['diceware-common'];
  if (!Array.isArray(passwords) || !Array.isArray(diceware)) throw new Error('@zxcvbn-ts/language-common has no passwords-common or diceware-common list');
  return { passwords, diceware, graphs: adjacencyGraphs };
}

/**
 * The package's files: path inside the zip → content.
 *
 * @param {{ themeDir?: string, distDir?: string }} [dirs]
 * @returns {Array<[string, Buffer | string]>}
 */
export function packageFiles({ themeDir = path.join(root, 'theme-php'), distDir = path.join(root, 'dist') } = {}) {
  const manifest = path.join(distDir, 'manifest.json');
  if (!existsSync(manifest)) throw new Error(`${manifest} is missing: run \`npm run build\` first (npm run package does).`);
  const entries = JSON.parse(readFileSync(manifest, 'utf8')).entries ?? {};
  if (!entries.loader) throw new Error(`${manifest} has no loader entry: run \`npm run build\` again.`);
  const files = [];
  for (const file of walk(themeDir)) files.push([`${SLUG}/${file}`, readFileSync(path.join(themeDir, file))]);
  for (const file of walk(distDir)) {
    if (file.endsWith('.map') || file.endsWith('.zip') || file.endsWith('.zip.partial') || file === 'metafile.json') continue;
    files.push([`${SLUG}/dist/${file}`, readFileSync(path.join(distDir, file))]);
  }
  files.push([`${SLUG}/data/password-dictionaries.json`, JSON.stringify(passwordDictionaries())]);
  // Every file the manifest names must be in the package.
  const packaged = new Set(files.map(([name]) => name));
  for (const entry of Object.values(entries)) {
    for (const file of [entry.file, ...(entry.imports ?? []), ...(entry.css ?? [])]) {
      if (!packaged.has(`${SLUG}/dist/${file}`)) throw new Error(`dist/${file}, named in the manifest, is missing: run \`npm run build\` again.`);
    }
  }
  return files;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const files = packageFiles();
  const target = path.join(root, 'dist', ZIP_NAME);
  const archive = zip(files);
  // Written beside it and renamed: a test installing the theme never reads half a zip.
  writeFileSync(`${target}.partial`, archive);
  renameSync(`${target}.partial`, target);
  console.log(`${path.relative(root, target)}: ${files.length} files, ${(archive.length / 1024).toFixed(0)} KB`);
}
