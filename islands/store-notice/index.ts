import { storeNotice as strings } from '../../src/i18n/catalogs/store-notice';
import type { IslandModule } from '../../src/runtime/types';
import { reactIsland } from '../react-island';
import { StoreNotice } from './StoreNotice';
import type { StoreNoticeProps } from './types';

const view = reactIsland(StoreNotice, [strings]);

/**
 * The store notice: the theme's mount point renders `StoreNotice`; on another theme's page it is
 * WooCommerce's own notice that is enhanced (`enhanceClassic`), imported then: the theme's pages,
 * where the notice starts up, never download it.
 */
const storeNotice: IslandModule<StoreNoticeProps> = {
  mount(element, props, context) {
    if (element.hasAttribute('data-island')) return view.mount(element, props, context);
    // A notice inside the theme's mount point is that island's (the registry's selector leaves it
    // out; this is for an engine that would not).
    if (element.parentElement?.closest('[data-island]')) return undefined;
    return import('./classic').then(({ enhanceClassic }) => enhanceClassic(element));
  },
};

export default storeNotice;
