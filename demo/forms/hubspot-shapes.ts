/**
 * Builders of form definitions in the shapes HubSpot serves (see tests/fixtures/hubspot/): every
 * field, option and filter carries all the keys the real API sends, unused ones at their defaults
 * (`boolValue: false`, `numberValue: 0`, empty lists), so the widget meets the demo forms exactly
 * as it would meet a real portal's.
 */

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

/** A field option, as `options[]` entries of the v2/v3 APIs. */
export const option = (label: string, value: string, displayOrder: number): JsonObject => ({
  label,
  value,
  displayOrder,
  doubleData: 0,
  hidden: false,
  description: '',
  readOnly: false,
});

/** Options from [label, value] pairs, in order. */
export const options = (pairs: ReadonlyArray<readonly [string, string]>): JsonObject[] =>
  pairs.map(([label, value], i) => option(label, value, i));

/** A dependent-field filter as HubSpot serialises it: every operand key present. */
export const filter = (operator: string, operands: { strValue?: string; strValues?: string[]; numberValue?: number; numberValues?: number[]; boolValue?: boolean } = {}): JsonObject => ({
  operator,
  strValue: operands.strValue ?? '',
  boolValue: operands.boolValue ?? false,
  numberValue: operands.numberValue ?? 0,
  strValues: operands.strValues ?? [],
  numberValues: operands.numberValues ?? [],
});

/** One `dependentFieldFilters[]` entry: the field shown when the parent passes the filters. */
export const dependent = (filters: JsonObject[], dependentFormField: JsonObject): JsonObject => ({
  filters,
  dependentFormField,
  formFieldAction: 'DISPLAY',
});

/** Object type of a field (spec §3): contacts `0-1`, feedback submissions `0-19`. */
const OBJECT_TYPES: Record<string, string> = { '0-1': 'CONTACT', '0-5': 'TICKET', '0-19': 'FEEDBACK_SUBMISSION' };

export interface FieldInput {
  name: string;
  label: string;
  fieldType: string;
  /** Property type: `string` unless told (`enumeration`, `number`, `date`, `bool`…). */
  type?: string;
  required?: boolean;
  description?: string;
  placeholder?: string;
  options?: JsonObject[];
  validation?: { data?: string; useDefaultBlockList?: boolean; blockedEmailAddresses?: string[]; name?: string; message?: string };
  metaData?: Array<[string, string]>;
  dependents?: JsonObject[];
  objectTypeId?: string;
  hidden?: boolean;
  defaultValue?: string;
  useCountryCodeSelect?: boolean;
  extra?: JsonObject;
}

/** A field with every key a v3 definition carries. */
export function field(input: FieldInput): JsonObject {
  const objectTypeId = input.objectTypeId ?? '0-1';
  return {
    name: input.name,
    label: input.label,
    type: input.type ?? 'string',
    fieldType: input.fieldType,
    description: input.description ?? '',
    groupName: objectTypeId === '0-1' ? 'contactinformation' : '',
    displayOrder: -1,
    required: input.required ?? false,
    selectedOptions: [],
    options: input.options ?? [],
    validation: {
      name: input.validation?.name ?? '',
      message: input.validation?.message ?? '',
      data: input.validation?.data ?? '',
      useDefaultBlockList: input.validation?.useDefaultBlockList ?? false,
      blockedEmailAddresses: input.validation?.blockedEmailAddresses ?? [],
    },
    enabled: true,
    hidden: input.hidden ?? false,
    defaultValue: input.defaultValue ?? '',
    isSmartField: false,
    unselectedLabel: '',
    placeholder: input.placeholder ?? '',
    dependentFieldFilters: input.dependents ?? [],
    labelHidden: false,
    propertyObjectType: OBJECT_TYPES[objectTypeId] ?? objectTypeId,
    objectTypeId,
    metaData: (input.metaData ?? []).map(([name, value]) => ({ name, value })),
    ...(input.useCountryCodeSelect !== undefined && { useCountryCodeSelect: input.useCountryCodeSelect }),
    ...input.extra,
  };
}

/** A field group; `page` makes it start (or continue) that page of a multi-page form. */
export const group = (fields: JsonObject[], page?: { pageNumber: number; isPageBreak: boolean }, richText = ''): JsonObject => ({
  fields,
  default: true,
  isSmartGroup: false,
  richText: { content: richText, type: 'TEXT' },
  isPageBreak: page?.isPageBreak ?? false,
  ...(page && { pageNumber: page.pageNumber }),
});

export interface FormInput {
  portalId: number;
  guid: string;
  name: string;
  submitText: string;
  groups: JsonObject[];
  lang: string;
  inlineMessage?: string;
  redirectUrl?: string;
  captchaEnabled?: boolean;
  /** Serialised into metaData, as HubSpot does. */
  legalConsentOptions?: JsonObject;
  /** Epoch ms of the last edit (`formDefinitionUpdatedAt` of hs_context). */
  updatedAt: number;
}

/**
 * An embed-v3 definition response: `{form, properties, gates, scopes, time}` (sitepen-1.json's
 * shape), metaData as name/value pairs with the consent options as a JSON string.
 */
export function embedV3(input: FormInput): JsonObject {
  const metaData: JsonObject[] = [
    { name: 'lang', value: input.lang },
    { name: 'embedType', value: 'REGULAR' },
    { name: 'renderRawHtml', value: 'false' },
    ...(input.legalConsentOptions ? [{ name: 'legalConsentOptions', value: JSON.stringify(input.legalConsentOptions) }] : []),
  ];
  return {
    form: {
      portalId: input.portalId,
      guid: input.guid,
      name: input.name,
      cssClass: 'hs-form stacked',
      inlineMessage: input.inlineMessage ?? '',
      redirectUrl: input.redirectUrl ?? '',
      submitText: input.submitText,
      formFieldGroups: input.groups,
      metaData,
      captchaEnabled: input.captchaEnabled ?? false,
      themeName: 'default_style',
      formTypeNumber: 11,
      updatedAt: input.updatedAt,
    },
    properties: {},
    gates: { ajaxSubmissionUngated: false, invisibleRecaptchaUngated: false, cosInlineUngated: false },
    scopes: { noBranding: true, customStyleAccess: true, rawHtmlAccess: false },
    time: input.updatedAt,
  };
}
