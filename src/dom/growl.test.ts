// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setConfig } from '../../stores/config';
import { DEFAULT_CONFIG } from '../runtime/config';
import { GROWL_DURATION, growl } from './growl';

const stack = (): HTMLElement | null => document.querySelector('section.si-growls');
const messages = (): string[] => [...document.querySelectorAll('.si-growl__message')].map((element) => element.textContent ?? '');
const liveText = (): string => document.querySelector('.si-live[role="status"]')?.textContent ?? '';
const pointer = (type: 'pointerenter' | 'pointerleave'): boolean => stack()!.dispatchEvent(new PointerEvent(type));

/** A button of the page that has focus, as the shopper left it. */
function focusedButton(): HTMLButtonElement {
  const button = document.createElement('button');
  button.textContent = 'Thêm vào giỏ hàng';
  document.body.append(button);
  button.focus();
  return button;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  // Whatever a test left: its messages run out (the module keeps the stack between messages).
  vi.advanceTimersByTime(10 * GROWL_DURATION);
  setConfig(DEFAULT_CONFIG);
});

describe('growl messages', () => {
  it('shows the message in a labelled stack, with its link and a close button labelled from the catalog', async () => {
    const { element } = await growl('“Thùng carton 3 lớp” đã được thêm vào giỏ hàng.', { link: { href: '/cart/', text: 'Xem giỏ hàng' } });
    expect(stack()?.getAttribute('aria-label')).toBe('Thông báo');
    expect(stack()?.contains(element)).toBe(true);
    expect(messages()).toEqual(['“Thùng carton 3 lớp” đã được thêm vào giỏ hàng.']);
    const link = element.querySelector<HTMLAnchorElement>('a.si-growl__link')!;
    expect(link.getAttribute('href')).toBe('/cart/');
    expect(link.textContent).toBe('Xem giỏ hàng');
    const closer = element.querySelector<HTMLButtonElement>('button.si-growl__close')!;
    expect(closer.type).toBe('button');
    expect(closer.getAttribute('aria-label')).toBe('Đóng thông báo');
  });

  it('reads the message out in the page’s polite live region, and the stack itself is no second live region', async () => {
    await growl('“Băng keo trong” đã được thêm vào giỏ hàng.');
    expect(liveText()).toContain('“Băng keo trong” đã được thêm vào giỏ hàng.');
    expect(stack()?.closest('[role="status"], [aria-live]')).toBeNull();
  });

  it('is gone 3000 ms later, and the stack with it', async () => {
    await growl('Một');
    vi.advanceTimersByTime(GROWL_DURATION - 1);
    expect(messages()).toEqual(['Một']);
    vi.advanceTimersByTime(1);
    expect(messages()).toEqual([]);
    expect(stack()).toBeNull();
  });

  it('stacks several, each gone on its own time', async () => {
    await growl('Một');
    vi.advanceTimersByTime(1000);
    await growl('Hai');
    expect(messages()).toEqual(['Một', 'Hai']);
    expect(document.querySelectorAll('section.si-growls')).toHaveLength(1);
    vi.advanceTimersByTime(2000);
    expect(messages()).toEqual(['Hai']);
    vi.advanceTimersByTime(1000);
    expect(messages()).toEqual([]);
  });

  it('holds while the pointer is over the messages, then gives a full 3000 ms again', async () => {
    await growl('Một');
    vi.advanceTimersByTime(2000);
    pointer('pointerenter');
    await growl('Hai');
    vi.advanceTimersByTime(20_000);
    expect(messages()).toEqual(['Một', 'Hai']);
    pointer('pointerleave');
    vi.advanceTimersByTime(GROWL_DURATION - 1);
    expect(messages()).toEqual(['Một', 'Hai']);
    vi.advanceTimersByTime(1);
    expect(messages()).toEqual([]);
  });

  it('holds while focus is in the messages, and goes on once it leaves', async () => {
    const { element } = await growl('Một', { link: { href: '/cart/', text: 'Xem giỏ hàng' } });
    const outside = focusedButton();
    element.querySelector<HTMLElement>('.si-growl__link')!.focus();
    vi.advanceTimersByTime(20_000);
    // From the link to the close button: still inside, still held.
    element.querySelector<HTMLElement>('.si-growl__close')!.focus();
    vi.advanceTimersByTime(20_000);
    expect(messages()).toEqual(['Một']);
    outside.focus();
    vi.advanceTimersByTime(GROWL_DURATION);
    expect(messages()).toEqual([]);
  });

  it('takes no focus when it appears', async () => {
    const button = focusedButton();
    await growl('Một', { link: { href: '/cart/', text: 'Xem giỏ hàng' } });
    await growl('Hai');
    expect(document.activeElement).toBe(button);
  });

  it('closes with its button: focus goes to the next message, then back where it came from', async () => {
    const button = focusedButton();
    const first = await growl('Một');
    await growl('Hai');
    first.element.querySelector<HTMLButtonElement>('.si-growl__close')!.focus();
    first.element.querySelector<HTMLButtonElement>('.si-growl__close')!.click();
    expect(messages()).toEqual(['Hai']);
    expect(document.activeElement?.closest('.si-growl')?.textContent).toContain('Hai');
    (document.activeElement as HTMLButtonElement).click();
    expect(messages()).toEqual([]);
    expect(document.activeElement).toBe(button);
    // Nothing held by the focus that left with them: the next one goes in time.
    await growl('Ba');
    vi.advanceTimersByTime(GROWL_DURATION);
    expect(messages()).toEqual([]);
  });

  it('shows text as text, never as markup', async () => {
    await growl('<img src=x onerror=alert(1)>“Áo”', { link: { href: '/cart/', text: '<b>Xem</b>' } });
    expect(document.querySelector('.si-growl img, .si-growl b')).toBeNull();
    expect(messages()).toEqual(['<img src=x onerror=alert(1)>“Áo”']);
  });

  it('labels the stack and the close button in the page’s language', async () => {
    setConfig({ ...DEFAULT_CONFIG, locale: 'en_US' });
    const { element } = await growl('“Packing tape” has been added to your cart.');
    expect(stack()?.getAttribute('aria-label')).toBe('Notifications');
    expect(element.querySelector('.si-growl__close')?.getAttribute('aria-label')).toBe('Dismiss notification');
  });
});

