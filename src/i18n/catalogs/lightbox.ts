import type { Catalog } from '../catalog';

/** The Vietnamese strings: the keys every other language must have. */
export const strings = {
  'lightbox.label': 'Trình xem ảnh',
  'lightbox.close': 'Đóng (Esc)',
  'lightbox.zoom': 'Phóng to hoặc thu nhỏ',
  'lightbox.loading': 'Đang tải...',
  'lightbox.prev': 'Trước (phím mũi tên trái)',
  'lightbox.next': 'Sau (phím mũi tên phải)',
  'lightbox.imageFailed': 'Không thể tải hình ảnh #{index}.',
  'lightbox.imageFailedGeneric': 'Không thể tải hình ảnh',
  'lightbox.contentFailed': 'Không thể tải nội dung',
  'zoom.loading': 'Đang tải hình ảnh',
  'zoom.failed': 'Không thể tải hình ảnh',
};

/**
 * The gallery's lightbox and hover zoom, and the quick view's popup: loaded with them, apart from
 * the gallery's own strings (./gallery), which a product page needs from the start.
 */
export const lightbox = {
  vi: strings,
  load: { en: () => import('./en/lightbox') },
} satisfies Catalog;
