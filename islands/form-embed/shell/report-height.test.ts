// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { reportHeight } from './report-height';
import { createShell } from './shell';

/** A ResizeObserver the test drives: `resize()` calls back as the browser would. */
class FakeResizeObserver {
  static last: FakeResizeObserver | undefined;
  observed: Element[] = [];
  disconnected = false;
  constructor(private callback: () => void) {
    FakeResizeObserver.last = this;
  }
  observe(el: Element) {
    this.observed.push(el);
  }
  disconnect() {
    this.disconnected = true;
  }
  resize() {
    this.callback();
  }
}

/** The content of a shell: a root in the shell's document, its window's parent a fake page. */
const setup = (origin?: string) => {
  const shell = createShell(document.body, { title: 't' });
  const win = shell.frame.contentWindow!;
  const page = { postMessage: vi.fn() };
  Object.defineProperty(win, 'parent', { configurable: true, get: () => page });
  Object.defineProperty(win, 'ResizeObserver', { configurable: true, value: FakeResizeObserver });
  if (origin) Object.defineProperty(win, 'origin', { configurable: true, value: origin });
  const root = shell.document.createElement('div');
  shell.document.body.append(root);
  let height = 312.4;
  vi.spyOn(root, 'getBoundingClientRect').mockImplementation(() => ({ height }) as DOMRect);
  return { shell, root, page, setHeight: (h: number) => (height = h) };
};

describe('reportHeight', () => {
  it('posts the root’s height to the parent at once, addressed to the shell’s own origin', () => {
    const { shell, root, page } = setup('https://shop.vn');
    reportHeight(root, shell.shellId);
    expect(page.postMessage).toHaveBeenCalledExactlyOnceWith(
      { type: 'shop-islands:form-height', height: 313, shellId: shell.shellId },
      'https://shop.vn',
    );
  });

  it('falls back to the location’s origin where window.origin is missing', () => {
    const { shell, root, page } = setup();
    const win = shell.frame.contentWindow!;
    expect((win as { origin?: string }).origin).toBeUndefined();
    Object.defineProperty(win, 'location', { configurable: true, value: { origin: 'https://shop.vn' } });
    reportHeight(root, shell.shellId);
    expect(page.postMessage.mock.calls[0]?.[1]).toBe('https://shop.vn');
  });

  it('posts again when the root resizes to a new height, and only then', () => {
    const { shell, root, page, setHeight } = setup('https://shop.vn');
    reportHeight(root, shell.shellId);
    const observer = FakeResizeObserver.last!;
    expect(observer.observed).toEqual([root]);
    observer.resize();
    expect(page.postMessage).toHaveBeenCalledTimes(1);
    setHeight(640);
    observer.resize();
    expect(page.postMessage).toHaveBeenCalledTimes(2);
    expect(page.postMessage.mock.calls[1]![0]).toMatchObject({ height: 640 });
  });

  it('stops observing when disposed', () => {
    const { shell, root } = setup('https://shop.vn');
    const stop = reportHeight(root, shell.shellId);
    stop();
    expect(FakeResizeObserver.last!.disconnected).toBe(true);
  });

  it('posts nothing from an opaque origin, which cannot be addressed without *', () => {
    const { shell, root, page } = setup('null');
    reportHeight(root, shell.shellId);
    expect(page.postMessage).not.toHaveBeenCalled();
  });

  it('posts nothing when the document is not framed', () => {
    const root = document.createElement('div');
    document.body.append(root);
    const post = vi.spyOn(window, 'postMessage');
    reportHeight(root, 'x')();
    expect(post).not.toHaveBeenCalled();
  });
});
