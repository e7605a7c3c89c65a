import { describe, expect, it } from 'vitest';
import { linkAllowed, readEmbedMessage } from './embeds';

describe('readEmbedMessage', () => {
  it('reads a height, clamped to 200–1000 px', () => {
    expect(readEmbedMessage({ secret: 'aB3x', message: 'height', value: 640 })).toEqual({ secret: 'aB3x', message: 'height', height: 640 });
    expect(readEmbedMessage({ secret: 'aB3x', message: 'height', value: '1800' })).toMatchObject({ height: 1000 });
    expect(readEmbedMessage({ secret: 'aB3x', message: 'height', value: 12 })).toMatchObject({ height: 200 });
  });

  it('reads a link to an http(s) page only', () => {
    expect(readEmbedMessage({ secret: 's1', message: 'link', value: 'https://blog.example/bai-viet/' })).toEqual({ secret: 's1', message: 'link', url: 'https://blog.example/bai-viet/' });
    expect(readEmbedMessage({ secret: 's1', message: 'link', value: 'javascript:alert(1)' })).toBeNull();
    expect(readEmbedMessage({ secret: 's1', message: 'link', value: 'not a url' })).toBeNull();
  });

  it.each([
    ['a string', 'height:300'],
    ['null', null],
    ['no secret', { message: 'height', value: 300 }],
    ['a secret that is not WordPress’s', { secret: 'a"b', message: 'height', value: 300 }],
    ['another message', { secret: 'abc', message: 'ready' }],
    ['a height that is not a number', { secret: 'abc', message: 'height', value: 'tall' }],
  ])('ignores %s', (_, data) => {
    expect(readEmbedMessage(data)).toBeNull();
  });
});

describe('linkAllowed', () => {
  it('allows the embedded site’s own pages only', () => {
    expect(linkAllowed('https://blog.example/a/', 'https://blog.example/a/embed/#?secret=x')).toBe(true);
    expect(linkAllowed('https://evil.example/', 'https://blog.example/a/embed/')).toBe(false);
    expect(linkAllowed('https://blog.example/', 'not a url')).toBe(false);
  });
});
