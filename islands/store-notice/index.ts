import { readCookie, setSessionCookie } from '../../src/dom/cookies';
import { storeNotice as strings } from '../../src/i18n/catalogs/store-notice';
import { storeNoticeCookie } from '../../src/shop/store-notice';
import type { IslandModule } from '../../src/runtime/types';
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
 * The store notice banner: shown unless its cookie says hidden (a cached page may carry a notice
 * the visitor dismissed); dismissing it sets a session cookie (WooCommerce's `store_notice<id>`),
 * so it stays hidden on the next page. The text is the server's, as text. Plain DOM: a banner and
 * a button need no framework, so a page whose other islands need none downloads none.
 */
const storeNotice: IslandModule<StoreNoticeProps> = {
  async mount(element, { text, noticeId }) {
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
