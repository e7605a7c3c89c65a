/**
 * Cumulative Layout Shift in Chromium, as the web-vitals library counts it for a page that has
 * just loaded: every `layout-shift` entry of the page (buffered, so none before the observer is
 * lost), summed, without those that followed an input within 500 ms (`hadRecentInput`). Shifts
 * inside an iframe are the frame's own, as in Chromium's CLS of the top page.
 */
import type { Page } from 'playwright-core';

/** One shift as the page saw it: its score and what moved (for a failure's message). */
export interface Shift {
  value: number;
  hadRecentInput: boolean;
  sources: string[];
}

interface Recorded {
  __layoutShifts?: Shift[];
}

/** Starts recording layout shifts from the document's start: call before `page.goto`. */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    (window as Recorded).__layoutShifts = shifts;
    const name = (node: Node | null): string => {
      if (!(node instanceof Element)) return node?.nodeName ?? '?';
      const classes = node.getAttribute('class')?.trim().split(/\s+/).slice(0, 2).join('.');
      return `${node.localName}${node.id ? `#${node.id}` : ''}${classes ? `.${classes}` : ''}`;
    };
    type Entry = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Array<{ node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }> };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Entry[]) {
        shifts.push({
          value: entry.value,
          hadRecentInput: entry.hadRecentInput,
          sources: (entry.sources ?? []).map((s) => `${name(s.node)} y ${Math.round(s.previousRect.y)}→${Math.round(s.currentRect.y)} h ${Math.round(s.previousRect.height)}→${Math.round(s.currentRect.height)}`),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * Forgets the shifts recorded so far, once the observer has had two frames to report them: what a
 * test records from then on is what its own steps move, not the page's load.
 */
export async function forgetLayoutShifts(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            (window as Recorded).__layoutShifts?.splice(0);
            resolve();
          }),
        ),
      ),
  );
}

/** The shifts recorded so far, and their CLS (the sum of those without recent input). */
export async function layoutShifts(page: Page): Promise<{ cls: number; shifts: Shift[] }> {
  const shifts = await page.evaluate(() => (window as Recorded).__layoutShifts ?? []);
  const cls = shifts.filter((shift) => !shift.hadRecentInput).reduce((sum, shift) => sum + shift.value, 0);
  return { cls, shifts };
}

/**
 * Waits until the form in `frameSelector`'s iframe shell has rendered and its height has settled:
 * the form is there with every `ready` selector inside it (controls that load on demand), the
 * frame is as tall as its content (200 to 1000 px), and neither the frame's height nor the
 * position of what follows the form has changed for 10 frames in a row.
 */
export async function formSettled(page: Page, frameSelector = 'iframe[data-shell-id]', ready: readonly string[] = []): Promise<void> {
  await page.waitForFunction(
    ({ frameSelector, ready }) => {
      const state = ((window as unknown as { __settle?: { key: string; frames: number } }).__settle ??= { key: '', frames: 0 });
      const frame = document.querySelector<HTMLIFrameElement>(frameSelector);
      const doc = frame?.contentDocument;
      const body = doc?.body;
      if (!frame || !doc || !body || !doc.querySelector('form.hs-form') || ready.some((selector) => !doc.querySelector(selector))) {
        state.frames = 0;
        return false;
      }
      const height = frame.getBoundingClientRect().height;
      const wanted = Math.min(1000, Math.max(200, Math.ceil(body.getBoundingClientRect().height)));
      const key = `${height}/${frame.parentElement?.getBoundingClientRect().bottom ?? 0}/${document.documentElement.scrollHeight}`;
      if (Math.abs(height - wanted) > 1 || key !== state.key) {
        state.key = key;
        state.frames = 0;
        return false;
      }
      return ++state.frames >= 10;
    },
    { frameSelector, ready },
    { polling: 'raf' },
  );
}
