import { useLayoutEffect, useRef, useState } from 'react';
import { announce } from '../../src/dom/announce';
import { createCountdowns, GROWL_DURATION, type Countdowns } from '../../src/growl/growl';
import { $growls, closeGrowl } from '../../stores/growl';
import { $i18n } from '../../stores/i18n';
import { useStore } from '../../stores/use-store';

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

/**
 * Puts the stack where the shopper can see and use it: its root at the end of the body, or inside
 * the modal dialog on top (`replace` runs when that closes), the stack shown as a popover, so above
 * the dialog too. A root that left the page with messages in it (a quick view taken away with the
 * stack inside) comes back; what held the countdowns left with it, and no event said so.
 */
function place(root: HTMLElement, stack: HTMLElement, countdowns: Countdowns, replace: () => void): void {
  if (!root.isConnected) {
    countdowns.release('hover');
    countdowns.release('focus');
  }
  const host = topModal() ?? document.body;
  if (root.parentElement !== host) {
    // Moving a popover hides it; it is shown again below, on top of the top layer.
    host.append(root);
    if (host !== document.body) host.addEventListener('close', replace, { once: true });
  }
  if (!hasPopover(stack)) return;
  stack.popover = 'manual';
  if (!stack.matches(':popover-open')) stack.showPopover();
}

/**
 * Growl messages (`stores/growl.ts`): a short message in the bottom corner at the end of the line
 * (the left one in a right-to-left page), gone after `GROWL_DURATION` ms (spec §9). Several stack.
 * Each is read out in the page's polite live region, has a close button, and never takes focus;
 * its time stops while the pointer is over the messages or focus is in them (WCAG 2.2.1), and runs
 * again in full once both have left. The stack is a popover in the top layer, so it shows above an
 * open modal dialog (the quick view), inside which it then lives, since everything outside a modal
 * dialog is inert. Its styles are in the theme stylesheet (`.si-growls`, `.si-growl`).
 *
 * `root` is the element this renders into (islands/growl/start.tsx), moved into that dialog.
 */
export function Growls({ root }: { root: HTMLElement }) {
  const shown = useStore($growls);
  const { t } = useStore($i18n);
  const stack = useRef<HTMLElement>(null);
  const [countdowns] = useState(() => createCountdowns(GROWL_DURATION, closeGrowl));
  /** Where focus was before it came into the stack: it goes back there when the last message goes. */
  const cameFrom = useRef<HTMLElement | null>(null);

  useLayoutEffect(() => {
    // Counted before it is shown: a message the browser refuses to show still goes on its own time.
    const added = countdowns.update(shown.map(({ id }) => id));
    if (!stack.current) {
      cameFrom.current = null;
      return;
    }
    const replace = (): void => {
      if (stack.current) place(root, stack.current, countdowns, replace);
    };
    try {
      replace();
    } catch (error) {
      console.error('[shop-islands] the growl message could not be shown', error);
    }
    for (const { id, message } of shown) if (added.includes(id)) announce(message);
  }, [shown]);

  /** Focus stays in the messages while there are some, then goes back where it came from. */
  const close = (id: number, message: HTMLElement): void => {
    if (message.contains(document.activeElement)) {
      const next = message.nextElementSibling ?? message.previousElementSibling;
      const from = cameFrom.current?.isConnected ? cameFrom.current : null;
      (next?.querySelector<HTMLElement>('.si-growl__close') ?? from)?.focus({ preventScroll: true });
    }
    closeGrowl(id);
  };

  if (!shown.length) return null;
  return (
    <section
      ref={stack}
      className="si-growls"
      // A labelled region: screen-reader users can find the messages (the live region reads them out).
      aria-label={t('growl.label')}
      onPointerEnter={() => countdowns.hold('hover')}
      onPointerLeave={() => countdowns.release('hover')}
      onFocus={(event) => {
        const from = event.relatedTarget;
        if (from instanceof HTMLElement && !event.currentTarget.contains(from)) cameFrom.current = from;
        countdowns.hold('focus');
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) countdowns.release('focus');
      }}
    >
      {shown.map(({ id, message, link }) => (
        <div key={id} className="si-growl">
          <p className="si-growl__message">{message}</p>
          {link && (
            <a className="si-growl__link" href={link.href}>
              {link.text}
            </a>
          )}
          <button type="button" className="si-growl__close" aria-label={t('growl.close')} onClick={(event) => close(id, event.currentTarget.parentElement!)}>
            ×
          </button>
        </div>
      ))}
    </section>
  );
}
