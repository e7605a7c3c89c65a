import type { Translation } from '../../catalog';
import type { strings } from '../growl';

export default {
  'growl.label': 'Notifications',
  'growl.close': 'Dismiss notification',
} satisfies Translation<typeof strings>;
