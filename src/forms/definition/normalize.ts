/**
 * Turns any form definition HubSpot has served (embed-v3 `{form, properties, scopes}`, a v2-api
 * form, a v1-api form with a flat `fields[]`, or a list of them) into one `FormDefinition`.
 * Total by design: it never throws and never mutates its input; whatever it cannot use becomes a
 * Diagnostic and is skipped, so one broken field never costs the visitor the whole form.
 */
import { dict, own } from '../keys';
import { FIELD_TYPES, FILTER_OPERATORS } from '../types';
import type {
  DependentField,
  DependentFilter,
  Diagnostic,
  FieldGroup,
  FieldOption,
  FieldType,
  FormDefinition,
  FormField,
  LegalConsentOptions,
  RichTextField,
  Scopes,
} from '../types';
import { isRecord } from '../../types/guards';

export interface NormalizeResult {
  form: FormDefinition;
  diagnostics: Diagnostic[];
  /** Known contact properties of an embed-v3 response (prefill), name → value. */
  properties: Record<string, string>;
}

type Obj = Record<string, unknown>;
type Report = (code: Diagnostic['code'], path: string, message: string) => void;

const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
// Numbers and booleans are read as text too (portalId 62515, a numeric default value); objects
// never are: String() throws on a null-prototype object.
const str = (v: unknown, fallback = ''): string =>
  typeof v === 'string' ? v : typeof v === 'number' || typeof v === 'boolean' ? String(v) : fallback;
// metaData sends flags as the strings 'true'/'false'.
const bool = (v: unknown, fallback = false): boolean => (typeof v === 'boolean' ? v : v === 'true' || fallback);
const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);
const strs = (v: unknown): string[] => arr(v).flatMap((s) => (isRecord(s) || Array.isArray(s) || s == null ? [] : [str(s)]));
/** Copies the keys of `v` whose value has the given typeof; spread in for optional properties. */
// Typed `{}` so that a spread adds no keys to the type of the object it is spread into.
const pick = (v: Obj, type: string, keys: string[]): {} => {
  const out = dict<unknown>();
  for (const k of keys) if (typeof v[k] === type) out[k] = v[k];
  return out;
};
/** Primitive own keys of `v`: for objects whose every key is data (options, filters, consent). */
const prims = (v: Obj): {} => {
  const out = dict<unknown>();
  for (const k of Object.keys(v)) if (typeof v[k] !== 'object' && typeof v[k] !== 'function') out[k] = v[k];
  return out;
};
/** `v`'s values of the keys of `readers`, each read by its reader: `{ label: str }` gives `{ label: str(v.label) }`. */
const read = <R extends Record<string, (v: unknown) => unknown>>(v: Obj, readers: R) =>
  Object.fromEntries(Object.entries(readers).map(([k, reader]) => [k, reader(v[k])])) as { [K in keyof R]: ReturnType<R[K]> };
/** `v` as a list; anything else present is reported as `path: not a list`. */
const list = (v: unknown, path: string, code: Diagnostic['code'], report: Report): unknown[] => {
  if (v !== undefined && !Array.isArray(v)) report(code, path, 'not a list');
  return arr(v);
};

/** Parses a JSON string into an object, or reports and gives undefined. */
function parseObj(v: unknown, path: string, code: Diagnostic['code'], report: Report): Obj | undefined {
  // null is "none", as an absent key is (a definition without a style sends `style: null`).
  if (v == null || v === '') return;
  try {
    // Non-strings are coerced (and so rejected) by JSON.parse itself; a throw lands in the catch.
    const parsed: unknown = isRecord(v) ? v : JSON.parse(v as string);
    if (isRecord(parsed)) return parsed;
  } catch {
    // reported below
  }
  report(code, path, 'not a JSON object');
}

/** A metaData name/value list as a name → string map. */
function metaMap(v: unknown, path: string, report: Report): Record<string, string> {
  const out = dict<string>();
  list(v, path, 'MALFORMED_METADATA', report).forEach((e, i) => {
      if (isRecord(e) && typeof e.name === 'string') out[e.name] = str(e.value);
      else report('MALFORMED_METADATA', `${path}[${i}]`, 'entry without a name');
    });
  return out;
}

