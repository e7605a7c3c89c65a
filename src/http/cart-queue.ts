import { createQueue, fetchTransport } from './queue';

/**
 * The page's one queue for WooCommerce's cart endpoints: the fragment refresh, add to cart and
 * remove all wait their turn here, so they reach the server in the order they were made and each
 * answer's `cart_hash` supersedes the one before. Every island imports this module, and the build
 * puts it in a shared chunk, so a page has exactly one.
 *
 * @example readAddToCart(await wcAjax(cartQueue, $config.get(), 'add_to_cart', { product_id: 11, quantity: 1 }))
 */
export const cartQueue = createQueue({ transport: fetchTransport });
