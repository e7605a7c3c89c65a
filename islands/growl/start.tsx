/**
 * Starts the growl messages (`Growls`). The shop runtime imports this module with the first message
 * (`stores/growl.ts`), so no page downloads it to start. Growl messages are no registered island:
 * no server markup says where they go (they belong to the page, not to an element), and this module
 * is not named `index`, so the build makes no island entry of it. They mount themselves, once, into
 * a root of their own at the end of the body (a root on the body itself would replace the page),
 * which `Growls` moves into a modal dialog while one is open: React's events are the root's, so
 * they move with it.
 */
import { createRoot } from 'react-dom/client';
import { liveRegion } from '../../src/dom/announce';
import { growl as strings } from '../../src/i18n/catalogs/growl';
import { i18nReady } from '../../stores/i18n';
import { Growls } from './Growls';

/** Renders the messages shown, now and from now on; call it once. */
export async function start(): Promise<void> {
  await i18nReady(strings);
  // The page's live region is there before the first message it reads out.
  liveRegion();
  const root = document.createElement('div');
  // No box of its own: the stack is a popover, and in a dialog's layout the root takes no room.
  root.style.display = 'contents';
  document.body.append(root);
  createRoot(root).render(<Growls root={root} />);
}