// propertyObjectType is the older spelling of objectTypeId.
const OBJECT_TYPE_IDS: Record<string, string> = { CONTACT: '0-1', COMPANY: '0-2', TICKET: '0-5', FEEDBACK_SUBMISSION: '0-19' };
const ID_PREFIX: Record<string, string> = { '0-1': '', '0-5': 'TICKET.', '0-19': 'FEEDBACK_SUBMISSION.' };

/**
 * The submission key of a field (spec §3): contacts use the name; tickets and feedback submissions
 * a named prefix; any other object its type id and a slash.
 *
 * @example fieldId('name', '0-2') // '0-2/name'
 */
export const fieldId = (name: string, objectTypeId: string): string =>
  (own(ID_PREFIX, objectTypeId) ?? objectTypeId + '/') + name;

function filter(v: unknown): DependentFilter | undefined {
  if (!isRecord(v) || !FILTER_OPERATORS.includes(v.operator as never)) return;
  return {
    ...prims(v),
    operator: v.operator as DependentFilter['operator'],
    ...(Array.isArray(v.strValues) && { strValues: strs(v.strValues) }),
    ...(Array.isArray(v.numberValues) && { numberValues: v.numberValues.filter((n) => num(n) !== undefined) }),
  };
}

/** HubSpot's value for "no choice" (an enumeration's empty entry): never an option of its own. */
const NO_CHOICE = '-null-';

function option(v: unknown): FieldOption | undefined {
  if (!isRecord(v) || v.value == null || isRecord(v.value) || v.value === NO_CHOICE) return;
  const value = str(v.value);
  return { ...prims(v), label: str(v.label, value), value };
}

/** A bound written with grouped thousands: `1,000`, `12 500.5` (a separator counts before exactly three digits). */
const GROUPED = /^\s*-?\d{1,3}(?:[,\s]\d{3})+(?:\.\d+)?\s*$/;

/**
 * `validation.data` with the bounds of a `min:max:true` range written without their thousands
 * separators (`1,000:5,000:true` is `1000:5000:true`): the rules read plain numbers, and a grouped
 * one would otherwise read as no bound at all. Anything else is kept as it came.
 */
const rangeData = (data: string): string => {
  const parts = data.split(':');
  return parts.length === 3 ? parts.map((part, i) => (i < 2 && GROUPED.test(part) ? part.replace(/[,\s]/g, '') : part)).join(':') : data;
};

// A dependent field nests a whole field, which may nest again; real forms go one level deep.
const MAX_DEPTH = 8;

