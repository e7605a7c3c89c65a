import { useLayoutEffect, useState, type KeyboardEvent } from 'react';
import { ANCHOR_SCROLL, SHORT_SCROLL, scrollToElement } from '../../src/dom/scroll';
import { listen } from '../../src/events/index';
import { hashTarget, REVIEWS_TAB, tabKeyTarget } from '../../src/shop/tabs';
import { $config } from '../../stores/config';
import type { Attributes, TabsProps } from './read';

/** A selection: the tab, and what follows once its panel shows (a scroll). */
interface Selection {
  index: number;
  then?: () => void;
}

/** Restores attributes an effect set on markup the component does not render. */
function saveAttributes(elements: readonly Element[], names: readonly string[]): () => void {
  const saved = elements.flatMap((element) => names.map((name) => [element, name, element.getAttribute(name)] as const));
  return () => {
    for (const [element, name, value] of saved) {
      if (value === null) element.removeAttribute(name);
      else element.setAttribute(name, value);
    }
  };
}

/**
 * WooCommerce's product tabs made WAI-ARIA tabs: the links become tabs (the list a tablist, each
 * panel a tabpanel labelled by its tab), one panel shows at a time, the arrow keys, Home and End
 * move between tabs, and only the selected tab is in the tab order. The URL hash picks the tab
 * (`#comment-…` and `#reviews` the reviews, `#tab-{id}` its tab), or scrolls to the anchor it
 * names, 1000 ms landing 100 px above it; so does the rating's review link. Without JavaScript
 * every panel shows, and the links jump to them.
 *
 * It renders the tab list: first as the server printed it (hydrated), then as tabs. The panels
 * hold the description, the reviews and their form (with other islands in it), so they stay the
 * server's: effects show, hide and name them.
 */
export function Tabs({ wrapper, list, entries, tabs }: TabsProps) {
  const [selection, setSelection] = useState<Selection>();
  const doc = wrapper.ownerDocument;
  const win = doc.defaultView ?? window;
  const indexOf = (id: string): number => tabs.findIndex((tab) => tab.id === id);

  /** Follows the hash; `initial` when the page opened on it (the browser already jumped there). */
  const follow = (initial: boolean): boolean => {
    const target = hashTarget(win.location.hash, tabs.map((tab) => tab.id));
    if (!target) return false;
    if ('tab' in target) {
      // On arrival the browser has jumped already, but the panels above the target just closed:
      // bring it back into view at once. Later, scroll there as the theme does.
      const then = (): void => {
        const element = target.scroll ? doc.getElementById(target.scroll) : !initial || wrapper.getBoundingClientRect().top < 0 ? wrapper : null;
        if (element) void scrollToElement(element, initial ? { duration: 0, offset: ANCHOR_SCROLL.offset } : ANCHOR_SCROLL);
      };
      setSelection({ index: indexOf(target.tab), then });
      return true;
    }
    const anchor = doc.getElementById(target.anchor) ?? doc.getElementsByName(target.anchor)[0];
    if (anchor && !initial) void scrollToElement(anchor, ANCHOR_SCROLL);
    return false;
  };

  useLayoutEffect(() => {
    const restore = saveAttributes([list, ...tabs.map((tab) => tab.panel)], ['role', 'aria-labelledby', 'tabindex', 'hidden', 'style']);
    list.setAttribute('role', 'tablist');
    tabs.forEach(({ linkId, panel }) => {
      panel.setAttribute('role', 'tabpanel');
      panel.setAttribute('aria-labelledby', linkId);
      panel.tabIndex = 0;
    });
    // A page of the reviews (`comment-page-2`, `?cpage=2`) opens on them, as WooCommerce's does.
    const paged = /comment-page-|[?&]cpage=/.test(win.location.href) ? indexOf(REVIEWS_TAB) : -1;
    const active = tabs.findIndex((tab) => tab.active);
    if (!follow(true)) setSelection({ index: paged >= 0 ? paged : Math.max(0, active) });
    const stopHash = listen(win, 'hashchange', () => follow(false));
    // The rating's "(n customer reviews)" link and any other in-page link to the reviews.
    const stopReviews = listen(doc, 'click', (event) => {
      const link = (event.target as Element | null)?.closest?.('a.woocommerce-review-link, a[href="#reviews"]');
      const index = indexOf(REVIEWS_TAB);
      if (!link || index < 0 || wrapper.contains(link)) return;
      event.preventDefault();
      setSelection({ index, then: () => void scrollToElement(wrapper, SHORT_SCROLL) });
    });
    return () => {
      stopHash();
      stopReviews();
      restore();
    };
  }, []);

  useLayoutEffect(() => {
    if (!selection) return;
    tabs.forEach(({ panel }, i) => {
      panel.hidden = i !== selection.index;
      panel.style.display = i === selection.index ? '' : 'none';
    });
    selection.then?.();
  }, [selection]);

  const onKeyDown = (index: number) => (event: KeyboardEvent) => {
    const next = tabKeyTarget(event.key, index, tabs.length, $config.get().rtl);
    if (next < 0) return;
    event.preventDefault();
    setSelection({ index: next });
    // The links are the server's nodes, the same in every render: focus can move at once.
    tabs[next]!.anchor.focus();
  };

  return (
    <>
      {entries.map((entry) => {
        if ('markup' in entry) return entry.markup;
        const { tab } = entry;
        const index = tabs.indexOf(tab);
        const on = index === selection?.index;
        // The server's attributes until the first selection, so that hydration adopts its nodes;
        // then the tab role moves from the item (where WooCommerce puts it) to the link, which
        // takes focus.
        const { 'aria-controls': _, ...server } = tab.item;
        const item: Attributes = selection ? { ...server, class: on ? `${tab.classes} active` : tab.classes, role: 'presentation' } : tab.item;
        const link = selection && {
          id: tab.linkId,
          role: 'tab',
          'aria-controls': tab.panel.id,
          'aria-selected': on,
          tabIndex: on ? 0 : -1,
        };
        return (
          <li {...item}>
            {tab.before}
            <a
              {...tab.link}
              {...link}
              onClick={(event) => {
                event.preventDefault();
                setSelection({ index });
              }}
              onKeyDown={onKeyDown(index)}
            >
              {tab.title}
            </a>
            {tab.after}
          </li>
        );
      })}
    </>
  );
}
