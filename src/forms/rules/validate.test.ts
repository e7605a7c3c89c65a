import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FIELD_TYPES, type FieldValue } from '../types';
import { makeField } from './test-field';
import {
  FEEDBACK_FOLLOWUP_LENGTH,
  MAX_FILE_SIZE,
  MAX_TEXT_LENGTH,
  NUMBER_DECIMALS,
  normalizePhone,
  parseRange,
  validateField,
  validateFields,
  type ValidationContext,
} from './validate';

const keys = (...args: Parameters<typeof validateField>) => validateField(...args).map((error) => error.key);
const required = { required: true };
const email = (overrides: Parameters<typeof makeField>[1] = {}) => makeField('email', overrides);

describe('constants', () => {
  it('match spec §9', () => {
    expect(MAX_FILE_SIZE).toBe(104857600);
    expect(MAX_TEXT_LENGTH).toBe(65536);
    expect(FEEDBACK_FOLLOWUP_LENGTH).toBe(1500);
    expect(NUMBER_DECIMALS).toBe(2);
  });
});

describe('required', () => {
  it('rejects an empty or blank value with required', () => {
    expect(keys(makeField('text', required), '   ')).toEqual(['required']);
    expect(keys(makeField('textarea', required), '')).toEqual(['required']);
  });
  it('accepts an empty optional field', () => {
    expect(keys(makeField('number'), '')).toEqual([]);
    expect(keys(makeField('email'), '  ')).toEqual([]);
  });
  it('gives missingSelect for a select', () => expect(keys(makeField('select', required), '')).toEqual(['missingSelect']));
  it('gives missingOptionSelection for the other enumerations', () => {
    expect(keys(makeField('checkbox', required), [])).toEqual(['missingOptionSelection']);
    expect(keys(makeField('checkbox', required), [' '])).toEqual(['missingOptionSelection']);
    expect(keys(makeField('radio', required), '')).toEqual(['missingOptionSelection']);
    expect(keys(makeField('payment_link_radio', required), '')).toEqual(['missingOptionSelection']);
  });
  it('gives required for an unchecked required boolean checkbox', () => {
    expect(keys(makeField('booleancheckbox', required), false)).toEqual(['required']);
    expect(keys(makeField('booleancheckbox', required), true)).toEqual([]);
  });
  it('accepts a chosen option', () => {
    expect(keys(makeField('checkbox', required), ['a'])).toEqual([]);
    expect(keys(makeField('select', required), 'a')).toEqual([]);
  });
  it('treats a phone holding only its country extension as empty', () => {
    const phone = makeField('phone', { required: true, countryCodeExtension: '+84' });
    expect(keys(phone, '+84')).toEqual(['required']);
    expect(keys(phone, ' +84 ')).toEqual(['required']);
    expect(keys(phone, '+84 912')).toEqual([]);
  });
  it('treats another country extension as empty when the dial-code dropdown is on', () => {
    const phone = makeField('phonenumber', { required: true, countryCodeExtension: '+84', useCountryCodeSelect: true });
    expect(keys(phone, '+1')).toEqual(['required']);
    expect(keys(makeField('phonenumber', required), '+1')).toEqual([]);
  });
  it('requires at least one file', () => expect(keys(makeField('file', required), [])).toEqual(['required']));
});

