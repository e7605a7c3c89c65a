import type { Translation } from '../../catalog';
import type { strings } from '../date-picker';

export default {
  'datePicker.chooseDate': 'Choose a date',
  'datePicker.previousMonth': 'Previous month',
  'datePicker.nextMonth': 'Next month',
  'datePicker.year': 'Year',
  'datePicker.clear': 'Clear date',
} satisfies Translation<typeof strings>;
