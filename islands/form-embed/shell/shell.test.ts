// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { createShell } from './shell';
import { settle } from '../../../tests/dom';

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
    expect(shell.document.documentElement.getAttribute('data-shell-id')).toBe(shell.frame.getAttribute('data-shell-id'));
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

  it('removes the frame when disposed, twice without complaint', () => {
    const { container, shell } = setup();
    shell.dispose();
    shell.dispose();
    expect(container.querySelector('iframe')).toBeNull();
  });
});
