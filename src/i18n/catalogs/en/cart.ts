import type { Translation } from '../../catalog';
import type { strings } from '../cart';

export default {
  'cart.title': 'Cart',
  'cart.viewCart': 'View cart',
  'cart.open': 'Open cart',
  'cart.close': 'Close cart',
  'cart.empty': 'No products in the cart.',
  'cart.count': 'Items in cart: {count}',
  'cart.remove': 'Remove {name} from cart',
  'cart.adding': 'Adding {name} to your cart...',
  'cart.added': 'Added {name} to your cart.',
  'cart.removed': 'Removed {name} from your cart.',
  'cart.itemRemoved': 'Item removed from your cart.',
  'cart.updated': 'Cart updated.',
  'cart.failed': 'The cart could not be updated. Please try again.',
  'product.addToCart': 'Add to cart',
  'product.selectOptions': 'Select options',
} satisfies Translation<typeof strings>;
