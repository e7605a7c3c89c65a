import type { Translation } from '../../catalog';
import type { strings } from '../common';

export default {
  'common.close': 'Close',
  'common.loading': 'Loading...',
  'common.pleaseWait': 'Please wait...',
} satisfies Translation<typeof strings>;
