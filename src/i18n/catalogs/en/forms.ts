import type { Translation } from '../../catalog';
import type { strings } from '../forms';

export default {
  'forms.unavailable': 'The form cannot be loaded right now. You can open it with the link below.',
  'forms.unavailable_no_link': 'The form cannot be loaded right now. Please try again later.',
} satisfies Translation<typeof strings>;
