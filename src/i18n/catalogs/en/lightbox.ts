import type { Translation } from '../../catalog';
import type { strings } from '../lightbox';

export default {
  'lightbox.label': 'Image viewer',
  'lightbox.close': 'Close (Esc)',
  'lightbox.zoom': 'Zoom in or out',
  'lightbox.loading': 'Loading...',
  'lightbox.prev': 'Previous (Left arrow key)',
  'lightbox.next': 'Next (Right arrow key)',
  'lightbox.imageFailed': 'The image #{index} could not be loaded.',
  'lightbox.imageFailedGeneric': 'The image could not be loaded',
  'lightbox.contentFailed': 'The content could not be loaded',
  'zoom.loading': 'Loading image',
  'zoom.failed': 'The image could not be loaded',
} satisfies Translation<typeof strings>;
