import type { Catalog } from '../catalog';

/** The Vietnamese strings: the keys every other language must have. */
export const strings = {
  'carousel.label': 'Trình chiếu',
  'carousel.slide': '{index} / {total}',
  'carousel.prev': 'Trang trước',
  'carousel.next': 'Trang sau',
  'carousel.goTo': 'Đến trang {index}',
  'carousel.pause': 'Tạm dừng tự chạy',
  'carousel.play': 'Bật tự chạy',
};

/** Product and banner carousels. */
export const carousel = {
  vi: strings,
  load: { en: () => import('./en/carousel') },
} satisfies Catalog;
