import type { Catalog } from '../catalog';

/** The Vietnamese strings: the keys every other language must have. */
export const strings = {
  'forms.unavailable': 'Hiện không tải được biểu mẫu. Bạn có thể mở biểu mẫu bằng liên kết bên dưới.',
  /** The same, where the page gave no link to the form's own page. */
  'forms.unavailable_no_link': 'Hiện không tải được biểu mẫu. Vui lòng thử lại sau.',
};

/** A marketing form's own words around it (the form's are the forms engine's). */
export const forms = {
  vi: strings,
  load: { en: () => import('./en/forms') },
} satisfies Catalog;
