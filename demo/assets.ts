import { existsSync, readFileSync } from 'node:fs';

export interface ManifestEntry {
  file: string;
  imports: string[];
  css: string[];
}

/** What every page's head needs from the build, as URLs under `/assets/`. */
export interface PageAssets {
  stylesheets: string[];
  loader: string;
  modulePreloads: string[];
}

export const ASSET_PREFIX = '/assets/';

/** Reads `dist/manifest.json`; throws a clear error when the build has not run. */
export function loadManifest(path: string): PageAssets {
  if (!existsSync(path)) {
    throw new Error(`Asset manifest not found at ${path}. Run \`npm run build\` first (it writes dist/manifest.json).`);
  }
  const raw = JSON.parse(readFileSync(path, 'utf8')) as { entries?: Record<string, Partial<ManifestEntry>> };
  const loader = raw.entries?.['loader'];
  const theme = raw.entries?.['theme'];
  if (!loader?.file) throw new Error(`${path} has no "loader" entry. Run \`npm run build\` again.`);
  const url = (file: string): string => ASSET_PREFIX + file;
  return {
    stylesheets: [...(theme?.file ? [theme.file] : []), ...(theme?.css ?? []), ...(loader.css ?? [])].map(url),
    loader: url(loader.file),
    modulePreloads: (loader.imports ?? []).map(url),
  };
}
