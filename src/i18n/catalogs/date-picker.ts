import type { Catalog } from '../catalog';

/** The Vietnamese strings: the keys every other language must have. */
export const strings = {
  'datePicker.chooseDate': 'Chọn ngày',
  'datePicker.previousMonth': 'Tháng trước',
  'datePicker.nextMonth': 'Tháng sau',
  'datePicker.year': 'Năm',
  'datePicker.clear': 'Xóa ngày',
};

/** The form widget's date picker (month and weekday names come from Intl, not from here). */
export const datePicker = {
  vi: strings,
  load: { en: () => import('./en/date-picker') },
} satisfies Catalog;
