import { readFileSync } from 'node:fs';
import path from 'node:path';

/** One request and its answer, as recorded from a real WooCommerce 7.8 shop (see fixtures/README.md). */
export interface Exchange {
  request: { path: string; method: string; body_fields?: Record<string, string> };
  response: { status: number; body: string; body_json?: unknown };
}

const dir = path.resolve(import.meta.dirname, 'fixtures/woocommerce/exchanges');

/** A recorded exchange by its file name without `.json`, e.g. `06-get-refreshed-fragments-with-cart`. */
export function exchange(name: string): Exchange {
  return JSON.parse(readFileSync(path.join(dir, `${name}.json`), 'utf8')) as Exchange;
}

/** What WooCommerce answered, parsed. */
export const recordedAnswer = (name: string): unknown => exchange(name).response.body_json;
