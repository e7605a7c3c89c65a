import { DIAL_CODES, MAIN_COUNTRIES, type DialCode } from './dial-codes';

/** One entry of the dial-code dropdown. */
export interface CountryOption {
  /** ISO 3166-1 alpha-2, upper case: `'VN'`. */
  iso2: string;
  /** Calling code, digits without '+': `'84'`. */
  dialCode: string;
  /** The country's name in the page's language, or `iso2` where the browser cannot name it. */
  name: string;
}

/** A phone value cut at its extension: `'+84901234567'` is VN, `'84'`, `'901234567'`. */
export interface PhoneParts {
  /** The country the extension names; `undefined` when the value has none we know. */
  iso2: string | undefined;
  /** The extension's digits, `''` when there is none. */
  dialCode: string;
  /** The rest of the number, whitespace stripped. */
  rest: string;
}

const WHITESPACE = /\s+/g;
// Intl wants BCP 47 ('en-US'); WordPress says 'en_US'.
const bcp47 = (locale: string): string => locale.replace(/_/g, '-');

/** `make()` unless the browser lacks the Intl API or refuses the locale. */
function attempt<T>(make: () => T): T | undefined {
  try {
    return make();
  } catch {
    return undefined;
  }
}

/**
 * The dropdown's options: every country with its name in `locale` (Intl.DisplayNames; the iso2
 * code where that is missing or does not know the locale), sorted by name as that language sorts.
 *
 * @example countryOptions('vi').find((c) => c.iso2 === 'VN') // { iso2: 'VN', dialCode: '84', name: 'Việt Nam' }
 */
export function countryOptions(locale: string, countries: ReadonlyArray<DialCode> = DIAL_CODES): CountryOption[] {
  const tag = bcp47(locale);
  const names = attempt(() => new Intl.DisplayNames([tag], { type: 'region', fallback: 'code' }));
  const collator = attempt(() => new Intl.Collator(tag)) ?? new Intl.Collator();
  return countries
    .map(([iso2, dialCode]) => ({ iso2, dialCode, name: attempt(() => names?.of(iso2)) ?? iso2 }))
    .sort((a, b) => collator.compare(a.name, b.name) || (a.iso2 < b.iso2 ? -1 : 1));
}

/**
 * Finds the country whose extension starts a value: the longest matching `+code`. (ITU's codes
 * are prefix-free, so one length matches; the longest wins should a table ever list codes with
 * area codes, such as +1 268 for Antigua beside +1.) A code several countries share
 * picks `preferred` when it is one of them (the country already chosen in the dropdown), else the
 * code's main country (+1 → US, +44 → GB). Whitespace is ignored.
 *
 * @example splitPhone('+84 90 123 4567') // { iso2: 'VN', dialCode: '84', rest: '901234567' }
 * @example splitPhone('+1 416 555 0100', DIAL_CODES, 'CA').iso2 // 'CA'
 * @example splitPhone('0901234567') // { iso2: undefined, dialCode: '', rest: '0901234567' }
 */
export function splitPhone(value: string, countries: ReadonlyArray<DialCode> = DIAL_CODES, preferred?: string): PhoneParts {
  const compact = value.replace(WHITESPACE, '');
  let best: DialCode[] = [];
  if (compact.startsWith('+')) {
    for (const country of countries) {
      const length = best[0]?.[1].length ?? 0;
      if (!compact.startsWith(country[1], 1) || country[1].length < length) continue;
      best = country[1].length > length ? [country] : [...best, country];
    }
  }
  const match =
    best.find(([iso2]) => iso2 === preferred) ?? best.find(([iso2]) => MAIN_COUNTRIES.includes(iso2)) ?? best[0];
  return match
    ? { iso2: match[0], dialCode: match[1], rest: compact.slice(match[1].length + 1) }
    : { iso2: undefined, dialCode: '', rest: compact };
}

/**
 * The field's value from the dropdown's code and what the visitor typed: it always starts with
 * the extension, and has no whitespace (spec §5). Typing the extension again does not double it;
 * a number typed with another `+code` is kept as the visitor wrote it (the caller can then
 * `splitPhone` it to follow the dropdown). National trunk zeros are left alone: whether '0' drops
 * after the code depends on the country.
 *
 * @example joinPhone('84', '90 123 4567') // '+84901234567'
 * @example joinPhone('+84', '+84 90 123') // '+8490123'
 * @example joinPhone('84', '') // '+84'
 */
export function joinPhone(dialCode: string, rest: string): string {
  const code = `+${dialCode.replace(/\D/g, '')}`;
  const number = rest.replace(WHITESPACE, '');
  if (number.startsWith(code)) return number;
  return number.startsWith('+') ? number : code + number;
}

/**
 * A country's flag emoji from its iso2 code (the two regional indicator letters); `''` for
 * anything that is not two letters. Systems without flag glyphs show the letters.
 *
 * @example flag('VN') // '🇻🇳'
 */
export function flag(iso2: string): string {
  if (!/^[a-z]{2}$/i.test(iso2)) return '';
  // Regional indicator A is U+1F1E6; 'A' is 65.
  return String.fromCodePoint(...[...iso2.toUpperCase()].map((letter) => 0x1f1a5 + letter.charCodeAt(0)));
}
