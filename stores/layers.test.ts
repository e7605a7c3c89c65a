import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { reach, root } from '../tests/import-graph';

/**
 * Stores hold state and actions only: their effects (the DOM, jQuery) are listeners in modules of
 * their own. (Which way the layers import is tests/build/import-graph.test.ts's.) These are the
 * modules that touch the page or jQuery: the cart store's listeners, the bridge, the DOM helpers.
 */
const EFFECTS = /^src\/(dom\/|events\/|cart\/(apply|page|woo-events)\.ts$)/;

describe('the cart store', () => {
  it('the cart store reaches no module that touches the page or jQuery, and names neither', () => {
    expect([...reach('stores/cart.ts')].filter((module) => EFFECTS.test(module))).toEqual([]);
    const code = readFileSync(path.join(root, 'stores/cart.ts'), 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
    expect(code).not.toMatch(/\b(document|window|jQuery|localStorage|sessionStorage)\b/);
  });

});
