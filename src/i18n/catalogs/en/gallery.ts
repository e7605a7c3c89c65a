import type { Translation } from '../../catalog';
import type { strings } from '../gallery';

export default {
  'gallery.label': 'Product images',
  'gallery.carousel': 'carousel',
  'gallery.slide': 'slide',
  'gallery.image': 'Image {index}',
  'gallery.open': 'View larger image',
  'lightbox.counter': '{index} of {total}',
} satisfies Translation<typeof strings>;
