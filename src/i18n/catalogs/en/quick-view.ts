import type { Translation } from '../../catalog';
import type { strings } from '../quick-view';

export default {
  'quickView.open': 'Quick view',
  'quickView.openOf': 'Quick view of {name}',
  'quickView.failed': 'The product could not be loaded.',
} satisfies Translation<typeof strings>;
