import type { Catalog } from '../catalog';

/** The Vietnamese strings: the keys every other language must have. */
export const strings = {
  'quickView.open': 'Xem nhanh',
  'quickView.openOf': 'Xem nhanh {name}',
  'quickView.failed': 'Không thể tải sản phẩm.',
};

/** The product quick view. */
export const quickView = {
  vi: strings,
  load: { en: () => import('./en/quick-view') },
} satisfies Catalog;
