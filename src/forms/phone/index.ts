/**
 * The phone field's country dropdown: its table and helpers, one on-demand chunk (the widget
 * imports it when a form has a phone field with `useCountryCodeSelect`). DOM-free.
 *
 * @example
 * const { countryOptions, splitPhone, joinPhone, DEFAULT_COUNTRY } = await import('../../src/forms/phone/index');
 */
export { DEFAULT_COUNTRY, DIAL_CODES, MAIN_COUNTRIES, type DialCode } from './dial-codes';
export { countryOptions, flag, joinPhone, splitPhone, type CountryOption, type PhoneParts } from './phone';
