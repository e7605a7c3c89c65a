import type { ShopConfig } from './contract';
import { isRecord } from '../types/guards';

/** Id of the one JSON script element that carries the global config. */
export const CONFIG_ELEMENT_ID = 'shop-islands-config';

/** Defaults for every key a page may leave out. */
export const DEFAULT_CONFIG: ShopConfig = {
  ajaxurl: '/wp-admin/admin-ajax.php',
  wc_ajax_url: '/?wc-ajax=%%endpoint%%',
  locale: 'vi',
  i18n: {},
  cart: {
    fragment_name: 'wc_fragments',
    cart_hash_key: 'wc_cart_hash',
    cart_url: '/cart/',
    is_cart: false,
    style: 'dropdown',
    auto_update: false,
    redirect_after_add: false,
  },
  sticky_height: 75,
  rtl: false,
  user: { can_edit_pages: false },
  forms: { base_url: '', region: 'na1', env: 'prod' },
  site_name: '',
  password: { min_strength: 3, stop_checkout: false },
  // Off, as in the autocomplete script Flatsome uses; the demo store turns it on.
  search: { no_results: false },
  // On, as WooCommerce's zoom is for a theme that declares it (the theme's customizer can turn it off).
  gallery: { zoom: true },
  // WooCommerce's default: a review needs its stars.
  reviews: { rating_required: true },
};

type Json = Record<string, unknown>;
/** Keys whose string value must be one of a few; any other value takes the default. */
const CHOICES: Record<string, readonly string[] | undefined> = { style: ['dropdown', 'off-canvas'], env: ['prod', 'qa'] };

/**
 * Gives `value` the shape of `fallback`, its default: a string stays a non-empty string (one of
 * `CHOICES[key]` where listed); booleans also read WordPress's `'1'`/`''` and `1`/`0`; numbers also
 * read numeric strings; an object is conformed key by key, unknown keys dropped, except an empty
 * default (`i18n`), which keeps every string value under any key. Driven by `DEFAULT_CONFIG`, so
 * a new config key needs a default and nothing else.
 */
function conform(value: unknown, fallback: unknown, key: string): unknown {
  if (typeof fallback === 'string') {
    const choices = CHOICES[key];
    return typeof value === 'string' && value !== '' && (!choices || choices.includes(value)) ? value : fallback;
  }
  if (typeof fallback === 'boolean') {
    return typeof value === 'boolean' ? value : value === '1' || value === 1 ? true : value === '' || value === '0' || value === 0 ? false : fallback;
  }
  if (typeof fallback === 'number') {
    const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    return typeof n === 'number' && Number.isFinite(n) ? n : fallback;
  }
  const source = (isRecord(value) ? value : {}) as Json;
  const defaults = fallback as Json;
  const keys = Object.keys(defaults);
  return Object.fromEntries(
    keys.length
      ? keys.map((name) => [name, conform(source[name], defaults[name], name)])
      : Object.entries(source).filter((entry) => typeof entry[1] === 'string'),
  );
}

/**
 * Turns whatever the server sent into a complete config: unknown keys are ignored, missing or
 * mistyped ones take their defaults. Pure: it never reads the page.
 *
 * @example normalizeConfig({ locale: 'en', sticky_height: '90' }).sticky_height // 90
 */
export const normalizeConfig = (raw: unknown): ShopConfig => conform(raw, DEFAULT_CONFIG, '') as ShopConfig;

/**
 * Reads the global config element of a page (or any root). A page without one, or with broken
 * JSON, gets the defaults: the islands still work with WooCommerce's standard URLs.
 */
export function readConfig(root: ParentNode = document): ShopConfig {
  const selector = `#${CONFIG_ELEMENT_ID}`;
  const text = root.querySelector(selector)?.textContent;
  let raw: unknown;
  try {
    raw = text?.trim() ? JSON.parse(text) : undefined;
  } catch (error) {
    console.error(`[shop-islands] ${selector} is not valid JSON; using defaults.`, error);
  }
  return normalizeConfig(raw);
}
