/** When a field's errors become visible (spec §4, "error display timing"). Pure; STYLE 7. */
import { isChoiceGroup } from '../rules/validate';
import type { FormField, InputState } from '../types';

/**
 * Whether a field's errors are shown.
 *
 * - After a submit or navigation attempt (`attempted`): always: the visitor must see what blocks them.
 * - Before that, a field no input of which was touched shows nothing.
 * - Dates: once every touched part (text input, picker) is blurred and none has focus, so moving
 *   from the input into the picker does not flash an error.
 * - Choice fields (checkbox, radio, select, booleancheckbox, payment_link_radio): after a blur.
 * - Text-like fields (the rest): after a blur, or once a change has gone stale (`changed` and not
 *   `updating`: the visitor paused typing). Focus alone shows nothing, so tabbing into an empty
 *   required field does not scold.
 *
 * @example shouldShowError(field, { main: { focused: false, touched: true, blurred: true, updating: false, changed: false } }, false) // true
 */
export function shouldShowError(
  field: Pick<FormField, 'fieldType'>,
  inputStates: Record<string, InputState>,
  attempted: boolean,
): boolean {
  if (attempted) return true;
  const touched = Object.values(inputStates).filter((input) => input.touched);
  if (!touched.length) return false;
  if (field.fieldType === 'date') return touched.every((input) => input.blurred && !input.focused);
  if (isChoiceGroup(field) || field.fieldType === 'select' || field.fieldType === 'booleancheckbox') return touched.some((input) => input.blurred);
  return touched.some((input) => input.blurred || (input.changed && !input.updating));
}