describe('e-mail', () => {
  it('rejects a badly formed address with invalidEmailFormat', () => {
    for (const bad of ['a', 'a@', '@b.co', 'a@b', 'a b@c.co', 'a@b..co', 'a@-b.co'])
      expect(keys(email(), bad), bad).toEqual(['invalidEmailFormat']);
  });
  it('accepts a well-formed address after trimming', () => {
    for (const good of [' a@b.co ', 'first.last+tag@sub.example.com', "o'neil@x.io"]) expect(keys(email(), good), good).toEqual([]);
  });
  it('blocks a domain of the field, the context or the embed option, case-insensitively, with the domain', () => {
    const field = email({ validation: { data: '', useDefaultBlockList: false, blockedEmailAddresses: ['@Example.com'] } });
    expect(validateField(field, 'a@EXAMPLE.com')).toEqual([{ key: 'manuallyBlockedEmailDomain', vars: { domain: 'example.com' } }]);
    expect(keys(email(), 'a@ctx.io', { blockedDomains: ['ctx.io'] })).toEqual(['manuallyBlockedEmailDomain']);
    expect(keys(email(), 'a@opt.io', { manuallyBlockedEmailDomain: 'opt.io' })).toEqual(['manuallyBlockedEmailDomain']);
    expect(keys(email(), 'a@opt.io', { manuallyBlockedEmailDomain: ['x.io', 'opt.io'] })).toEqual(['manuallyBlockedEmailDomain']);
    expect(keys(email(), 'a@sub.opt.io', { manuallyBlockedEmailDomain: 'opt.io' })).toEqual([]);
  });
  it('forbids free-mail domains, when the default block list is on, from the server’s list', () => {
    const isFreeMail = (domain: string) => domain === 'gmail.com';
    const blocking = email({ validation: { data: '', useDefaultBlockList: true, blockedEmailAddresses: [] } });
    expect(validateField(blocking, 'a@gmail.com', { isFreeMail })).toEqual([{ key: 'forbiddenEmailDomain', vars: { domain: 'gmail.com' } }]);
    expect(keys(blocking, 'a@gmail.com')).toEqual([]);
    expect(keys(blocking, 'a@work.com', { isFreeMail })).toEqual([]);
    expect(keys(email(), 'a@gmail.com', { isFreeMail })).toEqual([]);
  });
  it('forbids free-mail domains, when the default block list is on, from the live check’s emailFree', () => {
    const answers: ValidationContext['emailResult'] = (address) =>
      ({
        'an@gmail.com': { email: address, success: true, emailFree: true },
        'an@congty.vn': { email: address, success: true, emailFree: false },
      })[address];
    const blocking = email({ validation: { data: '', useDefaultBlockList: true, blockedEmailAddresses: [] } });
    expect(validateField(blocking, ' an@gmail.com ', { emailResult: answers })).toEqual([{ key: 'forbiddenEmailDomain', vars: { domain: 'gmail.com' } }]);
    expect(keys(blocking, 'an@congty.vn', { emailResult: answers })).toEqual([]);
    // Not checked yet, or the check failed: no answer, no refusal.
    expect(keys(blocking, 'an@yahoo.com', { emailResult: answers })).toEqual([]);
    expect(keys(email(), 'an@gmail.com', { emailResult: answers })).toEqual([]);
  });
  it('gives invalidEmail when the live check answered without success', () => {
    const answers: ValidationContext['emailResult'] = (address) =>
      ({ 'bad@b.co': { email: address, success: false }, 'ok@b.co': { email: address, success: true } })[address];
    expect(keys(email(), ' bad@b.co', { emailResult: answers })).toEqual(['invalidEmail']);
    expect(keys(email(), 'ok@b.co', { emailResult: answers })).toEqual([]);
    expect(keys(email(), 'unchecked@b.co', { emailResult: answers })).toEqual([]);
  });
  it('reports the format before any domain rule', () => {
    expect(keys(email(), 'a@opt', { manuallyBlockedEmailDomain: 'opt' })).toEqual(['invalidEmailFormat']);
  });
});

