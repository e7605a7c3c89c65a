import { en } from './en';
import { vi, type MessageKey } from './vi';

export type { MessageKey };
export type Locale = 'vi' | 'en';
export const LOCALES: readonly Locale[] = ['vi', 'en'];
export const DEFAULT_LOCALE: Locale = 'vi';
export const LOCALE_COOKIE = 'shop_lang';

const CATALOGS: Record<Locale, Record<MessageKey, string>> = { vi, en };

export type Vars = Record<string, string | number>;
/** Translates a key, filling `{name}` placeholders; unknown placeholders stay as written. */
export type Translate = (key: MessageKey, vars?: Vars) => string;

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/**
 * @example createT('en')('cart.added', { name: 'Băng keo' }) // '“Băng keo” has been added to your cart.'
 */
export function createT(locale: Locale): Translate {
  const catalog = CATALOGS[locale];
  return (key, vars) => {
    const text = catalog[key];
    return vars ? text.replace(/\{(\w+)\}/g, (match, name: string) => (name in vars ? String(vars[name]) : match)) : text;
  };
}
