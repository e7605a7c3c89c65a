// @vitest-environment happy-dom
import { act } from 'react-dom/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_CONFIG } from '../../src/runtime/config';
import { GROWL_DURATION } from '../../src/growl/growl';
import type { GrowlOptions } from '../../stores/growl';

/** The page's modules, afresh for each test: the store, the config, and the messages' component. */
let page: {
  growl: (message: string, options?: GrowlOptions) => number;
  setConfig: typeof import('../../stores/config').setConfig;
};

const stack = (): HTMLElement | null => document.querySelector('section.si-growls');
const messages = (): string[] => [...document.querySelectorAll('.si-growl__message')].map((element) => element.textContent ?? '');
const message = (text: string): HTMLElement => [...document.querySelectorAll<HTMLElement>('.si-growl')].find((element) => element.textContent?.includes(text))!;
const liveText = (): string => document.querySelector('.si-live[role="status"]')?.textContent ?? '';
const pointer = (type: 'pointerenter' | 'pointerleave'): void => act(() => void stack()!.dispatchEvent(new PointerEvent(type)));
/** Shows a message as an island does, and lets it render. */
const show = (text: string, options?: GrowlOptions): void => act(() => void page.growl(text, options));
/** Lets time pass, and what it closes render. */
const wait = (ms: number): void => act(() => void vi.advanceTimersByTime(ms));
const click = (element: HTMLElement): void => act(() => element.click());

/** A button of the page that has focus, as the shopper left it. */
function focusedButton(): HTMLButtonElement {
  const button = document.createElement('button');
  button.textContent = 'Thêm vào giỏ hàng';
  document.body.append(button);
  button.focus();
  return button;
}

async function start(config = DEFAULT_CONFIG): Promise<void> {
  vi.resetModules();
  document.body.innerHTML = '';
  const { growl } = await import('../../stores/growl');
  const { setConfig } = await import('../../stores/config');
  setConfig(config);
  page = { growl, setConfig };
  const { start: startGrowls } = await import('./start');
  await act(() => startGrowls());
}