describe('growl messages in the top layer', () => {
  /** A browser with popovers and `:modal`, as happy-dom has neither. */
  function topLayer(): void {
    const shownIn = new WeakMap<Element, Element | null>();
    const matches = Element.prototype.matches;
    vi.spyOn(Element.prototype, 'matches').mockImplementation(function (this: Element, selector: string) {
      if (selector === ':modal') return this instanceof HTMLDialogElement && this.open && this.dataset['modal'] === 'true';
      // Moving a popover elsewhere hides it, as browsers do.
      if (selector === ':popover-open') return shownIn.has(this) && shownIn.get(this) === this.parentElement;
      return matches.call(this, selector);
    });
    Object.assign(HTMLElement.prototype, {
      showPopover(this: HTMLElement) {
        shownIn.set(this, this.parentElement);
      },
    });
  }
  afterEach(() => {
    delete (HTMLElement.prototype as Partial<HTMLElement>).showPopover;
  });

  it('is a manual popover, shown as one', async () => {
    topLayer();
    await growl('Một');
    expect(stack()?.getAttribute('popover')).toBe('manual');
    expect(stack()?.matches(':popover-open')).toBe(true);
    expect(stack()?.parentElement).toBe(document.body);
  });

  it('goes inside an open modal dialog (the page under it is inert), and back to the body when it closes', async () => {
    topLayer();
    const dialog = document.createElement('dialog');
    dialog.dataset['modal'] = 'true';
    document.body.append(dialog);
    dialog.showModal();
    await growl('Một');
    expect(stack()?.parentElement).toBe(dialog);
    expect(stack()?.matches(':popover-open')).toBe(true);
    dialog.close();
    await vi.waitFor(() => expect(stack()?.parentElement).toBe(document.body));
    expect(stack()?.matches(':popover-open')).toBe(true);
    expect(messages()).toEqual(['Một']);
  });

  it('still reads out a message the browser refuses to show, and removes it on its own time', async () => {
    topLayer();
    const refused = vi.spyOn(HTMLElement.prototype, 'showPopover').mockImplementation(() => {
      throw new DOMException('not allowed', 'InvalidStateError');
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await growl('Một');
    expect(liveText()).toContain('Một');
    expect(logged).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(GROWL_DURATION);
    expect(stack()).toBeNull();
    refused.mockRestore();
    logged.mockRestore();
  });

  it('moves above a modal dialog opened after it, with the next message', async () => {
    topLayer();
    await growl('Một');
    const dialog = document.createElement('dialog');
    dialog.dataset['modal'] = 'true';
    document.body.append(dialog);
    dialog.showModal();
    await growl('Hai');
    expect(stack()?.parentElement).toBe(dialog);
    expect(stack()?.matches(':popover-open')).toBe(true);
    expect(messages()).toEqual(['Một', 'Hai']);
  });
});
