/**
 * The page's one entry script. It reads the global config, fills the config store and starts the
 * island runtime; every island's code arrives later, on its own trigger.
 */
import { registry } from '../../islands/registry';
import { setConfig } from '../../stores/config';
import { readConfig } from './config';
import { startIslands } from './islands';

const start = (): void => {
  const config = readConfig();
  setConfig(config);
  startIslands({ registry, config });
};

// A module script runs after parsing, but the loader may also be added to a page dynamically.
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
else start();
