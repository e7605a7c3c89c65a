import type { Translation } from '../../catalog';
import type { strings } from '../cart';

export default {
  'cart.title': 'Cart',
  'cart.close': 'Close cart',
  'cart.count': 'Items in cart: {count}',
  'cart.updated': 'Cart updated.',
  'cart.failed': 'The cart could not be updated. Please try again.',
} satisfies Translation<typeof strings>;
