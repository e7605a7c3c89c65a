/** "Not you? Click here to reset" (spec §4): defaults and shown flags restored. */
import { own } from '../keys';
import type { FieldGroup, FieldState } from '../types';
import { visibility } from './filters';
import { defaultStates, prefill, type PrefillInput } from './prefill';

/**
 * "Not you? Click here to reset": the visitor is forgotten. Known data is dropped (so no smart
 * field stays hidden), values go back to URL parameters and defaults, shown flags are recomputed
 * for those values, and errors, infos and e-mail checks are cleared. URL parameters still apply:
 * they belong to the page, not to the visitor.
 * @example resetToDefaults(fields, groups, { urlParams, now: Date.now() })
 */
export function resetToDefaults(
  fields: Record<string, FieldState>,
  groups: FieldGroup[],
  input: PrefillInput & { now: number },
): Record<string, FieldState> {
  const states = defaultStates(fields, groups, input);
  const shown = visibility(groups, prefill(groups, { urlParams: input.urlParams }), { now: input.now });
  return Object.fromEntries(Object.entries(states).map(([id, s]) => [id, s === own(fields, id) ? s : { ...s, shown: !!own(shown, id) }]));
}
