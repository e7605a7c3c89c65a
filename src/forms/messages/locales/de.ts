import type { Catalog } from '../en';

/** German: a first few strings; the rest fall back to English. */
const de: Partial<Catalog> = {
  required: 'Bitte füllen Sie dieses Pflichtfeld aus.',
  invalidEmailFormat: 'Die E-Mail-Adresse muss richtig formatiert sein.',
  invalidEmail: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  invalidNumber: 'Bitte geben Sie eine gültige Zahl ein.',
  invalidDate: 'Bitte geben Sie ein gültiges Datum ein.',
  MISSING_REQUIRED_FIELDS: 'Bitte füllen Sie alle Pflichtfelder aus.',
  next: 'Weiter',
  previous: 'Zurück',
  submit: 'Absenden',
  selectPlaceholder: 'Bitte auswählen',
  thanks: 'Vielen Dank, Ihr Formular wurde gesendet.',
};
export default de;
