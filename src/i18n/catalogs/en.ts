import type { Catalog } from './vi';

/**
 * English. `satisfies Catalog` makes TypeScript reject a missing key and an extra one.
 *
 * @example import { en } from './catalogs/en'; en['cart.viewCart'] // 'View cart'
 */
export const en = {
  'common.close': 'Close',
  'common.loading': 'Loading...',
  'common.pleaseWait': 'Please wait...',

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

  'storeNotice.label': 'Store notice',
  'storeNotice.dismiss': 'Dismiss',

  'quantity.label': 'Quantity',
  'quantity.labelOf': '{name} quantity',
  'quantity.decrease': 'Decrease quantity',
  'quantity.decreaseOf': 'Decrease quantity of {name}',
  'quantity.increase': 'Increase quantity',
  'quantity.increaseOf': 'Increase quantity of {name}',

  'password.strength': 'Password strength',
  'password.strength.0': 'Very weak',
  'password.strength.1': 'Weak',
  'password.strength.2': 'Weak',
  'password.strength.3': 'Medium',
  'password.strength.4': 'Strong',
  'password.strength.5': 'Mismatch',
  'password.hint':
    'Hint: the password should be at least 12 characters long. To make it stronger, use upper and lower case letters, digits and special characters like ! " ? $ % ^ & ).',
  'password.tooWeak': 'Please enter a stronger password.',
  'password.show': 'Show password',
  'password.hide': 'Hide password',

  'search.label': 'Search',
  'search.placeholder': 'Search…',
  'search.submit': 'Search',
  'search.category': 'Category',
  'search.allCategories': 'All',
  'search.suggestions': 'Search suggestions',
  'search.searching': 'Searching...',
  'search.results': '{count} results',
  'search.noResults': 'No results',
  'search.minChars': 'Type at least {min} characters to search',

  'quickView.open': 'Quick view',
  'quickView.openOf': 'Quick view of {name}',
  'quickView.failed': 'The product could not be loaded.',

  'lightbox.close': 'Close (Esc)',
  'lightbox.loading': 'Loading...',
  'lightbox.prev': 'Previous (Left arrow key)',
  'lightbox.next': 'Next (Right arrow key)',
  'lightbox.counter': '{index} of {total}',
  'lightbox.imageFailed': 'The image #{index} could not be loaded.',
  'lightbox.imageFailedGeneric': 'The image could not be loaded',
  'lightbox.contentFailed': 'The content could not be loaded',

  'zoom.loading': 'Loading image',
  'zoom.failed': 'The image could not be loaded',

  'gallery.image': 'Image {index}',
  'gallery.open': 'View larger image',

  'carousel.prev': 'Previous slide',
  'carousel.next': 'Next slide',
  'carousel.goTo': 'Go to slide {index}',

  'edit.builder': 'Edit with the page builder',
  'edit.backend': 'Edit in the backend editor',
} satisfies Catalog;
