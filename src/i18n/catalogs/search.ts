import type { Catalog } from '../catalog';

/** The Vietnamese strings: the keys every other language must have. */
export const strings = {
  'search.suggestions': 'Gợi ý tìm kiếm',
  'search.results': '{count} kết quả',
  'search.noResults': 'Không có kết quả',
};

/** The live search's suggestions (the search form's own labels come with the server's markup). */
export const search = {
  vi: strings,
  load: { en: () => import('./en/search') },
} satisfies Catalog;
