import type { HydrateStrategy } from '../types';
import type { HydrateStrategyName } from '../contract';
import { idle } from './idle';
import { interaction } from './interaction';
import { load } from './load';
import { media } from './media';
import { visible } from './visible';

export const strategies: Record<HydrateStrategyName, HydrateStrategy> = { load, idle, visible, interaction, media };

/**
 * Splits a `data-hydrate` value into a strategy and its option: `media((max-width: 849px))` →
 * `['media', '(max-width: 849px)']`. An unknown or empty value gives `undefined`.
 */
export function parseHydrate(value: string | null | undefined): [HydrateStrategyName, string | undefined] | undefined {
  const match = /^\s*([a-z]+)\s*(?:\((.*)\))?\s*$/s.exec(value ?? '');
  const name = match?.[1];
  if (!name || !Object.hasOwn(strategies, name)) return undefined;
  return [name as HydrateStrategyName, match[2]?.trim() || undefined];
}
