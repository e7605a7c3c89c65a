import { createDisposer } from '../../src/events/index';
import { ANCHOR_SCROLL, SHORT_SCROLL, scrollToElement } from '../../src/dom/scroll';
import { hashTarget, REVIEWS_TAB, tabKeyTarget } from '../../src/tabs/tabs';
import type { IslandModule } from '../../src/runtime/types';
import { $config } from '../../stores/config';

interface Tab {
  id: string;
  link: HTMLAnchorElement;
  item: HTMLElement;
  panel: HTMLElement;
}

/** The tabs of WooCommerce's `single-product/tabs/tabs.php`: each `li > a[href="#tab-{id}"]` and its panel. */
function readTabs(wrapper: HTMLElement): Tab[] {
  const doc = wrapper.ownerDocument;
  return [...wrapper.querySelectorAll<HTMLAnchorElement>(':scope > ul.tabs > li > a[href^="#tab-"]')].flatMap((link) => {
    const id = link.getAttribute('href')!.slice('#tab-'.length);
    const panel = doc.getElementById(`tab-${id}`);
    return panel && wrapper.contains(panel) ? [{ id, link, item: link.parentElement!, panel }] : [];
  });
}

/**
 * WooCommerce's product tabs (`.woocommerce-tabs`), made WAI-ARIA tabs: the links become tabs
 * (the list a tablist, each panel a tabpanel labelled by its tab), one panel shows at a time, the
 * arrow keys, Home and End move between tabs, and only the selected tab is in the tab order.
 * The URL hash picks the tab (`#comment-…` and `#reviews` the reviews, `#tab-{id}` its tab), or
 * scrolls to the anchor it names, 1000 ms landing 100 px above it; so does the rating's review
 * link. Without JavaScript every panel shows, and the links jump to them.
 */
const tabs: IslandModule = {
  mount(wrapper) {
    const list = readTabs(wrapper);
    if (list.length === 0) return;
    const doc = wrapper.ownerDocument;
    const win = doc.defaultView ?? window;
    const disposer = createDisposer();
    const tablist = wrapper.querySelector<HTMLElement>(':scope > ul.tabs')!;
    const saved = [tablist, ...list.flatMap((tab) => [tab.link, tab.item, tab.panel])].map((el) => [el, el.cloneNode(false) as Element] as const);
    tablist.setAttribute('role', 'tablist');
    for (const { id, link, item, panel } of list) {
      item.setAttribute('role', 'presentation');
      item.removeAttribute('aria-controls');
      link.setAttribute('role', 'tab');
      link.id ||= `tab-link-${id}`;
      link.setAttribute('aria-controls', panel.id);
      panel.setAttribute('role', 'tabpanel');
      panel.setAttribute('aria-labelledby', link.id);
      panel.tabIndex = 0;
    }

    const select = (index: number, focus = false): void => {
      list.forEach(({ link, item, panel }, i) => {
        const on = i === index;
        link.setAttribute('aria-selected', String(on));
        link.tabIndex = on ? 0 : -1;
        item.classList.toggle('active', on);
        panel.hidden = !on;
        panel.style.display = on ? '' : 'none';
      });
      if (focus) list[index]!.link.focus();
    };
    const indexOf = (id: string) => list.findIndex((tab) => tab.id === id);

    /** Follows the hash; `initial` when the page opened on it (the browser already jumped there). */
    const follow = (initial: boolean): boolean => {
      const target = hashTarget(win.location.hash, list.map((tab) => tab.id));
      if (!target) return false;
      if ('tab' in target) {
        select(indexOf(target.tab));
        // On arrival the browser has jumped already, but the panels above the target just closed:
        // bring it back into view at once. Later, scroll there as the theme does.
        const element = target.scroll ? doc.getElementById(target.scroll) : !initial || wrapper.getBoundingClientRect().top < 0 ? wrapper : null;
        if (element) void scrollToElement(element, initial ? { duration: 0, offset: ANCHOR_SCROLL.offset } : ANCHOR_SCROLL);
        return true;
      }
      const anchor = doc.getElementById(target.anchor) ?? doc.getElementsByName(target.anchor)[0];
      if (anchor && !initial) void scrollToElement(anchor, ANCHOR_SCROLL);
      return false;
    };
    // A page of the reviews (`comment-page-2`, `?cpage=2`) opens on them, as WooCommerce's does.
    const paged = /comment-page-|[?&]cpage=/.test(win.location.href) ? indexOf(REVIEWS_TAB) : -1;
    if (!follow(true)) select(paged >= 0 ? paged : Math.max(0, list.findIndex((tab) => tab.item.classList.contains('active'))));

    disposer.listen(tablist, 'click', (event) => {
      const index = list.findIndex((tab) => tab.link.contains(event.target as Node));
      if (index < 0) return;
      event.preventDefault();
      select(index);
    });
    disposer.listen(tablist, 'keydown', (event) => {
      const index = list.findIndex((tab) => tab.link === event.target);
      const next = index < 0 ? -1 : tabKeyTarget(event.key, index, list.length, $config.get().rtl);
      if (next < 0) return;
      event.preventDefault();
      select(next, true);
    });
    disposer.listen(win, 'hashchange', () => follow(false));
    // The rating's "(n customer reviews)" link and any other in-page link to the reviews.
    disposer.listen(doc, 'click', (event) => {
      const link = (event.target as Element | null)?.closest?.('a.woocommerce-review-link, a[href="#reviews"]');
      const index = indexOf(REVIEWS_TAB);
      if (!link || index < 0 || wrapper.contains(link)) return;
      event.preventDefault();
      select(index);
      void scrollToElement(wrapper, SHORT_SCROLL);
    });

    return () => {
      disposer.dispose();
      // Back to the server's markup: every panel shown, no roles.
      for (const [el, copy] of saved) {
        for (const name of el.getAttributeNames()) el.removeAttribute(name);
        for (const { name, value } of copy.attributes) el.setAttribute(name, value);
      }
    };
  },
};

export default tabs;
