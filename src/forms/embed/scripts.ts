/**
 * The URLs of what the embed loads on demand (spec §7 "Script loads"): the captcha script and the
 * web-font stylesheet. Pure string building; the browser glue inserts the elements.
 */

import { webFontFamily } from './font';

export const RECAPTCHA_URL = 'https://www.google.com/recaptcha/api.js';
/** reCAPTCHA's host for visitors in mainland China, where www.google.com is unreachable. */
export const RECAPTCHA_CN_URL = 'https://www.recaptcha.net/recaptcha/api.js';

/**
 * A form locale as reCAPTCHA's `hl` spells it: the region upper-cased (`pt-br` → `pt-BR`).
 * @example recaptchaLanguage('zh_cn') // 'zh-CN'
 */
export function recaptchaLanguage(locale: string): string {
  const [lang = '', region] = locale.trim().split(/[-_]/);
  return region ? `${lang.toLowerCase()}-${region.toUpperCase()}` : lang.toLowerCase();
}

export interface CaptchaScriptInput {
  /** The form's locale (`en` when absent). */
  locale?: string | undefined;
  /** The visitor's country code, when known; `CN` switches to reCAPTCHA's alternate host. */
  country?: string | undefined;
  /** Replaces the script URL (the demo store's offline test provider); the query is still added. */
  scriptUrl?: string | undefined;
  /** The global function the script calls once its API is ready. */
  onload: string;
}

/**
 * The captcha script URL: rendering stays explicit (the embed decides where and when).
 * @example captchaScriptUrl({ locale: 'vi', onload: 'cb' }) // 'https://www.google.com/recaptcha/api.js?render=explicit&hl=vi&onload=cb'
 */
export function captchaScriptUrl({ locale, country, scriptUrl, onload }: CaptchaScriptInput): string {
  const base = scriptUrl || (country?.toUpperCase() === 'CN' ? RECAPTCHA_CN_URL : RECAPTCHA_URL);
  const query = new URLSearchParams({ render: 'explicit', hl: recaptchaLanguage(locale || 'en'), onload });
  return base + (base.includes('?') ? '&' : '?') + query.toString();
}

export const WEB_FONTS_URL = 'https://fonts.googleapis.com/css2';
/** Spec §7: the web font comes in these weights. */
export const WEB_FONT_WEIGHTS = [400, 500, 700] as const;


/**
 * The web-font stylesheet URL for a form's font, weights 400, 500 and 700 (`display=swap`: text
 * shows at once in a fallback font), or undefined for a font the browser has already.
 * @example webFontUrl('Roboto, sans-serif') // 'https://fonts.googleapis.com/css2?family=Roboto:wght@400;500;700&display=swap'
 */
export function webFontUrl(fontFamily: string): string | undefined {
  const family = webFontFamily(fontFamily);
  if (!family) return undefined;
  // css2 wants spaces as '+' and the axis list verbatim; encode everything else.
  return `${WEB_FONTS_URL}?family=${encodeURIComponent(family).replace(/%20/g, '+')}:wght@${WEB_FONT_WEIGHTS.join(';')}&display=swap`;
}
