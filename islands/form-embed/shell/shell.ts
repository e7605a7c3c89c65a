/**
 * The iframe shell, page side (spec §1): a same-origin frame the form renders in, 100% wide, whose
 * height follows its content through `shop-islands:form-height` messages. Generic: whatever runs
 * inside reports with `reportHeight` (./report-height.ts).
 */
import { MIN_FRAME_HEIGHT } from '../../../src/forms/embed/frame';
import { isExpectedOrigin, readHeightMessage } from '../../../src/forms/embed/messages';
import { originOf } from './origin';

export interface ShellOptions {
  /** The frame's accessible name (a translated string: the form's name or purpose). */
  title: string;
  /** The language of what renders inside (the form's locale); the page's when not given. */
  lang?: string;
  /** Its direction (`rtl` for an Arabic or Hebrew form); the page's when not given. */
  dir?: 'ltr' | 'rtl';
  /** Called once with the shell's document, after `createShell` has returned (unless disposed). */
  onReady?(document: Document): void;
}

export interface Shell {
  frame: HTMLIFrameElement;
  /** The shell's document: usable at once, it never gets replaced. */
  document: Document;
  /** The id its content reports heights with; also on the shell's `<html data-shell-id>`. */
  shellId: string;
  /** Stops listening and removes the frame. Safe to repeat. */
  dispose(): void;
}

// Written in one go so the shell is in standards mode (a doctype can only come from the parser),
// and synchronously, so the document handed out is the one that stays: an `about:blank` frame
// written with open/write/close is never replaced by a late load, unlike one filled by DOM calls
// or given a `srcdoc` (which loads later, into a new document).
const SHELL_HTML =
  '<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"></head>' +
  '<body style="margin:0"></body></html>';

let shells = 0;

/**
 * Creates the shell in `target`: 200 px tall from the start, so a form of about that height
 * causes no layout shift, then as tall as its content says (clamped to 200..1000). Only a height
 * message whose source is this frame's window and whose origin is this page's is obeyed; as the
 * shell is same-origin, the opaque origin 'null' (a sandboxed frame's) never is.
 *
 * The content must post from the shell's own realm (a script running in the shell document):
 * a message posted by the page's code carries the page as its source and is ignored.
 *
 * @example
 * const shell = createShell(container, { title: t('form.frameTitle') });
 * loadScriptInto(shell.document, embedUrl); // which calls reportHeight(root, shellIdOf(document))
 * // later: shell.dispose();
 */
export function createShell(target: HTMLElement, { title, lang, dir, onReady }: ShellOptions): Shell {
  const page = target.ownerDocument;
  const win = page.defaultView;
  if (!win) throw new Error('[forms] createShell needs a target in a document with a window');
  // Unique across bundles too: a page may carry two copies of the embed script.
  const shellId = `shop-islands-shell-${++shells}-${Math.random().toString(36).slice(2, 8)}`;

  const frame = page.createElement('iframe');
  frame.title = title;
  frame.setAttribute('data-shell-id', shellId);
  // display:block: an inline frame sits on the text baseline and adds a few pixels under it.
  frame.style.cssText = `display:block;width:100%;height:${MIN_FRAME_HEIGHT}px;border:0`;
  target.append(frame);

  const doc = frame.contentDocument;
  if (!doc) {
    frame.remove();
    throw new Error('[forms] the shell frame has no document');
  }
  doc.open();
  doc.write(SHELL_HTML);
  doc.close();
  const html = doc.documentElement;
  html.setAttribute('data-shell-id', shellId);
  // The document's own language and direction, not only the form's: the browser's scrollbar side,
  // spelling and fonts go by the root element.
  if (lang || page.documentElement.lang) html.lang = lang || page.documentElement.lang;
  if (dir || page.documentElement.dir) html.dir = dir || page.documentElement.dir;

  const expected = originOf(win);
  const onMessage = (event: MessageEvent) => {
    // A frame without a window (removed, not loaded) has source null, as has a message from a port.
    const source = frame.contentWindow;
    if (!source || event.source !== source || !isExpectedOrigin(event.origin, expected)) return;
    const height = readHeightMessage(event.data, shellId);
    if (height !== undefined) frame.style.height = `${height}px`;
  };
  win.addEventListener('message', onMessage);

  let disposed = false;
  if (onReady) queueMicrotask(() => disposed || onReady(doc));
  return {
    frame,
    document: doc,
    shellId,
    dispose() {
      if (disposed) return;
      disposed = true;
      win.removeEventListener('message', onMessage);
      frame.remove();
    },
  };
}

/**
 * The shell id of a document written by `createShell`, for the content to report with; undefined
 * for any other document.
 * @example const id = shellIdOf(document); if (id) reportHeight(root, id);
 */
export const shellIdOf = (doc: Document): string | undefined => doc.documentElement.getAttribute('data-shell-id') ?? undefined;
