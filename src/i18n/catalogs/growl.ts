import type { Catalog } from '../catalog';

/** The Vietnamese strings: the keys every other language must have. */
export const strings = {
  'growl.label': 'Thông báo',
  'growl.close': 'Đóng thông báo',
};

/** The growl messages (`islands/growl`): the region that holds them, and each one's close button. */
export const growl = {
  vi: strings,
  load: { en: () => import('./en/growl') },
} satisfies Catalog;
