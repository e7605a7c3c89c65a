/**
 * The form widget's date picker, its own on-demand chunk: the widget imports it when a form has a
 * date field, with the catalog for its labels. Its styles are date-picker.css (classes `si-dp-*`),
 * for the widget's stylesheet: the chunk imports no CSS, so the widget decides whether they go in
 * the page or in its iframe shell.
 *
 * @example
 * const { DatePicker, datePicker, datePickerLabels } = await import('./date-picker/index');
 * await i18nReady(datePicker);
 * <DatePicker labels={datePickerLabels($i18n.get().t)} … />
 */
import type { I18n } from '../../../src/i18n/index';
import type { DatePickerLabels } from './DatePicker';

export { DatePicker, type DatePickerLabels, type DatePickerProps } from './DatePicker';
export { datePicker } from '../../../src/i18n/catalogs/date-picker';

/** The picker's labels from a translator that has the date-picker catalog loaded. */
export const datePickerLabels = (t: I18n['t']): DatePickerLabels => ({
  chooseDate: t('datePicker.chooseDate'),
  previousMonth: t('datePicker.previousMonth'),
  nextMonth: t('datePicker.nextMonth'),
  year: t('datePicker.year'),
  clear: t('datePicker.clear'),
});