describe('fields recognised by their property', () => {
  it('applies the e-mail rules to a text field named email', () => {
    const field = makeField('text', { name: 'email', validation: { data: '', useDefaultBlockList: true, blockedEmailAddresses: ['congty.vn'] } });
    expect(keys(field, 'an.nguyen@')).toEqual(['invalidEmailFormat']);
    expect(keys(field, 'an@congty.vn')).toEqual(['manuallyBlockedEmailDomain']);
    expect(keys(field, 'an@gmail.com', { emailResult: (address) => ({ email: address, success: true, emailFree: true }) })).toEqual(['forbiddenEmailDomain']);
    expect(keys(makeField('text', { name: 'company' }), 'an.nguyen@')).toEqual([]);
  });

  it('applies the phone rules to a text field for a phone property', () => {
    const phone = makeField('text', { name: 'phone', validation: { data: '7:20:true', useDefaultBlockList: false, blockedEmailAddresses: [] } });
    expect(keys(phone, '0912 ABC')).toEqual(['phoneInvalidCharacters']);
    expect(keys(phone, '12 34')).toEqual(['numberOutOfRange']);
    expect(keys(phone, ' +84 912 345 678 ')).toEqual([]);
    expect(keys(makeField('text', { name: 'mobile', type: 'phone_number' }), 'call me')).toEqual(['phoneInvalidCharacters']);
  });
});

describe('number', () => {
  it('accepts integers and up to two decimals with an optional minus sign', () => {
    for (const good of ['0', '-12', '3.5', '3.25', ' 7 ', '-.5', '4.']) expect(keys(makeField('number'), good), good).toEqual([]);
  });
  it('rejects three decimals, exponents, plus signs and words with invalidNumber', () => {
    for (const bad of ['1.234', '1e3', '1E3', 'e', '+1', '1,5', 'abc', '--1', '.'])
      expect(keys(makeField('number'), bad), bad).toEqual(['invalidNumber']);
  });
  it('applies a min:max:true range', () => {
    const field = makeField('number', { validation: { data: '1:10:true', useDefaultBlockList: false, blockedEmailAddresses: [] } });
    expect(validateField(field, '11')).toEqual([{ key: 'invalidNumberRangeTooLarge', vars: { max: 10 } }]);
    expect(validateField(field, '0.5')).toEqual([{ key: 'invalidNumberRangeTooSmall', vars: { min: 1 } }]);
    expect(validateField(field, '10')).toEqual([]);
    expect(validateField(field, '1')).toEqual([]);
  });
  it('ignores a range not switched on', () => {
    const field = makeField('number', { validation: { data: '1:10:false', useDefaultBlockList: false, blockedEmailAddresses: [] } });
    expect(validateField(field, '99')).toEqual([]);
  });
});

describe('parseRange', () => {
  it('reads open-ended and closed ranges, or nothing when off', () => {
    expect(parseRange('1:10:true')).toEqual({ min: 1, max: 10 });
    expect(parseRange(':5:true')).toEqual({ min: undefined, max: 5 });
    expect(parseRange('2::true')).toEqual({ min: 2, max: undefined });
    expect(parseRange('1:10')).toBeUndefined();
    expect(parseRange('')).toBeUndefined();
    expect(parseRange(undefined)).toBeUndefined();
  });
});

describe('phone', () => {
  it('accepts digits, plus, brackets, dots, dashes, spaces and an x extension', () => {
    expect(keys(makeField('phone'), '+1 (555) 123-45.67 x89')).toEqual([]);
  });
  it('rejects other characters with phoneInvalidCharacters', () => {
    for (const bad of ['555-CALL', '12#3', '+1/2']) expect(keys(makeField('phonenumber'), bad), bad).toEqual(['phoneInvalidCharacters']);
  });
  it('strips every whitespace and keeps the extension', () => {
    expect(normalizePhone(' +84\t912 345\n678 ')).toBe('+84912345678');
  });
  it('checks the digit count against a min:max:true range, ignoring the x extension', () => {
    const field = makeField('phone', { validation: { data: '8:10:true', useDefaultBlockList: false, blockedEmailAddresses: [] } });
    expect(keys(field, '+1 234 567')).toEqual(['numberOutOfRange']);
    expect(keys(field, '+1 234 567 890 1')).toEqual(['numberOutOfRange']);
    expect(keys(field, '+1 234 567 8 x12345')).toEqual([]);
  });
});

