import type { Catalog } from '../catalog';

/** The Vietnamese strings: the keys every other language must have. */
export const strings = {
  'gallery.label': 'Ảnh sản phẩm',
  'gallery.carousel': 'băng chuyền ảnh',
  'gallery.slide': 'ảnh',
  'gallery.image': 'Hình ảnh {index}',
  'gallery.open': 'Xem ảnh lớn',
  // A slide's name in the gallery, and the lightbox's counter.
  'lightbox.counter': '{index} / {total}',
};

/** The product gallery: what names its slider, slides and thumbnails (the lightbox's and zoom's are ./lightbox). */
export const gallery = {
  vi: strings,
  load: { en: () => import('./en/gallery') },
} satisfies Catalog;
