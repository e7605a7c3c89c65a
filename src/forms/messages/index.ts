/**
 * The engine's messages: every HubSpot form locale (spec §9), each loaded on demand but English,
 * which comes with the engine and is the fallback string by string (while a locale loads, or if
 * its chunk fails); embed-option `translations` win over both.
 */
import type { FieldError } from '../types';
import { en, type Catalog, type MessageKey } from './en';

export type { Catalog, MessageKey };

export type Vars = Record<string, string | number>;
/** Embed option `translations`: strings per locale, e.g. `{ de: { submit: 'Los' } }`. */
export type Translations = Record<string, Partial<Record<string, string>>>;

// English is in the engine's own file: most forms are English, and every form loaded it anyway,
// before its definition said which language it is in (a chunk of its own cost more bytes in all,
// and a request). Every other language is a chunk of its own, fetched alongside the definition
// when the embed options name it, else as soon as the definition does.
const catalogs: Partial<Record<string, Catalog>> = { en };

/**
 * Every form locale but English (the catalog the others fall back to), each its own chunk, loaded
 * only when a form asks for it; each module is a full `Catalog` (a variant spreads its base
 * language's). HubSpot's form locales are English and these keys, a base language before its
 * variants, which `resolveLocale` relies on.
 */
export const LOCALE_MODULES = {
  af: () => import('./locales/af'),
  'ar-eg': () => import('./locales/ar-eg'),
  bg: () => import('./locales/bg'),
  bn: () => import('./locales/bn'),
  'ca-es': () => import('./locales/ca-es'),
  cs: () => import('./locales/cs'),
  da: () => import('./locales/da'),
  de: () => import('./locales/de'),
  el: () => import('./locales/el'),
  'en-gb': () => import('./locales/en-gb'),
  es: () => import('./locales/es'),
  'es-mx': () => import('./locales/es-mx'),
  et: () => import('./locales/et'),
  fi: () => import('./locales/fi'),
  fr: () => import('./locales/fr'),
  'fr-ca': () => import('./locales/fr-ca'),
  'ga-ie': () => import('./locales/ga-ie'),
  'he-il': () => import('./locales/he-il'),
  hi: () => import('./locales/hi'),
  hr: () => import('./locales/hr'),
  hu: () => import('./locales/hu'),
  id: () => import('./locales/id'),
  it: () => import('./locales/it'),
  ja: () => import('./locales/ja'),
  ko: () => import('./locales/ko'),
  lt: () => import('./locales/lt'),
  lv: () => import('./locales/lv'),
  ms: () => import('./locales/ms'),
  nl: () => import('./locales/nl'),
  no: () => import('./locales/no'),
  pl: () => import('./locales/pl'),
  pt: () => import('./locales/pt'),
  'pt-br': () => import('./locales/pt-br'),
  ro: () => import('./locales/ro'),
  ru: () => import('./locales/ru'),
  sk: () => import('./locales/sk'),
  sl: () => import('./locales/sl'),
  sv: () => import('./locales/sv'),
  th: () => import('./locales/th'),
  tl: () => import('./locales/tl'),
  tr: () => import('./locales/tr'),
  uk: () => import('./locales/uk'),
  vi: () => import('./locales/vi'),
  'zh-cn': () => import('./locales/zh-cn'),
  'zh-hk': () => import('./locales/zh-hk'),
  'zh-tw': () => import('./locales/zh-tw'),
} satisfies Record<string, () => Promise<{ default: Catalog }>>;

export type FormLocale = 'en' | keyof typeof LOCALE_MODULES;
/** HubSpot's form locales, English first. */
export const FORM_LOCALES = ['en', ...Object.keys(LOCALE_MODULES)] as FormLocale[];

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
 * Loads a locale's strings once and resolves with the locale to use. A failed load resolves too:
 * English covers it. A failure is not cached, so a later call can retry.
 *
 * @example const locale = await loadFormLocale('de'); createFormMessages(locale).t('next') // 'Weiter'
 */
export async function loadFormLocale(locale?: string): Promise<FormLocale> {
  const resolved = resolveLocale(locale);
  if (catalogs[resolved] || resolved === 'en') return resolved;
  try {
    catalogs[resolved] = (await LOCALE_MODULES[resolved]()).default;
  } catch {
    // The chunk failed: English strings stand in.
  }
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
  const custom: Partial<Record<string, string>> = Object.assign({}, ...Object.keys(translations).filter((k) => resolveLocale(k) === resolved).map((k) => translations[k]));
  return {
    locale: resolved,
    rtl: isRtl(resolved),
    t: (key, vars) => {
      // The locale's catalog looked up at each call: a translator made before it arrived picks it up.
      const text = [custom, catalogs[resolved], en].find((source) => source && Object.hasOwn(source, key))?.[key as MessageKey];
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
