import type { Translation } from '../../catalog';
import type { strings } from '../carousel';

export default {
  'carousel.label': 'Carousel',
  'carousel.slide': '{index} of {total}',
  'carousel.prev': 'Previous slide',
  'carousel.next': 'Next slide',
  'carousel.goTo': 'Go to slide {index}',
  'carousel.pause': 'Pause automatic slide show',
  'carousel.play': 'Start automatic slide show',
} satisfies Translation<typeof strings>;
