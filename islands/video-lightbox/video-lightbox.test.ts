// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Dispose } from '../../src/runtime/types';
import { settle } from '../../tests/dom';
import videoLightbox from './index';

let dispose: Dispose | void;
afterEach(() => {
  dispose?.();
  dispose = undefined;
  document.body.innerHTML = '';
  delete (window as { YT?: unknown }).YT;
});

/** YouTube's player API, already on the page: a stand-in that puts the video id where the player goes. */
function stubYouTube(): { destroyed: number } {
  const seen = { destroyed: 0 };
  (window as { YT?: unknown }).YT = {
    Player: function (element: HTMLElement, options: { videoId: string }) {
      const frame = document.createElement('div');
      frame.className = 'stub-player';
      frame.textContent = options.videoId;
      element.replaceWith(frame);
      return { destroy: () => (seen.destroyed++, frame.remove()) };
    },
  };
  return seen;
}

async function mount(href = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'): Promise<HTMLAnchorElement> {
  document.body.innerHTML = `<p><a class="open-video" href="${href}"><img src="/poster.jpg" alt=""> Xem video</a></p>`;
  const link = document.querySelector<HTMLAnchorElement>('a.open-video')!;
  // happy-dom has no modal dialogs: open is what showModal does.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) { this.open = true; };
  dispose = await videoLightbox.mount(link, {}, { name: 'video-lightbox', fail: (error) => { throw error; } });
  return link;
}
const click = (element: Element): boolean => element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
const dialog = (): HTMLDialogElement | null => document.querySelector('dialog.si-video-lightbox');

describe('the video lightbox', () => {
  it('keeps the link as it is, and plays its video in a labelled dialog instead of following it', async () => {
    const seen = stubYouTube();
    const link = await mount();
    const image = link.querySelector('img');
    expect(click(link)).toBe(false);
    await settle();
    expect(link.querySelector('img')).toBe(image);
    expect(dialog()!.getAttribute('aria-label')).toBe('Video');
    expect(document.activeElement).toBe(dialog()!.querySelector('.si-video-lightbox__close'));
    await vi.waitFor(() => expect(dialog()!.querySelector('.stub-player')?.textContent).toBe('dQw4w9WgXcQ'));
    expect(dialog()!.querySelector('[role="status"]')).toBeNull();
    // Closed: the player stops, focus goes back to the link, and the dialog leaves after its fade.
    dialog()!.dispatchEvent(new Event('close'));
    await settle();
    expect(seen.destroyed).toBe(1);
    expect(document.activeElement).toBe(link);
    expect(dialog()!.classList.contains('si-closing')).toBe(true);
    await vi.waitFor(() => expect(dialog()).toBeNull());
  });

  it('leaves a link that names no video a link', async () => {
    await mount('https://example.com/video');
    expect(click(document.querySelector('a')!)).toBe(true);
  });
});
