import { useLayoutEffect, useState, type KeyboardEvent } from 'react';
import { ANCHOR_SCROLL, SHORT_SCROLL, scrollToElement } from '../../src/dom/scroll';
import { listen } from '../../src/events/index';
import { hashTarget, REVIEWS_TAB, tabKeyTarget } from '../../src/tabs/tabs';
import { $config } from '../../stores/config';
import { attributesOf, KeptContent, reactIsland, readKept, type Kept } from '../react-island';
import { findTabs, itemClasses, REVIEW_LINK, selectedAttributes, showPanel, type TabNodes } from './tab-list';

type Attributes = Record<string, string>;

interface Tab extends TabNodes {
  /** The `li`'s classes but `active`; its and the link's attributes as the page has them (`attributesOf`). */
  classes: string;
  itemAttributes: Attributes;
  linkAttributes: Attributes;
  /** The link's content (the tab's title, `wp_kses_post` HTML), and the `li`'s nodes around the link. */
  title: Kept[];
  before: Kept[];
  after: Kept[];
}

/** What the tab list holds, in order: tabs, and whatever else the server printed between them. */
type Entry = { tab: Tab } | { markup: Kept[] };

interface TabsProps {
  wrapper: HTMLElement;
  entries: Entry[];
  tabs: Tab[];
  /** The tab the page opened on (./index chose it). */
  initial: number;
}

/** A selection: the tab, and what follows once its panel shows (a scroll). */
interface Selection {
  index: number;
  then?: () => void;
}

/**
 * The product tabs' component, on WooCommerce's `ul.tabs` as the start-up part (./index) left it:
 * WAI-ARIA tabs, the panel of the selected one shown. A click selects a tab; the arrow keys, Home
 * and End move between tabs, only the selected one in the tab order; a later hash picks a tab
 * (`#comment-…` and `#reviews` the reviews, `#tab-{id}` its tab) or scrolls to the anchor it
 * names, 1000 ms landing 100 px above it; the rating's review link opens the reviews.
 *
 * It renders the tab list, hydrating it as it is (titles, and the spaces between them). The panels
 * hold the description, the reviews and their form (with other islands in it), so they stay the
 * server's: an effect shows the selected one.
 */
function Tabs({ wrapper, entries, tabs, initial }: TabsProps) {
  const [selection, setSelection] = useState<Selection>({ index: initial });
  const doc = wrapper.ownerDocument;
  const win = doc.defaultView ?? window;
  const indexOf = (id: string): number => tabs.findIndex((tab) => tab.id === id);

  useLayoutEffect(() => {
    const stopHash = listen(win, 'hashchange', () => {
      const target = hashTarget(win.location.hash, tabs.map((tab) => tab.id));
      if (!target) return;
      if ('tab' in target) {
        const element = target.scroll ? doc.getElementById(target.scroll) : wrapper;
        setSelection({ index: indexOf(target.tab), then: () => element && void scrollToElement(element, ANCHOR_SCROLL) });
        return;
      }
      const anchor = doc.getElementById(target.anchor) ?? doc.getElementsByName(target.anchor)[0];
      if (anchor) void scrollToElement(anchor, ANCHOR_SCROLL);
    });
    const stopReviews = listen(doc, 'click', (event) => {
      const link = (event.target as Element | null)?.closest?.(REVIEW_LINK);
      const index = indexOf(REVIEWS_TAB);
      if (!link || index < 0 || wrapper.contains(link)) return;
      event.preventDefault();
      setSelection({ index, then: () => void scrollToElement(wrapper, SHORT_SCROLL) });
    });
    return () => {
      stopHash();
      stopReviews();
    };
  }, []);

  useLayoutEffect(() => {
    showPanel(tabs, selection.index);
    selection.then?.();
  }, [selection]);

  const onKeyDown = (index: number) => (event: KeyboardEvent) => {
    const next = tabKeyTarget(event.key, index, tabs.length, $config.get().rtl);
    if (next < 0) return;
    event.preventDefault();
    setSelection({ index: next });
    // The links are the page's nodes, the same in every render: focus can move at once.
    tabs[next]!.link.focus();
  };

  return (
    <>
      {entries.map((entry) => {
        if ('markup' in entry) return <KeptContent kept={entry.markup} />;
        const { tab } = entry;
        const index = tabs.indexOf(tab);
        const selected = selectedAttributes(index === selection.index, tab.classes);
        return (
          <li {...tab.itemAttributes} {...selected.item}>
            <KeptContent kept={tab.before} />
            <a
              {...tab.linkAttributes}
              {...selected.link}
              onClick={(event) => {
                event.preventDefault();
                setSelection({ index });
              }}
              onKeyDown={onKeyDown(index)}
            >
              <KeptContent kept={tab.title} />
            </a>
            <KeptContent kept={tab.after} />
          </li>
        );
      })}
    </>
  );
}

/** The component's props from the tab list (`ul.tabs`) and its wrapper, as the start-up part left them. */
function readTabs(list: HTMLElement): TabsProps | undefined {
  const wrapper = list.parentElement;
  const found = wrapper ? findTabs(wrapper) : [];
  if (!wrapper || found.length === 0) return undefined;
  const tabs: Tab[] = [];
  const entries = Array.from(list.childNodes, (node): Entry => {
    const nodes = found.find((tab) => tab.item === node);
    if (!nodes) return { markup: readKept([node]) };
    const around = Array.from(nodes.item.childNodes);
    const at = around.indexOf(nodes.link);
    const tab: Tab = {
      ...nodes,
      classes: itemClasses(nodes.item),
      itemAttributes: attributesOf(nodes.item),
      linkAttributes: attributesOf(nodes.link),
      title: readKept(nodes.link),
      before: readKept(around.slice(0, at)),
      after: readKept(around.slice(at + 1)),
    };
    tabs.push(tab);
    return { tab };
  });
  const initial = Math.max(0, tabs.findIndex((tab) => tab.link.getAttribute('aria-selected') === 'true'));
  return { wrapper, entries, tabs, initial };
}

export default reactIsland(Tabs, [], readTabs);
