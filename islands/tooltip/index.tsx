import { useEffect, useLayoutEffect, useReducer, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { prefersReducedMotion } from '../../src/dom/motion';
import { createDisposer } from '../../src/events/index';
import { nextPopover, POPOVER_TRANSITION } from '../../src/tooltip/popover';
import type { IslandContext } from '../../src/runtime/types';
import { KeptContent, readKept, reactIsland, type Kept } from '../react-island';

let count = 0;

interface TooltipProps {
  trigger: HTMLElement;
  /** The title as the page has it, and the text shown. */
  title: string;
  text: string;
  kept: Kept[];
}

/**
 * Flatsome's tooltips (`.tooltip[title]`), accessibly: the title becomes a `role="tooltip"`
 * element (rendered at the end of the page, over everything) that the trigger is described by,
 * shown on hover and on keyboard focus, kept while the pointer is over it, and dismissed by Esc,
 * blur or leaving (WCAG 1.4.13). It goes through hidden → appearing → shown → disappearing
 * (classes `tooltip-{state}`, src/tooltip/popover.ts), 150 ms each way, at once for visitors who
 * prefer reduced motion. The browser's own title tooltip is off while the island runs; the title
 * comes back when it stops.
 */
function Tooltip({ trigger, title, text, kept }: TooltipProps & { context: IslandContext }): ReactNode {
  const [id] = useState(() => `si-tooltip-${++count}`);
  const [state, send] = useReducer(nextPopover, 'hidden');
  const [place, setPlace] = useState<{ left: string; top: string }>();
  const tip = useRef<HTMLSpanElement>(null);
  // Leaving the trigger for the tooltip itself keeps it open (it is hoverable).
  const leave = (event: { relatedTarget: EventTarget | null }): void => {
    const to = event.relatedTarget as Node | null;
    if (!tip.current?.contains(to) && !trigger.contains(to)) send('close');
  };

  useLayoutEffect(() => {
    const described = trigger.getAttribute('aria-describedby');
    trigger.removeAttribute('title');
    trigger.setAttribute('aria-describedby', [described, id].filter(Boolean).join(' '));
    const doc = trigger.ownerDocument;
    const listeners = createDisposer();
    listeners.listen(trigger, 'pointerenter', () => send('open'));
    listeners.listen(trigger, 'focusin', () => send('open'));
    listeners.listen(trigger, 'pointerleave', leave);
    listeners.listen(trigger, 'focusout', () => send('close'));
    listeners.listen(doc, 'keydown', (event) => {
      if (event.key === 'Escape') send('close');
    });
    // The hover or focus that woke the island is over by now: honour it.
    if (trigger.matches(':hover, :focus-within')) send('open');
    return () => {
      listeners.dispose();
      trigger.setAttribute('title', title);
      if (described) trigger.setAttribute('aria-describedby', described);
      else trigger.removeAttribute('aria-describedby');
    };
    // `leave` reads only the trigger and a ref: the first render's serves.
  }, [trigger, id, title]);

  // Placed above the trigger as it appears; settled after the transition.
  useLayoutEffect(() => {
    const win = trigger.ownerDocument.defaultView;
    if (state === 'appearing' && win) {
      const box = trigger.getBoundingClientRect();
      setPlace({ left: `${box.left + win.scrollX + box.width / 2}px`, top: `${box.top + win.scrollY}px` });
    }
  }, [trigger, state]);
  useEffect(() => {
    if (state !== 'appearing' && state !== 'disappearing') return undefined;
    const win = trigger.ownerDocument.defaultView;
    const timer = setTimeout(() => send('settled'), win && prefersReducedMotion(win) ? 0 : POPOVER_TRANSITION);
    return () => clearTimeout(timer);
  }, [trigger, state]);

  return (
    <>
      <KeptContent kept={kept} />
      {createPortal(
        <span ref={tip} id={id} role="tooltip" className={`si-tooltip tooltip-${state}`} hidden={state === 'hidden'} style={place} onPointerLeave={leave}>
          {text}
        </span>,
        trigger.ownerDocument.body,
      )}
    </>
  );
}

/**
 * The trigger's title, and its content as it is. Its elements keep their attributes and inner
 * markup: hydration adopts them and no later render touches them.
 */
function read(trigger: HTMLElement): TooltipProps | undefined {
  const title = trigger.getAttribute('title');
  const text = title?.trim();
  if (!title || !text) return undefined;
  const kept = readKept(trigger);
  return { trigger, title, text, kept };
}

export default reactIsland(Tooltip, [], read);
