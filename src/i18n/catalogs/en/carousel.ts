import type { Translation } from '../../catalog';
import type { strings } from '../carousel';

export default {
  'carousel.prev': 'Previous slide',
  'carousel.next': 'Next slide',
  'carousel.goTo': 'Go to slide {index}',
} satisfies Translation<typeof strings>;
