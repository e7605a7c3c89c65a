export {
  FEEDBACK_FOLLOWUP_LENGTH,
  MAX_FILE_SIZE,
  MAX_TEXT_LENGTH,
  NUMBER_DECIMALS,
  RULES,
  domainOf,
  isEmailField,
  isEmailFormat,
  isPhoneField,
  maxLength,
  normalizePhone,
  parseRange,
  validateField,
  validateFields,
  type EmailCheckResult,
  type ValidationContext,
} from './validate';
export { DEFAULT_DATE_FORMAT, DEFAULT_DATE_SEPARATOR, formatDate, isCalendarDate, parseDisplayDate } from './date';
export { serverErrorKey, serverFieldError, serverFieldErrors, type ServerValidationResult } from './server';
