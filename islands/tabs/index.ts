import { ANCHOR_SCROLL, scrollToElement } from '../../src/dom/scroll';
import { hashTarget, REVIEWS_TAB } from '../../src/tabs/tabs';
import type { IslandModule } from '../../src/runtime/types';
import { onApproach } from '../on-approach';
import { findTabs, itemClasses, REVIEW_LINK, selectedAttributes, showPanel, type TabNodes } from './tab-list';

/** Keys the tabs answer (`tabKeyTarget`): pressed before the component is there, handed to it. */
const KEYS = ['ArrowLeft', 'ArrowRight', 'Home', 'End'];

/** Applies a selection to the tabs as the server printed them. */
function select(tabs: readonly TabNodes[], index: number): void {
  tabs.forEach(({ item, link }, i) => {
    const attributes = selectedAttributes(i === index, itemClasses(item));
    for (const [name, value] of Object.entries(attributes.item)) item.setAttribute(name, value);
    for (const [name, value] of Object.entries(attributes.link)) link.setAttribute(name, value);
  });
  showPanel(tabs, index);
}

/**
 * WooCommerce's product tabs (`.woocommerce-tabs`), made WAI-ARIA tabs. Without JavaScript every
 * panel shows, and the links jump to them.
 *
 * What the shopper must see when the page loads is done here, without the framework: the links
 * become tabs (the list a tablist, each panel a tabpanel labelled by its tab), and one panel
 * shows, the one the URL asks for: the hash's (`#comment-…` and `#reviews` the reviews, `#tab-{id}`
 * its tab, which comes back into view at once), the reviews on a page of them (`comment-page-2`,
 * `?cpage=2`, as WooCommerce does), else the server's active one. The component (./Tabs: the
 * clicks, the keys, a later hash, the review links) loads on the shopper's first pointer, touch or
 * focus in the tab list; a click or a tab key meanwhile, a review link followed or a hash changed,
 * is held and handed to it.
 */
const tabs: IslandModule = {
  mount(wrapper, _props, context) {
    const list = findTabs(wrapper);
    const tablist = wrapper.querySelector<HTMLElement>(':scope > ul.tabs');
    if (list.length === 0 || !tablist) return undefined;
    const doc = wrapper.ownerDocument;
    const win = doc.defaultView ?? window;
    const saved = [tablist, ...list.flatMap((tab) => [tab.link, tab.item, tab.panel])].map((el) => [el, el.cloneNode(false) as Element] as const);
    tablist.setAttribute('role', 'tablist');
    for (const { id, link, item, panel } of list) {
      item.removeAttribute('aria-controls');
      link.setAttribute('role', 'tab');
      link.id ||= `tab-link-${id}`;
      link.setAttribute('aria-controls', panel.id);
      panel.setAttribute('role', 'tabpanel');
      panel.setAttribute('aria-labelledby', link.id);
      panel.tabIndex = 0;
    }
    const indexOf = (id: string) => list.findIndex((tab) => tab.id === id);
    const target = hashTarget(win.location.hash, list.map((tab) => tab.id));
    if (target && 'tab' in target) {
      select(list, indexOf(target.tab));
      // The browser has jumped to the hash already, but the panels above it just closed: bring
      // it back into view at once.
      const element = target.scroll ? doc.getElementById(target.scroll) : wrapper.getBoundingClientRect().top < 0 ? wrapper : null;
      if (element) void scrollToElement(element, { duration: 0, offset: ANCHOR_SCROLL.offset });
    } else {
      const paged = /comment-page-|[?&]cpage=/.test(win.location.href) ? indexOf(REVIEWS_TAB) : -1;
      select(list, paged >= 0 ? paged : Math.max(0, list.findIndex((tab) => tab.item.classList.contains('active'))));
    }

    const approach = onApproach([tablist], () => import('./Tabs').then(({ default: view }) => view.mount(tablist, {}, context)), context.fail);
    const { holding, hold } = approach;
    holding.listen(tablist, 'click', (event) => {
      const link = list.find((tab) => tab.link.contains(event.target as Node))?.link;
      if (link) hold(event, () => link.click());
    });
    holding.listen<KeyboardEvent>(tablist, 'keydown', (event) => {
      const { key } = event;
      const link = list.find((tab) => tab.link === event.target)?.link;
      if (link && KEYS.includes(key)) hold(event, () => link.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true })));
    });
    holding.listen(doc, 'click', (event) => {
      const link = (event.target as Element | null)?.closest?.<HTMLElement>(REVIEW_LINK);
      if (link && indexOf(REVIEWS_TAB) >= 0 && !wrapper.contains(link)) hold(event, () => link.click());
    });
    // Not cancelled (it cannot be): done again for the component, which reads the hash then.
    holding.listen(win, 'hashchange', (event) => hold(event, () => win.dispatchEvent(new Event('hashchange'))));
    return () => {
      approach.dispose();
      // Back to the server's markup: every panel shown, no roles.
      for (const [el, copy] of saved) {
        for (const name of el.getAttributeNames()) el.removeAttribute(name);
        for (const { name, value } of copy.attributes) el.setAttribute(name, value);
      }
    };
  },
};

export default tabs;
