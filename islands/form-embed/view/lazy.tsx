import { useEffect, useState } from 'react';
import type { FormField, FormMessages } from '../../../src/forms/index';
import type { DatePickerProps } from '../date-picker/index';
import { injectCss } from '../styles';
import type { PhoneProps } from './PhoneInput';

/** What a lazily loaded control shows until its chunk is there, and if it never comes. */
interface Fallback {
  fallback: JSX.Element;
}

/** Loads a chunk once per page; the promise is shared by every field that needs it. */
function useChunk<T>(load: () => Promise<T>): T | undefined {
  const [chunk, setChunk] = useState<T>();
  useEffect(() => {
    let current = true;
    load().then(
      (loaded) => current && setChunk(() => loaded),
      (error: unknown) => console.warn('[forms] a field control did not load; the plain input stays', error),
    );
    return () => void (current = false);
  }, []);
  return chunk;
}

type DatePickerModule = typeof import('../date-picker/index');
let datePickerChunk: Promise<DatePickerModule> | undefined;
const loadDatePicker = (document: Document): Promise<DatePickerModule> =>
  (datePickerChunk ??= import('../date-picker/index').then((module) => {
    injectCss(document, module.DATE_PICKER_CSS, 'date-picker');
    return module;
  }));

/**
 * A date field's picker (spec §4), its own chunk: until it arrives, and if it never does, the
 * plain text input (`fallback`) stands in, in the same place, so nothing shifts.
 */
export function LazyDate({ fallback, document, messages, ...picker }: Fallback & Omit<DatePickerProps, 'labels'> & { document: Document; messages: FormMessages }) {
  const chunk = useChunk(() => loadDatePicker(document));
  return chunk ? <chunk.DatePicker {...picker} labels={chunk.datePickerLabels(messages.t)} /> : fallback;
}

type PhoneModule = typeof import('./PhoneInput');
let phoneChunk: Promise<PhoneModule> | undefined;
const loadPhone = (): Promise<PhoneModule> => (phoneChunk ??= import('./PhoneInput'));

/**
 * Starts loading the controls a form's fields need, as soon as its definition is known: a visitor
 * who tabs into a date field the moment its page shows types into the picker, not into the plain
 * input it would replace under their fingers.
 */
export function preloadControls(fields: readonly FormField[], document: Document): void {
  const quiet = (promise: Promise<unknown>): void => void promise.catch(() => {}); // reported when used
  if (fields.some((field) => field.fieldType === 'date')) quiet(loadDatePicker(document));
  if (fields.some((field) => field.useCountryCodeSelect)) quiet(loadPhone());
}

/**
 * A phone field with the country dial-code dropdown (`useCountryCodeSelect`), its own chunk with
 * the dial-code table: until it arrives, the plain phone input stands in.
 */
export function LazyPhone({ fallback, ...props }: Fallback & PhoneProps) {
  const chunk = useChunk(loadPhone);
  return chunk ? <chunk.PhoneInput {...props} /> : fallback;
}
