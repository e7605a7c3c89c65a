import { atom } from 'nanostores';
import { DEFAULT_CONFIG } from '../src/runtime/config';
import type { ShopConfig } from '../src/runtime/contract';

/** The page's global config. The loader fills it once, from `#shop-islands-config`. */
export const $config = atom<ShopConfig>(DEFAULT_CONFIG);

/** Replaces the config; parsing stays in `readConfig`, so each side is testable alone. */
export function setConfig(config: ShopConfig): void {
  $config.set(config);
}
