import { describe, expect, it } from 'vitest';
import { serverErrorKey, serverFieldErrors } from './server';

const one = (type: string, message?: string, value?: string) =>
  serverFieldErrors(
    [{ fieldName: 'f', formSubmissionValidationType: type, ...(message && { localizedVisitorErrorMessage: message }) }],
    value === undefined ? {} : { f: value },
  ).f?.[0];

describe('serverFieldErrors', () => {
  it('maps every UPPER_CASE server key onto its field error key', () => {
    const expected = {
      REQUIRED_FIELD: 'required',
      INVALID_EMAIL_FORMAT: 'invalidEmailFormat',
      INVALID_DATE: 'invalidDate',
      INVALID_NUMBER: 'invalidNumber',
      PHONE_INVALID_CHARACTERS: 'phoneInvalidCharacters',
      FILE_TOO_LARGE: 'fileTooLarge',
      INVALID_EMAIL: 'invalidEmail',
      INPUT_TOO_LARGE: 'inputTooLarge',
      BLOCKED_EMAIL: 'manuallyBlockedEmailDomain',
      NUMBER_OUT_OF_RANGE: 'numberOutOfRange',
      MIN_NUMBER: 'minNumber',
      MAX_NUMBER: 'maxNumber',
    };
    for (const [type, key] of Object.entries(expected)) expect(one(type)?.key, type).toBe(key);
  });

  it('maps the camelCase server keys onto themselves, and requiredField onto required', () => {
    const same = ['required', 'missingSelect', 'missingOptionSelection', 'invalidEmailFormat', 'invalidNumber', 'invalidDate', 'phoneInvalidCharacters', 'fileTooLarge', 'forbiddenEmailDomain', 'manuallyBlockedEmailDomain', 'invalidNumberRangeTooSmall', 'invalidNumberRangeTooLarge'];
    for (const type of same) expect(one(type)?.key, type).toBe(type);
    expect(one('requiredField')?.key).toBe('required');
  });

  it('keeps the localized message to show as text', () => {
    expect(one('REQUIRED_FIELD', '<b>Bitte</b> ausfüllen')).toEqual({ key: 'required', message: '<b>Bitte</b> ausfüllen' });
  });

  it('reads the bound of MIN_NUMBER and MAX_NUMBER from the digits in the message', () => {
    expect(one('MIN_NUMBER', 'greater than or equal to -5')?.vars).toEqual({ min: -5 });
    expect(one('MAX_NUMBER', 'less than or equal to 2.5')?.vars).toEqual({ max: 2.5 });
    expect(one('MAX_NUMBER', 'too big')?.vars).toBeUndefined();
  });

  it('reads a bound written with thousands separators as one number', () => {
    expect(one('MIN_NUMBER', 'greater than or equal to 1,000')?.vars).toEqual({ min: 1000 });
    expect(one('MAX_NUMBER', 'less than or equal to -2,500,000.5')?.vars).toEqual({ max: -2500000.5 });
    expect(one('MAX_NUMBER', 'inférieur ou égal à 1\u202f000')?.vars).toEqual({ max: 1000 });
    expect(one('MIN_NUMBER', 'between 1, 2 and 3')?.vars).toEqual({ min: 1 });
  });

  it('reads the limit of INPUT_TOO_LARGE from the message', () => {
    expect(one('INPUT_TOO_LARGE', 'Please use fewer than 1500 characters.')?.vars).toEqual({ length: 1500 });
  });

  it('gives BLOCKED_EMAIL the domain of the submitted address', () => {
    expect(one('BLOCKED_EMAIL', undefined, ' Ann@Gmail.COM ')).toEqual({ key: 'manuallyBlockedEmailDomain', vars: { domain: 'gmail.com' } });
    expect(one('BLOCKED_EMAIL')?.vars).toBeUndefined();
  });

  it('gives serverError for a key that only looks like a known one', () => {
    expect(serverErrorKey('Invalid_Date')).toBe('serverError');
    expect(serverErrorKey('invaliddate')).toBe('serverError');
    expect(serverErrorKey('SERVER_ERROR')).toBe('serverError');
  });

  it('turns unknown keys, even inherited property names, into serverError with the message', () => {
    expect(one('SOMETHING_NEW', 'Nope')).toEqual({ key: 'serverError', message: 'Nope' });
    expect(one('toString')?.key).toBe('serverError');
  });

  it('collects several errors per field and keys them by field name', () => {
    const errors = serverFieldErrors([
      { fieldName: 'a', formSubmissionValidationType: 'REQUIRED_FIELD' },
      { fieldName: 'a', formSubmissionValidationType: 'INVALID_NUMBER' },
      { fieldName: 'b', formSubmissionValidationType: 'INVALID_DATE' },
    ]);
    expect(errors).toEqual({ a: [{ key: 'required' }, { key: 'invalidNumber' }], b: [{ key: 'invalidDate' }] });
  });

  it('keys errors of fields named like Object.prototype members as data', () => {
    const errors = serverFieldErrors(
      [
        { fieldName: 'constructor', formSubmissionValidationType: 'REQUIRED_FIELD' },
        { fieldName: '__proto__', formSubmissionValidationType: 'BLOCKED_EMAIL' },
      ],
      JSON.parse('{"__proto__":"an@congty.vn"}') as Record<string, string>,
    );
    expect(Object.keys(errors)).toEqual(['constructor', '__proto__']);
    expect(errors['__proto__']).toEqual([{ key: 'manuallyBlockedEmailDomain', vars: { domain: 'congty.vn' } }]);
  });
});
