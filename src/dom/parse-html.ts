/**
 * Parses server markup inertly, in a `<template>`, to be read (the cart's item count, its JSON):
 * nothing in it loads or runs, and it takes markup for any context (a fragment may be a `<tr>` of
 * the cart totals). Never for inserting: what goes into the page goes through the sanitiser
 * (src/dom/sanitize.ts), as the cart's fragments do in `applyFragments`.
 *
 * @example parseHtml(fragments['.header .cart-icon']).querySelector('strong')?.textContent
 */
export function parseHtml(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html.trim();
  return template.content;
}
