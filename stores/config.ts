import { atom } from 'nanostores';
import { DEFAULT_CONFIG, readConfig } from '../src/runtime/config';
import type { ShopConfig } from '../src/runtime/contract';

/**
 * The page's global config, read from `#shop-islands-config` when the first island needs it (the
 * loader itself never parses it, which keeps it small).
 */
export const $config = atom<ShopConfig>(typeof document === 'undefined' ? DEFAULT_CONFIG : readConfig());

/** Replaces the config; parsing stays in `readConfig`, so each side is testable alone. */
export function setConfig(config: ShopConfig): void {
  $config.set(config);
}
