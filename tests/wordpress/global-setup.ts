import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { missingRequirements, startSite, type RunningSite, type WordPressSite } from './site';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The running site, or why there is none (only allowed outside CI). */
    wordpress: { site?: WordPressSite; skipped?: string };
  }
}

let running: RunningSite | undefined;

/**
 * One WordPress for every test file of the `wordpress` project. In CI (CI=true) a machine without
 * PHP, MariaDB or WordPress fails the run with what to install; elsewhere the tests are skipped,
 * and the reason printed.
 */
export async function setup(project: TestProject): Promise<void> {
  const missing = await missingRequirements();
  if (missing) {
    if (process.env['CI']) throw new Error(`The WordPress tests cannot run: ${missing}`);
    console.warn(`\n[wordpress] skipping the WordPress tests (CI is not set): ${missing}\n`);
    project.provide('wordpress', { skipped: missing });
    return;
  }
  const started = Date.now();
  running = await startSite(path.resolve('dist/shop-islands-theme.zip'));
  console.log(`[wordpress] ${running.site.url} ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  project.provide('wordpress', { site: running.site });
}

export async function teardown(): Promise<void> {
  await running?.stop();
}
