import { existsSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { missingRequirements, startSite, type RunningSite, type WordPressSite } from '../wordpress/site';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The shop on real WooCommerce, or why there is none (only allowed outside CI). */
    woocommerce: { site?: WordPressSite; skipped?: string };
  }
}

/** Real WooCommerce and the Vietnamese packs: ../shared/vendor beside the project, or SHOP_ISLANDS_VENDOR. */
export const VENDOR = process.env['SHOP_ISLANDS_VENDOR'] ?? path.resolve('../shared/vendor');

let running: RunningSite | undefined;

/**
 * One WordPress with real WooCommerce 7.8.2 (tests/woocommerce/shop-setup.php makes its settings
 * and catalogue) for every test file of the `woocommerce` project. In CI a missing vendor folder or
 * system package fails the run; elsewhere the tests are skipped with one line saying why.
 */
export async function setup(project: TestProject): Promise<void> {
  const missing = (await missingRequirements()) ?? (existsSync(path.join(VENDOR, 'woocommerce-7.8.2.tar.xz')) ? undefined : `missing: WooCommerce 7.8.2 at ${VENDOR} (../shared/vendor)`);
  if (missing) {
    if (process.env['CI']) throw new Error(`The real-WooCommerce tests cannot run: ${missing}`);
    console.warn(`\n[woocommerce] skipping the real-WooCommerce tests (CI is not set): ${missing}\n`);
    project.provide('woocommerce', { skipped: missing });
    return;
  }
  const started = Date.now();
  running = await startSite(path.resolve('dist/shop-islands-theme.zip'), { woocommerce: { vendor: VENDOR, setup: path.resolve('tests/woocommerce/shop-setup.php') } });
  console.log(`[woocommerce] ${running.site.url} ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  project.provide('woocommerce', { site: running.site });
}

export async function teardown(): Promise<void> {
  await running?.stop();
}
