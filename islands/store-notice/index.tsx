import { reactIsland } from '../../src/runtime/react';
import { StoreNotice } from './StoreNotice';

export default reactIsland(StoreNotice);
