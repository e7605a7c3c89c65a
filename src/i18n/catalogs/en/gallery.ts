import type { Translation } from '../../catalog';
import type { strings } from '../gallery';

export default {
  'lightbox.label': 'Image viewer',
  'lightbox.close': 'Close (Esc)',
  'lightbox.zoom': 'Zoom in or out',
  'lightbox.loading': 'Loading...',
  'lightbox.prev': 'Previous (Left arrow key)',
  'lightbox.next': 'Next (Right arrow key)',
  'lightbox.counter': '{index} of {total}',
  'lightbox.imageFailed': 'The image #{index} could not be loaded.',
  'lightbox.imageFailedGeneric': 'The image could not be loaded',
  'lightbox.contentFailed': 'The content could not be loaded',
  'zoom.loading': 'Loading image',
  'zoom.failed': 'The image could not be loaded',
  'gallery.label': 'Product images',
  'gallery.carousel': 'carousel',
  'gallery.slide': 'slide',
  'gallery.image': 'Image {index}',
  'gallery.open': 'View larger image',
} satisfies Translation<typeof strings>;
