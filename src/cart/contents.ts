/**
 * The structured cart for the islands (issue 7): the demo store will send it as ONE extra fragment
 * carrying JSON, beside WooCommerce's HTML fragments. Its selector and wire format are the backend's
 * to define; these types say what the store will hold once a strict reader for that fragment (in
 * this folder, beside `./responses`) fills `$cart`'s `contents`. Until then `contents` stays
 * `undefined` and islands read the fragments' markup.
 */

/** One cart line. */
export interface CartItem {
  /** WooCommerce's cart item key (`data-cart_item_key`), which `remove_from_cart` takes. */
  key: string;
  product_id: number;
  name: string;
  quantity: number;
  /** The line's price, as WooCommerce formats it (HTML: amount and currency symbol). */
  price_html: string;
  /** Thumbnail image URL. */
  thumbnail: string;
  permalink: string;
  /** The no-JavaScript remove link (`/cart/?remove_item=…&_wpnonce=…`), followed when ajax fails. */
  remove_url: string;
}

export interface CartContents {
  items: CartItem[];
  /** The subtotal, formatted (HTML). */
  subtotal: string;
  /** Items in the cart, quantities summed. */
  count: number;
}
