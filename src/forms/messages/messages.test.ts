import { readdirSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { en, type MessageKey } from './en';
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

describe('every form locale', () => {
  const placeholders = (text: string) => (text.match(/\{+\w+\}+/g) ?? []).sort();
  const keys = Object.keys(en).sort() as MessageKey[];
  // Words English keeps in a few languages (a button, a unit): none of these is left untranslated anywhere.
  const TRANSLATED: MessageKey[] = ['required', 'invalidEmail', 'MISSING_REQUIRED_FIELDS', 'next', 'previous', 'submit', 'selectPlaceholder', 'thanks'];

  it.each(FORM_LOCALES.filter((locale) => locale !== 'en'))('%s has a module of its own with every English key, none empty, placeholders kept', async (locale) => {
    const load = LOCALE_MODULES[locale];
    expect(load, locale).toBeTypeOf('function');
    const catalog: Record<string, string> = (await load!()).default;
    expect(Object.keys(catalog).sort()).toEqual(keys);
    for (const key of keys) {
      expect(catalog[key]!.trim(), `${locale}.${key}`).not.toBe('');
      expect(placeholders(catalog[key]!), `${locale}.${key}`).toEqual(placeholders(en[key]));
    }
    // British English is English; every other language says these in its own words.
    if (locale !== 'en-gb') for (const key of TRANSLATED) expect(catalog[key], `${locale}.${key}`).not.toBe(en[key]);
  });

  it('registers no module for a locale HubSpot does not have, nor for English (bundled)', () => {
    expect(Object.keys(LOCALE_MODULES).sort()).toEqual(FORM_LOCALES.filter((locale) => locale !== 'en').sort());
  });

  it('shares its base language’s strings where a variant reads the same, and differs where it does not', async () => {
    const load = async (locale: keyof typeof LOCALE_MODULES) => (await LOCALE_MODULES[locale]!()).default;
    const [pt, ptBr, fr, frCa, es, esMx, zhTw, zhHk] = await Promise.all((['pt', 'pt-br', 'fr', 'fr-ca', 'es', 'es-mx', 'zh-tw', 'zh-hk'] as const).map(load));
    expect([ptBr!.submit, ptBr!.step]).toEqual([pt!.submit, 'etapa {pageNumber}']);
    expect(frCa!.invalidEmail).toContain('courriel');
    expect(frCa!.next).toBe(fr!.next);
    expect(esMx!.invalidEmail).not.toBe(es!.invalidEmail);
    expect(zhHk!.invalidEmail).toContain('電郵');
    expect(zhHk!.submit).toBe(zhTw!.submit);
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

  it('loads a locale on demand, English standing in until it arrives', async () => {
    expect(createFormMessages('de').t('next')).toBe('Next');
    expect(await loadFormLocale('de-DE')).toBe('de');
    const { t } = createFormMessages('de');
    expect(t('next')).toBe('Weiter');
    expect(t('cookieReset')).toBe('Nicht Sie? Klicken Sie hier zum Zurücksetzen');
  });

  it('falls back to English when a locale’s chunk fails, and loads it on a later try', async () => {
    const real = LOCALE_MODULES.ko!;
    LOCALE_MODULES.ko = () => Promise.reject(new Error('chunk failed'));
    try {
      expect(await loadFormLocale('ko')).toBe('ko');
      expect(createFormMessages('ko').t('submit')).toBe('Submit');
    } finally {
      LOCALE_MODULES.ko = real;
    }
    await loadFormLocale('ko');
    expect(createFormMessages('ko').t('submit')).toBe((await real()).default.submit);
  });

  it('loads fr and es translations', async () => {
    await Promise.all([loadFormLocale('fr'), loadFormLocale('es')]);
    expect(createFormMessages('fr').t('submit')).toBe('Envoyer');
    expect(createFormMessages('es').t('submit')).toBe('Enviar');
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
