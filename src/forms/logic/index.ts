/** The form engine's logic: dependent fields, smart fields, prefill, pagination, legal consent. */
export { passes, visibility } from './filters';
export { allFields } from './tree';
export type { VisibilityOptions } from './filters';
export { isSmartGroup, isSmartField, smartHide } from './smart';
export type { SmartOptions } from './smart';
export { initialValue } from './prefill';
export type { PrefillInput } from './prefill';
export {
  pageIndexes,
  pageCount,
  groupsOfPage,
  pageFields,
  attemptNavigation,
  resolveNavigation,
  next,
  previous,
  pageSummary,
} from './pagination';
export type { PageState, PagedForm, Validate, SummaryEntry } from './pagination';
export { consentCheckboxes, validateConsent, consentPayload } from './consent';
export type { ConsentBox, ConsentValues, LegalConsentPayload } from './consent';
