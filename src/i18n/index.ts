import { vi, type Catalog, type MessageKey } from './catalogs/vi';

export type { Catalog, MessageKey };
export type Vars = Record<string, string | number>;

export interface I18nOptions {
  /** WordPress or BCP 47 style: `vi`, `en_US`, `en-GB`… */
  locale?: string;
  /** Strings from the server config (`i18n`), already in the page's language; they win. */
  overrides?: Record<string, string>;
}

export interface I18n {
  readonly locale: string;
  /** The string for `key`, with `{placeholders}` filled from `vars`. */
  t(key: MessageKey, vars?: Vars): string;
  has(key: string): boolean;
}

const DEFAULT_LOCALE = 'vi';
// Vietnamese ships with the runtime; other languages load on demand (`loadLocale`), so a
// Vietnamese page never downloads English strings.
const catalogs: Record<string, Catalog> = { vi };
const loaders: Record<string, () => Promise<Catalog>> = {
  en: () => import('./catalogs/en').then((module) => module.en),
};
const language = (locale: string): string => locale.toLowerCase().split(/[-_]/)[0] ?? '';

/**
 * Loads the catalog of a locale's language, once; unknown languages resolve at once (they fall
 * back to Vietnamese). Islands await it before their first render.
 *
 * @example await loadLocale('en_US'); createI18n({ locale: 'en_US' }).t('cart.viewCart') // 'View cart'
 */
export async function loadLocale(locale: string): Promise<void> {
  const lang = language(locale);
  const load = loaders[lang];
  if (!catalogs[lang] && load) catalogs[lang] = await load();
}
// Module-wide, so pages that create several translators still warn once per missing string.
const warned = new Set<string>();

/** The catalog for a locale: by language (`en_US` → `en`), else the default (Vietnamese). */
export const catalogFor = (locale: string): Catalog => catalogs[language(locale)] ?? vi;

/**
 * Fills `{name}` placeholders; unknown ones stay visible, which is easier to spot than a blank.
 *
 * @example interpolate('Đã thêm {name}', { name: 'Áo' }) // 'Đã thêm Áo'
 */
export const interpolate = (text: string, vars?: Vars): string =>
  vars ? text.replace(/\{(\w+)\}/g, (match, name: string) => (Object.hasOwn(vars, name) ? String(vars[name]) : match)) : text;

/**
 * A translator: server overrides, then the locale's catalog, then the default catalog.
 *
 * @example
 * const { t } = createI18n({ locale: 'en_US', overrides: { 'cart.viewCart': 'See cart' } });
 * t('cart.added', { name: 'Áo thun' }) // 'Added Áo thun to your cart.'
 */
export function createI18n({ locale = DEFAULT_LOCALE, overrides = {} }: I18nOptions = {}): I18n {
  const catalog = catalogFor(locale);
  const lookup = (key: string): string | undefined =>
    Object.hasOwn(overrides, key) ? overrides[key] : (catalog as Record<string, string>)[key] ?? (vi as Record<string, string>)[key];

  return {
    locale,
    t(key, vars) {
      const text = lookup(key);
      if (text !== undefined) return interpolate(text, vars);
      const id = `${locale}.${key}`;
      if (!warned.has(id)) {
        warned.add(id);
        console.warn(`[shop-islands] missing translation: ${id}`);
      }
      return `[Missing Translation: ${id}]`;
    },
    has: (key) => lookup(key) !== undefined,
  };
}
