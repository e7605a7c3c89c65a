import { readFileSync, statSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';

/** The build's entry of the standalone embed served at `/forms/v2.js` and `/forms/embed/{portalId}.js`. */
export const EMBED_ENTRY = 'form-embed-v2';

/**
 * What the server writes into that script: the URL its files are served under (islands/form-embed/v2.ts
 * imports the embed module from there). Left as it is, the script looks beside itself.
 */
export const ASSETS_MARKER = '%%SHOP_ISLANDS_ASSETS%%';
/** And the reCAPTCHA-compatible script the embed loads instead of Google's: the offline test provider. */
export const CAPTCHA_MARKER = '%%SHOP_ISLANDS_CAPTCHA%%';
export const TEST_CAPTCHA_SCRIPT = '/forms/test-captcha.js';

/**
 * The standalone embed's file, read through the build manifest each time it changes on disk:
 * the entry may appear (or be rebuilt) while the server runs. Undefined until the build has
 * the entry, or when its file is missing.
 */
export class EmbedScript {
  private cached?: { mtimeMs: number; file?: string };

  constructor(
    private readonly manifestPath: string,
    private readonly distDir: string,
  ) {}

  /** The entry's path in the dist directory. */
  file(): string | undefined {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(this.manifestPath).mtimeMs;
    } catch {
      return undefined;
    }
    if (this.cached?.mtimeMs !== mtimeMs) {
      let file: string | undefined;
      try {
        const manifest = JSON.parse(readFileSync(this.manifestPath, 'utf8')) as { entries?: Record<string, { file?: unknown }> };
        const name = manifest.entries?.[EMBED_ENTRY]?.file;
        // The manifest names a file of the build, never a path out of it.
        if (typeof name === 'string' && name && resolve(this.distDir, name).startsWith(resolve(this.distDir) + sep)) file = join(this.distDir, name);
      } catch {
        // A manifest being rewritten: try again next time.
      }
      this.cached = { mtimeMs, ...(file && { file }) };
    }
    return this.cached.file;
  }

  /** The script's bytes, or undefined (see `file`). */
  read(): Buffer | undefined {
    const file = this.file();
    if (!file) return undefined;
    try {
      return readFileSync(file);
    } catch {
      return undefined;
    }
  }
}
