/**
 * The page contract (src/runtime/contract.ts) as the islands read it, checked on a page's HTML.
 * The same check runs on the demo store's pages (demo/page-contract.test.ts) and on the theme's
 * pages on real WooCommerce (tests/woocommerce/page-contract.test.ts), so the two servers cannot
 * drift apart from the islands, or from each other.
 *
 * What is checked:
 * - the config element: one, JSON, every key of the contract present and of its type (what
 *   `normalizeConfig` would change is wrong: it falls back to a default for a missing or mistyped
 *   key, and the page then runs on a value the server never meant);
 * - every mount point: a registered island, a hydration strategy the loader knows, and props that
 *   the island's own reader takes without an error (`PROP_READERS`);
 * - the list of islands a classic script does the work of, when there is one: registered names.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { normalizeConfig, DEFAULT_CONFIG } from '../src/runtime/config';
import { CLASSIC_ISLANDS_ID, HYDRATE_ATTR, type HydrateStrategyName, type IslandPropsMap } from '../src/runtime/contract';
import { readFormEmbedProps } from '../src/forms/embed/props';
// @ts-expect-error: plain .mjs script without types
import { hydrationOf } from '../scripts/size.mjs';
import { configOf, mountPoints, parse } from './wordpress/dom';

/** The islands the loader knows, read from the registry's source (it imports CSS as URLs). */
export const REGISTERED: readonly string[] = Object.keys(hydrationOf(readFileSync(path.resolve(import.meta.dirname, '../islands/registry.ts'), 'utf8')) as object);

const STRATEGIES: readonly HydrateStrategyName[] = ['load', 'idle', 'visible', 'interaction', 'media'];

/**
 * Each island with a mount point, and what its code makes of the props: the problems found. The
 * type makes the map follow `IslandPropsMap`: an island given props in the contract needs a reader
 * here.
 */
export const PROP_READERS: { [K in keyof IslandPropsMap]: (props: unknown) => string[] } = {
  'store-notice': (props) => {
    const { text, noticeId } = (props ?? {}) as Record<string, unknown>;
    return [...(typeof text === 'string' ? [] : ['"text" must be a string']), ...(typeof noticeId === 'string' && noticeId ? [] : ['"noticeId" must be a non-empty string'])];
  },
  'form-embed': (props) => readFormEmbedProps(props).errors,
};

/** A key path and the JSON type found there, for every leaf of a value. */
function shape(value: unknown, at = ''): string[] {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const entries = Object.entries(value);
    // A map of strings (the i18n overrides) is a leaf: its keys are the shop's, not the contract's.
    if (at === 'i18n') return [`${at}: object`];
    return entries.flatMap(([key, inner]) => shape(inner, at ? `${at}.${key}` : key));
  }
  return [`${at}: ${Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value}`];
}

/** What in a page's HTML breaks the contract: one line each, none for a page that keeps it. */
export function contractProblems(html: string): string[] {
  const document = parse(html);
  const problems: string[] = [];
  let config: unknown;
  try {
    config = configOf(document);
  } catch (error) {
    return [`config element: ${(error as Error).message}`];
  }
  const expected = new Set(shape(DEFAULT_CONFIG));
  const found = new Set(shape(config));
  for (const line of expected) if (!found.has(line)) problems.push(`config: ${line} expected, not found`);
  for (const line of found) if (!expected.has(line)) problems.push(`config: ${line} is not in the contract`);
  if (JSON.stringify(normalizeConfig(config)) !== JSON.stringify(config)) problems.push('config: normalizeConfig changes it');

  for (const { island, hydrate, props } of mountPoints(document)) {
    if (!REGISTERED.includes(island)) {
      problems.push(`mount point "${island}": no such island`);
      continue;
    }
    const strategy = hydrate?.replace(/\(.*\)$/s, '');
    if (hydrate !== null && !STRATEGIES.includes(strategy as HydrateStrategyName)) problems.push(`mount point "${island}": ${HYDRATE_ATTR}="${hydrate}" is not a strategy`);
    const reader = PROP_READERS[island as keyof IslandPropsMap];
    if (reader) problems.push(...reader(props).map((problem) => `mount point "${island}": ${problem}`));
    else if (props !== undefined) problems.push(`mount point "${island}": props, where the island reads none`);
  }

  const classic = document.getElementById(CLASSIC_ISLANDS_ID);
  if (classic) {
    const names: unknown = JSON.parse(classic.textContent ?? '');
    if (!Array.isArray(names) || names.some((name) => !REGISTERED.includes(name as string))) problems.push(`#${CLASSIC_ISLANDS_ID}: ${classic.textContent} is not a list of islands`);
  }
  return problems;
}

/** The islands a page's mount points name, for a test to say it looked at the ones it meant to. */
export const mountedIslands = (html: string): string[] => mountPoints(parse(html)).map((point) => point.island);
