import type { Catalog } from './catalog';
import type { addToCart } from './catalogs/add-to-cart';
import type { carousel } from './catalogs/carousel';
import type { cart } from './catalogs/cart';
import type { common } from './catalogs/common';
import type { edit } from './catalogs/edit';
import type { forms } from './catalogs/forms';
import type { gallery } from './catalogs/gallery';
import type { growl } from './catalogs/growl';
import type { lightbox } from './catalogs/lightbox';
import type { password } from './catalogs/password';
import type { quantity } from './catalogs/quantity';
import type { quickView } from './catalogs/quick-view';
import type { reviews } from './catalogs/reviews';
import type { search } from './catalogs/search';
import type { storeNotice } from './catalogs/store-notice';
import type { video } from './catalogs/video';
import type { variations } from './catalogs/variations';

export type { Catalog, Translation } from './catalog';

/** The keys of each catalog in a union (distributed: `keyof` of a union would keep only shared keys). */
type KeysOf<C> = C extends Catalog ? keyof C['vi'] & string : never;
/** Every key of every catalog (type-only imports: naming a catalog here bundles none of it). */
export type MessageKey = KeysOf<
  | typeof addToCart
  | typeof carousel
  | typeof cart
  | typeof common
  | typeof edit
  | typeof forms
  | typeof gallery
  | typeof growl
  | typeof lightbox
  | typeof password
  | typeof quantity
  | typeof quickView
  | typeof reviews
  | typeof search
  | typeof storeNotice
  | typeof video
  | typeof variations
>;
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

const DEFAULT_LANGUAGE = 'vi';
/**
 * Strings by language, then by key: what the registered catalogs have brought so far. Objects
 * without a prototype, so that no language or key ever reads an inherited name (`toString`).
 */
const strings: Record<string, Record<string, string>> = Object.create(null);
/** One load per catalog and language, shared by every island that asks for it. */
const loads = new Map<() => Promise<unknown>, Promise<void>>();
// Module-wide, so pages that create several translators still warn once per missing string.
const warned = new Set<string>();

const language = (locale: string): string => locale.toLowerCase().split(/[-_]/)[0] ?? '';
const merge = (lang: string, entries: Readonly<Record<string, string>>): void => {
  Object.assign((strings[lang] ??= Object.create(null) as Record<string, string>), entries);
};

/**
 * Makes catalogs' strings available in a locale's language: the Vietnamese ones at once, another
 * language's from its on-demand chunk, loaded once. A language no catalog has resolves at once (it
 * falls back to Vietnamese), and so does a chunk that fails to load: the page reads Vietnamese
 * rather than breaking, and the next call tries the chunk again.
 *
 * @example await loadCatalogs('en_US', [quantity]); createI18n({ locale: 'en_US' }).t('quantity.label') // 'Quantity'
 */
export async function loadCatalogs(locale: string, catalogs: readonly Catalog[]): Promise<void> {
  const lang = language(locale);
  await Promise.all(
    catalogs.map((catalog) => {
      merge(DEFAULT_LANGUAGE, catalog.vi);
      const load = Object.hasOwn(catalog.load, lang) ? catalog.load[lang] : undefined;
      if (!load) return undefined;
      let pending = loads.get(load);
      if (!pending) {
        pending = load().then(
          (module) => merge(lang, module.default),
          (error: unknown) => {
            loads.delete(load);
            console.warn(`[shop-islands] could not load the ${lang} strings; showing Vietnamese`, error);
          },
        );
        loads.set(load, pending);
      }
      return pending;
    }),
  );
}

/**
 * Fills `{name}` placeholders; unknown ones stay visible, which is easier to spot than a blank.
 *
 * @example interpolate('Đã thêm {name}', { name: 'Áo' }) // 'Đã thêm Áo'
 */
export const interpolate = (text: string, vars?: Vars): string =>
  vars ? text.replace(/\{(\w+)\}/g, (match, name: string) => (Object.hasOwn(vars, name) ? String(vars[name]) : match)) : text;

/**
 * A translator: server overrides, then the locale's language, then Vietnamese, among the strings
 * of the catalogs loaded so far (`loadCatalogs`).
 *
 * @example
 * const { t } = createI18n({ locale: 'en_US', overrides: { 'cart.viewCart': 'See cart' } });
 * t('cart.added', { name: 'Áo thun' }) // '“Áo thun” has been added to your cart.'
 */
export function createI18n({ locale = DEFAULT_LANGUAGE, overrides = {} }: I18nOptions = {}): I18n {
  const lang = language(locale);
  const lookup = (key: string): string | undefined =>
    Object.hasOwn(overrides, key) ? overrides[key] : strings[lang]?.[key] ?? strings[DEFAULT_LANGUAGE]?.[key];

  return {
    locale,
    t(key, vars) {
      const text = lookup(key);
      if (text !== undefined) return interpolate(text, vars);
      const id = `${locale}.${key}`;
      // A developer's slip, visible on the page as the marker below; production stays quiet.
      if (process.env.NODE_ENV !== 'production' && !warned.has(id)) {
        warned.add(id);
        console.warn(`[shop-islands] missing translation: ${id}`);
      }
      return `[Missing Translation: ${id}]`;
    },
    has: (key) => lookup(key) !== undefined,
  };
}
