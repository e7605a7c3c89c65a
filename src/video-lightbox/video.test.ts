import { describe, expect, it } from 'vitest';
import { videoSource } from './video';

describe('videoSource', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', { provider: 'youtube', id: 'dQw4w9WgXcQ', start: 0 }],
    ['https://youtu.be/dQw4w9WgXcQ?t=1m5s', { provider: 'youtube', id: 'dQw4w9WgXcQ', start: 65 }],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ&t=42', { provider: 'youtube', id: 'dQw4w9WgXcQ', start: 42 }],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', { provider: 'youtube', id: 'dQw4w9WgXcQ', start: 0 }],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', { provider: 'youtube', id: 'dQw4w9WgXcQ', start: 0 }],
    ['https://vimeo.com/76979871', { provider: 'vimeo', id: '76979871' }],
    ['https://player.vimeo.com/video/76979871', { provider: 'vimeo', id: '76979871' }],
  ])('reads %s', (href, source) => {
    expect(videoSource(href)).toEqual(source);
  });

  it.each(['https://example.com/video.mp4', 'https://www.youtube.com/watch?v=<script>', 'javascript:alert(1)', 'not a url', 'https://www.youtube.com/'])(
    'names no player for %s',
    (href) => {
      expect(videoSource(href)).toBeNull();
    },
  );
});
