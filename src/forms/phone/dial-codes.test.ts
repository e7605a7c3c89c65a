import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: plain .mjs script without types
import { OUTPUT, dialCodes, generate } from '../../../scripts/dial-codes.mjs';
import { DEFAULT_COUNTRY, DIAL_CODES, MAIN_COUNTRIES } from './dial-codes';

const root = path.resolve(import.meta.dirname, '../../..');
const lookup = new Map(DIAL_CODES);

describe('the dial-code table', () => {
  it('is exactly what scripts/dial-codes.mjs makes from the installed libphonenumber-js (npm run dial-codes)', () => {
    expect(path.resolve(OUTPUT as string)).toBe(path.join(import.meta.dirname, 'dial-codes.ts'));
    expect(readFileSync(path.join(import.meta.dirname, 'dial-codes.ts'), 'utf8')).toBe(generate());
    expect(DIAL_CODES).toEqual(dialCodes());
  });

  it('has about 240 countries, each once, sorted by iso2, with digit-only codes', () => {
    expect(DIAL_CODES.length).toBeGreaterThanOrEqual(230);
    expect(DIAL_CODES.length).toBeLessThan(260);
    const codes = DIAL_CODES.map(([iso2]) => iso2);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).toEqual([...codes].sort());
    for (const [iso2, dialCode] of DIAL_CODES) {
      expect(iso2).toMatch(/^[A-Z]{2}$/);
      expect(dialCode).toMatch(/^[1-9]\d{0,2}$/);
    }
  });

  it('knows the countries the shop and the spec name: US by default, VN +84, GB +44', () => {
    expect(DEFAULT_COUNTRY).toBe('US');
    expect(lookup.get('US')).toBe('1');
    expect(lookup.get('VN')).toBe('84');
    expect(lookup.get('GB')).toBe('44');
    expect(lookup.get('CA')).toBe('1');
    expect(lookup.get('FR')).toBe('33');
  });

  it('names one main country for each shared code, and only for shared codes', () => {
    expect(MAIN_COUNTRIES).toEqual(expect.arrayContaining(['US', 'GB', 'RU']));
    for (const main of MAIN_COUNTRIES) {
      const code = lookup.get(main);
      expect(DIAL_CODES.filter(([, dialCode]) => dialCode === code).length, main).toBeGreaterThan(1);
      expect(MAIN_COUNTRIES.filter((other) => lookup.get(other) === code), main).toEqual([main]);
    }
  });

  it('is the only form of the dataset the shipped code imports (libphonenumber-js stays a build tool)', () => {
    const shipped = ['src', 'islands', 'stores'].flatMap((dir) =>
      (readdirSync(path.join(root, dir), { recursive: true }) as string[])
        .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
        .map((file) => path.join(dir, file)),
    );
    expect(shipped.length).toBeGreaterThan(50);
    const imports = /(?:from\s*|import\s*\(\s*)['"]libphonenumber-js/;
    expect(shipped.filter((file) => imports.test(readFileSync(path.join(root, file), 'utf8')))).toEqual([]);
    expect(imports.test("import { getCountries } from 'libphonenumber-js/min';")).toBe(true);
  });
});
