/**
 * What an add to cart sends: the fields of `POST /?wc-ajax=add_to_cart`, read from a loop button's
 * data attributes or from a single-product form. No DOM beyond the values handed in, so the rules
 * are tested on their own.
 */
import type { AjaxFields } from '../http/wc-ajax';

/**
 * Data attributes the island runtime itself puts on the elements it enhances (`data-island-state`
 * → `islandState`). They are not the shop's, and WooCommerce must not receive them.
 */
const RUNTIME_KEYS: readonly string[] = ['islandState', 'hydrate'];

/**
 * A loop button's payload: every data attribute, as WooCommerce's add-to-cart script sends it
 * (`product_id`, `quantity`, `product_sku`, and whatever plugins add), minus the runtime's own.
 * `undefined` when there is no product id: the link then works as a plain link.
 *
 * @example buttonFields({ product_id: '11', quantity: '1', islandState: 'hydrated' }) // { product_id: '11', quantity: '1' }
 */
export function buttonFields(dataset: DOMStringMap): AjaxFields | undefined {
  if (!dataset['product_id']) return undefined;
  const fields: AjaxFields = {};
  for (const [key, value] of Object.entries(dataset)) {
    if (value !== undefined && !RUNTIME_KEYS.includes(key)) fields[key] = value;
  }
  return fields;
}

const isId = (value: string | undefined): value is string => value !== undefined && /^[1-9]\d*$/.test(value.trim());

/**
 * A single-product form's payload, or `undefined` when only the form's own submit can do the job:
 * - a file field (product add-ons): `add_to_cart` takes no upload;
 * - a grouped product (`quantity[<id>]` fields): one request cannot add several products;
 * - a variable product whose `variation_id` is not set yet: the server resolves the variation
 *   from the chosen attributes on a normal submit, and says what is missing;
 * - no product id at all.
 * A variation travels as `product_id` (WooCommerce's ajax handler reads nothing else), with
 * `variation_id` and the `attribute_*` choices beside it for servers that read them. The
 * `add-to-cart` field is left out: WooCommerce acts on it on every request, ajax ones included,
 * and would add the product a second time.
 *
 * @example formFields([['quantity', '2'], ['add-to-cart', '11']]) // { quantity: '2', product_id: '11' }
 */
export function formFields(entries: Iterable<[string, FormDataEntryValue]>): AjaxFields | undefined {
  const fields: AjaxFields = {};
  let product: string | undefined;
  for (const [name, value] of entries) {
    if (typeof value !== 'string' || name.includes('[')) return undefined;
    if (name === 'add-to-cart') product = value;
    else fields[name] = value;
  }
  const variation = fields['variation_id'];
  const id = variation ?? product ?? fields['product_id'];
  if (!isId(id === undefined ? undefined : String(id))) return undefined;
  fields['product_id'] = String(id).trim();
  return fields;
}
