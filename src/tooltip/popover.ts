/**
 * The life of a tooltip or popup (spec §4): hidden → appearing → shown → disappearing → hidden.
 * Opening while it disappears turns it back; closing while it appears turns it away. DOM-free.
 */
export type PopoverState = 'hidden' | 'appearing' | 'shown' | 'disappearing';
export type PopoverEvent = 'open' | 'close' | 'settled';

/** How long appearing and disappearing last (ms), unless motion is reduced. */
export const POPOVER_TRANSITION = 150;

const NEXT: Record<PopoverState, Partial<Record<PopoverEvent, PopoverState>>> = {
  hidden: { open: 'appearing' },
  appearing: { close: 'disappearing', settled: 'shown' },
  shown: { close: 'disappearing' },
  disappearing: { open: 'appearing', settled: 'hidden' },
};

/**
 * The state after an event; unchanged when the event means nothing there.
 *
 * @example nextPopover('hidden', 'open') // 'appearing'
 */
export const nextPopover = (state: PopoverState, event: PopoverEvent): PopoverState => NEXT[state][event] ?? state;
