/**
 * English, the fallback of every locale. Wording from spec §8 where it gives one; the rest is
 * marked. Keys: field error keys (types.ts FieldErrorKey), info keys, submission error keys
 * (UPPER_CASE, as the server names them) and interface labels.
 */
const blockedDomain = 'Please enter a different email address. This form does not accept addresses from {domain}.';

export const en = {
  // Field errors (spec §8 table, mapped onto FieldErrorKey).
  required: 'Please complete this required field.',
  missingSelect: 'Please select an option from the dropdown menu.', // not in §8
  missingOptionSelection: 'Please select at least one option.', // not in §8
  invalidEmailFormat: 'Email must be formatted correctly.',
  invalidEmail: 'Please enter a valid email address.',
  manuallyBlockedEmailDomain: blockedDomain,
  forbiddenEmailDomain: blockedDomain,
  invalidNumber: 'Please enter a valid number.',
  invalidNumberRangeTooLarge: 'Please enter a number that is less than or equal to {max}.', // not in §8
  invalidNumberRangeTooSmall: 'Please enter a number that is greater than or equal to {min}.', // not in §8
  phoneInvalidCharacters: 'A valid phone number may only contain numbers, +()-. or x',
  numberOutOfRange: 'The number you entered is not in range.',
  minNumber: 'greater than or equal to {min}',
  maxNumber: 'less than or equal to {max}',
  invalidDate: 'Please enter a valid date.',
  fileTooLarge: 'Selected file is too large. Maximum allowed size is 100MB.',
  inputTooLarge: 'Please use fewer than {length} characters.',
  serverError: 'There was a problem with this field. Please check it and try again.', // not in §8
  // Field infos.
  emailSuggestion: 'Did you mean {email}?',
  resubscribeMessage: "Looks like you've opted out of email communication. Click here to get an email and opt back in.",
  emailOptIn: 'Please check your email to opt back in.', // not in §8
  // Submission errors (spec §8; the others are not worded there).
  MISSING_REQUIRED_FIELDS: 'Please complete all required fields.',
  BLOCKED_EMAIL: 'Please change your email address to continue.',
  // §8 gives a second reading, '…There was an issue submitting…'; the first one is used.
  TOO_MANY_REQUESTS: 'There was a problem submitting your form. Please wait a few seconds and try again.',
  SERVER_ERROR: 'Sorry, something went wrong and the form was not submitted. Please try again later.',
  RECAPTCHA_VALIDATION_ERROR: 'The captcha check failed. Please try again.',
  OUT_OF_DATE: 'This form has changed since the page loaded. Please reload the page and try again.',
  SUBMISSION_NOT_ALLOWED: 'This form is not accepting submissions.',
  FORM_NOT_PUBLISHED: 'This form has not been published yet.',
  FORM_NEVER_EXISTED: 'This form does not exist.',
  MISSING_SCOPE: 'This form cannot be submitted from this page. Please contact the site owner.',
  FORM_TYPE_MISMATCH: 'This type of form cannot be submitted here. Please contact the site owner.',
  FILE_TOO_LARGE: 'A selected file is too large. Maximum allowed size is 100MB.',
  // The form cannot be submitted as set up (not in §8, which lists no wording for these).
  FORM_MISCONFIGURED: 'This form is not set up correctly and cannot be submitted. Please contact the site owner.',
  CAPTCHA_UNAVAILABLE: 'This form cannot be submitted because its spam check is not available. Please try again later or contact the site owner.',
  // The spam check (captcha) as the visitor waits on it, or once its script could not load (not in §8).
  captchaLoading: 'Loading the spam check. Your form will be sent as soon as it is ready.',
  captchaLoadFailed: 'The spam check could not be loaded. You can still send the form; the site will decide whether to accept it.',
  // Page summary and interface labels.
  summaryComplete: "Please complete '{label}' on {link}",
  summaryFix: "Please fix '{label}' on {link}",
  step: 'Step {pageNumber}',
  next: 'Next',
  previous: 'Previous',
  pageOf: '{{currentPage}} of {{numberOfPages}}',
  submit: 'Submit',
  selectPlaceholder: 'Please select',
  submitting: 'Form is submitting',
  // The thank-you when neither the definition nor the server gives one (not in §8).
  thanks: 'Thanks for submitting the form.',
  cookieReset: 'Not you? Click here to reset',
  phoneCountry: 'Country code', // not in §8: the label of the phone field's country dropdown
  // The date picker (not in §8; month and weekday names come from Intl).
  chooseDate: 'Choose a date',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  year: 'Year',
  clearDate: 'Clear date',
};

export type MessageKey = keyof typeof en;
/** A full catalog: every key, so a new English string fails the build until it is translated. */
export type Catalog = Record<MessageKey, string>;
