import type { Catalog } from '../catalog';

/** The Vietnamese strings: the keys every other language must have. */
export const strings = {
  'edit.builder': 'Sửa bằng trình dựng trang',
  'edit.backend': 'Sửa trong trình soạn thảo',
};

/** Edit links for users who can edit pages. */
export const edit = {
  vi: strings,
  load: { en: () => import('./en/edit') },
} satisfies Catalog;
