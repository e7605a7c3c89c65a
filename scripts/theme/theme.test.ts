import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compileMo, extractBlockJson, extractPhp, mergeMessages, parsePo, readMo, serializePo } from './gettext';
import { generate, islandStrings, stale, VI_HEADER } from './i18n';
// @ts-expect-error: plain .mjs script without types
import { zip } from './zip.mjs';
// @ts-expect-error: plain .mjs script without types
import { packageFiles, passwordDictionaries } from '../package.mjs';

/** Reads a zip's entries back (central directory, then each local entry), as an unzip would. */
function unzip(archive: Buffer): Map<string, Buffer> {
  const end = archive.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = archive.readUInt16LE(end + 10);
  let at = archive.readUInt32LE(end + 16);
  const files = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    expect(archive.readUInt32LE(at)).toBe(0x02014b50);
    const method = archive.readUInt16LE(at + 10);
    const compressed = archive.readUInt32LE(at + 20);
    const size = archive.readUInt32LE(at + 24);
    const nameLength = archive.readUInt16LE(at + 28);
    const local = archive.readUInt32LE(at + 42);
    const name = archive.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    const dataStart = local + 30 + archive.readUInt16LE(local + 26) + archive.readUInt16LE(local + 28);
    const body = archive.subarray(dataStart, dataStart + compressed);
    files.set(name, method === 8 ? inflateRawSync(body) : body);
    expect(files.get(name)!.length).toBe(size);
    at += 46 + nameLength + archive.readUInt16LE(at + 30) + archive.readUInt16LE(at + 32);
  }
  return files;
}

describe('the theme’s translations', () => {
  it('are up to date with the theme’s PHP and the islands’ catalogs, complete in Vietnamese, every string extractable', async () => {
    const { files, errors, untranslated } = await generate();
    expect(errors).toEqual([]);
    expect(untranslated).toEqual([]);
    expect(stale(files)).toEqual([]);
  });

  it('give every island string to PHP, with its Vietnamese translation from the catalog', async () => {
    const strings = await islandStrings();
    const { files } = await generate();
    const mo = readMo(files['languages/vi.mo'] as Buffer);
    for (const { key, vi, en } of strings) {
      expect(files['inc/js-strings.php']).toContain(`_x( '${en.replace(/'/g, "\\'")}', '${key}', 'shop-islands' )`);
      expect(mo.get(`${key}\u0004${en}`), key).toBe(vi);
    }
  });
});

describe('gettext files', () => {
  it('extract WordPress’s functions with contexts, plurals and translator comments, not calls in comments or inline HTML', () => {
    const source = `<?php
// A comment that says __( 'not this', 'shop-islands' ).
/* translators: %s: a name. */
printf( __( 'Hello %s', 'shop-islands' ), $name );
echo _x( 'Post', 'noun', 'shop-islands' ); echo __( 'Other domain', 'woocommerce' );
?>
<p>The shop's <?php esc_html_e( 'It\\'s "here"', 'shop-islands' ); ?> text</p>
<?php
echo _n( '%d item', '%d items', $count, 'shop-islands' );
echo __( $variable, 'shop-islands' );
`;
    const { messages, errors } = extractPhp(source, 'a.php', 'shop-islands');
    expect(messages.map((m) => [m.context, m.id, m.plural, m.comments, m.references])).toEqual([
      [undefined, 'Hello %s', undefined, ['translators: %s: a name.'], ['a.php']],
      ['noun', 'Post', undefined, [], ['a.php']],
      [undefined, 'It\'s "here"', undefined, [], ['a.php']],
      [undefined, '%d item', '%d items', [], ['a.php']],
    ]);
    expect(errors).toEqual(['a.php:10: __() needs literal strings to be translatable']);
    expect(extractBlockJson('{"textdomain":"shop-islands","title":"Form","keywords":["a"]}', 'block.json', 'shop-islands').map((m) => [m.context, m.id])).toEqual([
      ['block title', 'Form'],
      ['block keyword', 'a'],
    ]);
  });

  it('write .po files that read back, and .mo files with the translations under their keys', () => {
    const messages = mergeMessages([
      { id: 'Line "one"\nline two', comments: [], references: ['a.php:1'], translation: ['Dòng "một"\ndòng hai'] },
      { context: 'cart.title', id: 'Cart', comments: ['translators: x'], references: ['b.php:2'], translation: ['Giỏ hàng'] },
      { id: '%d item', plural: '%d items', comments: [], references: ['c.php:3'], translation: ['%d sản phẩm'] },
      { context: 'cart.title', id: 'Cart', comments: [], references: ['d.php:4'], translation: ['Giỏ hàng'] },
      { id: 'Untranslated', comments: [], references: [], translation: [''] },
    ]);
    expect(messages).toHaveLength(4);
    expect(messages[1]!.references).toEqual(['b.php:2', 'd.php:4']);
    const po = serializePo(VI_HEADER, messages);
    expect(parsePo(po).slice(1)).toEqual(messages);
    const mo = readMo(compileMo('Language: vi\n', messages));
    expect([...mo]).toEqual([
      ['', 'Language: vi\n'],
      ['%d item\u0000%d items', '%d sản phẩm'],
      ['Line "one"\nline two', 'Dòng "một"\ndòng hai'],
      ['cart.title\u0004Cart', 'Giỏ hàng'],
    ]);
  });
});

