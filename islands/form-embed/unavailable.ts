/**
 * What a form whose definition cannot be had (its forms host did not answer, nor the static copy)
 * shows above the server's link to the form's own page: a sentence in the page's language. Loaded
 * only then. Its strings and the page's language come from the shop's stores, imported through
 * the shop runtime's module so that they stay in the one chunk the shop islands share
 * (islands/shop-runtime.ts): a page with other islands already has it.
 */
import { forms as strings } from '../../src/i18n/catalogs/forms';
import { $i18n, i18nReady } from '../shop-runtime';

/** Class of the sentence, before the fallback link. */
export const UNAVAILABLE_CLASS = 'shop-islands-form__unavailable';

/**
 * Puts the sentence above the server's fallback in `target` (a polite status: it comes while the visitor may be
 * reading there); returns what takes it away.
 *
 * @example const undo = await showUnavailable(mountPoint);
 */
export async function showUnavailable(target: HTMLElement): Promise<() => void> {
  await i18nReady(strings);
  const note = target.ownerDocument.createElement('p');
  note.className = UNAVAILABLE_CLASS;
  note.setAttribute('role', 'status');
  // Before the server's fallback (after the props' script element, which stays first). Its link
  // is named only when there is one (a plain page's target has none).
  const fallback = Array.from(target.children).find((child) => child.localName !== 'script' && !child.classList.contains(UNAVAILABLE_CLASS));
  note.textContent = $i18n.get().t(fallback?.querySelector('a[href]') ? 'forms.unavailable' : 'forms.unavailable_no_link');
  if (fallback) fallback.before(note);
  else target.append(note);
  return () => note.remove();
}
