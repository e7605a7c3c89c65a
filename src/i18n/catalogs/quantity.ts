import type { Catalog } from '../catalog';

/** The Vietnamese strings: the keys every other language must have. */
export const strings = {
  'quantity.label': 'Số lượng',
  'quantity.labelOf': 'Số lượng {name}',
  'quantity.decrease': 'Giảm số lượng',
  'quantity.decreaseOf': 'Giảm số lượng cho {name}',
  'quantity.increase': 'Tăng số lượng',
  'quantity.increaseOf': 'Tăng số lượng cho {name}',
};

/** Quantity steppers. */
export const quantity = {
  vi: strings,
  load: { en: () => import('./en/quantity') },
} satisfies Catalog;