function field(v: unknown, path: string, report: Report, depth = 0): FormField | undefined {
  if (!isRecord(v) || typeof v.name !== 'string' || !v.name) {
    report('MALFORMED_FIELD', path, isRecord(v) ? 'field without a name' : 'not an object');
    return;
  }
  const { name, fieldType } = v;
  if (!FIELD_TYPES.includes(fieldType as never)) {
    report('UNKNOWN_FIELD_TYPE', path, `unknown fieldType ${str(fieldType, typeof fieldType)}`);
    return;
  }
  const objectTypeId = str(v.objectTypeId) || own(OBJECT_TYPE_IDS, str(v.propertyObjectType)) || '0-1';
  const val = isRecord(v.validation) ? v.validation : {};
  const defaultValue = str(v.defaultValue);
  const dependentFieldFilters: DependentField[] = [];
  const dependents = arr(v.dependentFieldFilters);
  if (depth > MAX_DEPTH && dependents.length) report('MALFORMED_FIELD', path, 'dependent fields nested too deep');
  else
    dependents.forEach((d, i) => {
      const at = `${path}.dependentFieldFilters[${i}]`;
      const filters = isRecord(d) ? arr(d.filters).map(filter) : [];
      // A dependent field with a filter we cannot evaluate stays hidden rather than showing wrongly.
      if (!isRecord(d) || filters.includes(undefined)) report('MALFORMED_FIELD', at, 'malformed filter');
      else {
        // HubSpot's APIs name it dependentFormField; dependentField is accepted too.
        const key = isRecord(d.dependentFormField) ? 'dependentFormField' : 'dependentField';
        const dependentField = field(d[key], `${at}.${key}`, report, depth + 1);
        if (dependentField)
          dependentFieldFilters.push({
            filters: filters as DependentFilter[],
            dependentField,
            ...pick(d, 'string', ['formFieldAction']),
          });
      }
    });
  return {
    id: fieldId(name, objectTypeId),
    name,
    ...read(v, { label: str, description: str, required: bool, hidden: bool, labelHidden: bool }),
    fieldType: fieldType as FieldType,
    type: str(v.type, 'string'),
    defaultValue: defaultValue === NO_CHOICE ? '' : defaultValue,
    selectedOptions: strs(v.selectedOptions).filter((s) => s !== NO_CHOICE),
    options: arr(v.options).flatMap((o) => option(o) ?? []),
    objectTypeId,
    ...pick(v, 'string', ['footer', 'placeholder', 'countryCodeExtension', 'ratingType']),
    ...pick(v, 'boolean', ['useCountryCodeSelect', 'isSmartField']),
    dependentFieldIds: dependentFieldFilters.map((d) => d.dependentField.id),
    dependentFieldFilters,
    metaData: metaMap(v.metaData, path + '.metaData', report),
    validation: {
      data: rangeData(str(val.data)),
      ...read(val, { useDefaultBlockList: bool, blockedEmailAddresses: strs }),
      ...pick(val, 'string', ['name', 'message']),
    },
  };
}

/**
 * A `richtext` field, content only: its HTML in `richText.content` as groups carry theirs, or (v1)
 * in its default value. Its place among the group's fields is set by `group`.
 */
const richTextField = (v: unknown): RichTextField | undefined =>
  isRecord(v) && v.fieldType === 'richtext' && typeof v.name === 'string'
    ? { name: v.name, fieldType: 'richtext', content: str(isRecord(v.richText) ? v.richText.content : v.defaultValue), index: 0 }
    : undefined;

type Item = FormField | RichTextField;
const item = (v: unknown, path: string, report: Report): Item | undefined => richTextField(v) ?? field(v, path, report);

/** A group of `items` in order; each richtext field keeps the index of the field it precedes. */
function group(items: Item[], g: Obj = {}): FieldGroup {
  const fields: FormField[] = [];
  const richTextFields: RichTextField[] = [];
  for (const it of items) {
    if (it.fieldType === 'richtext') richTextFields.push({ ...it, index: fields.length });
    else fields.push(it);
  }
  const content = isRecord(g.richText) && g.richText.content;
  return {
    fields,
    ...(richTextFields.length > 0 && { richTextFields }),
    ...(typeof content === 'string' && content && { richText: { content } }),
    ...read(g, { isPageBreak: bool, isDependentFieldGroup: bool, isSmartGroup: bool }),
    ...(num(g.pageNumber) !== undefined && { pageNumber: g.pageNumber as number }),
    default: bool(g.default, true),
  };
}

/**
 * v2/v3 groups hold their fields; v1 groups hold `fieldNames` into the flat `fields[]`, and a v1
 * form may have no groups at all: every flat field no group claims gets a group of its own.
 */
function groups(form: Obj, report: Report): FieldGroup[] {
  const flat = new Map<string, Item>();
  list(form.fields, 'fields', 'MALFORMED_DEFINITION', report).forEach((f, i) => {
    const parsed = item(f, `fields[${i}]`, report);
    if (parsed) flat.set(parsed.name, parsed);
  });
  const out: FieldGroup[] = [];
  list(form.formFieldGroups, 'formFieldGroups', 'MALFORMED_DEFINITION', report).forEach((g, i) => {
    const path = `formFieldGroups[${i}]`;
    if (!isRecord(g)) return report('MALFORMED_GROUP', path, 'not an object');
    const items = list(g.fields, path + '.fields', 'MALFORMED_GROUP', report).flatMap((f, j) => item(f, `${path}.fields[${j}]`, report) ?? []);
    for (const n of strs(g.fieldNames)) {
      const f = flat.get(n);
      if (f) items.push(f), flat.delete(n);
    }
    out.push(group(items, g));
  });
  for (const f of flat.values()) out.push(group([f]));
  return out;
}

