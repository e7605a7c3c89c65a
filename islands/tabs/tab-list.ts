/** One of WooCommerce's tabs: its `li`, the `a[href="#tab-{id}"]` in it, and its panel `#tab-{id}`. */
export interface TabNodes {
  id: string;
  item: HTMLElement;
  link: HTMLAnchorElement;
  panel: HTMLElement;
}

/** The tabs of WooCommerce's `single-product/tabs/tabs.php` in `wrapper`: each with a panel inside it. */
export function findTabs(wrapper: HTMLElement): TabNodes[] {
  const doc = wrapper.ownerDocument;
  return [...wrapper.querySelectorAll<HTMLAnchorElement>(':scope > ul.tabs > li > a[href^="#tab-"]')].flatMap((link) => {
    const id = link.getAttribute('href')!.slice('#tab-'.length);
    const panel = doc.getElementById(`tab-${id}`);
    return panel && wrapper.contains(panel) ? [{ id, link, item: link.parentElement!, panel }] : [];
  });
}

/**
 * What being selected, or not, shows on a tab's `li` and link (the `li`'s other classes given), by
 * their HTML names: written once, for the start-up part that applies it when the page loads and
 * for the component that renders it from then on.
 */
export function selectedAttributes(on: boolean, classes: string): { item: Record<string, string>; link: Record<string, string> } {
  return {
    item: { class: on ? `${classes} active`.trim() : classes, role: 'presentation' },
    link: { 'aria-selected': String(on), tabindex: on ? '0' : '-1' },
  };
}

/** The `li`'s classes but `active`, which the selection gives. */
export const itemClasses = (item: Element): string =>
  Array.from(item.classList)
    .filter((name) => name !== 'active')
    .join(' ');

/** Shows the selected tab's panel alone. */
export function showPanel(tabs: readonly TabNodes[], index: number): void {
  tabs.forEach(({ panel }, i) => {
    panel.hidden = i !== index;
    panel.style.display = i === index ? '' : 'none';
  });
}

/** In-page links to the reviews: the rating's "(n customer reviews)" and any other. */
export const REVIEW_LINK = 'a.woocommerce-review-link, a[href="#reviews"]';
