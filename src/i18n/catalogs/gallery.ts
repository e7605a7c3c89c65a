import type { Catalog } from '../catalog';

/** The Vietnamese strings: the keys every other language must have. */
export const strings = {
  'lightbox.label': 'Trình xem ảnh',
  'lightbox.close': 'Đóng (Esc)',
  'lightbox.zoom': 'Phóng to hoặc thu nhỏ',
  'lightbox.loading': 'Đang tải...',
  'lightbox.prev': 'Trước (phím mũi tên trái)',
  'lightbox.next': 'Sau (phím mũi tên phải)',
  'lightbox.counter': '{index} / {total}',
  'lightbox.imageFailed': 'Không thể tải hình ảnh #{index}.',
  'lightbox.imageFailedGeneric': 'Không thể tải hình ảnh',
  'lightbox.contentFailed': 'Không thể tải nội dung',
  'zoom.loading': 'Đang tải hình ảnh',
  'zoom.failed': 'Không thể tải hình ảnh',
  'gallery.label': 'Ảnh sản phẩm',
  'gallery.carousel': 'băng chuyền ảnh',
  'gallery.slide': 'ảnh',
  'gallery.image': 'Hình ảnh {index}',
  'gallery.open': 'Xem ảnh lớn',
};

/** The product gallery, its lightbox and zoom. */
export const gallery = {
  vi: strings,
  load: { en: () => import('./en/gallery') },
} satisfies Catalog;
