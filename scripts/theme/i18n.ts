/**
 * The theme's translations, generated from the sources: `npm run theme:i18n` writes
 *
 * - `theme-php/inc/js-strings.php`: every string of the islands' catalogs (src/i18n/catalogs) as a
 *   PHP `_x( English, key, 'shop-islands' )` call, with the Vietnamese and English strings the
 *   islands carry, so the config's `i18n` sends a page only the strings its translation changes;
 * - `theme-php/languages/shop-islands.pot`: every string of the theme's PHP and block.json;
 * - `theme-php/languages/vi.po` and `vi.mo`: the Vietnamese translation, the islands' strings from
 *   their catalogs and the theme's own kept from vi.po as translators left it;
 * - `theme-php/inc/form-placeholder-data.php`: what the form placeholder takes from the widget (its
 *   CSS and words: ./form-placeholder.ts).
 *
 * `--check` writes nothing and fails when a file is not what the sources make, or when a string
 * has no Vietnamese translation.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { FORM_PLACEHOLDER_FILE, formPlaceholderPhp } from './form-placeholder';
import { compileMo, extractBlockJson, extractPhp, mergeMessages, messageKey, parsePo, serializePo, type Message } from './gettext';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const THEME_DIR = path.join(ROOT, 'theme-php');
export const DOMAIN = 'shop-islands';
export const JS_STRINGS_FILE = 'inc/js-strings.php';

/** One string of the islands' catalogs. */
export interface IslandString {
  key: string;
  vi: string;
  en: string;
}

/** Every string of src/i18n/catalogs, by key: the Vietnamese and the English. */
export async function islandStrings(root = ROOT): Promise<IslandString[]> {
  const dir = path.join(root, 'src/i18n/catalogs');
  const strings: IslandString[] = [];
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.ts')).sort()) {
    const vi = ((await import(pathToFileURL(path.join(dir, file)).href)) as { strings?: Record<string, string> }).strings;
    if (!vi) throw new Error(`${file} exports no \`strings\``);
    const enFile = path.join(dir, 'en', file);
    const en = existsSync(enFile) ? ((await import(pathToFileURL(enFile).href)) as { default: Record<string, string> }).default : {};
    for (const [key, text] of Object.entries(vi)) {
      const english = en[key];
      if (english === undefined) throw new Error(`${key} has no English string in catalogs/en/${file}`);
      strings.push({ key, vi: text, en: english });
    }
  }
  return strings.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

const phpQuote = (text: string): string => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** inc/js-strings.php for these strings. */
export function jsStringsPhp(strings: readonly IslandString[]): string {
  const width = Math.max(...strings.map((s) => phpQuote(s.key).length));
  const lines = strings.flatMap((s) => [
    ...(/\{\w+\}/.test(s.en) ? ['\t\t/* translators: the words in braces are filled in by the script: keep them as they are. */'] : []),
    `\t\t${phpQuote(s.key).padEnd(width)} => array( _x( ${phpQuote(s.en)}, ${phpQuote(s.key)}, 'shop-islands' ), ${phpQuote(s.vi)}, ${phpQuote(s.en)} ),`,
  ]);
  return `<?php
/**
 * The islands' strings, translated with the theme's other strings (languages/*.po): each one is
 * \`_x( English, its catalog key, 'shop-islands' )\`, then the Vietnamese and English strings the
 * islands carry. Generated from src/i18n/catalogs by \`npm run theme:i18n\`: do not edit.
 *
 * @package shop-islands
 */

defined( 'ABSPATH' ) || exit;

/**
 * Catalog key => array( translation for this site, the islands' Vietnamese, the islands' English ).
 *
 * @return array<string, array{0: string, 1: string, 2: string}>
 */
function shop_islands_js_strings() {
	return array(
${lines.join('\n')}
	);
}
`;
}

/** Files under a folder, relative, sorted. */
function walk(dir: string, base = dir): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? walk(path.join(dir, entry.name), base) : [path.relative(base, path.join(dir, entry.name)).split(path.sep).join('/')]))
    .sort();
}

/** The theme's messages (PHP files and block.json), with the generated js-strings.php as given. */
export function themeMessages(themeDir: string, jsStrings: string): { messages: Message[]; errors: string[] } {
  const messages: Message[] = [];
  const errors: string[] = [];
  for (const file of walk(themeDir)) {
    if (file.startsWith('dist/') || file.startsWith('data/')) continue;
    if (file.endsWith('.php')) {
      const source = file === JS_STRINGS_FILE ? jsStrings : readFileSync(path.join(themeDir, file), 'utf8');
      const found = extractPhp(source, file, DOMAIN);
      messages.push(...found.messages);
      errors.push(...found.errors);
    } else if (file.endsWith('block.json')) messages.push(...extractBlockJson(readFileSync(path.join(themeDir, file), 'utf8'), file, DOMAIN));
  }
  return { messages: mergeMessages(messages), errors };
}

