import type { Catalog } from '../catalog';

/** The Vietnamese strings: the keys every other language must have. */
export const strings = {
  'common.close': 'Đóng',
  'common.loading': 'Đang tải...',
  'common.pleaseWait': 'Vui lòng chờ...',
};

/** Words several islands use. */
export const common = {
  vi: strings,
  load: { en: () => import('./en/common') },
} satisfies Catalog;
