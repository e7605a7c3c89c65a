import type { Catalog } from '../catalog';

/** The Vietnamese strings: the keys every other language must have. */
export const strings = {
  'video.dialog': 'Video',
  'video.close': 'Đóng (Esc)',
  'video.loading': 'Đang tải...',
  'video.failed': 'Không thể tải nội dung',
  'video.watchElsewhere': 'Xem video trên trang gốc',
};

/** The video lightbox. */
export const video = {
  vi: strings,
  load: { en: () => import('./en/video') },
} satisfies Catalog;
