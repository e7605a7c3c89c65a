import { useState, type ChangeEvent } from 'react';
import type { FormMessages } from '../../../src/forms/index';
import * as phone from '../../../src/forms/phone/index';
import type { BlurEvent } from './Field';

export interface PhoneProps {
  id: string;
  name: string;
  value: string;
  /** The field's own default extension (`countryCodeExtension`), e.g. `+84`. */
  extension?: string | undefined;
  messages: FormMessages;
  onChange(value: string): void;
  onFocus(): void;
  onBlur(event: BlurEvent): void;
  a11y: Record<string, unknown>;
}

/**
 * A phone field with the country dial-code dropdown (`useCountryCodeSelect`): about 240
 * countries, named in the form's language, US by default unless the field or the value says
 * otherwise. The value always starts with the extension, without whitespace (spec §5).
 */
export function PhoneInput({ id, name, value, extension, messages, onChange, onFocus, onBlur, a11y }: PhoneProps) {
  const [country, setCountry] = useState<string>();
  const options = phone.countryOptions(messages.locale);
  const byExtension = extension ? phone.splitPhone(extension).iso2 : undefined;
  const parts = phone.splitPhone(value, undefined, country ?? byExtension);
  const iso2 = parts.iso2 ?? country ?? byExtension ?? phone.DEFAULT_COUNTRY;
  const dialCodeOf = (country: string): string => options.find((option) => option.iso2 === country)?.dialCode ?? '1';
  const dialCode = dialCodeOf(iso2);
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
          onChange(phone.joinPhone(dialCodeOf(next), rest));
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
