import type { Catalog } from '../catalog';

/** The Vietnamese strings: the keys every other language must have. */
export const strings = {
  'storeNotice.label': 'Thông báo của cửa hàng',
  'storeNotice.dismiss': 'Bỏ qua',
};

/** The store notice banner. */
export const storeNotice = {
  vi: strings,
  load: { en: () => import('./en/store-notice') },
} satisfies Catalog;
