import type { Catalog } from '../catalog';

/** The Vietnamese strings: the keys every other language must have. */
export const strings = {
  'forms.unavailable': 'Hiện không tải được biểu mẫu. Bạn có thể mở biểu mẫu bằng liên kết bên dưới.',
};

/** A marketing form's own words around it (the form's are the forms engine's). */
export const forms = {
  vi: strings,
  load: { en: () => import('./en/forms') },
} satisfies Catalog;