describe('date', () => {
  it('accepts a real calendar day, leap days in leap years only', () => {
    for (const good of ['2024-02-29', '2000-02-29', '1999-12-31']) expect(keys(makeField('date'), good), good).toEqual([]);
  });
  it('rejects other text with invalidDate', () => {
    for (const bad of ['2023-02-29', '1900-02-29', '2024-13-01', '2024-04-31', '2024-1-1', '01/02/2024', 'soon'])
      expect(keys(makeField('date'), bad), bad).toEqual(['invalidDate']);
  });
});

describe('file', () => {
  it('rejects a file over 100 MB with fileTooLarge', () => {
    const files = [{ name: 'a', size: 1 }, { name: 'b', size: MAX_FILE_SIZE + 1 }];
    expect(keys(makeField('file'), files)).toEqual(['fileTooLarge']);
  });
  it('accepts a file of exactly 100 MB', () => {
    expect(keys(makeField('file', required), [{ name: 'a', size: MAX_FILE_SIZE }])).toEqual([]);
  });
});

describe('length', () => {
  it('rejects text over 65536 characters with inputTooLarge and the limit', () => {
    expect(validateField(makeField('textarea'), 'a'.repeat(MAX_TEXT_LENGTH + 1))).toEqual([{ key: 'inputTooLarge', vars: { length: 65536 } }]);
    expect(keys(makeField('text'), 'a'.repeat(MAX_TEXT_LENGTH))).toEqual([]);
  });
  it('limits the feedback follow-up textareas to 1500 characters', () => {
    for (const name of ['hs_feedback_negative_followup', 'hs_feedback_neutral_follow_up', 'hs_feedback_positive_followup']) {
      const field = makeField('textarea', { name, objectTypeId: '0-19' });
      expect(validateField(field, 'a'.repeat(1501)), name).toEqual([{ key: 'inputTooLarge', vars: { length: 1500 } }]);
      expect(validateField(field, 'a'.repeat(1500)), name).toEqual([]);
    }
  });
  it('keeps the default limit for other feedback fields and for contacts with the same name', () => {
    expect(keys(makeField('textarea', { name: 'hs_content', objectTypeId: '0-19' }), 'a'.repeat(1501))).toEqual([]);
    expect(keys(makeField('textarea', { name: 'hs_feedback_negative_followup' }), 'a'.repeat(1501))).toEqual([]);
  });
});

describe('validateFields', () => {
  it('returns only the fields with errors, by id, treating a missing value as empty', () => {
    const fields = [makeField('email', { name: 'email', required: true }), makeField('text', { name: 'firstname' }), makeField('number', { name: 'n' })];
    expect(validateFields(fields, { n: 'x' })).toEqual({ email: [{ key: 'required' }], n: [{ key: 'invalidNumber' }] });
  });

  it('keys fields named like Object.prototype members as data', () => {
    const fields = ['constructor', 'toString', '__proto__', 'hasOwnProperty'].map((name) => makeField('text', { name, required: true }));
    const errors = validateFields(fields, JSON.parse('{"toString":"x","__proto__":"y"}') as Record<string, FieldValue>);
    expect(Object.keys(errors)).toEqual(['constructor', 'hasOwnProperty']);
    expect(errors['constructor']).toEqual([{ key: 'required' }]);
  });
});

describe('validateField with random input', () => {
  const value: fc.Arbitrary<FieldValue> = fc.oneof(
    fc.string(),
    fc.boolean(),
    fc.array(fc.string()),
    fc.array(fc.record({ name: fc.string(), size: fc.integer({ min: 0, max: 2 * MAX_FILE_SIZE }) })),
  );
  it('never throws and returns at most one known error', () => {
    fc.assert(
      fc.property(fc.constantFrom(...FIELD_TYPES), fc.boolean(), fc.string(), value, (type, isRequired, data, input) => {
        const field = makeField(type, { required: isRequired, countryCodeExtension: '+1', validation: { data, useDefaultBlockList: true, blockedEmailAddresses: [''] } });
        const errors = validateField(field, input, { isFreeMail: () => true, emailResult: () => ({ email: '', success: false }) });
        expect(errors.length).toBeLessThanOrEqual(1);
      }),
    );
  });
});
