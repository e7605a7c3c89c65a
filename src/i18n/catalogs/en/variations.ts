import type { Translation } from '../../catalog';
import type { strings } from '../variations';

export default {
  'variations.noMatch': 'Sorry, no products matched your selection. Please choose a different combination.',
  'variations.makeSelection': 'Please select some product options before adding this product to your cart.',
  'variations.unavailable': 'Sorry, this product is unavailable. Please choose a different combination.',
  'variations.failed': 'The details of this choice could not be loaded. You can still add the product to your cart.',
} satisfies Translation<typeof strings>;
