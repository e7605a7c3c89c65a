/**
 * The form engine's shared types: a HubSpot-compatible form definition after normalisation, the
 * runtime state of its fields and of a submission. Pure data; no DOM. Spec:
 * shared/spec/forms-widget.md (sections 3–5).
 */

/** Field types the engine renders and validates (`fieldType` in a definition). */
export const FIELD_TYPES = [
  'checkbox',
  'date',
  'email',
  'file',
  'number',
  'phone',
  'phonenumber',
  'radio',
  'payment_link_radio',
  'select',
  'booleancheckbox',
  'text',
  'textarea',
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

/** Object type ids of spec §3: contact, company, ticket, feedback submission. */
export const OBJECT_TYPES = { contact: '0-1', company: '0-2', ticket: '0-5', feedbackSubmission: '0-19' } as const;

export interface FieldOption {
  label: string;
  value: string;
  displayOrder?: number;
  doubleData?: number;
  hidden?: boolean;
}

/** The 21 operators of dependent-field filters (spec §5). */
export const FILTER_OPERATORS = [
  'EQ',
  'NEQ',
  'CONTAINS',
  'DOESNT_CONTAIN',
  'STR_STARTS_WITH',
  'STR_ENDS_WITH',
  'LT',
  'LTE',
  'GT',
  'GTE',
  'BETWEEN',
  'NOT_BETWEEN',
  'WITHIN_TIME',
  'WITHIN_TIME_REVERSE',
  'SET_ALL',
  'SET_NOT_ALL',
  'SET_ANY',
  'SET_NOT_ANY',
  'SET_EQ',
  'SET_NEQ',
  'IS_NOT_EMPTY',
] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];

/** One filter of a dependent field, as HubSpot sends it (only the value keys its operator needs). */
export interface DependentFilter {
  operator: FilterOperator;
  strValue?: string;
  strValues?: string[];
  numberValue?: number;
  numberValues?: number[];
  boolValue?: boolean;
  /** WITHIN_TIME: `DAYS` or `WEEKS` (spec: date offsets use days or weeks). */
  timeUnit?: 'DAYS' | 'WEEKS';
  /** WITHIN_TIME: how many units. */
  timeValue?: number;
}

/** A field shown when its parent's value satisfies the filters. */
export interface DependentField {
  filters: DependentFilter[];
  dependentField: FormField;
  formFieldAction?: string;
}

export interface FieldValidation {
  /** Type-specific data, e.g. `min:max:true` for numbers and phone digit counts. */
  data: string;
  useDefaultBlockList: boolean;
  blockedEmailAddresses: string[];
  name?: string;
  message?: string;
}

export interface FormField {
  /** The submission key: the name, prefixed for non-contact objects (`TICKET.`, `0-2/`, …). */
  id: string;
  name: string;
  label: string;
  description: string;
  footer?: string;
  fieldType: FieldType;
  /** The property type (string, number, date, enumeration, bool, phone_number…). */
  type: string;
  required: boolean;
  hidden: boolean;
  labelHidden: boolean;
  defaultValue: string;
  selectedOptions: string[];
  options: FieldOption[];
  objectTypeId: string;
  placeholder?: string;
  countryCodeExtension?: string;
  useCountryCodeSelect?: boolean;
  ratingType?: string;
  dependentFieldIds: string[];
  dependentFieldFilters: DependentField[];
  /** numColumns, format, separator… as strings. */
  metaData: Record<string, string>;
  validation: FieldValidation;
  isSmartField?: boolean;
}

/**
 * A `richtext` field: display-only HTML among a group's fields. It has no value, is never
 * validated or submitted, and so is kept apart from `fields`; it shows before `fields[index]`
 * (after the last field when `index` is their count).
 */
export interface RichTextField {
  name: string;
  fieldType: 'richtext';
  /** HTML, rendered like a group's rich text (only where rawHtml is allowed). */
  content: string;
  index: number;
}

export interface FieldGroup {
  fields: FormField[];
  /** Rich text of the group (HTML from the definition; rendered only where rawHtml is allowed). */
  richText?: { content: string };
  /** The group's richtext fields, when it has any. */
  richTextFields?: RichTextField[];
  isPageBreak: boolean;
  pageNumber?: number;
  isDependentFieldGroup: boolean;
  isSmartGroup: boolean;
  default: boolean;
}

export interface ConsentCheckbox {
  communicationTypeId: string;
  label: string;
  required: boolean;
}

