import { reviews as catalog } from '../../src/i18n/catalogs/reviews';
import { reactIsland } from '../react-island';
import { readRating, ReviewRating } from './ReviewRating';

export default reactIsland(ReviewRating, [catalog], readRating);
