import type { Catalog } from '../catalog';

/** The Vietnamese strings: the keys every other language must have. */
export const strings = {
  'search.label': 'Tìm kiếm',
  'search.placeholder': 'Tìm kiếm…',
  'search.submit': 'Tìm kiếm',
  'search.category': 'Danh mục',
  'search.allCategories': 'Tất cả',
  'search.suggestions': 'Gợi ý tìm kiếm',
  'search.searching': 'Đang tìm...',
  'search.results': '{count} kết quả',
  'search.noResults': 'Không có kết quả',
  'search.minChars': 'Nhập ít nhất {min} ký tự để tìm kiếm',
};

/** The header product search and its suggestions. */
export const search = {
  vi: strings,
  load: { en: () => import('./en/search') },
} satisfies Catalog;
