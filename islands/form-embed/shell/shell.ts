/**
 * The iframe shell, page side (spec §1): a same-origin frame the form renders in, 100% wide. The
 * page's script renders into its document directly and sets its height itself (render.tsx).
 */
import { MIN_FRAME_HEIGHT } from '../../../src/forms/embed/frame';

export interface ShellOptions {
  /** The frame's accessible name (a translated string: the form's name or purpose). */
  title: string;
  /** The language of what renders inside (the form's locale); the page's when not given. */
  lang?: string;
  /** Its direction (`rtl` for an Arabic or Hebrew form); the page's when not given. */
  dir?: 'ltr' | 'rtl';
}

export interface Shell {
  frame: HTMLIFrameElement;
  /** The shell's document: usable at once, it never gets replaced. */
  document: Document;
  /** Removes the frame. Safe to repeat. */
  dispose(): void;
}

// Written in one go so the shell is in standards mode (a doctype can only come from the parser),
// and synchronously, so the document handed out is the one that stays: an `about:blank` frame
// written with open/write/close is never replaced by a late load, unlike one filled by DOM calls
// or given a `srcdoc` (which loads later, into a new document).
const SHELL_HTML = '<!doctype html><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><body style="margin:0">';

let shells = 0;

/**
 * Creates the shell in `target`: 200 px tall from the start, so a form of about that height
 * causes no layout shift. The frame and its root element carry `data-shell-id` (site CSS and the
 * form's own CSS address the shell by it).
 *
 * @example
 * const shell = createShell(container, { title: t('form.frameTitle') });
 * render(form, shell.document.body);
 * // later: shell.dispose();
 */
export function createShell(target: HTMLElement, { title, lang, dir }: ShellOptions): Shell {
  const page = target.ownerDocument;
  const shellId = `shop-islands-shell-${++shells}`;
  const frame = page.createElement('iframe');
  frame.title = title;
  frame.setAttribute('data-shell-id', shellId);
  // display:block: an inline frame sits on the text baseline and adds a few pixels under it.
  frame.style.cssText = `display:block;width:100%;height:${MIN_FRAME_HEIGHT}px;border:0`;
  target.append(frame);
  const doc = frame.contentDocument!;
  doc.open();
  doc.write(SHELL_HTML);
  doc.close();
  const html = doc.documentElement;
  html.setAttribute('data-shell-id', shellId);
  // The document's own language and direction, not only the form's: the browser's scrollbar side,
  // spelling and fonts go by the root element.
  const own = page.documentElement;
  if (lang || own.lang) html.lang = lang || own.lang;
  if (dir || own.dir) html.dir = dir || own.dir;
  return { frame, document: doc, dispose: () => frame.remove() };
}
