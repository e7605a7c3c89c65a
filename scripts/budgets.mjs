// Size budgets, compressed, in bytes: the one place they live (DESIGN.md, "Budgets").
// `npm run size` fails when a built file or group passes its budget.
export const KB = 1024;

export const budgets = {
  /**
   * Everything islands stand on, charged once: the loader, the framework and every chunk two or
   * more islands import (config and i18n core, stores, and with the cart the request queue, the
   * wc-ajax client and $cart). DESIGN.md asked for 10 KB; preact/compat alone is 7.6 KB gzip and
   * nanostores 0.4, which leaves 2 KB for all of ours, less than the loader and the config/i18n
   * core already take (3.2 KB). 14 KB is the target with the cart: measured with two islands
   * importing `stores/cart.ts` as first written, its shared code (store, queue, errors, parsing,
   * wc-ajax, cache, the jQuery bridge) adds 3.8 KB net and the runtime comes to 16.7 KB, so the
   * cart islands must trim it (the typed errors and the bridge are the largest) to land.
   */
  runtime: { gzip: 14 * KB },
  /**
   * The framework alone (preact/compat and nanostores): third-party code we cannot trim. It grows
   * a little with each React API the islands use (8.08 KB with a second React island).
   */
  framework: { gzip: 8.5 * KB },
  /** Our own share of the runtime: the loader and the chunks of ours two or more islands import. */
  ownRuntime: { gzip: 6 * KB },
  /** Each shop island's own chunk, on top of the runtime. */
  island: { gzip: 4 * KB },
  /** All the JavaScript a page starts with: the runtime and the islands its template carries. */
  pages: {
    product: { gzip: 20 * KB, islands: ['store-notice', 'quantity', 'add-to-cart', 'mini-cart', 'gallery', 'variations', 'sticky-add-to-cart', 'sticky-header', 'ajax-search'] },
  },
  /**
   * DOM-free modules measured on their own (bundled and minified here, whatever imports them):
   * the form engine, without its on-demand chunks (other locales, the free-mail list).
   */
  modules: {
    'form engine': { entry: 'src/forms/index.ts', gzip: 10 * KB },
  },
  /** The standalone form embed: runtime, form UI and engine (entry plus its imports). */
  entries: {
    'form-embed': { gzip: 25 * KB },
  },
};