const BASE_HEADER = {
  'Project-Id-Version': 'Shop Islands 0.1.0',
  'Report-Msgid-Bugs-To': 'https://github.com/shop-islands/shop-islands/issues',
  'MIME-Version': '1.0',
  'Content-Type': 'text/plain; charset=UTF-8',
  'Content-Transfer-Encoding': '8bit',
  'X-Domain': DOMAIN,
};
export const POT_HEADER = { ...BASE_HEADER, 'Plural-Forms': 'nplurals=INTEGER; plural=EXPRESSION;' };
export const VI_HEADER = { ...BASE_HEADER, Language: 'vi', 'Plural-Forms': 'nplurals=1; plural=0;' };

const headerText = (header: Record<string, string>) =>
  Object.entries(header)
    .map(([k, v]) => `${k}: ${v}\n`)
    .join('');

/**
 * The Vietnamese messages: the islands' strings (context = their key) from the catalogs, the
 * theme's own from the existing vi.po; a string without one keeps an empty translation.
 */
export function vietnamese(messages: readonly Message[], existing: readonly Message[], strings: readonly IslandString[]): Message[] {
  const islands = new Map(strings.map((s) => [s.key, s.vi]));
  const previous = new Map(existing.map((m) => [messageKey(m), m.translation]));
  return messages.map((m) => {
    const fromCatalog = m.context !== undefined ? islands.get(m.context) : undefined;
    const translation = fromCatalog !== undefined ? [fromCatalog] : previous.get(messageKey(m)) ?? [''];
    // Vietnamese has one plural form.
    return { ...m, translation: m.plural === undefined ? [translation[0] ?? ''] : [translation[0] ?? ''] };
  });
}

/** Every generated file (path under theme-php → content), and what is wrong with the sources. */
export async function generate(themeDir = THEME_DIR): Promise<{ files: Record<string, string | Buffer>; errors: string[]; untranslated: string[] }> {
  const strings = await islandStrings();
  const jsStrings = jsStringsPhp(strings);
  const { messages, errors } = themeMessages(themeDir, jsStrings);
  const poFile = path.join(themeDir, 'languages/vi.po');
  const existing = existsSync(poFile) ? parsePo(readFileSync(poFile, 'utf8')) : [];
  const vi = vietnamese(messages, existing, strings);
  const untranslated = vi.filter((m) => m.translation.some((t) => t === '')).map((m) => (m.context ? `${m.context} | ${m.id}` : m.id));
  return {
    files: {
      [JS_STRINGS_FILE]: jsStrings,
      'languages/shop-islands.pot': serializePo(POT_HEADER, messages.map((m) => ({ ...m, translation: m.plural === undefined ? [''] : ['', ''] }))),
      'languages/vi.po': serializePo(VI_HEADER, vi),
      'languages/vi.mo': compileMo(headerText(VI_HEADER), vi),
      // Not a translation, but generated from the widget's sources as js-strings.php is.
      [FORM_PLACEHOLDER_FILE]: await formPlaceholderPhp(),
    },
    errors,
    untranslated,
  };
}

/** Files that differ from what the sources make. */
export function stale(files: Record<string, string | Buffer>, themeDir = THEME_DIR): string[] {
  return Object.entries(files)
    .filter(([file, content]) => {
      const target = path.join(themeDir, file);
      return !existsSync(target) || !readFileSync(target).equals(Buffer.from(content));
    })
    .map(([file]) => file);
}

async function main(): Promise<void> {
  const check = process.argv.includes('--check');
  const { files, errors, untranslated } = await generate();
  const problems = [...errors, ...untranslated.map((id) => `vi.po: no translation for “${id}”`)];
  if (check) {
    problems.push(...stale(files).map((file) => `theme-php/${file} is not up to date: run npm run theme:i18n`));
  } else {
    for (const [file, content] of Object.entries(files)) writeFileSync(path.join(THEME_DIR, file), content);
    console.log(`wrote ${Object.keys(files).map((f) => `theme-php/${f}`).join(', ')}`);
  }
  if (problems.length) {
    console.error(problems.join('\n'));
    process.exitCode = 1;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
