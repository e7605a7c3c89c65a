import type { Translation } from '../../catalog';
import type { strings } from '../search';

export default {
  'search.label': 'Search',
  'search.placeholder': 'Search…',
  'search.submit': 'Search',
  'search.category': 'Category',
  'search.allCategories': 'All',
  'search.suggestions': 'Search suggestions',
  'search.searching': 'Searching...',
  'search.results': '{count} results',
  'search.noResults': 'No results',
  'search.minChars': 'Type at least {min} characters to search',
} satisfies Translation<typeof strings>;