export interface LegalConsentOptions {
  communicationConsentText?: string;
  processingConsentText?: string;
  privacyPolicyText?: string;
  communicationConsentCheckboxes: ConsentCheckbox[];
  /** `REQUIRED_CHECKBOX` adds a required processing checkbox. */
  processingConsentType?: string;
  processingConsentCheckboxLabel?: string;
  isLegitimateInterest: boolean;
  legitimateInterestSubscriptionTypes?: string[];
  legitimateInterestLegalBasis?: string;
}

export interface Scopes {
  /** Default true: branding is shown when absent (spec §6). */
  noBranding: boolean;
  rawHtmlAccess: boolean;
  customStyleAccess: boolean;
  renderShell: boolean;
}

/** A normalised form definition, whatever shape it came in (embed-v3, v2-api, v1-api, list). */
export interface FormDefinition {
  portalId: string;
  guid: string;
  name: string;
  groups: FieldGroup[];
  themeName: string;
  inlineMessage: string;
  redirectUrl: string;
  /** The definition's own submit text; empty when it has none (the view shows the locale's). */
  submitText: string;
  /** Default 11; 9 is a video form. */
  formTypeNumber: number;
  cssClass: string;
  captchaEnabled: boolean;
  style: Record<string, unknown>;
  lang: string;
  renderRawHtml: boolean;
  allowCookieReset: boolean;
  hasKnownProperties: boolean;
  thankYouMessage: string;
  legalConsentOptions?: LegalConsentOptions;
  /** When the definition was last written (metaData), sent as hs_context formDefinitionUpdatedAt. */
  definitionS3WriteDate?: string;
  /** A v2-api form's last change, the fallback for formDefinitionUpdatedAt. */
  updatedAt?: number;
  scopes: Scopes;
  /** The metaData name/value list as a map (values as sent: strings). */
  metaData: Record<string, string>;
}

/** Something in a definition the engine skipped, and why. The form still works without it. */
export interface Diagnostic {
  code: 'UNKNOWN_FIELD_TYPE' | 'MALFORMED_FIELD' | 'MALFORMED_GROUP' | 'MALFORMED_METADATA' | 'MALFORMED_DEFINITION';
  message: string;
  /** Where, e.g. `formFieldGroups[2].fields[0]`. */
  path: string;
}

/** A file chosen in a file input, as far as the engine cares. */
export interface FileLike {
  name: string;
  size: number;
}

/** A field's value: text, the chosen options, a boolean checkbox, or files. */
export type FieldValue = string | string[] | boolean | FileLike[];

/** Error keys of spec §5; server-side keys map onto these. */
export type FieldErrorKey =
  | 'required'
  | 'missingSelect'
  | 'missingOptionSelection'
  | 'invalidEmailFormat'
  | 'manuallyBlockedEmailDomain'
  | 'forbiddenEmailDomain'
  | 'invalidEmail'
  | 'invalidNumber'
  | 'invalidNumberRangeTooLarge'
  | 'invalidNumberRangeTooSmall'
  | 'phoneInvalidCharacters'
  | 'numberOutOfRange'
  | 'invalidDate'
  | 'fileTooLarge'
  | 'inputTooLarge'
  | 'minNumber'
  | 'maxNumber'
  | 'serverError';

export interface FieldError {
  key: FieldErrorKey;
  /** Values for the message: `{ domain }`, `{ length }`, `{ min }`, `{ max }`… */
  vars?: Record<string, string | number>;
  /** A message the server sent (localizedVisitorErrorMessage), shown as text. */
  message?: string;
}

export type FieldInfoKey = 'emailSuggestion' | 'resubscribeMessage' | 'emailOptIn';
export interface FieldInfo {
  key: FieldInfoKey;
  vars?: Record<string, string | number>;
}

/** Flags of one input (spec §4, input events). */
export interface InputState {
  focused: boolean;
  updating: boolean;
  touched: boolean;
  blurred: boolean;
  changed: boolean;
}

export type ValidationRequestState = 'NOT_REQUESTED' | 'REQUESTED' | 'SUCCEEDED' | 'FAILED';

/** The runtime state of one field (spec §3, runtime field state). */
export interface FieldState {
  value: FieldValue;
  errors: FieldError[];
  infos: FieldInfo[];
  shown: boolean;
  groupIndex: number;
  /** Id of the field this one depends on. */
  parentField?: string;
  logicFilter?: DependentFilter[];
  dependentFieldIds: string[];
  /** One entry per input of the field (a date has parts; most fields have one, key `main`). */
  inputState: Record<string, InputState>;
  validationRequestState: ValidationRequestState;
  isErrorVisible: boolean;
}

/** Submission flags (spec §3, submission state). */
export interface SubmissionState {
  attempted: boolean;
  requested: boolean;
  submitted: boolean;
  error: boolean;
  formSubmissionError?: string;
  formSubmissionWarning?: string;
}
