/**
 * What the page's scripts receive from the form (spec §4 callbacks, issue 8 "Callbacks"): the form
 * element as HubSpot hands it to callbacks, and the `hsFormCallback` window messages.
 */
import { hsFormCallback } from '../../../src/forms/submit/callbacks';
import { originOf } from '../shell/origin';

/**
 * The form as callbacks receive it: wrapped by the page's jQuery when there is one (HubSpot's
 * convention: `onFormReady($form)`), the element itself otherwise. `win` is the page's window,
 * also when the form renders inside a shell.
 *
 * @example callbacks.emit('onFormReady', wrapForCallback(form));
 */
export function wrapForCallback(form: HTMLFormElement, win: Window = window): unknown {
  const jQuery = (win as { jQuery?: unknown }).jQuery;
  return typeof jQuery === 'function' ? (jQuery as (element: Element) => unknown)(form) : form;
}

/** One submitted control, as HubSpot's `hsFormCallback` data lists them (jQuery's serializeArray shape). */
export interface FieldPair {
  name: string;
  value: string;
}

/**
 * What `onFormSubmitted` carries: the submitted values by field name (a multi-checkbox's ticked
 * values in one string, `;` between them, as HubSpot stores them), plus the answer's ids.
 */
export interface SubmittedData {
  submissionValues: Record<string, string>;
  conversionId?: string;
  formGuid?: string;
  redirectUrl?: string;
}

/**
 * The `eventName`s posted as `hsFormCallback` messages, and the `data` each carries, as HubSpot
 * sends them:
 * - `onBeforeFormInit`, `onFormReady`: none;
 * - `onBeforeFormSubmit`, `onFormSubmit`: the submitted controls, `[{ name, value }]`;
 * - `onFormSubmitted`: `{ submissionValues: { name: value }, conversionId, formGuid, redirectUrl }`
 *   (what listeners read as `event.data.data.submissionValues`; a multi-checkbox as `'a;b'`).
 */
export interface FormCallbackData {
  onBeforeFormInit: undefined;
  onFormReady: undefined;
  onBeforeFormSubmit: FieldPair[];
  onFormSubmit: FieldPair[];
  onFormSubmitted: SubmittedData;
}
export type FormCallbackEvent = keyof FormCallbackData;

/**
 * Posts `{ type: 'hsFormCallback', eventName, id: formGuid, data }` to `target` (the page's
 * window by default), addressed to that window's own origin: the page's scripts hear it, no
 * other frame does. Data is required exactly for the events that carry it.
 *
 * @example
 * postFormCallback('onFormReady', guid);
 * postFormCallback('onFormSubmit', guid, fieldPairs(values));
 * postFormCallback('onFormSubmitted', guid, { submissionValues: { email: 'an@example.vn' } });
 */
export function postFormCallback<E extends FormCallbackEvent>(
  eventName: E,
  formGuid: string,
  ...[data, target = window]: FormCallbackData[E] extends undefined ? [data?: undefined, target?: Window] : [data: FormCallbackData[E], target?: Window]
): void {
  const origin = originOf(target);
  // An opaque origin cannot be named; '/' means "this document's origin", which is still not '*'.
  target.postMessage(hsFormCallback(eventName, formGuid, data), origin === 'null' ? '/' : origin);
}

/**
 * The values the engine submits (`[{ name, value }]`, a multi-checkbox's value a list, a file's a
 * list of files) as one `{ name, value }` per control, as HubSpot's messages and callbacks list
 * them: a ticked box each, a file by its name, a boolean as text. Anything but a list gives none.
 *
 * @example fieldPairs([{ name: 'services', value: ['kho', 'van-chuyen'] }]) // [{ name: 'services', value: 'kho' }, { name: 'services', value: 'van-chuyen' }]
 */
export function fieldPairs(values: unknown): FieldPair[] {
  if (!Array.isArray(values)) return [];
  return (values as Array<{ name: string; value: unknown }>).flatMap(({ name, value }) =>
    (Array.isArray(value) ? value : [value]).map((item: unknown) => ({ name, value: item !== null && typeof item === 'object' ? String((item as { name?: unknown }).name ?? '') : String(item) })),
  );
}

/**
 * The same controls by name: `submissionValues` of `onFormSubmitted`. A repeated name (the ticked
 * boxes of a multi-checkbox) gives one string, its values in order with `;` between them, as
 * HubSpot's message carries them; a single value stays as it is.
 *
 * @example submissionValuesOf(fieldPairs(values)) // { email: 'an@example.vn', services: 'kho;van-chuyen' }
 */
export function submissionValuesOf(fields: readonly FieldPair[]): Record<string, string> {
  const out: Record<string, string> = Object.create(null);
  for (const { name, value } of fields) out[name] = Object.hasOwn(out, name) ? `${out[name]};${value}` : value;
  return out;
}
