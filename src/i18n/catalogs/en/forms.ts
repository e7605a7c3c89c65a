import type { Translation } from '../../catalog';
import type { strings } from '../forms';

export default {
  'forms.unavailable': 'The form cannot be loaded right now. You can open it with the link below.',
} satisfies Translation<typeof strings>;
