import type { Catalog } from '../catalog';

/** The Vietnamese strings: the keys every other language must have. */
export const strings = {
  'reviews.star': '{n} sao: {label}',
  'reviews.ratingRequired': 'Vui lòng chọn số sao đánh giá.',
};

/** The review form's rating stars. */
export const reviews = {
  vi: strings,
  load: { en: () => import('./en/reviews') },
} satisfies Catalog;
