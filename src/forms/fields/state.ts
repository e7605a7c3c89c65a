/**
 * Runtime state of one field (spec §3 "runtime field state") and the input-event reducer of spec §4.
 * Pure data in, data out: the renderer dispatches DOM events here and keeps timers itself.
 */
import { own } from '../keys';
import type { Node } from '../logic/tree';
import type { FieldState, FieldValue, FileLike, FormField, InputState } from '../types';

/** Ms after a `change` when the renderer dispatches `stale`: typing has paused (spec §9). */
export const STALE_TIMEOUT = 1000;

export type InputEvent = 'render' | 'focus' | 'change' | 'blur' | 'stale';

/** Key of the only input of most fields. */
export const MAIN_INPUT = 'main';
/**
 * A date has a text input and its picker; focus moving from one to the other is not "leaving the
 * field", so error timing waits for both (see `shouldShowError`).
 */
export const DATE_INPUTS = [MAIN_INPUT, 'picker'] as const;

const off = { focused: false, updating: false, touched: false, blurred: false, changed: false };

// Each event only sets the flags spec §4 names; the rest of the state carries over.
const EVENTS: Record<InputEvent, Partial<InputState>> = {
  render: off,
  focus: { focused: true, touched: true },
  change: { touched: true, updating: true, changed: true },
  blur: { focused: false, updating: false, blurred: true },
  stale: { updating: false },
};

/**
 * The input-event reducer.
 *
 * @example inputEvent(inputEvent(initialInputState(), 'focus'), 'change') // { focused, touched, updating, changed: true, blurred: false }
 */
export const inputEvent = (state: InputState, event: InputEvent): InputState => ({ ...state, ...EVENTS[event] });

/** All flags off, as after `render`. */
export const initialInputState = (): InputState => ({ ...off });

/**
 * The state a field starts in, with its initial value (`initialValue`). A dependent field (one
 * with a `parent`, as `tree` gives it) starts hidden until its parent's value passes the filters;
 * every other field is shown (a `hidden` field is still "shown": it is submitted, just not visible).
 *
 * @example initialFieldState(emailField, 0, 'an@example.vn').shown // true
 */
export function initialFieldState(
  field: FormField,
  groupIndex: number,
  value: FieldValue,
  { parent, filters }: Pick<Node, 'parent' | 'filters'> = {},
): FieldState {
  return {
    value,
    errors: [],
    infos: [],
    shown: !parent,
    groupIndex,
    ...(parent && { parentField: parent.id, logicFilter: filters }),
    dependentFieldIds: field.dependentFieldIds,
    inputState: Object.fromEntries((field.fieldType === 'date' ? DATE_INPUTS : [MAIN_INPUT]).map((key) => [key, initialInputState()])),
    validationRequestState: 'NOT_REQUESTED',
    isErrorVisible: false,
  };
}

/**
 * What a view or a page script hands over as a field's value, in the shape the field's type holds:
 * files for a file field, a tick for a boolean checkbox ('true' or 1), options for a multi-checkbox
 * (an array, or text split on ';' as HubSpot stores it), text otherwise. Numbers become their text
 * and null or undefined the empty value, so no input can break validation.
 *
 * @example coerceValue(numberField, 42) // '42'
 * @example coerceValue(booleanCheckbox, null) // false
 */
export function coerceValue({ fieldType }: FormField, value: unknown): FieldValue {
  const items: unknown[] = [value ?? []].flat();
  if (fieldType === 'file') return items.filter((item): item is FileLike => !!item && typeof item === 'object');
  const texts = items.map((item) => (item == null || typeof item === 'object' ? '' : String(item)));
  if (fieldType === 'booleancheckbox') return /^(true|1)$/i.test(texts[0]?.trim() ?? '');
  if (fieldType === 'checkbox') return texts.flatMap((text) => text.split(';')).map((text) => text.trim()).filter(Boolean);
  return texts.join(';');
}

/**
 * Applies an input event to one input of a field; the value and everything else carry over. An
 * event that changes no flag (a second focus) gives back the same state, so views can skip it.
 *
 * @example fieldInputEvent(state, 'blur', 'picker')
 */
export function fieldInputEvent(state: FieldState, event: InputEvent, input: string = MAIN_INPUT): FieldState {
  const before = own(state.inputState, input);
  const after = inputEvent(before ?? initialInputState(), event);
  return before && JSON.stringify(before) === JSON.stringify(after) ? state : { ...state, inputState: { ...state.inputState, [input]: after } };
}

/**
 * A new value. Spec §4: changing a value clears the field's errors, infos and e-mail check state,
 * which were about the old value.
 *
 * @example setFieldValue(state, 'a@b.co').validationRequestState // 'NOT_REQUESTED'
 */
export const setFieldValue = (state: FieldState, value: FieldValue): FieldState => ({
  ...state,
  value,
  errors: [],
  infos: [],
  validationRequestState: 'NOT_REQUESTED',
});
