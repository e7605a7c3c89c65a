export {
  DATE_INPUTS,
  MAIN_INPUT,
  STALE_TIMEOUT,
  coerceValue,
  defaultValue,
  fieldInputEvent,
  initialFieldState,
  initialInputState,
  inputEvent,
  setFieldValue,
  type InputEvent,
} from './state';
export { shouldShowError } from './timing';
