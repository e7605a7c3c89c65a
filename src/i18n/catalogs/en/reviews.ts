import type { Translation } from '../../catalog';
import type { strings } from '../reviews';

export default {
  'reviews.star': '{n} out of 5 stars: {label}',
  'reviews.ratingRequired': 'Please select a rating.',
} satisfies Translation<typeof strings>;
