import { inject } from 'vitest';
import { runPhp, type WordPressSite } from './site';

export { phpValue } from './site';

const provided = inject('wordpress');

/** Why the WordPress tests are skipped here (never in CI: the global setup fails there instead). */
export const skipped: string | undefined = provided.skipped;

/** The running site; read inside tests. */
export function site(): WordPressSite {
  if (!provided.site) throw new Error(`no WordPress: ${provided.skipped ?? 'the global setup did not run'}`);
  return provided.site;
}

/** Runs PHP in the site's WordPress (after wp-load.php) and returns what it prints. */
export const php = (code: string): Promise<string> => runPhp(site(), code);

/** Runs PHP that prints one JSON value, and parses it. */
export async function phpJson<T>(code: string): Promise<T> {
  const out = await php(code);
  try {
    return JSON.parse(out) as T;
  } catch {
    throw new Error(`PHP printed no JSON:\n${out}`);
  }
}

/** A page of the site, as a visitor gets it. */
export async function get(pathname: string, init?: RequestInit): Promise<{ status: number; headers: Headers; body: string }> {
  const response = await fetch(new URL(pathname, site().url), { redirect: 'manual', ...init });
  return { status: response.status, headers: response.headers, body: await response.text() };
}
