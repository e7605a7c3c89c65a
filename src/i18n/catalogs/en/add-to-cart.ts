import type { Translation } from '../../catalog';
import type { strings } from '../add-to-cart';

export default {
  'cart.viewCart': 'View cart',
  'cart.added': '“{name}” has been added to your cart.',
  'cart.addedItem': 'Item added to your cart.',
  'cart.addFailed': 'This could not be added to your cart. Please try again.',
} satisfies Translation<typeof strings>;
