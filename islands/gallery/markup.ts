/**
 * The gallery's server markup, read once and rendered again as it was, so the gallery component
 * hydrates it whatever the theme and its plugins put inside (Flatsome's badges and tools, another
 * plugin's labels): each element is rendered with its own tag, and text as it was, spaces included.
 *
 * Only the elements the island manages get props (`own`). The others get none: hydration adopts
 * nodes without touching their attributes, and later renders only change props that change, so
 * their classes, ids and data attributes stay the server's, and so do the attributes the
 * variations form swaps on the first image (src/gallery/image-swap.ts).
 */
import { createElement, type ReactNode } from 'react';

/** One node as read: an element (the server's node, which hydration adopts) with its children, or a text. */
export type Markup = string | { element: Element; children: Markup[] };

/** The child nodes of `parent`, elements and texts (comments are nothing to render). */
export function readMarkup(parent: Node): Markup[] {
  const nodes: Markup[] = [];
  parent.childNodes.forEach((node) => {
    if (node.nodeType === Node.TEXT_NODE) nodes.push((node as Text).data);
    else if (node.nodeType === Node.ELEMENT_NODE) nodes.push({ element: node as Element, children: readMarkup(node) });
  });
  return nodes;
}

/**
 * Renders read markup: each element with the props `own` gives it (none for the rest).
 *
 * @example renderMarkup(markup, (element) => (element === link ? { tabindex: '-1' } : undefined))
 */
export function renderMarkup(nodes: readonly Markup[], own: (element: Element) => Record<string, unknown> | undefined): ReactNode[] {
  return nodes.map((node) => (typeof node === 'string' ? node : createElement(node.element.localName, own(node.element), ...renderMarkup(node.children, own))));
}
