import { useStore } from '../../stores/use-store';
import { useState } from 'react';
import { readCookie, setSessionCookie } from '../../src/dom/cookies';
import { storeNoticeCookie } from '../../src/shop/store-notice';
import type { IslandContext } from '../../src/runtime/types';
import { $i18n } from '../../stores/i18n';
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
 * The store notice banner: shown unless its cookie says hidden; dismissing it sets a session cookie
 * (WooCommerce's `store_notice<id>`), so it stays hidden on the next page.
 */
export function StoreNotice({ text, noticeId }: StoreNoticeProps & { context: IslandContext }) {
  if (typeof text !== 'string' || typeof noticeId !== 'string') {
    throw new TypeError('store-notice: props need "text" and "noticeId" strings');
  }
  const { t } = useStore($i18n);
  const cookie = storeNoticeCookie(noticeId);
  const [hidden, setHidden] = useState(() => readCookie(cookie) === HIDDEN);
  if (hidden) return null;
  const dismiss = (): void => {
    setSessionCookie(cookie, HIDDEN);
    setHidden(true);
    focusMain();
  };
  return (
    <p className="woocommerce-store-notice demo_store" data-notice-id={noticeId} role="region" aria-label={t('storeNotice.label')}>
      {text}{' '}
      <button type="button" className="woocommerce-store-notice__dismiss-link" onClick={dismiss}>
        {t('storeNotice.dismiss')}
      </button>
    </p>
  );
}
