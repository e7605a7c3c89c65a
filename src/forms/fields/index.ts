export {
  DATE_INPUTS,
  MAIN_INPUT,
  STALE_TIMEOUT,
  coerceValue,
  fieldInputEvent,
  initialFieldState,
  initialInputState,
  inputEvent,
  setFieldValue,
  type InputEvent,
} from './state';
export { shouldShowError } from './timing';
