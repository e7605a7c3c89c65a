/**
 * The frame's height while a form settles. The frame starts as tall as the room the page kept
 * (./room.ts) and stays so while the form is still arriving (its rich text, the controls loaded
 * on demand, a web font: for a moment it may be shorter, or taller, than it ends); it follows its
 * content from the moment the content is that tall, from the visitor's first focus in the form,
 * or once the content has not changed for a second. Each height the form takes until the
 * visitor is in it is reported, to be kept for the next visit (`rememberHeight`). In the chunk
 * that shows a loaded form (./present.ts), not the widget's first.
 */

import { entryKey, isHeight, STORAGE_KEY, type FormIds } from './room';

/** How many forms' heights a browser keeps (each width of each form counts). */
const MAX_ENTRIES = 50;

/** How long the content must stay the same for the form to count as settled. */
export const SETTLE_MS = 1000;

export interface HeightHold {
  /** The content's height now (the frame's clamped height for it). */
  update(content: number): void;
  /** The visitor is in the form: follow the content from now on, and report nothing more. */
  release(): void;
  dispose(): void;
}

/**
 * @param apply  sets the frame's height
 * @param floor  the room kept (px), held until the form settles; undefined when the page kept
 *               only the 200 px guess, which is not held
 * @param report called with each height the form takes (the content's), until the visitor is in it
 * @example const hold = holdHeight((h) => (frame.style.height = `${h}px`), 640, remember, window);
 */
export function holdHeight(apply: (height: number) => void, floor: number | undefined, report: (height: number) => void, win: Pick<Window, 'setTimeout' | 'clearTimeout'>): HeightHold {
  // Without a room of the form's own (only the 200 px guess), the frame follows the form at once.
  let holding = floor !== undefined;
  let touched = false;
  let disposed = false;
  let last = floor ?? 0;
  let timer: ReturnType<Window['setTimeout']> | undefined;
  const follow = (): void => {
    holding = false;
    apply(last);
  };
  if (floor !== undefined) apply(floor);
  return {
    update(content) {
      if (disposed) return;
      if (holding && Math.abs(content - floor!) <= 1) holding = false;
      last = content;
      apply(holding ? floor! : content);
      if (touched) return;
      report(content);
      win.clearTimeout(timer);
      if (holding) timer = win.setTimeout(follow, SETTLE_MS);
    },
    release() {
      touched = true;
      win.clearTimeout(timer);
      if (holding && !disposed) follow();
    },
    dispose() {
      disposed = touched = true;
      win.clearTimeout(timer);
    },
  };
}

/**
 * Remembers the height a form took at a width, for its next visit (./room.ts reads it); the
 * newest 50 entries stay. Storage that refuses (full, off) is left alone.
 *
 * @example rememberHeight(window, { portalId: '48201937', formId }, 343, 912);
 */
export function rememberHeight(win: Window, ids: FormIds, width: number, height: number): void {
  if (!isHeight(height) || width <= 0) return;
  const { storage, heights } = readHeights(win);
  if (!storage) return;
  const key = entryKey(ids, width);
  const rounded = Math.ceil(height);
  if (heights[key] === rounded) return;
  delete heights[key];
  heights[key] = rounded;
  const keys = Object.keys(heights);
  for (const old of keys.slice(0, Math.max(0, keys.length - MAX_ENTRIES))) delete heights[old];
  try {
    storage.setItem(STORAGE_KEY, JSON.stringify(heights));
  } catch {
    // Full or refused: the next visit keeps 200 px, as before.
  }
}

/** The heights kept, oldest first, each checked; none when storage is off or holds something else. */
function readHeights(win: Window): { storage?: Storage | undefined; heights: Record<string, number> } {
  const heights: Record<string, number> = Object.create(null);
  let storage: Storage | undefined;
  try {
    storage = win.localStorage;
    const parsed: unknown = JSON.parse(storage.getItem(STORAGE_KEY) ?? '{}');
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      for (const [key, value] of Object.entries(parsed)) if (isHeight(value)) heights[key] = value;
    }
  } catch {
    // No storage (a sandboxed frame, a privacy setting), or not JSON: start again when it can be written.
  }
  return { storage, heights };
}
