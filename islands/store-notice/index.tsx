import { storeNotice } from '../../src/i18n/catalogs/store-notice';
import { reactIsland } from '../../src/runtime/react';
import { StoreNotice } from './StoreNotice';

export default reactIsland(StoreNotice, [storeNotice]);