describe('the theme package', () => {
  it('holds the theme under its slug, the build without source maps, and the password dictionaries; zipped so that it unzips to the same files', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'shop-islands-package-'));
    try {
      const theme = path.join(dir, 'theme');
      const dist = path.join(dir, 'dist');
      mkdirSync(path.join(theme, 'inc'), { recursive: true });
      mkdirSync(dist);
      writeFileSync(path.join(theme, 'style.css'), '/* Theme Name: Shop Islands */');
      writeFileSync(path.join(theme, 'inc/a.php'), '<?php');
      writeFileSync(path.join(dist, 'manifest.json'), JSON.stringify({ entries: { loader: { file: 'loader-A.js', imports: ['chunk-B.js'], css: [] } } }));
      writeFileSync(path.join(dist, 'loader-A.js'), 'import "./chunk-B.js";');
      writeFileSync(path.join(dist, 'loader-A.js.map'), '{}');
      writeFileSync(path.join(dist, 'chunk-B.js'), 'export {};');
      const files = packageFiles({ themeDir: theme, distDir: dist }) as Array<[string, Buffer | string]>;
      expect(files.map(([name]) => name)).toEqual([
        'shop-islands/inc/a.php',
        'shop-islands/style.css',
        'shop-islands/dist/chunk-B.js',
        'shop-islands/dist/loader-A.js',
        'shop-islands/dist/manifest.json',
        'shop-islands/data/password-dictionaries.json',
      ]);
      const unzipped = unzip(zip(files));
      for (const [name, content] of files) expect(unzipped.get(name)!.equals(Buffer.from(content))).toBe(true);
      // The same files, the same bytes: no timestamps of the moment.
      expect(zip(files).equals(zip(files))).toBe(true);
      // A manifest naming a file the build lacks fails the packaging.
      rmSync(path.join(dist, 'chunk-B.js'));
      expect(() => packageFiles({ themeDir: theme, distDir: dist })).toThrow(/dist\/chunk-B\.js, named in the manifest, is missing/);
      rmSync(path.join(dist, 'manifest.json'));
      expect(() => packageFiles({ themeDir: theme, distDir: dist })).toThrow(/run `npm run build` first/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('ships the dictionaries the browser’s meter ranks (zxcvbn-ts language-common)', () => {
    const data = passwordDictionaries() as { passwords: string[]; diceware: string[]; graphs: Record<string, unknown> };
    expect(data.passwords.slice(0, 3)).toEqual(['123456', 'password', '12345678']);
    expect(data.diceware.length).toBe(7776);
    expect(Object.keys(data.graphs).sort()).toEqual(['azerty', 'dvorak', 'keypad', 'keypadMac', 'qwerty', 'qwertz']);
  });
});
