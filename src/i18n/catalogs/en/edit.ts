import type { Translation } from '../../catalog';
import type { strings } from '../edit';

export default {
  'edit.builder': 'Edit with the page builder',
  'edit.backend': 'Edit in the backend editor',
} satisfies Translation<typeof strings>;
