import { useState } from 'react';
import { readCookie, setSessionCookie } from '../../src/dom/cookies';
import { storeNoticeCookie } from '../../src/shop/store-notice';
import { $i18n } from '../../stores/i18n';
import { useStore } from '../../stores/use-store';
import { focusMain } from './focus';
import type { StoreNoticeProps } from './types';

const HIDDEN = 'hidden';

/**
 * The store notice banner of the theme's mount point: shown unless its cookie says hidden (a
 * cached page may carry a notice the visitor dismissed); dismissing it sets a session cookie
 * (WooCommerce's `store_notice<id>`), so it stays hidden on the next page, and takes focus to the
 * content. The text is the server's, as text; WooCommerce's classes, so the theme's styles apply.
 */
export function StoreNotice({ text, noticeId }: StoreNoticeProps) {
  if (typeof text !== 'string' || typeof noticeId !== 'string') {
    throw new TypeError('store-notice: text and noticeId must be strings');
  }
  const { t } = useStore($i18n);
  const cookie = storeNoticeCookie(noticeId);
  const [shown, setShown] = useState(() => readCookie(cookie) !== HIDDEN);
  if (!shown) return null;
  const dismiss = (): void => {
    setSessionCookie(cookie, HIDDEN);
    setShown(false);
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
