import { createDisposer } from '../../src/events/index';
import { prefersReducedMotion } from '../../src/dom/motion';
import { nextPopover, POPOVER_TRANSITION, type PopoverEvent, type PopoverState } from '../../src/shop/popover';
import type { IslandModule } from '../../src/runtime/types';

let count = 0;

/**
 * Flatsome's tooltips (`.tooltip[title]`), accessibly: the title becomes a `role="tooltip"`
 * element the trigger is described by, shown on hover and on keyboard focus, kept while the
 * pointer is over it, and dismissed by Esc, blur or leaving (WCAG 1.4.13). It goes through
 * hidden → appearing → shown → disappearing (classes `tooltip-{state}`), 150 ms each way, at once
 * for visitors who prefer reduced motion. The browser's own title tooltip is turned off while
 * the island runs, and the title comes back when it stops.
 */
const tooltip: IslandModule = {
  mount(trigger) {
    const text = trigger.getAttribute('title')?.trim();
    const doc = trigger.ownerDocument;
    const win = doc.defaultView;
    if (!text || !win) return;
    const title = trigger.getAttribute('title')!;
    const disposer = createDisposer();
    const tip = doc.createElement('span');
    tip.id = `si-tooltip-${++count}`;
    tip.setAttribute('role', 'tooltip');
    tip.className = 'si-tooltip tooltip-hidden';
    tip.textContent = text;
    tip.hidden = true;
    trigger.removeAttribute('title');
    const described = trigger.getAttribute('aria-describedby');
    trigger.setAttribute('aria-describedby', [described, tip.id].filter(Boolean).join(' '));
    doc.body.append(tip);

    let state: PopoverState = 'hidden';
    let timer: ReturnType<typeof setTimeout> | undefined;
    const place = () => {
      const box = trigger.getBoundingClientRect();
      tip.style.left = `${box.left + win.scrollX + box.width / 2}px`;
      tip.style.top = `${box.top + win.scrollY}px`;
    };
    const send = (event: PopoverEvent) => {
      const next = nextPopover(state, event);
      if (next === state) return;
      state = next;
      tip.className = `si-tooltip tooltip-${state}`;
      tip.hidden = state === 'hidden';
      clearTimeout(timer);
      if (state === 'appearing') place();
      if (state === 'appearing' || state === 'disappearing') timer = setTimeout(() => send('settled'), prefersReducedMotion(win) ? 0 : POPOVER_TRANSITION);
    };
    const open = () => send('open');
    const close = () => send('close');
    // Leaving the trigger for the tooltip itself keeps it open (it is hoverable).
    const leave = (event: PointerEvent) => {
      if (!tip.contains(event.relatedTarget as Node | null) && !trigger.contains(event.relatedTarget as Node | null)) close();
    };
    disposer.listen(trigger, 'pointerenter', open);
    disposer.listen(trigger, 'focusin', open);
    disposer.listen(trigger, 'pointerleave', leave);
    disposer.listen(tip, 'pointerleave', leave);
    disposer.listen(trigger, 'focusout', close);
    disposer.listen(doc, 'keydown', (event) => {
      if (event.key === 'Escape' && state !== 'hidden') close();
    });
    // The hover or focus that woke the island is over by now: honour it.
    if (trigger.matches(':hover, :focus-within')) open();
    return () => {
      disposer.dispose();
      clearTimeout(timer);
      tip.remove();
      trigger.setAttribute('title', title);
      if (described) trigger.setAttribute('aria-describedby', described);
      else trigger.removeAttribute('aria-describedby');
    };
  },
};

export default tooltip;
