import { readCookie, setSessionCookie } from '../../src/dom/cookies';
import { storeNotice as strings } from '../../src/i18n/catalogs/store-notice';
import { storeNoticeCookie } from '../../src/store-notice/store-notice';
import type { Dispose, IslandModule } from '../../src/runtime/types';
import { $i18n, i18nReady } from '../../stores/i18n';
import type { StoreNoticeProps } from './types';

const HIDDEN = 'hidden';

/** Moves focus somewhere sensible once the focused dismiss button is gone: the main content. */
function focusMain(): void {
  const main = document.querySelector<HTMLElement>('main, [role="main"], #main');
  if (!main) return;
  if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
  main.focus({ preventScroll: true });
}

/**
 * WooCommerce's own notice, as another theme prints it (`woocommerce_demo_store`, in the footer):
 * `<p class="woocommerce-store-notice" data-notice-id="…" style="display:none">` with its text and
 * a `#` dismiss link, hidden for WooCommerce's script to show. Shown unless its cookie says
 * hidden, named as a region, its link made a button that dismisses it; the theme's markup and
 * styles stay. Returns what puts it back as it was.
 */
async function enhanceClassic(notice: HTMLElement): Promise<Dispose> {
  const cookie = storeNoticeCookie(notice.dataset['noticeId'] ?? '');
  if (readCookie(cookie) === HIDDEN) return () => {};
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
    setSessionCookie(cookie, HIDDEN);
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

/**
 * The store notice banner: shown unless its cookie says hidden (a cached page may carry a notice
 * the visitor dismissed); dismissing it sets a session cookie (WooCommerce's `store_notice<id>`),
 * so it stays hidden on the next page. The text is the server's, as text. Plain DOM: a banner and
 * a button need no framework, so a page whose other islands need none downloads none. On another
 * theme's page it enhances WooCommerce's own notice instead (`enhanceClassic`).
 */
const storeNotice: IslandModule<StoreNoticeProps> = {
  async mount(element, { text, noticeId }) {
    if (!element.hasAttribute('data-island')) {
      // A notice inside the theme's mount point is that island's (the registry's selector leaves
      // it out; this is for an engine that would not).
      return element.parentElement?.closest('[data-island]') ? undefined : enhanceClassic(element);
    }
    if (typeof text !== 'string' || typeof noticeId !== 'string') {
      throw new TypeError('store-notice: props need "text" and "noticeId" strings');
    }
    const cookie = storeNoticeCookie(noticeId);
    if (readCookie(cookie) === HIDDEN) {
      element.replaceChildren();
      return;
    }
    await i18nReady(strings);
    const { t } = $i18n.get();
    const notice = document.createElement('p');
    notice.className = 'woocommerce-store-notice demo_store';
    notice.dataset['noticeId'] = noticeId;
    notice.setAttribute('role', 'region');
    notice.setAttribute('aria-label', t('storeNotice.label'));
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'woocommerce-store-notice__dismiss-link';
    button.textContent = t('storeNotice.dismiss');
    button.addEventListener('click', () => {
      setSessionCookie(cookie, HIDDEN);
      notice.remove();
      focusMain();
    });
    notice.append(`${text} `, button);
    element.replaceChildren(notice);
  },
};

export default storeNotice;
