import { describe, expect, it } from 'vitest';
import { webFontFamily } from './font';
import { captchaScriptUrl, recaptchaLanguage, webFontUrl } from './scripts';

describe('captchaScriptUrl', () => {
  it('loads reCAPTCHA explicitly, in the form’s language, calling back when ready', () => {
    expect(captchaScriptUrl({ locale: 'vi', onload: 'cb' })).toBe('https://www.google.com/recaptcha/api.js?render=explicit&hl=vi&onload=cb');
    expect(captchaScriptUrl({ onload: 'cb' })).toBe('https://www.google.com/recaptcha/api.js?render=explicit&hl=en&onload=cb');
  });

  it('uses the alternate host for visitors in China', () => {
    expect(captchaScriptUrl({ locale: 'zh-cn', country: 'cn', onload: 'cb' })).toBe(
      'https://www.recaptcha.net/recaptcha/api.js?render=explicit&hl=zh-CN&onload=cb',
    );
    expect(captchaScriptUrl({ locale: 'zh-cn', country: 'TW', onload: 'cb' })).toMatch(/^https:\/\/www\.google\.com\//);
  });

  it('takes another script URL and still adds the query', () => {
    expect(captchaScriptUrl({ scriptUrl: '/forms/test-captcha.js', locale: 'en', onload: 'cb' })).toBe(
      '/forms/test-captcha.js?render=explicit&hl=en&onload=cb',
    );
    expect(captchaScriptUrl({ scriptUrl: '/c.js?v=2', country: 'CN', onload: 'cb' })).toBe('/c.js?v=2&render=explicit&hl=en&onload=cb');
  });
});

describe('recaptchaLanguage', () => {
  it.each([
    ['en', 'en'],
    ['pt-br', 'pt-BR'],
    ['zh_cn', 'zh-CN'],
    ['EN-gb', 'en-GB'],
  ])('spells %s as %s', (locale, hl) => {
    expect(recaptchaLanguage(locale)).toBe(hl);
  });
});

describe('webFontUrl', () => {
  it('asks for weights 400, 500 and 700 of the first family', () => {
    expect(webFontUrl('Roboto, sans-serif')).toBe('https://fonts.googleapis.com/css2?family=Roboto:wght@400;500;700&display=swap');
    expect(webFontUrl('"Open Sans", arial')).toBe('https://fonts.googleapis.com/css2?family=Open+Sans:wght@400;500;700&display=swap');
    expect(webFontUrl("'Be Vietnam Pro'")).toBe('https://fonts.googleapis.com/css2?family=Be+Vietnam+Pro:wght@400;500;700&display=swap');
  });

  it('loads nothing for fonts every system has, or for no font', () => {
    for (const f of ['arial, helvetica, sans-serif', 'Helvetica Neue', 'sans-serif', 'system-ui', '', ' , x']) {
      expect(webFontUrl(f)).toBeUndefined();
    }
  });

  it('encodes what is not a plain name', () => {
    expect(webFontFamily('A&B=C')).toBe('A&B=C');
    expect(webFontUrl('A&B=C')).toBe('https://fonts.googleapis.com/css2?family=A%26B%3DC:wght@400;500;700&display=swap');
  });
});
