// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { heightMessage } from '../../../src/forms/embed/messages';
import { createShell, shellIdOf } from './shell';
import { settle } from '../../../tests/dom';

const ORIGIN = location.origin;
const post = (data: unknown, source: unknown, origin = ORIGIN) =>
  window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window }));

const setup = () => {
  const container = document.createElement('div');
  document.body.append(container);
  const shell = createShell(container, { title: 'Biểu mẫu liên hệ' });
  return { container, shell };
};

describe('createShell', () => {
  it('puts a full-width, borderless, titled frame 200 px tall in the target', () => {
    const { container, shell } = setup();
    expect(shell.frame.parentElement).toBe(container);
    expect(shell.frame.title).toBe('Biểu mẫu liên hệ');
    expect(shell.frame.style.width).toBe('100%');
    expect(shell.frame.style.height).toBe('200px');
    expect(shell.frame.style.display).toBe('block');
    expect(shell.frame.style.borderWidth || shell.frame.style.border).toMatch(/^0/);
  });

  it('hands out the frame’s own document, written with a doctype, which stays', async () => {
    document.documentElement.lang = 'vi';
    const { shell } = setup();
    expect(shell.document).toBe(shell.frame.contentDocument);
    expect(shell.document.doctype?.name).toBe('html');
    expect(shell.document.body.style.margin).toBe('0px');
    expect(shell.document.documentElement.lang).toBe('vi');
    expect(shellIdOf(shell.document)).toBe(shell.shellId);
    shell.document.body.innerHTML = '<form id="f"></form>';
    // A frame's first load comes in a later task: the written document outlives it.
    await settle();
    expect(shell.frame.contentDocument).toBe(shell.document);
    expect(shell.document.getElementById('f')).not.toBeNull();
    document.documentElement.removeAttribute('lang');
  });

  it('takes the language and direction of its content when told, over the page’s', () => {
    document.documentElement.lang = 'vi';
    const container = document.createElement('div');
    document.body.append(container);
    const shell = createShell(container, { title: 'טופס', lang: 'he-il', dir: 'rtl' });
    expect(shell.document.documentElement.lang).toBe('he-il');
    expect(shell.document.documentElement.dir).toBe('rtl');
    shell.dispose();
    document.documentElement.removeAttribute('lang');
  });

  it('follows the height its content reports, clamped to 200..1000', () => {
    const { shell } = setup();
    post(heightMessage(437, shell.shellId), shell.frame.contentWindow);
    expect(shell.frame.style.height).toBe('437px');
    post(heightMessage(5000, shell.shellId), shell.frame.contentWindow);
    expect(shell.frame.style.height).toBe('1000px');
    post(heightMessage(12, shell.shellId), shell.frame.contentWindow);
    expect(shell.frame.style.height).toBe('200px');
  });

  it('ignores a height from another window, another origin, the opaque origin or another shell', () => {
    const { shell } = setup();
    const other = createShell(document.body, { title: 'x' });
    post(heightMessage(437, shell.shellId), window);
    post(heightMessage(437, shell.shellId), other.frame.contentWindow);
    post(heightMessage(437, shell.shellId), null);
    post(heightMessage(437, shell.shellId), shell.frame.contentWindow, 'https://evil.example');
    post(heightMessage(437, shell.shellId), shell.frame.contentWindow, 'null');
    post(heightMessage(437, other.shellId), shell.frame.contentWindow);
    post({ type: 'other', height: 437, shellId: shell.shellId }, shell.frame.contentWindow);
    expect(shell.frame.style.height).toBe('200px');
    expect(other.frame.style.height).toBe('200px');
    expect(other.shellId).not.toBe(shell.shellId);
  });

  it('ignores a message without a source once the frame has been taken out of the page', () => {
    const { shell } = setup();
    shell.frame.remove();
    expect(shell.frame.contentWindow).toBeNull();
    post(heightMessage(437, shell.shellId), null);
    expect(shell.frame.style.height).toBe('200px');
  });

  it('calls onReady once with the document, after returning, and not once disposed', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const onReady = vi.fn();
    const shell = createShell(container, { title: 't', onReady });
    expect(onReady).not.toHaveBeenCalled();
    await Promise.resolve();
    expect(onReady).toHaveBeenCalledExactlyOnceWith(shell.document);

    const late = vi.fn();
    createShell(container, { title: 't', onReady: late }).dispose();
    await Promise.resolve();
    expect(late).not.toHaveBeenCalled();
  });

  it('removes the frame and stops listening when disposed', () => {
    const add = vi.spyOn(window, 'addEventListener');
    const remove = vi.spyOn(window, 'removeEventListener');
    const { container, shell } = setup();
    const listener = add.mock.calls.find(([type]) => type === 'message')?.[1];
    shell.dispose();
    shell.dispose();
    expect(container.querySelector('iframe')).toBeNull();
    expect(listener).toBeTypeOf('function');
    expect(remove.mock.calls.filter(([type]) => type === 'message')).toEqual([['message', listener]]);
  });
});
