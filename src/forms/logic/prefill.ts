/**
 * Initial values (spec §5, "Default values and prefill"). Highest first:
 * 1. a file field: never prefilled;
 * 2. a hidden field with a default: its default (beats the URL and known data);
 * 3. a URL parameter (by field id, else by name); in an e-mail, spaces become `+` because the
 *    query string decoded an unescaped `+` into a space;
 * 4. known contact data (by field id), unless `ignoreCurrentValues`;
 * 5. the definition's defaultValue, else selectedOptions.
 * Blank sources count as absent, so an empty `?email=` does not wipe a known address.
 */
import { setFieldValue } from '../fields/state';
import { own, pick } from '../keys';
import { isEmailField } from '../rules/validate';
import type { FieldGroup, FieldState, FieldValue, FormField } from '../types';
import { allFields } from './tree';

export interface PrefillInput {
  /** The page's URL parameters, decoded. */
  urlParams?: Record<string, unknown>;
  /** Known contact properties, keyed by field id. */
  known?: Record<string, unknown>;
  /** Embed option: do not prefill known contact data. */
  ignoreCurrentValues?: boolean;
}

/**
 * One field's initial value, typed: checkbox → string[] (split on `;`), booleancheckbox →
 * boolean, file → [], anything else → string.
 * @example initialValue(emailField, { urlParams: { email: 'a b@x.io' } }) // 'a+b@x.io'
 */
export function initialValue(f: FormField, { urlParams, known, ignoreCurrentValues }: PrefillInput = {}): FieldValue {
  const t = f.fieldType;
  if (t === 'file') return [];
  const def = f.defaultValue || (f.selectedOptions ?? []).join(';');
  const url = pick(urlParams, f.id) || pick(urlParams, f.name);
  const raw =
    (f.hidden && def) ||
    // A '+' in an address arrives as a space when the URL was not encoded.
    (isEmailField(f) ? url.replace(/ /g, '+') : url) ||
    (!ignoreCurrentValues && pick(known, f.id)) ||
    def;
  return t === 'checkbox'
    ? raw.split(';').map((s) => s.trim()).filter(Boolean)
    : t === 'booleancheckbox'
      ? raw.trim().toLowerCase() === 'true'
      : raw;
}

/**
 * Field id → initial value, dependents included.
 * @example prefill(groups, { urlParams: { firstname: 'Ada' }, known: { email: 'ada@x.io' } })
 */
export const prefill = (groups: FieldGroup[], input?: PrefillInput): Record<string, FieldValue> =>
  Object.fromEntries(allFields(groups).map((f) => [f.id, initialValue(f, input)]));

/**
 * Field states back at their initial values, for a reset: URL parameters (they belong to the page,
 * not to the visitor), then defaults; errors, infos and e-mail checks cleared, none visible. Known
 * data plays no part. Shown flags are left to the caller, who recomputes them for these values
 * (`resetToDefaults` does, with the dependent-field filters).
 * @example defaultStates(fields, groups, { urlParams })
 */
export function defaultStates(
  fields: Record<string, FieldState>,
  groups: FieldGroup[],
  { urlParams }: Pick<PrefillInput, 'urlParams'>,
): Record<string, FieldState> {
  const values = prefill(groups, { urlParams });
  return Object.fromEntries(
    Object.entries(fields).map(([id, s]) => {
      const value = own(values, id);
      return [id, value === undefined ? s : { ...setFieldValue(s, value), isErrorVisible: false }];
    }),
  );
}
