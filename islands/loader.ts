/**
 * The page's one entry script: it starts the island runtime. Every island's code, and the config
 * and stores they share, arrive later, on each island's own trigger.
 */
import { registry } from './registry';
import { islandsOff, startIslands } from '../src/runtime/islands';

const start = (): void => void startIslands({ registry, off: islandsOff() });

// A module script runs after parsing, but the loader may also be added to a page dynamically.
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
else start();
