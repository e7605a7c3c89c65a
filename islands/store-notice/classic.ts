import { readCookie, setSessionCookie } from '../../src/dom/cookies';
import { storeNotice as strings } from '../../src/i18n/catalogs/store-notice';
import { DISMISSED, storeNoticeCookie } from '../../src/store-notice/store-notice';
import type { Dispose } from '../../src/runtime/types';
import { $i18n, i18nReady } from '../../stores/i18n';
import { focusMain } from './focus';

/**
 * WooCommerce's own notice, as another theme prints it (`woocommerce_demo_store`, in the footer):
 * `<p class="woocommerce-store-notice" data-notice-id="…" style="display:none">` with its text and
 * a `#` dismiss link, hidden for WooCommerce's script to show. Shown unless its cookie says
 * hidden, named as a region, its link made a button that dismisses it; the theme's markup and
 * styles stay. Returns what puts it back as it was.
 *
 * DOM glue, not a component: the notice's content is the site owner's HTML as the other theme
 * prints it, so nothing inside it is ours to render; the island only shows it, names it, and
 * gives its link a button's role and keys.
 */
export async function enhanceClassic(notice: HTMLElement): Promise<Dispose> {
  const cookie = storeNoticeCookie(notice.dataset['noticeId'] ?? '');
  if (readCookie(cookie) === DISMISSED) return () => {};
  await i18nReady(strings);
  const { t } = $i18n.get();
  const link = notice.querySelector<HTMLElement>('.woocommerce-store-notice__dismiss-link');
  const saved = (element: Element | null, names: string[]) => names.map((name) => [element, name, element?.getAttribute(name) ?? null] as const);
  const originals = [...saved(notice, ['style', 'role', 'aria-label']), ...saved(link, ['role'])];
  notice.style.removeProperty('display');
  if (!notice.hasAttribute('role')) notice.setAttribute('role', 'region');
  if (!notice.hasAttribute('aria-label')) notice.setAttribute('aria-label', t('storeNotice.label'));
  const dismiss = (event: Event): void => {
    event.preventDefault();
    setSessionCookie(cookie, DISMISSED);
    notice.style.display = 'none';
    focusMain();
  };
  // A link to `#` that does a button's work: named a button, and Space works as on one.
  const key = (event: KeyboardEvent): void => {
    if (event.key === ' ') dismiss(event);
  };
  link?.setAttribute('role', 'button');
  link?.addEventListener('click', dismiss);
  link?.addEventListener('keydown', key);
  return () => {
    link?.removeEventListener('click', dismiss);
    link?.removeEventListener('keydown', key);
    for (const [element, name, value] of originals) {
      if (value === null) element?.removeAttribute(name);
      else element?.setAttribute(name, value);
    }
  };
}