function consent(o: Obj | undefined): LegalConsentOptions | undefined {
  if (!o) return;
  return {
    ...prims(o),
    communicationConsentCheckboxes: arr(o.communicationConsentCheckboxes).flatMap((c) =>
      isRecord(c) ? [read(c, { communicationTypeId: str, label: str, required: bool })] : [],
    ),
    isLegitimateInterest: bool(o.isLegitimateInterest),
    ...(Array.isArray(o.legitimateInterestSubscriptionTypes) && {
      legitimateInterestSubscriptionTypes: strs(o.legitimateInterestSubscriptionTypes),
    }),
  };
}

// Spec §6: branding shows unless the scope says otherwise, so noBranding defaults to true.
const SCOPE_DEFAULTS: Scopes = { noBranding: true, rawHtmlAccess: false, customStyleAccess: false, renderShell: false };

/**
 * Normalises a definition in any shape HubSpot has served. Never throws, never mutates `raw`.
 *
 * @example
 * const { form, diagnostics } = normalizeDefinition(await response.json());
 * form.groups[0]?.fields[0]?.id // 'email'
 */
export function normalizeDefinition(raw: unknown): NormalizeResult {
  const diagnostics: Diagnostic[] = [];
  const report: Report = (code, path, message) => void diagnostics.push({ code, message, path });
  // A list (bare or `{data: [...]}`) stands for its first form; embed-v3 wraps the form.
  const wrapper = Array.isArray(raw) ? raw[0] : isRecord(raw) && Array.isArray(raw.data) ? raw.data[0] : raw;
  const w: Obj = isRecord(wrapper) ? wrapper : {};
  const f: Obj = isRecord(w.form) ? w.form : w;
  if (!isRecord(wrapper)) report('MALFORMED_DEFINITION', '', 'not an object');
  const meta = metaMap(f.metaData, 'metaData', report);
  const flag = (k: string) => bool(meta[k] ?? f[k]);
  const scopes = isRecord(w.scopes) ? w.scopes : isRecord(f.scopes) ? f.scopes : {};
  const properties = (isRecord(w.properties) ? prims(w.properties) : {}) as Record<string, string>;
  const legal = consent(parseObj(meta.legalConsentOptions ?? f.legalConsentOptions, 'metaData.legalConsentOptions', 'MALFORMED_METADATA', report));
  return {
    form: {
      ...read(f, { portalId: str, guid: str, name: str, themeName: str, inlineMessage: str, cssClass: str, captchaEnabled: bool, thankYouMessage: str }),
      groups: groups(f, report),
      redirectUrl: str(f.redirectUrl) || str(f.redirect),
      // Empty when the definition names none: the view shows the locale's word, not English.
      submitText: str(f.submitText).trim(),
      formTypeNumber: num(f.formTypeNumber) ?? 11,
      style: { ...parseObj(f.style, 'style', 'MALFORMED_DEFINITION', report) },
      lang: meta.lang ?? str(f.lang),
      renderRawHtml: flag('renderRawHtml'),
      allowCookieReset: flag('allowCookieReset'),
      hasKnownProperties: typeof f.hasKnownProperties === 'boolean' ? f.hasKnownProperties : Object.keys(properties).length > 0,
      ...(legal && { legalConsentOptions: legal }),
      ...(meta.definitionS3WriteDate && { definitionS3WriteDate: meta.definitionS3WriteDate }),
      ...(num(f.updatedAt) !== undefined && { updatedAt: f.updatedAt as number }),
      scopes: { ...SCOPE_DEFAULTS, ...pick(scopes, 'boolean', Object.keys(SCOPE_DEFAULTS)) },
      metaData: meta,
    },
    diagnostics,
    properties,
  };
}
