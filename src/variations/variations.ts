/**
 * A variable product's variations, as WooCommerce's `add-to-cart-variation.js` reads them: the
 * `data-product_variations` of `form.variations_form` (or one `get_variation` answer), matched
 * against the shopper's choices. No DOM: the island hands in values and applies what comes out.
 */
import { isVariation } from './answer';

/** A variation's picture: the fields of `WC_Product::get_image_data()` that the page uses. */
export interface VariationImage {
  title?: string;
  caption?: string;
  url?: string;
  alt?: string;
  src?: string;
  srcset?: string | false;
  sizes?: string | false;
  full_src?: string;
  full_src_w?: number | string;
  full_src_h?: number | string;
  gallery_thumbnail_src?: string;
  thumb_src?: string;
  src_w?: number | string;
  src_h?: number | string;
}

/**
 * One element of `data-product_variations` (`WC_Product_Variable::get_available_variation`), and
 * what `?wc-ajax=get_variation` answers. Only `attributes` and `variation_id` are relied on;
 * `image_src` and `image_link` are the older names Flatsome's scripts read.
 */
export interface Variation {
  /** `attribute_<name>` → value; an empty value is WooCommerce's "any". */
  attributes: Record<string, string>;
  variation_id: number;
  variation_is_active?: boolean;
  variation_is_visible?: boolean;
  is_purchasable?: boolean;
  is_in_stock?: boolean;
  is_sold_individually?: string;
  /** HTML, by WooCommerce's contract (its template prints them unescaped). */
  price_html?: string;
  availability_html?: string;
  variation_description?: string;
  sku?: string;
  weight?: string;
  weight_html?: string;
  dimensions?: unknown;
  dimensions_html?: string;
  min_qty?: number | string;
  max_qty?: number | string;
  image?: VariationImage;
  image_id?: number | string;
  image_src?: string;
  image_link?: string;
  [field: string]: unknown;
}

/**
 * Reads `data-product_variations`: the list, or `false` when the server left it out
 * (WooCommerce does for products with more variations than `woocommerce_ajax_variation_threshold`)
 * and the form must ask `get_variation`. A missing or unreadable attribute also gives `false`:
 * the server can still answer, where a guess could not. Malformed entries are dropped.
 *
 * @example parseVariations('false') // false
 * @example parseVariations('[{"attributes":{"attribute_pa_size":"m"},"variation_id":40}]') // [{…}]
 */
export function parseVariations(text: string | null): Variation[] | false {
  if (text === null) return false;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return false;
  }
  return Array.isArray(value) ? value.filter(isVariation) : false;
}

/** The choices of a form's attribute fields, as `getChosenAttributes` counts them. */
export interface ChosenAttributes {
  count: number;
  chosenCount: number;
  /** `attribute_<name>` → the chosen value, `''` for none. */
  data: Record<string, string>;
}

/**
 * Counts the choices. `fields` are the attribute selects' names (`data-attribute_name`, else
 * `name`) and values, in the form's order.
 *
 * @example chosenAttributes([['attribute_pa_size', 'm'], ['attribute_pa_colour', '']]) // { count: 2, chosenCount: 1, data: {…} }
 */
export function chosenAttributes(fields: Iterable<readonly [name: string, value: string]>): ChosenAttributes {
  const data: Record<string, string> = {};
  let count = 0;
  let chosenCount = 0;
  for (const [name, value] of fields) {
    count++;
    if (value.length > 0) chosenCount++;
    data[name] = value;
  }
  return { count, chosenCount, data };
}

/**
 * WooCommerce's `isMatch`: every attribute the variation sets agrees with the choice, where an
 * empty value on either side (the variation's "any", or nothing chosen yet) agrees with anything.
 */
export function isMatch(variationAttributes: Readonly<Record<string, string>>, chosen: Readonly<Record<string, string>>): boolean {
  for (const [name, wanted] of Object.entries(variationAttributes)) {
    const value = Object.hasOwn(chosen, name) ? chosen[name] : undefined;
    if (wanted !== undefined && value !== undefined && wanted.length !== 0 && value.length !== 0 && wanted !== value) return false;
  }
  return true;
}

/** The variations a choice still allows, in the server's order (the first one wins a full choice). */
export const findMatchingVariations = (variations: readonly Variation[], chosen: Readonly<Record<string, string>>): Variation[] =>
  variations.filter((variation) => isMatch(variation.attributes, chosen));

/** How one attribute's select looks once the other choices are made. */
export interface SelectOptions {
  /** Per option value (the placeholder aside): some variation the other choices allow has it (or "any"), so it stays. */
  keep: boolean[];
  /** Per option value: it stays, but none of those variations is active (`variation_is_active`). */
  disabled: boolean[];
  /** The placeholder ("Choose an option") stays: unless a valid choice is made and the shop hides it (`show_option_none` not `yes`). */
  placeholder: boolean;
  /** The select's value afterwards: the choice, or `''` when the other choices made it impossible. */
  value: string;
}

/**
 * WooCommerce's `onUpdateAttributes` for one select: which of its option `values` the choices in
 * the *other* selects leave, which of those can be chosen, and whether its own choice still can.
 * `decode` turns a variation's value into the text an option holds (WooCommerce decodes HTML
 * entities with the DOM; the island passes that in).
 *
 * @example selectOptions(variations, { attribute_size: 'l', attribute_colour: 'do' }, 'attribute_colour', ['den', 'do'], 'do', 'yes')
 */
export function selectOptions(
  variations: readonly Variation[],
  chosen: Readonly<Record<string, string>>,
  attributeName: string,
  values: readonly string[],
  selected: string,
  showOptionNone: string,
  decode: (value: string) => string = (value) => value,
): SelectOptions {
  const keep = values.map(() => false);
  const enabled = values.map(() => false);
  for (const variation of findMatchingVariations(variations, { ...chosen, [attributeName]: '' })) {
    if (!Object.hasOwn(variation.attributes, attributeName)) continue;
    const value = variation.attributes[attributeName];
    // "Any" offers every option; a value offers its own.
    const index = value ? values.indexOf(decode(value)) : -1;
    values.forEach((_, i) => {
      if (value && i !== index) return;
      keep[i] = true;
      enabled[i] ||= variation.variation_is_active === true;
    });
  }
  const index = values.indexOf(selected);
  const valid = !selected || (index >= 0 && keep[index]! && enabled[index]!);
  return {
    keep,
    disabled: keep.map((kept, i) => kept && !enabled[i]),
    placeholder: !(selected && valid && showOptionNone === 'no'),
    value: valid ? selected : '',
  };
}

/** Whether a found variation can be added to the cart (else the button says it is unavailable). */
export const isPurchasable = (variation: Variation): boolean =>
  variation.is_purchasable !== false && variation.is_in_stock !== false && variation.variation_is_visible !== false;
