import type { Translation } from '../../catalog';
import type { strings } from '../store-notice';

export default {
  'storeNotice.label': 'Store notice',
  'storeNotice.dismiss': 'Dismiss',
} satisfies Translation<typeof strings>;
