/**
 * The engine's messages: English and Vietnamese bundled, every other form locale loaded on demand
 * and falling back to English string by string; embed-option `translations` win over both.
 */
import type { FieldError } from '../types';
import type { Catalog, MessageKey } from './en';

export type { Catalog, MessageKey };

/** HubSpot's form locales. A base language precedes its variants, which `resolveLocale` relies on. */
export const FORM_LOCALES = [
  'en', 'af', 'ar-eg', 'bg', 'bn', 'ca-es', 'cs', 'da', 'de', 'el', 'en-gb', 'es', 'es-mx', 'et', 'fi', 'fr',
  'fr-ca', 'ga-ie', 'he-il', 'hi', 'hr', 'hu', 'id', 'it', 'ja', 'ko', 'lt', 'lv', 'ms', 'nl', 'no', 'pl', 'pt',
  'pt-br', 'ro', 'ru', 'sk', 'sl', 'sv', 'th', 'tl', 'tr', 'uk', 'vi', 'zh-cn', 'zh-hk', 'zh-tw',
] as const;
export type FormLocale = (typeof FORM_LOCALES)[number];

export type Vars = Record<string, string | number>;
/** Embed option `translations`: strings per locale, e.g. `{ de: { submit: 'Los' } }`. */
export type Translations = Record<string, Partial<Record<string, string>>>;

// Every language is a chunk of its own, English included (it backs all the others): the engine
// fetches the page's language alongside the form definition, so nothing waits for it, and the
// widget's up-front script carries no strings at all.
const catalogs: Partial<Record<string, Partial<Catalog>>> = {};

/** The locales whose strings exist (spec §9 gives the others no text), each its own chunk. */
export const LOCALE_MODULES: Partial<Record<FormLocale, () => Promise<{ default: Partial<Catalog> }>>> = {
  de: () => import('./locales/de'),
  es: () => import('./locales/es'),
  fr: () => import('./locales/fr'),
  vi: () => import('./locales/vi'),
};

/**
 * The supported locale closest to `locale`: exact, else the first of its language, else 'en'.
 *
 * @example resolveLocale('pt_BR') // 'pt-br'
 * @example resolveLocale('de-AT') // 'de'
 */
export function resolveLocale(locale = 'en'): FormLocale {
  const wanted = locale.toLowerCase().replace('_', '-');
  const language = wanted.split('-')[0];
  return FORM_LOCALES.find((known) => known === wanted) ?? FORM_LOCALES.find((known) => known.split('-')[0] === language) ?? 'en';
}

/**
 * Right-to-left locales (Arabic, Hebrew): the renderer sets `dir="rtl"`.
 *
 * @example isRtl('he-il') // true
 */
export const isRtl = (locale?: string): boolean => /^(ar|he)-/.test(resolveLocale(locale));

/**
 * Loads a locale's strings once and resolves with the locale to use. Locales without a module
 * (most: their text is not given, spec §9) and failed loads resolve too: English covers them. A
 * failure is not cached, so a later call can retry.
 *
 * @example const locale = await loadFormLocale('de'); createFormMessages(locale).t('next') // 'Weiter'
 */
export async function loadFormLocale(locale?: string): Promise<FormLocale> {
  const resolved = resolveLocale(locale);
  await Promise.all(
    [...new Set(['en', resolved])].map(async (code) => {
      if (catalogs[code]) return;
      try {
        const load = LOCALE_MODULES[code as FormLocale];
        catalogs[code] = code === 'en' ? (await import('./en')).en : load && (await load()).default;
      } catch {
        // No module for this locale (or the chunk failed): English strings stand in.
      }
    }),
  );
  return resolved;
}

/**
 * Fills `{name}` and `{{name}}` placeholders; unknown ones stay visible, easier to spot than a blank.
 *
 * @example interpolate('{{currentPage}} of {{numberOfPages}}', { currentPage: 1, numberOfPages: 3 }) // '1 of 3'
 */
export const interpolate = (text: string, vars: Vars = {}): string =>
  text.replace(/\{\{?(\w+)\}?\}/g, (match, name: string) => (Object.hasOwn(vars, name) ? String(vars[name]) : match));

export interface FormMessages {
  readonly locale: FormLocale;
  readonly rtl: boolean;
  /** Custom translation, then the locale, then English, then `[Missing Translation: locale.key]`. */
  t(key: MessageKey | (string & {}), vars?: Vars): string;
}

/**
 * A translator for a locale (load it first with `loadFormLocale`, or get English meanwhile).
 *
 * @example createFormMessages('vi').t('step', { pageNumber: 2 }) // 'Bước 2'
 * @example createFormMessages('en', { en: { submit: 'Send' } }).t('submit') // 'Send'
 */
export function createFormMessages(locale?: string, translations: Translations = {}): FormMessages {
  const resolved = resolveLocale(locale);
  // Custom strings may be keyed 'pt-BR' or 'pt_br': whatever resolves to this locale applies.
  const custom = Object.assign({}, ...Object.keys(translations).filter((k) => resolveLocale(k) === resolved).map((k) => translations[k]));
  // Looked up at each call: a translator made before its catalogs arrived picks them up.
  const sources = () => [custom, catalogs[resolved] ?? {}, catalogs['en'] ?? {}] as Array<Partial<Record<string, string>>>;
  return {
    locale: resolved,
    rtl: isRtl(resolved),
    t: (key, vars) => {
      const text = sources().find((source) => Object.hasOwn(source, key))?.[key];
      return text === undefined ? `[Missing Translation: ${resolved}.${key}]` : interpolate(text, vars);
    },
  };
}

/**
 * The text of a field error: the server's own message when it sent one, else the catalog's.
 *
 * @example fieldErrorText(createFormMessages(), { key: 'inputTooLarge', vars: { length: 1500 } }) // 'Please use fewer than 1500 characters.'
 */
export const fieldErrorText = ({ t }: FormMessages, error: FieldError): string => error.message ?? t(error.key, error.vars);
