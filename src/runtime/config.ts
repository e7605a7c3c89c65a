import type { ShopConfig } from './contract';
import { parseJson } from './json';

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
  },
  sticky_height: 75,
  rtl: false,
  user: { can_edit_pages: false },
  forms: { base_url: '', region: 'na1', env: 'prod' },
};

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown, fallback: string): string => (typeof v === 'string' ? v : fallback);
const bool = (v: unknown, fallback: boolean): boolean =>
  typeof v === 'boolean' ? v : v === '1' || v === 1 ? true : v === '' || v === '0' || v === 0 ? false : fallback;
const num = (v: unknown, fallback: number): number => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : fallback;
};

/**
 * Turns whatever the server sent into a complete config: unknown keys are ignored, missing or
 * mistyped ones take their defaults. Pure: it never reads the page.
 *
 * @example normalizeConfig({ locale: 'en', sticky_height: '90' }).sticky_height // 90
 */
export function normalizeConfig(raw: unknown): ShopConfig {
  const d = DEFAULT_CONFIG;
  const r = isObject(raw) ? raw : {};
  const cart = isObject(r['cart']) ? r['cart'] : {};
  const user = isObject(r['user']) ? r['user'] : {};
  const forms = isObject(r['forms']) ? r['forms'] : {};
  const i18n: Record<string, string> = {};
  if (isObject(r['i18n'])) {
    for (const [key, value] of Object.entries(r['i18n'])) if (typeof value === 'string') i18n[key] = value;
  }
  return {
    ajaxurl: str(r['ajaxurl'], d.ajaxurl),
    wc_ajax_url: str(r['wc_ajax_url'], d.wc_ajax_url),
    locale: str(r['locale'], d.locale) || d.locale,
    i18n,
    cart: {
      fragment_name: str(cart['fragment_name'], d.cart.fragment_name),
      cart_hash_key: str(cart['cart_hash_key'], d.cart.cart_hash_key),
      cart_url: str(cart['cart_url'], d.cart.cart_url),
      is_cart: bool(cart['is_cart'], d.cart.is_cart),
      style: cart['style'] === 'off-canvas' ? 'off-canvas' : 'dropdown',
    },
    sticky_height: num(r['sticky_height'], d.sticky_height),
    rtl: bool(r['rtl'], d.rtl),
    user: { can_edit_pages: bool(user['can_edit_pages'], d.user.can_edit_pages) },
    forms: {
      base_url: str(forms['base_url'], d.forms.base_url),
      region: str(forms['region'], d.forms.region),
      env: forms['env'] === 'qa' ? 'qa' : 'prod',
    },
  };
}

/**
 * Reads the global config element of a page (or any root). A page without one, or with broken
 * JSON, gets the defaults: the islands still work with WooCommerce's standard URLs.
 */
export function readConfig(root: ParentNode = document): ShopConfig {
  const element = root.querySelector(`#${CONFIG_ELEMENT_ID}`);
  return normalizeConfig(parseJson(element?.textContent, `#${CONFIG_ELEMENT_ID}`));
}
