import { hydrateRoot } from 'react-dom/client';
import type { IslandModule } from '../../src/runtime/types';
import { readTabs } from './read';
import { Tabs } from './Tabs';

/**
 * Mounted without `reactIsland`: the loader hands this island the whole `.woocommerce-tabs`, whose
 * panels (the description, the reviews with their form and its rating island, what plugins add)
 * are not the island's to render or to unmount. It hydrates the tab list alone, and puts the
 * server's list back when it goes, so the markup reads as it did without JavaScript.
 */
const tabs: IslandModule = {
  mount(wrapper) {
    const props = readTabs(wrapper);
    if (!props) return undefined;
    const { list } = props;
    const server = Array.from(list.childNodes, (node) => node.cloneNode(true));
    const root = hydrateRoot(list, <Tabs {...props} />);
    return () => {
      root.unmount();
      list.replaceChildren(...server);
    };
  },
};

export default tabs;
