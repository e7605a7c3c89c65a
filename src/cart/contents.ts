/**
 * The structured cart, the one contract between the servers (the demo store, the theme) and the
 * cart islands: the selectors of the fragments the wc-ajax answers carry (each one an element
 * every page renders), and the cart as JSON in `<script type="application/json"
 * id="shop-islands-cart">`, beside WooCommerce's own markup. `$cart` keeps a `contents` slot for
 * it; `cartDataIn` reads it strictly.
 *
 * @example
 * const el = document.querySelector(CART_FRAGMENTS.data);
 * const cart = JSON.parse(el?.textContent ?? 'null') as CartData | null;
 */
import { isRecord } from '../types/guards';

/** Id of the script element that carries CartData. */
export const CART_DATA_ID = 'shop-islands-cart';

/** The fragments of every `add_to_cart`, `remove_from_cart` and `get_refreshed_fragments` answer. */
export const CART_FRAGMENTS = {
  /** WooCommerce's mini-cart widget content (`cart/mini-cart.php`). */
  miniCart: 'div.widget_shopping_cart_content',
  /** The header's item count, under Flatsome's selector: `<span class="cart-icon image-icon">`. */
  count: '.header .cart-icon',
  /** The header's subtotal, under Flatsome's selector: `<span class="cart-price">`. */
  price: '.cart-price',
  /** The structured cart (CartData) as JSON, escaped for a script element. */
  data: `script#${CART_DATA_ID}`,
} as const;

/** One cart line. Amounts are whole đồng (VND has no minor unit). */
export interface CartDataItem {
  /** WooCommerce's cart item key: what `remove_from_cart` takes as `cart_item_key`. */
  key: string;
  /** The product, a variation's parent: the `data-product_id` of WooCommerce's markup. */
  product_id: number;
  /** The variation bought; 0 for none. */
  variation_id: number;
  sku: string;
  name: string;
  /** A variation's chosen attributes, labelled, in the product's order; empty otherwise. */
  attributes: Array<{ label: string; value: string }>;
  quantity: number;
  /** The most this line may hold: its stock, or 1 when sold individually; null for no limit. */
  max_quantity: number | null;
  /** Unit price. */
  price: number;
  /** Unit price as WooCommerce's `wc_price()` markup. */
  price_html: string;
  /** Line subtotal (price × quantity) as `wc_price()` markup. */
  subtotal_html: string;
  /** URL of the product's thumbnail image. */
  thumbnail: string;
  /** The product page, with a variation's attributes in the query. */
  permalink: string;
  /** The no-JS remove link, with its nonce: `/cart/?remove_item=KEY&_wpnonce=…`. */
  remove_url: string;
}

export interface CartData {
  items: CartDataItem[];
  /** Sum of the quantities: the header's count. */
  count: number;
  subtotal: number;
  subtotal_html: string;
  /** `woocommerce_cart_hash` of this cart; "" when it is empty. */
  cart_hash: string;
}

/** The type of each scalar field of a line; anything else makes the whole cart unreadable. */
const ITEM_FIELDS: Readonly<Record<string, 'string' | 'number'>> = {
  key: 'string',
  product_id: 'number',
  variation_id: 'number',
  sku: 'string',
  name: 'string',
  quantity: 'number',
  price: 'number',
  price_html: 'string',
  subtotal_html: 'string',
  thumbnail: 'string',
  permalink: 'string',
  remove_url: 'string',
};


const isItem = (item: unknown): item is CartDataItem =>
  isRecord(item) &&
  Object.entries(ITEM_FIELDS).every(([name, type]) => typeof item[name] === type) &&
  (item['max_quantity'] === null || typeof item['max_quantity'] === 'number') &&
  Array.isArray(item['attributes']) &&
  item['attributes'].every((a: unknown) => isRecord(a) && typeof a['label'] === 'string' && typeof a['value'] === 'string');

/**
 * Reads CartData strictly: every field of the contract with its type, or `undefined`, so a broken
 * server never shows a half-read cart.
 *
 * @example readCartData({ items: [], count: 0, subtotal: 0, subtotal_html: '', cart_hash: '' })?.count // 0
 */
export function readCartData(value: unknown): CartData | undefined {
  if (!isRecord(value) || !Array.isArray(value['items']) || !value['items'].every(isItem)) return undefined;
  const { count, subtotal, subtotal_html, cart_hash } = value;
  return typeof count === 'number' && typeof subtotal === 'number' && typeof subtotal_html === 'string' && typeof cart_hash === 'string'
    ? (value as unknown as CartData)
    : undefined;
}

/**
 * The CartData of a page or of a parsed fragment: its `script#shop-islands-cart`, read strictly;
 * `undefined` where there is none (WooCommerce's own pages) or it does not read.
 *
 * @example cartDataIn(document)?.items.length
 */
export function cartDataIn(root: ParentNode): CartData | undefined {
  const text = root.querySelector(CART_FRAGMENTS.data)?.textContent;
  try {
    return text ? readCartData(JSON.parse(text)) : undefined;
  } catch {
    return undefined;
  }
}
