/**
 * Puts WooCommerce's cart fragments into the page. The one module of the cart that writes to the
 * DOM; what to apply and when is decided elsewhere (`./cache`, `stores/cart`).
 */
import type { Fragments } from './responses';

/**
 * Parses server markup inertly, in a `<template>`: its scripts never run, even once inserted, and
 * it takes markup for any context (a fragment may be a `<tr>` of the cart totals).
 *
 * @example document.body.append(parseHtml('<p>hi</p>'))
 */
export function parseHtml(html: string): DocumentFragment {
  const template = document.createElement('template');
  // Outer whitespace would be extra text nodes, and the element would never compare equal below.
  template.innerHTML = html.trim();
  return template.content;
}

/**
 * Replaces every element matching a fragment's selector with the fragment's markup, as
 * WooCommerce's `$(selector).replaceWith(html)` does, with three differences: scripts in it do not
 * run (fragments are HTML by WooCommerce's contract); an element that already is that markup is
 * left alone, so nothing flickers, focus stays and islands in it stay mounted; and a selector the
 * browser rejects skips that fragment only. Islands inside replaced markup are disposed and the new
 * ones mounted by the loader's MutationObserver.
 *
 * @example applyFragments({ 'div.widget_shopping_cart_content': '<div class="widget_shopping_cart_content">…</div>' })
 */
export function applyFragments(fragments: Fragments, root: ParentNode = document): void {
  for (const [selector, html] of Object.entries(fragments)) {
    let targets: NodeListOf<Element>;
    try {
      targets = root.querySelectorAll(selector);
    } catch {
      continue;
    }
    for (const target of targets) {
      const content = parseHtml(html);
      if (content.childNodes.length === 1 && target.isEqualNode(content.firstChild)) continue;
      target.replaceWith(content);
    }
  }
}
