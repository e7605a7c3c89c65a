// Size budgets, compressed, in bytes: the one place they live (DESIGN.md, "Budgets").
// `npm run size` fails when a built file or group passes its budget.
export const KB = 1024;

export const budgets = {
  /** Loader plus every shared chunk (preact/compat, nanostores, the stores, the queue). */
  runtime: { gzip: 10 * KB },
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