beforeEach(async () => {
  vi.useFakeTimers();
  await start();
});
afterEach(() => {
  // Whatever a test left: its messages run out.
  if (vi.isFakeTimers()) wait(10 * GROWL_DURATION);
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('growl messages', () => {
  it('shows the message in a labelled stack, with its link and a close button labelled from the catalog', () => {
    show('“Thùng carton 3 lớp” đã được thêm vào giỏ hàng.', { link: { href: '/cart/', text: 'Xem giỏ hàng' } });
    expect(stack()?.getAttribute('aria-label')).toBe('Thông báo');
    expect(messages()).toEqual(['“Thùng carton 3 lớp” đã được thêm vào giỏ hàng.']);
    const element = stack()!.querySelector('.si-growl')!;
    const link = element.querySelector<HTMLAnchorElement>('a.si-growl__link')!;
    expect(link.getAttribute('href')).toBe('/cart/');
    expect(link.textContent).toBe('Xem giỏ hàng');
    const closer = element.querySelector<HTMLButtonElement>('button.si-growl__close')!;
    expect(closer.type).toBe('button');
    expect(closer.getAttribute('aria-label')).toBe('Đóng thông báo');
  });

  it('reads the message out in the page’s polite live region, once, and the stack itself is no second live region', () => {
    show('“Băng keo trong” đã được thêm vào giỏ hàng.');
    show('Hai');
    expect(liveText()).toBe('“Băng keo trong” đã được thêm vào giỏ hàng.Hai');
    expect(stack()?.closest('[role="status"], [aria-live]')).toBeNull();
  });

  it('is gone 3000 ms later, and the stack with it', () => {
    show('Một');
    wait(GROWL_DURATION - 1);
    expect(messages()).toEqual(['Một']);
    wait(1);
    expect(messages()).toEqual([]);
    expect(stack()).toBeNull();
  });

  it('stacks several, each gone on its own time', () => {
    show('Một');
    wait(1000);
    show('Hai');
    expect(messages()).toEqual(['Một', 'Hai']);
    expect(document.querySelectorAll('section.si-growls')).toHaveLength(1);
    wait(2000);
    expect(messages()).toEqual(['Hai']);
    wait(1000);
    expect(messages()).toEqual([]);
  });

  it('holds while the pointer is over the messages, then gives a full 3000 ms again', () => {
    show('Một');
    wait(2000);
    pointer('pointerenter');
    show('Hai');
    wait(20_000);
    expect(messages()).toEqual(['Một', 'Hai']);
    pointer('pointerleave');
    wait(GROWL_DURATION - 1);
    expect(messages()).toEqual(['Một', 'Hai']);
    wait(1);
    expect(messages()).toEqual([]);
  });

  it('holds while focus is in the messages, and goes on once it leaves', () => {
    show('Một', { link: { href: '/cart/', text: 'Xem giỏ hàng' } });
    const outside = focusedButton();
    act(() => message('Một').querySelector<HTMLElement>('.si-growl__link')!.focus());
    wait(20_000);
    // From the link to the close button: still inside, still held.
    act(() => message('Một').querySelector<HTMLElement>('.si-growl__close')!.focus());
    wait(20_000);
    expect(messages()).toEqual(['Một']);
    act(() => outside.focus());
    wait(GROWL_DURATION);
    expect(messages()).toEqual([]);
  });

  it('takes no focus when it appears', () => {
    const button = focusedButton();
    show('Một', { link: { href: '/cart/', text: 'Xem giỏ hàng' } });
    show('Hai');
    expect(document.activeElement).toBe(button);
  });

  it('closes with its button: focus goes to the next message, then back where it came from', () => {
    const button = focusedButton();
    show('Một');
    show('Hai');
    const closer = message('Một').querySelector<HTMLButtonElement>('.si-growl__close')!;
    act(() => closer.focus());
    click(closer);
    expect(messages()).toEqual(['Hai']);
    expect(document.activeElement?.closest('.si-growl')?.textContent).toContain('Hai');
    click(document.activeElement as HTMLButtonElement);
    expect(messages()).toEqual([]);
    expect(document.activeElement).toBe(button);
    // Nothing held by the focus that left with them: the next one goes in time.
    show('Ba');
    wait(GROWL_DURATION);
    expect(messages()).toEqual([]);
  });

  it('shows text as text, never as markup', () => {
    show('<img src=x onerror=alert(1)>“Áo”', { link: { href: '/cart/', text: '<b>Xem</b>' } });
    expect(document.querySelector('.si-growl img, .si-growl b')).toBeNull();
    expect(messages()).toEqual(['<img src=x onerror=alert(1)>“Áo”']);
  });

  it('labels the stack and the close button in the page’s language', async () => {
    await start({ ...DEFAULT_CONFIG, locale: 'en_US' });
    show('“Packing tape” has been added to your cart.');
    expect(stack()?.getAttribute('aria-label')).toBe('Notifications');
    expect(document.querySelector('.si-growl__close')?.getAttribute('aria-label')).toBe('Dismiss notification');
  });

  it('comes back with the next message when it left the page with messages in it, and nothing holds it', () => {
    const dialog = document.createElement('dialog');
    document.body.append(dialog);
    show('Một');
    dialog.append(stack()!.parentElement!);
    pointer('pointerenter');
    dialog.remove();
    show('Hai');
    expect(stack()?.isConnected).toBe(true);
    expect(messages()).toEqual(['Một', 'Hai']);
    wait(GROWL_DURATION);
    expect(messages()).toEqual([]);
  });
});

describe('growl messages in the top layer', () => {
  /** A browser with popovers and `:modal`, as happy-dom has neither. */
  function topLayer(): void {
    /** Where each popover was shown: moving it elsewhere hides it, as browsers do. */
    const shownIn = new WeakMap<Element, Element[]>();
    const ancestors = (element: Element): Element[] => (element.parentElement ? [element.parentElement, ...ancestors(element.parentElement)] : []);
    const matches = Element.prototype.matches;
    vi.spyOn(Element.prototype, 'matches').mockImplementation(function (this: Element, selector: string) {
      if (selector === ':modal') return this instanceof HTMLDialogElement && this.open && this.dataset['modal'] === 'true';
      if (selector === ':popover-open') {
        const [at, now] = [shownIn.get(this), ancestors(this)];
        return !!at && at.length === now.length && at.every((parent, i) => parent === now[i]);
      }
      return matches.call(this, selector);
    });
    Object.assign(HTMLElement.prototype, {
      showPopover(this: HTMLElement) {
        shownIn.set(this, ancestors(this));
      },
    });
  }
  function modal(): HTMLDialogElement {
    const dialog = document.createElement('dialog');
    dialog.dataset['modal'] = 'true';
    document.body.append(dialog);
    dialog.showModal();
    return dialog;
  }
  afterEach(() => {
    delete (HTMLElement.prototype as Partial<HTMLElement>).showPopover;
  });

  it('is a manual popover, shown as one, in the body', () => {
    topLayer();
    show('Một');
    expect(stack()?.getAttribute('popover')).toBe('manual');
    expect(stack()?.matches(':popover-open')).toBe(true);
    expect(stack()?.closest('dialog')).toBeNull();
    expect(stack()?.isConnected).toBe(true);
  });

  it('goes inside an open modal dialog (the page under it is inert), and back to the body when it closes', () => {
    topLayer();
    const dialog = modal();
    show('Một');
    expect(stack()?.closest('dialog')).toBe(dialog);
    expect(stack()?.matches(':popover-open')).toBe(true);
    act(() => dialog.close());
    expect(stack()?.closest('dialog')).toBeNull();
    expect(stack()?.isConnected).toBe(true);
    expect(stack()?.matches(':popover-open')).toBe(true);
    expect(messages()).toEqual(['Một']);
  });

  it('still reads out a message the browser refuses to show, and removes it on its own time', () => {
    topLayer();
    vi.spyOn(HTMLElement.prototype, 'showPopover').mockImplementation(() => {
      throw new DOMException('not allowed', 'InvalidStateError');
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    show('Một');
    expect(liveText()).toContain('Một');
    expect(logged).toHaveBeenCalledOnce();
    wait(GROWL_DURATION);
    expect(stack()).toBeNull();
  });

  it('moves above a modal dialog opened after it, with the next message', () => {
    topLayer();
    show('Một');
    const dialog = modal();
    show('Hai');
    expect(stack()?.closest('dialog')).toBe(dialog);
    expect(stack()?.matches(':popover-open')).toBe(true);
    expect(messages()).toEqual(['Một', 'Hai']);
  });
});

describe('growl messages on a shop page', () => {
  it('load with the first message, never before', async () => {
    vi.resetModules();
    document.body.innerHTML = '';
    vi.useRealTimers();
    const loaded = vi.fn();
    vi.doMock('./start', async (original) => {
      loaded();
      return original();
    });
    await import('../shop-runtime');
    const { growl } = await import('../../stores/growl');
    expect(loaded).not.toHaveBeenCalled();
    growl('Một');
    await vi.waitFor(() => expect(messages()).toEqual(['Một']));
    expect(loaded).toHaveBeenCalledOnce();
    vi.doUnmock('./start');
  });

  it('are still read out when their code cannot load, and do not stay in the store', async () => {
    vi.resetModules();
    document.body.innerHTML = '';
    vi.useRealTimers();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.doMock('./start', () => Promise.reject(new Error('offline')));
    await import('../shop-runtime');
    const { $growls, growl } = await import('../../stores/growl');
    growl('Một');
    await vi.waitFor(() => expect(liveText()).toContain('Một'));
    expect($growls.get()).toEqual([]);
    vi.doUnmock('./start');
  });
});
