import { createElement, type ReactNode } from 'react';

/** An element's attributes as the server printed them, by their HTML names (Preact takes them as they are). */
export type Attributes = Record<string, string>;

export const attributesOf = (element: Element): Attributes =>
  Object.fromEntries(Array.from(element.attributes, ({ name, value }) => [name, value]));

/**
 * The server's nodes again as React nodes, for a first render that hydrates them: text as it is
 * (the whitespace between inline elements included), elements with their tag and attributes.
 */
export function serverNodes(nodes: Iterable<ChildNode>): ReactNode[] {
  return Array.from(nodes, (node): ReactNode => {
    if (node.nodeType === Node.TEXT_NODE) return (node as Text).data;
    if (!(node instanceof Element)) return null;
    return createElement(node.localName, attributesOf(node), ...serverNodes(node.childNodes));
  });
}

/** One of WooCommerce's tabs: `li > a[href="#tab-{id}"]` and its panel `#tab-{id}`. */
export interface Tab {
  id: string;
  panel: HTMLElement;
  /** The server's link: hydration adopts it, so it is the node focus moves to. */
  anchor: HTMLAnchorElement;
  /** The link's id, or the one it is given for its panel's label. */
  linkId: string;
  /** The `li`'s classes but `active`, and whether the server printed it active. */
  classes: string;
  active: boolean;
  /** The `li`'s and the link's attributes, as printed. */
  item: Attributes;
  link: Attributes;
  /** The link's content (the tab's title, `wp_kses_post` HTML), and the `li`'s nodes around the link. */
  title: ReactNode[];
  before: ReactNode[];
  after: ReactNode[];
}

/** What the tab list holds, in order: tabs, and whatever else the server printed between them. */
export type Entry = { tab: Tab } | { markup: ReactNode };

export interface TabsProps {
  /** WooCommerce's `.woocommerce-tabs`: the panels and the reviews live in it. */
  wrapper: HTMLElement;
  /** Its `ul.tabs`, the island's root: the component renders its content. */
  list: HTMLElement;
  entries: Entry[];
  tabs: Tab[];
}

/**
 * The component's props from WooCommerce's `single-product/tabs/tabs.php` markup, or undefined
 * when it has no tab with a panel inside the wrapper (nothing to make tabs of).
 */
export function readTabs(wrapper: HTMLElement): TabsProps | undefined {
  const list = wrapper.querySelector<HTMLElement>(':scope > ul.tabs');
  if (!list) return undefined;
  const tabs: Tab[] = [];
  const entries = Array.from(list.childNodes, (node): Entry => {
    const link = node instanceof HTMLLIElement ? node.querySelector<HTMLAnchorElement>(':scope > a[href^="#tab-"]') : null;
    const id = link?.getAttribute('href')!.slice('#tab-'.length) ?? '';
    const panel = link && wrapper.ownerDocument.getElementById(`tab-${id}`);
    if (!link || !panel || !wrapper.contains(panel)) return { markup: serverNodes([node]) };
    const around = Array.from(link.parentNode!.childNodes);
    const at = around.indexOf(link);
    const item = link.parentElement!;
    const tab: Tab = {
      id,
      panel,
      anchor: link,
      linkId: link.id || `tab-link-${id}`,
      classes: Array.from(item.classList).filter((name) => name !== 'active').join(' '),
      active: item.classList.contains('active'),
      item: attributesOf(item),
      link: attributesOf(link),
      title: serverNodes(link.childNodes),
      before: serverNodes(around.slice(0, at)),
      after: serverNodes(around.slice(at + 1)),
    };
    tabs.push(tab);
    return { tab };
  });
  return tabs.length ? { wrapper, list, entries, tabs } : undefined;
}
