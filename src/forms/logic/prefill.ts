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
import { coerceValue } from '../fields/state';
import { pick } from '../keys';
import { isEmailField } from '../rules/validate';
import type { FieldValue, FormField } from '../types';

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
  const def = f.defaultValue || f.selectedOptions.join(';');
  const url = pick(urlParams, f.id) || pick(urlParams, f.name);
  const raw =
    (f.hidden && def) ||
    // A '+' in an address arrives as a space when the URL was not encoded.
    (isEmailField(f) ? url.replace(/ /g, '+') : url) ||
    (!ignoreCurrentValues && pick(known, f.id)) ||
    def;
  // Typed as a value handed to the field (a file field takes no text); 'true' alone ticks a box.
  return f.fieldType === 'booleancheckbox' ? raw.trim().toLowerCase() === 'true' : coerceValue(f, raw);
}
