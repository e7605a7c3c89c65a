/**
 * The form widget's date picker, its own on-demand chunk: the widget imports it when a form has a
 * date field. Its labels are the form's messages (the form's locale, HubSpot's ~40), so the
 * picker speaks the form's language; its styles are DATE_PICKER_CSS (styles.ts, classes `si-dp-*`),
 * which the widget adds to the document the form is in.
 *
 * @example
 * const { DatePicker, datePickerLabels } = await import('./date-picker/index');
 * <DatePicker labels={datePickerLabels(engine.state.messages.t)} … />
 */
import type { FormMessages } from '../../../src/forms/index';
import type { DatePickerLabels } from './DatePicker';

export { DatePicker, type DatePickerLabels, type DatePickerProps } from './DatePicker';
// In the picker's chunk: as a chunk of its own, loaded beside it every time, it cost more bytes.
export { DATE_PICKER_CSS } from './styles';

/** The picker's labels from the form's messages. */
export const datePickerLabels = (t: FormMessages['t']): DatePickerLabels => ({
  chooseDate: t('chooseDate'),
  previousMonth: t('previousMonth'),
  nextMonth: t('nextMonth'),
  year: t('year'),
  clear: t('clearDate'),
});
