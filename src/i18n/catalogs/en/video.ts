import type { Translation } from '../../catalog';
import type { strings } from '../video';

export default {
  'video.dialog': 'Video',
  'video.close': 'Close (Esc)',
  'video.loading': 'Loading...',
  'video.failed': 'The content could not be loaded',
  'video.watchElsewhere': 'Watch the video on its own site',
} satisfies Translation<typeof strings>;
