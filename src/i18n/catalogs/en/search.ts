import type { Translation } from '../../catalog';
import type { strings } from '../search';

export default {
  'search.suggestions': 'Search suggestions',
  'search.results': 'Results: {count}',
  'search.noResults': 'No results',
} satisfies Translation<typeof strings>;
