import { readdirSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { en } from './en';
import { createFormMessages, fieldErrorText, FORM_LOCALES, interpolate, isRtl, loadFormLocale, LOCALE_MODULES, resolveLocale } from './index';
import { vi } from './locales/vi';

beforeAll(() => loadFormLocale('vi'));

describe('English catalog', () => {
  const { t } = createFormMessages('en');

  it('words the field messages exactly as spec §8', () => {
    expect(t('required')).toBe('Please complete this required field.');
    expect(t('invalidEmailFormat')).toBe('Email must be formatted correctly.');
    expect(t('invalidEmail')).toBe('Please enter a valid email address.');
    expect(t('invalidNumber')).toBe('Please enter a valid number.');
    expect(t('invalidDate')).toBe('Please enter a valid date.');
    expect(t('phoneInvalidCharacters')).toBe('A valid phone number may only contain numbers, +()-. or x');
    expect(t('fileTooLarge')).toBe('Selected file is too large. Maximum allowed size is 100MB.');
    expect(t('manuallyBlockedEmailDomain', { domain: 'x.io' })).toBe(
      'Please enter a different email address. This form does not accept addresses from x.io.',
    );
    expect(t('numberOutOfRange')).toBe('The number you entered is not in range.');
    expect(t('minNumber', { min: 3 })).toBe('greater than or equal to 3');
    expect(t('maxNumber', { max: 9 })).toBe('less than or equal to 9');
    expect(t('inputTooLarge', { length: 1500 })).toBe('Please use fewer than 1500 characters.');
  });

  it('words the submission messages exactly as spec §8, taking the first 429 reading', () => {
    expect(t('MISSING_REQUIRED_FIELDS')).toBe('Please complete all required fields.');
    expect(t('BLOCKED_EMAIL')).toBe('Please change your email address to continue.');
    expect(t('TOO_MANY_REQUESTS')).toBe('There was a problem submitting your form. Please wait a few seconds and try again.');
  });

  it('has a message for every submission error key', () => {
    const keys = ['MISSING_REQUIRED_FIELDS', 'BLOCKED_EMAIL', 'TOO_MANY_REQUESTS', 'SERVER_ERROR', 'RECAPTCHA_VALIDATION_ERROR', 'OUT_OF_DATE', 'SUBMISSION_NOT_ALLOWED', 'FORM_NOT_PUBLISHED', 'FORM_NEVER_EXISTED', 'MISSING_SCOPE', 'FORM_TYPE_MISMATCH', 'FILE_TOO_LARGE'];
    for (const key of keys) expect(t(key), key).not.toMatch(/Missing Translation|^$/);
  });

  it('words the hints, summary and labels exactly as spec §8–9', () => {
    expect(t('emailSuggestion', { email: 'a@gmail.com' })).toBe('Did you mean a@gmail.com?');
    expect(t('resubscribeMessage')).toBe("Looks like you've opted out of email communication. Click here to get an email and opt back in.");
    expect(t('summaryComplete', { label: 'Email', link: 'Step 2' })).toBe("Please complete 'Email' on Step 2");
    expect(t('summaryFix', { label: 'Email', link: 'Step 2' })).toBe("Please fix 'Email' on Step 2");
    expect(t('step', { pageNumber: 2 })).toBe('Step 2');
    expect(t('pageOf', { currentPage: 1, numberOfPages: 3 })).toBe('1 of 3');
    expect([t('next'), t('previous'), t('submit'), t('selectPlaceholder'), t('submitting'), t('cookieReset')]).toEqual([
      'Next', 'Previous', 'Submit', 'Please select', 'Form is submitting', 'Not you? Click here to reset',
    ]);
  });
});

describe('Vietnamese catalog', () => {
  it('has every English key and no other, none empty', () => {
    expect(Object.keys(vi).sort()).toEqual(Object.keys(en).sort());
    for (const [key, text] of Object.entries(vi)) expect(text.trim(), key).not.toBe('');
  });

  it('keeps every placeholder of the English string', () => {
    const placeholders = (text: string) => (text.match(/\{+\w+\}+/g) ?? []).sort();
    for (const key of Object.keys(en) as Array<keyof typeof en>) expect(placeholders(vi[key]), key).toEqual(placeholders(en[key]));
  });

  it('is used for vi once loaded', () => {
    expect(createFormMessages('vi').t('next')).toBe('Tiếp');
  });
});

describe('locales', () => {
  it('loads every locale module there is, each by its own loader', async () => {
    const files = readdirSync(path.join(import.meta.dirname, 'locales')).filter((f) => !f.includes('.test.')).map((f) => f.replace(/\.ts$/, ''));
    expect(Object.keys(LOCALE_MODULES).sort()).toEqual(files.sort());
    for (const [code, load] of Object.entries(LOCALE_MODULES)) {
      expect(FORM_LOCALES, code).toContain(code);
      expect(Object.keys((await load!()).default).length, code).toBeGreaterThan(0);
    }
  });

  it('lists HubSpot form locales, base languages before their variants', () => {
    expect(FORM_LOCALES).toHaveLength(47);
    expect(FORM_LOCALES).toContain('zh-tw');
    for (const locale of FORM_LOCALES.filter((l) => l.includes('-'))) {
      const base = FORM_LOCALES.indexOf(locale.split('-')[0] as never);
      if (base >= 0) expect(base, locale).toBeLessThan(FORM_LOCALES.indexOf(locale));
    }
  });

  it('resolves a locale exactly, by language, or to English', () => {
    expect(resolveLocale('pt_BR')).toBe('pt-br');
    expect(resolveLocale('de-AT')).toBe('de');
    expect(resolveLocale('ar')).toBe('ar-eg');
    expect(resolveLocale('zh')).toBe('zh-cn');
    expect(resolveLocale('xx')).toBe('en');
    expect(resolveLocale()).toBe('en');
  });

  it('is right-to-left only for Arabic and Hebrew', () => {
    expect(isRtl('ar-eg')).toBe(true);
    expect(isRtl('he-il')).toBe(true);
    expect(FORM_LOCALES.filter((l) => isRtl(l))).toEqual(['ar-eg', 'he-il']);
    expect(createFormMessages('he-IL').rtl).toBe(true);
    expect(createFormMessages('en').rtl).toBe(false);
  });

  it('loads a locale on demand and then falls back to English for the strings it lacks', async () => {
    expect(createFormMessages('de').t('next')).toBe('Next');
    expect(await loadFormLocale('de-DE')).toBe('de');
    const { t } = createFormMessages('de');
    expect(t('next')).toBe('Weiter');
    expect(t('cookieReset')).toBe('Not you? Click here to reset');
  });

  it('loads fr and es translations', async () => {
    await Promise.all([loadFormLocale('fr'), loadFormLocale('es')]);
    expect(createFormMessages('fr').t('submit')).toBe('Envoyer');
    expect(createFormMessages('es').t('submit')).toBe('Enviar');
  });

  it('falls back to English for a locale without a module', async () => {
    expect(await loadFormLocale('ja')).toBe('ja');
    expect(createFormMessages('ja').t('submit')).toBe('Submit');
  });

  it('shows a missing-translation marker for a key no catalog has', () => {
    expect(createFormMessages('vi').t('nope')).toBe('[Missing Translation: vi.nope]');
  });

  it('lets custom translations win for their locale only, whatever its spelling', () => {
    const translations = { 'VI': { submit: 'Đăng ký' }, en: { submit: 'Send', extra: 'Extra {n}' } };
    expect(createFormMessages('vi', translations).t('submit')).toBe('Đăng ký');
    expect(createFormMessages('vi', translations).t('next')).toBe('Tiếp');
    expect(createFormMessages('en', translations).t('extra', { n: 1 })).toBe('Extra 1');
    expect(createFormMessages('de', translations).t('extra')).toBe('[Missing Translation: de.extra]');
  });
});

describe('interpolate', () => {
  it('fills single- and double-braced placeholders and leaves unknown ones visible', () => {
    expect(interpolate('{a} and {{b}}', { a: 1, b: 'two' })).toBe('1 and two');
    expect(interpolate('{missing}', {})).toBe('{missing}');
    expect(interpolate('{toString}', {})).toBe('{toString}');
  });
});

describe('fieldErrorText', () => {
  it("prefers the server's message and otherwise uses the catalog", () => {
    const messages = createFormMessages('en');
    expect(fieldErrorText(messages, { key: 'required', message: 'Server says no' })).toBe('Server says no');
    expect(fieldErrorText(messages, { key: 'inputTooLarge', vars: { length: 1500 } })).toBe('Please use fewer than 1500 characters.');
  });
});
