/**
 * Growl messages: a short message in the bottom corner at the end of the line (the left one in a
 * right-to-left page), gone after `GROWL_DURATION` ms (spec §9). Several stack. Each is read out
 * in the page's polite live region, has a close button, and never takes focus; its time stops
 * while the pointer is over the messages or focus is in them (WCAG 2.2.1), and runs again in full
 * once both have left. The stack is a popover in the top layer, so it shows above an open modal
 * dialog (the quick view), inside which it then lives, since everything outside a modal dialog is
 * inert. Its styles are in the theme stylesheet (`.si-growls`, `.si-growl`).
 *
 * Load it with `import()` when there is something to say: no page needs it to start.
 */
import { $i18n, i18nReady } from '../../stores/i18n';
import { growl as strings } from '../i18n/catalogs/growl';
import { createCountdown, GROWL_DURATION, type Countdown, type GrowlHold } from '../shop/growl';
import { announce, liveRegion } from './announce';

export { GROWL_DURATION };

export interface GrowlOptions {
  /** A link after the message: "Xem giỏ hàng" to the cart, say. */
  link?: { href: string; text: string };
}

export interface Growl {
  /** The message's element (`.si-growl`). */
  readonly element: HTMLElement;
  /** Takes it away now. */
  close(): void;
}

/** The stack (`section.si-growls`), made for the first message and gone with the last. */
let stack: HTMLElement | undefined;
/** The messages shown, with their countdowns. */
const shown = new Map<HTMLElement, Countdown>();
/** What holds every countdown now: the pointer over the stack, focus inside it. */
const holds = new Set<GrowlHold>();
/** Where focus was before it came into the stack: it goes back there when the last message goes. */
let cameFrom: HTMLElement | null = null;

const hold = (reason: GrowlHold): void => {
  holds.add(reason);
  for (const countdown of shown.values()) countdown.hold(reason);
};
const release = (reason: GrowlHold): void => {
  holds.delete(reason);
  for (const countdown of shown.values()) countdown.release(reason);
};

const hasPopover = (element: HTMLElement): boolean => typeof element.showPopover === 'function';

/** The modal dialog on top, if one is open: the rest of the page is inert under it. */
function topModal(): HTMLDialogElement | undefined {
  const open = [...document.querySelectorAll<HTMLDialogElement>('dialog[open]')].reverse();
  return open.find((dialog) => {
    try {
      return dialog.matches(':modal');
    } catch {
      return false;
    }
  });
}

function createStack(label: string): HTMLElement {
  const element = document.createElement('section');
  element.className = 'si-growls';
  // A labelled region: screen-reader users can find the messages (the live region reads them out).
  element.setAttribute('aria-label', label);
  if (hasPopover(element)) element.popover = 'manual';
  element.addEventListener('pointerenter', () => hold('hover'));
  element.addEventListener('pointerleave', () => release('hover'));
  element.addEventListener('focusin', (event) => {
    const from = event.relatedTarget;
    if (from instanceof HTMLElement && !element.contains(from)) cameFrom = from;
    hold('focus');
  });
  element.addEventListener('focusout', (event) => {
    if (!element.contains(event.relatedTarget as Node | null)) release('focus');
  });
  return element;
}

/**
 * Puts the stack where the shopper can see and use it: at the end of the body, or inside the modal
 * dialog on top (back to the body when that closes), shown as a popover, so above the dialog too.
 */
function place(element: HTMLElement): void {
  const host = topModal() ?? document.body;
  if (element.parentElement !== host) {
    // Moving a popover hides it; it is shown again below, on top of the top layer.
    host.append(element);
    if (host !== document.body) {
      host.addEventListener('close', () => element.isConnected && shown.size && place(element), { once: true });
    }
  }
  if (hasPopover(element) && !element.matches(':popover-open')) element.showPopover();
}

function dismiss(message: HTMLElement): void {
  const countdown = shown.get(message);
  if (!countdown) return;
  countdown.cancel();
  shown.delete(message);
  const focused = message.contains(document.activeElement);
  const next = (message.nextElementSibling ?? message.previousElementSibling) as HTMLElement | null;
  message.remove();
  if (!shown.size) {
    // The pointer or focus may leave with it: nothing holds the next message.
    holds.clear();
    stack?.remove();
    stack = undefined;
  }
  // Focus stays in the messages while there are some, then goes back where it came from.
  if (focused) (next?.querySelector<HTMLElement>('.si-growl__close') ?? (cameFrom?.isConnected ? cameFrom : null))?.focus({ preventScroll: true });
  if (!shown.size) cameFrom = null;
}

/**
 * Shows `message` for `GROWL_DURATION` ms, reads it out politely, and resolves with the message
 * shown. Text only: the message and the link's text are never parsed as HTML.
 *
 * @example
 * const { growl } = await import('../../src/dom/growl');
 * await growl(t('cart.added', { name }), { link: { href: cart.cart_url, text: t('cart.viewCart') } });
 */
export async function growl(message: string, { link }: GrowlOptions = {}): Promise<Growl> {
  await i18nReady(strings);
  const { t } = $i18n.get();
  liveRegion();
  // The stack left the page with messages in it (a quick view taken away with it): start afresh.
  if (stack && !stack.isConnected) {
    for (const countdown of shown.values()) countdown.cancel();
    shown.clear();
    holds.clear();
    stack = undefined;
  }
  stack ??= createStack(t('growl.label'));

  const element = document.createElement('div');
  element.className = 'si-growl';
  const text = document.createElement('p');
  text.className = 'si-growl__message';
  text.textContent = message;
  element.append(text);
  if (link) {
    const anchor = document.createElement('a');
    anchor.className = 'si-growl__link';
    anchor.href = link.href;
    anchor.textContent = link.text;
    element.append(anchor);
  }
  const closer = document.createElement('button');
  closer.type = 'button';
  closer.className = 'si-growl__close';
  closer.setAttribute('aria-label', t('growl.close'));
  closer.textContent = '×';
  element.append(closer);

  const close = (): void => dismiss(element);
  closer.addEventListener('click', close);
  stack.append(element);
  // Counted before it is shown: a message the browser refuses to show still goes on its own time.
  shown.set(element, createCountdown(GROWL_DURATION, close, holds));
  try {
    place(stack);
  } catch (error) {
    console.error('[shop-islands] the growl message could not be shown', error);
  }
  announce(message);
  return { element, close };
}
