import { afterEach, describe, expect, it, vi } from 'vitest';
import { DIAL_CODES } from './dial-codes';
import { countryOptions, flag, joinPhone, splitPhone } from './phone';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('countryOptions', () => {
  it('names every country in the page’s language, with its code', () => {
    const vi = countryOptions('vi');
    expect(vi).toHaveLength(DIAL_CODES.length);
    expect(vi.find((c) => c.iso2 === 'VN')).toEqual({ iso2: 'VN', dialCode: '84', name: 'Việt Nam' });
    expect(countryOptions('en_US').find((c) => c.iso2 === 'DE')).toEqual({ iso2: 'DE', dialCode: '49', name: 'Germany' });
    expect(countryOptions('en-GB').find((c) => c.iso2 === 'GB')?.name).toBe('United Kingdom');
  });

  it('sorts by name as the language sorts it, accents and all', () => {
    const vi = countryOptions('vi');
    const collator = new Intl.Collator('vi');
    for (let i = 1; i < vi.length; i++) expect(collator.compare(vi[i - 1]!.name, vi[i]!.name)).toBeLessThanOrEqual(0);
    const names = vi.map((c) => c.name);
    // 'Ấn Độ' sorts among the A's in Vietnamese, not after 'Z' as code points would put it.
    expect(names.indexOf('Ấn Độ')).toBeLessThan(names.indexOf('Bỉ'));
    const en = countryOptions('en').map((c) => c.iso2);
    expect(en.indexOf('AF')).toBeLessThan(en.indexOf('VN'));
  });

  it('falls back to the iso2 code where Intl.DisplayNames is missing or refuses the locale', () => {
    expect(countryOptions('not a locale!').find((c) => c.iso2 === 'VN')?.name).toBe('VN');
    // An older browser without the API.
    vi.stubGlobal('Intl', { Collator: Intl.Collator });
    const options = countryOptions('vi');
    expect(options.find((c) => c.iso2 === 'VN')).toEqual({ iso2: 'VN', dialCode: '84', name: 'VN' });
    expect(options.map((c) => c.iso2)).toEqual(DIAL_CODES.map(([iso2]) => iso2));
  });

  it('takes another table', () => {
    expect(countryOptions('en', [['VN', '84'], ['AT', '43']])).toEqual([
      { iso2: 'AT', dialCode: '43', name: 'Austria' },
      { iso2: 'VN', dialCode: '84', name: 'Vietnam' },
    ]);
  });
});

describe('splitPhone', () => {
  it('finds the country of the +code a value starts with, whitespace ignored', () => {
    expect(splitPhone('+84 90 123 4567')).toEqual({ iso2: 'VN', dialCode: '84', rest: '901234567' });
    expect(splitPhone('+442071234567')).toEqual({ iso2: 'GB', dialCode: '44', rest: '2071234567' });
    expect(splitPhone(' + 3 5 8 40 123')).toEqual({ iso2: 'FI', dialCode: '358', rest: '40123' });
    expect(splitPhone('+84')).toEqual({ iso2: 'VN', dialCode: '84', rest: '' });
  });

  it('takes the longest code that matches', () => {
    const table = [['AG', '1'], ['AI', '1264'], ['US', '1']] as const;
    expect(splitPhone('+12645551234', table).iso2).toBe('AI');
    expect(splitPhone('+12025551234', table).iso2).toBe('US');
  });

  it('reads a shared code as the chosen country when it shares it, else as the main country', () => {
    expect(splitPhone('+1 416 555 0100').iso2).toBe('US');
    expect(splitPhone('+1 416 555 0100', DIAL_CODES, 'CA').iso2).toBe('CA');
    expect(splitPhone('+1 416 555 0100', DIAL_CODES, 'VN').iso2).toBe('US');
    expect(splitPhone('+44 1534 123456', DIAL_CODES, 'JE')).toEqual({ iso2: 'JE', dialCode: '44', rest: '1534123456' });
    expect(splitPhone('+7 701 000 0000').iso2).toBe('RU');
  });

  it('finds no country in a national number or an unknown code', () => {
    expect(splitPhone('090 123 4567')).toEqual({ iso2: undefined, dialCode: '', rest: '0901234567' });
    expect(splitPhone('+999 123')).toEqual({ iso2: undefined, dialCode: '', rest: '+999123' });
    expect(splitPhone('')).toEqual({ iso2: undefined, dialCode: '', rest: '' });
  });
});

describe('joinPhone', () => {
  it('always starts the value with the extension, and strips whitespace', () => {
    expect(joinPhone('84', '90 123 4567')).toBe('+84901234567');
    expect(joinPhone('+84', '\t90\u00a0123 ')).toBe('+8490123');
    expect(joinPhone('84', '')).toBe('+84');
    expect(joinPhone('1', '(202) 555-0100 x12')).toBe('+1(202)555-0100x12');
  });

  it('does not double an extension the visitor typed, nor rewrite another one', () => {
    expect(joinPhone('84', '+84 90 123')).toBe('+8490123');
    expect(joinPhone('84', '+44 20 7123')).toBe('+44207123');
  });

  it('round-trips with splitPhone', () => {
    for (const [iso2, dialCode] of DIAL_CODES) {
      const { rest, ...country } = splitPhone(joinPhone(dialCode, '555 0100'), DIAL_CODES, iso2);
      expect(country).toEqual({ iso2, dialCode });
      expect(rest).toBe('5550100');
    }
  });
});

describe('flag', () => {
  it('is the regional-indicator emoji of the code', () => {
    expect(flag('VN')).toBe('🇻🇳');
    expect(flag('us')).toBe('🇺🇸');
    expect(flag('GB')).toBe('\u{1F1EC}\u{1F1E7}');
  });

  it('is empty for anything but two letters', () => {
    expect(flag('')).toBe('');
    expect(flag('USA')).toBe('');
    expect(flag('1A')).toBe('');
  });
});
