import { useEffect, useState, type ChangeEvent } from 'react';
import type { FormField, FormMessages } from '../../../src/forms/index';
import type { DatePickerProps } from '../date-picker/index';

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
  (datePickerChunk ??= Promise.all([import('../date-picker/index'), import('../date-picker/styles'), import('../styles')]).then(([module, css, styles]) => {
    styles.injectCss(document, css.DATE_PICKER_CSS, 'date-picker');
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

type PhoneModule = typeof import('../../../src/forms/phone/index');
let phoneChunk: Promise<PhoneModule> | undefined;
const loadPhone = (): Promise<PhoneModule> => (phoneChunk ??= import('../../../src/forms/phone/index'));

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

export interface PhoneProps {
  id: string;
  name: string;
  value: string;
  /** The field's own default extension (`countryCodeExtension`), e.g. `+84`. */
  extension?: string | undefined;
  messages: FormMessages;
  onChange(value: string): void;
  onFocus(): void;
  onBlur(): void;
  a11y: Record<string, unknown>;
}

/**
 * A phone field with the country dial-code dropdown (`useCountryCodeSelect`): about 240
 * countries, named in the form's language, US by default unless the field or the value says
 * otherwise. The value always starts with the extension, without whitespace (spec §5).
 */
export function LazyPhone({ fallback, id, name, value, extension, messages, onChange, onFocus, onBlur, a11y }: Fallback & PhoneProps) {
  const phone = useChunk(loadPhone);
  const [country, setCountry] = useState<string>();
  if (!phone) return fallback;
  const options = phone.countryOptions(messages.locale);
  const byExtension = extension ? phone.splitPhone(extension).iso2 : undefined;
  const parts = phone.splitPhone(value, undefined, country ?? byExtension);
  const iso2 = parts.iso2 ?? country ?? byExtension ?? phone.DEFAULT_COUNTRY;
  const dialCode = options.find((option) => option.iso2 === iso2)?.dialCode ?? '1';
  const rest = parts.iso2 ? parts.rest : value.replace(/^\+\d*/, '');
  return (
    <div className="hs-fieldtype-intl-phone">
      <select
        className="hs-input"
        aria-label={messages.t('phoneCountry')}
        value={iso2}
        onFocus={onFocus}
        onBlur={onBlur}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => {
          const next = event.currentTarget.value;
          setCountry(next);
          onChange(phone.joinPhone(options.find((option) => option.iso2 === next)?.dialCode ?? '1', rest));
        }}
      >
        {options.map((option) => (
          <option key={option.iso2} value={option.iso2}>
            {`${phone.flag(option.iso2)} ${option.name} +${option.dialCode}`}
          </option>
        ))}
      </select>
      <input
        {...a11y}
        id={id}
        name={name}
        className="hs-input"
        type="tel"
        autoComplete="tel-national"
        value={rest}
        onFocus={onFocus}
        onBlur={onBlur}
        onInput={(event: ChangeEvent<HTMLInputElement>) => onChange(phone.joinPhone(dialCode, event.currentTarget.value))}
      />
    </div>
  );
}
