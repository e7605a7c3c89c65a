/**
 * The page contract shared by the theme (`theme-php/`), the demo store (`demo/`) and the islands.
 * Change it only with all three; both servers' output is tested against it.
 *
 * @example
 * ```html
 * <script type="application/json" id="shop-islands-config">{"locale":"vi"}</script>
 * <div data-island="store-notice" data-hydrate="idle">
 *   <script type="application/json" data-island-props>{"text":"…","noticeId":"a1b2"}</script>
 *   …server markup, the no-JavaScript fallback…
 * </div>
 * ```
 */

// Values that islands need at run time live beside the code that uses them (`CONFIG_ELEMENT_ID`
// in ./config, `storeNoticeCookie` in ../shop/store-notice): islands importing values from this
// module would move the loader's constants into a shared chunk, one more request at start-up.
// Re-exporting them here would do the same the other way round.
/** Attribute naming the island on a mount point. */
export const ISLAND_ATTR = 'data-island';
/** Attribute choosing the hydration strategy on a mount point. */
export const HYDRATE_ATTR = 'data-hydrate';
/** Attribute on the child JSON script that holds a mount point's props. */
export const PROPS_ATTR = 'data-island-props';
/** Alternative: props as JSON in an attribute of the mount point itself. */
export const INLINE_PROPS_ATTR = 'data-props';
/** Set by the loader on every element it has taken charge of: pending, hydrated or error. */
export const STATE_ATTR = 'data-island-state';
/** Event dispatched (bubbling, on the element) when an island fails to load or throws. */
export const ERROR_EVENT = 'shop-islands:error';
/**
 * Id of an optional `<script type="application/json">` holding an array of island names that stay
 * off on the page, since a classic script printed on it does their work (the theme's "keep classic
 * scripts" option, or a script another one needs): `["add-to-cart","mini-cart"]`. The server prints
 * it after its footer scripts, when it knows which ran; the loader, a module script, reads it once
 * the document is parsed.
 */
export const CLASSIC_ISLANDS_ID = 'shop-islands-classic';

/** Strategies a mount point may ask for in `data-hydrate`; `media(<query>)` takes a query. */
export type HydrateStrategyName = 'load' | 'idle' | 'visible' | 'interaction' | 'media';

export interface CartConfig {
  /** sessionStorage key of the cached fragments (WooCommerce's `wc_fragments_<hash>`). */
  fragment_name: string;
  /** sessionStorage key of the cached cart hash (WooCommerce's `wc_cart_hash_<hash>`). */
  cart_hash_key: string;
  cart_url: string;
  is_cart: boolean;
  style: 'dropdown' | 'off-canvas';
  /** On the cart page, a quantity change updates the cart by itself, without the update button. */
  auto_update: boolean;
  /** WooCommerce's "redirect to the cart page after successful addition": an add then opens the cart. */
  redirect_after_add: boolean;
}

/** WooCommerce's `wc_password_strength_meter_params`, for the password meter. */
export interface PasswordConfig {
  /** The lowest zxcvbn score (0–4) a new password may have: WooCommerce's `woocommerce_min_password_strength`, 3. */
  min_strength: number;
  /** Whether a weak account password also blocks the checkout (off: a sale is not lost to it). */
  stop_checkout: boolean;
}

export interface FormsConfig {
  base_url: string;
  region: string;
  env: 'prod' | 'qa';
}

/** The header's live product search (the ajax-search island). */
export interface SearchConfig {
  /** Flatsome's option: say "No results" when nothing matches (otherwise the list just stays closed). */
  no_results: boolean;
}

/** The product gallery (the gallery island). */
export interface GalleryConfig {
  /**
   * WooCommerce's gallery zoom (theme support `wc-product-gallery-zoom`): a mouse over a slide
   * shows its large image, following the pointer. On by default, as WooCommerce has it for the
   * themes that declare it.
   */
  zoom: boolean;
}

/** The product review form (the review-rating island). */
export interface ReviewsConfig {
  /** WooCommerce's "star ratings should be required": a review without one is refused in the page. */
  rating_required: boolean;
}

/** The global config, after defaults are applied. */
export interface ShopConfig {
  /** admin-ajax URL, for the theme's `action=` requests. */
  ajaxurl: string;
  /** WooCommerce's endpoint pattern, `/?wc-ajax=%%endpoint%%`. */
  wc_ajax_url: string;
  locale: string;
  /** String overrides for the i18n catalogs, by key. */
  i18n: Record<string, string>;
  cart: CartConfig;
  sticky_height: number;
  rtl: boolean;
  user: { can_edit_pages: boolean };
  forms: FormsConfig;
  /** The shop's name: its words are among those a password may not lean on. */
  site_name: string;
  password: PasswordConfig;
  search: SearchConfig;
  gallery: GalleryConfig;
  reviews: ReviewsConfig;
}

/** Props of the `store-notice` island. */
export interface StoreNoticeProps {
  /** The notice text, plain text. */
  text: string;
  /** WooCommerce's notice id: the dismissal cookie is `store_notice<noticeId>`. */
  noticeId: string;
}

/**
 * Props of the `form-embed` island: the embed options of HubSpot's snippet that JSON can carry
 * (`portalId`, `formId`, `region`, `env`, `formsBaseUrl`, …), and another reCAPTCHA-compatible
 * script than Google's. Read with `readFormEmbedProps` (src/forms/embed/props.ts).
 */
export interface FormEmbedProps {
  portalId: string;
  formId: string;
  region?: string;
  env?: 'prod' | 'qa';
  /** The forms host (the theme's customizer option, the demo store's own address). */
  formsBaseUrl?: string;
  captchaScriptUrl?: string;
  [option: string]: unknown;
}

/** Islands with a mount point, and the props each one reads. */
export interface IslandPropsMap {
  'store-notice': StoreNoticeProps;
  'form-embed': FormEmbedProps;
}
